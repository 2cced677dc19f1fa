import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { runMigrations } from '../../adapters/postgres/migrate.js';
import { openDb } from '../../adapters/postgres/open-db.js';
import { loadRecords } from '../../adapters/postgres/records-loader.js';
import { generateRecordsDelta } from '../../adapters/synthetic/delta-generator.js';
import { generateRecords } from '../../adapters/synthetic/generator.js';
import { forEachTsvRow } from '../../adapters/synthetic/record-set-reader.js';
import { recordTableSpec } from '../../core/records/record-files.schema.js';
import { seriousAxeFindings } from './support/axe.js';
import { joinWithTrial } from './support/join.js';
import { type OwnServer, ownServer } from './support/own-server.js';
import { unlockOpenReport } from './support/unlock.js';

/**
 * Monitoring alerts after a records update, as a member and an operator live it (issue 16): the member
 * turns report monitoring on and monitors the report of a person the coming update moves; the operator
 * stops the server, runs `npm run data -- apply DELTA` on its data directory and starts it again; the
 * member checks for updates, sees the nav badge, reads the alert on /notifications and opens the report
 * with the new address marked "New since your last visit". The test runs its own server on its own
 * embedded database (tests/e2e/support/own-server.ts), since the update needs the database's lock.
 * Screenshots: tests/e2e/screenshots/records-update-*.png; axe on /notifications and the report.
 */

test.describe.configure({ mode: 'serial' });

const SHOTS = 'tests/e2e/screenshots';
const ROOT = join('.tmp', `e2e-records-update-${process.pid}-${Date.now()}`);
const SET = join(ROOT, 'set');
const DELTA = join(ROOT, 'delta');
const DATA = join(ROOT, 'data');

let server: OwnServer;
let context: BrowserContext;
let page: Page;

/** Column `name` of each row of the update's file of record table `table`. */
const column = (table: string, name: string): string[] => {
  const at = recordTableSpec(table).columns.findIndex((c) => c.name === name);
  const out: string[] = [];
  forEachTsvRow(join(DELTA, `${table}.tsv`), (cells) => out.push(String(cells[at])));
  return out;
};

/** The people the update gives a new current address, with its "City, ST". */
const movers = (): Map<number, string> => {
  const ids = column('addresses', 'id');
  const cities = column('addresses', 'city');
  const states = column('addresses', 'state');
  const place = new Map(ids.map((id, i) => [id, `${cities[i]}, ${states[i]}`]));
  const persons = column('person_addresses', 'person_id');
  const addresses = column('person_addresses', 'address_id');
  const current = column('person_addresses', 'is_current');
  const out = new Map<number, string>();
  persons.forEach((p, i) => {
    const at = place.get(addresses[i] as string);
    if (current[i] === 't' && at) out.set(Number(p), at);
  });
  return out;
};

test.beforeAll(async ({ browser }) => {
  test.setTimeout(240_000);
  mkdirSync(ROOT, { recursive: true });
  generateRecords({ people: 600, properties: 300, seed: 7171, outDir: SET, metros: 2 });
  generateRecordsDelta({ fromDir: SET, outDir: DELTA, seed: 5, changes: 150 });
  const db = await openDb({ dataDir: DATA });
  try {
    await runMigrations(db);
    await loadRecords(db, SET, { validateInWorker: false });
  } finally {
    await db.close();
  }
  server = ownServer(DATA);
  await server.start();
  context = await browser.newContext({
    baseURL: server.url,
    viewport: { width: 1280, height: 900 },
    extraHTTPHeaders: { 'X-Forwarded-For': '198.51.100.44' },
  });
  await context.addCookies([{ name: 'pf.consent.banner', value: '1', url: server.url }]);
  page = await context.newPage();
});

test.afterAll(async () => {
  await context?.close();
  await server?.stop();
  rmSync(ROOT, { recursive: true, force: true });
});

const noSeriousAxe = async (where: string) => expect(await seriousAxeFindings(page, 'main'), where).toEqual([]);

test('an applied records update alerts the member who monitors the moved person', async () => {
  test.setTimeout(240_000);
  // A person the update moves whose background report is ready.
  let subject: { id: number; title: string; place: string } | null = null;
  for (const [id, place] of movers()) {
    const r = (await (await page.request.get(`/api/reports/view?type=background&id=${id}`)).json()) as {
      report?: { reportStatus: number; title: string };
    };
    if (r.report?.reportStatus === 2) {
      subject = { id, title: r.report.title, place };
      break;
    }
  }
  expect(subject, 'the update moves a person with a ready background report').not.toBeNull();
  if (!subject) return;

  await joinWithTrial(page, {
    firstName: 'Rita',
    lastName: 'Update',
    email: `records-update-e2e-${Date.now()}@example.com`,
  });

  // Report monitoring on, then monitor the person's report.
  await page.goto('/dashboard/monitoring/report-monitoring');
  const form = page.getByRole('form', { name: 'Report monitoring preferences' });
  await form.getByRole('checkbox', { name: 'Turn on report monitoring' }).check();
  await form.getByRole('button', { name: 'Save preferences' }).click();
  await expect(page.getByText('Your monitoring preferences are saved.')).toBeVisible();
  await page.goto(`/report?id=${subject.id}&type=background`);
  await expect(page.getByRole('heading', { level: 1, name: subject.title })).toBeVisible();
  // A report is monitored once the member holds it in full: Monitor shows after the unlock.
  await expect(page.getByRole('button', { name: 'Monitor this report' })).toHaveCount(0);
  await unlockOpenReport(page);
  await page.getByRole('button', { name: 'Monitor this report' }).click();
  await expect(page.getByTestId('monitor-state')).toHaveText('Monitoring on');
  await expect(page.locator('.rep-item--new')).toHaveCount(0);

  // The operator applies the update with the server stopped, as docs/data-format.md says.
  await server.stop();
  const out = execFileSync(process.execPath, ['--import', 'tsx', 'server/cli/data.ts', 'apply', DELTA], {
    env: { ...process.env, DATA_DIR: DATA },
    encoding: 'utf8',
  });
  expect(out).toMatch(/^Applied delta [0-9a-f]{16} to pglite: \d+ rows added/m);
  await server.start();

  // The member checks for updates: one alert, naming the new place.
  await page.goto('/notifications');
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  await page.getByRole('button', { name: 'Check for updates' }).click();
  const group = page.getByTestId('alert-group');
  await expect(group).toHaveCount(1);
  await expect(group).toContainText(subject.title);
  await expect(group.getByTestId('alert-change').filter({ hasText: `New address in ${subject.place}` })).toHaveCount(1);

  // The badge, on any page of the signed-in site.
  await page.goto('/dashboard');
  const badge = page.getByTestId('notifications-badge');
  await expect(badge).toHaveText('1');
  await expect(page.getByRole('link', { name: 'Notifications, 1 update' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/records-update-badge.png` });

  await page.goto('/notifications');
  await expect(group.getByText('New', { exact: true }).first()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/records-update-notifications.png`, fullPage: true });
  await noSeriousAxe('/notifications with an alert');

  // The report opened from the alert marks the new address; the alert is seen now.
  await group.getByRole('link', { name: subject.title }).click();
  await expect(page.getByRole('heading', { level: 1, name: subject.title })).toBeVisible();
  const marked = page.locator('.rep-item--new');
  await expect(marked.first()).toBeVisible();
  await expect(marked.filter({ hasText: subject.place }).first()).toBeVisible();
  await expect(marked.first().getByText('New since your last visit')).toBeAttached();
  await page.screenshot({ path: `${SHOTS}/records-update-report.png`, fullPage: true });
  await noSeriousAxe('the report with new facts marked');
  await expect(badge).toHaveCount(0);

  // Applying the same update again changes nothing, and no new alert comes.
  await server.stop();
  const again = execFileSync(process.execPath, ['--import', 'tsx', 'server/cli/data.ts', 'apply', DELTA], {
    env: { ...process.env, DATA_DIR: DATA },
    encoding: 'utf8',
  });
  expect(again).toMatch(/was already applied; nothing changed\./);
  await server.start();
  await page.goto('/notifications');
  await page.getByRole('button', { name: 'Check for updates' }).click();
  await expect(group).toHaveCount(1);
  await expect(group.getByText('New', { exact: true })).toHaveCount(0);
});
