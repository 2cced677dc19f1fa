import { describe, expect, it } from 'vitest';
import { OfferType } from '../../../../core/membership/catalog/membership-catalog.rules.js';
import { comprehensiveReportOfferSku } from '../../../../core/membership/offers/comprehensive-report-offers.rules.js';
import { isRewardsMembership } from '../../../../core/membership/subscriptions/rewards-membership.rules.js';
import { canAccessRewardsBenefits } from '../../../../core/membership/upgrades/upgrade-offers.rules.js';

describe('isRewardsMembership (000 sections 4, 6 and 9)', () => {
  it('is the offer type rewards or a Rewards name', () => {
    expect(isRewardsMembership({ offerType: OfferType.rewards, name: 'x' })).toBe(true);
    expect(isRewardsMembership({ offerType: 0, name: 'Rewards Membership' })).toBe(true);
    expect(isRewardsMembership({ offerType: OfferType.premium, name: 'Premium Membership' })).toBe(false);
  });

  it('is the one answer the benefits page and the comprehensive-report offer read', () => {
    for (const m of [
      { offerType: OfferType.rewards, name: 'Gold' },
      { offerType: OfferType.basic, name: 'Rewards Membership' },
      { offerType: OfferType.basic, name: 'Basic Membership' },
    ]) {
      expect(canAccessRewardsBenefits([{ ...m, isActive: true }])).toBe(isRewardsMembership(m));
      expect(comprehensiveReportOfferSku(m) === 'comprehensive-report-rewards').toBe(isRewardsMembership(m));
    }
  });
});
