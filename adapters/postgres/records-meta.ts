import type { Queryable } from './db.js';

/**
 * What the database says about its public records and schema: whether it holds people, which generator
 * wrote them (`app_meta.records_generator`, recorded by the records loader) and the latest migration.
 */

/** The generator named in `app_meta` (null when none) and whether any person is loaded. */
export const readRecordsMeta = async (db: Queryable): Promise<{ generator: string | null; hasPeople: boolean }> => {
  const res = await db.query<{ generator: string | null; people: boolean }>(
    `SELECT (SELECT value FROM app_meta WHERE key = 'records_generator') AS generator,
            EXISTS (SELECT 1 FROM people) AS people`,
  );
  const row = res.rows[0];
  return { generator: row?.generator ?? null, hasPeople: !!row?.people };
};

/**
 * Databases loaded before the loader recorded the generator have people but no `records_generator`.
 * The generator always writes source 1 as "Consolidated credit header" (credit_header); such a set is
 * marked as `generator`'s once, so it keeps being labelled synthetic.
 */
export const markGeneratedSetOfOlderLoads = async (db: Queryable, generator: string): Promise<void> => {
  await db.query(
    `INSERT INTO app_meta (key, value)
     SELECT 'records_generator', $1
      WHERE NOT EXISTS (SELECT 1 FROM app_meta WHERE key = 'records_generator')
        AND EXISTS (SELECT 1 FROM sources WHERE id = 1 AND name = 'Consolidated credit header' AND kind = 'credit_header')
     ON CONFLICT (key) DO NOTHING`,
    [generator],
  );
};

/** The latest applied migration ('' when none); one query that also proves the database answers. */
export const latestMigrationVersion = async (db: Queryable): Promise<string> => {
  const res = await db.query<{ version: string | null }>('SELECT max(version) AS version FROM schema_migrations');
  return res.rows[0]?.version ?? '';
};
