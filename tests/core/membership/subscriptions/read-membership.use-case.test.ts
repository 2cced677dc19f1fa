import { describe, expect, it } from 'vitest';
import { makeCancelSubscriptions } from '../../../../core/membership/cancellation/cancel-subscriptions.use-case.js';
import { makePauseSubscription } from '../../../../core/membership/subscriptions/pause-subscription.use-case.js';
import { makeReadMembership } from '../../../../core/membership/subscriptions/read-membership.use-case.js';
import { subscriptionDisplayState } from '../../../../core/membership/subscriptions/subscription-display.rules.js';
import { FAKES_START, membershipFakes } from '../../../support/membership-fakes.js';

/**
 * GET membership (000 section 3 User.membership, isPaused, isCancelled) on the in-memory fakes: the
 * subscriptions with their roles and this period's report usage, the active role, the offers the
 * dashboard shows (upgrades and the cancellation specials), and the paused and cancelled states.
 */
describe('read membership', () => {
  it("a member's trial: the role, the active role id, the offers; neither paused nor cancelled", async () => {
    const f = membershipFakes();
    const { userId, subscriptionId } = await f.member();
    const m = (await makeReadMembership(f.ports)(userId))._unsafeUnwrap();
    const [sub] = m.membership.subscriptions;
    expect(sub).toMatchObject({
      id: subscriptionId,
      isTrial: true,
      isPaymentPending: false,
      role: {
        name: 'Premium Membership',
        offerType: 4,
        isActive: true,
        willRenew: true,
        renewalPrice: 495,
        renewalTermHours: 720,
        backgroundReportLimit: 100,
        backgroundReportCount: 0,
        expirationDate: '2026-11-24T10:00:00.000Z',
      },
    });
    expect(m.membership.activeRoleId).toBe(sub?.role.id);
    expect(subscriptionDisplayState(sub!).label).toBe('Renews on Nov 24, 2026');
    expect(m).toMatchObject({ isPaused: false, isCancelled: false });
    const offers = m.membership.membershipOffers;
    expect(offers.filter((o) => o.isDashboardUpgrade).map((o) => o.productSkuId)).toEqual([
      'upgrade-premium-Monthly',
      'upgrade-basic-Monthly',
      'upgrade-all-access-Monthly',
      'upgrade-rewards-Monthly',
    ]);
    expect(offers.filter((o) => !o.isDashboardUpgrade).map((o) => [o.productSkuId, o.couponId])).toEqual([
      ['cancel-offer-premium-Monthly', 'coupon-cancel-premium'],
      ['cancel-offer-basic-Monthly', 'coupon-cancel-basic'],
    ]);
  });

  it("counts this period's unlocked reports on the role", async () => {
    const f = membershipFakes();
    const { userId, subscriptionId } = await f.member();
    for (const reportId of ['background-1', 'phone-5125550142', 'background-1']) {
      await f.store.recordUsage({
        userId,
        subscriptionId,
        reportId,
        periodStart: FAKES_START,
        at: FAKES_START,
        limit: 100,
      });
    }
    const m = (await makeReadMembership(f.ports)(userId))._unsafeUnwrap();
    expect(m.membership.subscriptions[0]?.role).toMatchObject({
      backgroundReportCount: 2,
      hasReachedBackgroundReportLimit: false,
    });
  });

  it('without a membership: no subscriptions and no active role, the offers still listed', async () => {
    const f = membershipFakes();
    const { id } = await f.newUser();
    const m = (await makeReadMembership(f.ports)(id))._unsafeUnwrap();
    expect(m.membership).toMatchObject({ subscriptions: [], activeRoleId: null });
    expect(m.membership.membershipOffers).toHaveLength(6);
    expect(m).toMatchObject({ isPaused: false, isCancelled: false });
  });

  it('paused: isPaused and "Paused"; cancelled: isCancelled and "Expires on {date}"', async () => {
    const f = membershipFakes();
    const paused = await f.member();
    await makePauseSubscription(f.ports)({ subscriptionId: paused.subscriptionId }, paused.userId);
    const p = (await makeReadMembership(f.ports)(paused.userId))._unsafeUnwrap();
    expect(p).toMatchObject({ isPaused: true, isCancelled: false });
    expect(subscriptionDisplayState(p.membership.subscriptions[0]!).label).toBe('Paused');

    const cancelled = await f.member();
    await makeCancelSubscriptions(f.ports)(
      { subscriptionSummary: [{ key: cancelled.subscriptionId }] },
      cancelled.userId,
    );
    const c = (await makeReadMembership(f.ports)(cancelled.userId))._unsafeUnwrap();
    expect(c).toMatchObject({ isPaused: false, isCancelled: true });
    expect(subscriptionDisplayState(c.membership.subscriptions[0]!).label).toBe('Expires on Nov 24, 2026');
  });

  it('asks for a signed-in user', async () => {
    const f = membershipFakes();
    expect((await makeReadMembership(f.ports)(''))._unsafeUnwrapErr()).toEqual({
      type: 'Validation',
      errors: { '*': ['Please log in to continue.'] },
    });
  });
});
