import { type APIRequestContext, type BrowserContext, expect, type Page, test } from '@playwright/test';

/**
 * Reports (docs/decisions/0050), one journey: a visitor searches by name and opens a report in preview (counts, no locked values, in
 * the page AND in the API's JSON), buys it through checkout and comes back to the full report; as a
 * member unlocks another report (the usage gauge moves); e-mails the PDF (outbox) and a second
 * purchase shows the 409 panel; reopens the report from the dashboard's Recent Reports.
 *
 * Needs demo records: playwright.config.ts starts the server with a small demo set (E2E_DEMO_PEOPLE).
 */

test.describe.configure({ mode: 'serial' });

const SHOTS = 'tests/e2e/screenshots';
// biome-ignore lint/suspicious/noExplicitAny: JSON read in assertions
type Json = Record<string, any>;

const viewJson = async (req: APIRequestContext, id: number | string, type = 'background') =>
  (await (await req.get(`/api/reports/view?type=${type}&id=${id}`)).json()) as Json;

/** A person with phones, e-mails and court records, and one with no criminal or traffic record. */
const pickPeople = async (req: APIRequestContext) => {
  let rich: Json | null = null;
  let clean: Json | null = null;
  let other: Json | null = null;
  for (let id = 1; id < 400 && !(rich && clean && other); id += 1) {
    const r = (await viewJson(req, id)).report;
    if (r?.reportStatus !== 2) continue;
    const c = r.recordCounts;
    if (!rich && c.phones >= 1 && c.emails >= 1 && c.criminal + c.traffic >= 1 && c.addresses >= 1) rich = r;
    else if (!clean && c.criminal === 0 && c.traffic === 0 && c.phones >= 1) clean = r;
    else if (!other && c.phones >= 1) other = r;
  }
  return { rich: rich!, clean: clean!, other: other! };
};

const acceptCookies = async (page: Page) => {
  const accept = page.getByRole('button', { name: 'Accept' });
  if (await accept.isVisible().catch(() => false)) await accept.click();
};

let people: { rich: Json; clean: Json; other: Json };
const email = `reports-e2e-${Date.now()}@example.com`;
/** One browser context for the whole journey: the buyer stays signed in from test to test. */
let context: BrowserContext;
let page: Page;

test.beforeAll(async ({ browser, request }, info) => {
  const probe = await viewJson(request, 1);
  expect(probe.report?.reportStatus, 'the e2e server must load demo records (playwright.config.ts)').toBe(2);
  people = await pickPeople(request);
  expect(people.rich, 'a person with phones, e-mails and court records').toBeTruthy();
  expect(people.clean, 'a person without criminal records').toBeTruthy();
  context = await browser.newContext({ baseURL: info.project.use.baseURL, viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
});
test.afterAll(async () => context?.close());

test('preview shows honest counts and no locked values; checkout returns to the full report', async () => {
  const { rich } = people;
  // Search by name (the person results page of 002 section 2.1) and open the report from its card.
  const words = String(rich.title).toLowerCase().split(' ');
  await page.goto(`/people/${words[0]}-${words[words.length - 1]}`);
  await acceptCookies(page);
  const card = page
    .getByTestId('person-card')
    .filter({ has: page.getByRole('heading', { name: rich.title, exact: true }) });
  await card.first().getByRole('link', { name: 'View Report' }).click();
  await expect(page).toHaveURL(new RegExp(`/report\\?id=${rich.subjectId}&`));
  await expect(page.getByRole('heading', { level: 1, name: rich.title })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(rich.title));
  const phones = page.locator('#section-phones');
  const n = rich.recordCounts.phones;
  await expect(phones.getByText(`${n} phone number${n === 1 ? '' : 's'}`, { exact: true })).toBeVisible();
  await expect(phones.getByText(/Blurred sample data, not from this report/)).toBeVisible();
  await expect(
    page.getByText(/may not be used to decide on employment, credit, insurance or tenant screening/),
  ).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/report-preview.png`, fullPage: true });

  // What the API sends an anonymous visitor, to compare with the full report later.
  const previewText = await (await page.request.get(`/api/reports/view?type=background&id=${rich.subjectId}`)).text();
  const previewPage = (await page.locator('.rep-main').textContent()) ?? '';

  // Buy: Unlock Full Report -> checkout (sign up inside it) -> back to the report, unlocked.
  await page
    .locator('.rep-nav')
    .getByRole('button', { name: /Unlock Full Report/ })
    .click();
  await expect(page).toHaveURL(/\/checkout\/background-check\?/);
  await page.getByLabel('First name').fill('Robin');
  await page.getByLabel('Last name').fill('Reader');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('secret pass 1');
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Exp. month').fill('12');
  await page.getByLabel('Exp. year').fill('2031');
  await page.getByLabel('Security code').fill('737');
  await page.getByLabel('Billing zip').fill('90210');
  await page.screenshot({ path: `${SHOTS}/report-checkout.png`, fullPage: true });
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/report\?/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: rich.title })).toBeVisible();
  await expect(page.locator('.rep-page')).toHaveAttribute('data-access', 'full');
  await expect(page.locator('.rep-section--locked')).toHaveCount(0);

  const full = await viewJson(page.request, rich.subjectId);
  expect(full.report.accessLevel).toBe(2);
  const fullPhones: string[] = full.report.sections
    .find((s: Json) => s.id === 'phones')
    .items.map((i: Json) => i.heading);
  expect(fullPhones.length).toBe(n);
  const digits = (s: string) => s.replace(/\D/g, '');
  for (const p of fullPhones) {
    await expect(page.locator('#section-phones').getByText(p)).toBeVisible();
    expect(previewText).not.toContain(p);
    expect(previewText).not.toContain(digits(p));
    expect(previewPage).not.toContain(p);
  }
  for (const e of full.report.sections.find((s: Json) => s.id === 'emails').items)
    expect(previewText).not.toContain(e.heading);
  for (const a of full.report.sections.find((s: Json) => s.id === 'address-history').items) {
    expect(previewText).not.toContain(a.heading.split(',')[0]);
  }
  for (const s of full.report.sections)
    for (const it of s.items) expect(it.source).toMatch(/, recorded \d{4}-\d{2}-\d{2}$/);
  await expect(page.locator('.rep-item__source').first()).toHaveText(/^Source: .+, recorded \d{4}-\d{2}-\d{2}$/);
  await page.screenshot({ path: `${SHOTS}/report-full.png`, fullPage: true });
});

test('a phone number the records do not hold gets the reverse-phone noResult page (not charged)', async () => {
  await page.goto('/report?type=phone&id=2015550000');
  await acceptCookies(page);
  await expect(
    page.getByText('No results found for this phone number. You have not been charged for this phone lookup.'),
  ).toBeVisible();
  await expect(page.getByText('The owner opted out of our search results')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/report-phone-no-result.png` });
});

test('a person with no criminal record is told so', async () => {
  await page.goto(`/report?id=${people.clean.subjectId}&type=background`);
  await acceptCookies(page);
  await expect(
    page.locator('#section-criminal').getByText('No criminal or traffic records found in the sources we searched'),
  ).toBeVisible();
});

test('a member unlocks another report and the usage gauge moves', async () => {
  await page.goto('/dashboard/usage');
  await acceptCookies(page);
  const usage = async () => (await (await page.request.get('/dashboard/api/membership/usage')).json()).usage as Json;
  const before = await usage();
  await page.screenshot({ path: `${SHOTS}/report-usage-before.png` });

  const { other } = people;
  await page.goto(`/report?id=${other.subjectId}&type=background`);
  await expect(page.getByRole('heading', { level: 1, name: other.title })).toBeVisible();
  // A member reads contact and social sections; the rest is one unlock away.
  await expect(page.locator('.rep-page')).toHaveAttribute('data-access', 'contactSocial');
  await expect(page.locator('#section-phones .rep-item').first()).toBeVisible();
  await expect(page.locator('.rep-nav').getByText(/Uses 1 of your \d+ remaining reports/)).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/report-member-contact-social.png`, fullPage: false });
  await page
    .locator('.rep-nav')
    .getByRole('button', { name: /Unlock Full Report/ })
    .click();
  await expect(page.locator('.rep-page')).toHaveAttribute('data-access', 'full');
  expect((await usage()).used).toBe(before.used + 1);

  await page.goto('/dashboard/usage');
  await expect(page.getByText(new RegExp(`${before.used + 1}\\b`)).first()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/report-usage-after.png` });
});

test('the PDF is e-mailed; a second purchase gets the already-purchased panel', async () => {
  const { rich } = people;
  const url = `/report?id=${rich.subjectId}&type=background`;
  // A second tab opened before the purchase still offers "Email PDF".
  const other = await context.newPage();
  await other.goto(url);
  await expect(other.getByRole('button', { name: /Email PDF/ })).toBeVisible();

  await page.goto(url);
  await page.getByRole('button', { name: /Email PDF/ }).click();
  const modal = page.getByRole('dialog', { name: 'Email PDF' });
  await expect(modal.getByText(/is charged \$2\.95 once/)).toBeVisible();
  await modal.getByRole('button', { name: /Email my PDF/ }).click();
  await expect(modal.getByText('Your report PDF is on its way to your email inbox.')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/report-pdf-sent.png` });
  const mail = (await (
    await page.request.get(`/api/dev/outbox/latest?to=${encodeURIComponent(email)}`)
  ).json()) as Json;
  expect(mail.mail.subject).toBe(`Your Tracewell report: ${rich.title}`);
  await modal.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('button', { name: /Email PDF/ })).toHaveCount(0);

  await other.getByRole('button', { name: /Email PDF/ }).click();
  const m2 = other.getByRole('dialog', { name: 'Email PDF' });
  await m2.getByRole('button', { name: /Email my PDF/ }).click();
  await expect(m2.getByText('A PDF for this report has already been purchased')).toBeVisible();
  await expect(m2.locator('[data-panel="pdfAlreadyPurchased"]')).toBeVisible();
  await other.screenshot({ path: `${SHOTS}/report-pdf-already-purchased.png` });

  // The print layout (is-pdf-request=true) renders without navigation.
  await page.goto(`${url}&is-pdf-request=true`);
  await expect(page.getByRole('heading', { level: 1, name: rich.title })).toBeVisible();
  await expect(page.locator('.rep-nav')).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/report-print-layout.png`, fullPage: false });
});

test('monitoring, a correction request, and reopening from Recent Reports on the dashboard', async () => {
  const { rich } = people;
  await page.goto(`/report?id=${rich.subjectId}&type=background`);
  await expect(page.getByTestId('monitor-state')).toHaveText('Monitoring off');
  await page.getByRole('button', { name: 'Monitor this report' }).click();
  // Report monitoring must be turned on first (002 section 4): the toggle offers it and subscribes again.
  await expect(page.getByRole('alert').filter({ hasText: 'Please turn on report monitoring first.' })).toBeVisible();
  await page.getByRole('button', { name: 'Turn on monitoring' }).click();
  await expect(page.getByTestId('monitor-state')).toHaveText('Monitoring on');

  const first = page.locator('#section-phones .rep-item').first();
  await first.getByRole('button', { name: 'Report an error in this record' }).click();
  await first.locator('textarea').fill('This number has not been mine since 2019.');
  await first.getByRole('button', { name: 'Send correction request' }).click();
  await expect(first.getByText(/We have received your correction request/)).toBeVisible();

  // Sections scrolled to are saved once as viewed (001 section 2).
  await page.locator('#section-traffic').scrollIntoViewIfNeeded();
  await page.waitForTimeout(800);
  const vs = (await (
    await page.request.get(`/dashboard/api/reports/background-${rich.subjectId}/view-state`)
  ).json()) as Json;
  expect(vs.viewedSections).toEqual(expect.arrayContaining(['overview', 'traffic']));

  await page.goto('/dashboard');
  const block = page.locator('#recent-reports');
  await expect(block.getByRole('link', { name: rich.title })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/report-dashboard-recent.png`, fullPage: true });
  await block.getByRole('link', { name: rich.title }).click();
  await expect(page).toHaveURL(/\/dashboard\/reports\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: rich.title })).toBeVisible();
  await expect(page.getByTestId('monitor-state')).toHaveText('Monitoring on');
});
