import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { OfferType } from '../../../../core/membership/catalog/membership-catalog.rules.js';
import { effectiveReportLimit } from '../../../../core/membership/limits/effective-report-limit.rules.js';

describe('effectiveReportLimit (000 section 6)', () => {
  const premium = { reportLimit: null, offerType: OfferType.premium, name: 'Premium Membership' };

  it('the membership own limit, else the plan table (x3 quarterly, 10 for All Access Lifetime), else 0', () => {
    expect(effectiveReportLimit(premium)).toBe(100);
    expect(effectiveReportLimit({ ...premium, planPeriodMonths: 3 })).toBe(300);
    expect(effectiveReportLimit({ ...premium, reportLimit: 7 })).toBe(7);
    expect(effectiveReportLimit({ ...premium, reportLimit: 0 })).toBe(0);
    expect(effectiveReportLimit({ ...premium, offerType: OfferType.basic })).toBe(150);
    expect(effectiveReportLimit({ ...premium, name: 'All Access Lifetime Membership', offerType: 9 })).toBe(10);
    expect(effectiveReportLimit({ ...premium, name: 'All Access Lifetime' })).toBe(10);
    expect(effectiveReportLimit({ ...premium, name: 'All Access Membership' })).toBe(100);
    expect(effectiveReportLimit({ ...premium, offerType: OfferType.crossSell })).toBe(0);
  });

  it('property: never negative, and an own limit always wins', () => {
    fc.assert(
      fc.property(
        fc.option(fc.nat({ max: 10_000 })),
        fc.integer({ min: -5, max: 30 }),
        fc.string(),
        fc.option(fc.constantFrom(1, 3, 6)),
        (reportLimit, offerType, name, planPeriodMonths) => {
          const limit = effectiveReportLimit({ reportLimit, offerType, name, planPeriodMonths });
          expect(limit).toBeGreaterThanOrEqual(0);
          if (reportLimit !== null) expect(limit).toBe(reportLimit);
        },
      ),
    );
  });
});
