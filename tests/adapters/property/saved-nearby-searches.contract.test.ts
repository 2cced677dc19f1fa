import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InMemorySavedNearbySearches } from '../../../adapters/memory/in-memory-saved-nearby-searches.js';
import type { Db } from '../../../adapters/postgres/db.js';
import { PgSavedNearbySearches } from '../../../adapters/postgres/pg-saved-nearby-searches.js';
import type { SavedNearbySearches } from '../../../core/property/nearby-search.port.js';
import { openTestDb } from '../../support/test-db.js';

/**
 * The SavedNearbySearches contract (core/property/nearby-search.port.ts; docs/decisions/0067) on the
 * in-memory fake and on PostgreSQL: per user, newest first, at most `max`, delete only one's own, the
 * owner's e-mail for the alerts, and the alert runs recorded.
 */
let db: Db | undefined;
afterAll(async () => db?.close());

const body = (title: string) => ({
  filters: { quickFilter: 'vacant' },
  criteria: { Target: { SubjectPropertyId: 1 } },
  title,
  searchUrl: `/nearby?t=${title}`,
});

const contract = (
  name: string,
  make: () => Promise<{ store: SavedNearbySearches; user: () => Promise<[string, string]> }>,
) =>
  describe(`SavedNearbySearches contract: ${name}`, () => {
    let store: SavedNearbySearches;
    let user: () => Promise<[string, string]>;
    beforeAll(async () => {
      ({ store, user } = await make());
    }, 120_000);

    it('stores per user, lists newest first, keeps at most max', async () => {
      const [a] = await user();
      const [b] = await user();
      for (const t of ['one', 'two', 'three']) expect(await store.add(a, body(t), 3)).not.toBeNull();
      expect(await store.add(a, body('four'), 3)).toBeNull();
      expect(await store.add(b, body('other'), 3)).not.toBeNull();
      const mine = await store.list(a);
      expect(mine.map((s) => s.title)).toEqual(['three', 'two', 'one']);
      expect(mine[0]).toMatchObject({
        userId: a,
        filters: { quickFilter: 'vacant' },
        matchedIds: null,
        lastAlertAt: null,
      });
      expect((await store.list(b)).map((s) => s.title)).toEqual(['other']);
    });

    it("deletes only the owner's search, once", async () => {
      const [a] = await user();
      const [b] = await user();
      const s = (await store.add(a, body('x'), 5))!;
      expect(await store.remove(b, s.id)).toBe(false);
      expect(await store.remove(a, s.id)).toBe(true);
      expect(await store.remove(a, s.id)).toBe(false);
      expect(await store.list(a)).toHaveLength(0);
    });

    it("all() carries the owner's e-mail; recordRun stores the matches and the time", async () => {
      const [a, email] = await user();
      const s = (await store.add(a, body('alert'), 5))!;
      const at = new Date('2026-11-20T10:00:00.000Z');
      expect(await store.recordRun(s.id, null, [3, 1, 2], at)).toBe(true);
      const row = (await store.all()).find((x) => x.id === s.id)!;
      expect(row.email).toBe(email);
      expect([...row.matchedIds!].sort()).toEqual([1, 2, 3]);
      expect(row.lastAlertAt?.toISOString()).toBe(at.toISOString());
    });

    it('recordRun is a compare-and-set on the previous run: of two runs that read the same row, one records', async () => {
      const [a] = await user();
      const s = (await store.add(a, body('race'), 5))!;
      const t1 = new Date('2026-11-21T10:00:00.000Z');
      const results = await Promise.all([
        store.recordRun(s.id, null, [1], t1),
        store.recordRun(s.id, null, [2], new Date('2026-11-21T10:00:01.000Z')),
      ]);
      expect(results.filter(Boolean)).toHaveLength(1);
      const row = (await store.all()).find((x) => x.id === s.id)!;
      // A run that read the old time loses; one that read the recorded time wins.
      expect(await store.recordRun(s.id, null, [9], new Date('2026-11-21T11:00:00.000Z'))).toBe(false);
      expect(await store.recordRun(s.id, row.lastAlertAt, [9], new Date('2026-11-21T11:00:00.000Z'))).toBe(true);
    });
  });

contract('in-memory fake', async () => {
  const emails = new Map<string, string>();
  let t = 0;
  const store = new InMemorySavedNearbySearches(
    (id) => emails.get(id) ?? null,
    () => new Date(Date.UTC(2026, 0, 1, 0, 0, t++)),
  );
  return {
    store,
    user: async () => {
      const id = randomUUID();
      emails.set(id, `${id}@example.com`);
      return [id, `${id}@example.com`];
    },
  };
});
contract(process.env.DATABASE_URL ? 'PostgreSQL server' : 'PGlite', async () => {
  db = await openTestDb();
  const store = new PgSavedNearbySearches(db);
  return {
    store,
    user: async () => {
      const id = randomUUID();
      await db!.query('INSERT INTO users (id, email, created_at, password_changed_at) VALUES ($1, $2, now(), now())', [
        id,
        `${id}@example.com`,
      ]);
      return [id, `${id}@example.com`];
    },
  };
});
