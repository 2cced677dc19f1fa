import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { OfferType } from '../../../../core/membership/catalog/membership-catalog.rules.js';
import {
  renewalFrequencyMonths,
  renewalLabel,
  renewalPriceLabel,
} from '../../../../core/membership/catalog/renewal-label.rules.js';
import {
  cancellationFeeText,
  checkCheckoutSkus,
  isTrialTerm,
  numberOfReportsEntitlement,
  periodDays,
  pickCheckoutSkus,
  planPeriodMonthsFromSkuId,
} from '../../../../core/membership/checkout/checkout-skus.rules.js';

describe('renewal label (Spec 000 §9, 002 §9)', () => {
  it('examples', () => {
    expect(renewalLabel(72)).toBe(''); // a 3-day trial: under 1 month shows nothing
    expect(renewalLabel(719)).toBe('');
    expect(renewalLabel(720)).toBe('/mo');
    expect(renewalLabel(730)).toBe('/mo'); // a calendar month stays monthly (rounded, not rounded up)
    expect(renewalLabel(744)).toBe('/mo');
    expect(renewalLabel(2160)).toBe('/every 3 months');
    expect(renewalLabel(4320)).toBe('/every 6 months');
    expect(renewalLabel(8760)).toBe('/every 12 months');
    expect(renewalLabel(null)).toBe('');
    expect(renewalLabel(Number.NaN)).toBe('');
    expect(renewalLabel(Number.POSITIVE_INFINITY)).toBe('');
  });
  it('property: total over all numbers — never throws, always a string of the three shapes', () => {
    fc.assert(
      fc.property(fc.oneof(fc.double(), fc.integer(), fc.constant(null), fc.constant(undefined)), (h) => {
        const label = renewalLabel(h);
        expect(typeof label).toBe('string');
        expect(label).toMatch(/^(|\/mo|\/every ([2-9]|[1-9]\d+) months)$/);
      }),
    );
  });
  it('property: monotone — a longer term never shows fewer months', () => {
    fc.assert(
      fc.property(fc.integer({ min: 720, max: 100000 }), fc.integer({ min: 0, max: 10000 }), (h, d) => {
        expect(renewalFrequencyMonths(h + d)).toBeGreaterThanOrEqual(renewalFrequencyMonths(h));
      }),
    );
  });
});

describe('trial and periods (Spec 002 §4)', () => {
  it('trial = term under 720 h', () => {
    expect(isTrialTerm(72)).toBe(true);
    expect(isTrialTerm(719.5)).toBe(true);
    expect(isTrialTerm(720)).toBe(false);
    expect(isTrialTerm(null)).toBe(false);
    expect(isTrialTerm(-1)).toBe(false);
  });
  it('days = hours/24 rounded up; months = days/30', () => {
    expect(periodDays(72)).toBe(3);
    expect(periodDays(73)).toBe(4);
    expect(periodDays(0)).toBe(0);
    expect(periodDays(undefined)).toBe(0);
    expect(renewalFrequencyMonths(720)).toBe(1);
    expect(renewalFrequencyMonths(2160)).toBe(3);
  });
  it('plan period from the SKU id suffix', () => {
    expect(planPeriodMonthsFromSkuId('premium-Monthly')).toBe(1);
    expect(planPeriodMonthsFromSkuId('basic-every-3-months')).toBe(3);
    expect(planPeriodMonthsFromSkuId('basic.Every-6-months')).toBe(6);
    expect(planPeriodMonthsFromSkuId('basic-yearly')).toBeNull();
    expect(planPeriodMonthsFromSkuId(42)).toBeNull();
    expect(planPeriodMonthsFromSkuId(null)).toBeNull();
  });
});

describe('checkout SKU expectation (Spec 002 §4, §5)', () => {
  const skus = (r: number, c: number, t: number) => [
    ...Array.from({ length: r }, () => ({ kind: 'renewal' as const })),
    ...Array.from({ length: c }, () => ({ kind: 'cancellation' as const })),
    ...Array.from({ length: t }, () => ({ kind: 'trial' as const })),
  ];
  it('one of each is ok', () => {
    expect(checkCheckoutSkus(skus(1, 1, 1))).toEqual({
      level: 'ok',
      counts: { renewal: 1, cancellation: 1, trial: 1 },
      message: null,
    });
  });
  it('more than one renewal or cancellation is critical; other deviations warn', () => {
    expect(checkCheckoutSkus(skus(2, 1, 1)).level).toBe('critical');
    expect(checkCheckoutSkus(skus(1, 2, 0)).level).toBe('critical');
    expect(checkCheckoutSkus(skus(0, 1, 1)).level).toBe('warning');
    expect(checkCheckoutSkus(skus(1, 1, 2)).level).toBe('warning');
    expect(checkCheckoutSkus(skus(1, 1, 0)).message).toContain('trial 0');
  });
  it('property: level follows the counts', () => {
    fc.assert(
      fc.property(fc.nat(3), fc.nat(3), fc.nat(3), (r, c, t) => {
        const d = checkCheckoutSkus(skus(r, c, t));
        expect(d.counts).toEqual({ renewal: r, cancellation: c, trial: t });
        expect(d.level).toBe(r > 1 || c > 1 ? 'critical' : r === 1 && c === 1 && t === 1 ? 'ok' : 'warning');
      }),
    );
  });
});

describe('number-of-reports entitlement (Spec 002 §9)', () => {
  it('100 for premium monthly; else the value; null for full comprehensive; default 250', () => {
    expect(
      numberOfReportsEntitlement({
        id: 'prem-Monthly',
        offerType: OfferType.premium,
        entitlements: [{ name: 'Number of Reports', value: 500 }],
      }),
    ).toBe(100);
    expect(
      numberOfReportsEntitlement({
        id: 'prem-Every-3-months',
        offerType: OfferType.premium,
        entitlements: [{ name: 'Number of Reports', value: '300' }],
      }),
    ).toBe(300);
    expect(
      numberOfReportsEntitlement({
        id: 'x',
        offerType: OfferType.basic,
        entitlements: [{ name: 'Full Comprehensive Report' }],
      }),
    ).toBeNull();
    expect(numberOfReportsEntitlement({ id: 'x', offerType: OfferType.basic })).toBe(250);
    expect(
      numberOfReportsEntitlement({
        id: 'x',
        offerType: OfferType.basic,
        entitlements: [{ name: 'number of reports', value: '' }],
      }),
    ).toBe(250);
    expect(
      numberOfReportsEntitlement({
        id: 'x',
        offerType: OfferType.basic,
        entitlements: [{ name: 'Number of Reports', value: null }],
      }),
    ).toBe(250);
    expect(
      numberOfReportsEntitlement({
        id: 'x',
        offerType: OfferType.basic,
        entitlements: [{ name: 'Number of Reports', value: 'many' }],
      }),
    ).toBe(250);
  });
});

describe('price labels', () => {
  it('price with renewal label; cancellation fee', () => {
    expect(renewalPriceLabel(2995, 720)).toBe('$29.95/mo');
    expect(renewalPriceLabel(7995, 2160)).toBe('$79.95/every 3 months');
    expect(renewalPriceLabel(100, 72)).toBe('$1.00');
    expect(cancellationFeeText(995)).toBe('A one-time cancellation fee of $9.95 applies.');
    expect(cancellationFeeText(0)).toBeNull();
    expect(cancellationFeeText(null)).toBeNull();
  });
});

describe('pickCheckoutSkus (002 section 7: what a checkout of an offer sells)', () => {
  const sku = (id: string, kind: string) => ({ id, kind });
  const pick = (skus: { id: string; kind: string }[], chosen?: string) =>
    pickCheckoutSkus(
      skus,
      (s) => s.kind,
      (s) => s.id,
      chosen,
    );
  it('sells the trial first and renews at the renewal SKU', () => {
    const skus = [sku('std', 'standard'), sku('t', 'trial'), sku('r', 'renewal')];
    expect(pick(skus)).toEqual({ buy: sku('t', 'trial'), renewal: sku('r', 'renewal') });
    expect(pick(skus, 'std')).toEqual({ buy: sku('std', 'standard'), renewal: sku('r', 'renewal') });
  });
  it('a plan without a renewal SKU renews at itself; lifetime never renews', () => {
    expect(pick([sku('m', 'standard')])).toEqual({ buy: sku('m', 'standard'), renewal: sku('m', 'standard') });
    expect(pick([sku('l', 'lifetime'), sku('r', 'renewal')])).toEqual({ buy: sku('l', 'lifetime'), renewal: null });
  });
  it('refuses a chosen SKU that is not buyable, and an offer with nothing to buy', () => {
    expect(pick([sku('t', 'trial'), sku('r', 'renewal')], 'r')).toBeNull();
    expect(pick([sku('t', 'trial')], 'missing')).toBeNull();
    expect(pick([sku('c', 'cancellation')])).toBeNull();
  });
});
