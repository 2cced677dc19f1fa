import { describe, expect, it } from 'vitest';
import { OfferType } from '../../../../core/membership/catalog/membership-catalog.rules.js';
import { MEMBERSHIP_MENUS } from '../../../../core/membership/catalog/membership-menus.rules.js';
import { PRODUCT_CATALOG, PRODUCT_CATALOG_ENTRIES } from '../../../../core/membership/catalog/product-catalog.rules.js';
import {
  checkCheckoutSkus,
  planPeriodMonthsFromSkuId,
} from '../../../../core/membership/checkout/checkout-skus.rules.js';

/**
 * The offers' terms as migrations 0030, 0031, 0050 and 0092 stored them, word for word, before the catalog moved
 * to core (docs/decisions/0031, amendment). They are the expected values here, the one place they are written:
 * the catalog's terms are now made by the renewal-label rules from each offer's prices and terms.
 */
const STORED_TERMS: Readonly<Record<string, string>> = {
  'offer-cancel-premium':
    'Your Premium Membership continues at $2.95 per month instead of $4.95, starting at your next renewal, until you cancel. Cancel online any time from Your Account.',
  'offer-cancel-basic':
    'Your Basic Membership continues at $1.95 per month instead of $3.95, starting at your next renewal, until you cancel. Cancel online any time from Your Account.',
  'offer-comprehensive-premium':
    'You will be charged $1.00 today for 3 days of access. Unless you cancel before the 3 days end, your Premium Membership renews automatically at $4.95 per month until you cancel. Cancel online any time from Your Account.',
  'offer-dating-premium':
    'You will be charged $1.00 today for 3 days of access. Unless you cancel before the 3 days end, your Premium Membership renews automatically at $4.95 per month until you cancel. Cancel online any time from Your Account.',
  'offer-dating-standard':
    'You will be charged $1.00 today for 3 days of access. Unless you cancel before the 3 days end, your Basic Membership renews automatically at $3.95 per month until you cancel. Cancel online any time from Your Account.',
  'offer-lifetime-2995': 'You will be charged $29.95 once. There is no renewal.',
  'offer-lifetime-4995': 'You will be charged $49.95 once. There is no renewal.',
  'offer-lifetime-6995': 'You will be charged $69.95 once. There is no renewal.',
  'offer-premium-trial':
    'You will be charged $1.00 today for 3 days of access. Unless you cancel before the 3 days end, your Premium Membership renews automatically at $4.95 per month until you cancel. Cancel online any time from Your Account.',
  'offer-standard-trial':
    'You will be charged $1.00 today for 3 days of access. Unless you cancel before the 3 days end, your Basic Membership renews automatically at $3.95 per month until you cancel. Cancel online any time from Your Account.',
  'offer-premium-trial-50off':
    'You will be charged $0.50 today for 3 days of access. Unless you cancel before the 3 days end, your Premium Membership renews automatically at $4.95 per month until you cancel. Cancel online any time from Your Account.',
  'offer-premium-quarterly':
    'You will be charged $12.95 today for 3 months of access. Your Premium Membership renews automatically at $12.95 every 3 months until you cancel. Cancel online any time from Your Account.',
  'offer-phone-premium':
    'You will be charged $1.00 today for 3 days of access. Unless you cancel before the 3 days end, your Premium Membership renews automatically at $4.95 per month until you cancel. Cancel online any time from Your Account.',
  'offer-property-premium':
    'You will be charged $1.00 today for 3 days of access. Unless you cancel before the 3 days end, your Premium Membership renews automatically at $4.95 per month until you cancel. Cancel online any time from Your Account.',
  'offer-report-pdf':
    'You will be charged $2.95 once for a PDF copy of this report, e-mailed to your account address. There is no renewal.',
  'offer-comprehensive-report-special':
    "You will be charged the price shown once for this comprehensive report. There is no renewal, and it does not use your membership's monthly reports.",
  'offer-explorer': 'Free. Name lookups and profile summaries. No card needed, nothing renews.',
  'offer-id-plus':
    'You will be charged $9.95 today. Your ID+ Membership renews automatically at $9.95 per month until you cancel. Cancel online any time from Your Account.',
  'offer-id-plus-1':
    'You will be charged $1.00 today for 3 days of access. Unless you cancel before the 3 days end, your ID+ Membership renews automatically at $9.95 per month until you cancel. Cancel online any time from Your Account.',
  'offer-connect-plus':
    'You will be charged $19.95 today. Your Connect+ Membership renews automatically at $19.95 per month until you cancel. Cancel online any time from Your Account.',
  'offer-all-access':
    'You will be charged $29.95 today. Your All Access Membership renews automatically at $29.95 per month until you cancel. Cancel online any time from Your Account.',
  'offer-enterprise-500':
    'You will be charged $249.00 today. Your Enterprise 500 plan renews automatically at $249.00 per month until you cancel. Cancel online any time from Your Account.',
  'offer-enterprise-2500':
    'You will be charged $999.00 today. Your Enterprise 2500 plan renews automatically at $999.00 per month until you cancel. Cancel online any time from Your Account.',
  'offer-upgrade-premium':
    'You will be charged $4.95 today. Your Premium Membership renews automatically at $4.95 per month until you cancel. Cancel online any time from Your Account.',
  'offer-upgrade-basic':
    'You will be charged $3.95 today. Your Basic Membership renews automatically at $3.95 per month until you cancel. Cancel online any time from Your Account.',
  'offer-upgrade-all-access':
    'You will be charged $29.95 today. Your All Access Membership renews automatically at $29.95 per month until you cancel. Cancel online any time from Your Account.',
  'offer-upgrade-rewards':
    'You will be charged $9.95 today. Your Rewards Membership renews automatically at $9.95 per month until you cancel. Cancel online any time from Your Account.',
};

/** The coupons' descriptions as migration 0030 stored them. */
const STORED_COUPON_DESCRIPTIONS: Readonly<Record<string, string>> = {
  'coupon-50off': '50% off the trial (limited time special offer)',
  'coupon-cancel-premium': 'Special offer: Premium Membership for $2.95/mo',
  'coupon-cancel-basic': 'Special offer: Basic Membership for $1.95/mo',
};

const offers = PRODUCT_CATALOG.menus.flatMap((m) => m.offers);
const skus = offers.flatMap((o) => o.skus);

describe('the product catalog (core/membership/catalog/product-catalog.rules.ts)', () => {
  it("every offer's terms, made from its prices and terms, are the sentence the database stored, word for word", () => {
    expect(offers.map((o) => o.id).sort()).toEqual(Object.keys(STORED_TERMS).sort());
    for (const o of offers)
      expect({ offer: o.id, terms: o.termsStandard }).toEqual({ offer: o.id, terms: STORED_TERMS[o.id] });
  });

  it("every coupon's description is the one the database stored", () => {
    expect(Object.fromEntries(PRODUCT_CATALOG.coupons.map((c) => [c.id, c.description]))).toEqual(
      STORED_COUPON_DESCRIPTIONS,
    );
  });

  it('holds no sentence of terms: an offer keeps only notes besides its prices and terms', () => {
    for (const o of PRODUCT_CATALOG_ENTRIES.menus.flatMap((m) => m.offers)) {
      expect(o).not.toHaveProperty('termsStandard');
      for (const note of [o.termsNotes.includes, o.termsNotes.purchaseOf]) expect(note ?? '').not.toMatch(/\$|renew/i);
    }
  });

  it('has every menu the server asks for by name, and ids that are unique', () => {
    const names = PRODUCT_CATALOG.menus.map((m) => m.name);
    expect(names).toEqual(expect.arrayContaining(Object.values(MEMBERSHIP_MENUS)));
    for (const ids of [PRODUCT_CATALOG.menus.map((m) => m.id), names, offers.map((o) => o.id), skus.map((s) => s.id)]) {
      expect(new Set(ids).size).toBe(ids.length);
    }
  });

  it('has one default offer per menu; SKUs of its offers, with their offer type', () => {
    for (const m of PRODUCT_CATALOG.menus) {
      expect({ menu: m.id, defaults: m.offers.filter((o) => o.isDefault).length }).toEqual({ menu: m.id, defaults: 1 });
      for (const o of m.offers) {
        expect(o.menuId).toBe(m.id);
        for (const s of o.skus) expect([s.offerId, s.offerType]).toEqual([o.id, o.offerType]);
      }
    }
  });

  it('a trial offer has one trial, one renewal and one cancellation SKU; the trial renews at the renewal price (002 section 4)', () => {
    const trials = offers.filter((o) => o.skus.some((s) => s.kind === 'trial'));
    expect(trials.length).toBeGreaterThan(5);
    for (const o of trials) {
      const kinds = o.skus.map((s) => ({ kind: s.kind as 'trial' | 'renewal' | 'cancellation' }));
      expect(checkCheckoutSkus(kinds).level).toBe('ok');
      const trial = o.skus.find((s) => s.kind === 'trial')!;
      const renewal = o.skus.find((s) => s.kind === 'renewal')!;
      const cancellation = o.skus.find((s) => s.kind === 'cancellation')!;
      expect(trial.trialRenewalPriceCents).toBe(renewal.priceCents);
      expect([cancellation.priceCents, cancellation.termHours]).toEqual([0, trial.termHours]);
    }
  });

  it('money is whole cents, never negative; every membership SKU id ends in a period code (002 section 3)', () => {
    for (const s of skus) {
      expect(Number.isSafeInteger(s.priceCents) && s.priceCents >= 0).toBe(true);
      if (s.offerType !== OfferType.crossSell)
        expect({ sku: s.id, months: planPeriodMonthsFromSkuId(s.id) }).not.toMatchObject({ months: null });
    }
  });
});
