import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { OfferType } from '../../../../core/membership/catalog/membership-catalog.rules.js';
import { subscriptionReportUsage } from '../../../../core/membership/limits/effective-report-limit.rules.js';
import {
  ALL_ACCESS_LIFETIME_MONTHLY_REPORT_LIMIT,
  allAccessLimitMessage,
  MEMBERSHIP_REPORT_LIMITS,
  membershipReportLimit,
  reportUsage,
} from '../../../../core/membership/limits/report-limits.rules.js';

describe('report limits (Spec 000 §6, 002 §9)', () => {
  it('per membership', () => {
    expect(MEMBERSHIP_REPORT_LIMITS).toEqual({
      rewards: 1000,
      basic: 150,
      premium: 100,
      enterpriseLight: 1000,
      enterprisePower: 5000,
      enterprise500: 500,
      enterprise2500: 2500,
      connectPlus: 1000,
      idPlus: 1000,
      allAccess: 100,
    });
    expect(membershipReportLimit({ offerType: OfferType.basic })).toBe(150);
    expect(membershipReportLimit({ offerType: OfferType.allAccess })).toBe(100);
    expect(membershipReportLimit({ offerType: OfferType.crossSell })).toBeNull();
  });
  it('quarterly products count 3 times; 6-month plans do not', () => {
    expect(membershipReportLimit({ offerType: OfferType.basic, planPeriodMonths: 3 })).toBe(450);
    expect(membershipReportLimit({ offerType: OfferType.premium, planPeriodMonths: 3 })).toBe(300);
    expect(membershipReportLimit({ offerType: OfferType.premium, planPeriodMonths: 6 })).toBe(100);
    expect(membershipReportLimit({ offerType: OfferType.premium, planPeriodMonths: 1 })).toBe(100);
  });
  it('All Access Lifetime: 10 a month', () => {
    expect(ALL_ACCESS_LIFETIME_MONTHLY_REPORT_LIMIT).toBe(10);
    expect(membershipReportLimit({ offerType: OfferType.allAccess, isAllAccessLifetime: true })).toBe(10);
    expect(membershipReportLimit({ offerType: OfferType.lifetime })).toBe(10);
  });
});

describe('usage figures', () => {
  it('examples', () => {
    expect(reportUsage(25, 100)).toEqual({ used: 25, limit: 100, remaining: 75, percent: 25, reachedLimit: false });
    expect(reportUsage(120, 100)).toEqual({ used: 120, limit: 100, remaining: 0, percent: 100, reachedLimit: true });
    expect(reportUsage(1, 3).percent).toBe(33);
    expect(reportUsage(0, 0)).toEqual({ used: 0, limit: 0, remaining: 0, percent: 100, reachedLimit: true });
    expect(reportUsage(-5, Number.NaN)).toEqual({ used: 0, limit: 0, remaining: 0, percent: 100, reachedLimit: true });
  });
  it('property: remaining never negative, percent in 0..100, used + remaining >= limit', () => {
    fc.assert(
      fc.property(fc.double(), fc.double(), (u, l) => {
        const r = reportUsage(u, l);
        expect(r.remaining).toBeGreaterThanOrEqual(0);
        expect(r.percent).toBeGreaterThanOrEqual(0);
        expect(r.percent).toBeLessThanOrEqual(100);
        expect(r.used + r.remaining).toBeGreaterThanOrEqual(r.limit);
        expect(r.reachedLimit).toBe(r.remaining === 0);
      }),
    );
  });
  it('property: limits are never negative for any offer type and period', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -5, max: 20 }),
        fc.option(fc.integer({ min: 0, max: 12 })),
        fc.boolean(),
        (t, p, lt) => {
          const limit = membershipReportLimit({ offerType: t, planPeriodMonths: p, isAllAccessLifetime: lt });
          if (limit !== null) expect(limit).toBeGreaterThan(0);
        },
      ),
    );
  });
});

describe('all-access limit message (Spec 000 §6)', () => {
  it('offers an additional-cost unlock and a partner link', () => {
    const m = allAccessLimitMessage({
      limit: 100,
      unlockPriceCents: 1995,
      partner: { name: 'Partner Search', url: 'https://partner.example' },
    });
    expect(m.body).toContain('up to 100 premium reports each month');
    expect(m.body).toContain('additional cost');
    expect(m.unlock).toEqual({ label: 'Unlock This Report', priceCents: 1995 });
    expect(m.partnerLink).toEqual({ label: 'Continue to Partner Search', url: 'https://partner.example' });
    expect(allAccessLimitMessage({ limit: 10, partner: { name: 'P', url: 'u' } }).unlock.priceCents).toBeNull();
  });
});

describe('subscription usage', () => {
  it('uses the role limit, else the membership limit, else 0', () => {
    const role = {
      name: 'Premium Membership',
      offerType: OfferType.premium,
      backgroundReportCount: 40,
      backgroundReportLimit: null,
    };
    expect(subscriptionReportUsage({ role })).toMatchObject({ limit: 100, remaining: 60, percent: 40 });
    expect(subscriptionReportUsage({ role, planPeriodMonths: 3 }).limit).toBe(300);
    expect(subscriptionReportUsage({ role: { ...role, backgroundReportLimit: 50 } }).remaining).toBe(10);
    expect(
      subscriptionReportUsage({
        role: { ...role, name: 'All Access Lifetime Membership', offerType: 9, backgroundReportCount: 4 },
      }),
    ).toMatchObject({ limit: 10, remaining: 6 });
    expect(subscriptionReportUsage({ role: { ...role, offerType: OfferType.crossSell } })).toMatchObject({
      limit: 0,
      remaining: 0,
    });
  });
});
