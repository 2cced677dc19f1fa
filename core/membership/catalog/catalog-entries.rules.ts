import { planPeriodMonthsFromSkuId } from '../checkout/checkout-skus.rules.js';
import { membershipReportLimit } from '../limits/report-limits.rules.js';
import type { CatalogCoupon, CatalogMenu, CatalogOffer, CatalogSku, CatalogSkuKind } from '../membership-store.port.js';
import { OfferType, type OfferTypeId } from './membership-catalog.rules.js';
import { type OfferTermsNotes, offerTermsText } from './renewal-label.rules.js';

/**
 * The shapes the product catalog is written in (core/membership/catalog/product-catalog.rules.ts) and the rules
 * that turn it into the catalog the ports serve: an offer's terms are made from its prices and terms by
 * {@link offerTermsText}, and a SKU's "Number of Reports" comes from the report-limit rule, never typed twice.
 */

/** An offer as the catalog holds it: everything but its terms text, plus what its terms say besides prices. */
export interface CatalogOfferEntry extends Omit<CatalogOffer, 'termsStandard'> {
  readonly termsNotes: OfferTermsNotes;
}

/** A menu as the catalog holds it. */
export interface CatalogMenuEntry extends Omit<CatalogMenu, 'offers'> {
  readonly offers: readonly CatalogOfferEntry[];
}

/** The whole catalog: menus (offers and SKUs in their order) and coupons. */
export interface ProductCatalogEntries {
  readonly menus: readonly CatalogMenuEntry[];
  readonly coupons: readonly CatalogCoupon[];
}

/** One offer of the catalog as the ports serve it: its terms made by the renewal-label rules. */
const catalogOffer = (
  { termsNotes, ...offer }: CatalogOfferEntry,
  coupons: readonly CatalogCoupon[],
): CatalogOffer => ({
  ...offer,
  termsStandard: offerTermsText({
    skus: offer.skus,
    coupon: coupons.find((c) => c.id === offer.couponId) ?? null,
    notes: termsNotes,
  }),
});

/** The menus the ProductCatalog port serves, from the catalog's entries (the in-memory and the Pg catalog alike). */
export const catalogMenus = (catalog: ProductCatalogEntries): CatalogMenu[] =>
  catalog.menus.map(({ offers, ...menu }) => ({
    ...menu,
    offers: offers.map((o) => catalogOffer(o, catalog.coupons)),
  }));

/** A membership plan: what it is called, its offer type, and the price it renews at, every `termHours`. */
export interface CatalogPlan {
  readonly productDisplayName: string;
  readonly offerType: OfferTypeId;
  readonly priceCents: number;
  /** Null: no term (lifetime, free, one-off). */
  readonly termHours: number | null;
}

/** The entitlement names of 002 section 3 Product sku. */
const ENTITLEMENT = { reports: 'Number of Reports', comprehensive: 'Full Comprehensive Report' } as const;

/**
 * A SKU's entitlements (002 section 3): a membership SKU carries its "Number of Reports", the report limit of its
 * offer type and period (`membershipReportLimit`, 000 section 6: quarterly SKUs count 3 times; a plan with no
 * limit, the free Explorer, 0); a cancellation window and a one-off add-on (cross-sell) carry none; a SKU that
 * includes a comprehensive report also says "Full Comprehensive Report".
 */
const skuEntitlements = (sku: {
  id: string;
  kind: CatalogSkuKind;
  offerType: number;
  fullComprehensiveReport?: boolean;
}): CatalogSku['entitlements'] => {
  const comprehensive = sku.fullComprehensiveReport ? [{ name: ENTITLEMENT.comprehensive }] : [];
  if (sku.kind === 'cancellation') return [];
  if (sku.offerType === OfferType.crossSell) return comprehensive;
  const limit = membershipReportLimit({
    offerType: sku.offerType,
    planPeriodMonths: planPeriodMonthsFromSkuId(sku.id),
  });
  return [{ name: ENTITLEMENT.reports, value: limit ?? 0 }, ...comprehensive];
};

/** A SKU before it knows its offer: a plan sold as `kind`, at the plan's price and term unless it says otherwise. */
export interface SkuDraft {
  readonly id: string;
  readonly kind: CatalogSkuKind;
  readonly name: string;
  readonly plan: CatalogPlan;
  readonly priceCents?: number;
  readonly termHours?: number | null;
  readonly trialRenewalPriceCents?: number;
  readonly couponId?: string;
  readonly fullComprehensiveReport?: boolean;
}

/** An offer before it knows its menu; its SKUs are listed in their order. */
export interface OfferDraft {
  readonly id: string;
  readonly offerName: string;
  readonly offerType: OfferTypeId;
  readonly flag?: number;
  readonly offerJson?: Readonly<Record<string, unknown>>;
  readonly isAbandonment?: boolean;
  readonly isSpecial?: boolean;
  readonly isDefault?: boolean;
  readonly couponId?: string;
  readonly membershipKey: string | null;
  readonly termsNotes?: OfferTermsNotes;
  readonly skus: readonly SkuDraft[];
}

const skuEntry = (offer: OfferDraft, s: SkuDraft): CatalogSku => ({
  id: s.id,
  offerId: offer.id,
  kind: s.kind,
  name: s.name,
  productDisplayName: s.plan.productDisplayName,
  priceCents: s.priceCents ?? s.plan.priceCents,
  termHours: s.termHours === undefined ? s.plan.termHours : s.termHours,
  trialRenewalPriceCents: s.trialRenewalPriceCents ?? null,
  couponId: s.couponId ?? null,
  entitlements: skuEntitlements({
    id: s.id,
    kind: s.kind,
    offerType: offer.offerType,
    fullComprehensiveReport: s.fullComprehensiveReport ?? false,
  }),
  offerType: offer.offerType,
});

/** A menu of the catalog: its offers in their order (the order is their `sort`). */
export const catalogMenu = (
  menu: { id: string; name: string; displayName: string },
  offers: readonly OfferDraft[],
): CatalogMenuEntry => ({
  ...menu,
  offers: offers.map((o) => ({
    id: o.id,
    menuId: menu.id,
    offerName: o.offerName,
    offerType: o.offerType,
    flag: o.flag ?? 0,
    offerJson: o.offerJson ?? {},
    isAbandonment: o.isAbandonment ?? false,
    isSpecial: o.isSpecial ?? false,
    isDefault: o.isDefault ?? false,
    couponId: o.couponId ?? null,
    membershipKey: o.membershipKey,
    termsNotes: o.termsNotes ?? {},
    skus: o.skus.map((s) => skuEntry(o, s)),
  })),
});

/** A coupon's price: amount off, or percent off rounded to the cent. */
export const priceAfterCoupon = (
  priceCents: number,
  coupon: Pick<CatalogCoupon, 'percentOff' | 'amountOffCents'>,
): number =>
  coupon.amountOffCents !== null
    ? Math.max(0, priceCents - coupon.amountOffCents)
    : Math.round((priceCents * (100 - (coupon.percentOff ?? 0))) / 100);
