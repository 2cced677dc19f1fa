import { abbreviateStreet, searchNameKey } from '../../core/records/normalize.rules.js';
import { addressSuggestion, streetCodeOf, typedAddressReadings } from '../../core/search/address-suggestion.rules.js';
import type {
  AddressSuggestion,
  AddressSuggestionQuery,
  CitySuggestion,
  SearchAutocomplete,
} from '../../core/search/person-search.port.js';
import { InMemoryRecords, type RecordRow, type RecordTables, text, textOrNull } from './in-memory-records.js';

const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const parts = (r: RecordRow, cols: readonly string[]) =>
  cols
    .map((c) => textOrNull(r, c))
    .filter((s): s is string => s !== null && s !== '')
    .join(' ');
const STREET = ['pre_dir', 'street_name', 'street_suffix', 'post_dir'] as const;

/**
 * {@link SearchAutocomplete} over in-memory records, by linear scans: the same suggestions, orders
 * and limits as `PgSearchAutocomplete` (adapters/postgres/pg-person-search.ts). Passes
 * tests/adapters/search/person-search.contract.test.ts.
 */
export class InMemorySearchAutocomplete implements SearchAutocomplete {
  private readonly r: InMemoryRecords;
  /** city, state and ZIP with their number of addresses (search_places). */
  private readonly places: { city: string; state: string; zip: string; addresses: number }[] = [];
  /** Surname keys with a display form and head count (search_surnames). */
  private readonly surnames = new Map<string, { display: string; people: number }>();

  constructor(tables: RecordTables) {
    this.r = new InMemoryRecords(tables);
    const places = new Map<string, { city: string; state: string; zip: string; addresses: number }>();
    for (const a of this.r.rows('addresses')) {
      const p = { city: text(a, 'city'), state: text(a, 'state'), zip: text(a, 'zip') };
      const k = `${p.city}\u0000${p.state}\u0000${p.zip}`;
      places.set(k, { ...p, addresses: (places.get(k)?.addresses ?? 0) + 1 });
    }
    this.places = [...places.values()];
    for (const n of [...this.r.rows('people'), ...this.r.rows('person_names')]) {
      const k = searchNameKey(text(n, 'last_name'));
      if (k === '') continue;
      const old = this.surnames.get(k);
      const display = text(n, 'last_name');
      this.surnames.set(k, {
        display: old && old.display > display ? old.display : display,
        people: (old?.people ?? 0) + 1,
      });
    }
  }

  async zips(prefix: string, limit: number): Promise<AddressSuggestion[]> {
    const best = new Map<string, { zip: string; city: string; state: string; addresses: number }>();
    for (const p of this.places.filter((x) => x.zip.startsWith(prefix))) {
      const old = best.get(p.zip);
      if (!old || p.addresses > old.addresses) best.set(p.zip, p);
    }
    return [...best.values()]
      .sort((a, b) => cmp(a.zip, b.zip))
      .slice(0, limit)
      .map((x) =>
        addressSuggestion({
          type: 'zip',
          zipCode: x.zip,
          city: x.city,
          state: x.state,
          fullAddress: `${x.zip}, ${x.city}, ${x.state}`,
          addressLabel: `${x.zip} ${x.city}, ${x.state}`,
        }),
      );
  }

  private cityRows(prefix: string, limit: number): { city: string; state: string }[] {
    const sums = new Map<string, { city: string; state: string; n: number }>();
    for (const p of this.places.filter((x) => x.city.toLowerCase().startsWith(prefix))) {
      const k = `${p.city}\u0000${p.state}`;
      sums.set(k, { city: p.city, state: p.state, n: (sums.get(k)?.n ?? 0) + p.addresses });
    }
    return [...sums.values()]
      .sort((a, b) => b.n - a.n || cmp(a.city, b.city) || cmp(a.state, b.state))
      .slice(0, limit)
      .map(({ city, state }) => ({ city, state }));
  }

  async cities(prefix: string, limit: number): Promise<AddressSuggestion[]> {
    return this.cityRows(prefix, limit).map((x) =>
      addressSuggestion({
        type: 'city',
        zipCode: '',
        city: x.city,
        state: x.state,
        fullAddress: `${x.city}, ${x.state}`,
      }),
    );
  }

  async streets(prefix: string, limit: number): Promise<AddressSuggestion[]> {
    const first = prefix.split(' ')[0] ?? prefix;
    const typed = abbreviateStreet(prefix);
    const groups = new Map<string, { street: string; city: string; state: string; zip: string; n: number }>();
    for (const a of this.r.rows('addresses')) {
      if (!text(a, 'street_name').toLowerCase().startsWith(first)) continue;
      if (!parts(a, ['street_name', 'street_suffix']).toLowerCase().startsWith(typed)) continue;
      const street = parts(a, STREET);
      const k = `${street}\u0000${text(a, 'city')}\u0000${text(a, 'state')}`;
      const old = groups.get(k);
      const zip = text(a, 'zip');
      groups.set(k, {
        street,
        city: text(a, 'city'),
        state: text(a, 'state'),
        zip: old && old.zip < zip ? old.zip : zip,
        n: (old?.n ?? 0) + 1,
      });
    }
    return [...groups.values()]
      .sort((a, b) => b.n - a.n || cmp(a.street, b.street) || cmp(a.city, b.city))
      .slice(0, limit)
      .map((x) =>
        addressSuggestion({
          type: 'street',
          addressLine1: x.street,
          zipCode: x.zip,
          city: x.city,
          state: x.state,
          streetCode: streetCodeOf(x.state, x.city, x.street),
        }),
      );
  }

  /**
   * Addresses whose line 1 starts with the typed text; trailing words may be the city, a state code
   * and a ZIP ("500 harbor view dr austin tx 78702"). Without `units` one suggestion per building
   * with its number of units; with `units` the unit-bearing addresses.
   */
  async addresses(q: AddressSuggestionQuery, limit: number): Promise<AddressSuggestion[]> {
    for (const r of typedAddressReadings(q.text)) {
      const rows = this.addressRows(r.line1, r.city, r.state, r.zip, q.units, limit);
      if (rows.length > 0 || r.last) return rows;
    }
    return [];
  }

  private addressRows(
    key: string,
    city: string,
    state: string,
    zip: string,
    units: boolean,
    limit: number,
  ): AddressSuggestion[] {
    const at = (a: RecordRow) =>
      (city === '' || text(a, 'city').toLowerCase().startsWith(city)) &&
      (state === '' || text(a, 'state') === state) &&
      (zip === '' || text(a, 'zip') === zip);
    const show = (a: RecordRow, unitType: string | null, unit: string | null, totalUnits: number) =>
      addressSuggestion({
        type: 'address',
        addressLine1: parts(a, ['house_number', ...STREET]),
        addressLine2: unit ? [unitType, unit].filter(Boolean).join(' ') : '',
        unit: unit ?? '',
        totalUnits,
        zipCode: text(a, 'zip'),
        city: text(a, 'city'),
        state: text(a, 'state'),
        streetCode: streetCodeOf(text(a, 'state'), text(a, 'city'), parts(a, STREET)),
      });
    const rows = this.r.rows('addresses');
    if (units) {
      return rows
        .filter((a) => text(a, 'address_key').startsWith(`${key} `) && textOrNull(a, 'unit') !== null && at(a))
        .sort(
          (a, b) =>
            cmp(text(a, 'city'), text(b, 'city')) ||
            cmp(text(a, 'state'), text(b, 'state')) ||
            text(a, 'unit').length - text(b, 'unit').length ||
            cmp(text(a, 'unit'), text(b, 'unit')),
        )
        .slice(0, limit)
        .map((a) => show(a, textOrNull(a, 'unit_type'), textOrNull(a, 'unit'), 1));
    }
    const scanned = rows
      .filter((a) => text(a, 'address_key').startsWith(key) && at(a))
      .sort((a, b) => cmp(text(a, 'address_key'), text(b, 'address_key')))
      .slice(0, Math.min(2000, limit * 20));
    const buildings = new Map<string, { first: RecordRow; minKey: string; units: Map<string | null, string | null> }>();
    for (const a of scanned) {
      const k = [...['house_number', ...STREET, 'city', 'state', 'zip'].map((c) => textOrNull(a, c))].join('\u0000');
      const b = buildings.get(k) ?? { first: a, minKey: text(a, 'address_key'), units: new Map() };
      if (text(a, 'address_key') < b.minKey) b.minKey = text(a, 'address_key');
      const unit = textOrNull(a, 'unit');
      if (unit !== null && !b.units.has(unit)) b.units.set(unit, textOrNull(a, 'unit_type'));
      buildings.set(k, b);
    }
    return [...buildings.values()]
      .sort((a, b) => cmp(a.minKey, b.minKey) || cmp(text(a.first, 'city'), text(b.first, 'city')))
      .slice(0, limit)
      .map((b) => {
        const [only] = b.units.size === 1 ? [...b.units.entries()] : [];
        return show(b.first, only ? only[1] : null, only ? only[0] : null, b.units.size);
      });
  }

  async cityNames(prefix: string, limit: number): Promise<CitySuggestion[]> {
    return this.cityRows(prefix, limit).map((x) => ({ city: x.city, stateAbbr: x.state }));
  }

  async lastNames(prefix: string, limit: number): Promise<string[]> {
    return [...this.surnames.entries()]
      .filter(([k]) => k.startsWith(prefix))
      .sort(([ka, a], [kb, b]) => b.people - a.people || cmp(ka, kb))
      .slice(0, limit)
      .map(([, s]) => s.display);
  }
}
