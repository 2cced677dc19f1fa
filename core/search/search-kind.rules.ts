import {
  type AddressCriteria,
  isSearchEmail,
  isValidSearchName,
  normalizeAddressCriteria,
  phoneDigits,
  SEARCH_INVALID_TRY_AGAIN_MESSAGE,
} from './search-criteria.rules.js';
import { isUsStateCode, usStateCodeForName } from './us-states.rules.js';

/** Street-type words that end the street part of a one-line address (USPS suffixes, common forms). */
const STREET_SUFFIXES = new Set([
  'st',
  'street',
  'ave',
  'av',
  'avenue',
  'rd',
  'road',
  'blvd',
  'boulevard',
  'dr',
  'drive',
  'ln',
  'lane',
  'way',
  'ct',
  'court',
  'pl',
  'place',
  'ter',
  'terrace',
  'cir',
  'circle',
  'pkwy',
  'parkway',
  'hwy',
  'highway',
  'trl',
  'trail',
  'sq',
  'square',
  'loop',
  'run',
  'pike',
  'aly',
  'alley',
  'row',
  'xing',
  'plz',
  'plaza',
  'path',
  'walk',
  'bnd',
  'bend',
  'cv',
  'cove',
  'pt',
  'point',
  'expy',
  'fwy',
  'tpke',
  'crk',
  'holw',
  'hts',
  'mnr',
  'pass',
]);
/** Directions that may follow a street suffix ("Main St NW"). */
const DIRECTIONS = new Set(['n', 's', 'e', 'w', 'ne', 'nw', 'se', 'sw', 'north', 'south', 'east', 'west']);
/** Words that introduce a unit ("Apt 4B", "Suite 200", "# 12"). */
const UNIT_WORDS = new Set([
  'apt',
  'apartment',
  'unit',
  'ste',
  'suite',
  'bldg',
  'fl',
  'floor',
  'rm',
  'room',
  'lot',
  '#',
]);

const words = (s: string): string[] => s.split(/\s+/).filter((w) => w !== '');
const bare = (w: string): string => w.toLowerCase().replace(/\.$/, '');

/** Removes a trailing state (code or full name) from a word list when enough words remain. */
const takeState = (ws: string[], minLeft: number): { state: string; rest: string[] } => {
  for (const n of [3, 2, 1]) {
    if (ws.length - n < minLeft) continue;
    const tail = ws.slice(-n).join(' ').replace(/\.$/, '');
    const code =
      n === 1 && /^[A-Za-z]{2}$/.test(tail) && isUsStateCode(tail) ? tail.toUpperCase() : usStateCodeForName(tail);
    if (code !== undefined) return { state: code, rest: ws.slice(0, -n) };
  }
  return { state: '', rest: ws };
};

/** Splits "Main St Apt 4" into street and unit at a unit word; "#12" as one word is a unit too. */
const splitUnit = (ws: string[]): { street: string[]; unit: string; after: string[] } => {
  const i = ws.findIndex((w) => UNIT_WORDS.has(bare(w)) || /^#\w+$/.test(w));
  if (i === -1) return { street: ws, unit: '', after: [] };
  const w = ws[i] ?? '';
  if (/^#\w+$/.test(w)) return { street: ws.slice(0, i), unit: w.slice(1), after: ws.slice(i + 1) };
  const value = ws[i + 1] ?? '';
  return { street: ws.slice(0, i), unit: value.replace(/^#/, ''), after: ws.slice(i + 2) };
};

/**
 * Reads a one-line address ("123 Main St Austin TX 78701", "123 Main St, Apt 4, Austin, TX") into
 * address parts (002 section 3 "Address"). A semicolon counts as a comma (001 section 5). From the
 * end: a zip (5 or 5+4 digits), then a state (code or full name). With commas, the first part is the
 * house number and street (and unit) and the remaining parts the city (a part that starts with a
 * unit word is the unit). Without commas, the street ends at its last street-type word (St, Ave,
 * Rd, ... optionally followed by a direction) and the words after it (past a unit) are the city;
 * with no street-type word everything after the number is the street. Null unless the text starts
 * with a numeric house number followed by a street holding a letter.
 */
export const parseAddressText = (input: string): AddressCriteria | null => {
  let t = input.replace(/;/g, ',').replace(/\s+/g, ' ').trim();
  let zip = '';
  const zm = /(?:^|[\s,])(\d{5}(?:-\d{4})?)\s*,?\s*$/.exec(t);
  if (zm?.[1] !== undefined) {
    zip = zm[1];
    t = t.slice(0, zm.index).replace(/[\s,]+$/, '');
  }
  const parts = t
    .split(',')
    .map((p) => p.trim())
    .filter((p) => p !== '');
  if (parts.length === 0) return null;
  const first = words(parts[0] ?? '');
  const number = first[0] ?? '';
  if (!/^\d+$/.test(number) || first.length < 2) return null;
  let street: string[];
  let unit = '';
  let cityWords: string[];
  let state = '';
  if (parts.length > 1) {
    const s = splitUnit(first.slice(1));
    street = s.street;
    unit = s.unit;
    const rest = parts.slice(1);
    // A unit part names its unit ("Apt 4", "#12"): a part that is a unit word alone is not one ("FL" is
    // Florida, not a floor).
    const unitPart = rest.findIndex(
      (p) => (UNIT_WORDS.has(bare(words(p)[0] ?? '')) && words(p).length >= 2) || /^#\w+$/.test(p),
    );
    if (unitPart !== -1 && unit === '') {
      unit = splitUnit(words(rest[unitPart] ?? '')).unit;
      rest.splice(unitPart, 1);
    }
    const located = takeState(words(rest.join(' ')), 0);
    state = located.state;
    cityWords = located.rest;
  } else {
    const located = takeState(first.slice(1), 2);
    state = located.state;
    const ws = located.rest;
    let end = -1;
    ws.forEach((w, i) => {
      if (i >= 1 && STREET_SUFFIXES.has(bare(w))) end = i;
    });
    if (end !== -1 && DIRECTIONS.has(bare(ws[end + 1] ?? ''))) end += 1;
    if (end === -1) {
      const s = splitUnit(ws);
      street = s.street;
      unit = s.unit;
      cityWords = s.after;
    } else {
      street = ws.slice(0, end + 1);
      const s = splitUnit(ws.slice(end + 1));
      if (s.unit !== '' && s.street.length === 0) {
        unit = s.unit;
        cityWords = s.after;
      } else cityWords = ws.slice(end + 1);
    }
  }
  if (!/[A-Za-z]/.test(street.join(' '))) return null;
  return normalizeAddressCriteria({
    houseNumber: number,
    street: street.join(' ').replace(/\./g, ''),
    unit,
    city: cityWords.join(' '),
    state,
    zip,
  });
};

/** The name parts a free-text name search holds (002 section 3 "Person search"). */
export type DetectedName = {
  readonly firstName: string;
  readonly middleName: string;
  readonly lastName: string;
  readonly city: string;
  readonly state: string;
};

/** What a single free-text search box holds (002 section 2.3 placeholder "Search by name, phone, email, address"). */
export type DetectedSearch =
  | { readonly kind: 'email'; readonly criteria: { readonly email: string } }
  | { readonly kind: 'phone'; readonly criteria: { readonly phone: string } }
  | { readonly kind: 'address'; readonly criteria: AddressCriteria }
  | { readonly kind: 'name'; readonly criteria: DetectedName }
  | { readonly kind: 'unknown'; readonly message: string };

/**
 * What the box drops from a word before reading it as a name: the dot of an initial or an abbreviation
 * ("John Q. Smith", "St. Louis") and an apostrophe ("O'Brien"), as the search URL strips them (002
 * section 2.1: "other characters are stripped"). Commas separate the name from the city and state.
 */
const dropNamePunctuation = (w: string): string => w.replace(/[.']/g, '');

const readName = (t: string): DetectedName | null => {
  const parts = t
    .split(',')
    .map((p) => p.trim())
    .filter((p) => p !== '');
  const cleanWords = (s: string) =>
    words(s)
      .map(dropNamePunctuation)
      .filter((w) => w !== '');
  let nameWords: string[];
  let city = '';
  let state = '';
  if (parts.length > 1) {
    nameWords = cleanWords(parts[0] ?? '');
    const located = takeState(cleanWords(parts.slice(1).join(' ')), 0);
    state = located.state;
    city = located.rest.join(' ');
  } else {
    const all = cleanWords(parts.join(' '));
    const located = all.length >= 3 ? takeState(all, 2) : { state: '', rest: all };
    state = located.state;
    const ws = located.rest;
    if (state !== '' && ws.length >= 3) {
      const take = (ws[1] ?? '').length === 1 ? 3 : 2;
      nameWords = ws.slice(0, take);
      city = ws.slice(take).join(' ');
    } else nameWords = ws;
  }
  if (nameWords.length < 2) return null;
  const name = {
    firstName: nameWords[0] ?? '',
    middleName: nameWords.slice(1, -1).join(' '),
    lastName: nameWords[nameWords.length - 1] ?? '',
    city,
    state,
  };
  // Every part it names is a search name by the one name pattern (002 section 5: letters and spaces only).
  return [name.firstName, name.middleName, name.lastName, name.city].every((p) => p === '' || isValidSearchName(p))
    ? name
    : null;
};

/**
 * Tells which kind of search a single free-text box holds and returns its parsed criteria (002
 * section 2.3, "Search by name, phone, email, address"). Checked in this order:
 * 1. e-mail: the text contains '@' and is a valid search e-mail ("a@b.com"; lowercased);
 * 2. phone: only phone characters and 10 digits, or 11 starting with 1, area code not starting with
 *    0 ("(512) 555-0142", "5125550142"; criteria are the ten digits);
 * 3. address: starts with a numeric house number followed by a street ({@link parseAddressText});
 * 4. name: at least two words, each part (first, middle, last name, city) matching the name pattern of
 *    002 section 5 once the dots of initials and apostrophes are dropped, commas separating the parts
 *    ("john smith"; "john smith austin tx" gives city austin, state TX; a trailing state code or
 *    state name is taken as the state when at least two words remain; with a state and three or
 *    more words, a one-letter second word is a middle initial and the words after the last name
 *    are the city; without a state the words are first, middle(s), last);
 * otherwise `unknown` with "Sorry, this search is invalid. Please Try Again". Total: never throws.
 */
export const detectSearchKind = (input: string): DetectedSearch => {
  const t = input.replace(/\s+/g, ' ').trim();
  const unknown: DetectedSearch = { kind: 'unknown', message: SEARCH_INVALID_TRY_AGAIN_MESSAGE };
  if (t === '') return unknown;
  if (t.includes('@')) return isSearchEmail(t) ? { kind: 'email', criteria: { email: t.toLowerCase() } } : unknown;
  const phone = phoneDigits(t);
  if (phone !== null) return { kind: 'phone', criteria: { phone } };
  if (/^\d+\s+\S/.test(t)) {
    const address = parseAddressText(t);
    return address === null ? unknown : { kind: 'address', criteria: address };
  }
  const name = readName(t);
  return name === null ? unknown : { kind: 'name', criteria: name };
};
