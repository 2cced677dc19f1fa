import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CANCEL_NOTICES, isDiscountOfferShown } from '../../../core/membership/cancellation/cancel-flow.rules.js';
import { SubscriptionCancelSchema } from '../../../core/membership/cancellation/subscription-cancel.schema.js';
import { makeReportAllowance } from '../../../core/membership/limits/report-allowance.provider.js';
import { subscriptionDisplayState } from '../../../core/membership/subscriptions/subscription-display.rules.js';
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
const HOUR = 3_600_000;
const count = async (sql: string, params: unknown[] = []) =>
  (await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`, params)).rows[0]!.n;
const start = new Date('2026-11-21T10:00:00.000Z');

/** A member with a Premium trial bought now; returns the browser, user id and subscription id. */
const member = async (over: Parameters<MembershipTestApp['buy']>[0] = {}) => {
  t.clock.set(start);
  const bought = await t.buy(over);
  expect(bought.res.status).toBe(200);
  const { subscriptionId } = await json(bought.res);
  return { ...bought, userId: await userIdOf(t.db, bought.email), subscriptionId: subscriptionId as string };
};
const sub = async (userId: string) =>
  (await t.membership.readMembership(userId))._unsafeUnwrap().membership.subscriptions[0]!;
const display = async (userId: string) => subscriptionDisplayState(await sub(userId)).label;

describe('the renewal job (fixed clock)', () => {
  it('renews a due subscription exactly once even when two runs go at the same time', async () => {
    const m = await member();
    expect(await display(m.userId)).toBe('Renews on Nov 24, 2026');
    t.clock.set(new Date(start.getTime() + 71 * HOUR));
    expect((await t.jobs.runRenewals()).leased).toBe(0); // not due yet
    t.clock.set(new Date(start.getTime() + 72 * HOUR + 60_000));
    const [a, b] = await Promise.all([t.jobs.runRenewals(), t.jobs.runRenewals()]);
    expect(a.renewed + b.renewed).toBe(1);
    expect(await count("payment_charges WHERE user_id = $1 AND idempotency_key LIKE 'renewal:%'", [m.userId])).toBe(1);
    expect(
      await count("sales_transactions WHERE user_id = $1 AND kind = 'renewal' AND amount_cents = 495", [m.userId]),
    ).toBe(1);
    expect(await count("subscription_events WHERE user_id = $1 AND kind = 'subscription.renewed'", [m.userId])).toBe(1);
    const s = await sub(m.userId);
    expect(s.role.expirationDate).toBe(new Date(start.getTime() + (72 + 720) * HOUR).toISOString());
    expect(s.isTrial).toBe(false);
    expect((await t.jobs.runRenewals()).renewed).toBe(0); // nothing due any more
  });

  it('a declined renewal makes the payment pending ("Membership Expired"); a new card makes it due and it renews', async () => {
    const m = await member();
    // The member replaces the card with one that will be declined.
    const add = await m.browser.post('/dashboard/api/wallet/cards/add', {
      ...cardForm(TEST_CARDS.insufficientFunds),
      addressLine: '1 Main St',
      city: 'Fresno',
      state: 'CA',
      isDefaultCard: true,
    });
    expect(add.status).toBe(200);
    t.clock.set(new Date(start.getTime() + 73 * HOUR));
    expect((await t.jobs.runRenewals()).failed).toBe(1);
    const pending = await sub(m.userId);
    expect(pending.isPaymentPending).toBe(true);
    expect(subscriptionDisplayState(pending).label).toBe('Membership Expired');
    expect(
      await count("subscription_events WHERE user_id = $1 AND kind = 'subscription.renewal_failed'", [m.userId]),
    ).toBe(1);
    // No access while pending.
    expect(await makeReportAllowance(t.membershipPorts).membership(m.userId, t.clock.now())).toBeNull();
    // The member adds a working card through the wallet: the renewal is retried at once.
    t.clock.set(new Date(start.getTime() + 74 * HOUR));
    const fix = await t.membership.addWalletCard(
      { ...cardForm(TEST_CARDS.visa), addressLine: '1 Main St', city: 'Fresno', state: 'CA', isDefaultCard: true },
      m.userId,
    );
    expect(fix.isOk()).toBe(true);
    expect((await t.jobs.runRenewals()).renewed).toBe(1);
    const ok = await sub(m.userId);
    expect(ok.isPaymentPending).toBe(false);
    expect(ok.role.expirationDate).toBe(new Date(start.getTime() + (74 + 720) * HOUR).toISOString());
  });

  it('a change written against a stale version writes nothing (not the subscription, not the audit row)', async () => {
    const m = await member();
    const [s] = await t.db
      .query<{ version: number }>('SELECT version FROM subscriptions WHERE id = $1', [m.subscriptionId])
      .then((r) => r.rows);
    const { PgMembershipStore } = await import('../../../adapters/postgres/pg-membership-store.js');
    const store = new PgMembershipStore(t.db);
    const rec = (await store.findSubscription(m.userId, m.subscriptionId))!;
    const stale = await store.commit({
      userId: m.userId,
      at: start,
      update: { next: { ...rec, willRenew: false }, expectedVersion: s!.version - 1 },
      events: [{ kind: 'test.stale', subscriptionId: rec.id, detail: {} }],
    });
    expect(stale).toBeNull();
    expect(await count("subscription_events WHERE kind = 'test.stale'")).toBe(0);
    expect((await store.findSubscription(m.userId, m.subscriptionId))!.willRenew).toBe(true);
  });

  it('a cancelled membership is not charged and expires at the end of its term', async () => {
    const m = await member();
    const res = await m.browser.post('/dashboard/api/subscription/cancel', {
      subscriptionSummary: [{ key: m.subscriptionId, value: 'Premium Membership' }],
    });
    expect(await json(res)).toMatchObject({ success: true });
    expect(await display(m.userId)).toBe('Expires on Nov 24, 2026');
    t.clock.set(new Date(start.getTime() + 80 * HOUR));
    const r = await t.jobs.runRenewals();
    expect(r.expired).toBeGreaterThanOrEqual(1);
    expect(await count("payment_charges WHERE user_id = $1 AND idempotency_key LIKE 'renewal:%'", [m.userId])).toBe(0);
    expect(await display(m.userId)).toBe('Expired on Nov 24, 2026');
  });
});

describe('cancel, discount, pause, resume, upgrade', () => {
  it('cancel: "Expires on {date}"; cancelling twice is a conflict; another member accepting the discount renews at $2.95', async () => {
    const m = await member();
    const body = { subscriptionSummary: [{ key: m.subscriptionId, value: 'Premium Membership' }] };
    expect((await m.browser.post('/dashboard/api/subscription/cancel', body)).status).toBe(200);
    expect((await m.browser.post('/dashboard/api/subscription/cancel', body)).status).toBe(409);
    const u = await json(await m.browser.get('/dashboard/api/membership'));
    expect(u.isCancelled).toBe(true);

    const d = await member();
    const offers = await json(await d.browser.get('/dashboard/api/offers'));
    const special = offers.specialOffers.premium;
    expect(special).toMatchObject({ price: 295, productSkuId: 'cancel-offer-premium-Monthly' });
    const res = await d.browser.post('/dashboard/api/subscription/update', {
      productMenuId: special.productMenuId,
      productOfferId: special.productOfferId,
      productSkuId: special.productSkuId,
      originatingSubscriptionId: d.subscriptionId,
    });
    expect(res.status).toBe(200);
    const s = await sub(d.userId);
    expect(s.role).toMatchObject({ renewalPrice: 295, willRenew: true });
    expect(
      await count("subscription_events WHERE user_id = $1 AND kind = 'subscription.discount_applied'", [d.userId]),
    ).toBe(1);
  });

  it('pause and resume: paused shows "Paused", resume posts the subscription id and renews again', async () => {
    const m = await member();
    const p = await m.browser.post('/dashboard/api/subscription/pause', { subscriptionId: m.subscriptionId, days: 10 });
    expect(p.status).toBe(200);
    expect(await display(m.userId)).toBe('Paused');
    expect((await json(await m.browser.get('/dashboard/api/membership'))).isPaused).toBe(true);
    t.clock.set(new Date(start.getTime() + 24 * HOUR));
    const r = await t.membership.resumeSubscription({ subscriptionId: m.subscriptionId }, m.userId);
    expect(r.isOk()).toBe(true);
    // 24 h paused: the paid period moves on by 24 h.
    expect(await display(m.userId)).toBe('Renews on Nov 25, 2026');
    const again = await t.membership.resumeSubscription({ subscriptionId: m.subscriptionId }, m.userId);
    expect(again.isErr() && again.error.type).toBe('Conflict');
  });

  it('upgrade from Basic to Premium charges the default card and changes the report limit (150 -> 100)', async () => {
    const m = await member({ offer: 'offer-standard-trial' });
    expect((await sub(m.userId)).role.backgroundReportLimit).toBe(150);
    const ups = await json(await m.browser.get('/dashboard/api/upgrades'));
    const up = ups.upgrades.find((u: Json) => u.subscriptionId === m.subscriptionId);
    expect(up).toMatchObject({ kind: 'upgrade', offerType: 4, productSkuId: 'upgrade-premium-Monthly', price: 495 });
    const res = await m.browser.post('/dashboard/api/subscription/update', {
      currentMembershipId: m.subscriptionId,
      upgradeSkuId: up.productSkuId,
    });
    expect(res.status).toBe(200);
    const s = await sub(m.userId);
    expect(s.role).toMatchObject({
      name: 'Premium Membership',
      offerType: 4,
      backgroundReportLimit: 100,
      renewalPrice: 495,
    });
    expect(await count("sales_transactions WHERE user_id = $1 AND kind = 'upgrade'", [m.userId])).toBe(1);
  });

  it('re-activating a cancelled membership with paid time left charges nothing and renews again; after expiry it is a purchase', async () => {
    const m = await member();
    await m.browser.post('/dashboard/api/subscription/cancel', {
      subscriptionSummary: [{ key: m.subscriptionId, value: 'x' }],
    });
    const ups = await json(await m.browser.get('/dashboard/api/upgrades'));
    const re = ups.upgrades.find((u: Json) => u.subscriptionId === m.subscriptionId);
    expect(re).toMatchObject({ kind: 'reactivate', offerType: 4 });
    const res = await m.browser.post('/dashboard/api/subscription/update', {
      currentMembershipId: m.subscriptionId,
      upgradeSkuId: re.productSkuId,
    });
    expect(res.status).toBe(200);
    expect(await display(m.userId)).toBe('Renews on Nov 24, 2026');
    expect(await count('payment_charges WHERE user_id = $1', [m.userId])).toBe(1); // the checkout only
    expect(
      await count("subscription_events WHERE user_id = $1 AND kind = 'subscription.reactivated'", [m.userId]),
    ).toBe(1);
    // Cancelled and expired: re-activation buys a new period.
    await t.membership.cancelSubscriptions({ subscriptionSummary: [{ key: m.subscriptionId }] }, m.userId);
    t.clock.set(new Date(start.getTime() + 100 * HOUR));
    await t.jobs.runRenewals();
    expect(await display(m.userId)).toBe('Expired on Nov 24, 2026');
    const again = await t.membership.updateSubscription(
      { currentMembershipId: m.subscriptionId, upgradeSkuId: re.productSkuId },
      m.userId,
    );
    expect(again.isOk()).toBe(true);
    expect(await display(m.userId)).toBe('Renews on Dec 25, 2026');
    expect(
      await count("sales_transactions WHERE user_id = $1 AND kind = 'reactivation' AND amount_cents = 495", [m.userId]),
    ).toBe(1);
  });

  it('quarterly plans count three times the report limit', async () => {
    const m = await member({ offer: 'offer-premium-quarterly' });
    expect((await sub(m.userId)).role.backgroundReportLimit).toBe(300);
  });
});

describe('report allowance and usage', () => {
  const unlock = (m: { userId: string }, reportId: string, limit: number) =>
    (async () => {
      const allowance = makeReportAllowance(t.membershipPorts);
      const membership = await allowance.membership(m.userId, t.clock.now());
      if (!membership) throw new Error('no membership');
      return allowance.consume({
        userId: m.userId,
        subscriptionId: membership.subscriptionId,
        reportId,
        periodStart: membership.periodStart,
        limit,
        at: t.clock.now(),
      });
    })();

  it("counts a report once per period against the limit and passes the store's answer on as it is", async () => {
    const m = await member();
    const allowance = makeReportAllowance(t.membershipPorts);
    expect(await allowance.membership(m.userId, t.clock.now())).toMatchObject({ used: 0, reportLimit: 100 });
    expect(await unlock(m, 'r1', 100)).toBe('consumed');
    expect(await unlock(m, 'r1', 100)).toBe('alreadyCounted');
    expect(await unlock(m, 'r2', 100)).toBe('consumed');
    expect(await allowance.membership(m.userId, t.clock.now())).toMatchObject({ used: 2 });
    const usage = await json(await m.browser.get('/dashboard/api/membership/usage'));
    expect(usage.usage).toMatchObject({ used: 2, limit: 100, percent: 2 });
    expect(await unlock(m, 'r3', 2)).toBe('limitReached');
    expect(await unlock(m, 'r1', 2)).toBe('alreadyCounted'); // a report counted before stays free at the limit
    expect(await count('report_usage WHERE subscription_id = $1', [m.subscriptionId])).toBe(2);
  });

  it('twelve unlocks at the same instant cannot take more than the one report left this month', async () => {
    const m = await member();
    expect(await unlock(m, 'first', 2)).toBe('consumed');
    const results = await Promise.all(Array.from({ length: 12 }, (_, i) => unlock(m, `last-${i}`, 2)));
    expect(results.filter((r) => r === 'consumed')).toHaveLength(1);
    expect(results.filter((r) => r === 'limitReached')).toHaveLength(11);
    expect(await count('report_usage WHERE subscription_id = $1', [m.subscriptionId])).toBe(2);
  });

  it('wallet: update, default, remove, and a mobile-store member cannot edit cards', async () => {
    const m = await member();
    const list = await json(await m.browser.get('/dashboard/api/wallet/cards'));
    const id = list.cards[0].creditCardId;
    const upd = await m.browser.post('/dashboard/api/wallet/cards/update', {
      creditCardId: id,
      expirationMonth: '01',
      expirationYear: '2030',
      securityCode: '123',
      firstName: 'Casey',
      lastName: 'Buyer',
      addressLine: '2 Oak Ave',
      city: 'Reno',
      state: 'nv',
      zip: '89501',
    });
    expect(upd.status).toBe(200);
    const add = await json(
      await m.browser.post('/dashboard/api/wallet/cards/add', {
        ...cardForm(TEST_CARDS.mastercard),
        addressLine: '1 Main',
        city: 'Reno',
        state: 'NV',
      }),
    );
    expect(add.card.isDefaultCard).toBe(false);
    expect(
      (await m.browser.post('/dashboard/api/wallet/cards/default', { creditCardId: add.card.creditCardId })).status,
    ).toBe(200);
    expect(
      (await m.browser.post('/dashboard/api/wallet/cards/remove', { creditCardId: add.card.creditCardId })).status,
    ).toBe(200);
    const after = await json(await m.browser.get('/dashboard/api/wallet/cards'));
    expect(after.cards).toEqual([
      expect.objectContaining({ creditCardId: id, isDefaultCard: true, expiration: '01/2030', state: 'NV' }),
    ]);
    // Time passes: a card is flagged expired once the first day of its expiry month has passed.
    t.clock.set(new Date('2030-01-02T12:00:00.000Z'));
    const later = (await t.membership.listWalletCards(m.userId))._unsafeUnwrap();
    expect(later.cards[0]).toMatchObject({ expiration: '01/2030', expired: true });
    t.clock.set(start);
    await t.db.query('UPDATE users SET user_flags = user_flags | 8 WHERE id = $1', [m.userId]);
    const mobile = await json(await m.browser.get('/dashboard/api/wallet/cards'));
    expect(mobile).toMatchObject({ canEditCard: false, manageSubscriptionLink: true });
    expect((await m.browser.post('/dashboard/api/wallet/cards/remove', { creditCardId: id })).status).toBe(403);
  });
});

describe('GET membership tells what Cancel Membership does on each subscription (000 section 4)', () => {
  const cancelOf = async (m: Awaited<ReturnType<typeof member>>) => {
    const body = await json(await m.browser.get('/dashboard/api/membership'));
    return SubscriptionCancelSchema.parse(body.membership.subscriptions[0].cancel);
  };

  it('a renewing member asks the retention facts; once cancelled, no Cancel; on mobile the store notice', async () => {
    const m = await member();
    expect(await cancelOf(m)).toMatchObject({ shown: true, press: { type: 'retentionCheck' } });
    await t.db.query('UPDATE users SET user_flags = user_flags | 8 WHERE id = $1', [m.userId]);
    expect((await cancelOf(m)).press).toEqual({ type: 'notice', notice: CANCEL_NOTICES.mobile });
    await t.db.query('UPDATE users SET user_flags = user_flags & ~8 WHERE id = $1', [m.userId]);
    const body = { subscriptionSummary: [{ key: m.subscriptionId, value: 'Premium Membership' }] };
    expect((await m.browser.post('/dashboard/api/subscription/cancel', body)).status).toBe(200);
    expect((await cancelOf(m)).shown).toBe(false);
  });

  it('the cancel modal context reads the special cancellation offer of the plan', async () => {
    const m = await member();
    const offers = await json(await m.browser.get('/dashboard/api/offers'));
    const role = (await json(await m.browser.get('/dashboard/api/membership'))).membership.subscriptions[0].role;
    expect((await cancelOf(m)).modal).toEqual({
      isPaymentPending: false,
      isRewards: false,
      discountOfferShown: isDiscountOfferShown({
        offerType: role.offerType,
        renewalPriceCents: role.renewalPrice,
        specialOffer: { priceCents: offers.specialOffers.premium.price },
      }),
    });
  });
});
