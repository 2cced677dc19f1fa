/**
 * Saved-properties benchmark (docs/decisions/0066-saved-properties.md): one member with 1,000 saved
 * properties (001 section 9); the list use case end to end server-side (input, the member check against
 * a stand-in that always says member, the PostgreSQL statement, the reply) for a page of 50 with a sort
 * and a filter, and the Excel export of all 1,000 rows (the default visible columns, and every column).
 * On a fresh PGlite database by default; on the PostgreSQL server of DATABASE_URL when set (a fresh
 * database there, dropped afterwards). The records: a small synthetic set plus 1,010 plain properties.
 *
 *   npx tsx tests/bench/saved-properties.bench.ts [--n 300]
 *
 * Targets: list p95 < 50 ms, export of 1,000 rows < 1 s.
 */
import { randomUUID } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { ExcelJsSpreadsheetWriter } from '../../adapters/excel/exceljs-spreadsheet-writer.js';
import { PgSavedProperties } from '../../adapters/postgres/pg-saved-properties.js';
import { PROPERTY_COLUMNS } from '../../core/property/columns.rules.js';
import { makeExportSavedProperties } from '../../core/property/export-saved-properties.use-case.js';
import { makeListSavedProperties } from '../../core/property/list-saved-properties.use-case.js';
import { savedPropertiesRoom } from '../../core/property/saved-properties.rules.js';
import { loadSyntheticRecords } from '../support/reports-app.js';
import { insertPlainProperties, insertUser, recordAddressView } from '../support/saved-properties-fixtures.js';
import { openTestDb } from '../support/test-db.js';

const arg = (args: string[], name: string): string | undefined => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? 0;
};
const fmt = (xs: number[]) =>
  `p50 ${pct(xs, 50).toFixed(2)} ms, p95 ${pct(xs, 95).toFixed(2)} ms, p99 ${pct(xs, 99).toFixed(2)} ms, max ${Math.max(...xs).toFixed(2)} ms (n=${xs.length})`;

export async function run(args: string[] = []): Promise<void> {
  const n = Number(arg(args, 'n') ?? 300);
  const db = await openTestDb();
  try {
    const t0 = performance.now();
    await loadSyntheticRecords(db, 300, 4711);
    const plain = await insertPlainProperties(db, 1010);
    console.log(`${db.kind}: records loaded in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    const saved = new PgSavedProperties(db);
    const userId = await insertUser(db, randomUUID());
    const t1 = performance.now();
    const out = await saved.save(userId, plain.slice(0, 1000), new Date(), savedPropertiesRoom);
    if (out.type !== 'saved') throw new Error(`save failed: ${out.type}`);
    console.log(`save of 1,000 in one batch (with their facts): ${(performance.now() - t1).toFixed(0)} ms`);
    for (const id of plain.slice(0, 200)) await recordAddressView(db, userId, id, new Date());

    const deps = {
      saved,
      access: { standing: async () => 'member' as const },
      clock: { now: () => new Date() },
      spreadsheet: new ExcelJsSpreadsheetWriter(),
    };
    const list = makeListSavedProperties(deps);
    const exportXlsx = makeExportSavedProperties(deps);
    const bodies = [
      {
        sort: { name: 'estimatedValue', desc: true },
        filter: [{ column: 'squareFeet', operator: 'greaterThan', value: 1200 }],
      },
      {
        sort: { name: 'lastSaleDate', desc: false },
        filter: [{ column: 'county', operator: 'contains', value: 'trav' }],
      },
      {
        sort: { name: 'streetAddress', desc: false },
        filter: [{ column: 'ownerOccupied', operator: 'equals', value: true }],
      },
    ];
    for (let i = 0; i < 10; i++) await list({ ...bodies[0], pagination: { page: 1, limit: 50 } }, userId); // warm-up
    const times: number[] = [];
    for (let i = 0; i < n; i++) {
      const body = { ...bodies[i % bodies.length], pagination: { page: 1 + (i % 5), limit: 50 } };
      const s = performance.now();
      const r = await list(body, userId);
      times.push(performance.now() - s);
      if (r.isErr()) throw new Error(JSON.stringify(r.error));
    }
    console.log(`list page of 50, sorted and filtered, 1,000 saved: ${fmt(times)}`);
    const plainList: number[] = [];
    for (let i = 0; i < Math.min(n, 100); i++) {
      const s = performance.now();
      await list({ pagination: { page: 1 + (i % 20), limit: 50 } }, userId);
      plainList.push(performance.now() - s);
    }
    console.log(`list page of 50, default order: ${fmt(plainList)}`);
    const recent: number[] = [];
    for (let i = 0; i < 30; i++) {
      const s = performance.now();
      await list({ reportFilterType: 3, sort: { name: 'estimatedValue', desc: true } }, userId);
      recent.push(performance.now() - s);
    }
    console.log(`recently viewed (200 reports, facts computed on the fly): ${fmt(recent)}`);

    for (const [label, columns] of [
      ['default visible columns', undefined],
      ['every column', PROPERTY_COLUMNS.map((c) => c.columnName)],
    ] as const) {
      const runs: number[] = [];
      let rows = 0;
      let bytes = 0;
      for (let i = 0; i < 5; i++) {
        const s = performance.now();
        const r = await exportXlsx(columns ? { columns } : {}, userId);
        runs.push(performance.now() - s);
        if (r.isErr()) throw new Error(JSON.stringify(r.error));
        rows = r.value.data.rows;
        bytes = Math.round((r.value.data.content.length * 3) / 4);
      }
      console.log(`export of ${rows} rows, ${label} (${(bytes / 1024).toFixed(0)} KiB): ${fmt(runs)}`);
    }
  } finally {
    await db.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await run(process.argv.slice(2));
