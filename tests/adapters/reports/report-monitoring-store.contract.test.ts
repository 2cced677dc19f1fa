import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InMemoryReportHistory } from '../../../adapters/memory/in-memory-report-history.js';
import { InMemoryReportMonitoringStore } from '../../../adapters/memory/in-memory-report-monitoring-store.js';
import { InMemoryReportStore } from '../../../adapters/memory/in-memory-report-store.js';
import type { Db } from '../../../adapters/postgres/db.js';
import { PgReportHistory } from '../../../adapters/postgres/pg-report-history.js';
import { PgReportMonitoringStore } from '../../../adapters/postgres/pg-report-monitoring-store.js';
import { PgReportStore } from '../../../adapters/postgres/pg-report-store.js';
import { PgUserRepository } from '../../../adapters/postgres/pg-user-repository.js';
import type { ReportHistory } from '../../../core/accounts/history.port.js';
import type { MonitoringSnapshot } from '../../../core/reports/monitoring-changes.rules.js';
import type { ReportMonitoringStore } from '../../../core/reports/report-monitoring.port.js';
import type { ReportStore } from '../../../core/reports/report-store.port.js';
import { openTestDb } from '../../support/test-db.js';

/**
 * The ReportMonitoringStore contract (core/reports/report-monitoring.port.ts) with the ReportStore whose
 * subscriptions it reads and the history whose list filter 1 follows its unseen alerts.
 */
interface Subject {
  monitoring: ReportMonitoringStore;
  store: ReportStore;
  history: ReportHistory;
  newUser(): Promise<string>;
}

const T0 = new Date('2026-11-21T10:00:00.000Z');
const at = (s: number) => new Date(T0.getTime() + s * 1000);
const facts = (...keys: string[]): MonitoringSnapshot =>
  keys.map((k) => ({ section: 'addresses', key: k, label: 'Tempe, AZ', recordedAt: '2026-11-02', current: true }));
const change = (text: string) => ({ section: 'addresses', kind: 'added' as const, text, recordedAt: '2026-11-02' });
const alert = (text: string) => ({ id: randomUUID(), title: 'Ann Lee', url: '/report?id=1', changes: [change(text)] });

const contract = (name: string, open: () => Promise<{ subject: Subject; close: () => Promise<void> }>) =>
  describe(`ReportMonitoringStore contract: ${name}`, () => {
    let s: Subject;
    let close: () => Promise<void>;
    beforeAll(async () => {
      ({ subject: s, close } = await open());
    });
    afterAll(async () => close());

    it('preferences: none at first; the first save gives the account id and date, later saves keep them', async () => {
      const u = await s.newUser();
      expect(await s.monitoring.preferences(u)).toBeNull();
      const id1 = randomUUID();
      const first = await s.monitoring.savePreferences(
        u,
        { isEnabled: true, isAutoReportMonitoringEnabled: false },
        id1,
        at(1),
      );
      expect(first).toEqual({
        isEnabled: true,
        isAutoReportMonitoringEnabled: false,
        accountId: id1,
        activatedAt: at(1),
      });
      const second = await s.monitoring.savePreferences(
        u,
        { isEnabled: false, isAutoReportMonitoringEnabled: true },
        randomUUID(),
        at(9),
      );
      expect(second).toEqual({
        isEnabled: false,
        isAutoReportMonitoringEnabled: true,
        accountId: id1,
        activatedAt: at(1),
      });
      expect(await s.monitoring.preferences(u)).toEqual(second);
    });

    it('monitored: only reports on, of members whose monitoring is enabled; autoMonitor only with auto on and never over a choice', async () => {
      const u = await s.newUser();
      await s.store.setMonitoring(u, 'background-1', true, false, at(1));
      await s.store.setMonitoring(u, 'background-2', false, false, at(1));
      expect(await s.monitoring.monitored(u)).toEqual([]);
      expect((await s.monitoring.subscriptions(u)).map((r) => r.reportId)).toEqual(['background-1']);
      await s.monitoring.savePreferences(
        u,
        { isEnabled: true, isAutoReportMonitoringEnabled: false },
        randomUUID(),
        at(2),
      );
      expect(await s.monitoring.monitored(u)).toEqual([
        { userId: u, reportId: 'background-1', monitoredSince: at(1), snapshotAt: null },
      ]);
      expect(await s.monitoring.autoMonitor(u, 'background-3', at(3))).toBe(false);
      await s.monitoring.savePreferences(
        u,
        { isEnabled: true, isAutoReportMonitoringEnabled: true },
        randomUUID(),
        at(3),
      );
      expect(await s.monitoring.autoMonitor(u, 'background-2', at(3))).toBe(false);
      expect(await s.monitoring.autoMonitor(u, 'background-3', at(4))).toBe(true);
      expect(await s.monitoring.autoMonitor(u, 'background-3', at(5))).toBe(false);
      expect((await s.monitoring.monitored(u)).map((r) => r.reportId)).toEqual(['background-1', 'background-3']);
    });

    it('recordRun is a compare-and-set on the snapshot: of several runs at once one writes, with its alert', async () => {
      const u = await s.newUser();
      await s.monitoring.putSnapshot(u, 'background-1', facts('a'), at(1));
      expect(await s.monitoring.snapshot(u, 'background-1')).toEqual(facts('a'));
      const results = await Promise.all(
        Array.from({ length: 5 }, (_, i) =>
          s.monitoring.recordRun(u, 'background-1', at(1), facts('a', `b${i}`), at(2), alert(`run ${i}`)),
        ),
      );
      expect(results.filter(Boolean)).toHaveLength(1);
      expect(await s.monitoring.alerts(u, 10)).toHaveLength(1);
      expect(await s.monitoring.recordRun(u, 'background-1', at(1), facts('z'), at(3), null)).toBe(false);
      expect(await s.monitoring.recordRun(u, 'background-1', at(2), facts('z'), at(3), null)).toBe(true);
      expect(await s.monitoring.snapshot(u, 'background-1')).toEqual(facts('z'));
      expect(await s.monitoring.recordRun(u, 'background-9', null, facts('q'), at(3), null)).toBe(true);
      expect(await s.monitoring.recordRun(u, 'background-9', null, facts('q'), at(4), null)).toBe(false);
    });

    it('alerts newest first with a limit; seen by report or by id; the count and the history filter follow', async () => {
      const u = await s.newUser();
      const other = await s.newUser();
      await s.history.record(
        u,
        {
          reportId: 'background-1',
          searchType: 'background',
          criteria: {},
          title: 'A',
          subtitle: '',
          url: '/a',
          isPdf: false,
        },
        at(0),
      );
      await s.history.record(
        u,
        {
          reportId: 'background-2',
          searchType: 'background',
          criteria: {},
          title: 'B',
          subtitle: '',
          url: '/b',
          isPdf: false,
        },
        at(0),
      );
      const a1 = alert('one');
      const a2 = alert('two');
      const a3 = alert('three');
      await s.monitoring.recordRun(u, 'background-1', null, facts('a'), at(1), a1);
      await s.monitoring.recordRun(u, 'background-1', at(1), facts('b'), at(2), a2);
      await s.monitoring.recordRun(u, 'background-2', null, facts('c'), at(3), a3);
      await s.monitoring.recordRun(other, 'background-1', null, facts('a'), at(1), alert('theirs'));
      expect((await s.monitoring.alerts(u, 2)).map((a) => a.id)).toEqual([a3.id, a2.id]);
      expect(await s.monitoring.unseenCount(u)).toBe(3);
      const listed = async () =>
        (
          await s.store.listHistory(u, {
            offset: 0,
            limit: 10,
            favoritesOnly: false,
            alertsOnly: true,
            searchTypes: null,
          })
        ).items.map((r) => r.reportId);
      expect((await listed()).sort()).toEqual(['background-1', 'background-2']);
      expect(await s.monitoring.markSeen(u, { reportId: 'background-1' }, at(5))).toBe(2);
      expect(await s.monitoring.unseenCount(u)).toBe(1);
      expect(await listed()).toEqual(['background-2']);
      expect((await s.monitoring.unseenAlerts(u, 'background-2')).map((a) => a.id)).toEqual([a3.id]);
      expect(await s.monitoring.markSeen(u, { alertIds: [a3.id, 'not-an-id'] }, at(6))).toBe(1);
      expect(await s.monitoring.unseenCount(u)).toBe(0);
      expect(await listed()).toEqual([]);
      expect(await s.monitoring.unseenCount(other)).toBe(1);
      const [seen] = await s.monitoring.alerts(u, 1);
      expect(seen?.seenAt).toEqual(at(6));
      expect(seen?.changes).toEqual([change('three')]);
    });

    it('claimDigest hands each unseen alert to exactly one of several claims, once', async () => {
      const u = await s.newUser();
      const seenAlert = alert('seen');
      await s.monitoring.recordRun(u, 'background-7', null, facts('a'), at(1), seenAlert);
      await s.monitoring.markSeen(u, { alertIds: [seenAlert.id] }, at(2));
      await s.monitoring.recordRun(u, 'background-7', at(1), facts('b'), at(3), alert('new one'));
      await s.monitoring.recordRun(u, 'background-8', null, facts('b'), at(3), alert('new two'));
      const claims = await Promise.all(Array.from({ length: 4 }, () => s.monitoring.claimDigest(at(10))));
      const mine = claims.flat().filter((b) => b.userId === u);
      expect(mine).toHaveLength(1);
      expect(mine[0]?.alerts.map((a) => a.changes[0]?.text).sort()).toEqual(['new one', 'new two']);
      expect(mine[0]?.email).toMatch(/@example\.com$/);
      expect((await s.monitoring.claimDigest(at(11))).filter((b) => b.userId === u)).toEqual([]);
    });
  });

contract('in-memory fakes', async () => {
  const history = new InMemoryReportHistory();
  const store = new InMemoryReportStore(history);
  const monitoring = new InMemoryReportMonitoringStore(store, async (u) => `${u.slice(0, 8)}@example.com`);
  return { subject: { monitoring, store, history, newUser: async () => randomUUID() }, close: async () => {} };
});

contract(process.env.DATABASE_URL ? 'PostgreSQL server' : 'PGlite', async () => {
  const db: Db = await openTestDb();
  const users = new PgUserRepository(db);
  const history = new PgReportHistory(db);
  return {
    subject: {
      monitoring: new PgReportMonitoringStore(db),
      store: new PgReportStore(db, history),
      history,
      newUser: async () => {
        const id = randomUUID();
        await users.create({
          id,
          email: `u${id.slice(0, 8)}@example.com`,
          firstName: 'Ann',
          lastName: 'Lee',
          passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNoaGFzaA',
          userFlags: 0,
          createdAt: T0,
        } as never);
        return id;
      },
    },
    close: () => db.close(),
  };
});
