import type { ProductOfferView } from '../subscriptions/product-offer-view.schema.js';
import { planReportLimit } from '../subscriptions/subscription.rules.js';

/**
 * A SKU a plan change can buy (POST subscription/update, 000 section 4): never a cancellation discount or
 * a trial, which only a cancel modal or a checkout sells.
 */
export const isPlanChangeSkuKind = (kind: string): boolean => kind !== 'cancellation' && kind !== 'trial';

/**
 * An upgrade product as the upgrade modal offers it (001 section 3 "Upgrade product": id,
 * productDisplayName, price, reportLimit, name, couponId, terms). Price in cents; `reportLimit` per month
 * (null when the plan has none).
 */
export interface UpgradeProduct {
  productMenuId: string;
  productOfferId: string;
  productSkuId: string;
  name: string;
  productDisplayName: string;
  price: number;
  termHours: number | null;
  couponId: string | null;
  reportLimit: number | null;
  terms: string;
}

/**
 * The products of the dashboard upgrade menu (001 section 4 "Upgrade modal flow: choose product"): one per
 * offer, its first SKU a plan change can buy, with the plan's report limit ("Quarterly products count 3
 * times the report limit", 001 section 9, by `planReportLimit`). Offers without such a SKU are left out;
 * an empty list means the contact-care modal (001 section 4).
 */
export const upgradeProducts = (menuId: string, offers: readonly ProductOfferView[]): UpgradeProduct[] =>
  offers.flatMap((offer) => {
    const sku = offer.productSkus.find((s) => isPlanChangeSkuKind(s.skuName));
    if (!sku) return [];
    return [
      {
        productMenuId: menuId,
        productOfferId: offer.id,
        productSkuId: sku.id,
        name: offer.offerName,
        productDisplayName: sku.productDisplayName,
        price: sku.price,
        termHours: sku.termHours,
        couponId: sku.couponId,
        reportLimit: planReportLimit({ id: sku.id, offerType: sku.offerType }),
        terms: sku.terms || offer.terms.standard,
      },
    ];
  });

/** The Thank you modal's line (001 section 9): "Enjoy up to {reportLimit} reports each month." */
export const upgradeThankYouLine = (reportLimit: number): string => `Enjoy up to ${reportLimit} reports each month.`;
