import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../adapters/postgres/db.js';
import { PgPersonSearch } from '../../../adapters/postgres/pg-person-search.js';
import { compareWithEarlierCandidates } from '../../support/earlier-candidates.js';
import { loadSyntheticRecords } from '../../support/reports-app.js';
import { openTestDb } from '../../support/test-db.js';

/**
 * The names near each name of the records, worked out when the records change (migration 0098,
 * docs/decisions/0089): search_name_variants holds what the search would otherwise work out for the
 * typed word on every call, and a word no record holds is still worked out at search time.
 */
let db: Db;
beforeAll(async () => {
  db = await openTestDb();
  await loadSyntheticRecords(db, 500, 6262);
}, 180_000);
afterAll(async () => db?.close());

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/** Every string one edit from `w` (drop, add or replace a letter, swap two adjacent ones), `w` left out. */
const oneEditAway = (w: string): Set<string> => {
  const out = new Set<string>();
  for (let i = 0; i <= w.length; i++) {
    for (const c of LETTERS) out.add(w.slice(0, i) + c + w.slice(i));
    if (i < w.length) {
      out.add(w.slice(0, i) + w.slice(i + 1));
      for (const c of LETTERS) out.add(w.slice(0, i) + c + w.slice(i + 1));
    }
    if (i < w.length - 1) out.add(w.slice(0, i) + w[i + 1] + w[i] + w.slice(i + 2));
  }
  out.delete(w);
  return out;
};

const rows = async <T>(sql: string, params: unknown[] = []) => (await db.query<T>(sql, params)).rows;

describe('search_name_variants', () => {
  it('holds a row for every surname and every given name of the records', async () => {
    const [n] = await rows<{ l: number; f: number; vl: number; vf: number }>(
      `SELECT (SELECT count(*)::int FROM search_surnames) AS l, (SELECT count(*)::int FROM search_first_names) AS f,
         (SELECT count(*)::int FROM search_name_variants WHERE kind = 'l') AS vl,
         (SELECT count(*)::int FROM search_name_variants WHERE kind = 'f') AS vf`,
    );
    expect(n?.l).toBeGreaterThan(200);
    expect(n).toMatchObject({ vl: n?.l, vf: n?.f });
  });

  it('stores, for each word, what the search works out for that word alone', async () => {
    const differ = await rows<{ kind: string; name: string }>(
      `SELECT v.kind, v.name FROM search_name_variants v
       CROSS JOIN LATERAL (SELECT x.names, x.ranks FROM search_surname_variants(ARRAY[v.name]) x) s
       WHERE v.kind = 'l' AND (s.names IS DISTINCT FROM v.names OR s.ranks IS DISTINCT FROM v.ranks)
       UNION ALL
       SELECT v.kind, v.name FROM search_name_variants v
       WHERE v.kind = 'f'
         AND v.names IS DISTINCT FROM ARRAY(SELECT t.name FROM search_name_typos('f', ARRAY[v.name]) t ORDER BY t.name)`,
    );
    expect(differ).toEqual([]);
  });

  it('lists as typos exactly the record names one edit away, for words of three letters or more', async () => {
    const surnames = new Set((await rows<{ name: string }>('SELECT name FROM search_surnames')).map((r) => r.name));
    const given = new Set((await rows<{ name: string }>('SELECT name FROM search_first_names')).map((r) => r.name));
    const stored = await rows<{ kind: 'l' | 'f'; name: string; names: string[]; ranks: number[] | null }>(
      'SELECT kind, name, names, ranks FROM search_name_variants ORDER BY kind, name',
    );
    let withTypos = 0;
    for (const v of stored) {
      const held = v.kind === 'l' ? surnames : given;
      const expected = v.name.length >= 3 ? [...oneEditAway(v.name)].filter((n) => held.has(n)).sort() : [];
      // Surnames: the typos are the rank-2 names, and a sound-alike that is also one edit away keeps rank 1.
      const typos =
        v.kind === 'f'
          ? v.names
          : v.names.filter((n, i) => v.ranks?.[i] === 2 || (v.ranks?.[i] === 1 && expected.includes(n)));
      expect([...typos].sort(), `${v.kind} ${v.name}`).toEqual(expected);
      if (expected.length > 0) withTypos += 1;
    }
    expect(withTypos).toBeGreaterThan(20);
  });

  it('ranks a surname 0 itself, 1 its sound-alikes (same double-metaphone code, at most 10), 2 its typos', async () => {
    const bad = await rows<{ name: string }>(
      `SELECT v.name FROM search_name_variants v
       WHERE v.kind = 'l' AND (
         (SELECT count(*) FROM unnest(v.names, v.ranks) u(n, r) WHERE r = 0 AND n = v.name) <> 1
         OR (SELECT count(*) FROM unnest(v.ranks) r WHERE r = 1) > 10
         OR EXISTS (SELECT 1 FROM unnest(v.names, v.ranks) u(n, r) WHERE r = 1 AND dmetaphone(n) <> dmetaphone(v.name))
         OR v.names <> ARRAY(SELECT n FROM unnest(v.names) n ORDER BY n))`,
    );
    expect(bad).toEqual([]);
  });

  it('a typed surname no record holds is worked out at search time: a swap of two letters finds the person', async () => {
    const [p] = await rows<{ id: string; first: string; last: string }>(
      `SELECT p.id::text, lower(p.first_name) AS first, lower(p.last_name) AS last FROM people p
       WHERE p.last_name ~ '^[A-Za-z]{6,}$' AND p.first_name ~ '^[A-Za-z]+$'
         AND NOT EXISTS (SELECT 1 FROM search_surnames s
                         WHERE s.name = substr(lower(p.last_name), 1, 2) || substr(lower(p.last_name), 4, 1)
                                        || substr(lower(p.last_name), 3, 1) || substr(lower(p.last_name), 5))
       ORDER BY p.id LIMIT 1`,
    );
    expect(p).toBeDefined();
    const last = p!.last;
    const typo = last.slice(0, 2) + last[3] + last[2] + last.slice(4);
    const found = await new PgPersonSearch(db).findCandidates({
      first: p!.first,
      last: typo,
      firstNames: [p!.first],
      limit: 1000,
    });
    const me = found.find((c) => c.id === Number(p!.id))?.names[0];
    expect(me?.source).toBe('primary');
    // One edit away, and often sounding the same too (a sound-alike ranks above a typo).
    expect(['phonetic', 'typo']).toContain(me?.lastMatch);
  });

  it('finds the same candidates as the function that worked the variants out on every call (migration 0095)', async () => {
    const { calls, found, differ } = await compareWithEarlierCandidates(db, {
      migrationFile: '0095_search_swapped_exact.sql',
      name: 'candidates_before_0098',
      initials: false,
    });
    expect(found).toBeGreaterThan(calls / 2);
    expect(differ).toEqual([]);
  });

  it('search_refresh() rebuilds them', async () => {
    await db.query('TRUNCATE search_name_variants');
    await db.query('SELECT search_refresh()');
    const [n] = await rows<{ n: number; l: number }>(
      `SELECT (SELECT count(*)::int FROM search_name_variants WHERE kind = 'l') AS n,
         (SELECT count(*)::int FROM search_surnames) AS l`,
    );
    expect(n?.n).toBe(n?.l);
  });
});
