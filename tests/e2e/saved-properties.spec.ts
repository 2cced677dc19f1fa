import { readFile } from 'node:fs/promises';
import { type APIRequestContext, type BrowserContext, expect, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { seriousAxeFindings } from './support/axe.js';
import { joinWithTrial } from './support/join.js';

/**
 * Saved properties (001 sections 2 to 9), one journey: a member saves properties from their address
 * reports (the save toggle) and through the save call, opens /saved-properties, sorts and filters on the
 * server, edits and reorders the columns and keeps them as the default, removes two, exports the rest and
 * reads the downloaded workbook back with exceljs (headers, one row per property, numbers as numbers,
 * dates as dates), and finds the reports they opened under Recently Viewed.
 * Screenshots: tests/e2e/screenshots/saved-properties-*.png; axe (WCAG 2.1 AA) on the page and its modals.
 */

test.describe.configure({ mode: 'serial' });

const SHOTS = 'tests/e2e/screenshots';
// biome-ignore lint/suspicious/noExplicitAny: JSON read in assertions
type Json = Record<string, any>;

let context: BrowserContext;
let page: Page;
/** Address reports of the demo records with a square footage and bedrooms, in id order. */
let reports: Json[] = [];

const email = `saved-e2e-${Date.now()}@example.com`;

const findReports = async (req: APIRequestContext, want: number) => {
  const out: Json[] = [];
  for (let id = 1; id <= 400 && out.length < want; id += 1) {
    const r = (await (await req.get(`/api/reports/view?type=address&id=${id}`)).json()) as Json;
    const p = r.report?.property;
    if (p && r.report.reportStatus === 2 && p.squareFeet && p.bedrooms) out.push(r.report);
  }
  return out;
};

/** A call with the anti-forgery header of the page's session (the browser's cookies). */
const call = async (method: 'post' | 'delete', url: string, body: unknown) => {
  const csrf = (await context.cookies()).find((c) => c.name === 'tw_csrf')?.value ?? '';
  const res = await page.request[method](url, { data: body, headers: { 'X-CSRF-Token': csrf } });
  return { status: res.status(), json: (await res.json()) as Json };
};

const list = async (body: Json = {}) => (await call('post', '/dashboard/api/saved-properties/list', body)).json.data;

const expectNoSeriousAxe = async (where: string, scope?: string) => {
  const findings = await seriousAxeFindings(page, scope);
  expect(findings, `axe on ${where}`).toEqual([]);
};

test.beforeAll(async ({ browser, request }, info) => {
  reports = await findReports(request, 8);
  expect(reports.length, 'the e2e server must load demo properties (playwright.config.ts)').toBe(8);
  context = await browser.newContext({
    baseURL: info.project.use.baseURL,
    viewport: { width: 1280, height: 900 },
    // Its own client address (the e2e server trusts one proxy): sign-ups are limited per address.
    extraHTTPHeaders: { 'X-Forwarded-For': '198.51.100.31' },
    acceptDownloads: true,
  });
  await context.addCookies([{ name: 'pf.consent.banner', value: '1', url: info.project.use.baseURL ?? '' }]);
  page = await context.newPage();
});
test.afterAll(async () => context?.close());

test('a member saves properties from reports and by the save call', async () => {
  // A membership: the $1 trial, bought with sign-up inside the checkout (sandbox card).
  await joinWithTrial(page, { firstName: 'Sam', lastName: 'Saver', email });

  // Three saved from their reports with the toggle.
  for (const r of reports.slice(0, 3)) {
    await page.goto(`/report?type=address&id=${r.subjectId}`);
    await expect(page.getByRole('heading', { level: 1, name: r.title })).toBeVisible();
    const toggle = page.getByRole('button', { name: 'Save property' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await toggle.click();
    await expect(page.getByRole('button', { name: 'Saved' })).toHaveAttribute('aria-pressed', 'true');
  }
  await page.screenshot({ path: `${SHOTS}/saved-properties-report-toggle.png` });
  // A report opened again says it is saved; unsaving and saving again works from there.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Saved' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Saved' }).click();
  await expect(page.getByRole('button', { name: 'Save property' })).toHaveAttribute('aria-pressed', 'false');
  await page.getByRole('button', { name: 'Save property' }).click();
  await expect(page.getByRole('button', { name: 'Saved' })).toHaveAttribute('aria-pressed', 'true');

  // The address search results show the same saved state and toggle it too.
  const searched = reports[1] as Json;
  await page.getByPlaceholder('Search by name, phone, email, address').first().fill(searched.title);
  await page.getByPlaceholder('Search by name, phone, email, address').first().press('Enter');
  await expect(page).toHaveURL(/\/address\/search/);
  const result = page.getByTestId('address-result').first();
  await expect(result.getByRole('button', { name: 'Saved' })).toHaveAttribute('aria-pressed', 'true');
  await result.getByRole('button', { name: 'Saved' }).click();
  await expect(result.getByRole('button', { name: 'Save property' })).toHaveAttribute('aria-pressed', 'false');
  await result.getByRole('button', { name: 'Save property' }).click();
  await expect(result.getByRole('button', { name: 'Saved' })).toHaveAttribute('aria-pressed', 'true');

  // Five more by the save call (one of them already saved: it takes no second place).
  const more = await call('post', '/dashboard/api/saved-properties', {
    Properties: reports.slice(2).map((r) => ({ PropertyReachId: r.property.propertyId })),
  });
  expect(more.status).toBe(200);
  expect(more.json.data.savedProperties).toHaveLength(6);
  expect(more.json.data.metrics).toMatchObject({ used: 8, spaceAvailable: 992, capacity: 1000 });
});

test('the saved list sorts and filters on the server, and its columns can be edited and reordered', async () => {
  await page.goto('/saved-properties');
  await expect(page.getByRole('heading', { level: 1, name: 'Properties / Favorites list' })).toBeVisible();
  await expect(page.getByText('8 of 1000 used')).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Saved properties used' })).toHaveAttribute('aria-valuenow', '8');
  const table = page.getByRole('table', { name: 'Saved properties' });
  const rows = table.locator('tbody tr');
  await expect(rows).toHaveCount(8);
  // Eight rows: no pagination (it shows only past the page size of 50).
  await expect(page.getByRole('navigation', { name: 'Pagination' })).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/saved-properties-list.png`, fullPage: true });
  await expectNoSeriousAxe('the saved-properties page');

  // Sort by square feet, largest first: the page shows the server's order.
  const sqft = (await list({ sort: { name: 'squareFeet', desc: true }, columns: ['streetAddress', 'squareFeet'] }))
    .savedProperties as Json[];
  const wantOrder = sqft.map((r) => r.streetAddress as string);
  const sortButton = table.getByRole('button', { name: 'Sort by Square Feet' });
  await sortButton.click();
  await expect(table.getByRole('columnheader', { name: /Square Feet/ })).toHaveAttribute('aria-sort', 'ascending');
  await sortButton.click();
  await expect(table.getByRole('columnheader', { name: /Square Feet/ })).toHaveAttribute('aria-sort', 'descending');
  await expect
    .poll(async () => (await rows.locator('td a').allTextContents()).map((t) => wantOrder.find((a) => t.startsWith(a))))
    .toEqual(wantOrder);

  // Filter: bedrooms of 3 or more, answered by the server.
  const threePlus = (await list({ filter: [{ column: 'bedrooms', operator: 'greaterThanOrEqual', value: 3 }] }))
    .pagination.total as number;
  await table.getByRole('button', { name: 'Filter Bedrooms' }).click();
  await page.getByLabel('Bedrooms filter operator').selectOption('greaterThanOrEqual');
  await page.getByLabel('Bedrooms filter value').fill('3');
  await page.getByRole('button', { name: 'Apply filter' }).click();
  await expect(rows).toHaveCount(threePlus);
  await page.screenshot({ path: `${SHOTS}/saved-properties-filtered.png`, fullPage: true });
  await table.getByRole('button', { name: 'Filter Bedrooms' }).click();
  await page.getByRole('button', { name: 'Clear filter' }).click();
  await expect(rows).toHaveCount(8);

  // Edit Columns: show Estimated Equity, move it up one place, keep it as the default.
  await page.getByRole('button', { name: 'Edit Columns' }).click();
  const modal = page.getByRole('dialog', { name: 'Edit Columns' });
  await modal.getByRole('button', { name: 'Value & Equity' }).click();
  await modal.getByRole('checkbox', { name: 'Estimated Equity', exact: true }).check();
  await expect(modal.getByRole('checkbox', { name: 'Select all Value & Equity' })).toHaveJSProperty(
    'indeterminate',
    true,
  );
  await modal.getByRole('tab', { name: 'Arrange Fields' }).click();
  await expect(modal.getByText('Click a grip icon on the left, and drag it to arrange the fields.')).toBeVisible();
  await modal.getByRole('button', { name: 'Move Estimated Equity up' }).click();
  await modal.getByLabel('Save as default').check();
  await page.screenshot({ path: `${SHOTS}/saved-properties-edit-columns.png` });
  await expectNoSeriousAxe('the Edit Columns modal', '[role="dialog"]');
  await modal.getByRole('button', { name: 'Apply' }).click();
  await expect(modal).toHaveCount(0);
  const headers = async () => (await table.getByRole('columnheader').allTextContents()).map((t) => t.trim());
  await expect.poll(async () => (await headers()).some((h) => h.startsWith('Estimated Equity'))).toBe(true);
  const order = await headers();
  const equityAt = order.findIndex((h) => h.startsWith('Estimated Equity'));
  expect(order[equityAt + 1]).toMatch(/^Estimated Value/);

  // Kept as the default: a new visit shows the same columns in the same order.
  await page.reload();
  await expect(rows).toHaveCount(8);
  expect(await headers()).toEqual(order);
});

test('two are removed, the rest exported to a workbook that reads back with its types', async () => {
  const table = page.getByRole('table', { name: 'Saved properties' });
  const rows = table.locator('tbody tr');
  const names = await rows.locator('td a').allTextContents();
  await rows.nth(0).getByRole('checkbox').check();
  await rows.nth(1).getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Remove' }).click();
  const remove = page.getByRole('dialog', { name: 'Remove Properties' });
  await expect(remove.getByText('Remove the 2 selected properties from your Saved Properties?')).toBeVisible();
  await remove.getByRole('button', { name: 'Yes, Remove' }).click();
  await expect(remove.getByText('2 Properties Removed')).toBeVisible();
  await remove.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(rows).toHaveCount(6);
  await expect(page.getByText('6 of 1000 used')).toBeVisible();
  const left = await rows.locator('td a').allTextContents();
  expect(left).not.toContain(names[0]);
  expect(left).not.toContain(names[1]);

  // Export every one (none selected): the workbook holds the visible columns and six rows.
  const visible = (await table.getByRole('columnheader').allTextContents())
    .map((t) => t.trim())
    .filter((t) => t !== '' && !/select all/i.test(t));
  await page.getByRole('button', { name: 'Export' }).click();
  const exportModal = page.getByRole('dialog', { name: 'Export Properties' });
  await expect(
    exportModal.getByText('Download the data for all 6 selected properties as an Excel (*.xlsx) file?'),
  ).toBeVisible();
  const downloading = page.waitForEvent('download');
  await exportModal.getByRole('button', { name: 'Yes, download' }).click();
  const download = await downloading;
  await expect(exportModal.getByText('Check your downloads folder for the Excel file.')).toBeVisible();
  expect(download.suggestedFilename()).toMatch(/^saved-properties-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const path = await download.path();
  const book = new ExcelJS.Workbook();
  await book.xlsx.load((await readFile(path)) as unknown as ArrayBuffer);
  const sheet = book.worksheets[0];
  expect(sheet).toBeDefined();
  if (!sheet) return;
  const header = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
  expect(header.length).toBe(visible.length);
  for (const h of header) expect(visible.some((v) => v.startsWith(h))).toBe(true);
  expect(sheet.actualRowCount).toBe(7);
  const col = (name: string) => header.indexOf(name) + 1;
  const exported = [2, 3, 4, 5, 6, 7].map((r) => sheet.getRow(r));
  expect(exported.every((r) => typeof r.getCell(col('Square Feet')).value === 'number')).toBe(true);
  expect(exported.some((r) => r.getCell(col('Last Sale Date')).value instanceof Date)).toBe(true);
  expect(exported.some((r) => typeof r.getCell(col('Estimated Value')).value === 'number')).toBe(true);
  expect(sheet.getCell(2, col('Estimated Value')).numFmt).toContain('$');
  expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
  expect(sheet.autoFilter).toBeTruthy();
  await exportModal.getByRole('button', { name: 'Close', exact: true }).click();

  // Recently Viewed: the reports this member opened, saved or not.
  await page.getByRole('button', { name: 'Recently Viewed' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Properties / Recently Viewed' })).toBeVisible();
  await expect(rows).toHaveCount(3);
  await expect(page.getByRole('button', { name: 'Remove' })).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/saved-properties-recent.png`, fullPage: true });

  // The dashboard's property tabs list the same: the first five favorites, the recent reports.
  await page.goto('/dashboard');
  const block = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Properties', exact: true }) });
  const tabs = block.getByRole('tablist', { name: 'Properties' });
  await expect(tabs.getByRole('tab', { name: 'Favorites' })).toHaveAttribute('aria-selected', 'true');
  await expect(block.getByRole('tabpanel').getByRole('link')).toHaveCount(5);
  await expect(block.getByText('6 of 1000 used')).toBeVisible();
  await tabs.getByRole('tab', { name: 'Recent' }).click();
  await expect(block.getByRole('tabpanel').getByRole('link')).toHaveCount(3);
  await expect(block.getByRole('link', { name: 'View Saved Properties' })).toHaveAttribute(
    'href',
    '/saved-properties?filter=recent',
  );
  await block.screenshot({ path: `${SHOTS}/saved-properties-dashboard.png` });
  await expectNoSeriousAxe('the dashboard property tabs', '.sp-dash');
});
