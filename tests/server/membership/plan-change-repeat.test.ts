import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MembershipTestApp, membershipTestApp, userIdOf } from '../../support/membership-app.js';
import { moneyLedger } from '../../support/payment-faults.js';

/**
 * Buying the plan a member already runs (000 section 4 POST subscription/update; docs/decisions/0032):
 * nothing is charged again, however often or however fast it is sent; a catalog item that is not a
 * membership cannot be bought at checkout; a free tier grants no report. PGlite, and the PostgreSQL server
 * when DATABASE_URL is set.
 */
let t: MembershipTestApp;
beforeAll(async () => {
  t = await membershipTestApp();
});
afterAll(async () => t.close());

// biome-ignore lint/suspicious/noExplicitAny: JSON replies are read field by field in assertions
type Json = Record<string, any>;
const json = async (res: Response) => (await res.json()) as Json;
const up = { upgradeSkuId: 'upgrade-premium-Monthly' };
const CANCEL_OFFER = 'offer-cancel-premium';

describe('a plan change to the plan already held', () => {
  it('sent three times in a row charges once; the later answers show the plan as it is', async () => {
    const m = await t.buy({ offer: 'offer-standard-trial' });
    const uid = await userIdOf(t.db, m.email);
    const answers: Json[] = [];
    for (let i = 0; i < 3; i += 1) {
      const res = await m.browser.post('/dashboard/api/subscription/update', up);
      expect(res.status).toBe(200);
      answers.push(await json(res));
    }
    expect(new Set(answers.map((a) => a.subscription.id)).size).toBe(1);
    expect(new Set(answers.map((a) => a.subscription.role.expirationDate)).size).toBe(1);
    const ledger = await moneyLedger(t.db, [uid]);
    expect(ledger).toMatchObject({ succeededCharges: 2, refunds: 0, sales: 2, subscriptions: 1 });
    expect(ledger.takenCents).toBe(100 + 495);
  });

  it('sent ten times at once charges once', async () => {
    const m = await t.buy({ offer: 'offer-standard-trial' });
    const uid = await userIdOf(t.db, m.email);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => m.browser.post('/dashboard/api/subscription/update', up)),
    );
    // Each answer is the plan (200) or "a payment is in progress" (409); never a second charge.
    for (const res of answers) expect([200, 409]).toContain(res.status);
    expect(answers.some((r) => r.status === 200)).toBe(true);
    const ledger = await moneyLedger(t.db, [uid]);
    expect(ledger).toMatchObject({ succeededCharges: 2, sales: 2, subscriptions: 1 });
    expect(ledger.takenCents).toBe(100 + 495);
    expect(ledger.deliveredCents).toBe(ledger.takenCents);
  });
});

describe('what a checkout sells', () => {
  it('refuses the report PDF add-on, the cancellation discounts and the dashboard upgrades as a new membership', async () => {
    const member = await t.buy();
    expect(member.res.status).toBe(200);
    for (const [menu, offer] of [
      ['report-add-ons', 'offer-report-pdf'],
      ['cancellation-special-offers', CANCEL_OFFER],
      ['dashboard-upgrades', 'offer-upgrade-premium'],
    ] as const) {
      const byName = await t.buy({ menu, offer });
      expect(byName.res.status, menu).toBe(400);
      expect((await json(byName.res)).errors['*'], menu).toEqual(['Failed to load offers']);
    }
    const byId = await member.browser.post('/api/checkout/membership', {
      idempotencyKey: `pdf-as-membership-${Math.random().toString(36).slice(2, 10)}`,
      productMenuId: 'menu-report-add-ons',
      productOfferId: 'offer-report-pdf',
      card: member.body.card,
    });
    expect(byId.status).toBe(400);
    const pdfMemberships = await t.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM subscriptions WHERE offer_id = 'offer-report-pdf'",
    );
    expect(pdfMemberships.rows[0]!.n).toBe(0);
  });

  it('the free Explorer tier grants no report voucher', async () => {
    const m = await t.buy({ menu: 'membership-tiers', offer: 'offer-explorer' });
    expect(m.res.status).toBe(200);
    const uid = await userIdOf(t.db, m.email);
    const vouchers = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM vouchers WHERE user_id = $1', [
      uid,
    ]);
    expect(vouchers.rows[0]!.n).toBe(0);
    // A paid trial still comes with its report.
    const paid = await t.buy();
    const paidVouchers = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM vouchers WHERE user_id = $1', [
      await userIdOf(t.db, paid.email),
    ]);
    expect(paidVouchers.rows[0]!.n).toBe(1);
  });
});
