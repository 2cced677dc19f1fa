import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { runMigrations } from '../../adapters/postgres/migrate.js';
import { openDb } from '../../adapters/postgres/open-db.js';
import { grantOperator } from '../../server/cli/operator.js';
import { seriousAxeFindings } from './support/axe.js';
import { type OwnServer, ownServer } from './support/own-server.js';

/**
 * Feature flags on the operator page (002 section 9): an account is made an operator with the
 * `operator grant` command's function (on the server's own data directory, while the server is down:
 * the embedded database has one owner), logs in, turns comparables off on /ops/flags; the next load of an
 * address report has no Comparables tab; turned on again, the tab is back, without a restart. A customer
 * gets 403 on /ops. The experiments page shows the /join headline's exposure; the operator starts the
 * exit-survey experiment there and a member it flags meets the exit survey before the cancel modal. A correction filed from a
 * report is a case on /ops/privacy, with its due dates, masked contact, text and audit trail. axe on the
 * /ops pages. Screenshots: tests/e2e/screenshots/ops-*.png.
 */

test.describe.configure({ mode: 'serial' });

const SHOTS = 'tests/e2e/screenshots';
const ROOT = join('.tmp', `ops-flags-${Date.now()}`);
const DATA = join(ROOT, 'data');
const email = `ops-e2e-${Date.now()}@example.com`;
const customerEmail = `ops-customer-${Date.now()}@example.com`;
const PASSWORD = 'secret pass 1';

let server: OwnServer;
let context: BrowserContext;
let page: Page;
let customer: BrowserContext;
let addressReport = '';

const signUp = async (p: Page, who: string) => {
  await p.goto('/signup');
  const form = p.locator('form').filter({ has: p.getByRole('button', { name: 'Create Account' }) });
  await form.getByLabel('First name').fill('Olive');
  await form.getByLabel('Last name').fill('Operator');
  await form.getByLabel('Email').fill(who);
  await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await p.getByRole('button', { name: 'Create Account' }).click();
  await expect(p).toHaveURL(/\/dashboard/);
};

const newContext = async (browser: import('@playwright/test').Browser) => {
  const c = await browser.newContext({
    baseURL: server.url,
    viewport: { width: 1280, height: 900 },
    extraHTTPHeaders: { 'X-Forwarded-For': '198.51.100.100' },
  });
  await c.addCookies([{ name: 'pf.consent.banner', value: '1', url: server.url }]);
  return c;
};

test.beforeAll(async ({ browser }) => {
  test.setTimeout(300_000);
  mkdirSync(ROOT, { recursive: true });
  server = ownServer(DATA, { DEMO_DATA: 'on', DEMO_PEOPLE: '1000' });
  await server.start();
  context = await newContext(browser);
  page = await context.newPage();
  // Both stay signed in (sessions live in the database, across the restart below): a log-in from a
  // new browser would meet the new-device check.
  await signUp(page, email);
  customer = await newContext(browser);
  await signUp(await customer.newPage(), customerEmail);

  // Nobody is an operator until granted: the operator command, on the stopped server's database.
  await server.stop();
  const db = await openDb({ dataDir: DATA });
  try {
    await runMigrations(db);
    expect(await grantOperator(db, email, 'it')).toBe(8);
    expect(await grantOperator(db, 'nobody@example.com')).toBeNull();
  } finally {
    await db.close();
  }
  await server.start();

  for (let id = 1; id <= 400 && !addressReport; id++) {
    const r = await (await page.request.get(`/api/reports/view?type=address&id=${id}`)).json();
    if (r.report?.reportStatus === 2) addressReport = `/report?type=address&id=${id}`;
  }
  expect(addressReport, 'the demo data has an address report').not.toBe('');
});

test.afterAll(async () => {
  await context?.close();
  await customer?.close();
  await server?.stop();
  rmSync(ROOT, { recursive: true, force: true });
});

test('a customer gets 403 on /ops; signed out the page sends to the log-in', async ({ browser }) => {
  const c = await newContext(browser);
  const p = await c.newPage();
  expect((await p.request.get('/ops/api/flags')).status()).toBe(401);
  // Signed out, the page's 401 takes the visitor to the log-in page (002 section 8.1).
  await p.goto('/ops/flags');
  await expect(p.getByRole('heading', { level: 1, name: 'Log In' })).toBeVisible();
  await c.close();
  const p2 = await customer.newPage();
  expect((await p2.request.get('/ops/api/flags')).status()).toBe(403);
  await p2.goto('/ops/flags');
  await expect(p2.getByText(/This page is for Tracewell staff/)).toBeVisible();
  await p2.screenshot({ path: `${SHOTS}/ops-flags-forbidden.png` });
});

test('an operator turns comparables off and on; the next report load follows, without a restart', async () => {
  await page.goto(addressReport);
  await expect(page.getByRole('tab', { name: 'Comparables' })).toBeVisible();

  await page.goto('/ops/flags');
  const row = page.getByTestId('flag-comparables');
  await expect(row).toBeVisible();
  expect(await seriousAxeFindings(page)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/ops-flags.png`, fullPage: true });
  await row.getByTestId('toggle-comparables').click();
  await expect(page.getByText('Saved. comparables: off in dev')).toBeVisible();
  await expect(row.getByLabel('comparables on in dev')).not.toBeChecked();
  await expect(page.getByTestId('flag-audit')).toContainText(email);
  await page.screenshot({ path: `${SHOTS}/ops-flags-comparables-off.png`, fullPage: true });

  await page.goto(addressReport);
  await expect(page.getByRole('tab').first()).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Comparables' })).toHaveCount(0);
  const features = await (await page.request.get('/api/features')).json();
  expect(features.features.comparables).toMatchObject({ bit: 1024, enabled: false });
  await page.screenshot({ path: `${SHOTS}/ops-report-without-comparables.png`, fullPage: true });

  await page.goto('/ops/flags');
  await page.getByTestId('flag-comparables').getByTestId('toggle-comparables').click();
  await expect(page.getByText('Saved. comparables: on in dev')).toBeVisible();
  await page.goto(addressReport);
  await expect(page.getByRole('tab', { name: 'Comparables' })).toBeVisible();
});

test('the /join headline experiment records the exposure; the experiments page reports it', async () => {
  // The page's own assignment sets the visitor cookie: ask for the variant only after it has answered
  // (asked earlier, without the cookie, the server would assign a new visitor).
  const pageAssignment = page.waitForResponse((r) => r.url().endsWith('/api/experiments/join-headline'));
  await page.goto('/join');
  await pageAssignment;
  const h1 = page.getByRole('heading', { level: 1 });
  await expect(h1).toHaveText(/^(Choose Your Membership|Find Anyone\. See the Whole Record\.)$/);
  const assigned = await (await page.request.get('/api/experiments/join-headline')).json();
  await expect(h1).toHaveText(assigned.content);
  // The page's own exposure is in: a second one does not count.
  await expect
    .poll(
      async () =>
        (
          await (
            await page.request.post('/api/experiments/join-headline/exposure', {
              headers: { 'X-CSRF-Token': (await context.cookies()).find((c) => c.name === 'tw_csrf')?.value ?? '' },
            })
          ).json()
        ).recorded,
    )
    .toBe(false);

  await page.goto('/ops/experiments');
  const table = page.getByTestId('experiment-join-headline');
  // Journeys running alongside visit /join too: this visitor's exposure is one of those counted.
  const exposures = table
    .getByRole('row', { name: new RegExp(`^${assigned.variant} `) })
    .getByRole('cell')
    .nth(2);
  await expect.poll(async () => Number(await exposures.textContent())).toBeGreaterThanOrEqual(1);
  expect(await seriousAxeFindings(page)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/ops-experiments.png`, fullPage: true });
});

test('an operator starts the exit survey; a member it flags meets the survey before the cancel modal', async ({
  browser,
}) => {
  await page.goto('/ops/experiments');
  const state = page.getByTestId('experiment-state-exit-survey');
  await expect(state).toContainText('Not running');
  await state.getByRole('button', { name: /^Start / }).click();
  await expect(state).toContainText(`Running (started by ${email}`);
  expect(await seriousAxeFindings(page)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/ops-experiments-exit-survey-started.png`, fullPage: true });

  // Half of the members are flagged (a hash of the account id): join as new members until one is.
  let member: import('@playwright/test').BrowserContext | null = null;
  for (let i = 0; i < 12 && !member; i++) {
    const c = await browser.newContext({
      baseURL: server.url,
      viewport: { width: 1280, height: 900 },
      extraHTTPHeaders: { 'X-Forwarded-For': `198.51.100.${203 + i}` },
    });
    await c.addCookies([{ name: 'pf.consent.banner', value: '1', url: server.url }]);
    const p = await c.newPage();
    await p.request.get('/api/csrf');
    const csrf = (await c.cookies()).find((k) => k.name === 'tw_csrf')?.value ?? '';
    const joined = await p.request.post('/api/checkout/background', {
      headers: { 'X-CSRF-Token': csrf },
      data: {
        idempotencyKey: `exit-survey-${Date.now()}-${i}`,
        productMenuName: 'search-name-background',
        productOfferId: 'offer-premium-trial',
        card: {
          creditCardNo: '4242424242424242',
          expirationMonth: 12,
          expirationYear: 2031,
          securityCode: '737',
          zip: '90210',
          firstName: 'Sam',
          lastName: 'Leaver',
        },
        account: { email: `exit-survey-${Date.now()}-${i}@example.com`, password: PASSWORD },
      },
    });
    expect(joined.status(), await joined.text()).toBe(200);
    const status = await (await p.request.get('/dashboard/api/retention/status')).json();
    if (status.exitSurveyFlag === true && status.monthlyCapReached === false) member = c;
    else await c.close();
  }
  expect(member, 'a member the exit-survey experiment flags').not.toBeNull();
  const p = await member!.newPage();
  await p.goto('/dashboard/account');
  await p.getByTestId('membership-block').getByRole('button', { name: 'Cancel Membership' }).click();
  // Flagged: the survey first, not the modal.
  await expect(p).toHaveURL(/\/retention\/exit-survey\?session=/);
  await expect(p.getByText('Why are you cancelling? (optional)')).toBeVisible();
  expect(await seriousAxeFindings(p)).toEqual([]);
  await p.screenshot({ path: `${SHOTS}/ops-exit-survey-flagged.png`, fullPage: true });
  await p.getByLabel('It costs too much').check();
  await p.getByRole('button', { name: 'Keep My Membership' }).click();
  await expect(p).toHaveURL(/\/dashboard\/account\?utm_source=brightback-save$/);
  await expect(p.getByTestId('membership-block')).toContainText('Thanks for staying with us!');
  await expect(p.getByTestId('cancel-modal')).toHaveCount(0);
  await member!.close();

  await page.goto('/ops/experiments');
  await page
    .getByTestId('experiment-state-exit-survey')
    .getByRole('button', { name: /^Stop / })
    .click();
  await expect(page.getByTestId('experiment-state-exit-survey')).toContainText(`Not running (stopped by ${email}`);
});

test('a correction filed from a report is a case in the privacy queue on /ops/privacy', async () => {
  const message = `The court record is not mine; it was dismissed in 2021 (${Date.now()}).`;
  const filed = await page.request.post('/api/reports/corrections', {
    headers: { 'X-CSRF-Token': (await context.cookies()).find((c) => c.name === 'tw_csrf')?.value ?? '' },
    data: {
      reportType: 'background',
      recordId: 'court:12:0',
      section: 'criminal',
      message,
      email: 'jane.doe@example.com',
    },
  });
  expect(filed.status()).toBe(201);

  await page.goto('/ops/flags');
  await page.getByRole('navigation', { name: 'Operator pages' }).getByRole('link', { name: 'Privacy cases' }).click();
  await expect(page).toHaveURL(/\/ops\/privacy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy cases' })).toBeVisible();
  const table = page.getByTestId('privacy-cases');
  const row = table.getByRole('row').filter({ hasText: message });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Correct');
  await expect(row).toContainText('report-correction');
  await expect(row).toContainText('received');
  await expect(row).toContainText('j******e@example.com');
  await expect(row).toContainText(`criminal: ${message}`);
  await expect(row.getByText(/opened by requester/)).toBeHidden();
  await row.getByText(/Audit trail \(1 event\)/).click();
  await expect(row.getByText(/opened by requester/)).toBeVisible();
  expect(await seriousAxeFindings(page)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/ops-privacy.png`, fullPage: true });
});
