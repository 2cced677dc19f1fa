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

/**
 * The database, counting the statements that write visitor searches; it refuses those `refuses` picks,
 * and answers none while `seen.down` (a refused connection).
 */
const counting = (inner: Db, refuses: (params: readonly unknown[]) => boolean = () => false) => {
  const seen = { writes: 0, down: false };
  const db = Object.create(inner) as Db;
  db.query = async <R>(sql: string, params?: readonly unknown[]) => {
    if (/INSERT INTO visitor_searches/.test(sql)) {
      seen.writes += 1;
      if (seen.down) throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
      if (refuses(params ?? [])) throw new Error('refused');
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
    // `writes` counts a batch when it is sent; on a server the count may be read on another connection
    // before that batch commits, so the rows are awaited too.
    const count = async () =>
      (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM visitor_searches WHERE visitor_id = $1', [v]))
        .rows[0]?.n;
    await vi.waitFor(async () => expect(await count()).toBe(6), { timeout: 5000 });
    expect(seen.writes).toBe(2);
  });

  it('close writes what it holds, and later searches are written at once', async () => {
    const { db: seenDb, seen } = counting(db);
    const s = new PgVisitorSearchHistory(seenDb, { maxDelayMs: 60_000, maxRows: 1000, onError: () => {} });
    const v = randomUUID();
    await s.record(v, entry('/people/held'), at(1));
    expect(seen.writes).toBe(0);
    await s.close();
    expect(seen.writes).toBe(1);
    await s.record(v, entry('/people/after-close'), at(2));
    expect(seen.writes).toBe(2);
    expect((await s.list(v)).map((r) => r.searchUrl)).toEqual(['/people/held', '/people/after-close']);
  });

  it('a batch the database refuses is written row by row: a refused row takes only itself down, and is reported', async () => {
    const bad = (params: readonly unknown[]) => JSON.stringify(params).includes('Refused Row');
    const { db: seenDb } = counting(db, bad);
    const errors: number[] = [];
    const s = new PgVisitorSearchHistory(seenDb, {
      maxDelayMs: 60_000,
      maxRows: 1000,
      onError: (_e, searches) => {
        errors.push(searches);
        throw new Error('the reporter fails too');
      },
    });
    const v = randomUUID();
    await s.record(v, entry('/people/one'), at(1));
    await s.record(v, entry('/people/refused', 'Refused Row'), at(2));
    await s.record(v, entry('/people/three'), at(3));
    expect((await s.list(v)).map((r) => r.searchUrl)).toEqual(['/people/one', '/people/three']);
    expect(errors).toEqual([1]);
    // A reporter that threw stops nothing: the next batch is written.
    await s.record(v, entry('/people/four'), at(4));
    expect((await s.list(v)).map((r) => r.searchUrl)).toEqual(['/people/one', '/people/three', '/people/four']);
  });

  it('a database that cannot be reached: the batch is reported at once, not tried row by row', async () => {
    const { db: seenDb, seen } = counting(db);
    const errors: number[] = [];
    const s = new PgVisitorSearchHistory(seenDb, {
      maxDelayMs: 60_000,
      maxRows: 1000,
      onError: (_e, searches) => errors.push(searches),
    });
    const v = randomUUID();
    seen.down = true;
    for (let i = 0; i < 5; i++) await s.record(v, entry(`/people/down-${i}`), at(i));
    await s.close();
    expect({ writes: seen.writes, errors }).toEqual({ writes: 1, errors: [5] });
    seen.down = false;
    expect(await s.list(v)).toEqual([]);
  });

  it('runs arriving out of order (a batch written after a later one) leave the latest run and the first creation', async () => {
    const s = new PgVisitorSearchHistory(db);
    const v = randomUUID();
    await s.record(v, entry('/people/late-first', 'Newer'), at(5));
    await s.record(v, entry('/people/late-first', 'Older'), at(2));
    expect((await s.list(v)).map((r) => [r.title, r.createdAt.toISOString(), r.lastRun.toISOString()])).toEqual([
      ['Newer', at(2).toISOString(), at(5).toISOString()],
    ]);
  });

  it('many searches at once, of one visitor and one URL, with a read among them: one row with the latest', async () => {
    const s = new PgVisitorSearchHistory(db, { maxDelayMs: 5, maxRows: 7, onError: () => {} });
    const v = randomUUID();
    const runs = Array.from({ length: 40 }, (_, i) => s.record(v, entry('/people/same', `Title ${i}`), at(i)));
    const during = s.list(v);
    await Promise.all([...runs, during]);
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
