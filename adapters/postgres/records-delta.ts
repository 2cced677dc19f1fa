/**
 * Applies a records update (docs/data-format.md "Records updates"; docs/decisions/0069) to the
 * migrated database, in one transaction under the loader's advisory lock.
 */
import { join } from 'node:path';
import {
  RETIRABLE_TABLES,
  type RecordsDeltaManifest,
  type RetirableTable,
} from '../../core/records/record-delta.schema.js';
import { recordTableSpec } from '../../core/records/record-files.schema.js';
import type { Db, Queryable } from './db.js';
import { linkTouchedToOptOuts } from './pg-suppressions.js';
import { type CheckedDelta, validateRecordsDelta } from './records-delta-validate.js';
import { RECORDS_LOAD_LOCK } from './records-loader.js';
import { deferDerivedRecords, refreshDerivedRecords } from './records-refresh.js';

/** A well-formed delta the database cannot take (another set, records already past its base). */
export class RecordsDeltaRefused extends Error {
  override name = 'RecordsDeltaRefused';
}

export interface ApplyDeltaOptions {
  /** Progress and timing of each phase (`copy <table>`, `deaths`, `retire`, `properties`, `record`, refreshes). */
  onPhase?: (phase: string, ms: number, rows?: number) => void;
}

export interface ApplyDeltaResult {
  manifest: RecordsDeltaManifest;
  /** True when the database had this delta already: nothing was changed. */
  alreadyApplied: boolean;
  /** Rows added per table. */
  rows: Record<string, number>;
  retired: number;
  deaths: number;
  /** How many people and properties the delta touched (records_delta_changes). */
  touched: { persons: number; properties: number };
  timings: { applyMs: number; refreshMs: number; totalMs: number };
}

/** Column index of `name` in a record table's file. */
const col = (table: string, name: string): number => recordTableSpec(table).columns.findIndex((c) => c.name === name);

/**
 * Applies the delta in `dir`:
 * 1. checks every file (validateRecordsDelta): a malformed delta is refused before anything is written;
 * 2. one transaction: refuses a delta whose set is not the database's (`app_meta.records_set_id`) or
 *    whose base is not the records' current `asOf`; answers "already applied" for a delta in
 *    records_deltas; adds the rows (COPY), marks the deaths, retires the rows (each must exist and be
 *    current), brings the sold and listed properties' last sale and market status up to date, records
 *    the delta and the people and properties it touched, moves `records_as_of` to the delta's asOf and
 *    rebuilds the derived tables (refreshDerivedRecords). Any failure rolls all of it back.
 */
export const applyRecordsDelta = async (
  db: Db,
  dir: string,
  opts: ApplyDeltaOptions = {},
): Promise<ApplyDeltaResult> => {
  const started = Date.now();
  const delta = validateRecordsDelta(dir);
  const { manifest } = delta;
  const phase = (name: string, since: number, rows?: number) => {
    const ms = Date.now() - since;
    opts.onPhase?.(name, ms, rows);
    return ms;
  };
  const rows: Record<string, number> = {};
  let refreshMs = 0;
  let applyMs = 0;
  const touched = { persons: 0, properties: 0 };
  const alreadyApplied = await db.transaction(async (tx) => {
    if (db.kind === 'postgres') await tx.query('SELECT pg_advisory_xact_lock($1)', [RECORDS_LOAD_LOCK]);
    const seen = await tx.query('SELECT 1 FROM records_deltas WHERE delta_id = $1', [manifest.deltaId]);
    if (seen.rows.length > 0) return true;
    await deferDerivedRecords(tx); // rebuilt after the changes, before the commit
    const meta = await tx.query<{ key: string; value: string }>(
      "SELECT key, value FROM app_meta WHERE key IN ('records_set_id', 'records_as_of')",
    );
    const get = (k: string) => meta.rows.find((r) => r.key === k)?.value ?? null;
    const setId = get('records_set_id');
    if (setId !== manifest.basedOn.setId) {
      throw new RecordsDeltaRefused(
        `The delta is based on set ${manifest.basedOn.setId.slice(0, 16)} (as of ${manifest.basedOn.asOf}); ` +
          `the database holds ${setId ? `set ${setId.slice(0, 16)}` : 'no known set'}. Nothing was applied.`,
      );
    }
    const asOf = get('records_as_of');
    if (asOf !== manifest.basedOn.asOf) {
      throw new RecordsDeltaRefused(
        `The delta applies to the records as of ${manifest.basedOn.asOf}; the database's are as of ${asOf}. Nothing was applied.`,
      );
    }
    const t0 = Date.now();
    const persons = new Set<number>();
    const properties = new Set<number>();
    const addedSales: number[] = [];
    for (const entry of manifest.tables) {
      const t = Date.now();
      rows[entry.table] = await db.copyFromFile(entry.table, entry.columns, join(dir, entry.file), tx);
      phase(`copy ${entry.table}`, t, rows[entry.table]);
      const fileRows = delta.tables.get(entry.table) ?? [];
      const owner = recordTableSpec(entry.table).owner;
      const key = owner === 'person' ? col(entry.table, entry.table === 'people' ? 'id' : 'person_id') : -1;
      const prop = owner === 'property' ? col(entry.table, entry.table === 'properties' ? 'id' : 'property_id') : -1;
      const ownerPerson = entry.table === 'property_owners' ? col(entry.table, 'person_id') : -1;
      for (const r of fileRows) {
        if (key >= 0) persons.add(Number(r[key]));
        if (prop >= 0) properties.add(Number(r[prop]));
        if (ownerPerson >= 0 && r[ownerPerson] !== null) persons.add(Number(r[ownerPerson]));
      }
      if (entry.table === 'property_transactions') {
        const type = col(entry.table, 'transaction_type');
        for (const r of fileRows) if (r[type] === 'sale') addedSales.push(Number(r[0]));
      }
    }
    let t = Date.now();
    await applyDeaths(tx, delta, persons);
    phase('deaths', t, delta.deaths.length);
    t = Date.now();
    await applyRetirements(tx, delta, persons, properties);
    phase('retire', t, delta.retire.length);
    t = Date.now();
    await refreshChangedProperties(tx, [...properties], addedSales);
    phase('properties', t, properties.size);
    // Opt-outs stay done: the people the update touched that the linkage scorer ties to an opt-out are
    // suppressed in the same transaction (docs/record-linkage.md).
    t = Date.now();
    phase('opt-out linkage', t, (await linkTouchedToOptOuts(tx, [...persons], new Date())).length);
    t = Date.now();
    await tx.query('INSERT INTO records_deltas (delta_id, as_of, counts) VALUES ($1, $2, $3)', [
      manifest.deltaId,
      manifest.asOf,
      JSON.stringify(manifest.counts),
    ]);
    await tx.query(
      `INSERT INTO records_delta_changes (delta_id, entity, entity_id)
       SELECT $1, 'person', unnest($2::bigint[]) UNION SELECT $1, 'property', unnest($3::bigint[])`,
      [manifest.deltaId, [...persons], [...properties]],
    );
    await tx.query(
      `INSERT INTO app_meta (key, value) VALUES ('records_as_of', $1)
       ON CONFLICT (key) DO UPDATE SET value = excluded.value, updated_at = now()`,
      [manifest.asOf],
    );
    touched.persons = persons.size;
    touched.properties = properties.size;
    phase('record', t);
    applyMs = Date.now() - t0;
    t = Date.now();
    await refreshDerivedRecords(tx, (name, ms) => opts.onPhase?.(name, ms));
    refreshMs = Date.now() - t;
    return false;
  });
  return {
    manifest,
    alreadyApplied,
    rows,
    retired: alreadyApplied ? 0 : delta.retire.length,
    deaths: alreadyApplied ? 0 : delta.deaths.length,
    touched,
    timings: { applyMs, refreshMs, totalMs: Date.now() - started },
  };
};

/** Marks the delta's deaths on people who were alive; a person missing or already deceased refuses it. */
const applyDeaths = async (tx: Queryable, delta: CheckedDelta, persons: Set<number>): Promise<void> => {
  if (delta.deaths.length === 0) return;
  const ids = delta.deaths.map((r) => r[0]);
  const res = await tx.query<{ id: string }>(
    `UPDATE people p SET deceased = true, deceased_date = d.day, source_id = d.src, recorded_at = d.rec
       FROM unnest($1::bigint[], $2::date[], $3::bigint[], $4::date[]) AS d(id, day, src, rec)
      WHERE p.id = d.id AND NOT p.deceased
     RETURNING p.id`,
    [ids, delta.deaths.map((r) => r[1]), delta.deaths.map((r) => r[2]), delta.deaths.map((r) => r[3])],
  );
  const done = new Set(res.rows.map((r) => String(r.id)));
  const missing = ids.findIndex((id) => !done.has(String(id)));
  if (missing >= 0) {
    throw new RecordsDeltaRefused(
      `${delta.manifest.deaths.file} line ${missing + 1}: person ${ids[missing]} does not exist or is already deceased. Nothing was applied.`,
    );
  }
  for (const id of ids) persons.add(Number(id));
};

/** Retires the rows of retire.tsv; each must exist and be current (an open listing for listings). */
const applyRetirements = async (
  tx: Queryable,
  delta: CheckedDelta,
  persons: Set<number>,
  properties: Set<number>,
): Promise<void> => {
  for (const table of Object.keys(RETIRABLE_TABLES) as RetirableTable[]) {
    const lines = delta.retire.map((r, i) => ({ r, line: i + 1 })).filter(({ r }) => r[0] === table);
    if (lines.length === 0) continue;
    const ids = lines.map(({ r }) => r[1]);
    const days = lines.map(({ r }) => r[2]);
    const params = [ids, days, lines.map(({ r }) => r[3]), lines.map(({ r }) => r[4])];
    const from = 'unnest($1::bigint[], $2::date[], $3::text[], $4::bigint[]) AS d(id, day, status, amount)';
    const owner = table.startsWith('property_') ? 'property_id' : 'person_id';
    const sql =
      table === 'property_listings'
        ? `UPDATE property_listings t SET status = d.status, status_date = d.day,
                  close_price_cents = coalesce(d.amount, t.close_price_cents),
                  days_on_market = greatest(0, d.day - t.list_date)
             FROM ${from} WHERE t.id = d.id AND t.status IN ('active', 'pending')
           RETURNING t.id, t.property_id AS owner`
        : `UPDATE ${table} t SET is_current = false, ${RETIRABLE_TABLES[table]} = d.day
             FROM ${from} WHERE t.id = d.id AND t.is_current
           RETURNING t.id, t.${owner} AS owner${table === 'property_owners' ? ', t.person_id AS person' : ''}`;
    const res = await tx.query<{ id: string; owner: string; person?: string | null }>(sql, params);
    const done = new Set(res.rows.map((r) => String(r.id)));
    const missing = lines.find(({ r }) => !done.has(String(r[1])));
    if (missing) {
      throw new RecordsDeltaRefused(
        `${delta.manifest.retire.file} line ${missing.line}: ${table} ${missing.r[1]} does not exist or is not current. Nothing was applied.`,
      );
    }
    for (const r of res.rows) {
      (owner === 'property_id' ? properties : persons).add(Number(r.owner));
      if (r.person !== undefined && r.person !== null) persons.add(Number(r.person));
    }
  }
};

/**
 * The facts of a property that follow from its records: the last sale is the newest sale transaction
 * the delta added; the market status is sold (2) after such a sale, listed (1) while a listing is open,
 * else off the market (0) for a property that was listed; owner-occupied after a sale when a current
 * owner lives there.
 */
const refreshChangedProperties = async (tx: Queryable, properties: number[], sales: number[]): Promise<void> => {
  if (properties.length === 0) return;
  await tx.query(
    `WITH s AS (
       SELECT DISTINCT ON (property_id) property_id, recording_date, amount_cents
         FROM property_transactions WHERE id = ANY($2::bigint[])
        ORDER BY property_id, recording_date DESC, id DESC)
     UPDATE properties p
        SET last_sale_date = coalesce(s.recording_date, p.last_sale_date),
            last_sale_cents = coalesce(s.amount_cents, p.last_sale_cents),
            owner_occupied = CASE WHEN s.property_id IS NULL THEN p.owner_occupied ELSE EXISTS (
              SELECT 1 FROM property_owners o JOIN person_addresses pa ON pa.person_id = o.person_id
               WHERE o.property_id = p.id AND o.is_current AND pa.is_current AND pa.address_id = p.address_id) END,
            market_status = CASE
              WHEN s.property_id IS NOT NULL THEN 2
              WHEN EXISTS (SELECT 1 FROM property_listings l
                            WHERE l.property_id = p.id AND l.status IN ('active', 'pending')) THEN 1
              WHEN p.market_status = 1 THEN 0
              ELSE p.market_status END
       FROM unnest($1::bigint[]) AS c(id) LEFT JOIN s ON s.property_id = c.id
      WHERE p.id = c.id`,
    [properties, sales],
  );
};
