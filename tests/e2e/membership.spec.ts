import { type BrowserContext, expect, type Page, test } from '@playwright/test';

/**
 * Memberships and checkout (docs/decisions/0031): the $1 trial bought by an anonymous visitor with sign-up inside the
 * checkout, the renewal price shown before paying, cancellation through the panels (declining and accepting
 * the discount), and a declined card. Screenshots: tests/e2e/screenshots/membership-*.png.
 */
const SHOTS = 'tests/e2e/screenshots';
const TRIAL_LINE = '$1.00 today for 3 days of access, then $4.95/mo. Cancel online any time.';

/** "MMM D, YYYY" in America/Los_Angeles (000 section 9), for an instant. */
const laDate = (ms: number) => {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/Los_Angeles',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  }).formatToParts(ms);
  const get = (t: string) => parts.find((p) => p.type === t)?.value;
  return `${get('month')} ${get('day')}, ${get('year')}`;
};

const noBanner = (context: BrowserContext, baseURL: string | undefined) =>
  context.addCookies([{ name: 'pf.consent.banner', value: '1', url: baseURL ?? 'http://127.0.0.1:3100' }]);

const fillCheckout = async (page: Page, email: string, card: string) => {
  await page.getByLabel('First name').fill('Casey');
  await page.getByLabel('Last name').fill('Tester');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('secret pass 1');
  await page.getByLabel('Card number').fill(card);
  await page.getByLabel('Exp. month').fill('12');
  await page.getByLabel('Exp. year').fill('2031');
  await page.getByLabel('Security code').fill('737');
  await page.getByLabel('Billing zip').fill('90210');
};

const buyTrial = async (page: Page, email: string, card = '4242 4242 4242 4242') => {
  await page.goto('/join/checkout?offer=offer-premium-trial');
  await expect(page.getByTestId('offer-offer-premium-trial')).toContainText(TRIAL_LINE);
  await fillCheckout(page, email, card);
  await page.getByRole('button', { name: /Pay \$1\.00 and Continue/ }).click();
};

const uniqueEmail = (tag: string) => `${tag}${Date.now()}${Math.floor(Math.random() * 1000)}@example.com`;

test.describe('memberships and checkout', () => {
  test('anonymous visitor buys the $1 trial, sees the renewal first, cancels declining the discount', async ({
    page,
    context,
    baseURL,
  }) => {
    await noBanner(context, baseURL);
    await page.goto('/join?plan=premium');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      /^(Choose Your Membership|Find Anyone. See the Whole Record.)$/,
    );
    const plan = page.getByTestId('plan-offer-premium-trial');
    await expect(plan).toContainText('Premium Membership 3-Day Trial');
    await expect(plan.getByTestId('offer-price-line')).toHaveText(TRIAL_LINE);
    await expect(page.getByTestId('plan-offer-standard-trial')).toContainText('then $3.95/mo');
    await page.screenshot({ path: `${SHOTS}/membership-join.png`, fullPage: true });
    await plan.getByRole('link', { name: 'Choose Premium' }).click();
    await expect(page).toHaveURL(/\/join\/checkout\?offer=offer-premium-trial/);

    // The renewal price is beside the offer and in the summary above the pay button, before paying.
    await expect(page.getByTestId('offer-offer-premium-trial')).toContainText(TRIAL_LINE);
    await expect(page.getByTestId('order-summary')).toContainText(TRIAL_LINE);
    await expect(page.getByTestId('order-summary')).toContainText('renews automatically at $4.95 per month');
    // The sandbox has no wallets configured: no PayPal / Apple Pay / Google Pay buttons.
    await expect(page.getByRole('button', { name: /PayPal|Apple Pay|Google Pay/ })).toHaveCount(0);
    await fillCheckout(page, uniqueEmail('trial'), '4242 4242 4242 4242');
    await page.screenshot({ path: `${SHOTS}/membership-checkout.png`, fullPage: true });
    const bought = Date.now();
    await page.getByRole('button', { name: /Pay \$1\.00 and Continue/ }).click();

    await expect(page).toHaveURL(/\/dashboard\/account$/);
    const block = page.getByTestId('membership-block');
    const renews = laDate(bought + 72 * 3600_000);
    await expect(block.getByTestId('subscription-state')).toHaveText(`Renews on ${renews}`);
    await expect(block.getByTestId('renewal-price')).toContainText('Renews at $4.95/mo');
    await expect(block.getByTestId('default-card')).toContainText('•••• 4242');
    await expect(block.getByTestId('vouchers')).toContainText('You have 1 background report');
    await expect(block.getByTestId('billing-history')).toContainText('Premium Membership 3-Day Trial');
    await expect(block.getByTestId('billing-history')).toContainText('$1.00');
    await page.screenshot({ path: `${SHOTS}/membership-account.png`, fullPage: true });

    // A second tab on the same account refreshes when the cancellation succeeds (cross-tab flag).
    const otherTab = await context.newPage();
    await otherTab.goto('/dashboard/account');
    await expect(otherTab.getByTestId('subscription-state')).toHaveText(`Renews on ${renews}`);

    // Cancel through the panels, declining the discount.
    await block.getByRole('button', { name: 'Cancel Membership' }).click();
    const modal = page.getByTestId('cancel-modal');
    await expect(modal).toContainText('can we help you find what you were looking for');
    await modal.getByRole('button', { name: 'Continue to Cancel' }).click();
    await expect(modal).toContainText('$2.95/mo');
    await expect(modal).toContainText('save 40%');
    await page.screenshot({ path: `${SHOTS}/membership-cancel-discount-offer.png` });
    await modal.getByRole('button', { name: 'No thanks, cancel my membership' }).click();
    await expect(modal).toContainText('Your membership has been cancelled');
    await modal.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(block.getByTestId('subscription-state')).toHaveText(`Expires on ${renews}`);
    await expect(block.getByRole('button', { name: 'Cancel Membership' })).toHaveCount(0);
    await expect(otherTab.getByTestId('subscription-state')).toHaveText(`Expires on ${renews}`);
    await otherTab.close();
    await page.screenshot({ path: `${SHOTS}/membership-cancelled.png`, fullPage: true });

    // Changed their mind: re-activate through the confirm-upgrade modal (terms checkbox required).
    await block.getByRole('button', { name: 'Re-activate' }).click();
    const up = page.getByTestId('upgrade-modal');
    await expect(up).toContainText('no charge today');
    await up.getByRole('button', { name: 'Re-activate my Membership' }).click();
    await expect(up).toContainText('Please accept the terms to continue');
    await up.getByRole('checkbox').check();
    await page.screenshot({ path: `${SHOTS}/membership-reactivate.png` });
    await up.getByRole('button', { name: 'Re-activate my Membership' }).click();
    await expect(up).toHaveCount(0);
    await expect(block.getByTestId('subscription-state')).toHaveText(`Renews on ${renews}`);

    // The wallet modal: the card with its expiry; add a second card.
    await block.getByRole('button', { name: 'Manage Payment Methods' }).click();
    const wallet = page.getByTestId('wallet-modal');
    await expect(wallet.getByTestId('wallet-card')).toContainText('•••• 4242');
    await expect(wallet.getByTestId('wallet-card')).toContainText('12/2031');
    await wallet.getByRole('button', { name: 'Add a Card' }).click();
    await wallet.getByLabel('Card number').fill('5555 5555 5555 4444');
    await wallet.getByLabel('Exp. month').fill('03');
    await wallet.getByLabel('Exp. year').fill('2030');
    await wallet.getByLabel('Security code').fill('123');
    await wallet.getByLabel('First name on card').fill('Casey');
    await wallet.getByLabel('Last name on card').fill('Tester');
    await wallet.getByLabel('Billing address').fill('1 Main St');
    await wallet.getByLabel('City').fill('Fresno');
    await wallet.getByLabel('State').fill('CA');
    await wallet.getByLabel('Zip').fill('93650');
    await wallet.getByRole('button', { name: 'Save Card' }).click();
    await expect(wallet.getByTestId('wallet-card')).toHaveCount(2);
    await expect(wallet.getByTestId('wallet-card').first()).toContainText('•••• 4444');
    await expect(wallet.getByTestId('wallet-card').first()).toContainText('03/2030');
    await page.screenshot({ path: `${SHOTS}/membership-wallet.png` });
    await wallet.getByRole('button', { name: 'Close dialog' }).click();

    // Back from the retention provider (000 section 2: utm_source brightback-save / brightback-cancel).
    await page.goto('/dashboard/account?utm_source=brightback-save');
    await expect(page.getByTestId('membership-block')).toContainText('Thanks for staying with us!');
  });

  test('a second member accepts the discount and sees the new price', async ({ page, context, baseURL }) => {
    await noBanner(context, baseURL);
    await buyTrial(page, uniqueEmail('discount'));
    await expect(page).toHaveURL(/\/dashboard\/account$/);
    const block = page.getByTestId('membership-block');
    await expect(block.getByTestId('renewal-price')).toContainText('Renews at $4.95/mo');
    await block.getByRole('button', { name: 'Cancel Membership' }).click();
    const modal = page.getByTestId('cancel-modal');
    await modal.getByRole('button', { name: 'Continue to Cancel' }).click();
    await modal.getByRole('button', { name: 'Accept Offer' }).click();
    await expect(modal).toContainText('Discount applied! Your membership now renews at $2.95/mo.');
    await page.screenshot({ path: `${SHOTS}/membership-discount-applied.png` });
    await modal.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(block.getByTestId('renewal-price')).toContainText('Renews at $2.95/mo');
    await expect(block.getByTestId('subscription-state')).toHaveText(/^Renews on /);
  });

  test('a Basic member upgrades to Premium through the confirm-upgrade modal; the report limit follows', async ({
    page,
    context,
    baseURL,
  }) => {
    await noBanner(context, baseURL);
    await page.goto('/join/checkout?offer=offer-standard-trial');
    await expect(page.getByTestId('order-summary')).toContainText('then $3.95/mo');
    await fillCheckout(page, uniqueEmail('upgrade'), '4242 4242 4242 4242');
    await page.getByRole('button', { name: /Pay \$1\.00 and Continue/ }).click();
    await expect(page).toHaveURL(/\/dashboard\/account$/);
    const block = page.getByTestId('membership-block');
    await expect(block).toContainText('Reports this period: 0 of 150');
    await block.getByRole('button', { name: 'Upgrade to Premium Membership' }).click();
    const up = page.getByTestId('upgrade-modal');
    await expect(up).toContainText('$4.95 today, then $4.95/mo');
    await up.getByRole('checkbox').check();
    await page.screenshot({ path: `${SHOTS}/membership-upgrade.png` });
    await up.getByRole('button', { name: 'Yes, Upgrade Now' }).click();
    await expect(up).toHaveCount(0);
    await expect(block.getByRole('heading', { name: /Premium Membership/ })).toBeVisible();
    await expect(block).toContainText('Reports this period: 0 of 100');
    await expect(block.getByTestId('billing-history')).toContainText('$4.95');
  });

  test('a declined card shows the spec message and creates no subscription', async ({ page, context, baseURL }) => {
    await noBanner(context, baseURL);
    await buyTrial(page, uniqueEmail('declined'), '4000 0000 0000 0002');
    await expect(page.getByText('We cannot process your payment. Please use a different card.')).toBeVisible();
    await expect(page).toHaveURL(/\/join\/checkout/);
    await page.screenshot({ path: `${SHOTS}/membership-declined.png`, fullPage: true });
    // The sign-up inside the checkout went through, the payment did not: no subscription.
    const res = await page.request.get('/dashboard/api/membership');
    expect(res.status()).toBe(200);
    expect((await res.json()).membership.subscriptions).toEqual([]);
    // The buyer can try another card without signing up again (a new attempt, a new idempotency key).
    await expect(page.getByLabel('Email')).toHaveCount(0);
    await page.getByLabel('Card number').fill('5555 5555 5555 4444');
    await page.getByRole('button', { name: /Pay \$1\.00 and Continue/ }).click();
    await expect(page).toHaveURL(/\/dashboard\/account$/);
    await expect(page.getByTestId('subscription-state')).toHaveText(/^Renews on /);
  });

  test('dating combined checkout, the abandonment special offer and the usage page', async ({
    page,
    context,
    baseURL,
  }) => {
    await noBanner(context, baseURL);
    await page.goto('/checkout/dating/person');
    await expect(page.getByTestId('offer-offer-dating-premium')).toContainText('Premium Membership 3-Day Trial');
    await expect(page.getByTestId('offer-offer-dating-premium')).toContainText('Best Value');
    await expect(page.getByTestId('offer-offer-dating-premium')).toContainText(TRIAL_LINE);
    await expect(page.getByTestId('offer-offer-dating-standard')).toContainText('Standard Membership Trial');
    await expect(page.getByTestId('offer-offer-dating-standard')).toContainText('then $3.95/mo');
    await expect(page.getByRole('heading', { name: 'FAQ' })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/membership-dating-checkout.png`, fullPage: true });

    await page.goto(
      '/join/checkout?isAbandonment=true&isSpecialOffer=true&productMenuName=search-name-background&50off=true',
    );
    await expect(page.getByText('Stay on this page to view a special limited time offer!')).toBeVisible();
    await expect(page.getByTestId('offer-offer-premium-trial-50off')).toContainText(
      '$0.50 today for 3 days of access, then $4.95/mo. Cancel online any time.',
    );
    await page.screenshot({ path: `${SHOTS}/membership-abandonment-offer.png`, fullPage: true });

    await page.goto('/phone/checkout');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Unlock the Phone Report');
    await expect(page.getByTestId('offer-price-line').first()).toContainText('then $4.95/mo');
    await expect(page.getByLabel('Card-holder first name')).toBeVisible();
    await expect(page.getByLabel('Card-holder last name')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/membership-phone-checkout.png`, fullPage: true });

    await buyTrial(page, uniqueEmail('usage'));
    await expect(page).toHaveURL(/\/dashboard\/account$/);
    await page.goto('/dashboard/usage');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Membership Usage');
    await expect(page.getByRole('meter', { name: 'Reports used this period' })).toHaveAttribute('value', '0');
    await expect(page.getByTestId('usage-figures')).toHaveText('0 of 100 reports used · 100 left');
    await page.screenshot({ path: `${SHOTS}/membership-usage.png`, fullPage: true });
  });
});
