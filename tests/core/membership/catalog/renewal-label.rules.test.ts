import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  offerTermsText,
  reactivationTermsText,
  renewalPeriodPhrase,
  renewalPriceLabel,
} from '../../../../core/membership/catalog/renewal-label.rules.js';

const sku = (
  kind: string,
  priceCents: number,
  termHours: number | null,
  productDisplayName = 'Premium Membership',
) => ({
  kind,
  productDisplayName,
  priceCents,
  termHours,
});
const terms = (skus: ReturnType<typeof sku>[], extra: Partial<Parameters<typeof offerTermsText>[0]> = {}) =>
  offerTermsText({ skus, coupon: null, notes: {}, ...extra });

describe('renewalPeriodPhrase (the words of the renewal label, 000 section 9)', () => {
  it('says per month for a monthly term, every N months for longer ones, every N days under a month', () => {
    expect(renewalPeriodPhrase(720)).toBe('per month');
    expect(renewalPeriodPhrase(744)).toBe('per month');
    expect(renewalPeriodPhrase(2160)).toBe('every 3 months');
    expect(renewalPeriodPhrase(4320)).toBe('every 6 months');
    expect(renewalPeriodPhrase(168)).toBe('every 7 days');
    expect(renewalPeriodPhrase(24)).toBe('every 1 day');
  });
});

describe('offerTermsText (an offer terms made from its prices and terms)', () => {
  it('a trial names its price and days, then the renewal price and period', () => {
    expect(terms([sku('trial', 100, 72), sku('renewal', 495, 720), sku('cancellation', 0, 72)])).toBe(
      'You will be charged $1.00 today for 3 days of access. Unless you cancel before the 3 days end, your Premium ' +
        'Membership renews automatically at $4.95 per month until you cancel. Cancel online any time from Your Account.',
    );
    expect(terms([sku('trial', 100, 24), sku('renewal', 1295, 2160)])).toBe(
      'You will be charged $1.00 today for 1 day of access. Unless you cancel before the 1 day ends, your Premium ' +
        'Membership renews automatically at $12.95 every 3 months until you cancel. Cancel online any time from Your Account.',
    );
  });

  it('a renewing plan: months of access past one month; a plan not called a Membership is a plan', () => {
    expect(terms([sku('standard', 7995, 2160, 'All Access Membership'), sku('standard', 2995, 720)])).toBe(
      'You will be charged $79.95 today for 3 months of access. Your All Access Membership renews automatically at ' +
        '$79.95 every 3 months until you cancel. Cancel online any time from Your Account.',
    );
    expect(terms([sku('standard', 150000, 720, 'Enterprise 5000')])).toBe(
      'You will be charged $1,500.00 today. Your Enterprise 5000 plan renews automatically at $1,500.00 per month ' +
        'until you cancel. Cancel online any time from Your Account.',
    );
  });

  it('a new renewal price says the price before its coupon, when it has one', () => {
    const stay = [sku('renewal', 295, 720)];
    expect(terms(stay, { coupon: { percentOff: null, amountOffCents: 200 } })).toContain(
      'continues at $2.95 per month instead of $4.95, starting at your next renewal',
    );
    expect(terms(stay, { coupon: { percentOff: 50, amountOffCents: null } })).toContain('instead of $5.90,');
    expect(terms(stay)).toBe(
      'Your Premium Membership continues at $2.95 per month, starting at your next renewal, until you cancel. ' +
        'Cancel online any time from Your Account.',
    );
  });

  it('a free plan, and one-off purchases: one price, or the price shown when the SKUs differ', () => {
    expect(terms([sku('lifetime', 0, null, 'Explorer')])).toBe('Free. No card needed, nothing renews.');
    expect(terms([sku('lifetime', 0, null)], { notes: { includes: 'Lookups' } })).toBe(
      'Free. Lookups. No card needed, nothing renews.',
    );
    expect(terms([sku('lifetime', 6995, null)])).toBe('You will be charged $69.95 once. There is no renewal.');
    expect(
      terms([sku('standard', 100, null), sku('standard', 395, null)], {
        notes: { purchaseOf: 'this report', outsideMonthlyReports: true },
      }),
    ).toBe(
      "You will be charged the price shown once for this report. There is no renewal, and it does not use your membership's monthly reports.",
    );
    expect(terms([])).toBe('');
  });

  it('names the renewal price beside every renewing price (fair billing), for any price and term', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 720, max: 100_000 }),
        fc.integer({ min: 1, max: 719 }),
        (price, term, trialHours) => {
          const plan = terms([sku('standard', price, term)]);
          const trial = terms([sku('trial', 100, trialHours), sku('renewal', price, term)]);
          const [amount] = renewalPriceLabel(price, term).split('/');
          for (const text of [plan, trial]) {
            expect(text).toContain(`renews automatically at ${amount} ${renewalPeriodPhrase(term)} until you cancel.`);
            expect(text).toMatch(/Cancel online any time from Your Account\.$/);
          }
        },
      ),
    );
  });
});

describe('reactivationTermsText (re-activating a cancelled membership with paid time left)', () => {
  it('says when it renews and at what price, as the upgrade modal showed it', () => {
    expect(
      reactivationTermsText({
        name: 'Premium Membership',
        renewsOn: '2026-03-05T20:00:00.000Z',
        renewalPriceCents: 495,
        renewalTermHours: 720,
      }),
    ).toBe(
      'Your Premium Membership renews automatically on Mar 5, 2026 at $4.95/mo until you cancel. Cancel online any time from Your Account.',
    );
  });
});
