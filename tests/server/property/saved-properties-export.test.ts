import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../adapters/postgres/db.js';
import { DEFAULT_VISIBLE_COLUMNS, propertyColumn } from '../../../core/property/columns.rules.js';
import type { PropertyAccess } from '../../../core/property/property-access.port.js';
import { signUpAndSignIn, type TestBrowser } from '../../support/accounts-app.js';
import { loadSyntheticRecords } from '../../support/reports-app.js';
import { readGridFacts } from '../../support/saved-properties-fixtures.js';
import { wiredTestApp } from '../../support/test-app.js';
import { openTestDb } from '../../support/test-db.js';

/**
 * POST /dashboard/api/saved-properties/xlsx (001 sections 2, 5 and 7): the file read back with exceljs —
 * the header row of display names, one row per property in the list's order, real cell types (numbers,
 * money with a currency format, dates as Date cells, yes/no as text), the frozen header and its
 * auto-filter.
 */
// biome-ignore lint/suspicious/noExplicitAny: JSON read in assertions
type Json = Record<string, any>;
let db: Db;
let browser: TestBrowser;
let ids: string[];
const access: PropertyAccess = { standing: async (userId) => (userId === null ? 'anonymous' : 'member') };

const readBook = async (base64: string) => {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(Buffer.from(base64, 'base64') as unknown as ArrayBuffer);
  return book.worksheets[0]!;
};

beforeAll(async () => {
  db = await openTestDb();
  await loadSyntheticRecords(db, 200, 5151);
  const t = wiredTestApp({ db, overrides: { property: { access } } });
  ({ browser } = await signUpAndSignIn(t.app));
  ids = (await db.query<{ id: string }>('SELECT id::text AS id FROM properties ORDER BY id LIMIT 40')).rows.map(
    (r) => r.id,
  );
  const res = await browser.post('/dashboard/api/saved-properties', {
    Properties: ids.map((id) => ({ PropertyReachId: id })),
  });
  if (res.status !== 200) throw new Error(`save failed ${res.status}`);
}, 240_000);
afterAll(async () => db?.close());

describe('the Excel export', () => {
  it('defaults to the visible columns, every saved row in the list order, typed cells, frozen header and auto-filter', async () => {
    const res = await browser.post('/dashboard/api/saved-properties/xlsx', {});
    expect(res.status).toBe(200);
    const body = (await res.json()) as Json;
    expect(Object.keys(body.data).sort()).toEqual(['content', 'fileName', 'format', 'rows']);
    expect(body.data.format).toBe('xlsx');
    expect(body.data.fileName).toMatch(/^saved-properties-\d{4}-\d{2}-\d{2}\.xlsx$/);
    expect(body.data.rows).toBe(40);
    const ws = await readBook(body.data.content);
    const headers = (ws.getRow(1).values as unknown[]).slice(1);
    expect(headers).toEqual(DEFAULT_VISIBLE_COLUMNS.map((c) => propertyColumn(c)!.displayName));
    expect(ws.rowCount).toBe(41);
    expect(ws.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(ws.autoFilter).toBeTruthy();

    const list = (await (
      await browser.post('/dashboard/api/saved-properties/list', { pagination: { page: 1, limit: 100 } })
    ).json()) as Json;
    const order = (list.data.savedProperties as Json[]).map((r) => r.streetAddress);
    const col = (name: string) => DEFAULT_VISIBLE_COLUMNS.indexOf(name) + 1;
    expect(Array.from({ length: 40 }, (_, i) => ws.getRow(i + 2).getCell(col('streetAddress')).value)).toEqual(order);

    const facts = await readGridFacts(db);
    let dates = 0;
    let money = 0;
    for (let i = 0; i < 40; i++) {
      const row = ws.getRow(i + 2);
      const saved = list.data.savedProperties[i] as Json;
      const f = facts.get(saved.propertyReachId)!;
      const sqft = row.getCell(col('squareFeet'));
      expect(sqft.value).toBe(f.squareFeet);
      if (f.squareFeet !== null) expect(sqft.type).toBe(ExcelJS.ValueType.Number);
      const sale = row.getCell(col('lastSaleDate'));
      if (f.lastSaleDate === null) expect(sale.value).toBeNull();
      else {
        expect(sale.value).toBeInstanceOf(Date);
        expect((sale.value as Date).toISOString().slice(0, 10)).toBe(f.lastSaleDate);
        expect(sale.numFmt).toBe('mm/dd/yyyy');
        dates += 1;
      }
      const value = row.getCell(col('estimatedValue'));
      if (f.estimatedValue !== null) {
        expect(value.type).toBe(ExcelJS.ValueType.Number);
        expect(value.value).toBe(f.estimatedValue);
        expect(value.numFmt).toBe('$#,##0.00');
        money += 1;
      }
    }
    expect(dates).toBeGreaterThan(0);
    expect(money).toBeGreaterThan(0);
  });

  it('the chosen columns and rows, filtered and sorted; yes/no as text, percent as a number', async () => {
    const list = (await (await browser.post('/dashboard/api/saved-properties/list', {})).json()) as Json;
    const pick = (list.data.savedProperties as Json[]).slice(0, 12).map((r) => r.id);
    const res = await browser.post('/dashboard/api/saved-properties/xlsx', {
      savedIds: pick,
      columns: ['apn', 'ownerOccupied', 'equityPercent', 'squareFeet'],
      filter: [{ column: 'squareFeet', operator: 'greaterThan', value: 0 }],
      sort: { name: 'squareFeet', desc: true },
    });
    const body = (await res.json()) as Json;
    const ws = await readBook(body.data.content);
    expect((ws.getRow(1).values as unknown[]).slice(1)).toEqual([
      'APN',
      'Owner Occupied',
      'Equity Ratio',
      'Square Feet',
    ]);
    const sizes = Array.from({ length: body.data.rows }, (_, i) => ws.getRow(i + 2).getCell(4).value as number);
    expect(body.data.rows).toBeGreaterThan(0);
    expect(body.data.rows).toBeLessThanOrEqual(12);
    expect(sizes).toEqual([...sizes].sort((a, b) => b - a));
    for (let i = 0; i < body.data.rows; i++) {
      const row = ws.getRow(i + 2);
      expect(['Yes', 'No']).toContain(row.getCell(2).value);
      const pct = row.getCell(3);
      if (pct.value !== null) expect(pct.type).toBe(ExcelJS.ValueType.Number);
    }
  });
});
