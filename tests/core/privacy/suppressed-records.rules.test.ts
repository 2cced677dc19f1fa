import { describe, expect, it } from 'vitest';
import {
  suppressedNeighborhood,
  suppressedPersonSearch,
  suppressedReportSource,
  withoutSuppressed,
} from '../../../core/privacy/suppressed-records.rules.js';
import type { ReportSource } from '../../../core/reports/report-source.port.js';
import type { PersonSearch } from '../../../core/search/person-search.port.js';

const hidden = new Set([2, 5]);
const suppressions = {
  calls: 0,
  async suppressedAmong(ids: readonly number[]) {
    this.calls += 1;
    return new Set(ids.filter((id) => hidden.has(id)));
  },
};
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

describe('withoutSuppressed', () => {
  it('drops the suppressed people, keeps items without a person, and asks nothing for an empty list', async () => {
    const items = [{ p: 1 }, { p: 2 }, { p: null }, { p: 5 }, { p: 7 }];
    expect(await withoutSuppressed(suppressions, items, (i) => i.p)).toEqual([{ p: 1 }, { p: null }, { p: 7 }]);
    const before = suppressions.calls;
    expect(await withoutSuppressed(suppressions, [{ p: null }], (i) => i.p)).toEqual([{ p: null }]);
    expect(await withoutSuppressed(suppressions, [{ p: 1 }], (i) => i.p)).toEqual([{ p: 1 }]);
    expect(suppressions.calls).toBe(before + 1);
  });
});

describe('suppressedReportSource', () => {
  const source: ReportSource = {
    background: async (id) => ({ person: { id }, relations: [linked(2), linked(3)] }) as never,
    phone: async () => ({ phone: {}, people: [linked(2), linked(3)], addresses: [linked(2), linked(4)] }) as never,
    email: async (e) =>
      (e === 'all@hidden.example'
        ? { email: e, people: [linked(5)], phones: [], addresses: [] }
        : { email: e, people: [linked(1), linked(2)], phones: [], addresses: [linked(2)] }) as never,
    address: async () =>
      ({ owners: [{ personId: null }, { personId: 5 }], residents: [linked(2), linked(8)] }) as never,
  };
  const s = suppressedReportSource(source, suppressions);
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
    const n = suppressedReportSource(none, suppressions);
    expect([await n.background(1), await n.phone('1'), await n.email('x'), await n.address(1, null)]).toEqual([
      null,
      null,
      null,
      null,
    ]);
  });
});

describe('suppressedPersonSearch', () => {
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
  const s = suppressedPersonSearch(people, suppressions);
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
    const plain = suppressedPersonSearch(
      { ...people, lookupAddress: async () => [{ residents: [person(9)] } as never] },
      suppressions,
    );
    expect((await plain.lookupAddress({} as never))[0]?.residents.map((r) => r.id)).toEqual([9]);
  });
  it('passes a card-extras prefetch on and keeps only the extras of the people it keeps', async () => {
    const asked: unknown[] = [];
    const withExtras = suppressedPersonSearch(
      {
        ...people,
        findCandidatesBothOrders: async (q, o, prefetch) => {
          asked.push(prefetch);
          const found = await people.findCandidatesBothOrders(q, o);
          const ids = [...found.typed, ...(found.other ?? [])].map((c) => c.id);
          return { ...found, extras: ids.map((id) => ({ id, aliases: [`alias ${id}`], relatives: [] })) };
        },
      },
      suppressions,
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

  it('does not ask again about candidates the look-up says it left the opted-out people out of', async () => {
    const leftOut = suppressedPersonSearch(
      {
        ...people,
        findCandidatesBothOrders: async (q, o) => ({
          ...(await people.findCandidatesBothOrders(q, o)),
          suppressedLeftOut: true,
        }),
      },
      suppressions,
    );
    const before = suppressions.calls;
    const both = await leftOut.findCandidatesBothOrders(
      { first: 'ann', last: 'lee', firstNames: [], limit: 10 },
      { firstNames: [], below: 10 },
    );
    expect(suppressions.calls - before).toBe(0);
    expect(both.typed.map((c) => c.id)).toEqual([1, 2, 3]);
  });
});

describe('suppressedNeighborhood', () => {
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
    const n = suppressedNeighborhood(base, suppressions);
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
