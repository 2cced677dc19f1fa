import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkCheckoutSkus } from '../../../core/membership/checkout/checkout-skus.rules.js';
import { PAYMENT_DECLINED_MESSAGE } from '../../../core/membership/membership.errors.js';
import { TestBrowser } from '../../support/accounts-app.js';
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

describe('catalog (slice A)', () => {
  it('GET /api/products/skus: the $1 3-day trial with its $4.95/mo renewal, one trial, renewal and cancellation SKU', async () => {
    const body = await json(await t.app.request('/api/products/skus?menu=search-name-background'));
    expect(body.success).toBe(true);
    expect(body.menuName).toBe('search-name-background');
    expect(body.offerId).toBe('offer-premium-trial');
    expect(body.offer.offerName).toBe('3-Day Trial');
    expect(body.offer.terms.standard).toMatch(/\$4\.95 per month/);
    const trial = body.productSkus.find((s: Json) => s.skuName === 'trial');
    expect(trial).toMatchObject({
      price: 100,
      termHours: 72,
      trialRenewalPrice: 495,
      offerType: 4,
      name: 'Premium Membership 3-Day Trial',
    });
    expect(trial.id).toMatch(/-Monthly$/);
    expect(checkCheckoutSkus(body.productSkus.map((s: Json) => ({ kind: s.skuName }))).level).toBe('ok');
    const names = body.offers.map((o: Json) => o.offerJson.offerNameSubText);
    expect(names).toContain('Standard Membership Trial');
    expect(body.offers.find((o: Json) => o.abandonmentOffer).appliedCoupons).toEqual(['coupon-50off']);
  });

  it('GET /api/products/offers/{page} for the three page suffixes; an unknown page is 404', async () => {
    for (const page of ['property-report', 'comprehensive-report', 'search-phone']) {
      const body = await json(await t.app.request(`/api/products/offers/${page}`));
      expect(body.success).toBe(true);
      expect(body.offer.terms.standard).toMatch(/Cancel online any time/);
      expect(body.productSkus.length).toBe(3);
      expect(typeof body.offerId).toBe('string');
    }
    expect((await t.app.request('/api/products/offers/nope')).status).toBe(404);
  });

  it('lifetime offers at 29.95, 49.95 and 69.95; unknown menu -> "Failed to load skus"', async () => {
    const body = await json(await t.app.request('/api/products/skus?menu=lifetime'));
    const prices = body.offers.map((o: Json) => o.productSkus[0].price).sort();
    expect(prices).toEqual([2995, 4995, 6995]);
    const bad = await json(await t.app.request('/api/products/skus?menu=nope'));
    expect(bad).toEqual({ success: false, errors: { '*': ['Failed to load skus'] } });
  });
});

describe('membership tiers and keys (000 sections 1, 6; 002 section 9)', () => {
  it('every tier has its key, and a purchase gets the tier report limit (quarterly x3)', async () => {
    const body = await json(await t.app.request('/api/products/skus?menu=membership-tiers'));
    const keys = body.offers.map((o: Json) => o.membershipKey);
    expect(keys).toEqual(['explorer', 'id+', 'id+-$1', 'connect+', 'all-access', 'enterprise-500', 'enterprise-2500']);
    const trial = (await json(await t.app.request('/api/products/skus?menu=search-name-background'))).offer;
    expect(trial.membershipKey).toBe('try-for-$1');
    const limits: [string, string | undefined, number][] = [
      ['offer-all-access', 'all-access-Monthly', 100],
      ['offer-all-access', 'all-access-Every-3-months', 300],
      ['offer-connect-plus', undefined, 1000],
      ['offer-id-plus-1', undefined, 1000],
      ['offer-enterprise-500', undefined, 500],
      ['offer-enterprise-2500', undefined, 2500],
    ];
    for (const [offer, sku, limit] of limits) {
      // One membership of a kind per account (docs/decisions/0032): each SKU on its own account.
      const { res, browser } = await t.buy({ menu: 'membership-tiers', offer, ...(sku ? { sku } : {}) });
      expect(res.status).toBe(200);
      const sid = (await json(res)).subscriptionId;
      const m = await json(await browser.get('/dashboard/api/membership'));
      expect(m.membership.subscriptions.find((s: Json) => s.id === sid)?.role.backgroundReportLimit).toBe(limit);
    }
  });
});

describe('checkout (slices B, C, D)', () => {
  it('an anonymous buyer signs up inside checkout, pays $1 and has a renewing Premium trial', async () => {
    const { res, browser, email } = await t.buy();
    expect(res.status).toBe(200);
    const body = await json(res);
    expect(body).toMatchObject({ success: true, redirectUrl: '/dashboard/account' });
    expect(browser.cookies.has('tw_session')).toBe(true);
    const m = await json(await browser.get('/dashboard/api/membership'));
    const sub = m.membership.subscriptions[0];
    expect(sub.role).toMatchObject({
      name: 'Premium Membership',
      isActive: true,
      willRenew: true,
      renewalPrice: 495,
      renewalTermHours: 720,
      backgroundReportLimit: 100,
      offerType: 4,
    });
    expect(sub.role.expirationDate).toBe('2026-11-24T10:00:00.000Z');
    expect(m.membership.activeRoleId).toBe(sub.role.id);
    // The accounts area's user endpoint carries the same membership part (000 section 3 User).
    const user = await json(await browser.get('/dashboard/api/user'));
    expect(user.user.membership.subscriptions[0].role.name).toBe('Premium Membership');
    expect(user.user.membership.activeRoleId).toBe(sub.role.id);
    expect(user.user.membership.membershipOffers.length).toBeGreaterThan(0);
    expect(user.user).toMatchObject({ isPaused: false, isCancelled: false });
    const sales = await json(await browser.get('/dashboard/api/user/sales/transactions'));
    expect(sales.transactions).toEqual([
      expect.objectContaining({ amount: 100, status: 'succeeded', kind: 'purchase' }),
    ]);
    const vouchers = await json(await browser.get('/dashboard/api/vouchers'));
    expect(vouchers.vouchers).toEqual([
      expect.objectContaining({ voucherType: 'background', name: 'Background Report' }),
    ]);
    const mail = await json(await t.app.request(`/api/dev/outbox/latest?to=${encodeURIComponent(email)}`));
    expect(mail.mail.subject).toBe('Your Tracewell receipt: $1.00');
    expect(mail.mail.text).toMatch(/renews at \$4\.95\/mo/);
    const cards = await json(await browser.get('/dashboard/api/wallet/cards'));
    expect(cards.cards).toEqual([
      expect.objectContaining({
        creditCardNo: '•••• 4242',
        brand: 'visa',
        isDefaultCard: true,
        expired: false,
        expiration: '12/2031',
      }),
    ]);
    const uid = await userIdOf(t.db, email);
    expect(await count("subscription_events WHERE user_id = $1 AND kind = 'subscription.created'", [uid])).toBe(1);
  });

  it('the same submit twice with one idempotency key charges once and answers the same subscription', async () => {
    const first = await t.buy({ key: 'same-key-123456' });
    expect(first.res.status).toBe(200);
    const firstId = (await json(first.res)).subscriptionId;
    const again = await first.browser.post('/api/checkout/membership', first.body);
    expect(again.status).toBe(200);
    expect((await json(again)).subscriptionId).toBe(firstId);
    const both = await Promise.all([
      first.browser.post('/api/checkout/membership', first.body),
      first.browser.post('/api/checkout/membership', first.body),
    ]);
    expect(both.map((r) => r.status)).toEqual([200, 200]);
    for (const r of both) expect((await json(r)).subscriptionId).toBe(firstId);
    const uid = await userIdOf(t.db, first.email);
    expect(await count('payment_charges WHERE user_id = $1', [uid])).toBe(1);
    expect(await count('subscriptions WHERE user_id = $1', [uid])).toBe(1);
    expect(await count('sales_transactions WHERE user_id = $1', [uid])).toBe(1);
  });

  it('a declined card answers the spec message (402) and creates no subscription', async () => {
    for (const number of [
      TEST_CARDS.declined,
      TEST_CARDS.insufficientFunds,
      TEST_CARDS.expired,
      TEST_CARDS.incorrectCvc,
    ]) {
      const { res, email } = await t.buy({ card: cardForm(number) });
      expect(res.status).toBe(402);
      expect(await json(res)).toEqual({ success: false, errors: { '*': [PAYMENT_DECLINED_MESSAGE] } });
      const uid = await userIdOf(t.db, email);
      expect(await count('subscriptions WHERE user_id = $1', [uid])).toBe(0);
      expect(await count('sales_transactions WHERE user_id = $1', [uid])).toBe(0);
      expect(await count("payment_charges WHERE user_id = $1 AND status = 'declined'", [uid])).toBe(1);
    }
  });

  it('card-testing guard: after 5 declines in an hour the account gets 429 without a charge attempt', async () => {
    const first = await t.buy({ card: cardForm(TEST_CARDS.declined) });
    expect(first.res.status).toBe(402);
    for (let i = 0; i < 4; i += 1) {
      const r = await first.browser.post('/api/checkout/membership', {
        ...first.body,
        idempotencyKey: `decl-${i}-abcdefgh`,
      });
      expect(r.status).toBe(402);
    }
    const blocked = await first.browser.post('/api/checkout/membership', {
      ...first.body,
      card: cardForm(),
      idempotencyKey: 'after-limit-1',
    });
    expect(blocked.status).toBe(429);
    const uid = await userIdOf(t.db, first.email);
    expect(await count('payment_charges WHERE user_id = $1', [uid])).toBe(5);
    t.clock.advance(3_600_000 + 1000);
    const later = await first.browser.post('/api/checkout/membership', {
      ...first.body,
      card: cardForm(),
      idempotencyKey: 'after-hour-1',
    });
    expect(later.status).toBe(200);
  });

  it('a bad card form is refused before any account is made; an unknown card number is refused by the sandbox', async () => {
    const before = await count('users');
    const { res } = await t.buy({ card: cardForm('4242424242424241') });
    expect(res.status).toBe(400);
    expect((await json(res)).errors['card.creditCardNo']).toEqual(['Please enter a valid card number']);
    expect(await count('users')).toBe(before);
    const unknown = await t.buy({ card: cardForm('4111111111111111') });
    expect(unknown.res.status).toBe(402);
  });

  it('a checkout for a report lands on the report; Mastercard and Amex test cards succeed', async () => {
    const browser = new TestBrowser(t.app, '198.51.100.201');
    const res = await browser.post('/api/checkout/people', {
      idempotencyKey: 'report-key-0001',
      productMenuName: 'search-name-background',
      productOfferId: 'offer-standard-trial',
      card: cardForm(TEST_CARDS.mastercard),
      account: { email: 'reportbuyer@example.com', password: 'secret pass 1' },
      criteria: { fn: 'Jane', ln: 'Doe', state: 'CA', city: 'Fresno', id: 'P123' },
    });
    expect(await json(res)).toMatchObject({
      success: true,
      redirectUrl: '/report?type=background&id=p123&fn=jane&ln=doe&city=fresno&state=ca',
    });
    const amex = await t.buy({ card: cardForm(TEST_CARDS.amex, { securityCode: '1234' }) });
    expect(amex.res.status).toBe(200);
  });

  it('no table holds a full card number or a security code after checkouts', async () => {
    await t.buy({ card: cardForm(TEST_CARDS.visa, { securityCode: '737' }) });
    const cols = await t.db.query<{ table_name: string; column_name: string; data_type: string }>(
      `SELECT table_name, column_name, data_type FROM information_schema.columns
       WHERE table_schema = 'public' AND data_type IN ('text', 'character varying', 'json', 'jsonb', 'character')`,
    );
    expect(cols.rows.length).toBeGreaterThan(20);
    const numbers = Object.values(TEST_CARDS) as string[];
    let scanned = 0;
    for (const { table_name, column_name } of cols.rows) {
      expect(column_name).not.toMatch(/cvc|cvv|security_?code|card_?number|credit_?card_?no/i);
      const rows = await t.db.query<{ v: string }>(
        `SELECT "${column_name}"::text AS v FROM "${table_name}" WHERE "${column_name}" IS NOT NULL`,
      );
      for (const { v } of rows.rows) {
        scanned += 1;
        for (const run of v.match(/\d{13,19}/g) ?? []) {
          expect(
            numbers.some((n) => run.includes(n) || n.includes(run)),
            `${table_name}.${column_name}`,
          ).toBe(false);
        }
        expect(v, `${table_name}.${column_name}`).not.toMatch(/securityCode|"cvc"|creditCardNo/);
      }
    }
    expect(scanned).toBeGreaterThan(50);
  });
});
