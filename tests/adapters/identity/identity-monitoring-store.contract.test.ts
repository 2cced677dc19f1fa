import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InMemoryIdentityMonitoringStore } from '../../../adapters/memory/in-memory-identity-monitoring-store.js';
import type { Db } from '../../../adapters/postgres/db.js';
import { PgIdentityMonitoringStore } from '../../../adapters/postgres/pg-identity-monitoring-store.js';
import { PgSmsOutbox } from '../../../adapters/postgres/pg-sms-outbox.js';
import { PgUserRepository } from '../../../adapters/postgres/pg-user-repository.js';
import type { IdentityMonitoringStore, NewIdentityAlert } from '../../../core/identity/identity-monitoring.port.js';
import type { MonitoringSnapshot } from '../../../core/reports/monitoring-changes.rules.js';
import { openTestDb } from '../../support/test-db.js';

/** The IdentityMonitoringStore contract (core/identity/identity-monitoring.port.ts). */
interface Subject {
  store: IdentityMonitoringStore;
  newUser(): Promise<string>;
}

const T0 = new Date('2026-11-21T10:00:00.000Z');
const at = (s: number) => new Date(T0.getTime() + s * 1000);
const INFO = {
  firstName: 'Ann',
  middleName: '',
  lastName: 'Lee',
  dateOfBirth: '1980-04-02',
  street: '12 Mill Ave',
  city: 'Tempe',
  state: 'AZ',
  zip: '85281',
};
const facts = (...keys: string[]): MonitoringSnapshot =>
  keys.map((k) => ({ section: 'addresses', key: k, label: 'Tempe, AZ', recordedAt: '2026-11-02', current: true }));
const alert = (key: string, kind: 'breach' | 'record' = 'breach'): NewIdentityAlert => ({
  id: randomUUID(),
  key,
  kind,
  text: `text ${key}`,
  url: '/dashboard/monitoring/identity-monitoring',
});
const code = (digest: string, expiresAt: Date, sentTo = 'ann@example.com') => ({ digest, sentTo, expiresAt });

const contract = (name: string, open: () => Promise<{ subject: Subject; close: () => Promise<void> }>) =>
  describe(`IdentityMonitoringStore contract: ${name}`, () => {
    let s: Subject;
    let close: () => Promise<void>;
    beforeAll(async () => {
      ({ subject: s, close } = await open());
    });
    afterAll(async () => close());

    it('set-up: none at first; e-mail, personal information and phone are kept', async () => {
      const u = await s.newUser();
      expect(await s.store.setup(u)).toBeNull();
      await s.store.markEmailVerified(u, at(1));
      await s.store.savePersonalInfo(u, INFO, at(2));
      await s.store.savePhone(u, '6025550123', at(3));
      expect(await s.store.setup(u)).toEqual({
        userId: u,
        emailVerifiedAt: at(1),
        personalInfo: INFO,
        phone: '6025550123',
        recordId: null,
        activatedAt: null,
        snapshotAt: null,
      });
      await s.store.savePersonalInfo(u, { ...INFO, city: 'Mesa' }, at(4));
      expect((await s.store.setup(u))?.personalInfo?.city).toBe('Mesa');
    });

    it('codes: the latest one only, used once, wrong tries counted up to the limit, expiry', async () => {
      const u = await s.newUser();
      expect(await s.store.checkCode(u, 'email', 'x', at(0), 5)).toEqual({ outcome: 'expired' });
      expect(await s.store.issueCode(u, 'email', code('d1', at(900)), at(0), 5)).toBe('issued');
      expect(await s.store.issueCode(u, 'email', code('d2', at(900)), at(1), 5)).toBe('issued');
      // The earlier code no longer works; another kind's code is separate.
      expect(await s.store.checkCode(u, 'email', 'd1', at(2), 5)).toEqual({ outcome: 'wrong' });
      expect(await s.store.checkCode(u, 'phone', 'd2', at(2), 5)).toEqual({ outcome: 'expired' });
      expect(await s.store.checkCode(u, 'email', 'd2', at(3), 5)).toEqual({ outcome: 'ok', sentTo: 'ann@example.com' });
      expect(await s.store.checkCode(u, 'email', 'd2', at(4), 5)).toEqual({ outcome: 'expired' });

      expect(await s.store.issueCode(u, 'phone', code('p1', at(900), '6025550123'), at(5), 5)).toBe('issued');
      for (let i = 0; i < 3; i++) expect((await s.store.checkCode(u, 'phone', 'no', at(6), 3)).outcome).toBe('wrong');
      expect(await s.store.checkCode(u, 'phone', 'p1', at(7), 3)).toEqual({ outcome: 'expired' });

      expect(await s.store.issueCode(u, 'phone', code('p2', at(100), '6025550123'), at(8), 5)).toBe('issued');
      expect(await s.store.checkCode(u, 'phone', 'p2', at(100), 5)).toEqual({ outcome: 'expired' });
    });

    it('codes: at most perHour per kind in the hour, even when asked at once', async () => {
      const u = await s.newUser();
      const outcomes = await Promise.all(
        Array.from({ length: 9 }, (_, i) => s.store.issueCode(u, 'email', code(`d${i}`, at(900)), at(i), 5)),
      );
      expect(outcomes.filter((o) => o === 'issued')).toHaveLength(5);
      expect(await s.store.issueCode(u, 'phone', code('p', at(900)), at(10), 5)).toBe('issued');
      expect(await s.store.issueCode(u, 'email', code('late', at(9000)), at(3600 + 9), 5)).toBe('issued');
    });

    it('codes: concurrent tries never count more than maxTries', async () => {
      const u = await s.newUser();
      await s.store.issueCode(u, 'email', code('right', at(900)), at(0), 5);
      const r = await Promise.all(Array.from({ length: 8 }, () => s.store.checkCode(u, 'email', 'wrong', at(1), 5)));
      expect(r.filter((x) => x.outcome === 'wrong')).toHaveLength(5);
      expect(r.filter((x) => x.outcome === 'expired')).toHaveLength(3);
    });

    it('activation: once, with its baseline and alerts; active members are listed with their e-mail', async () => {
      const u = await s.newUser();
      expect(await s.store.activate(u, '42', facts('a'), at(1), [])).toBe(false);
      await s.store.savePhone(u, '6025550123', at(0));
      expect(await s.store.activate(u, '42', facts('a'), at(1), [alert('breach:b01-email')])).toBe(true);
      expect(await s.store.activate(u, '43', facts('b'), at(2), [])).toBe(false);
      const setup = await s.store.setup(u);
      expect(setup).toMatchObject({ recordId: '42', activatedAt: at(1), snapshotAt: at(1) });
      expect(await s.store.snapshot(u)).toEqual(facts('a'));
      const mine = (await s.store.active()).find((a) => a.userId === u);
      expect(mine).toMatchObject({ recordId: '42', phone: '6025550123', snapshotAt: at(1) });
      expect(mine?.email).toMatch(/@example\.com$/);
      expect((await s.store.alerts(u, 10)).map((a) => a.key)).toEqual(['breach:b01-email']);
    });

    it('alerts: each key once per member; newest first; seen by id or all', async () => {
      const u = await s.newUser();
      const other = await s.newUser();
      const first = await s.store.addAlerts(u, [alert('k1'), alert('k2')], at(1));
      expect(first.map((a) => a.key)).toEqual(['k1', 'k2']);
      expect(first[0]).toMatchObject({ kind: 'breach', text: 'text k1', createdAt: at(1), seenAt: null });
      expect((await s.store.addAlerts(u, [alert('k2'), alert('k3', 'record')], at(2))).map((a) => a.key)).toEqual([
        'k3',
      ]);
      expect((await s.store.addAlerts(other, [alert('k1')], at(2))).map((a) => a.key)).toEqual(['k1']);
      expect(await s.store.addAlerts(u, [], at(3))).toEqual([]);
      const list = await s.store.alerts(u, 10);
      expect(list.map((a) => a.key)).toEqual(['k3', 'k1', 'k2']);
      expect(await s.store.alerts(u, 1)).toHaveLength(1);
      expect(await s.store.unseenCount(u)).toBe(3);
      expect(await s.store.markAlertsSeen(u, [list[0]?.id as string, 'not-an-id'], at(4))).toBe(1);
      expect(await s.store.markAlertsSeen(u, [], at(4))).toBe(0);
      expect(await s.store.markAlertsSeen(other, [list[1]?.id as string], at(4))).toBe(0);
      expect(await s.store.unseenCount(u)).toBe(2);
      expect(await s.store.markAlertsSeen(u, null, at(5))).toBe(2);
      expect(await s.store.unseenCount(u)).toBe(0);
      expect(await s.store.unseenCount(other)).toBe(1);
      expect((await s.store.alerts(u, 10)).every((a) => a.seenAt !== null)).toBe(true);
    });

    it('record runs: a compare-and-set on the snapshot; a raced run writes nothing', async () => {
      const u = await s.newUser();
      await s.store.savePhone(u, '6025550123', at(0));
      await s.store.activate(u, '7', facts('a'), at(1), []);
      expect(await s.store.recordRun(u, at(0), facts('a', 'b'), at(2), [alert('r1', 'record')])).toBeNull();
      const written = await s.store.recordRun(u, at(1), facts('a', 'b'), at(2), [alert('r1', 'record')]);
      expect(written?.map((a) => a.key)).toEqual(['r1']);
      expect(await s.store.snapshot(u)).toEqual(facts('a', 'b'));
      expect((await s.store.setup(u))?.snapshotAt).toEqual(at(2));
      const [x, y] = await Promise.all([
        s.store.recordRun(u, at(2), facts('c'), at(3), [alert('r2', 'record')]),
        s.store.recordRun(u, at(2), facts('c'), at(3), [alert('r2', 'record')]),
      ]);
      expect([x, y].filter((r) => r === null)).toHaveLength(1);
      expect((await s.store.alerts(u, 10)).filter((a) => a.key === 'r2')).toHaveLength(1);
      const none = await s.newUser();
      expect(await s.store.recordRun(none, null, facts('a'), at(1), [])).toBeNull();
      expect(await s.store.snapshot(none)).toBeNull();
    });

    it('breach statuses: absent is new; set and replaced', async () => {
      const u = await s.newUser();
      expect((await s.store.breachStatuses(u)).size).toBe(0);
      await s.store.setBreachStatus(u, 'b01-email', 'seen', at(1));
      await s.store.setBreachStatus(u, 'b01-email', 'resolved', at(2));
      await s.store.setBreachStatus(u, 'b02-phone', 'seen', at(2));
      expect(Object.fromEntries(await s.store.breachStatuses(u))).toEqual({
        'b01-email': 'resolved',
        'b02-phone': 'seen',
      });
    });
  });

contract('in-memory fake', async () => {
  const store = new InMemoryIdentityMonitoringStore(async (u) => `${u.slice(0, 8)}@example.com`);
  return { subject: { store, newUser: async () => randomUUID() }, close: async () => {} };
});

const pgUsers = (db: Db) => {
  const users = new PgUserRepository(db);
  return async () => {
    const id = randomUUID();
    await users.create({
      id,
      email: `u${id.slice(0, 8)}@example.com`,
      firstName: 'Ann',
      lastName: 'Lee',
      passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNoaGFzaA',
      userFlags: 0,
      createdAt: T0,
    });
    return id;
  };
};

contract(process.env.DATABASE_URL ? 'PostgreSQL server' : 'PGlite', async () => {
  const db: Db = await openTestDb();
  return { subject: { store: new PgIdentityMonitoringStore(db), newUser: pgUsers(db) }, close: () => db.close() };
});

describe(`SMS outbox: ${process.env.DATABASE_URL ? 'PostgreSQL server' : 'PGlite'}`, () => {
  it('keeps the messages; the newest to a number is read back', async () => {
    const db = await openTestDb();
    try {
      const outbox = new PgSmsOutbox(db);
      expect(await outbox.latestTo('6025550123')).toBeNull();
      await outbox.send({ to: '6025550123', text: 'one' });
      await outbox.send({ to: '6025550123', text: 'two' });
      await outbox.send({ to: '4805550000', text: 'other' });
      expect(await outbox.latestTo('6025550123')).toMatchObject({ to: '6025550123', text: 'two' });
    } finally {
      await db.close();
    }
  });
});
