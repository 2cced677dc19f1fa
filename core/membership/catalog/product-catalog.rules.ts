import type { CatalogCoupon } from '../membership-store.port.js';
import { COMPREHENSIVE_REPORT_OFFER_SKUS } from '../offers/comprehensive-report-offers.rules.js';
import {
  type CatalogPlan,
  catalogMenu,
  catalogMenus,
  type OfferDraft,
  type ProductCatalogEntries,
  priceAfterCoupon,
} from './catalog-entries.rules.js';
import { DOLLAR_TRIAL, MONTHLY_TERM_HOURS, OFFER_FLAG_BITS, OfferType } from './membership-catalog.rules.js';
import { ADD_ON_MENU_ID, MEMBERSHIP_MENUS, REPORT_PDF_PRODUCT } from './membership-menus.rules.js';
import { renewalPriceLabel } from './renewal-label.rules.js';

/**
 * The product catalog, in one place (000 sections 1, 3, 9; 001 section 9; 002 sections 3, 4, 9;
 * docs/decisions/0031 and 0077): every menu, offer, SKU and coupon with its price, term and report limit. The
 * database's catalog tables are written from it after the migrations (adapters/postgres/catalog-seed.ts) and
 * the in-memory catalog serves it; nothing else states a price. Offer terms are not written here: the
 * renewal-label rules make them from the prices and terms (`offerTermsText`). Prices other than the spec's
 * ($1 trial, $4.95/mo, lifetime at $29.95, $49.95, $69.95, the comprehensive-report offers) are ours.
 */

/** Spec 000 section 9: the $1 trial's access, 3 days. */
const TRIAL_TERM_HOURS = DOLLAR_TRIAL.accessDays * 24;
/** A plan billed every 3 months (SKU ids ending in Every-3-months). */
const QUARTERLY_TERM_HOURS = 3 * MONTHLY_TERM_HOURS;

const monthly = (productDisplayName: string, offerType: CatalogPlan['offerType'], priceCents: number): CatalogPlan => ({
  productDisplayName,
  offerType,
  priceCents,
  termHours: MONTHLY_TERM_HOURS,
});
const noTerm = (productDisplayName: string, offerType: CatalogPlan['offerType'], priceCents: number): CatalogPlan => ({
  productDisplayName,
  offerType,
  priceCents,
  termHours: null,
});

/** The plans and their prices: each price is stated once, here. */
const CATALOG_PLANS = {
  /** Spec 000 section 9: "then $4.95 a month". */
  premium: monthly('Premium Membership', OfferType.premium, DOLLAR_TRIAL.renewalPriceCents),
  premiumQuarterly: { ...monthly('Premium Membership', OfferType.premium, 1295), termHours: QUARTERLY_TERM_HOURS },
  basic: monthly('Basic Membership', OfferType.basic, 395),
  rewards: monthly('Rewards Membership', OfferType.rewards, 995),
  idPlus: monthly('ID+ Membership', OfferType.idPlus, 995),
  connectPlus: monthly('Connect+ Membership', OfferType.connectPlus, 1995),
  allAccess: monthly('All Access Membership', OfferType.allAccess, 2995),
  allAccessQuarterly: {
    ...monthly('All Access Membership', OfferType.allAccess, 7995),
    termHours: QUARTERLY_TERM_HOURS,
  },
  enterprise500: monthly('Enterprise 500', OfferType.enterprise500, 24900),
  enterprise2500: monthly('Enterprise 2500', OfferType.enterprise2500, 99900),
  explorer: noTerm('Explorer', OfferType.unknown, 0),
  /** Spec 002 section 9: lifetime offers at 29.95, 49.95 and 69.95. */
  lifetime2995: noTerm('All Access Lifetime Membership', OfferType.lifetime, 2995),
  lifetime4995: noTerm('All Access Lifetime Membership', OfferType.lifetime, 4995),
  lifetime6995: noTerm('All Access Lifetime Membership', OfferType.lifetime, 6995),
  /** Spec 001 section 9: the report PDF add-on. */
  reportPdf: noTerm('Report PDF', OfferType.crossSell, 295),
  /** Spec 002 section 9: the comprehensive-report special offers, their figures read as cents (docs/decisions/0083). */
  comprehensiveReportRewards: noTerm('Comprehensive Report', OfferType.crossSell, 100),
  comprehensiveReportAllAccess: noTerm('Comprehensive Report', OfferType.crossSell, 195),
  comprehensiveReportMember: noTerm('Comprehensive Report', OfferType.crossSell, 395),
} as const satisfies Record<string, CatalogPlan>;
const P = CATALOG_PLANS;

/** The abandonment offer's coupon (002 section 2.5): half the trial's price. */
const couponJoin: CatalogCoupon = {
  id: 'coupon-50off',
  code: '50off',
  description: '50% off the trial (limited time special offer)',
  percentOff: 50,
  amountOffCents: null,
};
/** The cancel modal's discounts (000 section 9): $2 off the renewal (offer flag discount2Dollars). */
const stayCoupon = (id: string, code: string, plan: CatalogPlan): CatalogCoupon => {
  const coupon = { id, code, percentOff: null, amountOffCents: 200 };
  const price = renewalPriceLabel(priceAfterCoupon(plan.priceCents, coupon), plan.termHours);
  return { ...coupon, description: `Special offer: ${plan.productDisplayName} for ${price}` };
};
const couponStayPremium = stayCoupon('coupon-cancel-premium', 'stay-premium', P.premium);
const couponStayBasic = stayCoupon('coupon-cancel-basic', 'stay-basic', P.basic);

/**
 * A trial offer (002 section 4): the $1 trial of `plan` (less the coupon, when it has one), its renewal at the
 * plan's price, and the free cancellation window as long as the trial.
 */
const trialOffer = (o: {
  id: string;
  offerName: string;
  plan: CatalogPlan;
  trialName: string;
  skuIds: readonly [trial: string, renewal: string, cancellation: string];
  membershipKey: string;
  offerJson?: Readonly<Record<string, unknown>>;
  isDefault?: boolean;
  isAbandonment?: boolean;
  isSpecial?: boolean;
  coupon?: CatalogCoupon;
  fullComprehensiveReport?: boolean;
}): OfferDraft => {
  const [trialId, renewalId, cancellationId] = o.skuIds;
  return {
    id: o.id,
    offerName: o.offerName,
    offerType: o.plan.offerType,
    membershipKey: o.membershipKey,
    ...(o.offerJson ? { offerJson: o.offerJson } : {}),
    ...(o.isDefault ? { isDefault: true } : {}),
    ...(o.isAbandonment ? { isAbandonment: true } : {}),
    ...(o.isSpecial ? { isSpecial: true } : {}),
    ...(o.coupon ? { couponId: o.coupon.id } : {}),
    skus: [
      {
        id: trialId,
        kind: 'trial',
        name: o.trialName,
        plan: o.plan,
        priceCents: o.coupon ? priceAfterCoupon(DOLLAR_TRIAL.priceCents, o.coupon) : DOLLAR_TRIAL.priceCents,
        termHours: TRIAL_TERM_HOURS,
        trialRenewalPriceCents: o.plan.priceCents,
        ...(o.coupon ? { couponId: o.coupon.id } : {}),
        ...(o.fullComprehensiveReport ? { fullComprehensiveReport: true } : {}),
      },
      { id: renewalId, kind: 'renewal', name: o.plan.productDisplayName, plan: o.plan },
      {
        id: cancellationId,
        kind: 'cancellation',
        name: 'Free cancellation',
        plan: o.plan,
        priceCents: 0,
        termHours: TRIAL_TERM_HOURS,
      },
    ],
  };
};

/** The premium $1 trial as the people, dating, phone, property and comprehensive menus sell it. */
const premiumTrial = (id: string, skuPrefix: string, extra: Partial<Parameters<typeof trialOffer>[0]> = {}) =>
  trialOffer({
    id,
    offerName: '3-Day Trial',
    plan: P.premium,
    trialName: 'Premium Membership 3-Day Trial',
    skuIds: [`${skuPrefix}-3-day-trial-Monthly`, `${skuPrefix}-renewal-Monthly`, `${skuPrefix}-cancellation-Monthly`],
    membershipKey: 'try-for-$1',
    offerJson: { offerNameSubText: 'Premium Membership 3-Day Trial' },
    isDefault: true,
    ...extra,
  });
const BEST_VALUE = { offerNameSubText: 'Premium Membership 3-Day Trial', bestValue: true } as const;

/** The basic trial ("Standard Membership Trial") of the people and dating menus. */
const basicTrial = (id: string, skuPrefix: string) =>
  trialOffer({
    id,
    offerName: 'Standard Membership Trial',
    plan: P.basic,
    trialName: 'Standard Membership Trial',
    skuIds: [`${skuPrefix}-3-day-trial-Monthly`, `${skuPrefix}-renewal-Monthly`, `${skuPrefix}-cancellation-Monthly`],
    membershipKey: 'basic',
    offerJson: { offerNameSubText: 'Standard Membership Trial' },
  });

/** A plan bought at its own price, renewing at it (a `standard` SKU), as the only SKU of its offer. */
const planOffer = (
  id: string,
  offerName: string,
  plan: CatalogPlan,
  skuId: string,
  membershipKey: string,
  extra: Partial<OfferDraft> = {},
): OfferDraft => ({
  id,
  offerName,
  offerType: plan.offerType,
  membershipKey,
  skus: [{ id: skuId, kind: 'standard', name: offerName, plan }],
  ...extra,
});

/** A lifetime offer (000 section 9, 002 section 9 lifetime offer flags): paid once, never renews. */
const lifetimeOffer = (id: string, plan: CatalogPlan, skuId: string, flag: number, isDefault = false): OfferDraft => ({
  id,
  offerName: plan.productDisplayName,
  offerType: plan.offerType,
  flag,
  isDefault,
  membershipKey: 'all-access-lifetime',
  skus: [{ id: skuId, kind: 'lifetime', name: plan.productDisplayName, plan }],
});

/** A cancel-modal discount (000 section 9): the plan renews at its price less the coupon. */
const stayOffer = (
  id: string,
  plan: CatalogPlan,
  skuId: string,
  coupon: CatalogCoupon,
  isDefault = false,
): OfferDraft => ({
  id,
  offerName: `Special Offer ${plan.productDisplayName}`,
  offerType: plan.offerType,
  flag: OFFER_FLAG_BITS.discount2Dollars,
  isSpecial: true,
  isDefault,
  couponId: coupon.id,
  membershipKey: plan.offerType === OfferType.basic ? 'basic' : 'premium',
  skus: [
    {
      id: skuId,
      kind: 'renewal',
      name: `Special Offer ${plan.productDisplayName}`,
      plan,
      priceCents: priceAfterCoupon(plan.priceCents, coupon),
      couponId: coupon.id,
    },
  ],
});

const COMPREHENSIVE_REPORT_SKU = { plan: P.comprehensiveReportMember, fullComprehensiveReport: true } as const;

/** The catalog's entries: menus in id order, offers and SKUs in their order. */
export const PRODUCT_CATALOG_ENTRIES: ProductCatalogEntries = {
  coupons: [couponJoin, couponStayPremium, couponStayBasic],
  menus: [
    catalogMenu(
      { id: 'menu-cancel-offers', name: MEMBERSHIP_MENUS.cancelOffers, displayName: 'Cancellation special offers' },
      [
        stayOffer('offer-cancel-premium', P.premium, 'cancel-offer-premium-Monthly', couponStayPremium, true),
        stayOffer('offer-cancel-basic', P.basic, 'cancel-offer-basic-Monthly', couponStayBasic),
      ],
    ),
    catalogMenu(
      {
        id: 'menu-comprehensive',
        name: MEMBERSHIP_MENUS.comprehensiveReport,
        displayName: 'Comprehensive report membership',
      },
      [premiumTrial('offer-comprehensive-premium', 'comprehensive-premium', { fullComprehensiveReport: true })],
    ),
    catalogMenu({ id: 'menu-dating', name: MEMBERSHIP_MENUS.dating, displayName: 'Dating safety membership' }, [
      premiumTrial('offer-dating-premium', 'dating-premium', {
        offerName: 'Premium Membership 3-Day Trial',
        offerJson: BEST_VALUE,
      }),
      basicTrial('offer-dating-standard', 'dating-basic'),
    ]),
    catalogMenu({ id: 'menu-lifetime', name: MEMBERSHIP_MENUS.lifetime, displayName: 'Lifetime memberships' }, [
      lifetimeOffer('offer-lifetime-2995', P.lifetime2995, 'lifetime-2995-Monthly', OFFER_FLAG_BITS.lifetime2995, true),
      lifetimeOffer('offer-lifetime-4995', P.lifetime4995, 'lifetime-4995-Monthly', OFFER_FLAG_BITS.lifetime4995),
      lifetimeOffer('offer-lifetime-6995', P.lifetime6995, 'lifetime-6995-Monthly', OFFER_FLAG_BITS.lifetime6995),
    ]),
    catalogMenu({ id: 'menu-people', name: MEMBERSHIP_MENUS.people, displayName: 'People search membership' }, [
      premiumTrial('offer-premium-trial', 'premium', { offerJson: BEST_VALUE }),
      basicTrial('offer-standard-trial', 'basic'),
      // The abandonment offer (002 section 2.5): the trial at the 50off coupon's price.
      trialOffer({
        id: 'offer-premium-trial-50off',
        offerName: '3-Day Trial - Special Offer',
        plan: P.premium,
        trialName: 'Premium Membership 3-Day Trial',
        skuIds: [
          'premium-3-day-trial-50off-Monthly',
          'premium-50off-renewal-Monthly',
          'premium-50off-cancellation-Monthly',
        ],
        membershipKey: 'try-for-$1',
        offerJson: { offerNameSubText: 'Premium Membership 3-Day Trial', previousPrice: DOLLAR_TRIAL.priceCents },
        isAbandonment: true,
        isSpecial: true,
        coupon: couponJoin,
      }),
      planOffer(
        'offer-premium-quarterly',
        'Premium Membership - 3 Months',
        P.premiumQuarterly,
        'premium-quarterly-Every-3-months',
        'premium',
        // The strike-through price: three months at the monthly price.
        {
          offerJson: {
            offerNameSubText: 'Premium Membership, billed every 3 months',
            previousPrice: 3 * P.premium.priceCents,
          },
        },
      ),
    ]),
    catalogMenu({ id: 'menu-phone', name: MEMBERSHIP_MENUS.searchPhone, displayName: 'Reverse phone membership' }, [
      premiumTrial('offer-phone-premium', 'phone-premium', { offerJson: BEST_VALUE }),
    ]),
    catalogMenu(
      { id: 'menu-property', name: MEMBERSHIP_MENUS.propertyReport, displayName: 'Property report membership' },
      [premiumTrial('offer-property-premium', 'property-premium')],
    ),
    catalogMenu({ id: ADD_ON_MENU_ID, name: 'report-add-ons', displayName: 'Report add-ons' }, [
      {
        id: REPORT_PDF_PRODUCT.productOfferId,
        offerName: 'Report PDF',
        offerType: OfferType.crossSell,
        isDefault: true,
        membershipKey: null,
        termsNotes: { purchaseOf: 'a PDF copy of this report, e-mailed to your account address' },
        skus: [{ id: REPORT_PDF_PRODUCT.productSkuId, kind: 'standard', name: 'Report PDF', plan: P.reportPdf }],
      },
      {
        id: 'offer-comprehensive-report-special',
        offerName: 'Comprehensive report special offers',
        offerType: OfferType.crossSell,
        isSpecial: true,
        membershipKey: null,
        termsNotes: { purchaseOf: 'this comprehensive report', outsideMonthlyReports: true },
        skus: [
          {
            ...COMPREHENSIVE_REPORT_SKU,
            id: COMPREHENSIVE_REPORT_OFFER_SKUS.rewards,
            kind: 'standard',
            name: 'Comprehensive Report (Rewards)',
            plan: P.comprehensiveReportRewards,
          },
          {
            ...COMPREHENSIVE_REPORT_SKU,
            id: COMPREHENSIVE_REPORT_OFFER_SKUS.allAccess,
            kind: 'standard',
            name: 'Comprehensive Report (All Access)',
            plan: P.comprehensiveReportAllAccess,
          },
          {
            ...COMPREHENSIVE_REPORT_SKU,
            id: COMPREHENSIVE_REPORT_OFFER_SKUS.member,
            kind: 'standard',
            name: 'Comprehensive Report',
          },
        ],
      },
    ]),
    catalogMenu({ id: 'menu-tiers', name: MEMBERSHIP_MENUS.tiers, displayName: 'Membership tiers' }, [
      {
        id: 'offer-explorer',
        offerName: 'Explorer',
        offerType: P.explorer.offerType,
        membershipKey: 'explorer',
        offerJson: { offerNameSubText: 'Explorer (free)' },
        termsNotes: { includes: 'Name lookups and profile summaries' },
        skus: [{ id: 'explorer-free-Monthly', kind: 'lifetime', name: 'Explorer', plan: P.explorer }],
      },
      planOffer('offer-id-plus', 'ID+ Membership', P.idPlus, 'id-plus-Monthly', 'id+'),
      trialOffer({
        id: 'offer-id-plus-1',
        offerName: 'ID+ Membership $1 Trial',
        plan: P.idPlus,
        trialName: 'ID+ Membership $1 Trial',
        skuIds: ['id-plus-1-trial-Monthly', 'id-plus-1-renewal-Monthly', 'id-plus-1-cancellation-Monthly'],
        membershipKey: 'id+-$1',
        offerJson: { offerNameSubText: 'Try ID+ for $1' },
        isDefault: true,
      }),
      planOffer('offer-connect-plus', 'Connect+ Membership', P.connectPlus, 'connect-plus-Monthly', 'connect+'),
      {
        id: 'offer-all-access',
        offerName: 'All Access Membership',
        offerType: P.allAccess.offerType,
        membershipKey: 'all-access',
        skus: [
          { id: 'all-access-Monthly', kind: 'standard', name: 'All Access Membership', plan: P.allAccess },
          {
            id: 'all-access-Every-3-months',
            kind: 'standard',
            name: 'All Access Membership - 3 Months',
            plan: P.allAccessQuarterly,
          },
        ],
      },
      planOffer('offer-enterprise-500', 'Enterprise 500', P.enterprise500, 'enterprise-500-Monthly', 'enterprise-500'),
      planOffer(
        'offer-enterprise-2500',
        'Enterprise 2500',
        P.enterprise2500,
        'enterprise-2500-Monthly',
        'enterprise-2500',
      ),
    ]),
    catalogMenu({ id: 'menu-upgrades', name: MEMBERSHIP_MENUS.upgrades, displayName: 'Dashboard upgrades' }, [
      planOffer('offer-upgrade-premium', 'Premium Membership', P.premium, 'upgrade-premium-Monthly', 'premium', {
        isDefault: true,
      }),
      planOffer('offer-upgrade-basic', 'Basic Membership', P.basic, 'upgrade-basic-Monthly', 'basic'),
      planOffer(
        'offer-upgrade-all-access',
        'All Access Membership',
        P.allAccess,
        'upgrade-all-access-Monthly',
        'all-access',
      ),
      planOffer('offer-upgrade-rewards', 'Rewards Membership', P.rewards, 'upgrade-rewards-Monthly', 'rewards'),
    ]),
  ],
};

/** The catalog as the ProductCatalog port serves it (terms made by the renewal-label rules). */
export const PRODUCT_CATALOG = {
  menus: catalogMenus(PRODUCT_CATALOG_ENTRIES),
  coupons: PRODUCT_CATALOG_ENTRIES.coupons,
};
