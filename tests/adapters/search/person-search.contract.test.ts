import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InMemoryPersonSearch } from '../../../adapters/memory/in-memory-person-search.js';
import { InMemorySearchAutocomplete } from '../../../adapters/memory/in-memory-search-autocomplete.js';
import type { Db } from '../../../adapters/postgres/db.js';
import { PgPersonSearch, PgSearchAutocomplete } from '../../../adapters/postgres/pg-person-search.js';
import type {
  PersonCandidate,
  PersonCandidateQuery,
  PersonSearch,
  SearchAutocomplete,
} from '../../../core/search/person-search.port.js';
import type { AddressCriteria } from '../../../core/search/search-criteria.rules.js';
import { insertRecordTables } from '../../support/record-tables.js';
import { searchRecordTables } from '../../support/search-records.js';
import { openTestDb } from '../../support/test-db.js';

/**
 * The PersonSearch and SearchAutocomplete contracts (core/search/person-search.port.ts) on the
 * search fixture (tests/support/search-records.ts), loaded into PostgreSQL and given to the fakes.
 */
interface Subject {
  people: PersonSearch;
  autocomplete: SearchAutocomplete;
}

const find = (s: Subject, first: string, last: string, over: Partial<PersonCandidateQuery> = {}) =>
  s.people.findCandidates({ first, last, firstNames: [first], limit: 1000, ...over });
/** "id First Last match" of every matched name, candidates in the order found. */
const matches = (cs: readonly PersonCandidate[]) =>
  cs.flatMap((c) => c.names.map((n) => `${c.id} ${n.firstName} ${n.lastName} ${n.lastMatch}`));
const address = (over: Partial<AddressCriteria>): AddressCriteria => ({
  houseNumber: '',
  street: '',
  unit: '',
  city: 'Austin',
  state: 'TX',
  zip: '',
  propertyReachId: '',
  ...over,
});

const contract = (name: string, open: () => Promise<{ subject: Subject; close: () => Promise<void> }>) =>
  describe(`PersonSearch + SearchAutocomplete contract: ${name}`, () => {
    let s: Subject;
    let close: () => Promise<void>;
    beforeAll(async () => {
      ({ subject: s, close } = await open());
    });
    afterAll(async () => close());

    describe('findCandidates', () => {
      it('finds the exact name, best match first, then by id; one-typo given names and sound-alike surnames too', async () => {
        const found = await find(s, 'john', 'smith', { firstNames: ['john', 'j'] });
        expect(matches(found)).toEqual(['3 John Smith exact', '4 John Smith exact', '9 Jon Smyth phonetic']);
        expect(found[0]).toMatchObject({
          id: 3,
          firstName: 'John',
          middleName: null,
          lastName: 'Smith',
          birthDate: '1990-03-03',
          deceased: false,
        });
        expect(found[0]?.names[0]?.source).toBe('primary');
        expect(found[1]?.middleName).toBe('Quincy');
      });

      it('keeps to the limit, best matches first', async () => {
        expect((await find(s, 'john', 'smith', { limit: 2 })).map((c) => c.id)).toEqual([3, 4]);
        expect((await find(s, 'john', 'smith', { limit: 1 })).map((c) => c.id)).toEqual([3]);
      });

      it('combines the surname with every given name asked for (nicknames, formal names)', async () => {
        expect(matches(await find(s, 'bob', 'smith', { firstNames: ['bob', 'robert', 'b'] }))).toEqual([
          '1 Robert Smith exact',
        ]);
        expect(matches(await find(s, 'peggy', 'walker', { firstNames: ['peggy', 'margaret'] }))).toEqual([
          '6 Margaret Walker exact',
          '7 Peggy Walker exact',
        ]);
      });

      it('takes a one-letter given name as an initial: every given name it begins, surnames looked up as usual', async () => {
        expect(matches(await find(s, 'j', 'smith'))).toEqual([
          '3 John Smith exact',
          '4 John Smith exact',
          '9 Jon Smyth phonetic',
        ]);
        expect(matches(await find(s, 'm', 'walker'))).toEqual(['6 Margaret Walker exact']);
        expect(await find(s, 'q', 'smith')).toEqual([]);
      });

      it('both orders in one look-up: the other order (exact keys) only when the typed order finds fewer than asked', async () => {
        const typed = { first: 'smith', last: 'john', firstNames: ['smith', 's'], limit: 1000 };
        const other = { firstNames: ['john', 'jon', 'johnny'], below: 10 };
        const both = await s.people.findCandidatesBothOrders(typed, other);
        expect(both.typed).toEqual(await s.people.findCandidates(typed));
        expect(both.other).toEqual(await find(s, 'john', 'smith', { firstNames: other.firstNames, exact: true }));
        expect(matches(both.other ?? [])).toEqual(['3 John Smith exact', '4 John Smith exact']);
        // Enough for the typed order: the other is not looked up.
        const enough = await s.people.findCandidatesBothOrders(
          { first: 'john', last: 'smith', firstNames: ['john', 'j'], limit: 1000 },
          { firstNames: ['smith'], below: 2 },
        );
        expect(enough.typed.map((c) => c.id)).toEqual([3, 4, 9]);
        expect(enough.other).toBeNull();
        const few = await s.people.findCandidatesBothOrders(
          { first: 'john', last: 'smith', firstNames: ['john', 'j'], limit: 1000 },
          { firstNames: ['smith'], below: 4 },
        );
        expect(few.other).toEqual([]);
      });

      it('a state search (livedIn): both orders only of the people with a place in the state, the limit counting them only (migration 0103)', async () => {
        const typed = { first: 'john', last: 'smith', firstNames: ['john', 'j'], limit: 1000 };
        const other = { firstNames: ['smith'], below: 1001 };
        const plain = await s.people.findCandidatesBothOrders(typed, other);
        const first = plain.typed[0];
        const all = [...plain.typed, ...(plain.other ?? [])];
        // A state the first candidate never lived in, but someone else did.
        const state = all
          .flatMap((c) => c.places.map((p) => p.state))
          .find((st) => !first?.places.some((p) => p.state === st));
        expect(state).toBeDefined();
        const livedThere = (cs: readonly PersonCandidate[] | null) =>
          cs?.filter((c) => c.places.some((p) => p.state.toUpperCase() === state?.toUpperCase())) ?? null;
        expect(livedThere(all)?.length).toBeGreaterThan(0);

        const inState = await s.people.findCandidatesBothOrders(
          { ...typed, livedIn: ` ${state?.toLowerCase()} ` },
          other,
        );
        expect(inState.typed).toEqual(livedThere(plain.typed));
        expect(inState.other).toEqual(livedThere(plain.other));
        // The limit counts the people of the state: the first of them, though the first found lived elsewhere.
        const one = await s.people.findCandidates({ ...typed, limit: 1, livedIn: state ?? '' });
        expect(one.map((c) => c.id)).toEqual(
          livedThere(plain.typed)
            ?.slice(0, 1)
            .map((c) => c.id),
        );
        expect(one.map((c) => c.id)).not.toContain(first?.id);
        // A blank state is everyone's; a state nobody lived in, nobody's.
        expect(await s.people.findCandidatesBothOrders({ ...typed, livedIn: ' ' }, other)).toEqual(plain);
        const nowhere = await s.people.findCandidatesBothOrders({ ...typed, livedIn: 'ZZ' }, other);
        expect([nowhere.typed, nowhere.other]).toEqual([[], []]);
      });

      it('both orders with a prefetch: the card extras of every candidate of either order, when they are at most its max', async () => {
        const typed = { first: 'john', last: 'smith', firstNames: ['john', 'j'], limit: 1000 };
        const other = { firstNames: ['smith'], below: 1001 };
        const plain = await s.people.findCandidatesBothOrders(typed, other);
        expect(plain.extras).toBeUndefined();
        const all = [...plain.typed, ...(plain.other ?? [])];
        const ids = [...new Set(all.map((c) => c.id))];
        expect(ids.length).toBeGreaterThan(1);
        const sorted = (xs: readonly { id: number }[] | null | undefined) =>
          [...(xs ?? [])].sort((a, b) => a.id - b.id);

        const both = await s.people.findCandidatesBothOrders(typed, other, { max: 20 });
        expect(both.typed).toEqual(plain.typed);
        expect(both.other).toEqual(plain.other);
        expect(sorted(both.extras)).toEqual(sorted(await s.people.cardExtras(ids)));
        expect(sorted(both.extras).map((e) => e.id)).toEqual([...ids].sort((a, b) => a - b));
        // Exactly max people: theirs; one more than it takes: none.
        expect(sorted((await s.people.findCandidatesBothOrders(typed, other, { max: ids.length })).extras)).toEqual(
          sorted(both.extras),
        );
        expect((await s.people.findCandidatesBothOrders(typed, other, { max: ids.length - 1 })).extras).toBeNull();
        // A state search: the extras of the people who lived there, the only candidates it has.
        const state = all[0]?.places[0]?.state ?? '';
        const inState = await s.people.findCandidatesBothOrders({ ...typed, livedIn: state }, other, { max: 20 });
        const theirs = [...new Set([...inState.typed, ...(inState.other ?? [])].map((c) => c.id))];
        expect(theirs.length).toBeLessThan(ids.length);
        expect(sorted(inState.extras).map((e) => e.id)).toEqual([...theirs].sort((a, b) => a - b));
        // Nobody found: the extras of nobody.
        const nowhere = await s.people.findCandidatesBothOrders({ ...typed, livedIn: 'ZZ' }, other, { max: 20 });
        expect(nowhere.extras).toEqual([]);
      });

      it('exact keys (the other order of a typed name, docs/decisions/0086): no sound-alike and no typo of either name', async () => {
        expect(matches(await find(s, 'john', 'smith', { exact: true }))).toEqual([
          '3 John Smith exact',
          '4 John Smith exact',
        ]);
        expect(matches(await find(s, 'peggy', 'walker', { firstNames: ['peggy', 'margaret'], exact: true }))).toEqual([
          '6 Margaret Walker exact',
          '7 Peggy Walker exact',
        ]);
        // A typo of the surname, a sound-alike of it, a typo of the given name: found only without `exact`.
        for (const [first, last] of [
          ['john', 'smiht'],
          ['john', 'smyth'],
          ['jhon', 'smith'],
        ] as const) {
          expect(await find(s, first, last, { exact: true }), `${first} ${last}`).toEqual([]);
          expect(
            (await find(s, first, last)).map((c) => c.id),
            `${first} ${last}`,
          ).toContain(3);
        }
      });

      it('nearestNames: none for a name held; else the names within two edits, same first letter, closest first', async () => {
        expect(await s.people.nearestNames({ first: 'peggy', last: 'wakkerr', limit: 3 })).toEqual({
          firstNames: [],
          lastNames: ['Walker'],
        });
        expect(await s.people.nearestNames({ first: 'margarrat', last: 'walker', limit: 3 })).toEqual({
          firstNames: ['Margaret'],
          lastNames: [],
        });
        expect(await s.people.nearestNames({ first: 'jo', last: 'qqqqqq', limit: 3 })).toEqual({
          firstNames: [],
          lastNames: [],
        });
      });

      it('finds people by their other names, saying which', async () => {
        const mary = await find(s, 'mary', 'johnson');
        expect(mary.map((c) => [c.id, c.firstName, c.lastName])).toEqual([[5, 'Mary', 'Smith']]);
        expect(mary[0]?.names).toEqual([
          { source: 'maiden', firstName: 'Mary', middleName: 'Ann', lastName: 'Johnson', lastMatch: 'exact' },
        ]);
        const liz = await find(s, 'liz', 'burton');
        expect(liz.map((c) => c.id)).toEqual([10]);
        expect(liz[0]?.names).toEqual([
          { source: 'aka', firstName: 'Liz', middleName: null, lastName: 'Burton', lastMatch: 'exact' },
        ]);
      });

      it('finds every kind of one-edit surname and given name, nothing two edits away, no typos under 3 letters', async () => {
        const of3 = async (first: string, last: string) =>
          matches((await find(s, first, last)).filter((c) => c.id === 3));
        // Smith typed so that it does not sound alike: a letter dropped, added, replaced, two swapped.
        for (const typo of ['smih', 'smitch', 'asmith', 'snith', 'smidh', 'smiht', 'msith'])
          expect(await of3('john', typo), typo).toEqual(['3 John Smith typo']);
        for (const typo of ['jhon', 'joh', 'johnn', 'jahn', 'ojhn'])
          expect(await of3(typo, 'smith'), typo).toEqual(['3 John Smith exact']);
        expect(await of3('john', 'snoth')).toEqual([]);
        expect(await of3('jhno', 'smith')).toEqual([]);
        // "jo" is one letter short of "jon" and "joe", but two letters are too few to guess a typo.
        expect(matches(await find(s, 'jo', 'smyth'))).toEqual([]);
        expect(matches(await find(s, 'jon', 'sm'))).toEqual([]);
      });

      it('finds sound-alike surnames as phonetic matches, and not names that sound different', async () => {
        expect(matches(await find(s, 'john', 'smythe'))).toEqual([
          '3 John Smith phonetic',
          '4 John Smith phonetic',
          '9 Jon Smyth phonetic',
        ]);
        expect(matches(await find(s, 'william', 'braun'))).toEqual(['8 William Brown phonetic']);
        expect(await find(s, 'william', 'smith')).toEqual([]);
        expect(await find(s, 'nobody', 'zzyzx')).toEqual([]);
      });

      it('gives each candidate the places lived: city, state, dates and whether current', async () => {
        const [john] = await find(s, 'john', 'smith', { limit: 1 });
        const places = [...(john?.places ?? [])].sort((a, b) => String(a.from).localeCompare(String(b.from)));
        expect(places).toEqual([
          { city: 'Austin', state: 'TX', from: '2015-06-01', to: '2019-08-01', current: false },
          { city: 'Austin', state: 'TX', from: '2016-01-01', to: '2019-01-01', current: false },
          { city: 'Denver', state: 'CO', from: '2020-01-01', to: null, current: true },
        ]);
      });
    });

    describe('cardExtras, lookupPhone, lookupEmail, lookupAddress', () => {
      it('cardExtras: aliases and relatives of the given people; unknown ids are left out', async () => {
        const extras = await s.people.cardExtras([5, 10, 1, 999]);
        expect([...extras].sort((a, b) => a.id - b.id)).toEqual([
          // Each relative with the id the fact gate asks about.
          { id: 1, aliases: [], relatives: [{ id: 5, name: 'Mary Smith' }] },
          { id: 5, aliases: ['Mary Ann Johnson'], relatives: [{ id: 1, name: 'Robert Smith' }] },
          { id: 10, aliases: ['Liz Burton'], relatives: [] },
        ]);
        expect(await s.people.cardExtras([])).toEqual([]);
      });

      it('lookupPhone: the number with its classification and linked people; null when unknown', async () => {
        expect(await s.people.lookupPhone('5125550142')).toEqual({
          number: '5125550142',
          lineType: 'mobile',
          carrier: 'Fixture Mobile',
          classification: 6,
          people: [
            {
              id: 1,
              firstName: 'Robert',
              middleName: 'James',
              lastName: 'Smith',
              birthDate: '1970-05-01',
              deceased: false,
              city: 'Austin',
              state: 'TX',
              current: true,
            },
          ],
        });
        expect(await s.people.lookupPhone('8005550100')).toEqual({
          number: '8005550100',
          lineType: 'voip',
          carrier: null,
          classification: 3,
          people: [],
        });
        expect(await s.people.lookupPhone('2125550000')).toBeNull();
      });

      it('lookupEmail: by the address in any case; nobody for an unknown one', async () => {
        expect((await s.people.lookupEmail(' Bob.Smith@example.COM')).map((p) => [p.id, p.city, p.state])).toEqual([
          [1, 'Austin', 'TX'],
        ]);
        expect(await s.people.lookupEmail('nobody@example.com')).toEqual([]);
      });

      it('lookupAddress: the unit, its property, current residents and a count of past ones', async () => {
        const [unit, ...more] = await s.people.lookupAddress(
          address({ houseNumber: '500', street: 'Harbor View Drive', unit: '102', city: 'austin' }),
        );
        expect(more).toEqual([]);
        expect(unit).toMatchObject({
          addressId: 202,
          propertyId: 1,
          houseNumber: '500',
          street: 'Harbor View Dr',
          unit: '102',
          city: 'Austin',
          state: 'TX',
          zip: '78702',
          property: {
            landUse: 'condo',
            yearBuilt: 2001,
            bedrooms: 2,
            bathrooms: 2,
            squareFeet: 1100,
            lotSquareFeet: null,
            units: 1,
          },
          pastResidents: 1,
        });
        expect(unit?.residents.map((p) => [p.id, p.firstName, p.lastName, p.city])).toEqual([
          [8, 'William', 'Brown', 'Austin'],
        ]);
      });

      it('lookupAddress: every unit of a building, the one with a property first; zip, state and city must agree', async () => {
        const building = address({ houseNumber: '500', street: 'harbor view dr' });
        expect((await s.people.lookupAddress(building)).map((r) => [r.addressId, r.propertyId])).toEqual([
          [202, 1],
          [201, null],
          [203, null],
        ]);
        expect(await s.people.lookupAddress({ ...building, zip: '78702-1234' })).toHaveLength(3);
        expect(await s.people.lookupAddress({ ...building, zip: '78701' })).toEqual([]);
        expect(await s.people.lookupAddress({ ...building, state: 'CO' })).toEqual([]);
        expect(await s.people.lookupAddress({ ...building, city: 'Dallas' })).toEqual([]);
        const house = await s.people.lookupAddress(address({ houseNumber: '42', street: 'Oak Lane' }));
        expect(house).toMatchObject([{ addressId: 210, propertyId: 2, residents: [], pastResidents: 0 }]);
        const elm = await s.people.lookupAddress(address({ houseNumber: '101', street: 'Elm Street' }));
        expect(elm).toMatchObject([{ addressId: 101, propertyId: null, property: null, pastResidents: 0 }]);
        expect(elm[0]?.residents.map((p) => p.id)).toEqual([1]);
        expect(await s.people.lookupAddress(address({ houseNumber: '9', street: 'Nowhere Rd' }))).toEqual([]);
      });
    });

    describe('SearchAutocomplete', () => {
      it('zips: by prefix in ZIP order, each with its main city, within the limit', async () => {
        const zips = await s.autocomplete.zips('787', 5);
        expect(zips.map((z) => [z.type, z.zipCode, z.city, z.state])).toEqual([
          ['zip', '78701', 'Austin', 'TX'],
          ['zip', '78702', 'Austin', 'TX'],
          ['zip', '78703', 'Austin', 'TX'],
        ]);
        expect(zips[0]).toMatchObject({
          fullAddress: '78701, Austin, TX',
          addressLabel: '78701 Austin, TX',
          stateName: 'Texas',
          cityCode: 'tx-austin',
        });
        expect((await s.autocomplete.zips('7870', 2)).map((z) => z.zipCode)).toEqual(['78701', '78702']);
        expect(await s.autocomplete.zips('9', 5)).toEqual([]);
      });

      it('cities and city names: the most addresses first, then by name', async () => {
        expect(await s.autocomplete.cities('aus', 5)).toEqual([
          expect.objectContaining({
            type: 'city',
            city: 'Austin',
            state: 'TX',
            stateName: 'Texas',
            fullAddress: 'Austin, TX',
            cityCode: 'tx-austin',
            zipCode: '',
          }),
        ]);
        expect((await s.autocomplete.cities('d', 5)).map((c) => c.city)).toEqual(['Dallas', 'Denver']);
        expect(await s.autocomplete.cityNames('aus', 25)).toEqual([{ city: 'Austin', stateAbbr: 'TX' }]);
        expect(await s.autocomplete.cityNames('d', 1)).toEqual([{ city: 'Dallas', stateAbbr: 'TX' }]);
        expect(await s.autocomplete.cityNames('xyz', 25)).toEqual([]);
      });

      it('streets: per street and city, the most addresses first, typed words abbreviated as the records', async () => {
        expect(await s.autocomplete.streets('harbor v', 5)).toEqual([
          expect.objectContaining({
            type: 'street',
            addressLine1: 'Harbor View Dr',
            city: 'Austin',
            state: 'TX',
            zipCode: '78702',
            streetCode: 'tx-austin-harbor-view-dr',
          }),
        ]);
        expect((await s.autocomplete.streets('elm street', 5)).map((x) => `${x.addressLine1}, ${x.city}`)).toEqual([
          'Elm St, Austin',
          'Elm St, Boston',
          'Elm St, Dallas',
          'Elm St, Denver',
          'Elm St, Miami',
        ]);
        expect(await s.autocomplete.streets('elm road', 5)).toEqual([]);
      });

      it('addresses: one per building with its unit count; units=true lists the units; the city may follow', async () => {
        expect(await s.autocomplete.addresses({ text: '500 harbor', units: false }, 100)).toEqual([
          expect.objectContaining({ type: 'address', addressLine1: '500 Harbor View Dr', totalUnits: 3, unit: '' }),
        ]);
        const units = await s.autocomplete.addresses({ text: '500 harbor view dr austin tx 78702', units: true }, 100);
        expect(units.map((u) => u.unit)).toEqual(['101', '102', '201']);
        expect(units[0]).toMatchObject({
          addressLine2: 'Unit 101',
          fullAddress: '500 Harbor View Dr, Unit 101, Austin, TX 78702',
          totalUnits: 1,
        });
        expect((await s.autocomplete.addresses({ text: '500 harbor', units: true }, 2)).map((u) => u.unit)).toEqual([
          '101',
          '102',
        ]);
        expect(await s.autocomplete.addresses({ text: '42 oak lane austin', units: false }, 5)).toEqual([
          expect.objectContaining({ addressLine1: '42 Oak Ln', city: 'Austin', zipCode: '78703', totalUnits: 0 }),
        ]);
        expect(await s.autocomplete.addresses({ text: '42 oak ln dallas', units: false }, 5)).toEqual([]);
        expect(await s.autocomplete.addresses({ text: '7 pine', units: false }, 5)).toEqual([
          expect.objectContaining({
            addressLine1: '7 Pine Ct',
            addressLine2: 'Apt 4',
            unit: '4',
            totalUnits: 1,
            fullAddress: '7 Pine Ct, Apt 4, Boise, ID 83702',
            stateName: 'Idaho',
          }),
        ]);
        const tens = await s.autocomplete.addresses({ text: '10', units: false }, 3);
        expect(tens.map((a) => a.addressLine1)).toEqual(['101 Elm St', '102 Elm St', '103 Elm St']);
      });

      it('last names: the most common first, then by name, in their written form', async () => {
        expect(await s.autocomplete.lastNames('smi', 25)).toEqual(['Smith']);
        expect(await s.autocomplete.lastNames('s', 25)).toEqual(['Smith', 'Smyth']);
        expect(await s.autocomplete.lastNames('j', 25)).toEqual(['Johnson', 'Jones']);
        expect(await s.autocomplete.lastNames('j', 1)).toEqual(['Johnson']);
        expect(await s.autocomplete.lastNames('', 3)).toEqual(['Smith', 'Walker', 'Brown']);
        expect(await s.autocomplete.lastNames('q', 25)).toEqual([]);
      });
    });
  });

contract('in-memory fakes', async () => {
  const tables = searchRecordTables();
  return {
    subject: { people: new InMemoryPersonSearch(tables), autocomplete: new InMemorySearchAutocomplete(tables) },
    close: async () => {},
  };
});

contract(process.env.DATABASE_URL ? 'PostgreSQL server' : 'PGlite', async () => {
  const db: Db = await openTestDb();
  await insertRecordTables(db, searchRecordTables());
  return {
    subject: { people: new PgPersonSearch(db), autocomplete: new PgSearchAutocomplete(db) },
    close: () => db.close(),
  };
});
