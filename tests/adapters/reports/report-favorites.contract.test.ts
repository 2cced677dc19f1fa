import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InMemoryReportHistory } from '../../../adapters/memory/in-memory-report-history.js';
import { InMemoryReportStore } from '../../../adapters/memory/in-memory-report-store.js';
import type { Db } from '../../../adapters/postgres/db.js';
import { PgReportHistory } from '../../../adapters/postgres/pg-report-history.js';
import { PgReportStore } from '../../../adapters/postgres/pg-report-store.js';
import { PgUserRepository } from '../../../adapters/postgres/pg-user-repository.js';
import type { ReportHistory } from '../../../core/accounts/history.port.js';
import type { ReportStore } from '../../../core/reports/report-store.port.js';
import { openTestDb } from '../../support/test-db.js';

/** The favourite toggle of the ReportStore port (000 section 7 reports/{id}/toggle-favorite). */
interface Subject {
  store: ReportStore;
  history: ReportHistory;
  newUser(): Promise<string>;
}

const T0 = new Date('2026-11-21T10:00:00.000Z');
const LIST = { offset: 0, limit: 50, favoritesOnly: false, alertsOnly: false, searchTypes: null };
const entry = (reportId: string) => ({
  reportId,
  searchType: 'background',
  criteria: { id: reportId },
  title: `Title of ${reportId}`,
  subtitle: 'Austin, TX',
  url: `/report?id=${reportId}`,
  isPdf: false,
});

const contract = (name: string, open: () => Promise<{ subject: Subject; close: () => Promise<void> }>) =>
  describe(`ReportStore favourites contract: ${name}`, () => {
    let s: Subject;
    let close: () => Promise<void>;
    beforeAll(async () => {
      ({ subject: s, close } = await open());
    });
    afterAll(async () => close());

    it('flips the mark of the owner row; the favourites filter follows it', async () => {
      const u = await s.newUser();
      await s.history.record(u, entry('background-a1'), T0);
      await s.history.record(u, entry('background-a2'), new Date(T0.getTime() + 1000));
      const row = await s.store.historyByReportId(u, 'background-a1');
      expect(row?.isFavorite).toBe(false);
      expect(await s.store.toggleFavorite(u, row!.id)).toBe(true);
      expect((await s.store.historyItem(u, row!.id))?.isFavorite).toBe(true);
      const favs = await s.store.listHistory(u, { ...LIST, favoritesOnly: true });
      expect(favs.items.map((r) => r.reportId)).toEqual(['background-a1']);
      expect(favs.total).toBe(1);
      expect(await s.store.toggleFavorite(u, row!.id)).toBe(false);
      expect((await s.store.listHistory(u, { ...LIST, favoritesOnly: true })).total).toBe(0);
    });

    it("another user's row or an unknown id is null and keeps the mark", async () => {
      const owner = await s.newUser();
      const other = await s.newUser();
      await s.history.record(owner, entry('background-b1'), T0);
      const row = await s.store.historyByReportId(owner, 'background-b1');
      expect(await s.store.toggleFavorite(other, row!.id)).toBeNull();
      expect(await s.store.toggleFavorite(owner, 987_654_321)).toBeNull();
      expect((await s.store.historyItem(owner, row!.id))?.isFavorite).toBe(false);
    });

    it('an even number of toggles at once leaves the mark as it was', async () => {
      const u = await s.newUser();
      await s.history.record(u, entry('background-c1'), T0);
      const row = await s.store.historyByReportId(u, 'background-c1');
      const answers = await Promise.all(Array.from({ length: 6 }, () => s.store.toggleFavorite(u, row!.id)));
      expect(answers.filter((a) => a === true)).toHaveLength(3);
      expect((await s.store.historyItem(u, row!.id))?.isFavorite).toBe(false);
    });
  });

contract('in memory', async () => {
  const history = new InMemoryReportHistory();
  return {
    subject: { store: new InMemoryReportStore(history), history, newUser: async () => randomUUID() },
    close: async () => {},
  };
});

contract(process.env.DATABASE_URL ? 'PostgreSQL server' : 'PGlite', async () => {
  const db: Db = await openTestDb();
  const users = new PgUserRepository(db);
  const history = new PgReportHistory(db);
  return {
    subject: {
      store: new PgReportStore(db, history),
      history,
      newUser: async () => {
        const id = randomUUID();
        await users.create({
          id,
          email: `f${id.slice(0, 8)}@example.com`,
          firstName: 'Ann',
          lastName: 'Lee',
          passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNoaGFzaA',
          userFlags: 0,
          createdAt: T0,
        });
        return id;
      },
    },
    close: () => db.close(),
  };
});
