import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { OfferType } from '../../../../core/membership/catalog/membership-catalog.rules.js';
import type {
  ProductOfferView,
  ProductSkuView,
} from '../../../../core/membership/subscriptions/product-offer-view.schema.js';
import {
  isPlanChangeSkuKind,
  upgradeProducts,
  upgradeThankYouLine,
} from '../../../../core/membership/upgrades/upgrade-products.rules.js';

const sku = (id: string, skuName: string, offerType: number, price = 495): ProductSkuView => ({
  id,
  name: id,
  productDisplayName: `${id} display`,
  price,
  termHours: 720,
  trialRenewalPrice: null,
  couponId: null,
  terms: '',
  entitlements: [],
  offerType,
  skuName,
});

const offer = (id: string, offerType: number, skus: ProductSkuView[], terms = `Terms of ${id}`): ProductOfferView => ({
  id,
  offerName: `${id} name`,
  offerType,
  flag: 0,
  offerJson: {},
  terms: { standard: terms },
  productSkus: skus,
  requiredSkus: skus.map((s) => s.id),
  appliedCoupons: [],
  abandonmentOffer: false,
  specialOffer: false,
  membershipKey: null,
});

describe('upgrade products (001 sections 3, 4 and 9)', () => {
  it('one product per offer: its first SKU that is neither a trial nor a cancellation discount', () => {
    const products = upgradeProducts('menu-upgrades', [
      offer('premium', OfferType.premium, [
        sku('premium-trial', 'trial', OfferType.premium),
        sku('premium-cancel', 'cancellation', OfferType.premium),
        sku('upgrade-premium-Monthly', 'standard', OfferType.premium, 495),
      ]),
      offer('only-trial', OfferType.basic, [sku('basic-trial', 'trial', OfferType.basic)]),
    ]);
    expect(products).toEqual([
      {
        productMenuId: 'menu-upgrades',
        productOfferId: 'premium',
        productSkuId: 'upgrade-premium-Monthly',
        name: 'premium name',
        productDisplayName: 'upgrade-premium-Monthly display',
        price: 495,
        termHours: 720,
        couponId: null,
        reportLimit: 100,
        terms: 'Terms of premium',
      },
    ]);
  });

  it('quarterly products count 3 times the report limit', () => {
    const [monthly, quarterly] = upgradeProducts('m', [
      offer('basic-1', OfferType.basic, [sku('basic-Monthly', 'standard', OfferType.basic)]),
      offer('basic-3', OfferType.basic, [sku('basic-Every-3-months', 'standard', OfferType.basic)]),
    ]);
    expect(monthly?.reportLimit).toBe(150);
    expect(quarterly?.reportLimit).toBe(450);
  });

  it('no offers, or none with a buyable SKU, gives no products (the contact-care modal)', () => {
    expect(upgradeProducts('m', [])).toEqual([]);
    expect(upgradeProducts('m', [offer('x', OfferType.premium, [sku('c', 'cancellation', 4)])])).toEqual([]);
  });

  it('a plan change never buys a trial or a cancellation discount, and buys every other kind', () => {
    expect(isPlanChangeSkuKind('trial')).toBe(false);
    expect(isPlanChangeSkuKind('cancellation')).toBe(false);
    fc.assert(
      fc.property(
        fc.string().filter((k) => k !== 'trial' && k !== 'cancellation'),
        (k) => isPlanChangeSkuKind(k),
      ),
    );
  });

  it('the Thank you line (001 section 9)', () => {
    expect(upgradeThankYouLine(100)).toBe('Enjoy up to 100 reports each month.');
  });
});
