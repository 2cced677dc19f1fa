import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pickCheckoutSkus } from '../../../core/membership/checkout/checkout-skus.rules.js';
import { ALREADY_MEMBER_MESSAGE } from '../../../core/membership/checkout/one-membership-per-kind.rules.js';
import {
  NO_CARD_ON_FILE_MESSAGE,
  VOUCHER_ALREADY_USED_MESSAGE,
} from '../../../core/membership/checkout/silent-checkout.rules.js';
import { membershipReportLimit } from '../../../core/membership/limits/report-limits.rules.js';
import { PAYMENT_DECLINED_MESSAGE } from '../../../core/membership/membership.errors.js';
import { ACCEPT_TERMS_MESSAGE } from '../../../core/membership/upgrades/confirm-upgrade.rules.js';
import { signUpAndSignIn } from '../../support/accounts-app.js';
import {
  cardForm,
  type MembershipTestApp,
  membershipTestApp,
  TEST_CARDS,
  userIdOf,
} from '../../support/membership-app.js';

let t: MembershipTestApp;
beforeAll(async () => {
  t = await membershipTestApp();
});
afterAll(async () => t.close());

// biome-ignore lint/suspicious/noExplicitAny: JSON replies are read field by field in assertions
type Json = Record<string, any>;
const json = async (res: Response) => (await res.json()) as Json;
const count = async (sql: string, params: unknown[] = []) =>
  (await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`, params)).rows[0]!.n;

let ipN = 0;
/** A signed-in user without a membership, with `cardNumber` (when given) as the default card on file. */
const withCardOnFile = async (cardNumber: string | null = TEST_CARDS.visa) => {
  ipN += 1;
  const { browser, email } = await signUpAndSignIn(t.app, { ip: `203.0.113.${ipN}` });
  const userId = await userIdOf(t.db, email);
  if (cardNumber) {
    const add = await browser.post('/dashboard/api/wallet/cards/add', {
      ...cardForm(cardNumber),
      addressLine: '1 Main St',
      city: 'Fresno',
      state: 'CA',
      isDefaultCard: true,
    });
    expect(add.status).toBe(200);
  }
  return { browser, email, userId };
};

const reportCriteria = { id: 'P123', fn: 'Jane', ln: 'Doe', city: 'Fresno', state: 'CA' };
const silentBody = (key: string, over: Record<string, unknown> = {}) => ({
  idempotencyKey: key,
  checkoutType: 'background',
  productMenuName: 'search-name-background',
  productOfferId: 'offer-premium-trial',
  productSkuId: 'premium-3-day-trial-Monthly',
  hasVoucher: false,
  termsAccepted: true,
  criteria: reportCriteria,
  redirect: '/report?type=background&id=P123&unlock=1',
  ...over,
});

describe('every tier of the catalog is purchasable from /join (a new buyer, the checkout)', () => {
  it('each offer of the tier and lifetime menus sells, and the membership carries the plan report limit', async () => {
    for (const menu of ['membership-tiers', 'lifetime']) {
      const skus = await json(await t.app.request(`/api/products/skus?menu=${menu}`));
      expect(skus.offers.length).toBeGreaterThan(0);
      for (const offer of skus.offers as Json[]) {
        const picked = pickCheckoutSkus(
          offer.productSkus as Json[],
          (s) => s.skuName,
          (s) => s.id,
        );
        expect(picked, offer.id).not.toBeNull();
        const { res, browser } = await t.buy({ menu, offer: offer.id, sku: picked!.buy.id });
        expect(res.status, `${offer.id}: ${await res.clone().text()}`).toBe(200);
        const usage = await json(await browser.get('/dashboard/api/membership/usage'));
        const expected =
          membershipReportLimit({ offerType: picked!.buy.offerType, isAllAccessLifetime: menu === 'lifetime' }) ?? 0;
        expect(usage.usage.limit, offer.id).toBe(expected);
        const sales = await json(await browser.get('/dashboard/api/user/sales/transactions'));
        expect(sales.transactions[0].amount, offer.id).toBe(picked!.buy.price);
      }
    }
  });
});

describe('one-click purchase of a report with the card on file (POST /dashboard/api/checkout/silent)', () => {
  it('10 parallel identical requests with one idempotency key charge once and all answer the same purchase', async () => {
    const u = await withCardOnFile();
    const body = silentBody('one-click-key-0001');
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => u.browser.post('/dashboard/api/checkout/silent', body)),
    );
    const bodies = await Promise.all(answers.map((r) => json(r)));
    expect(answers.map((r) => r.status)).toEqual(Array(10).fill(200));
    const ids = new Set(bodies.map((b) => b.subscriptionId));
    expect(ids.size).toBe(1);
    expect(bodies[0]).toMatchObject({
      success: true,
      charged: true,
      amountCents: 100,
      cardLast4: '4242',
      redirectUrl: '/report?type=background&id=P123&unlock=1',
    });
    expect(await count("payment_charges WHERE user_id = $1 AND status = 'succeeded'", [u.userId])).toBe(1);
    expect(await count('subscriptions WHERE user_id = $1', [u.userId])).toBe(1);
    expect(await count('vouchers WHERE user_id = $1', [u.userId])).toBe(1);
    expect(await count('sales_transactions WHERE user_id = $1', [u.userId])).toBe(1);
    // The same key later answers the same purchase and charges nothing.
    const again = await json(await u.browser.post('/dashboard/api/checkout/silent', body));
    expect(again.subscriptionId).toBe(bodies[0]!.subscriptionId);
    expect(await count('payment_charges WHERE user_id = $1', [u.userId])).toBe(1);
    // The membership bought shows its limit on the usage page (Premium: 100 a month).
    const usage = await json(await u.browser.get('/dashboard/api/membership/usage'));
    expect(usage.usage).toMatchObject({ limit: 100, used: 0, name: 'Premium Membership' });
  });

  it('different keys for the same report (two tabs, double clicks) never charge twice', async () => {
    const u = await withCardOnFile();
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        u.browser.post('/dashboard/api/checkout/silent', silentBody(`tab-key-${i}-abcdef`)),
      ),
    );
    const statuses = answers.map((r) => r.status).sort();
    // One buys; the others are refused before any charge (a payment in flight, or already a member).
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(4);
    expect(await count('payment_charges WHERE user_id = $1', [u.userId])).toBe(1);
    expect(await count('subscriptions WHERE user_id = $1', [u.userId])).toBe(1);
    // A later click with yet another key: the voucher the purchase granted is still unclaimed, so nothing is
    // charged and the buyer is sent to the report to claim it.
    const later = await u.browser.post('/dashboard/api/checkout/silent', silentBody('tab-key-later-abcdef'));
    expect(later.status).toBe(200);
    expect(await json(later)).toMatchObject({ charged: false, subscriptionId: null });
    expect(await count('payment_charges WHERE user_id = $1', [u.userId])).toBe(1);
    // Once the voucher is used, buying the same membership again is refused and charges nothing.
    await t.db.query('UPDATE vouchers SET claimed_at = now() WHERE user_id = $1', [u.userId]);
    const third = await u.browser.post('/dashboard/api/checkout/silent', silentBody('tab-key-third-abcdef'));
    expect(third.status).toBe(409);
    expect((await json(third)).errors['*']).toEqual([ALREADY_MEMBER_MESSAGE]);
    expect(await count('payment_charges WHERE user_id = $1', [u.userId])).toBe(1);
  });

  it('a declined card on file answers the spec text and buys nothing; an expired one is not even charged', async () => {
    const d = await withCardOnFile(TEST_CARDS.declined);
    const res = await d.browser.post('/dashboard/api/checkout/silent', silentBody('declined-key-0001'));
    expect(res.status).toBe(402);
    expect((await json(res)).errors['*']).toEqual([PAYMENT_DECLINED_MESSAGE]);
    expect(await count("payment_charges WHERE user_id = $1 AND status = 'succeeded'", [d.userId])).toBe(0);
    expect(await count('subscriptions WHERE user_id = $1', [d.userId])).toBe(0);
    expect(await count('vouchers WHERE user_id = $1', [d.userId])).toBe(0);

    // A card on file that ran out (October 2026, before the clock's November 2026).
    const e = await withCardOnFile();
    await t.db.query('UPDATE wallet_cards SET exp_month = 10, exp_year = 2026 WHERE user_id = $1', [e.userId]);
    const expired = await e.browser.post('/dashboard/api/checkout/silent', silentBody('expired-key-0001'));
    expect(expired.status).toBe(402);
    expect((await json(expired)).errors['*']).toEqual([PAYMENT_DECLINED_MESSAGE]);
    expect(await count('payment_charges WHERE user_id = $1', [e.userId])).toBe(0);
    expect(await count('payment_orders WHERE user_id = $1', [e.userId])).toBe(0);
  });

  it('no card on file: the checkout page is required (409), nothing charged; terms must be accepted', async () => {
    const u = await withCardOnFile(null);
    const res = await u.browser.post('/dashboard/api/checkout/silent', silentBody('no-card-key-0001'));
    expect(res.status).toBe(409);
    expect((await json(res)).errors['*']).toEqual([NO_CARD_ON_FILE_MESSAGE]);
    const c = await withCardOnFile();
    const terms = await c.browser.post(
      '/dashboard/api/checkout/silent',
      silentBody('terms-key-0001', { termsAccepted: false }),
    );
    expect(terms.status).toBe(400);
    expect((await json(terms)).errors['*']).toEqual([ACCEPT_TERMS_MESSAGE]);
    expect(await count('payment_charges WHERE user_id IN ($1, $2)', [u.userId, c.userId])).toBe(0);
  });

  it('hasVoucher: a voucher that is gone is refused (no price agreed); anonymous callers are refused', async () => {
    const u = await withCardOnFile();
    const gone = await u.browser.post(
      '/dashboard/api/checkout/silent',
      silentBody('voucher-key-0001', { hasVoucher: true }),
    );
    expect(gone.status).toBe(409);
    expect((await json(gone)).errors['*']).toEqual([VOUCHER_ALREADY_USED_MESSAGE]);
    expect(await count('payment_charges WHERE user_id = $1', [u.userId])).toBe(0);
    const anon = await t.app.request('/dashboard/api/checkout/silent', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(silentBody('anon-key-0001')),
    });
    expect([401, 403]).toContain(anon.status);
  });

  it('the price is the catalog SKU: coupons named by the browser change nothing; a phone purchase uses its menu', async () => {
    const u = await withCardOnFile();
    const res = await u.browser.post(
      '/dashboard/api/checkout/silent',
      silentBody('phone-key-0001', {
        checkoutType: 'phone',
        productMenuName: undefined,
        productOfferId: 'offer-phone-premium',
        productSkuId: undefined,
        appliedCoupons: ['coupon-50off'],
        criteria: { phone: '5595550100' },
        redirect: undefined,
      }),
    );
    expect(res.status).toBe(200);
    const body = await json(res);
    expect(body).toMatchObject({ charged: true, amountCents: 100, redirectUrl: '/report?type=phone&phone=5595550100' });
    const vouchers = await json(await u.browser.get('/dashboard/api/vouchers'));
    expect(vouchers.vouchers).toEqual([expect.objectContaining({ voucherType: 'phone' })]);
  });
});

describe('the account-level offer (000 section 4, 002 section 6) bought in one click with the card on file', () => {
  it('freemium or minimal users are offered All Access, others Premium', async () => {
    const plain = await withCardOnFile();
    expect((await json(await plain.browser.get('/dashboard/api/upgrades'))).accountOffer).toMatchObject({
      offerType: 4,
      productSkuId: 'upgrade-premium-Monthly',
    });
    for (const flag of [1, 1024]) {
      const u = await withCardOnFile();
      await t.db.query('UPDATE users SET user_flags = $2 WHERE id = $1', [u.userId, flag]);
      expect((await json(await u.browser.get('/dashboard/api/upgrades'))).accountOffer).toMatchObject({
        offerType: 9,
        productSkuId: 'upgrade-all-access-Monthly',
        price: 2995,
      });
    }
  });

  it('10 parallel confirmations of the All Access offer charge once; the usage page shows 100', async () => {
    const u = await withCardOnFile();
    await t.db.query('UPDATE users SET user_flags = 1024 WHERE id = $1', [u.userId]);
    const offer = (await json(await u.browser.get('/dashboard/api/upgrades'))).accountOffer;
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        u.browser.post('/dashboard/api/subscription/update', { upgradeSkuId: offer.productSkuId }),
      ),
    );
    const ok = answers.filter((r) => r.status === 200).length;
    expect(ok).toBeGreaterThanOrEqual(1);
    for (const r of answers) expect([200, 409]).toContain(r.status);
    expect(await count("payment_charges WHERE user_id = $1 AND status = 'succeeded'", [u.userId])).toBe(1);
    expect(await count('subscriptions WHERE user_id = $1', [u.userId])).toBe(1);
    const usage = await json(await u.browser.get('/dashboard/api/membership/usage'));
    expect(usage.usage).toMatchObject({ name: 'All Access Membership', limit: 100 });
    // Holding All Access now, the account offer falls back to Premium.
    expect((await json(await u.browser.get('/dashboard/api/upgrades'))).accountOffer.offerType).toBe(4);
  });

  it('a declined card on file answers the spec text and changes nothing', async () => {
    const u = await withCardOnFile(TEST_CARDS.declined);
    const res = await u.browser.post('/dashboard/api/subscription/update', { upgradeSkuId: 'upgrade-premium-Monthly' });
    expect(res.status).toBe(402);
    expect((await json(res)).errors['*']).toEqual([PAYMENT_DECLINED_MESSAGE]);
    expect(await count('subscriptions WHERE user_id = $1', [u.userId])).toBe(0);
  });
});
