import { describe, expect, it } from 'vitest';
import { CROSS_SELL_OFFERS, crossSellOffer } from '../../../../core/membership/offers/cross-sell.rules.js';
import {
  benefitsRewardsView,
  REWARDS_HOW_TO,
} from '../../../../core/membership/subscriptions/benefits-rewards.rules.js';
import type { SubscriptionView } from '../../../../core/membership/subscriptions/membership-views.rules.js';
import type { ProductSkuView } from '../../../../core/membership/subscriptions/product-offer-view.schema.js';
import { USE_CASES } from '../../../../core/search/use-cases.rules.js';

const sub = (over: Partial<SubscriptionView['role']>): SubscriptionView => ({
  id: 's1',
  subscriptionId: 's1',
  isPaymentPending: false,
  isTrial: false,
  role: {
    id: 1,
    name: 'Rewards Membership',
    offerType: 2,
    isActive: true,
    willRenew: true,
    expirationDate: null,
    renewalPrice: 995,
    renewalTermHours: 720,
    cancellationPrice: null,
    isPaused: false,
    pauseDate: null,
    resumeDate: null,
    backgroundReportCount: 3,
    backgroundReportLimit: 1000,
    backgroundSearchCount: 0,
    hasReachedBackgroundReportLimit: false,
    orderFlags: 0,
    ...over,
  },
});
const rewardsSku: ProductSkuView = {
  id: 'upgrade-rewards-Monthly',
  name: 'Rewards Membership',
  productDisplayName: 'Rewards Membership',
  price: 995,
  termHours: 720,
  trialRenewalPrice: null,
  couponId: null,
  terms: 'You will be charged $9.95 today.',
  entitlements: [{ name: 'Number of Reports', value: 1000 }],
  offerType: 2,
  skuName: 'standard',
};

describe('benefits & rewards (000 section 6)', () => {
  it('a Rewards member sees the allowance, usage and renewal of the membership', () => {
    expect(benefitsRewardsView({ subscriptions: [sub({})], rewardsSkus: [] })).toEqual({
      kind: 'member',
      membershipName: 'Rewards Membership',
      lines: [
        'Up to 1,000 unlocked reports per membership period.',
        'Reports used this period: 3.',
        'Renews at $9.95/mo until you cancel.',
      ],
    });
  });
  it('anyone else sees the catalog Rewards offer and how to get it; never the benefits we do not sell', () => {
    const v = benefitsRewardsView({
      subscriptions: [sub({ name: 'Premium Membership', offerType: 4 })],
      rewardsSkus: [{ ...rewardsSku, offerType: 4, name: 'Premium' }, rewardsSku],
    });
    expect(v).toEqual({
      kind: 'offer',
      offer: {
        name: 'Rewards Membership',
        lines: ['Up to 1,000 unlocked reports per membership period.', '$9.95/mo, renewing until you cancel.'],
        terms: 'You will be charged $9.95 today.',
      },
      howTo: REWARDS_HOW_TO,
      howToHref: '/dashboard/account',
    });
    expect(JSON.stringify(v)).not.toMatch(/gift card|savings club|\$1 /i);
  });
  it('an inactive Rewards subscription is not membership; no offer on sale says so', () => {
    const v = benefitsRewardsView({ subscriptions: [sub({ isActive: false })], rewardsSkus: [] });
    expect(v).toMatchObject({ kind: 'offer', offer: null });
  });
});

describe('cross-sell offers and use cases (000 section 2)', () => {
  it('each report type we sell has a page leading to its checkout; others are not found', () => {
    expect(crossSellOffer('Phone')?.checkoutHref).toBe('/checkout/phone');
    expect(crossSellOffer('property')?.checkoutHref).toBe('/checkout/address');
    expect(crossSellOffer('dating')).toBeNull();
    expect(crossSellOffer('')).toBeNull();
    for (const o of CROSS_SELL_OFFERS) expect(o.checkoutHref).toMatch(/^\/checkout\//);
  });
  it('use cases link to the searches and name no FCRA purpose', () => {
    expect(USE_CASES.length).toBeGreaterThan(0);
    for (const u of USE_CASES) {
      expect(u.href).toMatch(/^\/[a-z-]+$/);
      expect(`${u.title} ${u.description}`).not.toMatch(/tenant|employ|credit|insurance/i);
    }
  });
});
