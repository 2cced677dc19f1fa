import { describe, expect, it } from 'vitest';
import { InMemorySearchHistory } from '../../../adapters/memory/in-memory-accounts.js';
import { InMemoryCandidateCache } from '../../../adapters/memory/in-memory-candidate-cache.js';
import { InMemoryPersonSearch } from '../../../adapters/memory/in-memory-person-search.js';
import { makeFactGate } from '../../../core/fact-gate/fact-gate.steps.js';
import { candidatesBothOrdersByTwoLookups } from '../../../core/search/other-order.steps.js';
import type { PersonSearch, SearchDeps } from '../../../core/search/person-search.port.js';
import { SWAPPED_NAMES_BELOW, SWAPPED_NAMES_REASON } from '../../../core/search/ranking.rules.js';
import { makeSearchAddress } from '../../../core/search/search-address.use-case.js';
import { makeSearchEmail } from '../../../core/search/search-email.use-case.js';
import {
  makeSearchPeople,
  PERSON_RESULTS_PAGE_SIZE,
  PERSON_SEARCH_MAX_CANDIDATES,
} from '../../../core/search/search-people.use-case.js';
import { makeSearchPhone } from '../../../core/search/search-phone.use-case.js';
import { searchRecordTables } from '../../support/search-records.js';

/** The search use cases on the in-memory person search holding the search fixture; "today" is 2026-11-21. */
const setup = (over: Partial<SearchDeps> = {}) => {
  const history = new InMemorySearchHistory();
  const deps = {
    people: new InMemoryPersonSearch(searchRecordTables()),
    clock: { now: () => new Date('2026-11-21T12:00:00Z') },
    history,
    gate: makeFactGate({
      suppressedAmong: async () => new Set<number>(),
      profileOf: async () => null,
      emailHolders: async () => [],
      surnamesOnlySuppressedHold: async () => new Set<string>(),
    }),
    ...over,
  };
  return {
    history,
    searchPeople: makeSearchPeople(deps),
    searchPhone: makeSearchPhone(deps),
    searchEmail: makeSearchEmail(deps),
    searchAddress: makeSearchAddress(deps),
  };
};
const uc = setup();

const people = async (raw: Record<string, string>, userId?: string) =>
  (await uc.searchPeople(raw, userId))._unsafeUnwrap();
const byId = async (raw: Record<string, string>, id: string) => (await people(raw)).people.find((p) => p.id === id);
/** Without a state search's state: everyone's candidates, for the ranking's state filter alone. */
const everyone = <Q extends { livedIn?: string }>({ livedIn: _, ...q }: Q) => q;

/**
 * A page's cards from a store that brings no card extras with its candidates and looks up everyone's,
 * whatever the state: the ranking alone keeps a state search's people.
 */
const byIdPage = async (raw: Record<string, string>) => {
  const store = new InMemoryPersonSearch(searchRecordTables());
  const plain: PersonSearch = {
    findCandidates: (q) => store.findCandidates(everyone(q)),
    findCandidatesBothOrders: (q, o) => store.findCandidatesBothOrders(everyone(q), o),
    cardExtras: (ids) => store.cardExtras(ids),
    nearestNames: (q) => store.nearestNames(q),
    lookupPhone: (d) => store.lookupPhone(d),
    lookupEmail: (e) => store.lookupEmail(e),
    lookupAddress: (a) => store.lookupAddress(a),
  };
  return (await setup({ people: plain }).searchPeople(raw))._unsafeUnwrap().people;
};

describe('searchPeople: name matching (docs/decisions/0040; 002 sections 2.1, 3 and 5)', () => {
  it('finds the formal name for a nickname and the nickname for a formal name, with the reason', async () => {
    expect((await byId({ firstName: 'Bob', lastName: 'Smith' }, '1'))?.reasons).toContain('Robert: formal name of Bob');
    expect((await byId({ firstName: 'Robert', lastName: 'Jones' }, '2'))?.reasons).toContain('Bob: nickname of Robert');
    expect((await byId({ firstName: 'Margaret', lastName: 'Walker' }, '7'))?.reasons).toContain(
      'Peggy: nickname of Margaret',
    );
  });

  it('ranks the exact name above its nickname', async () => {
    expect((await people({ firstName: 'Margaret', lastName: 'Walker' })).people.map((p) => p.id)).toEqual(['6', '7']);
  });

  it('tolerates one typo in the first and in the last name', async () => {
    const r = await people({ firstName: 'Jhon', lastName: 'Smiht', state: 'CO' });
    expect(r.people[0]?.id).toBe('3');
    expect(r.people[0]?.reasons).toEqual(expect.arrayContaining(['John: similar to Jhon', 'Smith: similar to Smiht']));
    expect((await byId({ firstName: 'Wiliam', lastName: 'Brown' }, '8'))?.reasons).toContain(
      'William: similar to Wiliam',
    );
  });

  it('finds sound-alike last names ("sounds like Smyth")', async () => {
    const r = await people({ firstName: 'John', lastName: 'Smyth', city: 'Denver', state: 'CO' });
    expect(r.people[0]?.id).toBe('3');
    expect(r.people[0]?.reasons).toContain('Smith: sounds like Smyth');
  });

  it('takes a one-letter first name as an initial ("J Smith" with a city)', async () => {
    const r = await people({ firstName: 'J', lastName: 'Smith', city: 'Denver', state: 'CO' });
    expect(r.people[0]?.id).toBe('3');
    expect(r.people[0]?.reasons).toContain('John: initial J');
    expect(r.people.map((p) => p.id)).not.toContain('5'); // Mary Smith: another initial
  });

  it('finds first and last name typed the wrong way round, saying so, below the typed order', async () => {
    const r = await people({ firstName: 'Walker', lastName: 'Peggy' });
    // Peggy Walker, then Margaret Walker (Peggy's formal name), both found the other way round.
    expect(r.people.map((p) => p.id)).toEqual(['7', '6']);
    for (const p of r.people) expect(p.reasons).toContain('first and last name in the other order');
    // Typed right, the same person carries no such reason.
    expect((await byId({ firstName: 'Peggy', lastName: 'Walker' }, '7'))?.reasons).not.toContain(
      'first and last name in the other order',
    );
  });

  it('looks the other order up by the names as typed only: a typo as well finds nobody that way (docs/decisions/0086)', async () => {
    // Walkr is one typo from Walker: the typed order finds nobody, and the other order asks for exact keys.
    const r = await people({ firstName: 'Walkr', lastName: 'Peggy' });
    expect(r.people.filter((p) => p.reasons.includes('first and last name in the other order'))).toEqual([]);
  });

  it('a search that finds nobody offers the nearest spellings that find someone, with their search URLs', async () => {
    // Two edits from any surname held (so neither a typo nor a sound-alike): Wakkerr for Walker.
    const r = await people({ firstName: 'Peggy', lastName: 'Wakkerr' });
    expect(r.total).toBe(0);
    expect(r.spellings.map((s) => `${s.firstName} ${s.lastName}`)).toEqual(['Peggy Walker']);
    expect(r.spellings[0]?.searchUrl).toBe('/people/peggy-walker');
    // The given name two edits away: Margarrat for Margaret.
    const first = await people({ firstName: 'Margarrat', lastName: 'Walker' });
    expect(first.total).toBe(0);
    expect(first.spellings.map((s) => `${s.firstName} ${s.lastName}`)).toEqual(['Margaret Walker']);
    // A search that finds someone offers none; nor does a near name whose search would find nobody.
    expect((await people({ firstName: 'Peggy', lastName: 'Walker' })).spellings).toEqual([]);
    expect((await people({ firstName: 'Zelda', lastName: 'Wakkerr' })).spellings).toEqual([]);
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
    expect((await people({ firstName: 'Liz', lastName: 'Burton' })).people[0]?.fullName).toBe('Elizabeth Taylor');
  });

  it('filters by age and age range', async () => {
    const young = await people({ firstName: 'John', lastName: 'Smith', ageRange: '30-40' });
    expect(young.people.map((p) => p.id)).toContain('3');
    expect(young.people.map((p) => p.id)).not.toContain('4');
    const age = await people({ firstName: 'John', lastName: 'Smith', age: '66' });
    expect(age.people.map((p) => p.id)).toEqual(['4']);
    expect(age.people[0]?.reasons).toContain('age 66');
    expect(age.people[0]?.age).toBe(66);
  });

  it('cards carry relatives, a report link and no contact details; a signed-in search is logged', async () => {
    const { history, searchPeople } = setup();
    const r = (await searchPeople({ firstName: 'Robert', lastName: 'Smith', state: 'TX' }, 'user-1'))._unsafeUnwrap();
    const card = r.people[0];
    expect(card?.relatives).toEqual(['Mary Smith']);
    expect(card?.reportUrl).toBe('/report?id=1&fn=robert&mn=james&ln=smith&city=austin&state=tx&type=background');
    expect(JSON.stringify(card)).not.toMatch(/5125550142|example\.com|Elm St/i);
    expect(r).toMatchObject({ total: 1, page: 1, pageSize: PERSON_RESULTS_PAGE_SIZE, totalPages: 1 });
    const logged = await history.list('user-1', { offset: 0, limit: 5 });
    expect(logged.items).toEqual([
      expect.objectContaining({
        searchTypeEnumId: 130,
        searchUrl: '/people/robert-smith/tx',
        title: 'Robert Smith',
        subtitle: 'TX',
      }),
    ]);
    // An anonymous search is not logged.
    await searchPeople({ firstName: 'Robert', lastName: 'Smith' });
    expect((await history.list('user-1', { offset: 0, limit: 5 })).total).toBe(1);
  });

  it('a failing search history does not fail the search; the failure is reported', async () => {
    const failures: unknown[] = [];
    const { searchPeople } = setup({
      history: {
        record: async () => {
          throw new Error('history down');
        },
        list: async () => ({ items: [], total: 0 }),
      },
      onHistoryError: (e) => failures.push(e),
    });
    const r = await searchPeople({ firstName: 'Robert', lastName: 'Smith' }, 'user-2');
    expect(r._unsafeUnwrap().people.map((p) => p.id)).toEqual(['1']);
    expect(failures).toEqual([new Error('history down')]);
  });

  it('pages and filters of one name reuse the cached candidates instead of asking the store again', async () => {
    const store = new InMemoryPersonSearch(searchRecordTables());
    let asked = 0;
    const counting: PersonSearch = {
      findCandidates: (q) => {
        asked += 1;
        return store.findCandidates(q);
      },
      findCandidatesBothOrders: (q, o) => candidatesBothOrdersByTwoLookups(counting)(q, o),
      cardExtras: (ids) => store.cardExtras(ids),
      nearestNames: (q) => store.nearestNames(q),
      lookupPhone: (d) => store.lookupPhone(d),
      lookupEmail: (e) => store.lookupEmail(e),
      lookupAddress: (a) => store.lookupAddress(a),
    };
    const { searchPeople } = setup({
      people: counting,
      candidates: new InMemoryCandidateCache({ ttlMs: 60_000, maxCandidates: 1000 }),
    });
    const all = (await searchPeople({ firstName: 'John', lastName: 'Smith' }))._unsafeUnwrap();
    const inCo = (await searchPeople({ firstName: 'John', lastName: 'Smith', state: 'CO' }))._unsafeUnwrap();
    const page2 = (await searchPeople({ firstName: 'John', lastName: 'Smith', page: '2' }))._unsafeUnwrap();
    // Few John Smiths here: the store is asked for the typed order and once for the other order
    // (Smith as a first name), then both lists come from the cache; the state search's lists, of the
    // people who lived in Colorado only, are asked for and cached under keys of their own (decision 0092).
    expect(asked).toBe(4);
    const inCoAgain = (await searchPeople({ firstName: 'John', lastName: 'Smith', state: 'co ' }))._unsafeUnwrap();
    expect(asked).toBe(4);
    expect(inCoAgain.people).toEqual(inCo.people);
    expect(all.total).toBeGreaterThan(inCo.total);
    expect(inCo.people.map((p) => p.id)).toEqual(['3']);
    expect(page2).toMatchObject({ page: 2, people: [], total: all.total });
  });

  it('a state search looks up only the people who lived in the state (decision 0092), and the page’s card extras come with them', async () => {
    const store = new InMemoryPersonSearch(searchRecordTables());
    const asked: number[][] = [];
    const prefetches: unknown[] = [];
    const states: (string | undefined)[] = [];
    let drop: number | null = null;
    const counting: PersonSearch = {
      findCandidates: (q) => {
        states.push(q.livedIn);
        return store.findCandidates(q);
      },
      findCandidatesBothOrders: async (q, o, prefetch) => {
        states.push(q.livedIn);
        prefetches.push(prefetch);
        const found = await store.findCandidatesBothOrders(q, o, prefetch);
        return found.extras ? { ...found, extras: found.extras.filter((e) => e.id !== drop) } : found;
      },
      cardExtras: (ids) => {
        asked.push([...ids]);
        return store.cardExtras(ids);
      },
      nearestNames: (q) => store.nearestNames(q),
      lookupPhone: (d) => store.lookupPhone(d),
      lookupEmail: (e) => store.lookupEmail(e),
      lookupAddress: (a) => store.lookupAddress(a),
    };
    const { searchPeople } = setup({ people: counting });
    const search = async (raw: Record<string, string>) => (await searchPeople(raw))._unsafeUnwrap().people;
    // Robert and Mary Ann Smith of Austin, TX: spouses, and she was born Johnson.
    const cards = await search({ firstName: 'Mary', lastName: 'Smith', state: ' tx' });
    expect(states).toEqual(['TX']);
    expect(prefetches).toEqual([{ max: PERSON_RESULTS_PAGE_SIZE }]);
    expect(asked).toEqual([]);
    const mary = cards.find((c) => c.id === '5');
    expect(mary).toMatchObject({ aliases: ['Mary Ann Johnson'], relatives: ['Robert Smith'] });
    // The same cards as a search of everyone's candidates, ranked down to the state, with the page's
    // extras asked for on their own.
    expect(cards).toEqual(await byIdPage({ firstName: 'Mary', lastName: 'Smith', state: 'tx' }));

    drop = 5;
    expect(await search({ firstName: 'Mary', lastName: 'Smith', state: 'TX' })).toEqual(cards);
    expect(asked).toEqual([[5]]);

    // No state: everyone's candidates, their extras with them when they are at most a page.
    drop = null;
    const anywhere = await search({ firstName: 'Mary', lastName: 'Smith' });
    expect(states.at(-1)).toBeUndefined();
    expect(prefetches.at(-1)).toEqual({ max: PERSON_RESULTS_PAGE_SIZE });
    expect(asked).toEqual([[5]]);
    expect(anywhere).toEqual(await byIdPage({ firstName: 'Mary', lastName: 'Smith' }));
    // A later page: none brought, the page's extras asked for.
    await search({ firstName: 'Maria', lastName: 'Smith', state: 'TX', page: '2' });
    expect(prefetches.at(-1)).toBeUndefined();
    expect(states.at(-1)).toBe('TX');
  });

  it('a search that filters people asks for the other order in the same call, whatever the typed order finds', async () => {
    const store = new InMemoryPersonSearch(searchRecordTables());
    const belows: number[] = [];
    let alone = 0;
    const counting: PersonSearch = {
      findCandidates: (q) => {
        alone += 1;
        return store.findCandidates(q);
      },
      findCandidatesBothOrders: (q, o) => {
        belows.push(o.below);
        return candidatesBothOrdersByTwoLookups(store)(q, o);
      },
      cardExtras: (ids) => store.cardExtras(ids),
      nearestNames: (q) => store.nearestNames(q),
      lookupPhone: (d) => store.lookupPhone(d),
      lookupEmail: (e) => store.lookupEmail(e),
      lookupAddress: (a) => store.lookupAddress(a),
    };
    const { searchPeople } = setup({ people: counting });
    await searchPeople({ firstName: 'John', lastName: 'Smith' });
    await searchPeople({ firstName: 'John', lastName: 'Smith', state: 'CO' });
    await searchPeople({ firstName: 'John', lastName: 'Smith', age: '36' });
    const swapped = (await searchPeople({ firstName: 'Smith', lastName: 'John', state: 'CO' }))._unsafeUnwrap();
    expect(belows).toEqual([SWAPPED_NAMES_BELOW, ...Array(3).fill(PERSON_SEARCH_MAX_CANDIDATES + 1)]);
    expect(alone).toBe(0);
    // The other order's people still come with the reason.
    expect(swapped.people.map((p) => p.id)).toEqual(['3']);
    expect(swapped.people[0]?.reasons).toContain(SWAPPED_NAMES_REASON);
  });

  it('a filtered search whose typed order the cache holds alone asks for the other order before its one opt-out question', async () => {
    const store = new InMemoryPersonSearch(searchRecordTables());
    const calls: string[] = [];
    const counting: PersonSearch = {
      findCandidates: (q) => {
        calls.push(`${q.exact ? 'exact' : 'typed'} ${q.first} ${q.last}`);
        return store.findCandidates(q);
      },
      findCandidatesBothOrders: (q, o) => {
        calls.push('both');
        return store.findCandidatesBothOrders(q, o);
      },
      cardExtras: (ids) => store.cardExtras(ids),
      nearestNames: (q) => store.nearestNames(q),
      lookupPhone: (d) => store.lookupPhone(d),
      lookupEmail: (e) => store.lookupEmail(e),
      lookupAddress: (a) => store.lookupAddress(a),
    };
    const candidates = new InMemoryCandidateCache({ ttlMs: 60_000, maxCandidates: 1000 });
    // The typed order alone under the state's key, as a search for a spelling near the typed one
    // (nearest spellings) or an evicted other order leaves it.
    candidates.set(
      'john smith in CO',
      await store.findCandidates({ first: 'john', last: 'smith', firstNames: ['john'], limit: 1000, livedIn: 'CO' }),
    );
    const { searchPeople } = setup({
      people: counting,
      candidates,
      gate: makeFactGate({
        suppressedAmong: async () => {
          calls.push('opt-outs');
          return new Set<number>();
        },
        profileOf: async () => null,
        emailHolders: async () => [],
        surnamesOnlySuppressedHold: async () => new Set<string>(),
      }),
    });
    const r = (await searchPeople({ firstName: 'John', lastName: 'Smith', state: 'CO' }))._unsafeUnwrap();
    expect(r.people.map((p) => p.id)).toEqual(['3']);
    expect(calls).toEqual(['exact smith john', 'opt-outs']);
  });

  it('asks the gate about a fresh look-up and a cached list alike: the store hands over everyone', async () => {
    const store = new InMemoryPersonSearch(searchRecordTables());
    const calls: string[] = [];
    const counting: PersonSearch = {
      findCandidates: (q) => store.findCandidates(q),
      findCandidatesBothOrders: async (q, o) => {
        calls.push('both');
        return store.findCandidatesBothOrders(q, o);
      },
      cardExtras: (ids) => store.cardExtras(ids),
      nearestNames: (q) => store.nearestNames(q),
      lookupPhone: (d) => store.lookupPhone(d),
      lookupEmail: (e) => store.lookupEmail(e),
      lookupAddress: (a) => store.lookupAddress(a),
    };
    const optedOut = new Set<number>();
    const { searchPeople } = setup({
      people: counting,
      candidates: new InMemoryCandidateCache({ ttlMs: 60_000, maxCandidates: 1000 }),
      gate: makeFactGate({
        suppressedAmong: async (ids) => {
          calls.push('opt-outs');
          return new Set(ids.filter((id) => optedOut.has(id)));
        },
        profileOf: async () => null,
        emailHolders: async () => [],
        surnamesOnlySuppressedHold: async () => new Set<string>(),
      }),
    });
    const first = (await searchPeople({ firstName: 'John', lastName: 'Smith', state: 'CO' }))._unsafeUnwrap();
    expect(first.people.map((p) => p.id)).toEqual(['3']);
    expect(first.totalIsAtLeast).toBe(false);
    expect(calls).toEqual(['both', 'opt-outs']);
    // The same name again comes from the cache, which may predate an opt-out: it asks, and the opt-out holds.
    optedOut.add(3);
    calls.length = 0;
    const again = (await searchPeople({ firstName: 'John', lastName: 'Smith', state: 'CO' }))._unsafeUnwrap();
    expect(again.people).toEqual([]);
    expect(calls).toEqual(['opt-outs']);
  });

  it('tops a full list up to the most candidates a search ranks when the gate took people out of it', async () => {
    const store = new InMemoryPersonSearch(searchRecordTables());
    const [john] = await store.findCandidates({ first: 'john', last: 'smith', firstNames: ['john'], limit: 1 });
    if (!john) throw new Error('the fixture holds no John Smith');
    // A common name: more John Smiths than a search ranks, the store listing them by id as its index would.
    const crowd = Array.from({ length: PERSON_SEARCH_MAX_CANDIDATES + 40 }, (_, i) => ({ ...john, id: 10_000 + i }));
    const asked: number[] = [];
    const listing = async (q: { limit: number }) => {
      asked.push(q.limit);
      return crowd.slice(0, q.limit);
    };
    const optedOut = new Set([10_000, 10_005, 10_999]);
    const { searchPeople } = setup({
      people: {
        findCandidates: listing,
        findCandidatesBothOrders: async (q) => ({ typed: await listing(q), other: null }),
        cardExtras: async (ids) => ids.map((id) => ({ id, aliases: [], relatives: [] })),
        nearestNames: (q) => store.nearestNames(q),
        lookupPhone: (d) => store.lookupPhone(d),
        lookupEmail: (e) => store.lookupEmail(e),
        lookupAddress: (a) => store.lookupAddress(a),
      },
      candidates: new InMemoryCandidateCache({ ttlMs: 60_000, maxCandidates: 2000 }),
      gate: makeFactGate({
        suppressedAmong: async (ids) => new Set(ids.filter((id) => optedOut.has(id))),
        profileOf: async () => null,
        emailHolders: async () => [],
        surnamesOnlySuppressedHold: async () => new Set<string>(),
      }),
    });
    const r = (await searchPeople({ firstName: 'John', lastName: 'Smith' }))._unsafeUnwrap();
    // The same people a look-up that knew of the opt-outs would rank: the first 1,003 but the three.
    expect(r.total).toBe(PERSON_SEARCH_MAX_CANDIDATES);
    // More John Smiths than the search ranks: the count says "at least".
    expect(r.totalIsAtLeast).toBe(true);
    // Twice as many more as the gate took out: opt-outs cluster.
    expect(asked).toEqual([PERSON_SEARCH_MAX_CANDIDATES, PERSON_SEARCH_MAX_CANDIDATES + 6]);
    const last = (await searchPeople({ firstName: 'John', lastName: 'Smith', page: '50' }))._unsafeUnwrap();
    const ids = last.people.map((p) => Number(p.id));
    expect(ids).toContain(10_001 + PERSON_SEARCH_MAX_CANDIDATES);
    expect(ids).not.toContain(10_999);
    // The topped-up list was cached: the second search asked the store nothing more.
    expect(asked).toHaveLength(2);
    // Another opt-out from the cached list: its margin still holds 1,000, so the store is not asked.
    optedOut.add(10_001);
    const after = (await searchPeople({ firstName: 'John', lastName: 'Smith' }))._unsafeUnwrap();
    expect(after.total).toBe(PERSON_SEARCH_MAX_CANDIDATES);
    expect(asked).toHaveLength(2);
    expect(after.people.map((p) => Number(p.id))).not.toContain(10_001);
    // Many more opt-outs than the margin: topped up again, at most three look-ups a search, and a store that runs
    // out ends the top-up with everyone it has.
    for (let id = 10_002; id < 10_040; id++) optedOut.add(id);
    const most = (await searchPeople({ firstName: 'John', lastName: 'Smith' }))._unsafeUnwrap();
    expect(asked.length).toBeGreaterThan(2);
    expect(asked.length - 2).toBeLessThanOrEqual(3);
    // 1,040 John Smiths, 41 opted out: 999 left, all of them ranked, and the store’s last answer was short.
    expect(optedOut.size).toBe(41);
    expect(most.total).toBe(PERSON_SEARCH_MAX_CANDIDATES + 40 - 41);
    // The store had no more to give: the count is exact.
    expect(most.totalIsAtLeast).toBe(false);
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
  it('reverse phone: classification and linked person preview; unknown numbers are noData', async () => {
    const r = (await uc.searchPhone({ phone: '(512) 555-0142' }))._unsafeUnwrap();
    expect(r).toMatchObject({
      phone: '(512) 555-0142',
      found: true,
      classification: { code: 6, label: 'Single Person' },
      lineType: 'mobile',
      carrier: 'Fixture Mobile',
      searchUrl: '/phone/search?phone=(512)%20555-0142',
    });
    expect(r.people.map((p) => [p.fullName, p.age, p.city, p.current])).toEqual([
      ['Robert James Smith', 56, 'Austin', true],
    ]);
    const scam = (await uc.searchPhone({ phone: '800-555-0100' }))._unsafeUnwrap();
    expect(scam.classification).toMatchObject({ code: 3, name: 'scamFraud' });
    expect(scam.people).toEqual([]);
    const none = (await uc.searchPhone({ phone: '2125550000' }))._unsafeUnwrap();
    expect(none).toMatchObject({ found: false, classification: { code: 8 }, lineType: null, people: [] });
    const bad = await uc.searchPhone({ phone: '012-555-0000' });
    expect(bad.isErr() && bad.error.errors['*']).toEqual(['Sorry, that is not a valid phone number']);
  });

  it('e-mail look-up by the lower-cased address', async () => {
    const r = (await uc.searchEmail({ email: 'bob.smith@example.com' }))._unsafeUnwrap();
    expect(r.people.map((p) => p.id)).toEqual(['1']);
    expect(r.people[0]?.reportUrl).toBe(
      '/report?id=1&fn=robert&mn=james&ln=smith&city=austin&state=tx&type=background',
    );
    expect((await uc.searchEmail({ email: 'nobody@example.com' }))._unsafeUnwrap().people).toEqual([]);
    const bad = await uc.searchEmail({ email: 'bob smith@example.com' });
    expect(bad.isErr() && bad.error.errors['*']).toEqual(['Sorry, that is not a valid email address']);
  });

  it('address search: the property and its current residents; a signed-in search is logged', async () => {
    const { history, searchAddress } = setup();
    const r = (
      await searchAddress(
        { houseNumber: '500', street: 'Harbor View Drive', unit: '102', city: 'Austin', state: 'TX' },
        'user-3',
      )
    )._unsafeUnwrap();
    expect(r.results).toHaveLength(1);
    expect(r.results[0]).toMatchObject({
      addressLine1: '500 Harbor View Dr',
      unit: '102',
      propertyId: '1',
      pastResidents: 1,
      property: { landUse: 'condo', yearBuilt: 2001 },
    });
    expect(r.results[0]?.residents.map((p) => p.fullName)).toEqual(['William Brown']);
    expect((await history.list('user-3', { offset: 0, limit: 5 })).items[0]).toMatchObject({
      title: '500 Harbor View Drive 102',
      subtitle: 'Austin, TX',
    });
    const bad = await searchAddress({ houseNumber: 'x', street: 'Main', city: 'Austin', state: 'TX' });
    expect(bad.isErr() && bad.error.errors['*']).toEqual(['Sorry, that is not a valid address']);
  });

  it("address search: the signed-in member's saved mark on each property; none for a visitor", async () => {
    const asked: { userId: string; ids: readonly string[] }[] = [];
    const { searchAddress } = setup({
      savedMarks: {
        savedAmong: async (userId, ids) => {
          asked.push({ userId, ids });
          return new Set(userId === 'saver' ? ['1'] : []);
        },
      },
    });
    const at = { houseNumber: '500', street: 'Harbor View Drive', unit: '102', city: 'Austin', state: 'TX' };
    expect((await searchAddress(at, 'saver'))._unsafeUnwrap().results[0]?.isSaved).toBe(true);
    expect((await searchAddress(at, 'someone-else'))._unsafeUnwrap().results[0]?.isSaved).toBe(false);
    expect((await searchAddress(at))._unsafeUnwrap().results[0]?.isSaved).toBeNull();
    expect(asked).toEqual([
      { userId: 'saver', ids: ['1'] },
      { userId: 'someone-else', ids: ['1'] },
    ]);
  });
});
