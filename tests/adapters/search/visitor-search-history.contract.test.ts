import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
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

contract(`${process.env.DATABASE_URL ? 'PostgreSQL server' : 'PGlite'}, in batches`, async () => {
  const db: Db = await openTestDb();
  const s = new PgVisitorSearchHistory(db, {
    maxDelayMs: 60_000,
    maxRows: 1000,
    onError: (e) => {
      throw e;
    },
  });
  return { s, close: () => db.close() };
});

/** The database, counting the statements that write visitor searches; `failing` makes the next ones fail. */
const counting = (inner: Db) => {
  const seen = { writes: 0, failing: 0 };
  const db = Object.create(inner) as Db;
  db.query = async <R>(sql: string, params?: readonly unknown[]) => {
    if (/INSERT INTO visitor_searches/.test(sql)) {
      seen.writes += 1;
      if (seen.failing > 0) {
        seen.failing -= 1;
        throw new Error('connection lost');
      }
    }
    return inner.query<R>(sql, params);
  };
  return { db, seen };
};

describe('PgVisitorSearchHistory in batches (docs/decisions/0090)', () => {
  let db: Db;
  beforeAll(async () => {
    db = await openTestDb();
  });
  afterAll(async () => db?.close());

  it('answers at once and writes many visitors searches in one statement, before a read', async () => {
    const { db: seenDb, seen } = counting(db);
    const s = new PgVisitorSearchHistory(seenDb, { maxDelayMs: 60_000, maxRows: 1000, onError: () => {} });
    const visitors = [randomUUID(), randomUUID(), randomUUID()];
    await Promise.all(
      Array.from({ length: 30 }, (_, i) => s.record(visitors[i % 3] ?? '', entry(`/people/${i}`), at(i))),
    );
    expect(seen.writes).toBe(0);
    expect((await s.list(visitors[0] ?? '')).map((r) => r.searchUrl)).toEqual(
      Array.from({ length: 10 }, (_, i) => `/people/${i * 3}`),
    );
    expect(seen.writes).toBe(1);
    expect(await s.list(visitors[2] ?? '')).toHaveLength(10);
    expect(seen.writes).toBe(1);
  });

  it('writes on its own after maxDelayMs, and at once at maxRows', async () => {
    const { db: seenDb, seen } = counting(db);
    const late = new PgVisitorSearchHistory(seenDb, { maxDelayMs: 20, maxRows: 1000, onError: () => {} });
    const v = randomUUID();
    await late.record(v, entry('/people/late'), T0);
    expect(seen.writes).toBe(0);
    await vi.waitFor(() => expect(seen.writes).toBe(1), { timeout: 5000 });
    const full = new PgVisitorSearchHistory(seenDb, { maxDelayMs: 60_000, maxRows: 5, onError: () => {} });
    for (let i = 0; i < 5; i++) await full.record(v, entry(`/people/full-${i}`), at(i));
    await vi.waitFor(() => expect(seen.writes).toBe(2), { timeout: 5000 });
    const rows = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM visitor_searches WHERE visitor_id = $1',
      [v],
    );
    expect(rows.rows[0]?.n).toBe(6);
  });

  it('tries a failed batch once more with the next; a second failure is reported and drops it', async () => {
    const { db: seenDb, seen } = counting(db);
    const errors: number[] = [];
    const s = new PgVisitorSearchHistory(seenDb, {
      maxDelayMs: 60_000,
      maxRows: 1000,
      onError: (_e, searches) => errors.push(searches),
    });
    const v = randomUUID();
    seen.failing = 1;
    await s.record(v, entry('/people/kept'), at(1));
    await s.flush();
    expect(errors).toEqual([]);
    expect((await s.list(v)).map((r) => r.searchUrl)).toEqual(['/people/kept']);
    seen.failing = 2;
    await s.record(v, entry('/people/lost'), at(2));
    await s.flush();
    await s.record(v, entry('/people/after'), at(3));
    expect((await s.list(v)).map((r) => r.searchUrl)).toEqual(['/people/kept']);
    expect(errors).toEqual([1]);
    // The second failure dropped only the search that had failed before: the later one is written.
    expect((await s.list(v)).map((r) => r.searchUrl)).toEqual(['/people/kept', '/people/after']);
  });

  it('many searches at once, of one visitor and one URL, with a read among them: one row with the latest', async () => {
    const s = new PgVisitorSearchHistory(db, { maxDelayMs: 5, maxRows: 7, onError: () => {} });
    const v = randomUUID();
    const runs = Array.from({ length: 40 }, (_, i) => s.record(v, entry('/people/same', `Title ${i}`), at(i)));
    const during = s.list(v);
    await Promise.all([...runs, during]);
    await s.flush();
    const rows = await s.list(v);
    expect(rows.map((r) => [r.title, r.createdAt.toISOString(), r.lastRun.toISOString()])).toEqual([
      ['Title 39', at(0).toISOString(), at(39).toISOString()],
    ]);
  });
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
