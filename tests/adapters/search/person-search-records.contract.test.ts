import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InMemoryPersonSearch } from '../../../adapters/memory/in-memory-person-search.js';
import {
  bool,
  InMemoryRecords,
  num,
  type RecordRow,
  type RecordTables,
  text,
  textOrNull,
} from '../../../adapters/memory/in-memory-records.js';
import { InMemorySearchAutocomplete } from '../../../adapters/memory/in-memory-search-autocomplete.js';
import type { Db } from '../../../adapters/postgres/db.js';
import { PgPersonSearch, PgSearchAutocomplete } from '../../../adapters/postgres/pg-person-search.js';
import { searchNameKey } from '../../../core/records/normalize.rules.js';
import type { PersonSearch, SearchAutocomplete } from '../../../core/search/person-search.port.js';
import { readRecordTables } from '../../support/record-tables.js';
import { loadSyntheticRecords } from '../../support/reports-app.js';
import { openTestDb } from '../../support/test-db.js';

/**
 * The PersonSearch and SearchAutocomplete contracts on a fixed-seed synthetic record set: every
 * sampled person is found by their own name, phones, e-mails and address, and their places show up
 * in autocomplete. PgPersonSearch reads the database; the fakes read the same rows read out of it.
 */

let db: Db | undefined;
let tables: RecordTables;
let facts: InMemoryRecords;
const ready = (async () => {
  db = await openTestDb();
  await loadSyntheticRecords(db, 300, 5150);
  tables = await readRecordTables(db);
  facts = new InMemoryRecords(tables);
})();
afterAll(async () => db?.close());

const sample = (): RecordRow[] => (tables.people ?? []).filter((_, i) => i % 6 === 0);

const contract = (name: string, make: () => { people: PersonSearch; autocomplete: SearchAutocomplete }) =>
  describe(`PersonSearch + SearchAutocomplete contract on synthetic records: ${name}`, () => {
    let s: { people: PersonSearch; autocomplete: SearchAutocomplete };
    beforeAll(async () => {
      await ready;
      s = make();
    }, 180_000);

    it('finds every sampled person by their own name, as an exact primary match', async () => {
      const people = sample();
      expect(people.length).toBeGreaterThan(40);
      expect(people.filter((p) => p.gender === 'F').length).toBeGreaterThan(5);
      for (const p of people) {
        const first = searchNameKey(text(p, 'first_name'));
        const last = searchNameKey(text(p, 'last_name'));
        const found = await s.people.findCandidates({ first, last, firstNames: [first], limit: 1000 });
        const me = found.find((c) => c.id === num(p, 'id'));
        expect(me?.names[0], `${first} ${last}`).toMatchObject({ source: 'primary', lastMatch: 'exact' });
        // Exact matches come before sound-alikes and typos.
        const ranks = found.map((c) =>
          Math.min(...c.names.map((n) => ['exact', 'phonetic', 'typo'].indexOf(n.lastMatch))),
        );
        expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
        expect(me?.places).toHaveLength(facts.where('person_addresses', 'person_id', num(p, 'id')).length);
        // The record's gender travels with the candidate (migration 0094).
        expect(me?.gender).toBe(p.gender === 'M' || p.gender === 'F' ? p.gender : null);
      }
    });

    it('finds every sampled person by each of their phones, e-mails and current address', async () => {
      let phones = 0;
      let emails = 0;
      let addresses = 0;
      for (const p of sample()) {
        const id = num(p, 'id');
        for (const l of facts.where('person_phones', 'person_id', id)) {
          const number = text(facts.byId('phones', num(l, 'phone_id'))!, 'number');
          const rec = await s.people.lookupPhone(number);
          expect(rec?.number).toBe(number);
          // At most 20 people are listed per number.
          if ((rec?.people.length ?? 0) < 20) expect(rec?.people.map((x) => x.id)).toContain(id);
          phones += 1;
        }
        for (const e of facts.where('emails', 'person_id', id)) {
          expect((await s.people.lookupEmail(text(e, 'email').toUpperCase())).map((x) => x.id)).toContain(id);
          emails += 1;
        }
        for (const l of facts.where('person_addresses', 'person_id', id).filter((x) => bool(x, 'is_current'))) {
          const a = facts.byId('addresses', num(l, 'address_id'))!;
          const found = await s.people.lookupAddress({
            houseNumber: textOrNull(a, 'house_number') ?? '',
            street: ['pre_dir', 'street_name', 'street_suffix', 'post_dir']
              .map((c) => textOrNull(a, c))
              .filter((x) => x !== null)
              .join(' '),
            unit: textOrNull(a, 'unit') ?? '',
            city: text(a, 'city'),
            state: text(a, 'state'),
            zip: text(a, 'zip'),
            propertyReachId: '',
          });
          const here = found.find((r) => r.addressId === num(a, 'id'));
          expect(here, text(a, 'address_key')).toBeDefined();
          expect(here?.residents.map((x) => x.id)).toContain(id);
          addresses += 1;
        }
      }
      expect(phones).toBeGreaterThan(20);
      expect(emails).toBeGreaterThan(20);
      expect(addresses).toBeGreaterThan(20);
    });

    it('suggests the ZIP, city and surname of every sampled person', async () => {
      for (const p of sample()) {
        const a = facts.currentAddress(num(p, 'id'));
        if (!a) continue;
        expect((await s.autocomplete.zips(text(a, 'zip'), 5))[0]?.zipCode).toBe(text(a, 'zip'));
        const cities = await s.autocomplete.cityNames(text(a, 'city').toLowerCase(), 1000);
        expect(cities).toContainEqual({ city: text(a, 'city'), stateAbbr: text(a, 'state') });
        const key = searchNameKey(text(p, 'last_name'));
        const names = (await s.autocomplete.lastNames(key.slice(0, 3), 1000)).map(searchNameKey);
        expect(names).toContain(key);
      }
    });
  });

contract('in-memory fakes', () => ({
  people: new InMemoryPersonSearch(tables),
  autocomplete: new InMemorySearchAutocomplete(tables),
}));
contract(process.env.DATABASE_URL ? 'PostgreSQL server' : 'PGlite', () => ({
  people: new PgPersonSearch(db!),
  autocomplete: new PgSearchAutocomplete(db!),
}));

describe('the search fakes answer what PostgreSQL answers on the same records', () => {
  it('for phone, e-mail and address look-ups, card extras and ZIP, city and street suggestions', async () => {
    await ready;
    const pg = new PgPersonSearch(db!);
    const fake = new InMemoryPersonSearch(tables);
    const pgAc = new PgSearchAutocomplete(db!);
    const fakeAc = new InMemorySearchAutocomplete(tables);
    for (const ph of (tables.phones ?? []).slice(0, 40)) {
      expect(await fake.lookupPhone(text(ph, 'number'))).toEqual(await pg.lookupPhone(text(ph, 'number')));
    }
    for (const e of (tables.emails ?? []).slice(0, 40)) {
      expect(await fake.lookupEmail(text(e, 'email'))).toEqual(await pg.lookupEmail(text(e, 'email')));
    }
    const ids = sample().map((p) => num(p, 'id'));
    const byId = <T extends { id: number }>(xs: T[]) =>
      [...xs]
        .sort((a, b) => a.id - b.id)
        .map((x) => ({ ...x, aliases: [...((x as { aliases?: string[] }).aliases ?? [])].sort() }));
    expect(byId(await fake.cardExtras(ids))).toEqual(byId(await pg.cardExtras(ids)));
    for (const a of (tables.addresses ?? []).slice(0, 40)) {
      const q = {
        houseNumber: textOrNull(a, 'house_number') ?? '',
        street: text(a, 'street_name'),
        unit: '',
        city: text(a, 'city'),
        state: text(a, 'state'),
        zip: '',
        propertyReachId: '',
      };
      expect(await fake.lookupAddress(q), text(a, 'address_key')).toEqual(await pg.lookupAddress(q));
      const prefix = text(a, 'address_key').slice(0, 4);
      expect(await fakeAc.addresses({ text: prefix, units: false }, 100), prefix).toEqual(
        await pgAc.addresses({ text: prefix, units: false }, 100),
      );
      const street = text(a, 'street_name').toLowerCase().slice(0, 3);
      expect(await fakeAc.streets(street, 5), street).toEqual(await pgAc.streets(street, 5));
      const city = text(a, 'city').toLowerCase().slice(0, 3);
      expect(await fakeAc.cities(city, 5), city).toEqual(await pgAc.cities(city, 5));
    }
  }, 120_000);
});
