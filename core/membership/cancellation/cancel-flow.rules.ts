import { membershipKindsFromName, OfferType } from '../catalog/membership-catalog.rules.js';
import type { CatalogMenu, CatalogOffer, CatalogSku } from '../membership-store.port.js';
import { isRewardsMembership } from '../subscriptions/rewards-membership.rules.js';
import {
  type SubscriptionDisplayInput,
  type SubscriptionDisplayState,
  subscriptionDisplayState,
} from '../subscriptions/subscription-display.rules.js';
import type { CancelNotice, CancelPress, SubscriptionCancelView } from './subscription-cancel.schema.js';

/** What pressing Cancel on a membership does (Spec 000 §4 Cancel flow, before the modal). */
export type CancelAction =
  | { type: 'allAccessLifetimeUsage' }
  | { type: 'mobileNotice'; title: 'Manage Your Subscription' }
  | { type: 'openCancelModal'; reason: 'direct' | 'default' }
  | { type: 'retentionFlow' };

/** The facts the cancel decision reads. */
export interface CancelDecisionInput {
  isMobile: boolean;
  isPaymentPending: boolean;
  role: { name: string; offerType: number };
  /** The user is flagged for the exit-survey (retention) experiment. */
  exitSurveyFlag: boolean;
  /** The retention provider's monthly cap has been reached (check-cap capFlag). */
  monthlyCapReached: boolean;
}

const isEnterprise = (role: { name: string; offerType: number }): boolean =>
  membershipKindsFromName(role.name).enterprise ||
  (
    [
      OfferType.enterpriseLight,
      OfferType.enterprisePower,
      OfferType.enterprise500,
      OfferType.enterprise2500,
    ] as number[]
  ).includes(role.offerType);

/**
 * Spec 000 §4 Cancel flow (before the modal), in this order:
 * 1. All Access Lifetime (name "All Access Lifetime Membership" or offer type lifetime) shows monthly report
 *    usage and cannot cancel here.
 * 2. On mobile: a notice to use the mobile app ("Manage Your Subscription").
 * 3. Payment-pending, Rewards or enterprise subscriptions open the cancel modal directly.
 * 4. A user flagged for the exit-survey experiment whose monthly cap is not reached goes to the retention
 *    provider's flow (see {@link retentionRedirect} for its fallback).
 * 5. Otherwise the cancel modal.
 * Order chosen: the lifetime rule first, as a lifetime plan has no store subscription to manage.
 */
export const decideCancelAction = (input: CancelDecisionInput): CancelAction => {
  if (input.role.offerType === OfferType.lifetime || membershipKindsFromName(input.role.name).allAccessLifetime) {
    return { type: 'allAccessLifetimeUsage' };
  }
  if (input.isMobile) return { type: 'mobileNotice', title: 'Manage Your Subscription' };
  if (input.isPaymentPending || isRewardsMembership(input.role) || isEnterprise(input.role)) {
    return { type: 'openCancelModal', reason: 'direct' };
  }
  if (goesToRetentionFlow(input)) return { type: 'retentionFlow' };
  return { type: 'openCancelModal', reason: 'default' };
};

/**
 * Spec 000 §4 Cancel flow step 4: a member flagged for the exit-survey experiment whose monthly cap is not
 * reached goes to the retention provider's flow (once nothing before it applied).
 */
export const goesToRetentionFlow = (facts: { exitSurveyFlag: boolean; monthlyCapReached: boolean }): boolean =>
  facts.exitSurveyFlag && !facts.monthlyCapReached;

/**
 * Spec 000 §4: the retention flow is used only with a valid URL; "on failure or no valid URL the cancel
 * modal opens". A valid URL is an absolute https URL with a host and no whitespace, or a path on our own
 * site (one leading `/`, not `//`, no backslash or whitespace): the sandbox provider's flow is a page of
 * ours (docs/decisions/0082).
 */
export const retentionRedirect = (
  url: string | null | undefined,
): { type: 'redirect'; url: string } | { type: 'openCancelModal'; reason: 'retentionFallback' } =>
  typeof url === 'string' && (/^https:\/\/[^\s/?#]+(?:[/?#]\S*)?$/i.test(url) || /^\/(?![/\\])[^\s\\]*$/.test(url))
    ? { type: 'redirect', url }
    : { type: 'openCancelModal', reason: 'retentionFallback' };

/** Spec 000 §9: the retention-flow cookie lives 60 s. */
export const RETENTION_COOKIE_SECONDS = 60;

/**
 * Spec 000 §2: /dashboard/account with utm_source brightback-save or brightback-cancel marks a return from the
 * retention flow: `saved` (kept the membership) or `cancelled`; anything else is not a return (null).
 */
export const retentionReturnOutcome = (utmSource: string | null | undefined): 'saved' | 'cancelled' | null =>
  utmSource === 'brightback-save' ? 'saved' : utmSource === 'brightback-cancel' ? 'cancelled' : null;

/** A special cancellation offer product (Spec 000 §9: named products for Basic and Premium). */
export interface SpecialOfferProduct {
  priceCents: number;
}

/**
 * Spec 000 §9 savings percent = (renewal price - offer price) / renewal price, floored (as a whole percent).
 * Computed on integer cents: floor((renewal - offer) * 100 / renewal). No renewal price (<= 0) gives 0, and
 * an offer dearer than the renewal gives 0 (never negative).
 */
export const savingsPercent = (renewalPriceCents: number, offerPriceCents: number): number => {
  if (!(renewalPriceCents > 0) || !Number.isFinite(offerPriceCents)) return 0;
  return Math.max(0, Math.floor(((renewalPriceCents - offerPriceCents) * 100) / renewalPriceCents));
};

/**
 * Spec 000 §4: "The discount offer is shown only when a special-offer product exists for Basic or Premium and
 * the rounded saving is non-empty and differs from the exact saving."
 *
 * Reading chosen: the "rounded saving" is the savings percent as the offer shows it, floored to a whole
 * percent (000 §9 {@link savingsPercent}); the "exact saving" is the unrounded percent
 * (renewal - offer) / renewal * 100. "Non-empty" means the rounded figure is at least 1 %. "Differs" is taken
 * literally: an offer whose saving is an exact whole percent (e.g. $20.00 -> $10.00, exactly 50 %) is not
 * shown. The subscription must be Basic or Premium (offer type 3 or 4) with a special-offer product for it.
 */
export const isDiscountOfferShown = (input: {
  offerType: number;
  renewalPriceCents: number | null;
  specialOffer: SpecialOfferProduct | null | undefined;
}): boolean => {
  if (input.offerType !== OfferType.basic && input.offerType !== OfferType.premium) return false;
  if (!input.specialOffer || input.renewalPriceCents == null || input.renewalPriceCents <= 0) return false;
  const rounded = savingsPercent(input.renewalPriceCents, input.specialOffer.priceCents);
  const exactTimesRenewal = (input.renewalPriceCents - input.specialOffer.priceCents) * 100;
  // rounded !== exact  <=>  rounded * renewal !== (renewal - offer) * 100, exact in integers.
  return rounded >= 1 && rounded * input.renewalPriceCents !== exactTimesRenewal;
};

/**
 * The special cancellation offer that goes with a membership (Spec 000 §9: named products for Basic and
 * Premium): the Basic one for offer type basic, the Premium one for premium, none for any other.
 */
export const cancellationSpecialFor = <T>(
  offerType: number,
  specials: { basic?: T | null; premium?: T | null },
): T | null =>
  (offerType === OfferType.basic ? specials.basic : offerType === OfferType.premium ? specials.premium : null) ?? null;

/**
 * The cancel modal's context for one subscription (Spec 000 §4): payment pending, Rewards (offer type rewards
 * or a Rewards name) and whether the discount offer may be shown ({@link isDiscountOfferShown}), given the
 * special cancellation offers by offer type (000 §9: named products for Basic and Premium).
 */
export const cancelModalContextFor = (input: {
  isPaymentPending: boolean;
  role: { name: string; offerType: number; renewalPrice: number | null };
  specialOffers: { basic?: SpecialOfferProduct | null; premium?: SpecialOfferProduct | null };
}): { isPaymentPending: boolean; isRewards: boolean; discountOfferShown: boolean } => {
  const special = cancellationSpecialFor(input.role.offerType, input.specialOffers);
  return {
    isPaymentPending: input.isPaymentPending,
    isRewards: isRewardsMembership(input.role),
    discountOfferShown: isDiscountOfferShown({
      offerType: input.role.offerType,
      renewalPriceCents: input.role.renewalPrice,
      specialOffer: special,
    }),
  };
};

/** The subscription display states that show Cancel Membership (000 §4: renewing, paused, payment pending). */
const CANCELLABLE_DISPLAY_STATES: readonly SubscriptionDisplayState['state'][] = [
  'renewing',
  'paused',
  'paymentPending',
];

/** Spec 000 §4: the notices Cancel Membership shows instead of the modal (our texts; the title is the spec's). */
export const CANCEL_NOTICES = {
  /** On mobile: "a notice to use the mobile app ('Manage Your Subscription')". */
  mobile: {
    title: 'Manage Your Subscription',
    text: 'Your membership was bought in the mobile app. Manage Your Subscription in the app store.',
  },
  /** All Access Lifetime "shows monthly report usage and cannot cancel here". */
  allAccessLifetime: {
    title: 'Manage Your Subscription',
    text: 'All Access Lifetime has no renewal to cancel. See your monthly report usage on the Membership Usage page.',
  },
} as const satisfies Record<string, CancelNotice>;

/**
 * What pressing Cancel Membership does first (Spec 000 §4 Cancel flow, {@link decideCancelAction} before the
 * retention facts are known): a notice (All Access Lifetime, mobile), the cancel modal (payment-pending,
 * Rewards, enterprise), or ask the retention facts (everyone else; the cancel-press machine goes on).
 */
export const cancelPressOf = (input: {
  isMobile: boolean;
  isPaymentPending: boolean;
  role: { name: string; offerType: number };
}): CancelPress => {
  const action = decideCancelAction({ ...input, exitSurveyFlag: true, monthlyCapReached: false });
  switch (action.type) {
    case 'allAccessLifetimeUsage':
      return { type: 'notice', notice: CANCEL_NOTICES.allAccessLifetime };
    case 'mobileNotice':
      return { type: 'notice', notice: { ...CANCEL_NOTICES.mobile, title: action.title } };
    case 'retentionFlow':
      return { type: 'retentionCheck' };
    default:
      return { type: 'cancelModal' };
  }
};

/**
 * Cancel Membership on one subscription, as the membership view answers it (Spec 000 §4): whether it shows
 * (its display state is renewing, paused or payment pending), what pressing it does ({@link cancelPressOf})
 * and the cancel modal's context ({@link cancelModalContextFor}).
 */
export const subscriptionCancelView = (input: {
  subscription: SubscriptionDisplayInput & { role: { offerType: number; renewalPrice: number | null } };
  isMobile: boolean;
  specialOffers: { basic?: SpecialOfferProduct | null; premium?: SpecialOfferProduct | null };
}): SubscriptionCancelView => {
  const { subscription: sub } = input;
  return {
    shown: CANCELLABLE_DISPLAY_STATES.includes(subscriptionDisplayState(sub).state),
    press: cancelPressOf({ isMobile: input.isMobile, isPaymentPending: sub.isPaymentPending, role: sub.role }),
    modal: cancelModalContextFor({
      isPaymentPending: sub.isPaymentPending,
      role: sub.role,
      specialOffers: input.specialOffers,
    }),
  };
};

/**
 * The special cancellation offer of an offer type (Spec 000 §9: named products for Basic and Premium): the
 * special offer of that type in the cancellation-offers menu and its SKU, or null when the menu has none.
 */
export const cancellationSpecialOf = (
  menu: CatalogMenu | null | undefined,
  offerType: number,
): { menu: CatalogMenu; offer: CatalogOffer; sku: CatalogSku } | null => {
  const offer = menu?.offers.find((o) => o.offerType === offerType && o.isSpecial);
  const sku = offer?.skus[0];
  return menu && offer && sku ? { menu, offer, sku } : null;
};
