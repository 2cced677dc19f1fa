import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { makeCancelSubscriptions } from '../../../../core/membership/cancellation/cancel-subscriptions.use-case.js';
import { MOBILE_STORE_MANAGED_MESSAGE } from '../../../../core/membership/cancellation/mobile-store-member.rules.js';
import { PAYMENT_DECLINED_MESSAGE } from '../../../../core/membership/membership.errors.js';
import { makeRunRenewals } from '../../../../core/membership/subscriptions/renewal.job.js';
import { SUBSCRIPTION_DISCOUNT_NOT_ALLOWED } from '../../../../core/membership/subscriptions/subscription.rules.js';
import { subscriptionDisplayState } from '../../../../core/membership/subscriptions/subscription-display.rules.js';
import { makeUpdateSubscription } from '../../../../core/membership/subscriptions/update-subscription.use-case.js';
import { CARDS, FAKES_START, HOUR, type MembershipFakes, membershipFakes } from '../../../support/membership-fakes.js';

/**
 * POST subscription/update (000 sections 4, 7) on the in-memory fakes: the cancellation discount (nothing
 * charged, a lower renewal price), an upgrade charged on the default card, a re-activation free while
 * paid time is left and a purchase after it, and the refusals: no usable card, a declined card, a
 * mobile-store member, an unknown SKU.
 */
const at = (ms: number) => new Date(FAKES_START.getTime() + ms);
const sub = async (f: MembershipFakes, userId: string, id: string) => (await f.store.findSubscription(userId, id))!;
const UPGRADE_SKU_MISSING = { type: 'Validation', errors: { '*': ['Unable to find background report upgrade sku'] } };

describe('update subscription', () => {
  it('the cancellation discount: a Premium member renews at $2.95 from the next renewal; nothing is charged', async () => {
    const f = membershipFakes();
    const { userId, subscriptionId } = await f.member();
    const discount = {
      productMenuId: 'menu-cancel-offers',
      productOfferId: 'offer-cancel-premium',
      productSkuId: 'cancel-offer-premium-Monthly',
      originatingSubscriptionId: subscriptionId,
    };
    const answer = (await makeUpdateSubscription(f.ports)(discount, userId))._unsafeUnwrap();
    expect(answer.redirectUrl).toBe('/dashboard/account');
    expect(answer.subscription.role).toMatchObject({ renewalPrice: 295, willRenew: true });
    expect(await sub(f, userId, subscriptionId)).toMatchObject({
      renewalSkuId: 'cancel-offer-premium-Monthly',
      renewalPriceCents: 295,
      expirationDate: at(72 * HOUR),
    });
    expect(f.events(userId).at(-1)).toBe('subscription.discount_applied');
    expect(f.gateway.takenCents()).toBe(100);
    // The Basic special is not for a Premium membership.
    const basic = { ...discount, productOfferId: 'offer-cancel-basic', productSkuId: 'cancel-offer-basic-Monthly' };
    expect((await makeUpdateSubscription(f.ports)(basic, userId))._unsafeUnwrapErr()).toEqual({
      type: 'Conflict',
      message: SUBSCRIPTION_DISCOUNT_NOT_ALLOWED,
    });
  });

  it('upgrade from Basic to Premium charges $4.95 on the default card now; the report limit goes 150 -> 100', async () => {
    const f = membershipFakes();
    const { userId, subscriptionId } = await f.member({ offer: 'offer-standard-trial' });
    expect((await sub(f, userId, subscriptionId)).reportLimit).toBe(150);
    f.clock.set(at(HOUR));
    const answer = await makeUpdateSubscription(f.ports)(
      { currentMembershipId: subscriptionId, upgradeSkuId: 'upgrade-premium-Monthly' },
      userId,
    );
    expect(answer._unsafeUnwrap().subscription.role).toMatchObject({
      name: 'Premium Membership',
      offerType: 4,
      backgroundReportLimit: 100,
      renewalPrice: 495,
    });
    expect(await sub(f, userId, subscriptionId)).toMatchObject({
      skuId: 'upgrade-premium-Monthly',
      isTrial: false,
      periodStart: at(HOUR),
      expirationDate: at(HOUR + 720 * HOUR),
    });
    expect((await f.store.listSales(userId)).map((t) => [t.kind, t.amountCents])).toEqual([
      ['upgrade', 495],
      ['purchase', 100],
    ]);
    expect(f.gateway.takenCents()).toBe(100 + 495);
  });

  it('re-activating a cancelled membership with paid time left charges nothing; after expiry it is a purchase', async () => {
    const f = membershipFakes();
    const { userId, subscriptionId } = await f.member();
    const update = makeUpdateSubscription(f.ports);
    const reactivate = { currentMembershipId: subscriptionId, upgradeSkuId: 'upgrade-premium-Monthly' };
    await makeCancelSubscriptions(f.ports)({ subscriptionSummary: [{ key: subscriptionId }] }, userId);
    const free = (await update(reactivate, userId))._unsafeUnwrap();
    expect(subscriptionDisplayState(free.subscription).label).toBe('Renews on Nov 24, 2026');
    expect(f.events(userId).at(-1)).toBe('subscription.reactivated');
    expect(f.gateway.takenCents()).toBe(100);

    await makeCancelSubscriptions(f.ports)({ subscriptionSummary: [{ key: subscriptionId }] }, userId);
    f.clock.set(at(100 * HOUR));
    await makeRunRenewals(f.ports)();
    expect((await sub(f, userId, subscriptionId)).status).toBe('expired');
    const bought = (await update(reactivate, userId))._unsafeUnwrap();
    expect(subscriptionDisplayState(bought.subscription).label).toBe('Renews on Dec 25, 2026');
    expect((await f.store.listSales(userId)).map((t) => [t.kind, t.amountCents])).toEqual([
      ['reactivation', 495],
      ['purchase', 100],
    ]);
  });

  it('without a usable card, or with a declined one, nothing changes', async () => {
    const f = membershipFakes();
    const { userId, subscriptionId } = await f.member({ offer: 'offer-standard-trial' });
    const upgrade = { currentMembershipId: subscriptionId, upgradeSkuId: 'upgrade-premium-Monthly' };
    const card = (await f.wallet.defaultCard(userId))!;
    await f.wallet.remove(userId, card.id, FAKES_START);
    expect((await makeUpdateSubscription(f.ports)(upgrade, userId))._unsafeUnwrapErr()).toEqual({
      type: 'Validation',
      errors: { '*': ['Please add a valid card to continue.'] },
    });
    const token = await f.gateway.tokenize({ number: CARDS.declined, expMonth: 12, expYear: 2031, cvc: '737' });
    await f.wallet.add({ ...card, id: randomUUID(), token: token!.token, last4: '0002' }, true, FAKES_START);
    expect((await makeUpdateSubscription(f.ports)(upgrade, userId))._unsafeUnwrapErr()).toMatchObject({
      type: 'PaymentDeclined',
      message: PAYMENT_DECLINED_MESSAGE,
    });
    expect(await sub(f, userId, subscriptionId)).toMatchObject({ offerType: 3, reportLimit: 150, version: 1 });
    expect(f.gateway.takenCents()).toBe(100);
  });

  it('a mobile-store member is sent to the app store; an unknown or trial SKU and an unknown membership are refused', async () => {
    const f = membershipFakes();
    const { userId, subscriptionId } = await f.member({ offer: 'offer-standard-trial' });
    const update = makeUpdateSubscription(f.ports);
    const upgrade = { currentMembershipId: subscriptionId, upgradeSkuId: 'upgrade-premium-Monthly' };
    expect((await update({ ...upgrade, upgradeSkuId: 'no-such-sku' }, userId))._unsafeUnwrapErr()).toEqual(
      UPGRADE_SKU_MISSING,
    );
    expect(
      (await update({ ...upgrade, upgradeSkuId: 'premium-3-day-trial-Monthly' }, userId))._unsafeUnwrapErr(),
    ).toEqual(UPGRADE_SKU_MISSING);
    expect((await update({ currentMembershipId: subscriptionId }, userId))._unsafeUnwrapErr()).toEqual(
      UPGRADE_SKU_MISSING,
    );
    const stranger = await f.newUser();
    expect((await update(upgrade, stranger.id))._unsafeUnwrapErr()).toEqual({
      type: 'NotFound',
      entity: 'subscription',
    });
    await f.users.setUserFlags(userId, 8); // ios (000 section 3 user flags)
    expect((await update(upgrade, userId))._unsafeUnwrapErr()).toEqual({
      type: 'Forbidden',
      message: MOBILE_STORE_MANAGED_MESSAGE,
    });
    expect(f.gateway.takenCents()).toBe(100);
  });
});
