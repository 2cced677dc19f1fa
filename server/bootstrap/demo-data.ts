import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Db, Queryable } from '../../adapters/postgres/db.js';
import { loadRecords } from '../../adapters/postgres/records-loader.js';
import { GENERATOR_NAME, generateRecords } from '../../adapters/synthetic/generator.js';
import type { AppConfig } from '../config.js';
import type { Logger } from '../logger.js';

/** Fixed seed of the demo set: every fresh install shows the same synthetic people. */
export const DEMO_SEED = 20_261_121;
/** The demo set's properties sit in a few metros (Phoenix, Dallas, Atlanta, Tampa). */
export const DEMO_METROS = 4;

/** The generator's name without its version: `tracewell-synthetic/1` -> `tracewell-synthetic`. */
const GENERATOR_FAMILY = GENERATOR_NAME.split('/')[0] ?? GENERATOR_NAME;

/**
 * True when the people in the database are the synthetic generator's (the demo set, or any set the
 * generator wrote and the loader loaded): the loader records the manifest's `generator` in
 * `app_meta.records_generator`. GET /api/site says `syntheticData` from this, in every environment.
 */
export async function syntheticDataLoaded(db: Queryable): Promise<boolean> {
  const res = await db.query<{ generator: string | null; people: boolean }>(
    `SELECT (SELECT value FROM app_meta WHERE key = 'records_generator') AS generator,
            EXISTS (SELECT 1 FROM people) AS people`,
  );
  const row = res.rows[0];
  return !!row?.people && (row.generator ?? '').split('/')[0] === GENERATOR_FAMILY;
}

/**
 * Databases loaded before the loader recorded the generator have people but no `records_generator`.
 * The generator always writes source 1 as "Consolidated credit header" (credit_header); such a set
 * is marked as the generator's once, so it keeps being labelled synthetic.
 */
const markGeneratedSetOfOlderLoads = async (db: Db): Promise<void> => {
  await db.query(
    `INSERT INTO app_meta (key, value)
     SELECT 'records_generator', $1
      WHERE NOT EXISTS (SELECT 1 FROM app_meta WHERE key = 'records_generator')
        AND EXISTS (SELECT 1 FROM sources WHERE id = 1 AND name = 'Consolidated credit header' AND kind = 'credit_header')
     ON CONFLICT (key) DO NOTHING`,
    [GENERATOR_NAME],
  );
};

/**
 * Loads the synthetic demo data when the database has no people and DEMO_DATA is on (the default
 * outside production):
 * generates `DEMO_PEOPLE` people (default 20,000) and half as many properties into a temp
 * directory with a fixed seed, bulk-loads them (adapters/postgres/records-loader.ts) and logs
 * `Loaded synthetic demo data: N people, M properties in X s`.
 */
export async function ensureDemoData(db: Db, log: Logger, config: AppConfig): Promise<void> {
  const existing = await db.query<{ any: boolean }>('SELECT EXISTS (SELECT 1 FROM people) AS any');
  if (existing.rows[0]?.any) {
    await markGeneratedSetOfOlderLoads(db);
    return;
  }
  if (!config.demoData || config.demoPeople <= 0) return;
  const started = Date.now();
  const dir = await mkdtemp(join(tmpdir(), 'tracewell-demo-'));
  try {
    const people = config.demoPeople;
    const properties = Math.round(people / 2);
    log.info({ people, properties }, 'Generating synthetic demo data');
    generateRecords({ people, properties, seed: DEMO_SEED, outDir: dir, metros: DEMO_METROS });
    const loaded = await loadRecords(db, dir, { onlyIntoEmpty: true });
    if (loaded.skipped) return; // another instance loaded it meanwhile
    const secs = ((Date.now() - started) / 1000).toFixed(1);
    log.info(
      { people: loaded.rows.people, properties: loaded.rows.properties, ms: Date.now() - started },
      `Loaded synthetic demo data: ${loaded.rows.people} people, ${loaded.rows.properties} properties in ${secs} s`,
    );
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
