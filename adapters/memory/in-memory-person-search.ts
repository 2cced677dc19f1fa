import { addressKeyText, searchNameKey, typedAddressKey } from '../../core/records/normalize.rules.js';
import { titleCase } from '../../core/search/name-case.rules.js';
import { candidatesBothOrdersByTwoLookups } from '../../core/search/other-order.steps.js';
import type {
  AddressRecord,
  LastNameMatch,
  MatchedName,
  NameSource,
  NearestNames,
  NearestNamesQuery,
  PersonCandidate,
  PersonCandidateQuery,
  PersonCardExtras,
  PersonPreviewRecord,
  PersonSearch,
  PhoneRecord,
  PlaceLived,
} from '../../core/search/person-search.port.js';
import { livedInState } from '../../core/search/ranking.rules.js';
import type { AddressCriteria } from '../../core/search/search-criteria.rules.js';
import { editDistance } from '../../core/shared/edit-distance.rules.js';
import {
  bool,
  descNullsFirst,
  InMemoryRecords,
  joinNames,
  num,
  numOrNull,
  type RecordRow,
  type RecordTables,
  text,
  textOrNull,
  trueFirst,
} from './in-memory-records.js';

const isVowel = (c: string | undefined) => c !== undefined && 'aeiou'.includes(c);

/**
 * The fake's sound-alike code: a small subset of double metaphone (PostgreSQL's `dmetaphone`, which
 * `PgPersonSearch` uses), at most 4 letters. It gives the same code as dmetaphone for common
 * surnames (Smith/Smyth/Smythe SM0, Jones/Jonez JNS, Walker ALKR, Brown/Braun PRN) but not for
 * every name: tests of sound-alike matching use such names.
 */
export const soundCode = (word: string): string => {
  let w = word;
  if (/^(kn|gn|pn|wr|ps)/.test(w)) w = w.slice(1);
  let out = '';
  for (let i = 0; i < w.length; i++) {
    const c = w[i] as string;
    const next = w[i + 1];
    const after = w[i + 2];
    let code = '';
    if (isVowel(c) || c === 'y') code = i === 0 ? 'A' : '';
    else if (c === 'w') code = i === 0 && isVowel(next) ? 'A' : '';
    else if (c === 'h') code = (i === 0 || isVowel(w[i - 1])) && isVowel(next) ? 'H' : '';
    else if (c === 'b') code = 'P';
    else if (c === 'p') {
      code = next === 'h' ? 'F' : 'P';
      if (next === 'h') i++;
    } else if (c === 'c') {
      if (next === 'h') {
        code = 'X';
        i++;
      } else code = next === 'e' || next === 'i' || next === 'y' ? 'S' : 'K';
    } else if (c === 'd') code = next === 'g' && (after === 'e' || after === 'i') ? 'J' : 'T';
    else if (c === 'g') {
      if (next === 'h' && i > 0) {
        i++;
        code = '';
      } else code = next === 'e' || next === 'i' ? 'J' : 'K';
    } else if (c === 'q' || c === 'k') code = 'K';
    else if (c === 'x') code = i === 0 ? 'S' : 'KS';
    else if (c === 'z') code = 'S';
    else if (c === 'v' || c === 'f') code = 'F';
    else if (c === 's') {
      if (next === 'h') {
        code = 'X';
        i++;
      } else code = 'S';
    } else if (c === 't') {
      if (next === 'h') {
        code = '0';
        i++;
      } else if (next === 'c' && after === 'h') {
        code = 'X';
        i += 2;
      } else code = 'T';
    } else code = c.toUpperCase();
    for (const ch of code) if (out.at(-1) !== ch || ch === 'A') out += ch;
  }
  return out.slice(0, 4);
};

/** Levenshtein distance (PostgreSQL's fuzzystrmatch `levenshtein`: no swaps). */
const levenshtein = (a: string, b: string): number => {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    for (let j = 1; j <= b.length; j++) {
      cur[j] = Math.min(
        (prev[j] as number) + 1,
        (cur[j - 1] as number) + 1,
        (prev[j - 1] as number) + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    }
    prev = cur;
  }
  return prev[b.length] as number;
};

const SOURCES: readonly NameSource[] = ['primary', 'formal', 'maiden', 'aka', 'nickname'];
const asSource = (s: string): NameSource => (SOURCES.includes(s as NameSource) ? (s as NameSource) : 'aka');
const RANKS: readonly LastNameMatch[] = ['exact', 'phonetic', 'typo'];
const nameKeyOf = (r: RecordRow) => `${searchNameKey(text(r, 'last_name'))} ${searchNameKey(text(r, 'first_name'))}`;

const genderOf = (g: string | null): 'M' | 'F' | null => (g === 'M' || g === 'F' ? g : null);

/**
 * {@link PersonSearch} over in-memory records, by linear scans: the same look-ups as
 * `PgPersonSearch` (adapters/postgres/pg-person-search.ts and migration 0040), with
 * {@link soundCode} standing in for double metaphone. Passes
 * tests/adapters/search/person-search.contract.test.ts.
 */
export class InMemoryPersonSearch implements PersonSearch {
  private readonly r: InMemoryRecords;
  /** Surname keys with how many names carry them (search_surnames). */
  private readonly surnames = new Map<string, number>();
  /** Given-name keys (search_first_names). */
  private readonly firstNames = new Set<string>();

  /** Two look-ups: the store is in memory, a round trip costs nothing. */
  readonly findCandidatesBothOrders = candidatesBothOrdersByTwoLookups(this);

  constructor(tables: RecordTables) {
    this.r = new InMemoryRecords(tables);
    for (const n of [...this.r.rows('people'), ...this.r.rows('person_names')]) {
      const last = searchNameKey(text(n, 'last_name'));
      const first = searchNameKey(text(n, 'first_name'));
      if (last !== '') this.surnames.set(last, (this.surnames.get(last) ?? 0) + 1);
      if (first !== '') this.firstNames.add(first);
    }
  }

  async nearestNames(q: NearestNamesQuery): Promise<NearestNames> {
    const near = (typed: string, names: Iterable<[string, number]>) => {
      if (typed.length < 3) return [];
      const all = [...names];
      if (all.some(([n]) => n === typed)) return [];
      return all
        .filter(([n]) => n.charAt(0) === typed.charAt(0))
        .map(([n, people]) => ({ n, people, d: levenshtein(n, typed) })) // as PostgreSQL's levenshtein: a swap is two edits
        .filter((x) => x.d <= 2)
        .sort((a, b) => a.d - b.d || b.people - a.people || (a.n < b.n ? -1 : 1))
        .slice(0, q.limit)
        .map((x) => titleCase(x.n));
    };
    return {
      firstNames: near(
        q.first,
        [...this.firstNames].map((n): [string, number] => [n, 1]),
      ),
      lastNames: near(q.last, this.surnames.entries()),
    };
  }

  async findCandidates(q: PersonCandidateQuery): Promise<PersonCandidate[]> {
    // Exact keys only (migration 0095): no one-typo variants and no sound-alikes.
    const typos = (word: string, names: Iterable<string>) =>
      word.length >= 3 && !q.exact ? [...names].filter((n) => n !== word && editDistance(n, word) === 1) : [];
    const lastRank = new Map<string, number>([[q.last, 0]]);
    const code = soundCode(q.last);
    const alike = [...(q.exact ? [] : this.surnames.entries())]
      .filter(([n]) => n !== q.last && soundCode(n) === code)
      .sort(([a, pa], [b, pb]) => levenshtein(a, q.last) - levenshtein(b, q.last) || pb - pa || (a < b ? -1 : 1))
      .slice(0, 10);
    for (const [n] of alike) if (!lastRank.has(n)) lastRank.set(n, 1);
    for (const n of typos(q.last, this.surnames.keys())) if (!lastRank.has(n)) lastRank.set(n, 2);
    const firsts = new Set([...q.firstNames.filter((n) => n !== ''), ...typos(q.first, this.firstNames)]);
    const keyRank = new Map<string, number>();
    for (const [last, rank] of lastRank) for (const first of firsts) keyRank.set(`${last} ${first}`, rank);
    if (keyRank.size === 0) return [];
    // A one-letter given name is an initial ("J Smith"): every given name it begins (migration 0087).
    const initial = /^[a-z]$/.test(q.first) ? q.first : null;
    const initialRank = (key: string): number | undefined => {
      if (initial === null) return undefined;
      const [last, first] = key.split(' ');
      return first?.startsWith(initial) ? lastRank.get(last ?? '') : undefined;
    };

    const hits = new Map<number, { rank: number; names: MatchedName[] }>();
    const hit = (personId: number, source: NameSource, n: RecordRow) => {
      const key = nameKeyOf(n);
      const rank = keyRank.get(key) ?? initialRank(key);
      if (rank === undefined) return;
      const h = hits.get(personId) ?? { rank, names: [] };
      h.rank = Math.min(h.rank, rank);
      h.names.push({
        source,
        firstName: text(n, 'first_name'),
        middleName: textOrNull(n, 'middle_name'),
        lastName: text(n, 'last_name'),
        lastMatch: RANKS[rank] as LastNameMatch,
      });
      hits.set(personId, h);
    };
    for (const p of this.r.rows('people')) hit(num(p, 'id'), 'primary', p);
    for (const n of [...this.r.rows('person_names')].sort((a, b) => num(a, 'id') - num(b, 'id'))) {
      hit(num(n, 'person_id'), asSource(text(n, 'name_type')), n);
    }
    // A state search keeps only the people who lived there, before the limit (migration 0103).
    const inState = (id: number) => q.livedIn === undefined || livedInState({ state: q.livedIn }, this.placesOf(id));
    return [...hits.entries()]
      .sort(([ia, a], [ib, b]) => a.rank - b.rank || ia - ib)
      .filter(([id]) => inState(id))
      .slice(0, q.limit)
      .flatMap(([id, h]) => {
        const p = this.r.byId('people', id);
        if (!p) return [];
        return [
          {
            id,
            firstName: text(p, 'first_name'),
            middleName: textOrNull(p, 'middle_name'),
            lastName: text(p, 'last_name'),
            birthDate: textOrNull(p, 'birth_date'),
            deceased: bool(p, 'deceased'),
            gender: genderOf(textOrNull(p, 'gender')),
            names: h.names,
            places: this.placesOf(id),
          },
        ];
      });
  }

  /** The places a person lived (search_person_places). */
  private placesOf(id: number): PlaceLived[] {
    return this.r.where('person_addresses', 'person_id', id).flatMap((l) => {
      const a = this.r.byId('addresses', num(l, 'address_id'));
      return a
        ? [
            {
              city: text(a, 'city'),
              state: text(a, 'state'),
              from: textOrNull(l, 'from_date'),
              to: textOrNull(l, 'to_date'),
              current: bool(l, 'is_current'),
            },
          ]
        : [];
    });
  }

  async cardExtras(ids: readonly number[]): Promise<PersonCardExtras[]> {
    return [...new Set(ids)]
      .filter((id) => this.r.byId('people', id))
      .sort((a, b) => a - b)
      .map((id) => ({
        id,
        aliases: [
          ...new Set(
            this.r
              .where('person_names', 'person_id', id)
              .map((n) => joinNames(text(n, 'first_name'), textOrNull(n, 'middle_name'), text(n, 'last_name'))),
          ),
        ].sort(),
        relatives: this.r
          .where('relationships', 'person_id', id)
          .flatMap((rel) => {
            const o = this.r.byId('people', num(rel, 'related_person_id'));
            return o ? [{ id: num(o, 'id'), name: joinNames(text(o, 'first_name'), text(o, 'last_name')) }] : [];
          })
          .slice(0, 8),
      }));
  }

  private preview(p: RecordRow): PersonPreviewRecord {
    const place = this.r.currentAddress(num(p, 'id'));
    return {
      id: num(p, 'id'),
      firstName: text(p, 'first_name'),
      middleName: textOrNull(p, 'middle_name'),
      lastName: text(p, 'last_name'),
      birthDate: textOrNull(p, 'birth_date'),
      deceased: bool(p, 'deceased'),
      city: place ? text(place, 'city') : null,
      state: place ? text(place, 'state') : null,
    };
  }

  async lookupPhone(digits: string): Promise<PhoneRecord | null> {
    const phones = [...this.r.where('phones', 'number', digits)]
      .sort((a, b) => descNullsFirst(text(a, 'recorded_at'), text(b, 'recorded_at')) || num(b, 'id') - num(a, 'id'))
      .slice(0, 20);
    const first = phones[0];
    if (!first) return null;
    const current = new Map<number, boolean>();
    for (const ph of phones) {
      for (const l of this.r.where('person_phones', 'phone_id', num(ph, 'id'))) {
        const id = num(l, 'person_id');
        current.set(id, (current.get(id) ?? false) || bool(l, 'is_current'));
      }
    }
    const people = [...current.entries()]
      .sort(([a], [b]) => a - b)
      .flatMap(([id, isCurrent]) => {
        const p = this.r.byId('people', id);
        return p ? [{ ...this.preview(p), current: isCurrent }] : [];
      })
      .slice(0, 20)
      .sort((a, b) => trueFirst(a.current, b.current) || a.id - b.id);
    return {
      number: text(first, 'number'),
      lineType: text(first, 'line_type'),
      carrier: textOrNull(first, 'carrier'),
      classification: num(first, 'classification'),
      people,
    };
  }

  async lookupEmail(email: string): Promise<PersonPreviewRecord[]> {
    const wanted = email.trim().toLowerCase();
    const ids = new Set(
      this.r
        .rows('emails')
        .filter((e) => text(e, 'email').toLowerCase() === wanted)
        .map((e) => num(e, 'person_id')),
    );
    return [...ids]
      .sort((a, b) => a - b)
      .flatMap((id) => {
        const p = this.r.byId('people', id);
        return p ? [this.preview(p)] : [];
      })
      .slice(0, 20);
  }

  async lookupAddress(a: AddressCriteria): Promise<AddressRecord[]> {
    const typed = addressKeyText(`${a.houseNumber} ${a.street}`);
    const key = typedAddressKey(a.houseNumber, a.street);
    const unit = addressKeyText(a.unit);
    const zip = a.zip.slice(0, 5);
    const propertyAt = (addressId: number) =>
      [...this.r.where('properties', 'address_id', addressId)].sort((x, y) => num(x, 'id') - num(y, 'id'))[0];
    const found = this.r
      .rows('addresses')
      .filter((r) => {
        const k = text(r, 'address_key');
        return (
          (k === key || k.startsWith(`${key} `) || k.startsWith(`${typed} `)) &&
          text(r, 'state') === a.state &&
          text(r, 'city').toLowerCase() === a.city.toLowerCase() &&
          (unit === '' || (textOrNull(r, 'unit') ?? '').toLowerCase() === unit) &&
          (zip === '' || text(r, 'zip') === zip)
        );
      })
      .map((r) => ({ r, pr: propertyAt(num(r, 'id')) }))
      .sort(
        (x, y) =>
          Number(x.pr === undefined) - Number(y.pr === undefined) ||
          Number(textOrNull(x.r, 'unit') !== null) - Number(textOrNull(y.r, 'unit') !== null) ||
          num(x.r, 'id') - num(y.r, 'id'),
      )
      .slice(0, 10);
    const links = found
      .flatMap(({ r }) => this.r.where('person_addresses', 'address_id', num(r, 'id')))
      .filter((l) => this.r.byId('people', num(l, 'person_id')) !== undefined)
      .sort(
        (x, y) => trueFirst(bool(x, 'is_current'), bool(y, 'is_current')) || num(x, 'person_id') - num(y, 'person_id'),
      )
      .slice(0, 200);
    return found.map(({ r, pr }) => {
      const here = links.filter((l) => num(l, 'address_id') === num(r, 'id'));
      return {
        addressId: num(r, 'id'),
        propertyId: pr ? num(pr, 'id') : null,
        houseNumber: textOrNull(r, 'house_number') ?? '',
        street: ['pre_dir', 'street_name', 'street_suffix', 'post_dir']
          .map((c) => textOrNull(r, c))
          .filter((s) => s !== null && s !== '')
          .join(' '),
        unit: textOrNull(r, 'unit') ?? '',
        city: text(r, 'city'),
        state: text(r, 'state'),
        zip: text(r, 'zip'),
        property: pr
          ? {
              landUse: textOrNull(pr, 'land_use_group') ?? '',
              yearBuilt: numOrNull(pr, 'year_built'),
              bedrooms: numOrNull(pr, 'bedrooms'),
              bathrooms: numOrNull(pr, 'bathrooms'),
              squareFeet: numOrNull(pr, 'square_feet'),
              lotSquareFeet: numOrNull(pr, 'lot_square_feet'),
              units: numOrNull(pr, 'units') ?? 1,
            }
          : null,
        residents: here
          .filter((l) => bool(l, 'is_current'))
          .flatMap((l) => {
            const p = this.r.byId('people', num(l, 'person_id'));
            return p ? [this.preview(p)] : [];
          }),
        pastResidents: here.filter((l) => !bool(l, 'is_current')).length,
      };
    });
  }
}
