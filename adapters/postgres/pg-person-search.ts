import { abbreviateStreet, addressKeyText, typedAddressKey } from '../../core/records/normalize.rules.js';
import { addressSuggestion, streetCodeOf, typedAddressReadings } from '../../core/search/address-suggestion.rules.js';
import { titleCase } from '../../core/search/name-case.rules.js';
import type {
  AddressRecord,
  AddressSuggestion,
  AddressSuggestionQuery,
  CandidatesBothOrders,
  CardExtrasPrefetch,
  CitySuggestion,
  LastNameMatch,
  MatchedName,
  NameSource,
  NearestNames,
  NearestNamesQuery,
  OtherOrderQuery,
  PersonCandidate,
  PersonCandidateQuery,
  PersonCardExtras,
  PersonPreviewRecord,
  PersonSearch,
  PhoneRecord,
  PlaceLived,
  SearchAutocomplete,
} from '../../core/search/person-search.port.js';
import { searchedStateKey } from '../../core/search/ranking.rules.js';
import type { AddressCriteria } from '../../core/search/search-criteria.rules.js';
import { type Db, preparedStatement } from './db.js';

/**
 * Rebuilds the search lookup tables (migration 0040) from the records: surnames with their
 * double-metaphone codes, given names, and city/state/ZIP places. Call it after a bulk load.
 */
export const refreshSearchTables = async (db: Db): Promise<void> => {
  await db.query('SELECT search_refresh()');
};

/**
 * Once per process and database: rebuild the lookup tables when they are empty but people exist.
 * `writer` runs the rebuild: the primary when `db` is a read replica, which takes no writes.
 */
const ensured = new WeakMap<Db, Promise<void>>();
export const ensureSearchTables = (db: Db, writer: Db = db): Promise<void> => {
  let p = ensured.get(db);
  if (!p) {
    p = (async () => {
      const r = await db.query<{ stale: boolean }>(
        `SELECT ((NOT EXISTS (SELECT 1 FROM search_surnames) OR NOT EXISTS (SELECT 1 FROM search_person_places))
          AND EXISTS (SELECT 1 FROM people)) AS stale`,
      );
      if (r.rows[0]?.stale) await refreshSearchTables(writer);
    })();
    p.catch(() => ensured.delete(db));
    ensured.set(db, p);
  }
  return p;
};

/**
 * The candidates of a name search in one round trip: `search_candidates_json` (functions/search_candidates_json.sql)
 * finds the surnames and given names a search looks for besides the typed ones (the 10 closest
 * sound-alike surnames; the names one edit away that exist, through `search_name_deletes`), the own
 * names and aliases whose "{last} {first}" key is one of their pairs, and the candidates' places lived
 * (city, state, dates; no street). Its statements run with generic plans (migration 0096: planned once
 * per connection, not on every call), and the call is a prepared statement on a PostgreSQL server. `exact`
 * (migration 0095) leaves the sound-alikes and one-typo variants out. People who opted out are in: the fact
 * gate decides who is shown (docs/decisions/0099), and identity monitoring finds a member's own record with
 * this look-up. `$6`: a state search's state, only people who lived there (migration 0103); null: everyone.
 */
const CANDIDATES_SQL = preparedStatement(
  'search_candidates',
  'SELECT search_candidates_json($1::text, $2::text, $3::text[], $4::int, $5::boolean, $6::text) AS c',
);

/**
 * The typed order's candidates and, when they are fewer than `$6`, the other order's by exact keys, in
 * one round trip (migration 0097), both only of people who lived in state `$7` when given, with the card
 * extras of the candidates when they are at most `$8` (migration 0103): `[typed, other, extras]`, other
 * null when not looked up, extras null when not asked for (`$8` 0) or too many.
 */
const BOTH_ORDERS_SQL = preparedStatement(
  'search_candidates_both_orders_in_state',
  'SELECT search_candidates_both_orders_json($1::text, $2::text, $3::text[], $4::int, $5::text[], $6::int, $7::text, $8::int) AS c',
);

/** A state search's state as the look-up takes it (normalised here: PostgreSQL's trim() keeps tabs), or null. */
const stateOf = (q: PersonCandidateQuery): string | null => searchedStateKey(q.livedIn ?? '') || null;

/** search_card_extras_json's answer: one row per person. */
type CardExtrasJson = [id: number, aliases: string[] | null, relatives: [id: number, name: string][] | null][];

const cardExtrasOf = (rows: CardExtrasJson): PersonCardExtras[] =>
  rows.map(([id, aliases, relatives]) => ({
    id: Number(id),
    aliases: aliases ?? [],
    relatives: (relatives ?? []).map(([rid, name]) => ({ id: Number(rid), name })),
  }));

/** Each card's aliases and relatives (functions/search_card_extras_json.sql), for a page of results. */
const CARD_EXTRAS_SQL = preparedStatement('search_card_extras', 'SELECT search_card_extras_json($1::bigint[]) AS x');

/** One candidate as search_candidates_json returns it (positional, to keep the json small). */
type CandidateJson = [
  id: number,
  firstName: string,
  middleName: string | null,
  lastName: string,
  birthDate: string | null,
  deceased: boolean,
  names: [source: string, firstName: string, middleName: string | null, lastName: string, lastRank: number][],
  places: [city: string, state: string, from: string | null, to: string | null, current: boolean][],
  /** 'M', 'F' or null (migration 0094; absent before it). */
  gender?: string | null,
];

const LAST_MATCH: readonly LastNameMatch[] = ['exact', 'phonetic', 'typo'];

const SOURCES: readonly NameSource[] = ['primary', 'formal', 'maiden', 'aka', 'nickname'];
const asSource = (s: string): NameSource => (SOURCES.includes(s as NameSource) ? (s as NameSource) : 'aka');

/** search_candidates_json's answer as candidates. */
const candidates = (rows: readonly CandidateJson[]): PersonCandidate[] =>
  rows.map(
    ([id, firstName, middleName, lastName, birthDate, deceased, names, places, gender]): PersonCandidate => ({
      id: Number(id),
      firstName,
      middleName,
      lastName,
      birthDate,
      deceased,
      gender: gender === 'M' || gender === 'F' ? gender : null,
      names: names.map(
        ([source, first, middle, last, rank]): MatchedName => ({
          source: asSource(source),
          firstName: first,
          middleName: middle,
          lastName: last,
          lastMatch: LAST_MATCH[rank] ?? 'typo',
        }),
      ),
      places: places.map(([city, state, from, to, current]): PlaceLived => ({ city, state, from, to, current })),
    }),
  );

const PREVIEW_COLUMNS = `p.id, p.first_name, p.middle_name, p.last_name, p.birth_date::text AS birth_date, p.deceased,
  cur.city, cur.state`;
const CURRENT_PLACE = `LEFT JOIN LATERAL (
    SELECT a.city, a.state FROM person_addresses pa JOIN addresses a ON a.id = pa.address_id
    WHERE pa.person_id = p.id ORDER BY pa.is_current DESC, pa.to_date DESC NULLS FIRST LIMIT 1
  ) cur ON true`;

type PreviewRow = {
  id: number;
  first_name: string;
  middle_name: string | null;
  last_name: string;
  birth_date: string | null;
  deceased: boolean;
  city: string | null;
  state: string | null;
};

const preview = (r: PreviewRow): PersonPreviewRecord => ({
  id: Number(r.id),
  firstName: r.first_name,
  middleName: r.middle_name,
  lastName: r.last_name,
  birthDate: r.birth_date,
  deceased: r.deceased,
  city: r.city,
  state: r.state,
});

/** The PostgreSQL adapter of {@link PersonSearch} on the records tables (0010/0011) and the lookup tables (0040). */
export class PgPersonSearch implements PersonSearch {
  /** `primary`: where the lookup tables are rebuilt when `db` is a read replica (docs/decisions/0085). */
  constructor(
    private readonly db: Db,
    private readonly primary: Db = db,
  ) {}

  async findCandidates(q: PersonCandidateQuery): Promise<PersonCandidate[]> {
    await ensureSearchTables(this.db, this.primary);
    const r = await this.db.query<{ c: CandidateJson[] | null }>(CANDIDATES_SQL, [
      q.last,
      q.first,
      q.firstNames,
      q.limit,
      q.exact === true,
      stateOf(q),
    ]);
    return candidates(r.rows[0]?.c ?? []);
  }

  /** Both orders in one round trip; people who opted out are in (the search asks the fact gate). */
  async findCandidatesBothOrders(
    q: PersonCandidateQuery,
    other: OtherOrderQuery,
    prefetch?: CardExtrasPrefetch,
  ): Promise<CandidatesBothOrders> {
    await ensureSearchTables(this.db, this.primary);
    const r = await this.db.query<{
      c: [CandidateJson[], CandidateJson[] | null, CardExtrasJson | null] | null;
    }>(BOTH_ORDERS_SQL, [
      q.last,
      q.first,
      q.firstNames,
      q.limit,
      other.firstNames,
      other.below,
      stateOf(q),
      prefetch?.max ?? 0,
    ]);
    const [typed, otherOrder, extras] = r.rows[0]?.c ?? [[], null, null];
    return {
      typed: candidates(typed),
      other: otherOrder ? candidates(otherOrder) : null,
      ...(prefetch ? { extras: extras ? cardExtrasOf(extras) : null } : {}),
    };
  }

  async nearestNames(q: NearestNamesQuery): Promise<NearestNames> {
    await ensureSearchTables(this.db, this.primary);
    // Per table: nothing when the typed name is held; else the names of the same first letter (an index
    // range) within two edits, closest and most common first.
    const r = await this.db.query<{ kind: 'f' | 'l'; name: string }>(
      `(SELECT 'l' AS kind, s.display AS name FROM search_surnames s
         WHERE length($2) >= 3 AND NOT EXISTS (SELECT 1 FROM search_surnames x WHERE x.name = $2)
           AND s.name ~>=~ left($2, 1) AND s.name ~<~ chr(ascii(left($2, 1)) + 1)
           AND levenshtein(s.name, $2) <= 2
         ORDER BY levenshtein(s.name, $2), s.people DESC, s.name LIMIT $3)
       UNION ALL
       (SELECT 'f', f.name FROM search_first_names f
         WHERE length($1) >= 3 AND NOT EXISTS (SELECT 1 FROM search_first_names x WHERE x.name = $1)
           AND f.name ~>=~ left($1, 1) AND f.name ~<~ chr(ascii(left($1, 1)) + 1)
           AND levenshtein(f.name, $1) <= 2
         ORDER BY levenshtein(f.name, $1), f.people DESC, f.name LIMIT $3)`,
      [q.first, q.last, q.limit],
    );
    return {
      firstNames: r.rows.filter((x) => x.kind === 'f').map((x) => titleCase(x.name)),
      lastNames: r.rows.filter((x) => x.kind === 'l').map((x) => x.name),
    };
  }

  async cardExtras(ids: readonly number[]): Promise<PersonCardExtras[]> {
    if (ids.length === 0) return [];
    // One plpgsql call (migration 0040), with generic plans (migration 0096).
    const r = await this.db.query<{ x: CardExtrasJson }>(CARD_EXTRAS_SQL, [ids]);
    return cardExtrasOf(r.rows[0]?.x ?? []);
  }

  async lookupPhone(digits: string): Promise<PhoneRecord | null> {
    const phones = await this.db.query<{
      id: number;
      number: string;
      line_type: string;
      carrier: string | null;
      classification: number;
    }>(
      `SELECT id, number, line_type, carrier, classification FROM phones WHERE number = $1
       ORDER BY recorded_at DESC, id DESC LIMIT 20`,
      [digits],
    );
    const first = phones.rows[0];
    if (!first) return null;
    const people = await this.db.query<PreviewRow & { is_current: boolean }>(
      `SELECT DISTINCT ON (p.id) ${PREVIEW_COLUMNS}, pp.is_current
       FROM person_phones pp JOIN people p ON p.id = pp.person_id ${CURRENT_PLACE}
       WHERE pp.phone_id = ANY ($1::bigint[])
       ORDER BY p.id, pp.is_current DESC LIMIT 20`,
      [phones.rows.map((p) => p.id)],
    );
    return {
      number: first.number,
      lineType: first.line_type,
      carrier: first.carrier,
      classification: Number(first.classification),
      people: people.rows
        .map((r) => ({ ...preview(r), current: r.is_current }))
        .sort((a, b) => Number(b.current) - Number(a.current) || a.id - b.id),
    };
  }

  async lookupEmail(email: string): Promise<PersonPreviewRecord[]> {
    const r = await this.db.query<PreviewRow>(
      `SELECT DISTINCT ON (p.id) ${PREVIEW_COLUMNS}
       FROM emails e JOIN people p ON p.id = e.person_id ${CURRENT_PLACE}
       WHERE lower(e.email) = $1 ORDER BY p.id LIMIT 20`,
      [email.trim().toLowerCase()],
    );
    return r.rows.map(preview);
  }

  async lookupAddress(a: AddressCriteria): Promise<AddressRecord[]> {
    const key = typedAddressKey(a.houseNumber, a.street);
    const unit = addressKeyText(a.unit);
    const rows = await this.db.query<{
      id: number;
      house_number: string | null;
      pre_dir: string | null;
      street_name: string;
      street_suffix: string | null;
      post_dir: string | null;
      unit: string | null;
      city: string;
      state: string;
      zip: string;
      property_id: number | null;
      land_use_group: string | null;
      year_built: number | null;
      bedrooms: number | null;
      bathrooms: number | null;
      square_feet: number | null;
      lot_square_feet: number | null;
      units: number | null;
    }>(
      `SELECT a.id, a.house_number, a.pre_dir, a.street_name, a.street_suffix, a.post_dir, a.unit, a.city, a.state, a.zip,
              pr.id AS property_id, pr.land_use_group, pr.year_built, pr.bedrooms, pr.bathrooms, pr.square_feet,
              pr.lot_square_feet, pr.units
       FROM addresses a LEFT JOIN LATERAL (
         SELECT * FROM properties x WHERE x.address_id = a.id ORDER BY x.id LIMIT 1) pr ON true
       WHERE (a.address_key = $1 OR a.address_key LIKE $1 || ' %' OR a.address_key LIKE $4 || ' %')
         AND a.state = $2 AND lower(a.city) = lower($3)
         AND ($5 = '' OR lower(coalesce(a.unit, '')) = $5)
         AND ($6 = '' OR a.zip = $6)
       ORDER BY (pr.id IS NULL), (a.unit IS NOT NULL), a.id
       LIMIT 10`,
      [key, a.state, a.city, addressKeyText(`${a.houseNumber} ${a.street}`), unit, a.zip.slice(0, 5)],
    );
    if (rows.rows.length === 0) return [];
    const ids = rows.rows.map((r) => r.id);
    const residents = await this.db.query<PreviewRow & { address_id: number; is_current: boolean }>(
      `SELECT ${PREVIEW_COLUMNS}, pa.address_id, pa.is_current
       FROM person_addresses pa JOIN people p ON p.id = pa.person_id ${CURRENT_PLACE}
       WHERE pa.address_id = ANY ($1::bigint[])
       ORDER BY pa.is_current DESC, p.id LIMIT 200`,
      [ids],
    );
    return rows.rows.map((r) => {
      const here = residents.rows.filter((x) => Number(x.address_id) === Number(r.id));
      return {
        addressId: Number(r.id),
        propertyId: r.property_id === null ? null : Number(r.property_id),
        houseNumber: r.house_number ?? '',
        street: [r.pre_dir, r.street_name, r.street_suffix, r.post_dir].filter(Boolean).join(' '),
        unit: r.unit ?? '',
        city: r.city,
        state: r.state,
        zip: r.zip,
        property:
          r.property_id === null
            ? null
            : {
                landUse: r.land_use_group ?? '',
                yearBuilt: r.year_built,
                bedrooms: r.bedrooms,
                bathrooms: r.bathrooms === null ? null : Number(r.bathrooms),
                squareFeet: r.square_feet,
                lotSquareFeet: r.lot_square_feet,
                units: Number(r.units ?? 1),
              },
        residents: here.filter((x) => x.is_current).map(preview),
        pastResidents: here.filter((x) => !x.is_current).length,
      };
    });
  }
}

type AddressRow = {
  house_number: string | null;
  pre_dir: string | null;
  street_name: string;
  street_suffix: string | null;
  post_dir: string | null;
  unit_type: string | null;
  unit: string | null;
  city: string;
  state: string;
  zip: string;
  total_units: number;
};

/** The PostgreSQL adapter of {@link SearchAutocomplete}: addresses (0010/0011) and search_places / search_surnames (0040). */
export class PgSearchAutocomplete implements SearchAutocomplete {
  /** `primary`: where the lookup tables are rebuilt when `db` is a read replica (docs/decisions/0085). */
  constructor(
    private readonly db: Db,
    private readonly primary: Db = db,
  ) {}

  async zips(prefix: string, limit: number): Promise<AddressSuggestion[]> {
    await ensureSearchTables(this.db, this.primary);
    const r = await this.db.query<{ zip: string; city: string; state: string }>(
      `SELECT DISTINCT ON (zip) zip, city, state FROM search_places WHERE zip LIKE $1 || '%'
       ORDER BY zip, addresses DESC LIMIT $2`,
      [prefix, limit],
    );
    return r.rows.map((x) =>
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

  async cities(prefix: string, limit: number): Promise<AddressSuggestion[]> {
    return (await this.cityRows(prefix, limit)).map((x) =>
      addressSuggestion({
        type: 'city',
        zipCode: '',
        city: x.city,
        state: x.state,
        fullAddress: `${x.city}, ${x.state}`,
      }),
    );
  }

  private async cityRows(prefix: string, limit: number): Promise<{ city: string; state: string }[]> {
    await ensureSearchTables(this.db, this.primary);
    const r = await this.db.query<{ city: string; state: string }>(
      `SELECT city, state FROM search_places WHERE lower(city) LIKE $1 || '%'
       GROUP BY city, state ORDER BY sum(addresses) DESC, city, state LIMIT $2`,
      [prefix, limit],
    );
    return r.rows;
  }

  async streets(prefix: string, limit: number): Promise<AddressSuggestion[]> {
    const first = prefix.split(' ')[0] ?? prefix;
    const r = await this.db.query<{ street: string; city: string; state: string; zip: string }>(
      `SELECT concat_ws(' ', pre_dir, street_name, street_suffix, post_dir) AS street, city, state, min(zip) AS zip
       FROM (SELECT pre_dir, street_name, street_suffix, post_dir, city, state, zip FROM addresses
             WHERE lower(street_name) LIKE $1 || '%' LIMIT 400) a
       WHERE lower(concat_ws(' ', street_name, street_suffix)) LIKE $2 || '%'
       GROUP BY 1, city, state ORDER BY count(*) DESC, 1, city LIMIT $3`,
      [first, abbreviateStreet(prefix), limit],
    );
    return r.rows.map((x) =>
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
   * Addresses whose line 1 starts with the typed text. Text that runs on into the city ("12 oak st
   * austin") is read by cutting trailing words off into a city prefix. Without `units`, one
   * suggestion per building, with its number of units; with `units`, the unit-bearing addresses.
   */
  async addresses(q: AddressSuggestionQuery, limit: number): Promise<AddressSuggestion[]> {
    for (const r of typedAddressReadings(q.text)) {
      const rows = await this.addressRows(r.line1, r.city, r.state, r.zip, q.units, limit);
      if (rows.length > 0 || r.last) return rows;
    }
    return [];
  }

  private async addressRows(
    key: string,
    city: string,
    state: string,
    zip: string,
    units: boolean,
    limit: number,
  ): Promise<AddressSuggestion[]> {
    const r = await this.db.query<AddressRow>(
      units
        ? `SELECT house_number, pre_dir, street_name, street_suffix, post_dir, unit_type, unit, city, state, zip, 1 AS total_units
           FROM addresses a
           WHERE (address_key LIKE $1 || ' %') AND unit IS NOT NULL
             AND ($2 = '' OR lower(city) LIKE $2 || '%') AND ($3 = '' OR state = $3) AND ($4 = '' OR zip = $4)
           ORDER BY city, state, length(unit), unit LIMIT $5`
        : `SELECT house_number, pre_dir, street_name, street_suffix, post_dir,
                  CASE WHEN count(DISTINCT unit) = 1 THEN min(unit_type) END AS unit_type,
                  CASE WHEN count(DISTINCT unit) = 1 THEN min(unit) END AS unit,
                  city, state, zip, count(DISTINCT unit)::int AS total_units
           FROM (SELECT * FROM addresses WHERE address_key LIKE $1 || '%'
                   AND ($2 = '' OR lower(city) LIKE $2 || '%') AND ($3 = '' OR state = $3) AND ($4 = '' OR zip = $4)
                 ORDER BY address_key USING ~<~ LIMIT $6) a
           GROUP BY house_number, pre_dir, street_name, street_suffix, post_dir, city, state, zip
           ORDER BY min(address_key), city LIMIT $5`,
      units ? [key, city, state, zip, limit] : [key, city, state, zip, limit, Math.min(2000, limit * 20)],
    );
    return r.rows.map((x) => {
      const line1 = [x.house_number, x.pre_dir, x.street_name, x.street_suffix, x.post_dir].filter(Boolean).join(' ');
      const line2 = x.unit ? [x.unit_type, x.unit].filter(Boolean).join(' ') : '';
      return addressSuggestion({
        type: 'address',
        addressLine1: line1,
        addressLine2: line2,
        unit: x.unit ?? '',
        totalUnits: Number(x.total_units),
        zipCode: x.zip,
        city: x.city,
        state: x.state,
        streetCode: streetCodeOf(
          x.state,
          x.city,
          [x.pre_dir, x.street_name, x.street_suffix, x.post_dir].filter(Boolean).join(' '),
        ),
      });
    });
  }

  async cityNames(prefix: string, limit: number): Promise<CitySuggestion[]> {
    return (await this.cityRows(prefix, limit)).map((x) => ({ city: x.city, stateAbbr: x.state }));
  }

  async lastNames(prefix: string, limit: number): Promise<string[]> {
    await ensureSearchTables(this.db, this.primary);
    // Whether a surname may be suggested is the fact gate's (gatedSearchAutocomplete): it leaves out one only
    // people who opted out hold (docs/decisions/0093).
    const r = await this.db.query<{ display: string }>(
      `SELECT s.display FROM search_surnames s
        WHERE s.name LIKE $1 || '%'
        ORDER BY s.people DESC, s.name LIMIT $2`,
      [prefix, limit],
    );
    return r.rows.map((x) => x.display);
  }
}
