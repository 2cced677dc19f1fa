import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { seriousAxeFindings } from './support/axe';

/**
 * The join funnel and the person funnel (002 section 2.2; docs/decisions/0079): a visitor goes /join ->
 * /join/categories -> /join/interests (court records: Premium recommended) -> /join/membership (Premium
 * selected) -> /join/checkout and pays with the sandbox card, then as a member saves interests to the
 * account; a visitor runs the person funnel from its first step to real results and the people checkout,
 * and /save-results runs a saved search. Screenshots: tests/e2e/screenshots/funnels-*.png.
 */
test.describe.configure({ mode: 'serial' });

const SHOTS = 'tests/e2e/screenshots';
let context: BrowserContext;
let page: Page;

test.beforeAll(async ({ browser }, info) => {
  context = await browser.newContext({
    baseURL: info.project.use.baseURL,
    viewport: { width: 1280, height: 900 },
    extraHTTPHeaders: { 'X-Forwarded-For': '198.51.100.160' },
  });
  await context.addCookies([{ name: 'pf.consent.banner', value: '1', url: info.project.use.baseURL ?? '' }]);
  page = await context.newPage();
});
test.afterAll(async () => context?.close());

const noSeriousAxe = async (where: string) => expect(await seriousAxeFindings(page, 'main'), where).toEqual([]);
const shot = (name: string) => page.screenshot({ path: `${SHOTS}/funnels-${name}.png`, fullPage: true });

test('join funnel: categories, interests with Premium recommended, membership, paid checkout', async () => {
  await page.goto('/join?id=e2e-funnel-1');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    /^(Choose Your Membership|Find Anyone\. See the Whole Record\.)$/,
  );
  await page.getByRole('link', { name: 'Not sure which plan fits? Tell us what you are looking for' }).click();

  await expect(page).toHaveURL(/\/join\/categories\?id=e2e-funnel-1$/);
  await expect(page.getByRole('heading', { level: 1, name: 'What you can find with Tracewell' })).toBeVisible();
  const categories = page.getByTestId('data-categories');
  await expect(categories.getByRole('heading', { name: 'Criminal and traffic records' })).toBeVisible();
  await expect(categories.getByRole('listitem')).toHaveCount(11);
  await noSeriousAxe('/join/categories');
  await shot('join-categories');
  await page.getByRole('link', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/\/join\/interests\?id=e2e-funnel-1$/);
  await page.getByRole('checkbox', { name: /Phone numbers/ }).check();
  await expect(page.getByTestId('plan-recommendation')).toBeEmpty();
  await page.getByRole('checkbox', { name: /Criminal and traffic records/ }).check();
  await expect(page.getByTestId('plan-recommendation')).toContainText('Premium recommended');
  await expect(page.getByText('Your choice is kept in this browser for 24 hours.')).toBeVisible();
  await noSeriousAxe('/join/interests');
  await shot('join-interests');
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/\/join\/membership\?id=e2e-funnel-1&plan=premium$/);
  const highlighted = page.locator('.ms-plan--highlight');
  await expect(highlighted).toHaveCount(1);
  await expect(highlighted.getByRole('link')).toHaveText(/Choose Premium/);
  await noSeriousAxe('/join/membership');
  await shot('join-membership');
  await highlighted.getByRole('link').click();

  await expect(page).toHaveURL(/\/join\/checkout\?/);
  await page.getByLabel('First name').fill('Fran');
  await page.getByLabel('Last name').fill('Funnel');
  await page.getByLabel('Email').fill(`funnels-join-${Date.now()}@example.com`);
  await page.getByLabel('Password').fill('secret pass 1');
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Exp. month').fill('12');
  await page.getByLabel('Exp. year').fill('2031');
  await page.getByLabel('Security code').fill('737');
  await page.getByLabel('Billing zip').fill('90210');
  await shot('join-checkout');
  await page.getByRole('button', { name: /^Pay \$[\d.]+ and Continue$/ }).click();
  await expect(page).not.toHaveURL(/\/join\/checkout/, { timeout: 20_000 });

  // Signed in now: the interests go to the account (POST /api/user-interests).
  await page.goto('/join/interests');
  await expect(page.getByText('Your choice is saved to your account.')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: /Criminal and traffic records/ })).toBeChecked();
  await page.getByRole('checkbox', { name: /Property records/ }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/join\/membership\?plan=premium$/);
  const saved = (await (await page.request.get('/api/user-interests')).json()) as {
    data: { Categories: number[]; recommendedPlan: string | null };
  };
  expect(saved.data).toEqual({ Categories: [202, 205, 208], recommendedPlan: 'premium' });
  // The account's choice comes back without this browser's copy.
  await page.evaluate(() => window.localStorage.clear());
  await page.goto('/join/interests');
  await expect(page.getByRole('checkbox', { name: /Property records/ })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: /Phone numbers/ })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: /Marriage records/ })).not.toBeChecked();
});

/** A name of the demo set with results: the first of a few common names the person search finds. */
const demoName = async () => {
  for (const [firstName, lastName] of [
    ['John', 'Smith'],
    ['James', 'Smith'],
    ['Mary', 'Johnson'],
    ['Michael', 'Brown'],
    ['Robert', 'Williams'],
  ]) {
    const r = (await (
      await page.request.get(`/api/search/people?firstName=${firstName}&lastName=${lastName}`)
    ).json()) as {
      total: number;
    };
    if (r.total > 0) return { firstName: firstName as string, lastName: lastName as string };
  }
  throw new Error('no demo name with results');
};

test('person funnel: name to results to the people checkout; /save-results and /products/name', async () => {
  await context.clearCookies();
  await context.addCookies([{ name: 'pf.consent.banner', value: '1', url: test.info().project.use.baseURL ?? '' }]);
  await page.goto('/');
  await page.evaluate(() => window.localStorage.clear());
  const who = await demoName();

  await page.goto('/people-search/name');
  await expect(page.getByText('Step 1 of 5')).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('alert').first()).toContainText('Sorry, that is not a valid first name or last name');
  await page.getByLabel('First name').fill(who.firstName);
  await page.getByLabel('Last name').fill(who.lastName);
  await noSeriousAxe('/people-search/name');
  await shot('person-name');
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/\/people-search\/location$/);
  await noSeriousAxe('/people-search/location');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/people-search\/additional$/);
  await page.getByLabel('Age').fill('abc');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Please enter a valid age range between 18 and 100').first()).toBeVisible();
  await page.getByLabel('Age').fill('');
  await noSeriousAxe('/people-search/additional');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/people-search\/email$/);
  await noSeriousAxe('/people-search/email');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/people-search\/interests$/);
  await page.getByRole('checkbox', { name: 'Address history' }).check();
  await noSeriousAxe('/people-search/interests');
  await shot('person-interests');
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/\/people-search$/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Results for ${who.firstName} ${who.lastName}`);
  const first = page.getByTestId('funnel-person').first();
  await expect(first).toBeVisible();
  await expect(page.getByText('You asked about: Address history.')).toBeVisible();
  // Previews only: no phone numbers or e-mail addresses on a card.
  await expect(first).not.toContainText('@');
  await expect(first).not.toContainText(/\(\d{3}\) \d{3}-\d{4}/);
  await noSeriousAxe('/people-search');
  await shot('person-results');
  await first.getByRole('link', { name: 'Get the full report' }).click();
  await expect(page).toHaveURL(/\/checkout\/people\?fn=.+&ln=.+/);
  await expect(page.getByLabel('Card number')).toBeVisible({ timeout: 15_000 });
  await shot('person-checkout');

  await page.goto(`/save-results?firstName=${who.firstName}&lastName=${who.lastName}&state=&city=&age=`);
  await expect(page).toHaveURL(/\/people-search$/, { timeout: 20_000 });
  await expect(page.getByTestId('funnel-person').first()).toBeVisible();

  await page.goto('/save-results?firstName=J0hn&lastName=Smith');
  await expect(page.getByRole('alert').first()).toContainText('Sorry, that is not a valid first name');
  await noSeriousAxe('/save-results');

  await page.goto(`/save-results?firstName=${who.firstName}&lastName=${who.lastName}`);
  await expect(page).toHaveURL(/\/people-search$/, { timeout: 20_000 });
  await page.goto('/products/name');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Reports on ${who.firstName} ${who.lastName}`);
  await noSeriousAxe('/products/name');
  await shot('products-name');
});
