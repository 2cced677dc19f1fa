import { describe, expect, it } from 'vitest';
import { withoutHiddenNames } from '../../../core/fact-gate/fact-gate.rules.js';
import { gatedReportSource, makeFactGate } from '../../../core/fact-gate/fact-gate.steps.js';
import { gatedNeighborhood } from '../../../core/property/gated-neighborhood.steps.js';
import { gatedPersonSearch, gatedSearchAutocomplete } from '../../../core/search/gated-person-search.steps.js';
import type { PersonSearch, SearchAutocomplete } from '../../../core/search/person-search.port.js';
import type { ReportSource } from '../../../core/shared/reports/report-source.port.js';

const hidden = new Set([2, 5]);
const suppressions = {
  calls: 0,
  async suppressedAmong(ids: readonly number[]) {
    this.calls += 1;
    return new Set(ids.filter((id) => hidden.has(id)));
  },
  profileOf: async () => null,
  // all@hidden.example is person 5's alone; ann@example.com is shared by 1 and 2.
  emailHolders: async (e: string) => (e === 'all@hidden.example' ? [5] : e === 'ann@example.com' ? [1, 2] : []),
  // Only person 5 holds the surname Quill.
  surnamesOnlySuppressedHold: async (keys: readonly string[]) => new Set(keys.filter((k) => k === 'quill')),
};
const gate = makeFactGate(suppressions);
const person = (id: number) => ({
  id,
  firstName: 'Ann',
  middleName: null,
  lastName: 'Lee',
  birthDate: null,
  deceased: false,
  city: 'Tempe',
  state: 'AZ',
});
const linked = (personId: number) => ({ personId, fullName: 'Ann Lee', isCurrent: true }) as never;

describe('the gate: people', () => {
  it('drops the suppressed people, keeps items without a person, and asks nothing for an empty list', async () => {
    const items = [{ p: 1 }, { p: 2 }, { p: null }, { p: 5 }, { p: 7 }];
    expect(await gate.people(items, (i) => i.p)).toEqual([{ p: 1 }, { p: null }, { p: 7 }]);
    const before = suppressions.calls;
    expect(await gate.people([{ p: null }], (i) => i.p)).toEqual([{ p: null }]);
    expect(await gate.people([{ p: 1 }], (i) => i.p)).toEqual([{ p: 1 }]);
    expect(suppressions.calls).toBe(before + 1);
  });
});

describe('gatedReportSource', () => {
  const source: ReportSource = {
    background: async (id) => ({ person: { id }, relations: [linked(2), linked(3)] }) as never,
    phone: async () => ({ phone: {}, people: [linked(2), linked(3)], addresses: [linked(2), linked(4)] }) as never,
    email: async (e) =>
      (e === 'all@hidden.example'
        ? { email: e, people: [linked(5)], phones: [], addresses: [] }
        : { email: e, people: [linked(1), linked(2)], phones: [], addresses: [linked(2)] }) as never,
    address: async () =>
      ({
        owners: [
          { personId: null, name: 'Acme Bank' },
          { personId: 5, name: 'Bo Lee' },
        ],
        residents: [linked(2), linked(8)],
        transactions: [],
        preForeclosures: [],
        foreclosures: [],
        recordings: [],
        liens: [],
        evictions: [],
      }) as never,
  };
  const s = gatedReportSource(source, gate);
  it("answers no background report for a suppressed person, and drops them from everyone else's lists", async () => {
    expect(await s.background(2)).toBeNull();
    expect((await s.background(3))?.relations.map((r) => r.personId)).toEqual([3]);
    const phone = await s.phone('6025550123');
    expect(phone?.people.map((p) => p.personId)).toEqual([3]);
    expect(phone?.addresses.map((p) => p.personId)).toEqual([4]);
    const email = await s.email('ann@example.com');
    expect(email?.people.map((p) => p.personId)).toEqual([1]);
    expect(email?.addresses).toEqual([]);
    expect(await s.email('all@hidden.example')).toBeNull();
    const address = await s.address(9, null);
    expect(address?.owners.map((o) => o.personId)).toEqual([null]);
    expect(address?.residents.map((r) => r.personId)).toEqual([8]);
  });
  it('passes a missing report through', async () => {
    const none: ReportSource = {
      background: async () => null,
      phone: async () => null,
      email: async () => null,
      address: async () => null,
    };
    const n = gatedReportSource(none, gate);
    expect([await n.background(1), await n.phone('1'), await n.email('x'), await n.address(1, null)]).toEqual([
      null,
      null,
      null,
      null,
    ]);
  });
});

describe('gatedPersonSearch', () => {
  const people: PersonSearch = {
    nearestNames: async () => ({ firstNames: [], lastNames: [] }),
    findCandidates: async () => [1, 2, 3].map((id) => ({ ...person(id), gender: null, names: [], places: [] })),
    findCandidatesBothOrders: async (q) => ({
      typed: [1, 2, 3].map((id) => ({ ...person(id), gender: null, names: [], places: [] })),
      other: q.first === 'ann' ? [4, 2, 5].map((id) => ({ ...person(id), gender: null, names: [], places: [] })) : null,
    }),
    cardExtras: async (ids) => ids.map((id) => ({ id, aliases: [], relatives: [] })),
    lookupPhone: async (digits) =>
      digits === '0'
        ? null
        : {
            number: digits,
            lineType: 'mobile',
            carrier: null,
            classification: 6,
            people: [
              { ...person(2), current: true },
              { ...person(4), current: true },
            ],
          },
    lookupEmail: async () => [person(5), person(6)],
    lookupAddress: async (a) =>
      a.houseNumber === '0'
        ? [{ residents: [] } as never]
        : [{ residents: [person(2), person(9)] } as never, { residents: [person(10)] } as never],
  };
  const s = gatedPersonSearch(people, gate);
  it('leaves the suppressed people out of candidates, phone, e-mail and address look-ups', async () => {
    expect((await s.findCandidates({ first: 'ann', last: 'lee', firstNames: [], limit: 10 })).map((c) => c.id)).toEqual(
      [1, 3],
    );
    const before = suppressions.calls;
    const both = await s.findCandidatesBothOrders(
      { first: 'ann', last: 'lee', firstNames: [], limit: 10 },
      { firstNames: [], below: 10 },
    );
    expect({ typed: both.typed.map((c) => c.id), other: both.other?.map((c) => c.id) }).toEqual({
      typed: [1, 3],
      other: [4],
    });
    // One question for both lists.
    expect(suppressions.calls - before).toBe(1);
    const typedOnly = await s.findCandidatesBothOrders(
      { first: 'bo', last: 'lee', firstNames: [], limit: 10 },
      { firstNames: [], below: 10 },
    );
    expect({ typed: typedOnly.typed.map((c) => c.id), other: typedOnly.other }).toEqual({ typed: [1, 3], other: null });
    expect((await s.cardExtras([1])).map((e) => e.id)).toEqual([1]);
    expect((await s.lookupPhone('6025550123'))?.people.map((p) => p.id)).toEqual([4]);
    expect(await s.lookupPhone('0')).toBeNull();
    expect((await s.lookupEmail('a@b.c')).map((p) => p.id)).toEqual([6]);
    const found = await s.lookupAddress({ houseNumber: '1' } as never);
    expect(found.map((a) => a.residents.map((r) => r.id))).toEqual([[9], [10]]);
    expect(await s.lookupAddress({ houseNumber: '0' } as never)).toEqual([{ residents: [] }]);
  });
  it('answers an address whose residents nobody suppressed as it is', async () => {
    const plain = gatedPersonSearch(
      { ...people, lookupAddress: async () => [{ residents: [person(9)] } as never] },
      gate,
    );
    expect((await plain.lookupAddress({} as never))[0]?.residents.map((r) => r.id)).toEqual([9]);
  });
  it('passes a card-extras prefetch on and keeps only the extras of the people it keeps', async () => {
    const asked: unknown[] = [];
    const withExtras = gatedPersonSearch(
      {
        ...people,
        findCandidatesBothOrders: async (q, o, prefetch) => {
          asked.push(prefetch);
          const found = await people.findCandidatesBothOrders(q, o);
          const ids = [...found.typed, ...(found.other ?? [])].map((c) => c.id);
          return { ...found, extras: ids.map((id) => ({ id, aliases: [`alias ${id}`], relatives: [] })) };
        },
      },
      gate,
    );
    const prefetch = { max: 20 };
    const both = await withExtras.findCandidatesBothOrders(
      { first: 'ann', last: 'lee', firstNames: [], limit: 10 },
      { firstNames: [], below: 10 },
      prefetch,
    );
    expect(asked).toEqual([prefetch]);
    expect(both.typed.map((c) => c.id)).toEqual([1, 3]);
    expect(both.extras?.map((e) => e.id)).toEqual([1, 3, 4]);
  });

  it('takes opted-out relatives off the cards the look-up brings', async () => {
    const withCards = gatedPersonSearch(
      {
        ...people,
        findCandidatesBothOrders: async (q, o) => ({
          ...(await people.findCandidatesBothOrders(q, o)),
          extras: [
            {
              id: 1,
              aliases: [],
              relatives: [
                { id: 2, name: 'Bo Lee' },
                { id: 3, name: 'Cy Lee' },
              ],
            },
          ],
        }),
      },
      gate,
    );
    const both = await withCards.findCandidatesBothOrders(
      { first: 'ann', last: 'lee', firstNames: [], limit: 10 },
      { firstNames: [], below: 10 },
      { max: 20 },
    );
    expect(both.extras?.map((e) => e.relatives.map((r) => r.id))).toEqual([[3]]);
  });
});

describe('gatedNeighborhood', () => {
  it('leaves the suppressed people out of the recent neighbours and their count; the rest passes through', async () => {
    const subject = { propertyId: 1 } as never;
    const base = {
      asOf: async () => '2026-11-01',
      subject: async () => subject,
      schoolsNear: async () => [],
      walkability: async () => ({}) as never,
      watchFilings: async () => ({ total: 0, filings: [] }),
      recentNeighbors: async () => ({
        total: 40,
        neighbors: [{ personId: 2 }, { personId: 3 }, { personId: 5 }] as never,
      }),
    };
    const n = gatedNeighborhood(base, gate);
    const r = await n.recentNeighbors(subject, {} as never);
    expect(r.neighbors.map((x) => x.personId)).toEqual([3]);
    expect(r.total).toBe(38);
    expect(await n.asOf()).toBe('2026-11-01');
    expect(await n.subject(1)).toBe(subject);
    expect(await n.schoolsNear(subject, 1, 1)).toEqual([]);
    expect(await n.walkability(subject, 1)).toEqual({});
    expect(await n.watchFilings(subject, {} as never)).toEqual({ total: 0, filings: [] });
  });
});

describe('gatedSearchAutocomplete', () => {
  // The store's surnames by prefix, most common first; only people who opted out hold Quill.
  const listed = ['Quill', 'Quinn', 'Quigley', 'Quince', 'Quintero'];
  const asked: number[] = [];
  const store: SearchAutocomplete = {
    zips: async () => [],
    cities: async () => [],
    streets: async () => [],
    addresses: async () => [],
    cityNames: async () => [{ city: 'Quincy', stateAbbr: 'MA' }],
    lastNames: async (prefix, limit) => {
      asked.push(limit);
      return listed.filter((n) => n.toLowerCase().startsWith(prefix)).slice(0, limit);
    },
  };
  const auto = gatedSearchAutocomplete(store, gate);

  it('suggests no surname only people who opted out hold, and still fills the list from the store', async () => {
    asked.length = 0;
    expect(await auto.lastNames('qu', 2)).toEqual(['Quinn', 'Quigley']);
    expect(asked).toEqual([2, 4]);
    expect(await auto.lastNames('qu', 10)).toEqual(['Quinn', 'Quigley', 'Quince', 'Quintero']);
    expect(await auto.lastNames('quill', 3)).toEqual([]);
    expect(await auto.lastNames('zz', 3)).toEqual([]);
  });

  it('passes the place suggestions through', async () => {
    expect(await auto.cityNames('qu', 3)).toEqual([{ city: 'Quincy', stateAbbr: 'MA' }]);
  });
});

describe('the gate: card extras, several people per item', () => {
  it("drops a relative who opted out from another person's card", async () => {
    const extras = [
      {
        id: 1,
        aliases: [],
        relatives: [
          { id: 2, name: 'Bo Lee' },
          { id: 3, name: 'Cy Lee' },
        ],
      },
      { id: 4, aliases: ['Ann Lee'], relatives: [] },
    ];
    expect((await gate.cardExtras(extras)).map((e) => e.relatives.map((r) => r.name))).toEqual([['Cy Lee'], []]);
  });
  it('keeps an item only when none of the people it names opted out', async () => {
    const items = [{ p: [1, 3] }, { p: [1, 5] }, { p: [null, 7] }];
    expect(await gate.people(items, (i) => i.p)).toEqual([{ p: [1, 3] }, { p: [null, 7] }]);
  });
});

describe('the gate: monitoring changes', () => {
  const change = (section: string, key: string) => ({
    section,
    kind: 'added' as const,
    text: key,
    recordedAt: null,
    key,
  });
  const all = [
    change('addresses', 'address:10'),
    change('relations', 'relation:2'),
    change('relations', 'relation:3'),
    change('courtRecords', 'court:AZ:CR-1'),
    change('phones', 'phone:6025550123'),
  ];
  it('names only what the level opens on the report page and nobody who opted out', async () => {
    const keys = async (level: 'full' | 'contactSocial' | 'preview') =>
      (await gate.changes('background-1', level, all)).map((c) => c.key);
    expect(await keys('full')).toEqual(['address:10', 'relation:3', 'court:AZ:CR-1', 'phone:6025550123']);
    expect(await keys('contactSocial')).toEqual(['address:10', 'relation:3', 'phone:6025550123']);
    expect(await keys('preview')).toEqual(['relation:3']);
  });
  it('answers nothing for a report about a person who opted out, or an id that names no report', async () => {
    expect(await gate.changes('background-2', 'full', all)).toEqual([]);
    // An e-mail whose people all opted out: its report is not found, and its alerts name nothing.
    const phones = [change('phones', 'phone:6025550123')];
    expect(await gate.changes('email-all@hidden.example', 'full', phones)).toEqual([]);
    expect(await gate.changes('email-ann@example.com', 'full', phones)).toHaveLength(1);
    expect(await gate.changes('nonsense', 'full', all)).toEqual([]);
  });
  it('locks every record section of phone, e-mail and address reports short of full', async () => {
    const people = [
      change('people', 'person:3'),
      change('people', 'person:5'),
      change('addresses', 'address:3:1 main st:85001'),
    ];
    expect((await gate.changes('phone-6025550123', 'full', people)).map((c) => c.key)).toEqual([
      'person:3',
      'address:3:1 main st:85001',
    ]);
    expect(await gate.changes('phone-6025550123', 'contactSocial', people)).toEqual([]);
    const sales = [change('sales', 'transaction:1'), change('owners', 'owner:5'), change('residents', 'resident:8')];
    expect((await gate.changes('address-9', 'full', sales)).map((c) => c.key)).toEqual(['transaction:1', 'resident:8']);
    expect(await gate.changes('address-9', 'preview', sales)).toEqual([]);
  });
});

describe('the gate: names in free-text fields of an address report', () => {
  const sourced = { source: 'county', recordedAt: '2020-01-01' };
  const report = {
    owners: [
      { ...sourced, name: 'Bo Lee', personId: 5, ownerType: 'person', isCurrent: true, fromDate: null, toDate: null },
    ],
    residents: [linked(2), { personId: 8, fullName: 'Eve Moss', isCurrent: true }],
    transactions: [
      { ...sourced, buyerNames: 'Bo Lee; Cy Park', sellerNames: 'Ann Lee', documentNumber: 'D1' },
      { ...sourced, buyerNames: 'LEE, BO', sellerNames: null, documentNumber: 'D2' },
    ],
    preForeclosures: [{ ...sourced, borrowerNames: 'Bo Lee & Cy Park' }],
    foreclosures: [],
    recordings: [{ ...sourced, grantor: 'Ann Lee', grantee: 'Dee Ray' }],
    liens: [{ ...sourced, debtor: 'Bo Lee' }],
    evictions: [
      { ...sourced, defendant: 'Bo Lee', caseNumber: 'E1' },
      { ...sourced, defendant: 'Cy Park', caseNumber: 'E2' },
    ],
  };
  const withNames = makeFactGate({
    ...suppressions,
    profileOf: async (id) =>
      id === 2 ? { recId: '2', givenName: 'Ann', surname: 'Lee', dateOfBirth: null, addresses: [] } : null,
  });
  it('takes the names of owners and residents who opted out out of buyers, sellers, borrowers, grantors, debtors and defendants', async () => {
    const r = await withNames.report({ type: 'address', data: report as never });
    const d = r?.type === 'address' ? r.data : null;
    expect(d?.owners).toEqual([]);
    expect(d?.residents.map((x) => x.personId)).toEqual([8]);
    expect(d?.transactions.map((t) => [t.buyerNames, t.sellerNames])).toEqual([
      ['Cy Park', null],
      [null, null],
    ]);
    expect(d?.preForeclosures.map((f) => f.borrowerNames)).toEqual(['Cy Park']);
    expect(d?.recordings.map((x) => [x.grantor, x.grantee])).toEqual([[null, 'Dee Ray']]);
    expect(d?.liens.map((l) => l.debtor)).toEqual([null]);
    // The case stays (a case that vanished would be announced as gone); its opted-out defendant is not named.
    expect(d?.evictions.map((e) => [e.caseNumber, e.defendant])).toEqual([
      ['E1', ''],
      ['E2', 'Cy Park'],
    ]);
    expect(JSON.stringify(d)).not.toMatch(/Bo Lee|Ann Lee|LEE, BO/);
  });
});

describe('withoutHiddenNames: names as the records write them', () => {
  const hidden = [
    { first: 'John', last: 'Smith' },
    { first: 'Maria', last: 'De La Cruz' },
    { first: 'Robert', last: 'Lane' },
  ];
  it.each([
    ['John Smith Jr; Ann Lee', 'Ann Lee'],
    ['Estate of John Smith', null],
    ['John & Mary Smith', 'Mary Smith'],
    ['SMITH JOHN & MARY', 'MARY'],
    ['John Smith, Mary Jones', 'Mary Jones'],
    ['Smith, John A', null],
    ['Maria De La Cruz; Eve Moss', 'Eve Moss'],
    ['DE LA CRUZ MARIA', null],
    ['Bob Lane and Sue Lane', 'Sue Lane'],
    ['Smith and Sons LLC; John Smith', 'Smith and Sons LLC'],
    ['Smith and Sons LLC', 'Smith and Sons LLC'],
    ['Johnny Appleseed; Jon Smithers', 'Johnny Appleseed; Jon Smithers'],
    ['Mary Smith', 'Mary Smith'],
  ])('%s -> %s', (field, expected) => {
    expect(withoutHiddenNames(field, hidden)).toBe(expected);
  });
  it('a field without hidden people is returned as it is', () => {
    expect(withoutHiddenNames('Ann Lee & Bo Lee', [])).toBe('Ann Lee & Bo Lee');
    expect(withoutHiddenNames(null, hidden)).toBeNull();
  });
});
