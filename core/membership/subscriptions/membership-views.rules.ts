import { CardBrand, type CardBrandName, formatCardExpiry, hasUsableCard } from '../../billing/card.rules.js';
import type { WalletCardRecord } from '../../billing/wallet.port.js';
import type { SubscriptionCancelView } from '../cancellation/subscription-cancel.schema.js';
import type { CatalogMenu, CatalogOffer, CatalogSku, SubscriptionRecord } from '../membership-store.port.js';
import { isPlanChangeSkuKind } from '../upgrades/upgrade-products.rules.js';
import type { ProductOfferView, ProductSkuView } from './product-offer-view.schema.js';
import { hasMembershipAccess } from './subscription.rules.js';

export const productSkuView = (sku: CatalogSku, offer: CatalogOffer): ProductSkuView => ({
  id: sku.id,
  name: sku.name,
  productDisplayName: sku.productDisplayName,
  price: sku.priceCents,
  termHours: sku.termHours,
  trialRenewalPrice: sku.trialRenewalPriceCents,
  couponId: sku.couponId,
  terms: offer.termsStandard,
  entitlements: sku.entitlements.map((e) => ({ ...e })),
  offerType: sku.offerType,
  skuName: sku.kind,
});

export const productOfferView = (offer: CatalogOffer): ProductOfferView => ({
  id: offer.id,
  offerName: offer.offerName,
  offerType: offer.offerType,
  flag: offer.flag,
  offerJson: { ...offer.offerJson },
  terms: { standard: offer.termsStandard },
  productSkus: offer.skus.map((s) => productSkuView(s, offer)),
  requiredSkus: offer.skus.filter((s) => s.kind !== 'cancellation').map((s) => s.id),
  appliedCoupons: offer.couponId ? [offer.couponId] : [],
  abandonmentOffer: offer.isAbandonment,
  specialOffer: offer.isSpecial,
  membershipKey: offer.membershipKey,
});

/**
 * GET products/skus reply (002 section 7: success, menuName, offerId, productSkus, offer), for one offer of
 * a menu, plus every offer of the menu (`offers`) for pages that show several.
 */
export const menuSkusView = (menu: CatalogMenu, offer: CatalogOffer) => ({
  menuId: menu.id,
  menuName: menu.name,
  offerId: offer.id,
  productSkus: offer.skus.map((s) => productSkuView(s, offer)),
  offer: productOfferView(offer),
  offers: menu.offers.map(productOfferView),
});

/** 000 section 3 Subscription on the wire; dates ISO-8601, money in cents. */
export interface SubscriptionView {
  id: string;
  subscriptionId: string;
  isPaymentPending: boolean;
  role: {
    id: number;
    name: string;
    offerType: number;
    isActive: boolean;
    willRenew: boolean;
    expirationDate: string | null;
    renewalPrice: number | null;
    renewalTermHours: number | null;
    cancellationPrice: number | null;
    isPaused: boolean;
    pauseDate: string | null;
    resumeDate: string | null;
    backgroundReportCount: number;
    backgroundReportLimit: number | null;
    backgroundSearchCount: number;
    hasReachedBackgroundReportLimit: boolean;
    orderFlags: number;
  };
  isTrial: boolean;
}

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

export const subscriptionView = (s: SubscriptionRecord, used: number, now: Date): SubscriptionView => ({
  id: s.id,
  subscriptionId: s.id,
  isPaymentPending: s.isPaymentPending,
  role: {
    id: s.roleId,
    name: s.name,
    offerType: s.offerType,
    isActive: s.status === 'paused' || hasMembershipAccess(s, now) || s.isPaymentPending,
    willRenew: s.willRenew,
    expirationDate: iso(s.expirationDate),
    renewalPrice: s.renewalPriceCents,
    renewalTermHours: s.renewalTermHours,
    cancellationPrice: s.cancellationPriceCents,
    isPaused: s.status === 'paused',
    pauseDate: iso(s.pauseDate),
    resumeDate: iso(s.resumeDate),
    backgroundReportCount: used,
    backgroundReportLimit: s.reportLimit,
    backgroundSearchCount: 0,
    hasReachedBackgroundReportLimit: s.reportLimit !== null && used >= s.reportLimit,
    orderFlags: s.orderFlags,
  },
  isTrial: s.isTrial,
});

/** 002 section 3 Wallet card on the wire: the masked number only; `expired` per 000 section 3. */
export const walletCardView = (c: WalletCardRecord, now: Date) => ({
  walletId: c.userId,
  creditCardId: c.id,
  cardType: CardBrand[(c.brand as CardBrandName) in CardBrand ? (c.brand as CardBrandName) : 'unknown'],
  brand: c.brand,
  creditCardNo: `•••• ${c.last4}`,
  last4: c.last4,
  expirationMonth: c.expMonth,
  expirationYear: c.expYear,
  expiration: formatCardExpiry(c.expMonth, c.expYear),
  first: c.firstName,
  last: c.lastName,
  firstName: c.firstName,
  lastName: c.lastName,
  addressLine: c.addressLine,
  city: c.city,
  state: c.state,
  zip: c.zip,
  isDefaultCard: c.isDefault,
  expired: !hasUsableCard(c, now),
});
export type WalletCardView = ReturnType<typeof walletCardView>;

/** 000 section 3 Membership offer on the wire. */
export interface MembershipOfferView {
  name: string;
  productDisplayName: string;
  offerType: number;
  flag: number;
  isDashboardUpgrade: boolean;
  productOfferId: string;
  productSkuId: string;
  productMenuId: string;
  couponId: string | null;
}

/**
 * A subscription of the membership view: the subscription on the wire and what Cancel Membership does on it
 * (000 section 4, `subscriptionCancelView`), so the browser follows the server's decision.
 */
export type MembershipSubscriptionView = SubscriptionView & { cancel: SubscriptionCancelView };

/** The membership part of GET /dashboard/api/user (000 section 3 User.membership, isPaused, isCancelled). */
export interface MembershipSummary {
  membership: {
    subscriptions: MembershipSubscriptionView[];
    activeRoleId: number | null;
    membershipOffers: MembershipOfferView[];
  };
  isPaused: boolean;
  isCancelled: boolean;
}

/** An offer of a menu as a membership offer: its first SKU that is neither a cancellation nor a trial. */
export const membershipOfferViews = (
  menuId: string,
  offer: CatalogOffer,
  isDashboardUpgrade: boolean,
): MembershipOfferView[] =>
  offer.skus
    .filter((s) => isPlanChangeSkuKind(s.kind))
    .slice(0, 1)
    .map((s) => ({
      name: offer.offerName,
      productDisplayName: s.productDisplayName,
      offerType: offer.offerType,
      flag: offer.flag,
      isDashboardUpgrade,
      productOfferId: offer.id,
      productSkuId: s.id,
      productMenuId: menuId,
      couponId: offer.couponId,
    }));
