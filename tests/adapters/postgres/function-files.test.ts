import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../adapters/postgres/db.js';
import { DERIVED_RECORDS_STALE, FUNCTIONS_DIR, runMigrations } from '../../../adapters/postgres/migrate.js';
import { loadSyntheticRecords } from '../../support/reports-app.js';
import { openTestDb } from '../../support/test-db.js';

/**
 * A migrated database runs exactly the functions of adapters/postgres/functions/ (docs/decisions/0095): one
 * function a file, no overload left behind by an earlier definition, none that only a migration created.
 */
let db: Db;
beforeAll(async () => {
  db = await openTestDb();
}, 120_000);
afterAll(async () => db?.close());

const count = async (table: string) =>
  Number((await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).rows[0]?.n);

describe(`the functions of a migrated database (${process.env.DATABASE_URL ? 'PostgreSQL server' : 'PGlite'})`, () => {
  it('are those of the function files, one each, and the files define nothing the database lacks', async () => {
    const r = await db.query<{ name: string; definitions: number }>(
      `SELECT p.proname AS name, count(*)::int AS definitions
         FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
        WHERE n.nspname = 'public'
          AND NOT EXISTS (SELECT 1 FROM pg_depend d
                           WHERE d.classid = 'pg_proc'::regclass AND d.objid = p.oid AND d.deptype = 'e')
        GROUP BY p.proname ORDER BY p.proname`,
    );
    const files = readdirSync(FUNCTIONS_DIR)
      .filter((f) => f.endsWith('.sql'))
      .map((f) => f.replace(/\.sql$/, ''))
      .sort();
    expect(r.rows.map((x) => x.name)).toEqual(files);
    expect(r.rows.filter((x) => x.definitions !== 1)).toEqual([]);
  });

  it('asks for no rebuild of the derived tables when it was created without records', async () => {
    const r = await db.query('SELECT 1 FROM app_meta WHERE key = $1', [DERIVED_RECORDS_STALE]);
    expect(r.rowCount).toBe(0);
  });

  it('rebuilds the derived tables a migration asked for once the functions are in place', async () => {
    await loadSyntheticRecords(db, 60, 1107);
    const before = { nearby: await count('property_search'), variants: await count('search_name_variants') };
    expect(before.nearby).toBeGreaterThan(0);
    expect(before.variants).toBeGreaterThan(0);
    // A database whose records were loaded before migrations 0067 and 0098: the tables they add are empty,
    // and each migration asked for the rebuild it can no longer run itself.
    await db.query('TRUNCATE property_search, search_name_variants');
    await db.query(`INSERT INTO app_meta (key, value) VALUES ($1, '0067')`, [DERIVED_RECORDS_STALE]);
    await runMigrations(db);
    expect({ nearby: await count('property_search'), variants: await count('search_name_variants') }).toEqual(before);
    expect((await db.query('SELECT 1 FROM app_meta WHERE key = $1', [DERIVED_RECORDS_STALE])).rowCount).toBe(0);
    // Asked once: the next start rebuilds nothing.
    await db.query('TRUNCATE property_search');
    await runMigrations(db);
    expect(await count('property_search')).toBe(0);
  });
});
