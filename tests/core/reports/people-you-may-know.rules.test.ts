import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { InMemoryPeopleYouMayKnowStore } from '../../../adapters/memory/in-memory-people-you-may-know-store.js';
import { InMemoryReportHistory } from '../../../adapters/memory/in-memory-report-history.js';
import { InMemorySuppressions } from '../../../adapters/memory/in-memory-suppressions.js';
import { makeFactGate } from '../../../core/fact-gate/fact-gate.steps.js';
import { makeListPeopleYouMayKnow } from '../../../core/reports/list-people-you-may-know.use-case.js';
import type { PeopleYouMayKnowPorts, PersonConnection } from '../../../core/reports/people-you-may-know.port.js';
import {
  PYMK_MAX_SUGGESTIONS,
  peopleYouMayKnowAddress,
  peopleYouMayKnowLocation,
  peopleYouMayKnowReason,
  personYouMayKnowView,
  suggestPeople,
} from '../../../core/reports/people-you-may-know.rules.js';
import {
  MarkPersonYouMayKnowInput,
  PeopleYouMayKnowVisibilityInput,
} from '../../../core/reports/people-you-may-know.schema.js';
import { makeRefreshPeopleYouMayKnow } from '../../../core/reports/refresh-people-you-may-know.use-case.js';
import { peopleYouMayKnowCardCount } from '../../../web/src/lib/layout.rules';
import { PYMK, pymkRecords } from '../../support/people-you-may-know-fixture.js';

const conn = (seed: number, kind: PersonConnection['kind'], id: number, over: Partial<PersonConnection> = {}) => ({
  seedPersonId: seed,
  kind,
  id,
  firstName: `F${id}`,
  middleName: null,
  lastName: `L${id}`,
  birthDate: null,
  deceased: false,
  city: 'Tempe',
  state: 'AZ',
  ...over,
});

describe('People You May Know rules (000 sections 3 and 4)', () => {
  it('reasons name the person looked up; of the member own record, "Your ..."', () => {
    const john = { fullName: 'John Smith', self: false };
    expect(peopleYouMayKnowReason('relative', john)).toBe('Relative of John Smith');
    expect(peopleYouMayKnowReason('associate', john)).toBe('Associate of John Smith');
    expect(peopleYouMayKnowReason('neighbor', john)).toBe('Neighbor of John Smith');
    expect(peopleYouMayKnowReason('relative', { fullName: 'Ann Lee', self: true })).toBe('Your relative');
  });

  it('Location: parts separated by "; ", the second part is displayed as the address', () => {
    const loc = peopleYouMayKnowLocation('Relative of John Smith', 'Tempe', 'AZ');
    expect(loc).toBe('Relative of John Smith; Tempe, AZ');
    expect(peopleYouMayKnowAddress(loc)).toBe('Tempe, AZ');
    expect(peopleYouMayKnowAddress(peopleYouMayKnowLocation('x', null, 'AZ'))).toBe('AZ');
    expect(peopleYouMayKnowAddress('no parts')).toBe('');
  });

  it('order: seeds in order, then relatives, associates, neighbours; each person once; no seed, no deceased', () => {
    const seeds = [
      { personId: 1, fullName: 'Ann Lee', self: true },
      { personId: 2, fullName: 'John Smith', self: false },
    ];
    const out = suggestPeople({
      seeds,
      connections: [
        conn(2, 'relative', 10),
        conn(1, 'neighbor', 11),
        conn(1, 'relative', 12),
        conn(1, 'associate', 10),
        conn(1, 'relative', 2), // a seed
        conn(2, 'associate', 13, { deceased: true }),
        conn(2, 'neighbor', 14),
      ],
      exclude: new Set([14]),
    });
    expect(out.map((d) => [d.personId, d.reason, d.rank])).toEqual([
      [12, 'Your relative', 0],
      [10, 'Your associate', 1],
      [11, 'Your neighbor', 2],
    ]);
  });

  it('property: never more than the limit, never a person twice, never a seed or deceased person', () => {
    const arbConn = fc.record({
      seed: fc.integer({ min: 1, max: 4 }),
      kind: fc.constantFrom('relative' as const, 'associate' as const, 'neighbor' as const),
      id: fc.integer({ min: 1, max: 40 }),
      deceased: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.array(arbConn, { maxLength: 80 }), fc.integer({ min: 0, max: 30 }), (cs, limit) => {
        const seeds = [1, 2, 3].map((id) => ({ personId: id, fullName: `S${id}`, self: id === 1 }));
        const out = suggestPeople({
          seeds,
          connections: cs.map((c) => conn(c.seed, c.kind, c.id, { deceased: c.deceased })),
          limit,
        });
        expect(out.length).toBeLessThanOrEqual(Math.min(limit, PYMK_MAX_SUGGESTIONS + 10));
        expect(new Set(out.map((d) => d.personId)).size).toBe(out.length);
        for (const d of out) {
          expect([1, 2, 3]).not.toContain(d.personId);
          expect(cs.some((c) => c.id === d.personId && !c.deceased && c.seed <= 3)).toBe(true);
        }
        expect(out.map((d) => d.rank)).toEqual(out.map((_, i) => i));
      }),
    );
  });

  it('a card shows name, age, city and state, the report to monitor; nothing more', () => {
    const v = personYouMayKnowView(
      {
        id: 'x',
        personId: 7,
        firstName: 'Mary',
        middleName: 'Q',
        lastName: 'Smith',
        birthDate: '1972-08-15',
        city: 'Phoenix',
        state: 'AZ',
        reason: 'Relative of John Smith',
        seedPersonId: null,
        rank: 0,
        clicked: false,
        favorite: true,
      },
      '2026-08-14',
    );
    expect(v).toMatchObject({ name: 'Mary Q Smith', age: 53, address: 'Phoenix, AZ', reportId: 'background-7' });
    expect(v.reportUrl.startsWith('/report?')).toBe(true);
    expect(JSON.stringify(v)).not.toContain('1972');
  });

  it('the cards shown by window width (000 section 4)', () => {
    expect([1029, 1030, 1079, 1080, 1299, 1300, 1529, 1530].map(peopleYouMayKnowCardCount)).toEqual([
      3, 4, 4, 3, 3, 4, 4, 5,
    ]);
  });

  it('schemas: ids are UUIDs, ShowInDashboard a boolean', () => {
    expect(MarkPersonYouMayKnowInput.safeParse({ id: 'abc', mark: 'clicked' }).success).toBe(false);
    expect(
      MarkPersonYouMayKnowInput.safeParse({ id: '00000000-0000-4000-8000-00000000000A', mark: 'favorite' }).data?.id,
    ).toBe('00000000-0000-4000-8000-00000000000a');
    expect(MarkPersonYouMayKnowInput.safeParse({ id: '00000000-0000-4000-8000-000000000001', mark: 'x' }).success).toBe(
      false,
    );
    expect(PeopleYouMayKnowVisibilityInput.safeParse({ ShowInDashboard: false }).success).toBe(true);
    expect(PeopleYouMayKnowVisibilityInput.safeParse({ ShowInDashboard: 'false' }).success).toBe(false);
  });
});

describe('People You May Know use cases on the fakes', () => {
  const setup = (over: Partial<PeopleYouMayKnowPorts> = {}) => {
    const history = new InMemoryReportHistory();
    const people = new InMemoryPeopleYouMayKnowStore(pymkRecords(), history, async () => ({
      firstName: 'Ann',
      lastName: 'Lee',
      address: PYMK.annAddress,
    }));
    let n = 0;
    const ports: PeopleYouMayKnowPorts = {
      people,
      allowance: { membership: async () => ({}) as never },
      clock: { now: () => new Date('2026-11-21T10:00:00Z') },
      ids: { uuid: () => `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`, token: () => 't' },
      enabled: () => true,
      gate: makeFactGate(new InMemorySuppressions()),
      // The member holds the report of person 3 in full: only that card offers Monitor.
      levelOf: async (_userId, reportIds) => reportIds.map((id) => (id === 'background-3' ? 'full' : 'contactSocial')),
      ...over,
    };
    return { history, ports };
  };

  it('the member own record seeds "Your relative"; then the people looked up', async () => {
    const { history, ports } = setup();
    await history.record(
      'u1',
      {
        reportId: 'background-1',
        searchType: 'background',
        criteria: {},
        title: '',
        subtitle: '',
        url: '',
        isPdf: false,
      },
      new Date('2026-11-20T00:00:00Z'),
    );
    const r = await makeRefreshPeopleYouMayKnow(ports)('u1');
    expect(r._unsafeUnwrap().data.map((s) => s.reason)).toEqual([
      'Your relative',
      'Relative of John Smith',
      'Associate of John Smith',
      'Neighbor of John Smith',
    ]);
    // Monitor is offered only where the member holds the person's report in full (person 3 here).
    expect(r._unsafeUnwrap().data.map((s) => [s.personId, s.canMonitor])).toEqual(
      r._unsafeUnwrap().data.map((s) => [s.personId, s.personId === 3]),
    );
    expect(r._unsafeUnwrap().data.some((s) => s.personId === 3)).toBe(true);
  });

  it('site flag off: nothing made, nothing listed, the block not shown', async () => {
    const { ports } = setup({ enabled: () => false });
    expect((await makeRefreshPeopleYouMayKnow(ports)('u1'))._unsafeUnwrap()).toEqual({
      data: [],
      showInDashboard: false,
    });
    expect((await makeListPeopleYouMayKnow({ ...ports, enabled: () => true })('u1'))._unsafeUnwrap().data).toEqual([]);
  });

  it('no membership: Forbidden', async () => {
    const { ports } = setup({ allowance: { membership: async () => null } });
    expect((await makeListPeopleYouMayKnow(ports)('u1'))._unsafeUnwrapErr().type).toBe('Forbidden');
    expect((await makeRefreshPeopleYouMayKnow(ports)('u1'))._unsafeUnwrapErr().type).toBe('Forbidden');
  });
});
