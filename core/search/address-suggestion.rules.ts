import { abbreviateStreet, addressKeyText } from '../records/normalize.rules.js';
import type { AddressSuggestion } from './person-search.port.js';
import { usStateName } from './us-states.rules.js';

/**
 * How address suggestions are read and written (002 section 2.1 autocomplete), in one place for every
 * adapter of `SearchAutocomplete`.
 */

/** A place name in a code: the address key text with dashes ("San Antonio" -> "san-antonio"). */
const placeSlug = (s: string): string => addressKeyText(s).replace(/ /g, '-');

/** The city code of a suggestion: state and city ("tx-san-antonio"). */
export const cityCodeOf = (state: string, city: string): string => `${state.toLowerCase()}-${placeSlug(city)}`;

/** The street code of a suggestion: state, city and street ("tx-austin-harbor-view-dr"). */
export const streetCodeOf = (state: string, city: string, street: string): string =>
  `${cityCodeOf(state, city)}-${placeSlug(street)}`;

/**
 * A suggestion with its labels filled in: the full address is "line 1, line 2, City, ST 12345" (empty
 * parts left out) unless given; the city code when there is a city; the state's name.
 */
export const addressSuggestion = (
  s: Partial<AddressSuggestion> & Pick<AddressSuggestion, 'type' | 'city' | 'state' | 'zipCode'>,
): AddressSuggestion => {
  const line1 = s.addressLine1 ?? '';
  const line2 = s.addressLine2 ?? '';
  const place = [s.city, [s.state, s.zipCode].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  const full = [line1, line2, place].filter(Boolean).join(', ');
  return {
    type: s.type,
    fullAddress: s.fullAddress ?? full,
    addressLabel: s.addressLabel ?? full,
    addressLine1: line1,
    addressLine2: line2,
    unit: s.unit ?? '',
    totalUnits: s.totalUnits ?? 0,
    zipCode: s.zipCode,
    city: s.city,
    cityCode: s.city ? cityCodeOf(s.state, s.city) : '',
    state: s.state,
    stateName: usStateName(s.state) ?? '',
    streetCode: s.streetCode ?? '',
  };
};

/** One way to read typed address text: a line-1 key, then a city prefix, a state code and a ZIP. */
export interface TypedAddressReading {
  /** The start of line 1, abbreviated as the records are ("500 harbor view dr"). */
  readonly line1: string;
  /** The start of the city name, or ''. */
  readonly city: string;
  /** A two-letter state code (upper case), or ''. */
  readonly state: string;
  /** A five-digit ZIP, or ''. */
  readonly zip: string;
  /** The shortest line 1 tried: its answer is final, whatever it is. */
  readonly last: boolean;
}

/**
 * The readings of typed address text, longest line 1 first: the trailing words may be the city, a state
 * code and a ZIP ("500 harbor view dr austin tx 78702"), so up to five words are cut off the end in turn
 * and read as ZIP (five digits, last), state (a two-letter code of a US state, before it) and city (the
 * rest). A cut that leaves nothing to read is skipped. An adapter tries them in order and answers the
 * first that finds addresses, or the `last` one's answer.
 */
export const typedAddressReadings = (text: string): TypedAddressReading[] => {
  const words = abbreviateStreet(text).split(' ');
  const minCut = Math.max(1, words.length - 5);
  const readings: TypedAddressReading[] = [];
  for (let cut = words.length; cut >= minCut; cut--) {
    let rest = words.slice(cut).join(' ');
    let zip = '';
    const zm = /(?:^| )(\d{5})$/.exec(rest);
    if (zm) {
      zip = zm[1] ?? '';
      rest = rest.slice(0, zm.index).trim();
    }
    const st = /(?:^| )([a-z]{2})$/.exec(rest);
    const state = st && usStateName(st[1] ?? '') ? (st[1] ?? '').toUpperCase() : '';
    if (state) rest = rest.slice(0, st?.index).trim();
    if (cut < words.length && rest === '' && state === '' && zip === '') continue;
    readings.push({ line1: words.slice(0, cut).join(' '), city: rest, state, zip, last: cut === minCut });
  }
  return readings;
};
