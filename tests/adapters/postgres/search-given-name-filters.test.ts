import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../adapters/postgres/db.js';
import { PgPersonSearch } from '../../../adapters/postgres/pg-person-search.js';
import { givenNamesOf } from '../../../core/search/search-people.use-case.js';
import { compareWithEarlierCandidates } from '../../support/earlier-candidates.js';
import { loadSyntheticRecords } from '../../support/reports-app.js';
import { openTestDb } from '../../support/test-db.js';

/**
 * Each surname's filter of the given names it is held with (migration 0100, docs/decisions/0091): the
 * name search looks up only the (surname, given name) pairs a filter lets through. A filter that lacks
 * a pair of the records would hide that person, so the filters must hold every pair, after a refresh and
 * after any statement that writes names; and the search must find exactly what it found without them.
 */
let db: Db;
beforeAll(async () => {
  db = await openTestDb();
  await loadSyntheticRecords(db, 500, 9191);
}, 180_000);
afterAll(async () => db?.close());

const rows = async <T>(sql: string, params: unknown[] = []) => (await db.query<T>(sql, params)).rows;

/** The pairs of the records that their surname's filter would leave out (must be none). */
const pairsLeftOut = () =>
  rows<{ name_key: string }>(
    `SELECT s.name_key FROM (SELECT name_key FROM people UNION ALL SELECT name_key FROM person_names) s
     LEFT JOIN search_surname_given_names g ON g.last = split_part(s.name_key, ' ', 1)
     WHERE g.last IS NULL OR NOT search_given_name_may_exist(g.bits, split_part(s.name_key, ' ', 2))`,
  );

describe('search_surname_given_names', () => {
  it('holds a filter for every surname of the records that lets every pair of the records through', async () => {
    const [n] = await rows<{ filters: number; surnames: number }>(
      `SELECT (SELECT count(*)::int FROM search_surname_given_names) AS filters,
         (SELECT count(DISTINCT split_part(name_key, ' ', 1))::int
          FROM (SELECT name_key FROM people UNION ALL SELECT name_key FROM person_names) s) AS surnames`,
    );
    expect(n?.surnames).toBeGreaterThan(200);
    expect(n?.filters).toBe(n?.surnames);
    expect(await pairsLeftOut()).toEqual([]);
  });

  it('sizes each filter as a power of two of 16 bits a given name, from 64 to 32,768 bits', async () => {
    const bad = await rows<{ last: string; size: number; names: number }>(
      `SELECT g.last, length(g.bits) AS size, n.names FROM search_surname_given_names g
       JOIN (SELECT split_part(name_key, ' ', 1) AS last, count(DISTINCT split_part(name_key, ' ', 2))::int AS names
             FROM (SELECT name_key FROM people UNION ALL SELECT name_key FROM person_names) s GROUP BY 1) n
         ON n.last = g.last
       WHERE length(g.bits) & (length(g.bits) - 1) <> 0 OR length(g.bits) NOT BETWEEN 64 AND 32768
         OR (length(g.bits) < 16 * n.names AND length(g.bits) < 32768)
         OR (length(g.bits) > 64 AND length(g.bits) >= 32 * n.names)`,
    );
    expect(bad).toEqual([]);
  });

  it('leaves out most given names a surname is not held with', async () => {
    const given = (await rows<{ name: string }>('SELECT name FROM search_first_names ORDER BY name')).map(
      (r) => r.name,
    );
    const [r] = await rows<{ asked: number; through: number }>(
      `SELECT count(*)::int AS asked, count(*) FILTER (WHERE search_given_name_may_exist(g.bits, f.name))::int AS through
       FROM search_surname_given_names g CROSS JOIN unnest($1::text[]) AS f(name)
       WHERE NOT EXISTS (SELECT 1 FROM people p WHERE p.name_key = g.last || ' ' || f.name)
         AND NOT EXISTS (SELECT 1 FROM person_names n WHERE n.name_key = g.last || ' ' || f.name)`,
      [given],
    );
    expect(r?.asked).toBeGreaterThan(10_000);
    // 16 bits a name and one hash: about 6 % get through; an all-ones filter would let them all through.
    expect(r!.through / r!.asked).toBeLessThan(0.1);
  });

  it('finds the same candidates as the look-up without the filters (migration 0099)', async () => {
    const { calls, found, differ } = await compareWithEarlierCandidates(db, {
      migrationFile: '0099_search_candidates_without_opt_outs.sql',
      name: 'candidates_before_0100',
      initials: true,
      extraArgs: ', true',
    });
    expect(found).toBeGreaterThan(calls / 2);
    expect(differ).toEqual([]);
  });

  it('finds the same candidates as migration 0100’s look-up, which kept the pairs of surnames without a filter (migration 0101)', async () => {
    const { calls, found, differ } = await compareWithEarlierCandidates(db, {
      migrationFile: '0100_search_given_name_filters.sql',
      name: 'candidates_before_0101',
      initials: true,
      extraArgs: ', true',
    });
    expect(found).toBeGreaterThan(calls / 2);
    expect(differ).toEqual([]);
  });

  it('looks every pair up while no filter is built (an empty table), and finds the people', async () => {
    const [p] = await rows<{ id: string; first: string; last: string }>(
      `SELECT id::text, lower(first_name) AS first, lower(last_name) AS last FROM people
       WHERE first_name ~ '^[A-Za-z]{3,}$' AND last_name ~ '^[A-Za-z]{4,}$' ORDER BY id LIMIT 1`,
    );
    const find = (q: Pick<Db, 'query'>) =>
      q
        .query<{ c: [number][] }>('SELECT search_candidates_json($1, $2, $3, 1000, false) AS c', [
          p!.last,
          p!.first,
          givenNamesOf(p!.first, false),
        ])
        .then((r) => (r.rows[0]?.c ?? []).map(([id]) => String(id)));
    expect(await find(db)).toContain(p!.id);
    const rollback = new Error('rollback');
    await expect(
      db.transaction(async (tx) => {
        await tx.query('DELETE FROM search_surname_given_names');
        expect(await find(tx)).toContain(p!.id);
        throw rollback;
      }),
    ).rejects.toBe(rollback);
    expect(await rows('SELECT 1 FROM search_surname_given_names LIMIT 1')).toHaveLength(1);
  });

  it('an initial still finds the surname’s people when the filter lets no pair of it through', async () => {
    // A person whose surname's filter leaves the initial alone out: no key is looked up, only the range.
    const [p] = await rows<{ id: string; initial: string; last: string }>(
      `SELECT p.id::text, lower(left(p.first_name, 1)) AS initial, g.last FROM people p
       JOIN search_surname_given_names g ON g.last = split_part(p.name_key, ' ', 1)
       WHERE p.first_name ~ '^[A-Za-z]{3,}' AND g.last <> ''
         AND NOT search_given_name_may_exist(g.bits, lower(left(p.first_name, 1)))
       ORDER BY p.id LIMIT 1`,
    );
    expect(p).toBeDefined();
    const names = givenNamesOf(p!.initial, false);
    const [through] = await rows<{ n: number }>(
      `SELECT count(*)::int AS n FROM search_surname_given_names g, unnest($2::text[]) f(name)
       WHERE g.last = $1 AND search_given_name_may_exist(g.bits, f.name)`,
      [p!.last, names],
    );
    expect(through?.n).toBe(0);
    const found = await new PgPersonSearch(db).findCandidates({
      first: p!.initial,
      last: p!.last,
      firstNames: names,
      limit: 1000,
    });
    expect(found.map((c) => c.id)).toContain(Number(p!.id));
  });

  it('adds the names a statement writes, so a person added, renamed or given an alias is found before any refresh', async () => {
    const [{ id } = { id: 0 }] = await rows<{ id: number }>('SELECT max(id)::int + 1 AS id FROM people');
    const [{ last } = { last: '' }] = await rows<{ last: string }>(
      `SELECT g.last FROM search_surname_given_names g WHERE g.last ~ '^[a-z]{4,}$' ORDER BY g.last LIMIT 1`,
    );
    // Given names whose bit this surname's filter does not have yet: without the triggers, a search for
    // them under this surname would not look them up at all.
    const fresh = (
      await rows<{ name: string }>(
        `SELECT f.name FROM search_surname_given_names g, unnest($2::text[]) AS f(name)
         WHERE g.last = $1 AND NOT search_given_name_may_exist(g.bits, f.name)`,
        [
          last,
          ['quillon', 'thaddeus', 'wenceslas', 'evander', 'ottokar', 'philander', 'zebulon', 'ambrosius', 'lucan'],
        ],
      )
    ).map((r) => r.name);
    expect(fresh.length).toBeGreaterThanOrEqual(4);
    const [inserted, aliased, renamed, realiased] = fresh as [string, string, string, string];
    const source = '(SELECT min(id) FROM sources)';
    const aliasId = `(SELECT coalesce(max(id), 0) + 1 FROM person_names)`;
    const search = new PgPersonSearch(db);
    const find = async (first: string, surname = last) =>
      (await search.findCandidates({ first, last: surname, firstNames: [first], limit: 1000 })).map((c) => c.id);

    // A new surname too: its filter is made by the trigger.
    await db.query(
      `INSERT INTO people (id, first_name, last_name, birth_date, deceased, source_id, recorded_at)
       VALUES ($1, $2, $3, '1970-03-04', false, ${source}, now()), ($4, 'Quillon', 'Zabriskova', '1981-05-06', false, ${source}, now())`,
      [id, inserted, last, id + 1],
    );
    expect(await find(inserted)).toContain(id);
    expect(await find('quillon', 'zabriskova')).toContain(id + 1);

    await db.query(
      `INSERT INTO person_names (id, person_id, name_type, first_name, last_name, source_id, recorded_at)
       SELECT ${aliasId}, $1, 'aka', $2, $3, ${source}, now()`,
      [id + 1, aliased, last],
    );
    expect(await find(aliased)).toContain(id + 1);

    await db.query('UPDATE people SET first_name = $2 WHERE id = $1', [id + 1, renamed]);
    await db.query('UPDATE people SET last_name = $2 WHERE id = $1', [id + 1, last]);
    expect(await find(renamed)).toContain(id + 1);

    await db.query('UPDATE person_names SET first_name = $2 WHERE person_id = $1', [id + 1, realiased]);
    expect(await find(realiased)).toContain(id + 1);
    expect(await pairsLeftOut()).toEqual([]);
  });

  it('a transaction that refreshes at its end can leave the filters to that refresh', async () => {
    const [{ id } = { id: 0 }] = await rows<{ id: number }>('SELECT max(id)::int + 1 AS id FROM people');
    const write = (tx: Pick<Db, 'query'>, personId: number) =>
      tx.query(
        `INSERT INTO people (id, first_name, last_name, birth_date, deceased, source_id, recorded_at)
         VALUES ($1, 'Ignatius', 'Velazquezova', '1975-01-02', false, (SELECT min(id) FROM sources), now())`,
        [personId],
      );
    const filterOf = (tx: Pick<Db, 'query'>) =>
      tx.query("SELECT 1 FROM search_surname_given_names WHERE last = 'velazquezova'").then((r) => r.rows.length);
    await db.transaction(async (tx) => {
      await tx.query('SELECT search_defer_given_name_filters()');
      await write(tx, id);
      expect(await filterOf(tx)).toBe(0); // left to the refresh
      await tx.query('SELECT search_refresh()');
      expect(await filterOf(tx)).toBe(1);
    });
    // Only for that transaction: the next write keeps the filters itself.
    await db.query(`DELETE FROM search_surname_given_names WHERE last = 'velazquezova'`);
    await write(db, id + 1);
    expect(await filterOf(db)).toBe(1);
    expect(await pairsLeftOut()).toEqual([]);
  });

  it('search_refresh() rebuilds them', async () => {
    await db.query('DELETE FROM search_surname_given_names');
    await db.query('SELECT search_refresh()');
    const [n] = await rows<{ n: number }>('SELECT count(*)::int AS n FROM search_surname_given_names');
    expect(n?.n).toBeGreaterThan(200);
    expect(await pairsLeftOut()).toEqual([]);
  });
});
