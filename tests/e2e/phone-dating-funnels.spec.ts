import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { seriousAxeFindings } from './support/axe';

/**
 * The phone funnel and the dating-safety search (002 section 2.2; docs/decisions/0078), against the demo
 * set the e2e server loads (playwright.config.ts): a visitor looks a number up at /phone, waits on
 * /phone/loading, sees what was found on /phone/products and pays the phone report at /phone/checkout
 * with the sandbox card; an unknown number ends on /phone/not-found (not charged); a dating search by
 * name goes through loading, results and verify to /checkout/dating/person and is paid. Each new page is
 * checked with axe. Screenshots: tests/e2e/screenshots/phone-dating-*.png.
 */
test.describe.configure({ mode: 'serial' });

const SHOTS = 'tests/e2e/screenshots';
/**
 * Numbers of the demo set (fixed seed, 2,000 people) each linked to one person; the first one the funnel
 * sells is used, so a person opted out by another journey does not break this one.
 */
const DEMO_NUMBERS = ['3093166689', '3047256405', '9287228796', '7205722659', '6824956959', '9046083715'];
/** A number the records do not hold (the reports journey uses it for the phone noResult page). */
const UNKNOWN_NUMBER = '2015550000';

// biome-ignore lint/suspicious/noExplicitAny: JSON read in assertions
type Json = Record<string, any>;

let context: BrowserContext;
let page: Page;
let found: Json;

test.beforeAll(async ({ browser }, info) => {
  context = await browser.newContext({
    baseURL: info.project.use.baseURL,
    viewport: { width: 1280, height: 900 },
    // Its own client address (the e2e server trusts one proxy): sign-ups are limited per address.
    extraHTTPHeaders: { 'X-Forwarded-For': '198.51.100.150' },
  });
  await context.addCookies([{ name: 'pf.consent.banner', value: '1', url: info.project.use.baseURL ?? '' }]);
  page = await context.newPage();
  for (const n of DEMO_NUMBERS) {
    const body = (await (await page.request.get(`/api/phone?phone=${n}`)).json()) as Json;
    if (body.step === 'products') {
      found = body;
      break;
    }
  }
  expect(found, 'a demo number linked to a person (playwright.config.ts loads the demo set)').toBeTruthy();
});
test.afterAll(async () => context?.close());

const datingForm = () => page.getByRole('form', { name: 'Dating safety search' });
const shot = (name: string) => page.screenshot({ path: `${SHOTS}/phone-dating-${name}.png`, fullPage: true });
const noSeriousAxe = async (where: string) => expect(await seriousAxeFindings(page, 'main'), where).toEqual([]);

/** Pays the open checkout with the sandbox card, signing a new account up inside it. */
const payWithSandboxCard = async (tag: string, names: { first: string; last: string }) => {
  await page.getByLabel(names.first, { exact: true }).fill('Casey');
  await page.getByLabel(names.last, { exact: true }).fill('Tester');
  await page.getByLabel('Email').fill(`${tag}-${Date.now()}@example.com`);
  await page.getByLabel('Password').fill('secret pass 1');
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Exp. month').fill('12');
  await page.getByLabel('Exp. year').fill('2031');
  await page.getByLabel('Security code').fill('737');
  await page.getByLabel('Billing zip').fill('90210');
  await page.getByRole('button', { name: /Pay \$1\.00 and Continue/ }).click();
};

test('phone funnel: landing, loading, products, checkout paid with the sandbox card', async () => {
  await page.goto('/phone');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Who Is Calling You?');
  // The phone search's own message for a number that does not read (002 section 5).
  await page.getByLabel('Phone number').fill('012');
  await page.getByRole('button', { name: 'Search Phone' }).click();
  await expect(page.getByRole('alert')).toHaveText('Sorry, that is not a valid phone number');
  await expect(page).toHaveURL(/\/phone$/);
  await noSeriousAxe('/phone with an error');
  await shot('landing-error');

  // Typed with a leading 1 and formatting: auto-formatted, searched as ten digits.
  await page.getByLabel('Phone number').fill(`1${found.digits}`);
  await expect(page.getByLabel('Phone number')).toHaveValue(found.phone);
  await page.getByRole('button', { name: 'Search Phone' }).click();
  await expect(page).toHaveURL(`/phone/loading?phone=${found.digits}`);
  await expect(page.getByTestId('phone-loading')).toBeVisible();
  await noSeriousAxe('/phone/loading');
  await shot('loading');

  await expect(page).toHaveURL(`/phone/products?phone=${found.digits}`);
  const result = page.getByTestId('phone-found');
  await expect(result.getByRole('heading', { name: found.phone })).toBeVisible();
  await expect(result).toContainText(found.classification.label);
  const person = found.people[0];
  await expect(page.getByTestId('linked-person').first()).toContainText(person.fullName);
  // The honest preview: no other phone number, no e-mail, no street address.
  const text = (await result.textContent()) ?? '';
  expect(text.replace(found.phone, '')).not.toMatch(/\(\d{3}\) \d{3}-\d{4}|@|\d+ [A-Z][a-z]+ (St|Ave|Rd|Dr|Ln|Ct)\b/);
  await expect(page.getByTestId('phone-offer')).toContainText('$1.00 today');
  await noSeriousAxe('/phone/products');
  await shot('products');
  // A reload searches again and shows the same page.
  await page.reload();
  await expect(page.getByTestId('linked-person').first()).toContainText(person.fullName);

  await page.getByRole('link', { name: 'Get the Phone Report' }).click();
  await expect(page).toHaveURL(found.checkoutUrl);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Unlock the Phone Report');
  await payWithSandboxCard('phone-funnel-e2e', { first: 'Card-holder first name', last: 'Card-holder last name' });
  // Back on the number's report, unlocked: the linked person is named.
  await expect(page).toHaveURL(new RegExp(`/report\\?id=${found.digits}&type=phone`), { timeout: 20_000 });
  await expect(page.locator('.rep-page')).toHaveAttribute('data-access', 'full', { timeout: 20_000 });
  await expect(page.getByText(person.fullName).first()).toBeVisible();
  await shot('phone-report');
});

test('phone funnel: an unknown number ends on not-found, not charged', async () => {
  await page.goto('/phone');
  await page.getByLabel('Phone number').fill(UNKNOWN_NUMBER);
  await page.getByRole('button', { name: 'Search Phone' }).click();
  await expect(page).toHaveURL(`/phone/not-found?phone=${UNKNOWN_NUMBER}`);
  const box = page.getByTestId('phone-not-found');
  await expect(
    box.getByText('No results found for this phone number. You have not been charged for this phone lookup.'),
  ).toBeVisible();
  await expect(box.getByRole('listitem')).toHaveText(['No data', 'Invalid US number', 'Owner opted out']);
  await noSeriousAxe('/phone/not-found');
  await shot('not-found');
  // The products page of a number with nothing to sell moves on to not-found.
  await page.goto(`/phone/products?phone=${UNKNOWN_NUMBER}`);
  await expect(page).toHaveURL(`/phone/not-found?phone=${UNKNOWN_NUMBER}`);
  // A loading link with a number that does not read: the phone search's message and the field again.
  await page.goto('/phone/loading?phone=012');
  await expect(page.getByRole('alert').first()).toHaveText('Sorry, that is not a valid phone number');
  await expect(page.getByLabel('Phone number')).toBeVisible();
  await noSeriousAxe('/phone/loading with a bad number');
  // The API answers a bad number in the spec's wire shape.
  const bad = await page.request.get('/api/phone?phone=12');
  expect(bad.status()).toBe(400);
  expect(await bad.json()).toEqual({
    success: false,
    errors: { '*': ['Sorry, that is not a valid phone number'], phone: ['Sorry, that is not a valid phone number'] },
  });
});

test('dating search: landing, search, loading, results, verify, checkout paid', async () => {
  // A new visitor (the phone buyer is signed in): its own address for the sign-up.
  await context.clearCookies();
  await context.setExtraHTTPHeaders({ 'X-Forwarded-For': '198.51.100.151' });
  await context.addCookies([{ name: 'pf.consent.banner', value: '1', url: test.info().project.use.baseURL ?? '' }]);
  const person = found.people[0];

  await page.goto('/dating');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Date Safely: Know Who You Are Meeting');
  await noSeriousAxe('/dating');
  await shot('dating-landing');
  await page.getByRole('link', { name: 'Start a Dating Safety Search' }).click();
  await expect(page).toHaveURL('/dating/search');

  // The person search's message (002 section 5), then a valid name.
  await page.getByLabel('First name').fill('J0hn');
  await datingForm().getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('alert').first()).toContainText('Sorry, that is not a valid first name or last name');
  await noSeriousAxe('/dating/search with errors');
  await shot('dating-search-errors');
  await page.getByLabel('First name').fill(person.firstName);
  await page.getByLabel('Last name').fill(person.lastName);
  await page.getByLabel('State (optional)').fill(person.state);
  await datingForm().getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\/dating\/loading\?fn=/);
  await expect(page.getByTestId('dating-loading')).toBeVisible();
  await noSeriousAxe('/dating/loading');

  await expect(page).toHaveURL(/\/dating\/results\?fn=/);
  const candidates = page.getByTestId('dating-candidate');
  await expect(candidates.first()).toBeVisible();
  const mine = candidates.filter({ hasText: person.fullName }).first();
  await expect(mine).toBeVisible();
  await expect(page.locator('.dt-people')).not.toContainText(/\(\d{3}\) \d{3}-\d{4}|@/);
  await noSeriousAxe('/dating/results');
  await shot('dating-results');

  await mine.getByRole('link', { name: /This is my match/ }).click();
  await expect(page).toHaveURL(new RegExp(`/dating/verify\\?id=${person.id}&`));
  await expect(page.getByTestId('dating-choice')).toContainText(person.fullName);
  await page.getByRole('button', { name: 'Continue to Checkout' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please confirm before you continue');
  await noSeriousAxe('/dating/verify');
  await shot('dating-verify');
  await page.getByLabel(/This is the person I plan to meet/).check();
  await page.getByRole('button', { name: 'Continue to Checkout' }).click();
  await expect(page).toHaveURL(new RegExp(`/checkout/dating/person\\?id=${person.id}&fn=`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Date Safely: Know Who You Are Meeting');
  await payWithSandboxCard('dating-e2e', { first: 'First name', last: 'Last name' });
  await expect(page).toHaveURL(new RegExp(`/report\\?id=${person.id}&.*type=background`), { timeout: 20_000 });
  await expect(page.locator('.rep-page')).toHaveAttribute('data-access', 'full', { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1 })).toContainText(person.lastName);
  await shot('dating-report');
});

test('dating search by phone leads to the phone dating checkout', async () => {
  await page.goto('/dating/search');
  await page.getByLabel('Phone number').fill(found.digits);
  await datingForm().getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(`/dating/results?phone=${found.digits}`);
  const person = found.people[0];
  await page.getByTestId('dating-candidate').filter({ hasText: person.fullName }).getByRole('link').click();
  await expect(page.getByTestId('dating-choice')).toContainText(`Found by the phone number ${found.phone}`);
  await page.getByLabel(/This is the person I plan to meet/).check();
  await page.getByRole('button', { name: 'Continue to Checkout' }).click();
  await expect(page).toHaveURL(new RegExp(`/checkout/dating/phone\\?id=${person.id}&.*phone=${found.digits}`));
});

test('on a phone-sized screen the funnel pages fit the width', async () => {
  await page.setViewportSize({ width: 390, height: 844 });
  const person = found.people[0];
  const pages = [
    ['mobile-products', `/phone/products?phone=${found.digits}`, page.getByTestId('phone-product')],
    ['mobile-dating-search', '/dating/search', datingForm()],
    [
      'mobile-dating-results',
      `/dating/results?fn=${encodeURIComponent(person.firstName)}&ln=${encodeURIComponent(person.lastName)}`,
      page.getByTestId('dating-candidate').first(),
    ],
  ] as const;
  for (const [name, url, ready] of pages) {
    await page.goto(url);
    await expect(ready).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${url} scrolls sideways`).toBeLessThanOrEqual(0);
    await noSeriousAxe(url);
    await shot(name);
  }
});
