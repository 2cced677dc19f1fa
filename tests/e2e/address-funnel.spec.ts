import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { type APIRequestContext, type Browser, type BrowserContext, expect, type Page, test } from '@playwright/test';
import { runMigrations } from '../../adapters/postgres/migrate.js';
import { openDb } from '../../adapters/postgres/open-db.js';
import { grantOperator } from '../../server/cli/operator.js';
import { seriousAxeFindings } from './support/axe.js';
import { type OwnServer, ownServer } from './support/own-server.js';

/**
 * The address funnel (002 sections 2.2, 2.4 and 4; docs/decisions/0080), one journey per version:
 * - version 1 on the shared server (the flag off for the visitor by its override cookie): a visitor searches an address on /address and enters the
 *   funnel at /address/records with it; the records, a sign-up, the use cases, ownership, deeds, sales and
 *   comparables of that address (preview counts only), "Step N of 6" on each, the membership step
 *   (?plan=professional preselects the business tier), and a paid checkout with the sandbox card;
 *   coming back to /address/records afterwards goes to the address report (completed funnel);
 * - version 2 on a server of its own (an operator is made there; the embedded database has one owner):
 *   the operator turns addressLandingPageV2 off at /ops/flags (it is on by default outside prod) and a
 *   visitor meets sign-up right after records; turned on, a new visitor meets ownership right after records
 *   and signs up after comparables; the flag is turned off again at the end.
 * axe on every funnel page; screenshots: tests/e2e/screenshots/address-funnel-*.png.
 */

test.describe.configure({ mode: 'serial' });

const SHOTS = 'tests/e2e/screenshots';
const IP = '198.51.100.170';
const PASSWORD = 'secret pass 1';
// biome-ignore lint/suspicious/noExplicitAny: JSON read in assertions
type Json = Record<string, any>;

type Subject = { id: number; houseNumber: string; street: string; city: string; state: string; zip: string };

/** A demo property with records and a plain street address (no unit), from the address report preview. */
const findSubject = async (req: APIRequestContext): Promise<Subject> => {
  for (let id = 1; id <= 300; id += 1) {
    const r = (await (await req.get(`/api/reports/view?type=address&id=${id}`)).json()) as Json;
    const p = r.report?.property;
    const counts = r.report?.recordCounts ?? {};
    const m = /^(\d+) ([A-Za-z0-9 ]+)$/.exec(p?.line1 ?? '');
    if (
      r.report?.reportStatus === 2 &&
      m &&
      !/\bUnit\b/.test(p.line1) &&
      counts.owners >= 1 &&
      counts.transactions >= 1
    )
      return { id, houseNumber: m[1]!, street: m[2]!, city: p.city, state: p.state, zip: p.zip };
  }
  throw new Error('the demo data has no address report with owners and sales');
};

const entryUrl = (s: Subject) =>
  `/address/records?${new URLSearchParams({ houseNumber: s.houseNumber, street: s.street, city: s.city, state: s.state, zip: s.zip })}`;

const newContext = async (browser: Browser, baseURL: string) => {
  const c = await browser.newContext({
    baseURL,
    viewport: { width: 1280, height: 900 },
    extraHTTPHeaders: { 'X-Forwarded-For': IP },
  });
  await c.addCookies([{ name: 'pf.consent.banner', value: '1', url: baseURL }]);
  return c;
};

/** axe on the page's main content, and a screenshot to look at. */
const check = async (page: Page, name: string) => {
  expect(await seriousAxeFindings(page), name).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/address-funnel-${name}.png`, fullPage: true });
};

const expectStep = async (page: Page, path: string, progress: string | null) => {
  await expect(page).toHaveURL(new RegExp(`${path.replace('/', '\\/')}$`));
  if (progress) await expect(page.getByTestId('funnel-progress')).toContainText(progress);
  else await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
};

const next = async (page: Page) => page.getByTestId('funnel-next').click();

const signUp = async (page: Page, email: string) => {
  const form = page.getByRole('form', { name: 'Create your account' });
  await form.getByLabel('First name').fill('Avery');
  await form.getByLabel('Last name').fill('Funnel');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(PASSWORD);
  await form.getByRole('button', { name: 'Create Account' }).click();
};

test.describe('version 1 (default) on the shared server', () => {
  let context: BrowserContext;
  let page: Page;
  let subject: Subject;

  test.beforeAll(async ({ browser }, info) => {
    const baseURL = info.project.use.baseURL ?? '';
    context = await newContext(browser, baseURL);
    // addressLandingPageV2 is on by default outside prod (DEFAULT_SITE_FLAG_RULES): this visitor switches
    // it off with the override cookie (honoured outside prod), so the shared server's flags stay untouched.
    await context.addCookies([{ name: 'tw_ff_addressLandingPageV2', value: 'off', url: baseURL }]);
    page = await context.newPage();
    subject = await findSubject(page.request);
  });
  test.afterAll(async () => context?.close());

  test('from /address through every step to a paid checkout; a later visit goes to the report', async () => {
    test.setTimeout(120_000);
    // The flag is off for this visitor, so the order is version 1.
    expect((await (await page.request.get('/api/features')).json()).features.addressLandingPageV2.enabled).toBe(false);
    await page.goto('/address');
    await expect(page.getByRole('heading', { level: 1, name: 'Address Search' })).toBeVisible();

    // Without a search in progress, a step says where to start.
    await page.goto('/address/deeds');
    await expect(page.getByText('No address search in progress')).toBeVisible();
    await page.getByRole('link', { name: 'Search an address' }).click();
    await expect(page).toHaveURL(/\/address$/);

    await page.goto(entryUrl(subject));
    await expectStep(page, '/address/records', 'Step 1 of 6');
    await expect(page.getByTestId('funnel-address')).toContainText(`${subject.houseNumber} ${subject.street}`);
    const details = page.getByTestId('section-property-details');
    await expect(details).toContainText('Valuation');
    await expect(details).toContainText('Estimated value');
    const funnelData = async () => ((await (await page.request.get('/api/address-funnel')).json()) as Json).data;
    await expect.poll(funnelData).toMatchObject({ propertyId: subject.id, step: 'records', completed: false });
    await check(page, 'v1-records');

    await next(page);
    await expectStep(page, '/address/signup', null);
    await check(page, 'v1-signup');
    // The site's sign-up rules, with the spec's messages.
    await page
      .getByRole('form', { name: 'Create your account' })
      .getByRole('button', { name: 'Create Account' })
      .click();
    await expect(page.getByText('Please enter your first name')).toBeVisible();
    await signUp(page, `funnel-v1-${Date.now()}@example.com`);

    await expectStep(page, '/address/categories', 'Step 2 of 6');
    await expect(page.getByTestId('use-cases').getByRole('radio')).toHaveCount(9);
    await page.getByLabel('Checking who owns a property').check();
    await check(page, 'v1-categories');
    await next(page);

    await expectStep(page, '/address/ownership', 'Step 3 of 6');
    const owners = page.getByTestId('section-owners');
    await expect(owners).toContainText(/\d+ owners?/);
    await expect(owners).toContainText('(in the full report)');
    await check(page, 'v1-ownership');
    await next(page);

    await expectStep(page, '/address/deeds', 'Step 4 of 6');
    await expect(page.getByTestId('section-transactions')).toContainText(/\d+ recorded transactions?/);
    await check(page, 'v1-deeds');
    await next(page);

    await expectStep(page, '/address/sales', 'Step 5 of 6');
    await expect(page.getByTestId('section-transactions')).toBeVisible();
    await check(page, 'v1-sales');
    // Back goes along the order too.
    await page.getByRole('button', { name: 'Back' }).click();
    await expectStep(page, '/address/deeds', 'Step 4 of 6');
    await next(page);
    // The second Next only once the sales step is on screen (else it may press the deeds step's again).
    await expectStep(page, '/address/sales', 'Step 5 of 6');
    await next(page);

    await expectStep(page, '/address/comparables', 'Step 6 of 6');
    await expect(page.getByTestId('section-property-details')).toContainText('Last sale');
    // A count of the comparables, never their prices (the members' tool).
    const count = (await (
      await page.request.get(`/api/address-funnel/comparables?propertyId=${subject.id}`)
    ).json()) as Json;
    await expect(page.getByTestId('comparables-count')).toContainText(
      count.totalProperties === 0 ? 'No comparable sales found' : `${count.totalProperties} comparable`,
    );
    await expect(page.getByTestId('comparables-count')).not.toContainText('$');
    await check(page, 'v1-comparables');
    await expect.poll(funnelData).toMatchObject({ step: 'comparables', useCaseId: 4 });
    await next(page);

    await expectStep(page, '/address/membership', null);
    await expect(page.getByTestId('plan-property').getByRole('radio')).toBeChecked();
    await expect(page.getByTestId('plan-professional')).toContainText('Enterprise 500');
    await check(page, 'v1-membership');
    await page.goto('/address/membership?plan=professional');
    await expect(page.getByTestId('plan-professional').getByRole('radio')).toBeChecked();
    await page.screenshot({ path: `${SHOTS}/address-funnel-v1-membership-professional.png`, fullPage: true });
    await page.getByTestId('plan-property').getByRole('radio').check();
    await expect(page.getByTestId('plan-property')).toContainText('$1.00 today');
    await page.getByRole('button', { name: 'Continue to Checkout' }).click();

    await expect(page).toHaveURL(/\/address\/checkout\?menu=property-report&offer=offer-property-premium&sku=/);
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Exp. month').fill('12');
    await page.getByLabel('Exp. year').fill('2031');
    await page.getByLabel('Security code').fill('737');
    await page.getByLabel('Billing zip').fill('90210');
    await page.screenshot({ path: `${SHOTS}/address-funnel-v1-checkout.png`, fullPage: true });
    await page.getByRole('button', { name: /Pay \$1\.00 and Continue/ }).click();
    await expect(page).not.toHaveURL(/\/address\/checkout/, { timeout: 20_000 });
    await page.screenshot({ path: `${SHOTS}/address-funnel-v1-paid.png`, fullPage: true });

    // The funnel is complete: coming back to its start opens the saved address URL (the report).
    await page.goto('/address/records');
    await expect(page).toHaveURL(new RegExp(`/report\\?type=address&id=${subject.id}$`));
    // A signed-in user's new search goes straight to the search results.
    await page.goto(entryUrl(subject));
    await expect(page).toHaveURL(/\/address\/search\?/);
  });
});

test.describe('version 2 (addressLandingPageV2 on) on a server of its own', () => {
  const ROOT = join('.tmp', `address-funnel-${Date.now()}`);
  const DATA = join(ROOT, 'data');
  const operatorEmail = `funnel-ops-${Date.now()}@example.com`;
  let server: OwnServer;
  let operator: BrowserContext;
  let ops: Page;

  test.beforeAll(async ({ browser }) => {
    test.setTimeout(300_000);
    mkdirSync(ROOT, { recursive: true });
    server = ownServer(DATA, { DEMO_DATA: 'on', DEMO_PEOPLE: '1000' });
    await server.start();
    operator = await newContext(browser, server.url);
    ops = await operator.newPage();
    await ops.goto('/signup');
    const form = ops.locator('form').filter({ has: ops.getByRole('button', { name: 'Create Account' }) });
    await form.getByLabel('First name').fill('Olive');
    await form.getByLabel('Last name').fill('Operator');
    await form.getByLabel('Email').fill(operatorEmail);
    await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await ops.getByRole('button', { name: 'Create Account' }).click();
    await expect(ops).toHaveURL(/\/dashboard/);
    // The operator command, on the stopped server's database (the embedded database has one owner).
    await server.stop();
    const db = await openDb({ dataDir: DATA });
    try {
      await runMigrations(db);
      expect(await grantOperator(db, operatorEmail, 'it')).toBe(8);
    } finally {
      await db.close();
    }
    await server.start();
  });

  test.afterAll(async () => {
    await operator?.close();
    await server?.stop();
    rmSync(ROOT, { recursive: true, force: true });
  });

  const toggleV2 = async (on: boolean) => {
    await ops.goto('/ops/flags');
    const row = ops.getByTestId('flag-addressLandingPageV2');
    await expect(row).toBeVisible();
    await row.getByTestId('toggle-addressLandingPageV2').click();
    await expect(ops.getByText(`Saved. addressLandingPageV2: ${on ? 'on' : 'off'} in dev`)).toBeVisible();
  };

  test('the operator turns the flag off, then on: version 1, then version 2; off again at the end', async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    await toggleV2(false);
    const first = await newContext(browser, server.url);
    try {
      const p1 = await first.newPage();
      await p1.goto(entryUrl(await findSubject(p1.request)));
      await expectStep(p1, '/address/records', 'Step 1 of 6');
      await next(p1);
      await expectStep(p1, '/address/signup', null);
    } finally {
      await first.close();
    }

    await toggleV2(true);
    await ops.screenshot({ path: `${SHOTS}/address-funnel-v2-flag-on.png`, fullPage: true });
    const visitor = await newContext(browser, server.url);
    const page = await visitor.newPage();
    try {
      expect((await (await page.request.get('/api/features')).json()).features.addressLandingPageV2.enabled).toBe(true);
      const subject = await findSubject(page.request);
      await page.goto(entryUrl(subject));
      await expectStep(page, '/address/records', 'Step 1 of 6');
      await next(page);
      // Version 2: the records' content comes first; sign-up and use cases after comparables.
      await expectStep(page, '/address/ownership', 'Step 2 of 6');
      await check(page, 'v2-ownership');
      await next(page);
      await expectStep(page, '/address/deeds', 'Step 3 of 6');
      await next(page);
      await expectStep(page, '/address/sales', 'Step 4 of 6');
      await next(page);
      await expectStep(page, '/address/comparables', 'Step 5 of 6');
      await next(page);
      await expectStep(page, '/address/signup', null);
      await signUp(page, `funnel-v2-${Date.now()}@example.com`);
      await expectStep(page, '/address/categories', 'Step 6 of 6');
      await check(page, 'v2-categories');
      await next(page);
      await expectStep(page, '/address/membership', null);
      // The funnel followed the visitor into the account (fetched by user now).
      // The page saves its step as it opens: wait for that save rather than race it.
      await expect
        .poll(async () => ((await (await page.request.get('/api/address-funnel')).json()) as Json).data)
        .toMatchObject({ propertyId: subject.id, step: 'membership' });
      // Incomplete: coming back to the start resumes at the saved step.
      await page.goto('/address/records');
      await expectStep(page, '/address/membership', null);
      await expect(page.getByTestId('plan-property')).toBeVisible();
    } finally {
      await visitor.close();
      await toggleV2(false);
    }
    expect((await (await ops.request.get('/api/features')).json()).features.addressLandingPageV2.enabled).toBe(false);
  });
});
