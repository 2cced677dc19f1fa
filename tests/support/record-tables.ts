import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RecordRow, RecordTables, RecordValue } from '../../adapters/memory/in-memory-records.js';
import type { Db } from '../../adapters/postgres/db.js';
import { refreshSearchTables } from '../../adapters/postgres/pg-person-search.js';
import { refreshMarketTables } from '../../adapters/postgres/pg-property-market.js';
import { readRecordsManifest } from '../../adapters/postgres/records-validate.js';
import { generateRecords } from '../../adapters/synthetic/generator.js';
import { RECORD_TABLES, type RecordColumnType, recordTableSpec } from '../../core/records/record-files.schema.js';

const readValue = (type: RecordColumnType, v: unknown): RecordValue => {
  if (v === null || v === undefined) return null;
  switch (type) {
    case 'bigint':
    case 'int':
    case 'numeric':
      return Number(v);
    case 'bool':
      return v === true || v === 't' || v === 'true';
    default:
      return String(v);
  }
};

/**
 * Reads every record table out of a database, in id order, in the form the in-memory fakes take
 * (adapters/memory/in-memory-records.ts): so a fake answers from the very facts a PostgreSQL
 * adapter reads.
 */
export const readRecordTables = async (db: Db): Promise<RecordTables> => {
  const out: Record<string, RecordRow[]> = {};
  for (const spec of RECORD_TABLES) {
    const cols = spec.columns.map((c) => (c.type === 'date' ? `${c.name}::text AS ${c.name}` : c.name)).join(', ');
    const r = await db.query<Record<string, unknown>>(`SELECT ${cols} FROM ${spec.table} ORDER BY id`);
    out[spec.table] = r.rows.map((row) =>
      Object.fromEntries(spec.columns.map((c) => [c.name, readValue(c.type, row[c.name])])),
    );
  }
  return out;
};

/**
 * Inserts hand-written record tables into an empty test database (missing columns are null), then
 * rebuilds the search look-up tables and the market's per-ZIP tables: the same facts for the
 * PostgreSQL adapters and the fakes.
 */
export const insertRecordTables = async (db: Db, tables: RecordTables): Promise<void> => {
  for (const spec of RECORD_TABLES) {
    const rows = tables[spec.table] ?? [];
    for (let i = 0; i < rows.length; i += 200) {
      const chunk = rows.slice(i, i + 200);
      const params: unknown[] = [];
      const values = chunk.map(
        (row) =>
          `(${spec.columns
            .map((c) => {
              params.push(row[c.name] ?? null);
              return `$${params.length}`;
            })
            .join(', ')})`,
      );
      await db.query(
        `INSERT INTO ${spec.table} (${spec.columns.map((c) => c.name).join(', ')}) VALUES ${values.join(', ')}`,
        params,
      );
    }
  }
  await refreshSearchTables(db);
  await refreshMarketTables(db);
};

/** One field of a PostgreSQL COPY text file: `\N` is null; backslash escapes are undone. */
const copyField = (raw: string): string | null =>
  raw === '\\N'
    ? null
    : raw.replace(/\\(.)/g, (_, c: string) => ({ t: '\t', n: '\n', r: '\r', b: '\b', f: '\f', v: '\v' })[c] ?? c);

/** Reads a record set directory (manifest.json + one COPY text file per table) into record tables. */
export const readRecordFiles = (dir: string): RecordTables => {
  const out: Record<string, RecordRow[]> = {};
  for (const t of readRecordsManifest(dir).tables) {
    const spec = recordTableSpec(t.table);
    const types = new Map(spec.columns.map((c) => [c.name, c.type]));
    out[t.table] = readFileSync(join(dir, t.file), 'utf8')
      .split('\n')
      .filter((line) => line !== '')
      .map((line) => {
        const fields = line.split('\t');
        return Object.fromEntries(
          t.columns.map((col, i) => [col, readValue(types.get(col) ?? 'text', copyField(fields[i] ?? '\\N'))]),
        );
      });
  }
  return out;
};

/**
 * A small fixed-seed synthetic record set as record tables, without a database: the generator's
 * files read back. With the same options as `loadSyntheticRecords` (tests/support/reports-app.ts),
 * the fakes hold the records those HTTP tests load into PostgreSQL.
 */
export const syntheticRecordTables = (people = 400, seed = 8080): RecordTables => {
  const dir = mkdtempSync(join(tmpdir(), 'tw-records-'));
  try {
    generateRecords({ people, properties: Math.round(people / 2), seed, outDir: dir, metros: 2 });
    return readRecordFiles(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};
