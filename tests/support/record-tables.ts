import type { RecordRow, RecordTables, RecordValue } from '../../adapters/memory/in-memory-records.js';
import type { Db } from '../../adapters/postgres/db.js';
import { refreshSearchTables } from '../../adapters/postgres/pg-person-search.js';
import { RECORD_TABLES, type RecordColumnType } from '../../core/records/record-files.schema.js';

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
 * rebuilds the search look-up tables: the same facts for the PostgreSQL adapters and the fakes.
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
};
