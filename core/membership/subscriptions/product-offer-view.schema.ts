/**
 * The catalog's offers and SKUs as the wire shows them (002 section 3), built by `productOfferView` and
 * `productSkuView` (membership-views.rules.ts). The shapes have a file of their own because the upgrade
 * rules read them while the membership views use an upgrade rule: in either file they would make the two
 * import each other.
 */

/** 002 section 3 Product sku, on the wire (price in cents). `skuName` is the SKU's use: trial, renewal... */
export interface ProductSkuView {
  id: string;
  name: string;
  productDisplayName: string;
  price: number;
  termHours: number | null;
  trialRenewalPrice: number | null;
  couponId: string | null;
  terms: string;
  entitlements: { name: string; value?: string | number | null }[];
  offerType: number;
  skuName: string;
}

/** 002 section 3 Offer, on the wire. */
export interface ProductOfferView {
  id: string;
  offerName: string;
  offerType: number;
  flag: number;
  offerJson: Record<string, unknown>;
  terms: { standard: string };
  productSkus: ProductSkuView[];
  requiredSkus: string[];
  appliedCoupons: string[];
  abandonmentOffer: boolean;
  specialOffer: boolean;
  membershipKey: string | null;
}
