import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import pg from 'pg';
import { catalogRows } from '../../adapters/postgres/catalog-seed.js';
import type { Db } from '../../adapters/postgres/db.js';
import { FUNCTIONS_DIR, MIGRATIONS_DIR, runMigrations } from '../../adapters/postgres/migrate.js';
import { MEMORY_DATA_DIR, openDb, openPglite } from '../../adapters/postgres/open-db.js';
import { openReplicaReadDb } from '../../adapters/postgres/read-replicas.js';

const ROOT = new URL('../../', import.meta.url).pathname;
const CACHE_DIR = join(ROOT, 'node_modules', '.cache', 'tracewell');

/**
 * Key of the migrated template: PGlite version + every migration and function file's name and text + the
 * migrator and the catalog seed themselves + core's catalog rows. A copy of the template is therefore exactly
 * what migrating a new database would give, and is used without running the migrator again. Worked out once
 * per process (a process runs many test files, and nothing it keys changes during a run).
 */
let key: string | undefined;
const templateKey = (): string => {
  if (key) return key;
  const hash = createHash('sha256');
  hash.update(JSON.parse(readFileSync(join(ROOT, 'node_modules/@electric-sql/pglite/package.json'), 'utf8')).version);
  for (const dir of [MIGRATIONS_DIR, FUNCTIONS_DIR]) {
    for (const f of readdirSync(dir).sort()) {
      hash.update(f);
      hash.update(readFileSync(join(dir, f)));
    }
  }
  for (const f of ['migrate.ts', 'catalog-seed.ts']) hash.update(readFileSync(join(ROOT, 'adapters/postgres', f)));
  hash.update(JSON.stringify(catalogRows()));
  key = hash.digest('hex').slice(0, 16);
  return key;
};

/**
 * A fresh, migrated database for one test file (docs/decisions/0001):
 * - default: in-memory PGlite through the same worker + pglite-socket + pg.Pool path as production.
 *   initdb costs seconds, so the first call migrates once and caches the data directory as a tar
 *   under node_modules/.cache/tracewell (keyed by PGlite version, migration files and the catalog); later calls,
 *   in any process, start from that tar;
 * - `DATABASE_URL` set: a new database `tw_test_<random>` on that server, dropped by `close()`. With
 *   `DATABASE_READ_URL` set too (streaming replicas of that server, comma separated), the same database
 *   on the replicas is the read side {@link testReadDb} hands the wired test apps (docs/decisions/0085).
 *   The primary should commit with `synchronous_commit=remote_apply`, or a test may read before its
 *   own writes reach the replica.
 */
export const openTestDb = async (): Promise<Db> => {
  const url = process.env.DATABASE_URL;
  return url ? openServerTestDb(url) : openPgliteTestDb();
};

const openPgliteTestDb = async (): Promise<Db> => {
  const template = await pgliteTemplate();
  // The template's key covers everything the migrator would apply: a copy needs no migration run.
  return openPglite({ dataDir: MEMORY_DATA_DIR, loadDataDir: template });
};

/**
 * The migrated PGlite template (a tar of the data directory), made once by the first process to need it
 * (initdb and every migration: seconds) and read by every later one.
 */
export const pgliteTemplate = async (): Promise<string> => {
  const template = join(CACHE_DIR, `pglite-template-${templateKey()}.tar`);
  if (existsSync(template)) return template;
  const db = await openPglite({ dataDir: MEMORY_DATA_DIR });
  try {
    await runMigrations(db);
    const tmp = `${template}.${process.pid}.${randomBytes(4).toString('hex')}`;
    await db.dumpDataDir(tmp);
    await rename(tmp, template); // atomic: concurrent test processes never read a half-written file
  } finally {
    await db.close();
  }
  await pruneTemplates(template);
  return template;
};

/**
 * A PGlite data directory on disk (`<dataDir>/pg`, as the server keeps it) that starts as a copy of the
 * migrated template: a test that starts the server or a child process on a new data directory skips
 * initdb and the migrations, which that test is not about.
 */
export const migratedPgliteDataDir = async (dataDir: string): Promise<void> => {
  const db = await openPglite({ dataDir, loadDataDir: await pgliteTemplate() });
  await db.close();
};

/** Removes templates of earlier migration sets (older than an hour, so no running test still reads them). */
const pruneTemplates = async (keep: string): Promise<void> => {
  const { readdir, stat } = await import('node:fs/promises');
  for (const f of await readdir(CACHE_DIR)) {
    const path = join(CACHE_DIR, f);
    if (path === keep || !f.startsWith('pglite-template-')) continue;
    const age = Date.now() - (await stat(path).catch(() => ({ mtimeMs: Date.now() }))).mtimeMs;
    if (age > 3_600_000) await rm(path, { force: true });
  }
};

const openServerTestDb = async (url: string): Promise<Db> => {
  const name = `tw_test_${randomBytes(6).toString('hex')}`;
  for (let attempt = 1; ; attempt++) {
    const template = await serverTemplate(url);
    try {
      await withAdmin(url, (admin) => admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`));
      break;
    } catch (e) {
      // The template was dropped meanwhile (an hour unused, by a process on other migrations): build it again.
      if ((e as { code?: string }).code !== '3D000' || attempt >= 3) throw e;
    }
  }
  const testUrl = new URL(url);
  testUrl.pathname = `/${name}`;
  const db = await openDb({ databaseUrl: testUrl.toString(), dataDir: MEMORY_DATA_DIR, poolSize: 4 });
  // No migration run: the template's key covers everything the migrator would apply.
  const readUrls = (process.env.DATABASE_READ_URL ?? '').split(',').filter((u) => u.trim() !== '');
  const readDb = readUrls.length > 0 ? await openReplicaTestDb(readUrls, name) : undefined;
  const close = db.close.bind(db);
  const out = Object.assign(db, {
    close: async () => {
      await readDb?.close();
      await close();
      await withAdmin(url, (admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  });
  if (readDb) readDbs.set(out, readDb);
  return out;
};

const withAdmin = async <T>(url: string, run: (admin: pg.Client) => Promise<T>): Promise<T> => {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    return await run(admin);
  } finally {
    await admin.end();
  }
};

/**
 * The migrated template database on the server (`tw_template_<key>`, the key of {@link templateKey}):
 * each test database is a copy of it (`CREATE DATABASE ... TEMPLATE`, a fraction of a second) instead of
 * running every migration again (1.3-1.9 s a database). The first process to need it migrates a database
 * of its own and renames it into place, so concurrent processes never copy a half-migrated one. Each use
 * stamps the template's comment with the time; templates of other migration sets unused for an hour, and
 * builds left behind by a crashed process, are dropped (a run on another branch keeps its own meanwhile).
 */
const serverTemplate = async (url: string): Promise<string> => {
  const key = templateKey();
  const template = `tw_template_${key}`;
  const exists = (admin: pg.Client) =>
    admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [template]).then((r) => (r.rowCount ?? 0) > 0);
  const stamp = (admin: pg.Client, datname: string) => admin.query(`COMMENT ON DATABASE ${datname} IS '${Date.now()}'`);
  const found = await withAdmin(url, async (admin) => {
    if (!(await exists(admin))) return false;
    await stamp(admin, template).catch(() => undefined); // dropped meanwhile: the copy retries
    return true;
  });
  if (found) return template;
  const building = `tw_template_${key}_${randomBytes(4).toString('hex')}`;
  await withAdmin(url, async (admin) => {
    await admin.query(`CREATE DATABASE ${building}`);
    await stamp(admin, building);
  });
  const buildUrl = new URL(url);
  buildUrl.pathname = `/${building}`;
  const db = await openDb({ databaseUrl: buildUrl.toString(), dataDir: MEMORY_DATA_DIR, poolSize: 1 });
  try {
    await runMigrations(db);
  } finally {
    await db.close();
  }
  await withAdmin(url, async (admin) => {
    try {
      await admin.query(`ALTER DATABASE ${building} RENAME TO ${template}`);
    } catch (e) {
      // Another process renamed its own copy into place first: ours is not needed.
      await admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
      if (!(await exists(admin))) throw e;
    }
    await stamp(admin, template);
    // Templates and builds stamped more than an hour ago (or never, by an older version of this file).
    const old = await admin.query<{ datname: string; used: string | null }>(
      `SELECT datname, shobj_description(oid, 'pg_database') AS used FROM pg_database
        WHERE datname ~ '^tw_template_[0-9a-f]{16}(_[0-9a-f]{8})?$' AND datname <> $1`,
      [template],
    );
    for (const { datname, used } of old.rows) {
      if (Date.now() - Number(used ?? 0) > 3_600_000)
        await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    }
  });
  return template;
};

const readDbs = new WeakMap<Db, Db>();

/** The read side of a test database (the replicas of `DATABASE_READ_URL`), or undefined: the apps then read `db`. */
export const testReadDb = (db: Db): Db | undefined => readDbs.get(db);

/** The replicas' copy of database `name`, once it has arrived there (CREATE DATABASE is replayed like any write). */
const openReplicaTestDb = async (urls: readonly string[], name: string): Promise<Db> => {
  const named = urls.map((u) => {
    const url = new URL(u.trim());
    url.pathname = `/${name}`;
    return url.toString();
  });
  for (let attempt = 0; ; attempt++) {
    try {
      return await openReplicaReadDb({ urls: named, poolSize: 4 });
    } catch (e) {
      if (attempt >= 50) throw e;
      await new Promise((r) => setTimeout(r, 200));
    }
  }
};

/** Removes cached PGlite templates (not needed in normal use: the key changes with the migrations). */
export const clearTestDbCache = () => rm(CACHE_DIR, { recursive: true, force: true });
