import { join } from 'node:path';
import { RECORD_TABLES, type RecordsManifest } from '../../core/records/record-files.schema.js';
import type { Db, Queryable } from './db.js';
import { deferDerivedRecords, refreshDerivedRecords } from './records-refresh.js';
import { deriveMissingSchools } from './records-schools.js';
import { RecordSetValidation, RecordsFormatError, recordSetId } from './records-validate.js';

export { RecordsFormatError, validateRecordSet } from './records-validate.js';

export interface LoadRecordsOptions {
  /**
   * Progress and timing of each phase (`validate`, `copy <table>`, `index <name>`, `indexes`,
   * `analyze`, `search_refresh`; `derive schools` for a set without schools.tsv). `validate` runs
   * alongside the COPYs: its time overlaps theirs.
   */
  onPhase?: (phase: string, ms: number, rows?: number) => void;
  /** Check the files in a worker thread while earlier files are being copied (default true). */
  validateInWorker?: boolean;
  /** Run ANALYZE on the record tables after the load (default true). */
  analyze?: boolean;
  /**
   * Load only when every record table is empty (the demo data on start-up): checked inside the
   * load transaction under an advisory lock, so servers starting together load the set once.
   */
  onlyIntoEmpty?: boolean;
}

export interface LoadRecordsResult {
  manifest: RecordsManifest;
  /** Rows loaded per table. */
  rows: Record<string, number>;
  /** True when the secondary indexes were dropped before and rebuilt after the load (empty tables). */
  deferredIndexes: boolean;
  /** True when `onlyIntoEmpty` found rows already there and loaded nothing. */
  skipped: boolean;
  timings: {
    /** Wall time of the validation (it overlaps the COPYs when run in a worker). */
    validateMs: number;
    /** Time the load waited for the validation (before a COPY whose file was not checked yet). */
    validateWaitMs: number;
    copyMs: Record<string, number>;
    indexMs: number;
    /** Build time per index (name -> ms). */
    indexMsByName: Record<string, number>;
    analyzeMs: number;
    searchRefreshMs: number;
    totalMs: number;
  };
}

/** Advisory lock key held by a load or a records update on a PostgreSQL server (one at a time). */
export const RECORDS_LOAD_LOCK = 724_011_010;

interface IndexDef {
  name: string;
  table: string;
  def: string;
}

/** The record tables' secondary indexes (not backing a constraint), read from the catalog. */
export const recordIndexDefinitions = async (q: Queryable): Promise<IndexDef[]> =>
  (
    await q.query<IndexDef>(
      `SELECT i.relname AS name, t.relname AS "table", pg_get_indexdef(i.oid) AS def
         FROM pg_index x
         JOIN pg_class i ON i.oid = x.indexrelid
         JOIN pg_class t ON t.oid = x.indrelid
         JOIN pg_namespace n ON n.oid = t.relnamespace
        WHERE n.nspname = current_schema()
          AND t.relname = ANY($1::text[])
          AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = x.indexrelid)
        ORDER BY t.relname, i.relname`,
      [RECORD_TABLES.map((t) => t.table)],
    )
  ).rows;

/** True when no record table holds a row. */
export const recordTablesEmpty = async (q: Queryable): Promise<boolean> => {
  const probes = RECORD_TABLES.map((t) => `SELECT 1 FROM ${t.table}`).join(' UNION ALL ');
  const r = await q.query(`SELECT EXISTS (${probes}) AS any`);
  return r.rows[0]?.any === false;
};

/**
 * Loads a record set (docs/data-format.md) into the migrated database.
 *
 * 1. Validates manifest.json and every file completely (types, column counts, NOT NULL); a malformed
 *    file is rejected with file, line and column named and nothing is loaded. The files are checked
 *    in a worker thread, in table order, ahead of the COPYs: a file is copied only once it has
 *    passed, and a problem found in a later file aborts the transaction, so nothing stays loaded.
 * 2. One transaction: when every record table is empty, reads the secondary index definitions from
 *    the catalog and drops them; COPYs each file (`db.copyFromFile`: COPY FROM STDIN on a server,
 *    /dev/blob on PGlite); re-creates the indexes; ANALYZEs. Any failure rolls everything back,
 *    indexes included (PostgreSQL DDL is transactional). Loading into non-empty tables keeps the
 *    indexes in place (an append). A format problem is reported in preference to a database error.
 */
export const loadRecords = async (db: Db, dir: string, opts: LoadRecordsOptions = {}): Promise<LoadRecordsResult> => {
  const started = Date.now();
  const phase = (name: string, since: number, rows?: number) => {
    const ms = Date.now() - since;
    opts.onPhase?.(name, ms, rows);
    return ms;
  };
  let t = Date.now();
  const validation = RecordSetValidation.start(dir, { inWorker: opts.validateInWorker !== false });
  const manifest = validation.manifest;
  let validateMs = 0;
  let validateWaitMs = 0;
  const validated = validation.done().then(
    () => {
      validateMs = phase('validate', started);
    },
    () => undefined,
  );
  const rows: Record<string, number> = {};
  const copyMs: Record<string, number> = {};
  const indexMsByName: Record<string, number> = {};
  let indexMs = 0;
  let analyzeMs = 0;
  let searchRefreshMs = 0;
  let deferredIndexes = false;
  let skipped = false;
  try {
    await db.transaction(async (tx) => {
      if (db.kind === 'postgres') {
        await tx.query('SELECT pg_advisory_xact_lock($1)', [RECORDS_LOAD_LOCK]);
        // Index builds sort in memory (512 MB, shared by the parallel btree workers).
        await tx.query("SET LOCAL maintenance_work_mem = '512MB'");
      }
      deferredIndexes = await recordTablesEmpty(tx);
      if (opts.onlyIntoEmpty && !deferredIndexes) {
        skipped = true;
        validation.cancel();
        return;
      }
      await deferDerivedRecords(tx); // rebuilt below, before the commit
      const indexes = deferredIndexes ? await recordIndexDefinitions(tx) : [];
      for (const ix of indexes) await tx.query(`DROP INDEX ${quote(ix.name)}`);
      const absent: string[] = [];
      for (const spec of RECORD_TABLES) {
        t = Date.now();
        await validation.table(spec.table);
        validateWaitMs += Date.now() - t;
        const entry = manifest.tables.find((e) => e.table === spec.table);
        if (!entry) {
          // A table added to the format after the set was written (validation allowed it: optional).
          absent.push(spec.table);
          continue;
        }
        t = Date.now();
        rows[spec.table] = await db.copyFromFile(spec.table, entry.columns, join(dir, entry.file), tx);
        copyMs[spec.table] = phase(`copy ${spec.table}`, t, rows[spec.table]);
      }
      await validation.done();
      await validated;
      // The data set's "today" (ages, days on market, auctions are relative to it), and who made it
      // (GET /api/site says the records are synthetic when the generator did).
      await tx.query(
        `INSERT INTO app_meta (key, value) VALUES ('records_as_of', $1), ('records_generator', $2)
         ON CONFLICT (key) DO UPDATE SET value = excluded.value, updated_at = now()`,
        [manifest.asOf, manifest.generator],
      );
      // Which set the records are (a records update names the set it applies to).
      await tx.query(
        `INSERT INTO app_meta (key, value) VALUES ('records_set_id', $1)
         ON CONFLICT (key) DO UPDATE SET value = excluded.value, updated_at = now()`,
        [recordSetId(dir)],
      );
      // A set written before the schools table existed: its schools are derived from its properties.
      if (absent.includes('schools')) {
        t = Date.now();
        rows.schools = await deriveMissingSchools(tx, manifest.asOf);
        phase('derive schools', t, rows.schools);
      }
      const indexStart = Date.now();
      for (const ix of indexes) {
        t = Date.now();
        await tx.query(ix.def);
        indexMsByName[ix.name] = phase(`index ${ix.name}`, t);
      }
      if (indexes.length > 0) indexMs = phase('indexes', indexStart, indexes.length);
      if (opts.analyze !== false) {
        t = Date.now();
        await tx.query(`ANALYZE ${RECORD_TABLES.map((spec) => spec.table).join(', ')}`);
        analyzeMs = phase('analyze', t);
      }
      // Derived look-up tables of other areas: search, the property market, nearby search, saved properties.
      const refreshed = await refreshDerivedRecords(tx, (name, ms) => opts.onPhase?.(name, ms));
      searchRefreshMs = refreshed.search_refresh ?? 0;
    });
  } catch (e) {
    // A malformed file wins over what the database said about an earlier one (e.g. a duplicate id).
    if (!(e instanceof RecordsFormatError)) {
      const problem = await validation.firstProblem();
      if (problem instanceof RecordsFormatError) throw problem;
    }
    throw e;
  } finally {
    validation.cancel();
  }
  return {
    manifest,
    rows,
    deferredIndexes,
    skipped,
    timings: {
      validateMs,
      validateWaitMs,
      copyMs,
      indexMs,
      indexMsByName,
      analyzeMs,
      searchRefreshMs,
      totalMs: Date.now() - started,
    },
  };
};

const quote = (name: string): string => `"${name.replace(/"/g, '""')}"`;
