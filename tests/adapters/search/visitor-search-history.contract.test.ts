import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InMemoryVisitorSearchHistory } from '../../../adapters/memory/in-memory-visitor-search-history.js';
import type { Db } from '../../../adapters/postgres/db.js';
import { PgVisitorSearchHistory } from '../../../adapters/postgres/pg-visitor-search-history.js';
import type { VisitorSearchHistory } from '../../../core/search/visitor-search-history.port.js';
import { openTestDb } from '../../support/test-db.js';

/** The VisitorSearchHistory contract (core/search/visitor-search-history.port.ts; migration 0085). */
const T0 = new Date('2026-11-26T10:00:00.000Z');
const at = (s: number) => new Date(T0.getTime() + s * 1000);
const entry = (url: string, title = 'Ann Example') => ({
  searchTypeEnumId: 130,
  criteria: { firstName: 'Ann', lastName: 'Example' },
  searchUrl: url,
  title,
  subtitle: 'Austin, TX',
});

const contract = (name: string, open: () => Promise<{ s: VisitorSearchHistory; close: () => Promise<void> }>) =>
  describe(`VisitorSearchHistory contract: ${name}`, () => {
    let s: VisitorSearchHistory;
    let close: () => Promise<void>;
    beforeAll(async () => {
      ({ s, close } = await open());
    });
    afterAll(async () => close());

    it('lists a visitor searches oldest first; the same search again moves up and keeps one row', async () => {
      const v = randomUUID();
      await s.record(v, entry('/people/ann-example'), at(1));
      await s.record(v, entry('/people/bob-example', 'Bob Example'), at(2));
      await s.record(v, entry('/people/ann-example', 'Ann B Example'), at(3));
      const rows = await s.list(v);
      expect(rows.map((r) => [r.searchUrl, r.title, r.lastRun.toISOString()])).toEqual([
        ['/people/bob-example', 'Bob Example', at(2).toISOString()],
        ['/people/ann-example', 'Ann B Example', at(3).toISOString()],
      ]);
      expect(rows[1]?.createdAt.toISOString()).toBe(at(1).toISOString());
      expect(rows[1]?.criteria).toEqual({ firstName: 'Ann', lastName: 'Example' });
      expect(await s.list(randomUUID())).toEqual([]);
    });

    it('remove forgets one visitor only', async () => {
      const v = randomUUID();
      const w = randomUUID();
      await s.record(v, entry('/people/a'), T0);
      await s.record(w, entry('/people/b'), T0);
      await s.remove(v);
      expect(await s.list(v)).toEqual([]);
      expect((await s.list(w)).map((r) => r.searchUrl)).toEqual(['/people/b']);
    });

    it('the same search many times at once is one row', async () => {
      const v = randomUUID();
      await Promise.all(Array.from({ length: 8 }, (_, i) => s.record(v, entry('/people/c'), at(i))));
      const rows = await s.list(v);
      expect(rows).toHaveLength(1);
      expect(rows[0]?.lastRun.toISOString()).toBe(at(7).toISOString());
    });
  });

contract('in memory', async () => ({ s: new InMemoryVisitorSearchHistory(), close: async () => {} }));

contract(process.env.DATABASE_URL ? 'PostgreSQL server' : 'PGlite', async () => {
  const db: Db = await openTestDb();
  return { s: new PgVisitorSearchHistory(db), close: () => db.close() };
});

describe('PgVisitorSearchHistory', () => {
  let db: Db;
  beforeAll(async () => {
    db = await openTestDb();
  });
  afterAll(async () => db?.close());

  it('turns synchronous_commit off for its own transaction only: the connection keeps its setting', async () => {
    const s = new PgVisitorSearchHistory(db);
    const v = randomUUID();
    // As many at once as the pool has connections, so that each connection records one.
    await Promise.all(Array.from({ length: 12 }, (_, i) => s.record(v, entry(`/people/${i}`), at(i))));
    expect(await s.list(v)).toHaveLength(12);
    const settings = await Promise.all(
      Array.from({ length: 12 }, () =>
        db.query<{ setting: string }>("SELECT current_setting('synchronous_commit') AS setting"),
      ),
    );
    expect(new Set(settings.map((r) => r.rows[0]?.setting))).toEqual(new Set(['on']));
  });

  it("turns it off in the transaction it runs in (so it is never run in a caller's transaction)", async () => {
    const inside = await db.transaction(async (tx) => {
      const viaTx = { query: (sql: string, params?: readonly unknown[]) => tx.query(sql, params) } as unknown as Db;
      await new PgVisitorSearchHistory(viaTx).record(randomUUID(), entry('/people/tx'), T0);
      return (await tx.query<{ setting: string }>("SELECT current_setting('synchronous_commit') AS setting")).rows[0];
    });
    expect(inside).toEqual({ setting: 'off' });
  });
});
