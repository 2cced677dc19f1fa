import { recordTableSpec } from '../../core/records/record-files.schema.js';
import { deriveSchoolRows, type HomeSite, SCHOOL_SOURCE } from '../synthetic/schools.js';
import type { Db, Queryable } from './db.js';
import { recordsAsOf } from './records-stats.js';

/**
 * Schools for a database whose record set has none (docs/data-format.md "Schools"; docs/decisions/0061):
 * a set written before the schools table existed, loaded before or after it. The rows are the ones the
 * generator writes for the same properties (adapters/synthetic/schools.ts: a function of the homes
 * alone), under the schools' source, which is added when missing (the next free source id; a set the
 * generator wrote has it as its last source, the same id).
 */

/** Advisory lock key held while schools are derived on a PostgreSQL server (servers starting together derive once). */
const SCHOOLS_FILL_LOCK = 724_011_061;

/** The homes of the loaded properties, in property id order (as adapters/synthetic/schools.ts reads them from files). */
const homeSites = async (q: Queryable): Promise<HomeSite[]> => {
  const r = await q.query<{
    id: string | number;
    latitude: number;
    longitude: number;
    zip: string;
    city: string;
    state: string;
    county: string | null;
  }>(
    `SELECT p.id, p.latitude, p.longitude, a.zip, a.city, a.state, a.county
       FROM properties p JOIN addresses a ON a.id = p.address_id
      WHERE p.latitude IS NOT NULL AND p.longitude IS NOT NULL
      ORDER BY p.id`,
  );
  return r.rows.map((x) => ({
    propertyId: Number(x.id),
    latitude: Number(x.latitude),
    longitude: Number(x.longitude),
    zip: x.zip,
    city: x.city,
    state: x.state,
    county: x.county,
  }));
};

/** The schools' source id: the existing row, else a new one after the last source. */
const schoolSourceId = async (q: Queryable): Promise<number> => {
  const found = await q.query<{ id: string | number }>(
    'SELECT id FROM sources WHERE name = $1 AND kind = $2 ORDER BY id LIMIT 1',
    [SCHOOL_SOURCE.name, SCHOOL_SOURCE.kind],
  );
  if (found.rows[0]) return Number(found.rows[0].id);
  const made = await q.query<{ id: string | number }>(
    `INSERT INTO sources (id, name, kind, jurisdiction)
     SELECT coalesce(max(id), 0) + 1, $1, $2, $3 FROM sources RETURNING id`,
    [SCHOOL_SOURCE.name, SCHOOL_SOURCE.kind, SCHOOL_SOURCE.jurisdiction],
  );
  return Number(made.rows[0]!.id);
};

const SCHOOL_COLUMNS = recordTableSpec('schools').columns.map((c) => c.name);

/**
 * Derives and inserts the schools when the schools table is empty and properties are loaded; answers
 * the rows inserted (0 when there was nothing to do). `asOf` is the set's as-of date.
 */
export const deriveMissingSchools = async (q: Queryable, asOf: string): Promise<number> => {
  const state = await q.query<{ schools: boolean; properties: boolean }>(
    'SELECT EXISTS (SELECT 1 FROM schools) AS schools, EXISTS (SELECT 1 FROM properties) AS properties',
  );
  if (state.rows[0]?.schools || !state.rows[0]?.properties) return 0;
  const homes = await homeSites(q);
  const rows = deriveSchoolRows(homes, asOf, await schoolSourceId(q));
  for (let i = 0; i < rows.length; i += 500) {
    const params: unknown[] = [];
    const values = rows
      .slice(i, i + 500)
      .map((r) => `(${r.map((v) => `$${params.push(v ?? null)}`).join(', ')})`)
      .join(', ');
    await q.query(`INSERT INTO schools (${SCHOOL_COLUMNS.join(', ')}) VALUES ${values}`, params);
  }
  return rows.length;
};

/**
 * On start-up: a database loaded before the schools table existed gets its schools (once; under a lock
 * on a PostgreSQL server). Nothing happens without an as-of date, without properties, or with schools.
 */
export const fillSchoolsOfOlderLoads = async (db: Db): Promise<number> =>
  db.transaction(async (tx) => {
    if (db.kind === 'postgres') await tx.query('SELECT pg_advisory_xact_lock($1)', [SCHOOLS_FILL_LOCK]);
    const asOf = await recordsAsOf(tx);
    return asOf === null ? 0 : deriveMissingSchools(tx, asOf);
  });
