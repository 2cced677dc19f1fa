import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { seriousAxeFindings } from './support/axe';

/**
 * Plans and one-click purchases (issue 18 part 5, docs/decisions/0077): a visitor buys All Access from
 * /join (every tier listed with price, period and report limit) and sees its limit on the usage page; a
 * signed-in user with a card on file buys a report in one click (confirmation with price, card and terms);
 * a declined card on file shows the spec's text. Screenshots: tests/e2e/screenshots/plans-*.png.
 */
test.describe.configure({ mode: 'serial' });

const SHOTS = 'tests/e2e/screenshots';
const DECLINED = 'We cannot process your payment. Please use a different card.';
let context: BrowserContext;
let page: Page;

test.beforeAll(async ({ browser }, info) => {
  context = await browser.newContext({
    baseURL: info.project.use.baseURL,
    viewport: { width: 1280, height: 900 },
    // Its own client address (the e2e server trusts one proxy): sign-ups are limited per address.
    extraHTTPHeaders: { 'X-Forwarded-For': '198.51.100.110' },
  });
  await context.addCookies([{ name: 'pf.consent.banner', value: '1', url: info.project.use.baseURL ?? '' }]);
  page = await context.newPage();
});
test.afterAll(async () => context?.close());

const noSeriousAxe = async (where: string) => expect(await seriousAxeFindings(page, 'main'), where).toEqual([]);

/** Signs a new account up through the API (in this context's cookies) and puts `card` on file. */
const signUpWithCard = async (tag: string, card: string | null) => {
  await context.clearCookies();
  await context.addCookies([{ name: 'pf.consent.banner', value: '1', url: test.info().project.use.baseURL ?? '' }]);
  await page.request.get('/api/csrf');
  const csrf = async () => (await context.cookies()).find((c) => c.name === 'tw_csrf')?.value ?? '';
  const signup = await page.request.post('/api/account/signup', {
    headers: { 'X-CSRF-Token': await csrf() },
    data: {
      firstName: 'Oona',
      lastName: 'Click',
      email: `${tag}-${Date.now()}@example.com`,
      password: 'secret pass 1',
    },
  });
  expect(signup.status(), await signup.text()).toBe(201);
  if (!card) return;
  const add = await page.request.post('/dashboard/api/wallet/cards/add', {
    headers: { 'X-CSRF-Token': await csrf() },
    data: {
      creditCardNo: card,
      expirationMonth: 12,
      expirationYear: 2031,
      securityCode: '737',
      zip: '90210',
      firstName: 'Oona',
      lastName: 'Click',
      addressLine: '1 Main St',
      city: 'Fresno',
      state: 'CA',
      isDefaultCard: true,
    },
  });
  expect(add.status(), await add.text()).toBe(200);
};

/** The first demo person with a complete background report. */
const demoReportUrl = async (skip = 0) => {
  let seen = 0;
  for (let id = 1; id <= 300; id += 1) {
    const r = (await (await page.request.get(`/api/reports/view?type=background&id=${id}`)).json()) as {
      report?: { reportStatus: number };
    };
    if (r.report?.reportStatus === 2) {
      if (seen === skip) return `/report?id=${id}&type=background`;
      seen += 1;
    }
  }
  throw new Error('no demo person with a background report');
};

test('buying All Access from /join: every tier with its price and limit; the usage page shows 100', async () => {
  await page.goto('/join');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    /^(Choose Your Membership|Find Anyone\. See the Whole Record\.)$/,
  );
  const tiers = page.getByTestId('membership-tiers');
  for (const [sku, price, limit] of [
    ['explorer-free-Monthly', 'Free', 'Name lookups and profile summaries only'],
    ['id-plus-Monthly', '$9.95 /mo', 'Up to 1,000 reports a month'],
    ['connect-plus-Monthly', '$19.95 /mo', 'Up to 1,000 reports a month'],
    ['all-access-Monthly', '$29.95 /mo', 'Up to 100 reports a month'],
    ['all-access-Every-3-months', '$79.95 /every 3 months', 'Up to 300 reports every 3 months'],
    ['enterprise-500-Monthly', '$249.00 /mo', 'Up to 500 reports a month'],
    ['enterprise-2500-Monthly', '$999.00 /mo', 'Up to 2,500 reports a month'],
    ['lifetime-2995-Monthly', '$29.95 one time', 'Up to 10 reports a month'],
  ] as const) {
    const card = tiers.getByTestId(`tier-${sku}`);
    await expect(card.locator('.ms-plan__price'), sku).toHaveText(price);
    await expect(card.getByTestId('tier-report-limit'), sku).toHaveText(limit);
  }
  await expect(page.getByText('All Access Lifetime', { exact: true })).toBeVisible();
  await noSeriousAxe('/join');
  await page.screenshot({ path: `${SHOTS}/plans-join.png`, fullPage: true });

  await tiers
    .getByTestId('tier-all-access-Monthly')
    .getByRole('link', { name: 'Choose All Access Membership' })
    .click();
  await expect(page).toHaveURL(/\/join\/checkout\?menu=membership-tiers&offer=offer-all-access&sku=all-access-Monthly/);
  await expect(page.getByTestId('order-summary')).toContainText('$29.95 today for 1 month of access, then $29.95/mo');
  await page.getByLabel('First name').fill('Alex');
  await page.getByLabel('Last name').fill('Access');
  await page.getByLabel('Email').fill(`plans-all-access-${Date.now()}@example.com`);
  await page.getByLabel('Password').fill('secret pass 1');
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Exp. month').fill('12');
  await page.getByLabel('Exp. year').fill('2031');
  await page.getByLabel('Security code').fill('737');
  await page.getByLabel('Billing zip').fill('90210');
  await noSeriousAxe('/join/checkout');
  await page.screenshot({ path: `${SHOTS}/plans-checkout-all-access.png`, fullPage: true });
  await page.getByRole('button', { name: 'Pay $29.95 and Continue' }).click();
  await expect(page).toHaveURL(/\/dashboard\/account$/, { timeout: 20_000 });

  await page.goto('/dashboard/usage');
  await expect(page.getByRole('heading', { level: 1, name: 'Membership Usage' })).toBeVisible();
  await expect(page.getByText('All Access Membership')).toBeVisible();
  await expect(page.getByTestId('usage-limit')).toHaveText('Report limit: 100 reports this period');
  await expect(page.getByTestId('usage-figures')).toHaveText('0 of 100 reports used · 100 left');
  await noSeriousAxe('/dashboard/usage');
  await page.screenshot({ path: `${SHOTS}/plans-usage-all-access.png`, fullPage: true });
});

test('a member with a card on file buys a report in one click', async () => {
  await signUpWithCard('plans-one-click', '4242424242424242');
  const url = await demoReportUrl();
  await page.goto(url);
  await expect(page.locator('.rep-page')).toHaveAttribute('data-access', 'preview');
  await page
    .locator('.rep-nav')
    .getByRole('button', { name: /Unlock Full Report/ })
    .click();
  const modal = page.getByTestId('one-click-purchase');
  await expect(modal.getByTestId('one-click-price')).toHaveText('$1.00');
  await expect(modal.getByTestId('one-click-card')).toContainText('ending in 4242, expires 12/2031');
  await expect(modal).toContainText('$1.00 today for 3 days of access, then $4.95/mo');
  await modal.getByRole('button', { name: 'Pay $1.00 and Unlock' }).click();
  await expect(modal).toContainText('Please accept the terms to continue');
  await modal.getByRole('checkbox').check();
  expect(await seriousAxeFindings(page, '[data-testid="one-click-purchase"]'), 'one-click modal').toEqual([]);
  await page.screenshot({ path: `${SHOTS}/plans-one-click-confirm.png` });
  await modal.getByRole('button', { name: 'Pay $1.00 and Unlock' }).click();
  await expect(page.locator('.rep-page')).toHaveAttribute('data-access', 'full', { timeout: 20_000 });
  await expect(page.locator('.rep-section--locked')).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/plans-one-click-unlocked.png`, fullPage: true });
  // One charge, in the billing history.
  const sales = (await (await page.request.get('/dashboard/api/user/sales/transactions')).json()) as {
    transactions: { amount: number }[];
  };
  expect(sales.transactions.map((t) => t.amount)).toEqual([100]);
});

test('a declined card on file: the spec text, nothing bought', async () => {
  await signUpWithCard('plans-declined', '4000000000000002');
  await page.goto(await demoReportUrl(1));
  await page
    .locator('.rep-nav')
    .getByRole('button', { name: /Unlock Full Report/ })
    .click();
  const modal = page.getByTestId('one-click-purchase');
  await expect(modal.getByTestId('one-click-card')).toContainText('ending in 0002');
  await modal.getByRole('checkbox').check();
  await modal.getByRole('button', { name: 'Pay $1.00 and Unlock' }).click();
  await expect(modal).toContainText(DECLINED);
  await page.screenshot({ path: `${SHOTS}/plans-one-click-declined.png` });
  const membership = (await (await page.request.get('/dashboard/api/membership')).json()) as {
    membership: { subscriptions: unknown[] };
  };
  expect(membership.membership.subscriptions).toEqual([]);

  // The account-level offer (Premium for a user without the freemium or minimal flags), one click on the
  // same declined card: the upgrade modal shows the same text and nothing is bought.
  await page.goto('/dashboard/account');
  const offer = page.getByTestId('account-offer');
  await expect(offer).toContainText('Premium Membership');
  await expect(offer).toContainText('$4.95/mo');
  await offer.getByRole('button', { name: 'Get Premium Membership' }).click();
  const up = page.getByTestId('upgrade-modal');
  await expect(up).toContainText('•••• 0002');
  await up.getByRole('checkbox').check();
  await up.getByRole('button', { name: 'Yes, Upgrade Now' }).click();
  await expect(up).toContainText(DECLINED);
  await noSeriousAxe('/dashboard/account with the upgrade modal');
  await page.screenshot({ path: `${SHOTS}/plans-account-offer-declined.png` });
});

test('a lifetime member at the monthly limit unlocks one more report at the special-offer price', async () => {
  await signUpWithCard('plans-limit', '4242424242424242');
  const csrf = (await context.cookies()).find((c) => c.name === 'tw_csrf')?.value ?? '';
  const bought = await page.request.post('/api/checkout/membership', {
    headers: { 'X-CSRF-Token': csrf },
    data: {
      idempotencyKey: `plans-lifetime-${Date.now()}`,
      productMenuName: 'lifetime',
      productOfferId: 'offer-lifetime-2995',
      productSkuId: 'lifetime-2995-Monthly',
      card: {
        creditCardNo: '4242424242424242',
        expirationMonth: 12,
        expirationYear: 2031,
        securityCode: '737',
        zip: '90210',
        firstName: 'Oona',
        lastName: 'Click',
      },
    },
  });
  expect(bought.status(), await bought.text()).toBe(200);
  // All Access Lifetime: 10 reports a month (the purchase's voucher unlocks one more). Unlock demo reports
  // until the month's are spent; the first one refused is the report to buy.
  const urls = await Promise.all(Array.from({ length: 13 }, (_, i) => demoReportUrl(i + 2)));
  let target = '';
  let unlocked = 0;
  for (const url of urls) {
    const id = new URL(url, 'http://x').searchParams.get('id');
    const r = await page.request.post('/dashboard/api/reports/unlock', {
      headers: { 'X-CSRF-Token': csrf },
      data: { type: 'background', id },
    });
    if (r.status() !== 200) {
      target = url;
      break;
    }
    unlocked += 1;
  }
  expect(unlocked).toBe(11);
  await page.goto(target);
  // All Access shows contact and social sections; the rest stays locked until bought.
  await expect(page.locator('.rep-page')).toHaveAttribute('data-access', 'contactSocial');
  const limit = page.getByRole('region', { name: 'Monthly report limit' }).first();
  await expect(limit).toContainText('You have reached your monthly report limit');
  await expect(limit).toContainText('additional cost of $1.95');
  await expect(limit.locator('.rep-unlock__price')).toHaveText('$1.95');
  await limit.getByRole('button', { name: 'Unlock This Report' }).click();
  const modal = page.getByTestId('additional-report-purchase');
  await expect(modal.getByTestId('additional-report-price')).toHaveText('$1.95');
  await expect(modal.getByTestId('additional-report-card')).toContainText('ending in 4242, expires 12/2031');
  await modal.getByRole('button', { name: 'Pay $1.95 and Unlock' }).click();
  await expect(modal).toContainText('Please accept the terms to continue');
  await modal.getByRole('checkbox').check();
  expect(await seriousAxeFindings(page, '[data-testid="additional-report-purchase"]'), 'additional modal').toEqual([]);
  await page.screenshot({ path: `${SHOTS}/plans-limit-additional-confirm.png` });
  await modal.getByRole('button', { name: 'Pay $1.95 and Unlock' }).click();
  await expect(page.locator('.rep-page')).toHaveAttribute('data-access', 'full', { timeout: 20_000 });
  await page.screenshot({ path: `${SHOTS}/plans-limit-additional-unlocked.png`, fullPage: true });
  const sales = (await (await page.request.get('/dashboard/api/user/sales/transactions')).json()) as {
    transactions: { amount: number; kind: string }[];
  };
  expect(sales.transactions.map((t) => [t.kind, t.amount]).sort()).toEqual(
    [
      ['addon', 195],
      ['purchase', 2995],
    ].sort(),
  );
  // Still 10 of 10 on the usage page: the bought report does not count.
  await page.goto('/dashboard/usage');
  await expect(page.getByTestId('usage-figures')).toHaveText('10 of 10 reports used · 0 left');
});
