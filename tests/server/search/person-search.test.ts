import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../adapters/postgres/db.js';
import { PgPersonSearch } from '../../../adapters/postgres/pg-person-search.js';
import type { SearchEntry } from '../../../core/accounts/history.port.js';
import type { SearchUseCases } from '../../../server/wiring/search.js';
import { loadSearchFixture } from '../../support/search-fixture.js';
import { wiredTestApp } from '../../support/test-app.js';
import { openTestDb } from '../../support/test-db.js';

let db: Db;
let uc: SearchUseCases;
const logged: { userId: string; entry: SearchEntry }[] = [];

beforeAll(async () => {
  db = await openTestDb();
  await loadSearchFixture(db);
  // The production search wiring on the fixture, with a fixed clock, no candidate cache and a history that logs.
  uc = wiredTestApp({
    db,
    overrides: {
      clock: { now: () => new Date('2026-11-21T12:00:00Z') },
      accounts: {
        searchHistory: {
          record: async (userId, entry) => {
            logged.push({ userId, entry });
          },
          list: async () => ({ items: [], total: 0 }),
        },
      },
      search: { candidates: null },
    },
  }).useCases.search;
});
afterAll(async () => {
  await db?.close();
});

const people = async (raw: Record<string, string>, userId?: string) => {
  const r = await uc.searchPeople(raw, userId);
  if (r.isErr()) throw new Error(JSON.stringify(r.error));
  return r.value;
};
const byId = async (raw: Record<string, string>, id: string) => (await people(raw)).people.find((p) => p.id === id);

describe('name matching (docs/decisions/0040) on the fixture', () => {
  it('finds the formal name for a nickname and the nickname for a formal name, with the reason', async () => {
    const robert = await byId({ firstName: 'Bob', lastName: 'Smith' }, '1');
    expect(robert?.reasons).toContain('Robert: formal name of Bob');
    const bob = await byId({ firstName: 'Robert', lastName: 'Jones' }, '2');
    expect(bob?.reasons).toContain('Bob: nickname of Robert');
    const peggy = await byId({ firstName: 'Margaret', lastName: 'Walker' }, '7');
    expect(peggy?.reasons).toContain('Peggy: nickname of Margaret');
  });

  it('ranks the exact name above its nickname', async () => {
    const r = await people({ firstName: 'Margaret', lastName: 'Walker' });
    expect(r.people.map((p) => p.id)).toEqual(['6', '7']);
  });

  it('tolerates one typo in the first and in the last name', async () => {
    const r = await people({ firstName: 'Jhon', lastName: 'Smiht', state: 'CO' });
    expect(r.people[0]?.id).toBe('3');
    expect(r.people[0]?.reasons).toEqual(expect.arrayContaining(['John: similar to Jhon', 'Smith: similar to Smiht']));
    const w = await byId({ firstName: 'Wiliam', lastName: 'Brown' }, '8');
    expect(w?.reasons).toContain('William: similar to Wiliam');
  });

  it('finds every kind of one-edit name (search_name_deletes) and nothing two edits away', async () => {
    const search = new PgPersonSearch(db);
    const lastMatchOf = async (first: string, last: string) => {
      const found = await search.findCandidates({ first, last, firstNames: [first], limit: 1000 });
      return found.find((c) => c.id === 3)?.names.map((n) => `${n.firstName} ${n.lastName} ${n.lastMatch}`) ?? [];
    };
    // Smith (double metaphone SM0) typed so that it does not sound alike: a letter dropped (smih), added
    // (smitch, asmith), replaced (snith, smidh), two adjacent ones swapped (smiht, msith).
    for (const typo of ['smih', 'smitch', 'asmith', 'snith', 'smidh', 'smiht', 'msith'])
      expect(await lastMatchOf('john', typo), typo).toEqual(['John Smith typo']);
    // John, typed with one edit, against the exact surname.
    for (const typo of ['jhon', 'joh', 'johnn', 'jahn', 'ojhn'])
      expect(await lastMatchOf(typo, 'smith'), typo).toEqual(['John Smith exact']);
    // Two edits away: not found.
    expect(await lastMatchOf('john', 'snoth')).toEqual([]);
    expect(await lastMatchOf('jhno', 'smith')).toEqual([]);
  });

  it('the other order of a typed name is looked up exactly: with a typo as well, nobody that way', async () => {
    expect((await people({ firstName: 'Walker', lastName: 'Peggy' })).people.map((p) => p.id)).toEqual(['7', '6']);
    const r = await people({ firstName: 'Walkr', lastName: 'Peggy' });
    expect(r.people.filter((p) => p.reasons.includes('first and last name in the other order'))).toEqual([]);
  });

  it('finds sound-alike last names ("sounds like Smyth")', async () => {
    const r = await people({ firstName: 'John', lastName: 'Smyth', city: 'Denver', state: 'CO' });
    expect(r.people[0]?.id).toBe('3');
    expect(r.people[0]?.reasons).toContain('Smith: sounds like Smyth');
  });

  it('treats the middle name as optional on either side', async () => {
    expect((await people({ firstName: 'John', lastName: 'Smith' })).people.map((p) => p.id)).toEqual(
      expect.arrayContaining(['3', '4']),
    );
    const withMiddle = await people({ firstName: 'John', middleName: 'Q', lastName: 'Smith' });
    expect(withMiddle.people[0]?.id).toBe('4');
    expect(withMiddle.people.map((p) => p.id)).toContain('3');
  });

  it('finds people by a city they lived in before, and says when', async () => {
    const r = await people({ firstName: 'John', lastName: 'Smith', city: 'Austin', state: 'TX' });
    expect(r.people[0]?.id).toBe('3');
    expect(r.people[0]?.reasons).toContain('lived in Austin, TX 2015-2019');
    expect(r.people[0]?.city).toBe('Denver');
    expect(r.people.map((p) => p.id)).not.toContain('4');
  });

  it('finds people by an alias (maiden name) and shows it', async () => {
    const r = await people({ firstName: 'Mary', lastName: 'Johnson' });
    expect(r.people[0]?.id).toBe('5');
    expect(r.people[0]?.reasons).toContain('also known as Mary Ann Johnson');
    expect(r.people[0]?.aliases).toContain('Mary Ann Johnson');
    const liz = await people({ firstName: 'Liz', lastName: 'Burton' });
    expect(liz.people[0]?.fullName).toBe('Elizabeth Taylor');
  });

  it('filters by age and age range', async () => {
    const all = await people({ firstName: 'John', lastName: 'Smith' });
    expect(all.people.map((p) => p.id)).toEqual(expect.arrayContaining(['3', '4']));
    const young = await people({ firstName: 'John', lastName: 'Smith', ageRange: '30-40' });
    expect(young.people.map((p) => p.id)).toContain('3');
    expect(young.people.map((p) => p.id)).not.toContain('4');
    const age = await people({ firstName: 'John', lastName: 'Smith', age: '66' });
    expect(age.people.map((p) => p.id)).toEqual(['4']);
    expect(age.people[0]?.reasons).toContain('age 66');
  });

  it('cards carry relatives, a report link and no contact details; the signed-in search is logged', async () => {
    const r = await people({ firstName: 'Robert', lastName: 'Smith', state: 'TX' }, 'user-1');
    const card = r.people[0];
    expect(card?.relatives).toEqual(['Mary Smith']);
    expect(card?.reportUrl).toBe('/report?id=1&fn=robert&mn=james&ln=smith&city=austin&state=tx&type=background');
    expect(JSON.stringify(card)).not.toMatch(/5125550142|example\.com|Elm St/i);
    expect(logged.at(-1)).toMatchObject({
      userId: 'user-1',
      entry: { searchTypeEnumId: 130, searchUrl: '/people/robert-smith/tx' },
    });
  });

  it('answers the spec messages for invalid names', async () => {
    const r = await uc.searchPeople({ firstName: 'J0hn', lastName: '', city: '<b>' });
    expect(r.isErr() && r.error).toMatchObject({
      type: 'Validation',
      errors: { '*': ['Sorry, that is not a valid first name, last name and city'] },
    });
    const long = await uc.searchPeople({ firstName: 'a'.repeat(300), lastName: 'Smith' });
    expect(long.isErr() && long.error).toMatchObject({ errors: { '*': ['Sorry, that is not a valid first name'] } });
  });
});

describe('phone, e-mail and address look-ups', () => {
  it('reverse phone: classification and linked person preview', async () => {
    const r = (await uc.searchPhone({ phone: '(512) 555-0142' }))._unsafeUnwrap();
    expect(r).toMatchObject({
      phone: '(512) 555-0142',
      found: true,
      classification: { code: 6, label: 'Single Person' },
      lineType: 'mobile',
    });
    expect(r.people.map((p) => p.fullName)).toEqual(['Robert James Smith']);
    const scam = (await uc.searchPhone({ phone: '800-555-0100' }))._unsafeUnwrap();
    expect(scam.classification).toMatchObject({ code: 3, name: 'scamFraud' });
    const none = (await uc.searchPhone({ phone: '2125550000' }))._unsafeUnwrap();
    expect(none).toMatchObject({ found: false, classification: { code: 8 } });
    const bad = await uc.searchPhone({ phone: '012-555-0000' });
    expect(bad.isErr() && bad.error.errors['*']).toEqual(['Sorry, that is not a valid phone number']);
  });

  it('e-mail look-up by the lower-cased address', async () => {
    const r = (await uc.searchEmail({ email: 'bob.smith@example.com' }))._unsafeUnwrap();
    expect(r.people.map((p) => p.id)).toEqual(['1']);
    const bad = await uc.searchEmail({ email: 'bob smith@example.com' });
    expect(bad.isErr() && bad.error.errors['*']).toEqual(['Sorry, that is not a valid email address']);
  });

  it('address search: the property and its current residents', async () => {
    const r = (
      await uc.searchAddress({
        houseNumber: '500',
        street: 'Harbor View Drive',
        unit: '102',
        city: 'Austin',
        state: 'TX',
      })
    )._unsafeUnwrap();
    expect(r.results).toHaveLength(1);
    expect(r.results[0]).toMatchObject({ unit: '102', propertyId: '1', pastResidents: 1 });
    expect(r.results[0]?.residents.map((p) => p.fullName)).toEqual(['William Brown']);
    const bad = await uc.searchAddress({ houseNumber: 'x', street: 'Main', city: 'Austin', state: 'TX' });
    expect(bad.isErr() && bad.error.errors['*']).toEqual(['Sorry, that is not a valid address']);
  });
});

describe('autocomplete', () => {
  it('suggests cities and streets, zips, and buildings with their unit count; units=true lists the units', async () => {
    const city = (await uc.addressSuggestions({ input: 'aus' }))._unsafeUnwrap().suggestions;
    expect(city[0]).toMatchObject({ type: 'city', city: 'Austin', state: 'TX', stateName: 'Texas' });
    const zip = (await uc.addressSuggestions({ input: '787' }))._unsafeUnwrap().suggestions;
    expect(zip.filter((s) => s.type === 'zip').map((s) => s.zipCode)).toEqual(['78701', '78702', '78703']);
    const building = (await uc.addressSuggestions({ input: '500 harbor' }))._unsafeUnwrap().suggestions;
    expect(building).toEqual([
      expect.objectContaining({ type: 'address', addressLine1: '500 Harbor View Dr', totalUnits: 3, unit: '' }),
    ]);
    const units = (
      await uc.addressSuggestions({ input: '500 Harbor View Dr, Austin, TX 78702', units: 'true' })
    )._unsafeUnwrap().suggestions;
    expect(units.map((s) => s.unit)).toEqual(['101', '102', '201']);
    expect(units[0]).toMatchObject({
      addressLine2: 'Unit 101',
      fullAddress: '500 Harbor View Dr, Unit 101, Austin, TX 78702',
    });
    const street = (await uc.addressSuggestions({ input: 'harbor v' }))._unsafeUnwrap().suggestions;
    expect(street[0]).toMatchObject({ type: 'street', addressLine1: 'Harbor View Dr', city: 'Austin' });
    expect((await uc.addressSuggestions({ input: 'au' }))._unsafeUnwrap().suggestions).toEqual([]);
  });

  it('city and last-name suggestions for the name form', async () => {
    expect((await uc.citySuggestions({ input: 'Aus' }))._unsafeUnwrap().cities).toEqual([
      { city: 'Austin', stateAbbr: 'TX' },
    ]);
    expect((await uc.lastNameSuggestions({ input: 'smi' }))._unsafeUnwrap().lastNames).toEqual(['Smith']);
  });
});
