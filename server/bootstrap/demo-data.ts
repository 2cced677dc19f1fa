import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Db, Queryable } from '../../adapters/postgres/db.js';
import { loadRecords } from '../../adapters/postgres/records-loader.js';
import { markGeneratedSetOfOlderLoads, readRecordsMeta } from '../../adapters/postgres/records-meta.js';
import { fillSchoolsOfOlderLoads } from '../../adapters/postgres/records-schools.js';
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
  const meta = await readRecordsMeta(db);
  return meta.hasPeople && (meta.generator ?? '').split('/')[0] === GENERATOR_FAMILY;
}

/**
 * Loads the synthetic demo data when the database has no people and DEMO_DATA is on (the default
 * outside production):
 * generates `DEMO_PEOPLE` people (default 20,000) and half as many properties into a temp
 * directory with a fixed seed, bulk-loads them (adapters/postgres/records-loader.ts) and logs
 * `Loaded synthetic demo data: N people, M properties in X s`.
 */
export async function ensureDemoData(db: Db, log: Logger, config: AppConfig): Promise<void> {
  if ((await readRecordsMeta(db)).hasPeople) {
    await markGeneratedSetOfOlderLoads(db, GENERATOR_NAME);
    // Loaded before the schools table existed: derive them once (docs/data-format.md "Schools").
    const schools = await fillSchoolsOfOlderLoads(db);
    if (schools > 0) log.info({ schools }, `Derived ${schools} schools from the loaded properties`);
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
