import { OfferType } from '../catalog/membership-catalog.rules.js';
import type { MembershipMenuName } from '../catalog/membership-menus.rules.js';
import { offerPriceLine } from '../catalog/offer-price.rules.js';
import { renewalLabel } from '../catalog/renewal-label.rules.js';
import { pickCheckoutSkus, planPeriodMonthsFromSkuId } from '../checkout/checkout-skus.rules.js';
import { membershipReportLimit } from '../limits/report-limits.rules.js';
import type { ProductOfferView, ProductSkuView } from '../subscriptions/product-offer-view.schema.js';
import { selectLifetimeOffer } from '../upgrades/upgrade-offers.rules.js';

/**
 * What each tier gives (000 section 1, 002 section 9 "Membership tier summary"): Explorer free (name
 * lookups, profile summary); ID+ and Connect+ (lookups, profiles, phone, property and e-mail reports); All
 * Access (premium contact, social, work and education). The report limits are not written here: they come
 * from `membershipReportLimit` (one home for each number).
 */
const TIER_FEATURES: Readonly<Record<number, readonly string[]>> = {
  [OfferType.unknown]: ['Lookups by name', 'Profile summaries'],
  [OfferType.idPlus]: ['Lookups and profiles', 'Phone, property and email reports'],
  [OfferType.connectPlus]: ['Lookups and profiles', 'Phone, property and email reports'],
  [OfferType.allAccess]: ['Premium contact information', 'Social, work and education records'],
  [OfferType.lifetime]: ['Premium contact information', 'Social, work and education records', 'Pay once, never renews'],
  [OfferType.enterprise500]: ['Lookups, profiles and every report type', 'For teams and businesses'],
  [OfferType.enterprise2500]: ['Lookups, profiles and every report type', 'For teams and businesses'],
};

/** One purchasable plan on /join: one buyable SKU of an offer, with everything the card shows. */
export interface JoinPlan {
  readonly key: string;
  readonly menuName: MembershipMenuName;
  readonly offerId: string;
  readonly skuId: string;
  readonly name: string;
  readonly offerType: number;
  readonly priceCents: number;
  /** "Free", "/mo", "/every 3 months", "one time". */
  readonly period: string;
  /** The report limit of the plan a month (x3 a quarter), null when the plan includes no reports. */
  readonly reportLimit: number | null;
  readonly reportLimitText: string;
  readonly priceLine: string;
  readonly features: readonly string[];
  readonly checkoutUrl: string;
}

const buyable = (s: ProductSkuView) => ['trial', 'standard', 'lifetime'].includes(s.skuName);

/** The report limit line of a plan: "Up to 100 reports a month", "Up to 300 reports every 3 months". */
export const reportLimitText = (limit: number | null, periodMonths: number | null): string => {
  if (limit === null || limit <= 0) return 'No reports included';
  const n = limit.toLocaleString('en-US');
  return periodMonths && periodMonths > 1
    ? `Up to ${n} reports every ${periodMonths} months`
    : `Up to ${n} reports a month`;
};

/** The plan of one buyable SKU of an offer of `menuName`. */
const planOf = (menuName: MembershipMenuName, offer: ProductOfferView, sku: ProductSkuView): JoinPlan => {
  const lifetime = sku.skuName === 'lifetime' || offer.offerType === OfferType.lifetime;
  const months = lifetime ? 1 : planPeriodMonthsFromSkuId(sku.id);
  const reportLimit = membershipReportLimit({
    offerType: sku.offerType,
    planPeriodMonths: months,
    isAllAccessLifetime: offer.offerType === OfferType.lifetime,
  });
  const picked = pickCheckoutSkus(
    offer.productSkus,
    (s) => s.skuName,
    (s) => s.id,
    sku.id,
  );
  const free = sku.price === 0;
  const q = Object.entries({ menu: menuName, offer: offer.id, sku: sku.id })
    .map(([k, v]) => `${k}=${encodeURIComponent(v)}`)
    .join('&');
  return {
    key: `${offer.id}:${sku.id}`,
    menuName,
    offerId: offer.id,
    skuId: sku.id,
    name: sku.skuName === 'standard' && offer.productSkus.filter(buyable).length > 1 ? sku.name : offer.offerName,
    offerType: sku.offerType,
    priceCents: sku.price,
    period: free ? 'Free' : lifetime ? 'one time' : renewalLabel(sku.termHours) || 'trial',
    reportLimit: free ? null : reportLimit,
    reportLimitText: free ? 'Name lookups and profile summaries only' : reportLimitText(reportLimit, months),
    priceLine: free
      ? 'Free. No card is charged and nothing renews.'
      : picked
        ? offerPriceLine(picked.buy, picked.renewal)
        : '',
    features: TIER_FEATURES[offer.offerType] ?? [],
    checkoutUrl: `/join/checkout?${q}`,
  };
};

/**
 * The plans /join sells (issue 18 part 5; 000 section 1 tiers): every buyable SKU of every offer of the
 * tiers menu (Explorer, ID+, the ID+ $1 trial, Connect+, All Access monthly and quarterly, Enterprise 500
 * and 2500), in catalog order, then the lifetime offer when the lifetime banner setting allows it (000
 * section 4: only with the setting on and not on a background report; one lifetime price point, the first
 * the catalog lists). Each plan's report limit comes from `membershipReportLimit`.
 */
export const joinPlans = (input: {
  tiers: { menuName: MembershipMenuName; offers: readonly ProductOfferView[] };
  lifetime: { menuName: MembershipMenuName; offers: readonly ProductOfferView[] } | null;
  lifetimeBannerSetting: boolean;
}): JoinPlan[] => {
  const plans: JoinPlan[] = [];
  for (const o of input.tiers.offers) {
    const skus = o.productSkus.filter(buyable);
    // A trial offer sells its trial (its renewal is what it becomes); a plan offer sells each of its terms.
    const sold = skus.some((s) => s.skuName === 'trial') ? skus.filter((s) => s.skuName === 'trial') : skus;
    for (const s of sold) plans.push(planOf(input.tiers.menuName, o, s));
  }
  const lifetime = input.lifetime
    ? selectLifetimeOffer(input.lifetime.offers, {
        lifetimeBannerSetting: input.lifetimeBannerSetting,
        isBackgroundReportPage: false,
      })
    : null;
  const lifetimeSku = lifetime?.productSkus.find(buyable);
  if (input.lifetime && lifetime && lifetimeSku) plans.push(planOf(input.lifetime.menuName, lifetime, lifetimeSku));
  return plans;
};

/**
 * The lifetime banner setting per page (002 section 2.5: "/dashboard/**: ... lifetime banner off"). Reading
 * chosen: on everywhere else (the join funnel shows it), off under /dashboard; the lifetime offer itself is
 * further limited by `isLifetimeOfferAllowed` (never on a background report).
 */
export const lifetimeBannerSettingFor = (path: string): boolean => !/^\/dashboard(\/|$)/.test(path);
