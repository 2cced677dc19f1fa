import { appendFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { deltaContentId } from '../../adapters/postgres/records-delta-validate.js';
import { recordTableSpec } from '../../core/records/record-files.schema.js';

type Cell = string | number | boolean | null;

const tsv = (cells: readonly Cell[]) =>
  cells.map((c) => (c === null ? '\\N' : c === true ? 't' : c === false ? 'f' : String(c))).join('\t');

/**
 * Adds hand-written rows to a records update written by `npm run data -- update` (docs/data-format.md
 * "Records updates"): rows for record tables (every column of the table, in order), and retire lines;
 * the manifest's row counts and its content id are brought up to date, so the delta validates.
 */
export const extendDelta = (
  dir: string,
  add: {
    readonly tables?: Record<string, readonly (readonly Cell[])[]>;
    readonly retire?: readonly (readonly Cell[])[];
  },
): void => {
  const path = join(dir, 'manifest.json');
  const manifest = JSON.parse(readFileSync(path, 'utf8')) as {
    deltaId: string;
    tables: { table: string; file: string; rows: number; columns: string[] }[];
    retire: { file: string; rows: number };
  };
  for (const [table, rows] of Object.entries(add.tables ?? {})) {
    const spec = recordTableSpec(table);
    let entry = manifest.tables.find((t) => t.table === table);
    if (!entry) {
      entry = { table, file: `${table}.tsv`, rows: 0, columns: spec.columns.map((c) => c.name) };
      // First: the rows of other tables may refer to it (people before their addresses).
      manifest.tables.unshift(entry);
      if (!existsSync(join(dir, entry.file))) writeFileSync(join(dir, entry.file), '');
    }
    for (const r of rows) {
      if (r.length !== spec.columns.length)
        throw new Error(`${table}: ${r.length} cells, ${spec.columns.length} columns`);
      appendFileSync(join(dir, entry.file), `${tsv(r)}\n`);
    }
    entry.rows += rows.length;
  }
  for (const r of add.retire ?? []) appendFileSync(join(dir, manifest.retire.file), `${tsv(r)}\n`);
  manifest.retire.rows += add.retire?.length ?? 0;
  writeFileSync(path, JSON.stringify(manifest, null, 2));
  manifest.deltaId = deltaContentId(dir);
  writeFileSync(path, JSON.stringify(manifest, null, 2));
};
