import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  InMemoryPeopleYouMayKnowStore,
  type PymkAccount,
} from '../../../adapters/memory/in-memory-people-you-may-know-store.js';
import { InMemoryReportHistory } from '../../../adapters/memory/in-memory-report-history.js';
import type { Db } from '../../../adapters/postgres/db.js';
import { PgPeopleYouMayKnowStore } from '../../../adapters/postgres/pg-people-you-may-know-store.js';
import { PgReportHistory } from '../../../adapters/postgres/pg-report-history.js';
import { PgUserRepository } from '../../../adapters/postgres/pg-user-repository.js';
import type { ReportHistory } from '../../../core/accounts/history.port.js';
import type { PeopleYouMayKnowStore, PersonYouMayKnowDraft } from '../../../core/reports/people-you-may-know.port.js';
import { PYMK, pymkRecords } from '../../support/people-you-may-know-fixture.js';
import { insertRecordTables } from '../../support/record-tables.js';
import { openTestDb } from '../../support/test-db.js';

/** The PeopleYouMayKnowStore contract (core/reports/people-you-may-know.port.ts) over tests/support/people-you-may-know-fixture.ts. */
interface Subject {
  people: PeopleYouMayKnowStore;
  history: ReportHistory;
  newUser(account?: Partial<PymkAccount>): Promise<string>;
}

const T0 = new Date('2026-11-21T10:00:00.000Z');
const at = (s: number) => new Date(T0.getTime() + s * 1000);
const view = (personId: number | string) => ({
  reportId: typeof personId === 'number' ? `background-${personId}` : personId,
  searchType: 'background',
  criteria: {},
  title: 'A person',
  subtitle: '',
  url: '/report',
  isPdf: false,
});
const draft = (personId: number, rank: number, reason = 'Relative of John Smith'): PersonYouMayKnowDraft => ({
  personId,
  firstName: `P${personId}`,
  middleName: null,
  lastName: 'Test',
  birthDate: '1980-01-01',
  city: 'Tempe',
  state: 'AZ',
  reason,
  seedPersonId: 900 + personId,
  rank,
});
const ids = () => randomUUID();

const contract = (name: string, open: () => Promise<{ subject: Subject; close: () => Promise<void> }>) =>
  describe(`PeopleYouMayKnowStore contract: ${name}`, () => {
    let s: Subject;
    let close: () => Promise<void>;
    beforeAll(async () => {
      ({ subject: s, close } = await open());
    }, 120_000);
    afterAll(async () => close());

    it('seeds: the member own record first (name and ZIP of the account address), then background reports, latest first', async () => {
      const u = await s.newUser({ firstName: 'Ann', lastName: 'Lee', address: PYMK.annAddress });
      await s.history.record(u, view(PYMK.john), at(1));
      await s.history.record(u, view('phone-6025550123'), at(2));
      await s.history.record(u, view(PYMK.bob), at(3));
      await s.history.record(u, view(999), at(4)); // not in the records
      await s.history.record(u, view(PYMK.ann), at(5)); // the member's own record, listed once
      expect(await s.people.seeds(u, 10)).toEqual([
        { personId: PYMK.ann, fullName: 'Ann Lee', self: true },
        { personId: PYMK.bob, fullName: 'Bob Jones', self: false },
        { personId: PYMK.john, fullName: 'John Smith', self: false },
      ]);
      expect(await s.people.seeds(u, 2)).toEqual([
        { personId: PYMK.ann, fullName: 'Ann Lee', self: true },
        { personId: PYMK.bob, fullName: 'Bob Jones', self: false },
      ]);
      expect(await s.people.seeds(u, 0)).toEqual([]);
    });

    it('seeds: no own record when the account address names another ZIP code or no address', async () => {
      const other = await s.newUser({ firstName: 'Ann', lastName: 'Lee', address: '5 Elm St, Mesa, AZ 85201' });
      const none = await s.newUser({ firstName: 'Ann', lastName: 'Lee', address: null });
      expect(await s.people.seeds(other, 10)).toEqual([]);
      expect(await s.people.seeds(none, 10)).toEqual([]);
    });

    it('connections: relatives, associates and street neighbours with preview facts; no deceased, housemate or other ZIP', async () => {
      const c = await s.people.connections([PYMK.john], 5);
      const short = c.map((x) => [x.seedPersonId, x.kind, x.id]).sort();
      expect(short).toEqual(
        [
          [PYMK.john, 'associate', PYMK.bob],
          [PYMK.john, 'neighbor', PYMK.nina],
          [PYMK.john, 'relative', PYMK.mary],
        ].sort(),
      );
      const mary = c.find((x) => x.id === PYMK.mary);
      expect(mary).toEqual({
        seedPersonId: PYMK.john,
        kind: 'relative',
        id: PYMK.mary,
        firstName: 'Mary',
        middleName: null,
        lastName: 'Smith',
        birthDate: '1972-08-15',
        deceased: false,
        city: 'Phoenix',
        state: 'AZ',
      });
      // Nothing a preview would not show: no street, phone or e-mail.
      expect(Object.keys(mary ?? {}).sort()).toEqual([
        'birthDate',
        'city',
        'deceased',
        'firstName',
        'id',
        'kind',
        'lastName',
        'middleName',
        'seedPersonId',
        'state',
      ]);
      expect(await s.people.connections([], 5)).toEqual([]);
      expect(await s.people.connections([PYMK.john], 0)).toEqual([]);
      const both = await s.people.connections([PYMK.john, PYMK.ann], 5);
      expect(both.filter((x) => x.seedPersonId === PYMK.ann).map((x) => [x.kind, x.id])).toEqual([
        ['relative', PYMK.tom],
      ]);
    });

    it('replace and list: ids and marks kept, removed stay removed, favorites kept, the rest dropped', async () => {
      const u = await s.newUser();
      await s.people.replace(u, [draft(2, 0), draft(3, 1), draft(5, 2)], ids, at(1));
      const first = await s.people.list(u, 20);
      expect(first.map((r) => [r.personId, r.rank, r.clicked, r.favorite])).toEqual([
        [2, 0, false, false],
        [3, 1, false, false],
        [5, 2, false, false],
      ]);
      const [two, three, five] = first;
      expect(await s.people.mark(u, two!.id, 'clicked', at(2))).toBe(true);
      expect(await s.people.mark(u, three!.id, 'favorite', at(2))).toBe(true);
      expect(await s.people.remove(u, five!.id, at(3))).toBe(true);
      expect((await s.people.list(u, 20)).map((r) => r.personId)).toEqual([2, 3]);

      await s.people.replace(u, [draft(5, 0), draft(7, 1), draft(2, 2, 'Your relative')], ids, at(4));
      const again = await s.people.list(u, 20);
      expect(again.map((r) => [r.personId, r.rank, r.clicked, r.favorite, r.reason])).toEqual([
        [3, 1, false, true, 'Relative of John Smith'],
        [7, 1, false, false, 'Relative of John Smith'],
        [2, 2, true, false, 'Your relative'],
      ]);
      expect(again.find((r) => r.personId === 2)?.id).toBe(two!.id);
      expect(await s.people.list(u, 1)).toHaveLength(1);
      // A removed suggestion can not be marked again; removing twice is still the member's.
      expect(await s.people.mark(u, five!.id, 'clicked', at(5))).toBe(false);
      expect(await s.people.remove(u, five!.id, at(5))).toBe(true);
    });

    it('ownership: a member can not mark or remove another member suggestion', async () => {
      const owner = await s.newUser();
      const other = await s.newUser();
      await s.people.replace(owner, [draft(2, 0)], ids, at(1));
      const [mine] = await s.people.list(owner, 20);
      expect(await s.people.mark(other, mine!.id, 'favorite', at(2))).toBe(false);
      expect(await s.people.remove(other, mine!.id, at(2))).toBe(false);
      expect(await s.people.remove(owner, randomUUID(), at(2))).toBe(false);
      expect(await s.people.list(other, 20)).toEqual([]);
      expect(await s.people.list(owner, 20)).toEqual([{ ...mine, favorite: false }]);
    });

    it('two refreshes at once store each person once', async () => {
      const u = await s.newUser();
      await Promise.all(Array.from({ length: 4 }, () => s.people.replace(u, [draft(2, 0), draft(3, 1)], ids, at(1))));
      expect((await s.people.list(u, 20)).map((r) => r.personId)).toEqual([2, 3]);
    });

    it('showInDashboard: shown until hidden, shown again when set', async () => {
      const u = await s.newUser();
      expect(await s.people.showInDashboard(u)).toBe(true);
      await s.people.setShowInDashboard(u, false, at(1));
      expect(await s.people.showInDashboard(u)).toBe(false);
      await s.people.setShowInDashboard(u, true, at(2));
      expect(await s.people.showInDashboard(u)).toBe(true);
    });
  });

contract('in-memory fakes', async () => {
  const history = new InMemoryReportHistory();
  const accounts = new Map<string, PymkAccount>();
  const people = new InMemoryPeopleYouMayKnowStore(pymkRecords(), history, async (u) => accounts.get(u) ?? null);
  return {
    subject: {
      people,
      history,
      newUser: async (a = {}) => {
        const id = randomUUID();
        accounts.set(id, { firstName: 'Zed', lastName: 'Nobody', address: null, ...a });
        return id;
      },
    },
    close: async () => {},
  };
});

contract(process.env.DATABASE_URL ? 'PostgreSQL server' : 'PGlite', async () => {
  const db: Db = await openTestDb();
  await insertRecordTables(db, pymkRecords());
  const users = new PgUserRepository(db);
  return {
    subject: {
      people: new PgPeopleYouMayKnowStore(db),
      history: new PgReportHistory(db),
      newUser: async (a = {}) => {
        const id = randomUUID();
        await users.create({
          id,
          email: `u${id.slice(0, 8)}@example.com`,
          firstName: a.firstName ?? 'Zed',
          lastName: a.lastName ?? 'Nobody',
          passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNoaGFzaA',
          userFlags: 0,
          createdAt: T0,
        } as never);
        await db.query('UPDATE users SET address = $2 WHERE id = $1', [id, a.address ?? null]);
        return id;
      },
    },
    close: () => db.close(),
  };
});
