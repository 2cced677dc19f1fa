import { describe, expect, it } from 'vitest';
import {
  MembershipOfferSchema,
  SubscriptionSchema,
} from '../../../../core/membership/subscriptions/subscription.schema.js';

const role = {
  id: 7,
  name: 'Premium Membership',
  offerType: 4,
  isActive: true,
  willRenew: true,
  expirationDate: '2026-03-05T20:00:00Z',
  renewalPrice: 2995,
  renewalTermHours: 720,
  cancellationPrice: null,
  isPaused: false,
  pauseDate: null,
  resumeDate: null,
  backgroundReportCount: 3,
  backgroundReportLimit: 100,
  backgroundSearchCount: 10,
  hasReachedBackgroundReportLimit: false,
  orderFlags: 0,
};

describe('subscription and offer shapes (Spec 000 §3)', () => {
  it('parses a subscription with money in cents', () => {
    expect(
      SubscriptionSchema.parse({ id: 1, subscriptionId: 'sub-1', isPaymentPending: false, role }).role.renewalPrice,
    ).toBe(2995);
    expect(
      SubscriptionSchema.safeParse({
        id: 1,
        subscriptionId: 's',
        isPaymentPending: false,
        role: { ...role, renewalPrice: 29.95 },
      }).success,
    ).toBe(false);
    expect(
      SubscriptionSchema.safeParse({
        id: 1,
        subscriptionId: 's',
        isPaymentPending: false,
        role: { ...role, backgroundReportCount: -1 },
      }).success,
    ).toBe(false);
  });
  it('parses a membership offer', () => {
    const offer = {
      name: 'Premium',
      productDisplayName: 'Premium Membership',
      offerType: 4,
      flag: 0,
      isDashboardUpgrade: true,
      productOfferId: 11,
      productSkuId: 'premium-Monthly',
      productMenuId: 3,
      couponId: null,
    };
    expect(MembershipOfferSchema.parse(offer)).toEqual(offer);
    expect(MembershipOfferSchema.safeParse({ ...offer, offerType: -1 }).success).toBe(false);
  });
});
