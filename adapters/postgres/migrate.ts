import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { seedCatalog } from './catalog-seed.js';
import type { Db, Queryable } from './db.js';
import { refreshDerivedRecords } from './records-refresh.js';

/** The folder holding `NNNN_name.sql` files (ranges per area: docs/decisions/0001). */
export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));

/**
 * The folder holding one file per SQL function, `<name>.sql` (docs/decisions/0095): what a function does
 * today is that file, not a chain of migrations. The migrator applies a file again when its text changes; a
 * migration never defines a function (tests/architecture/sql-home.test.ts).
 */
export const FUNCTIONS_DIR = fileURLToPath(new URL('./functions/', import.meta.url));

const FILE = /^(\d{4})_([A-Za-z0-9_-]+)\.sql$/;
const FUNCTION_FILE = /^[a-z0-9_]+\.sql$/;
/** Any constant: the advisory lock key all Tracewell instances take while migrating. */
const LOCK_KEY = 724_011_001;

export interface MigrationResult {
  /** The highest version now recorded (e.g. `'0001'`), `''` when there are none. */
  version: string;
  /** File names applied by this run, in order. */
  applied: string[];
  /** Function files (re-)applied by this run because they were new or their text changed. */
  functions: string[];
}

/**
 * Forward-only migrations: applies each `NNNN_name.sql` of `dir` not yet recorded in
 * `schema_migrations`, in order, each in its own transaction together with its record. A file may
 * hold several statements (sent as one simple query; no `BEGIN`/`COMMIT` inside). On a PostgreSQL
 * server each transaction first takes `pg_advisory_xact_lock`, so instances starting together apply
 * each file once; PGlite has a single owner (the data-directory lock). Then the function files of
 * `functionsDir`, then the rebuild of the derived tables a migration asked for ({@link DERIVED_RECORDS_STALE}).
 */
export const runMigrations = async (
  db: Db,
  dir: string = MIGRATIONS_DIR,
  functionsDir: string = FUNCTIONS_DIR,
): Promise<MigrationResult> => {
  const files = (await readdir(dir)).filter((f) => FILE.test(f)).sort();
  const versions = new Set<string>();
  for (const f of files) {
    const v = f.slice(0, 4);
    if (versions.has(v)) throw new Error(`Two migrations share version ${v} in ${dir}`);
    versions.add(v);
  }
  const lock = async (tx: Queryable) => {
    if (db.kind === 'postgres') await tx.query('SELECT pg_advisory_xact_lock($1)', [LOCK_KEY]);
  };
  await db.transaction(async (tx) => {
    await lock(tx);
    await tx.query(
      `CREATE TABLE IF NOT EXISTS schema_migrations (
         version text PRIMARY KEY,
         name text NOT NULL,
         applied_at timestamptz NOT NULL DEFAULT now()
       )`,
    );
  });
  const done = new Set(
    (await db.query<{ version: string }>('SELECT version FROM schema_migrations')).rows.map((r) => r.version),
  );
  const applied: string[] = [];
  for (const file of files) {
    const version = file.slice(0, 4);
    if (done.has(version)) continue;
    const sql = await readFile(join(dir, file), 'utf8');
    const ran = await db.transaction(async (tx) => {
      await lock(tx);
      // Another instance may have applied it while we waited for the lock.
      const again = await tx.query('SELECT 1 FROM schema_migrations WHERE version = $1', [version]);
      if (again.rowCount > 0) return false;
      try {
        await tx.query(sql);
      } catch (e) {
        throw new Error(`Migration ${file} failed: ${(e as Error).message}`, { cause: e });
      }
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [version, file]);
      return true;
    });
    if (ran) applied.push(file);
  }
  // This repository's schema holds the catalog tables: their rows are core's catalog (catalog-seed.ts).
  if (dir === MIGRATIONS_DIR) await seedCatalog(db);
  const latest = await db.query<{ version: string | null }>('SELECT max(version) AS version FROM schema_migrations');
  const level = Number(files[files.length - 1]?.slice(0, 4) ?? 0);
  const functions = await applyFunctions(db, functionsDir, level, lock);
  await refreshStaleDerivedRecords(db, lock);
  return { version: latest.rows[0]?.version ?? '', applied, functions };
};

/**
 * After the migrations: each `<name>.sql` of `dir` (the `CREATE OR REPLACE FUNCTION` of `<name>`, and what must
 * follow it: a trigger function's triggers) applied in its own transaction when its text differs from the text
 * recorded in `schema_functions` (by SHA-256), so a changed file is applied again without anyone raising a number.
 * The row also records the migration level of the build that applied it (the number of its newest migration, in
 * the `version` column): a build whose level is below the recorded one is an older build starting beside a newer
 * one (a rolling deploy) and leaves the newer text in place. At the same level the file's text wins, so which text
 * a database runs is the text of the last build of the newest level that started on it. A function the database
 * lacks (dropped since, by hand or by a migration) is created again whatever the record says.
 */
const applyFunctions = async (
  db: Db,
  dir: string,
  level: number,
  lock: (tx: Queryable) => Promise<void>,
): Promise<string[]> => {
  const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => FUNCTION_FILE.test(f)).sort();
  if (files.length === 0) return [];
  await db.transaction(async (tx) => {
    await lock(tx);
    await tx.query(
      `CREATE TABLE IF NOT EXISTS schema_functions (
         name text PRIMARY KEY,
         version integer NOT NULL,
         hash text NOT NULL,
         applied_at timestamptz NOT NULL DEFAULT now()
       )`,
    );
  });
  const applied: string[] = [];
  for (const file of files) {
    const sql = await readFile(join(dir, file), 'utf8');
    const hash = createHash('sha256').update(sql).digest('hex');
    const ran = await db.transaction(async (tx) => {
      await lock(tx);
      const held = (
        await tx.query<{ version: number; hash: string; present: boolean }>(
          `SELECT version, hash, EXISTS (SELECT 1 FROM pg_proc
                                          WHERE proname = $2 AND pronamespace = current_schema()::regnamespace) AS present
             FROM schema_functions WHERE name = $1`,
          [file, file.replace(/\.sql$/, '')],
        )
      ).rows[0];
      if (held?.present && (held.hash === hash || held.version > level)) return false;
      try {
        await tx.query(sql);
      } catch (e) {
        throw new Error(`Function ${file} failed: ${(e as Error).message}`, { cause: e });
      }
      await tx.query(
        `INSERT INTO schema_functions (name, version, hash) VALUES ($1, $2, $3)
         ON CONFLICT (name) DO UPDATE SET version = excluded.version, hash = excluded.hash, applied_at = now()`,
        [file, level, hash],
      );
      return true;
    });
    if (ran) applied.push(file);
  }
  return applied;
};

/**
 * The `app_meta` key a migration sets, when the database holds records, because the tables derived from them
 * (the name search's look-ups, the per-ZIP market, the nearby search rows, the saved properties' facts) must be
 * rebuilt: a migration calls no function (they are applied after the migrations), so the migrator runs the
 * records refresh once the function files are in place, and removes the key in the same transaction.
 */
export const DERIVED_RECORDS_STALE = 'derived_records_stale';

const refreshStaleDerivedRecords = async (db: Db, lock: (tx: Queryable) => Promise<void>): Promise<void> => {
  await db.transaction(async (tx) => {
    await lock(tx);
    const meta = await tx.query<{ ok: boolean }>("SELECT to_regclass('app_meta') IS NOT NULL AS ok");
    if (!meta.rows[0]?.ok) return;
    const stale = await tx.query('DELETE FROM app_meta WHERE key = $1', [DERIVED_RECORDS_STALE]);
    if (stale.rowCount > 0) await refreshDerivedRecords(tx);
  });
};
