import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  accessPeriodText,
  offerPriceLine,
  offerSavingsPercent,
} from '../../../../core/membership/catalog/offer-price.rules.js';

describe('offerPriceLine (the renewal price beside every trial and offer)', () => {
  it('the spec $1 trial: 3 days of access, then $4.95 a month', () => {
    expect(
      offerPriceLine(
        { price: 100, termHours: 72, trialRenewalPrice: 495, skuName: 'trial' },
        { price: 495, termHours: 720 },
      ),
    ).toBe('$1.00 today for 3 days of access, then $4.95/mo. Cancel online any time.');
  });
  it('a quarterly plan and a lifetime plan', () => {
    expect(offerPriceLine({ price: 1295, termHours: 2160 }, { price: 1295, termHours: 2160 })).toBe(
      '$12.95 today for 3 months of access, then $12.95/every 3 months. Cancel online any time.',
    );
    expect(offerPriceLine({ price: 2995, termHours: null, skuName: 'lifetime' }, null)).toBe(
      '$29.95 once. No renewal.',
    );
  });
  it('every renewing offer names its renewal price (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 1, max: 719 }),
        fc.integer({ min: 1, max: 100_000 }),
        (p, h, r) => {
          const line = offerPriceLine({ price: p, termHours: h, trialRenewalPrice: r }, { price: r, termHours: 720 });
          expect(line).toContain('then $');
          expect(line).toContain('/mo');
          expect(line.endsWith('Cancel online any time.')).toBe(true);
        },
      ),
    );
  });
  it('access period text and savings', () => {
    expect(accessPeriodText(24)).toBe('1 day');
    expect(accessPeriodText(720)).toBe('1 month');
    expect(accessPeriodText(null)).toBe('');
    expect(offerSavingsPercent({ priceCents: 50, termHours: 72, previousPriceCents: 100 })).toBe(50);
    expect(offerSavingsPercent({ priceCents: 1295, termHours: 2160, monthlyPriceCents: 495 })).toBe(12);
    expect(offerSavingsPercent({ priceCents: 495, termHours: 720, monthlyPriceCents: 495 })).toBeNull();
    expect(offerSavingsPercent({ priceCents: 100, termHours: 72 })).toBeNull();
  });
});
