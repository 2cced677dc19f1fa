import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canonicalMembershipKey,
  DOLLAR_TRIAL,
  MEMBERSHIP_KEYS,
  MEMBERSHIP_SLUGS,
  MEMBERSHIP_TIERS,
  membershipKindsFromName,
  membershipSlugOf,
  OFFER_FLAG_BITS,
  OfferType,
  ORDER_FLAG_BITS,
  offerFlags,
  offerTypeName,
  orderFlags,
  parseMembershipKey,
  recommendsPremiumPlan,
} from '../../../../core/membership/catalog/membership-catalog.rules.js';

describe('membership catalogue (Spec 000 §1, §3; 002 §9)', () => {
  it('tiers, keys and slugs', () => {
    expect(MEMBERSHIP_TIERS).toContain('All Access Lifetime');
    expect(MEMBERSHIP_TIERS).toHaveLength(13);
    expect(MEMBERSHIP_KEYS).toEqual([
      'explorer',
      'id+',
      'id+-$1',
      'try-for-$1',
      'connect+',
      'all-access',
      'enterprise-500',
      'enterprise-2500',
    ]);
    expect(MEMBERSHIP_SLUGS).toEqual(['basic', 'premium', 'rewards']);
    expect(canonicalMembershipKey('try-for-$1')).toBe('id+-$1');
    expect(canonicalMembershipKey('connect+')).toBe('connect+');
    expect(parseMembershipKey(' ID+ ')).toBe('id+');
    expect(parseMembershipKey('gold')).toBeNull();
  });

  it('offer types 0..13 and their names', () => {
    expect(OfferType).toEqual({
      unknown: 0,
      crossSell: 1,
      rewards: 2,
      basic: 3,
      premium: 4,
      enterpriseLight: 5,
      enterprisePower: 6,
      enterprise500: 7,
      enterprise2500: 8,
      allAccess: 9,
      connectPlus: 10,
      idPlus: 11,
      pdfAllAccessPass: 12,
      lifetime: 13,
    });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 13 }), (n) => {
        expect(OfferType[offerTypeName(n)]).toBe(n);
      }),
    );
    expect(offerTypeName(99)).toBe('unknown');
    expect(membershipSlugOf(3)).toBe('basic');
    expect(membershipSlugOf(4)).toBe('premium');
    expect(membershipSlugOf(2)).toBe('rewards');
    expect(membershipSlugOf(9)).toBeNull();
  });

  it('order flags and offer flags as bit sets', () => {
    expect(ORDER_FLAG_BITS).toEqual({ none: 0, inactive: 1, mobileIos: 8, mobileAndroid: 16, browserExtension: 32 });
    expect(orderFlags.list(8 | 32)).toEqual(['mobileIos', 'browserExtension']);
    expect(orderFlags.has(0, 'none')).toBe(true);
    const bits = Object.values(OFFER_FLAG_BITS);
    expect(Math.min(...bits)).toBe(0);
    expect(Math.max(...bits)).toBe(1024);
    expect(bits).toHaveLength(12);
    expect(offerFlags.list(2 | 256)).toEqual(['swap', 'lifetime2995']);
  });

  it('membership kinds from the name (Spec 002 §4)', () => {
    expect(membershipKindsFromName('Premium Membership')).toMatchObject({ premium: true, pro: false });
    expect(membershipKindsFromName('Rewards Membership').rewards).toBe(true);
    expect(membershipKindsFromName('Enterprise 2500').enterprise).toBe(true);
    expect(membershipKindsFromName('Professional Membership').pro).toBe(true);
    expect(membershipKindsFromName('Pro').pro).toBe(true);
    expect(membershipKindsFromName('Property Pack').pro).toBe(false);
    expect(membershipKindsFromName('Demo Account').demo).toBe(true);
    expect(membershipKindsFromName('All Access Lifetime Membership').allAccessLifetime).toBe(true);
    expect(membershipKindsFromName('all access lifetime membership ').allAccessLifetime).toBe(true);
    expect(membershipKindsFromName('All Access Membership').allAccessLifetime).toBe(false);
    expect(membershipKindsFromName(null)).toEqual({
      premium: false,
      rewards: false,
      enterprise: false,
      pro: false,
      demo: false,
      allAccessLifetime: false,
    });
  });

  it('interest categories 204..211 recommend premium (Spec 002 §4)', () => {
    expect(recommendsPremiumPlan([204])).toBe(true);
    expect(recommendsPremiumPlan([100, 211])).toBe(true);
    expect(recommendsPremiumPlan([203, 212])).toBe(false);
    expect(recommendsPremiumPlan([])).toBe(false);
  });

  it('$1 trial: 3 days then $4.95 a month', () => {
    expect(DOLLAR_TRIAL).toMatchObject({ priceCents: 100, accessDays: 3, renewalPriceCents: 495 });
    expect(DOLLAR_TRIAL.description).toContain('$4.95');
  });
});
