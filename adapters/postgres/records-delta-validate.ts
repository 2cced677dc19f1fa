/**
 * Checks a records update (docs/data-format.md "Records updates") before anything is applied: the
 * manifest, every file against its columns (the checks of a record set), that the files are the
 * ones the delta's id was computed from, that retire.tsv names retirable tables with the statuses
 * they take, and that every date a delta records falls in its window. The first problem throws
 * RecordsFormatError naming file and line.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  CLOSED_LISTING_STATUSES,
  DELTA_DEATH_COLUMNS,
  DELTA_RETIRE_COLUMNS,
  RETIRABLE_TABLES,
  type RecordsDeltaManifest,
  RecordsDeltaManifestSchema,
} from '../../core/records/record-delta.schema.js';
import { RECORD_TABLES, type RecordColumn } from '../../core/records/record-files.schema.js';
import { forEachTsvRow, type ReadCell } from '../synthetic/record-set-reader.js';
import { RecordsFormatError, validateRecordFile } from './records-validate.js';

/** sha256 of a delta's files (every file but manifest.json, in name order: the name, then the bytes). */
export const deltaContentId = (dir: string): string => {
  const hash = createHash('sha256');
  for (const f of readdirSync(dir).sort()) {
    if (f === 'manifest.json') continue;
    hash.update(`${f}\n`);
    hash.update(readFileSync(join(dir, f)));
  }
  return hash.digest('hex');
};

/** The rows of one checked file, in order (line = index + 1). */
export type DeltaRows = ReadCell[][];

/** A checked delta: its manifest and the rows of every file (a delta is small). */
export interface CheckedDelta {
  manifest: RecordsDeltaManifest;
  /** Rows to add, per table. */
  tables: Map<string, DeltaRows>;
  retire: DeltaRows;
  deaths: DeltaRows;
}

const readManifest = (dir: string): RecordsDeltaManifest => {
  const path = join(dir, 'manifest.json');
  if (!existsSync(path)) throw new RecordsFormatError(`manifest.json is missing in ${dir}`, 'manifest.json');
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(path, 'utf8'));
  } catch (e) {
    throw new RecordsFormatError(`manifest.json is not JSON: ${(e as Error).message}`, 'manifest.json');
  }
  const parsed = RecordsDeltaManifestSchema.safeParse(raw);
  if (!parsed.success) {
    throw new RecordsFormatError(
      `manifest.json is not a records update manifest: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
      'manifest.json',
    );
  }
  return parsed.data;
};

/** Checks one file's format and row count, then reads its rows. */
const readChecked = (dir: string, file: string, columns: readonly RecordColumn[], rows: number): DeltaRows => {
  const path = join(dir, file);
  if (!existsSync(path)) throw new RecordsFormatError(`${file} is missing`, file);
  const n = validateRecordFile(path, file, columns);
  if (n !== rows) throw new RecordsFormatError(`${file} has ${n} rows, manifest.json says ${rows}`, file);
  const out: DeltaRows = [];
  forEachTsvRow(path, (c) => out.push(c));
  return out;
};

/** Reads and checks a delta directory completely; throws RecordsFormatError on the first problem. */
export const validateRecordsDelta = (dir: string): CheckedDelta => {
  const manifest = readManifest(dir);
  const { basedOn, asOf } = manifest;
  if (asOf <= basedOn.asOf) {
    throw new RecordsFormatError(`manifest.json: asOf ${asOf} is not after the set's ${basedOn.asOf}`, 'manifest.json');
  }
  const inWindow = (file: string, line: number, what: string, d: string | null, from = basedOn.asOf) => {
    if (d !== null && (d < from || d > asOf)) {
      throw new RecordsFormatError(
        `${file} line ${line}: ${what} ${d} is outside the delta's window (${basedOn.asOf} to ${asOf})`,
        file,
        line,
      );
    }
  };
  const tables = new Map<string, DeltaRows>();
  for (const entry of manifest.tables) {
    const spec = RECORD_TABLES.find((t) => t.table === entry.table);
    if (!spec || spec.table === 'sources' || spec.table === 'schools') {
      throw new RecordsFormatError(`manifest.json: a delta cannot add rows to table ${entry.table}`, 'manifest.json');
    }
    if (entry.file !== `${spec.table}.tsv`) {
      throw new RecordsFormatError(
        `manifest.json: the file of ${spec.table} must be ${spec.table}.tsv`,
        'manifest.json',
      );
    }
    if (entry.columns.join(',') !== spec.columns.map((c) => c.name).join(',')) {
      throw new RecordsFormatError(
        `manifest.json: columns of ${spec.table} are [${entry.columns.join(', ')}], expected [${spec.columns.map((c) => c.name).join(', ')}]`,
        'manifest.json',
      );
    }
    const rows = readChecked(dir, entry.file, spec.columns, entry.rows);
    // Every added fact was recorded in the delta's window (after the set's asOf).
    for (const [i, r] of rows.entries()) {
      inWindow(entry.file, i + 1, 'recorded_at', r[r.length - 1] ?? null, nextDay(basedOn.asOf));
    }
    tables.set(spec.table, rows);
  }
  const retire = readChecked(dir, manifest.retire.file, DELTA_RETIRE_COLUMNS, manifest.retire.rows);
  retire.forEach((r, i) => {
    const line = i + 1;
    const [table, , toDate, status] = r;
    const fail = (msg: string): never => {
      throw new RecordsFormatError(`${manifest.retire.file} line ${line}: ${msg}`, manifest.retire.file, line);
    };
    if (!(table! in RETIRABLE_TABLES)) {
      fail(`table ${JSON.stringify(table)} cannot be retired (one of ${Object.keys(RETIRABLE_TABLES).join(', ')})`);
    }
    if (table === 'property_listings') {
      if (!(CLOSED_LISTING_STATUSES as readonly string[]).includes(status ?? '')) {
        fail(`a retired listing needs a closing status (${CLOSED_LISTING_STATUSES.join(', ')}), got ${String(status)}`);
      }
    } else if (status !== null || r[4] !== null)
      fail(`status and amount_cents are for listings only (\\N for ${table})`);
    inWindow(manifest.retire.file, line, 'to_date', toDate ?? null);
  });
  const deaths = readChecked(dir, manifest.deaths.file, DELTA_DEATH_COLUMNS, manifest.deaths.rows);
  deaths.forEach((r, i) => {
    inWindow(manifest.deaths.file, i + 1, 'deceased_date', r[1] ?? null);
    inWindow(manifest.deaths.file, i + 1, 'recorded_at', r[3] ?? null, nextDay(basedOn.asOf));
  });
  const listed = new Set([
    'manifest.json',
    manifest.retire.file,
    manifest.deaths.file,
    ...manifest.tables.map((t) => t.file),
  ]);
  const extra = readdirSync(dir).find((f) => !listed.has(f));
  if (extra) throw new RecordsFormatError(`${extra} is not listed in manifest.json`, extra);
  if (deltaContentId(dir) !== manifest.deltaId) {
    throw new RecordsFormatError(
      'manifest.json: deltaId does not match the files (a file was changed after the delta was written)',
      'manifest.json',
    );
  }
  return { manifest, tables, retire, deaths };
};

const nextDay = (iso: string): string =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
