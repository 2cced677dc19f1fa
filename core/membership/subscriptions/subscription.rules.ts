import { err, ok, type Result } from 'neverthrow';
import { addHours, addMs, msBetween, startOfUtcMonth } from '../../shared/date.rules.js';
import { type ConflictError, conflict } from '../../shared/errors.js';
import { MONTHLY_TERM_HOURS, OfferType } from '../catalog/membership-catalog.rules.js';
import { pickCheckoutSkus, planPeriodMonthsFromSkuId } from '../checkout/checkout-skus.rules.js';
import { membershipReportLimit } from '../limits/report-limits.rules.js';
import type { CatalogOffer, CatalogSku, SubscriptionRecord } from '../membership-store.port.js';

/** A failed renewal is retried daily; after this many failures the membership expires. */
export const RENEWAL_MAX_ATTEMPTS = 4;
/** Hours between renewal retries of a payment-pending membership. */
const RENEWAL_RETRY_HOURS = 24;
/** Default pause length when none is given (days). */
export const DEFAULT_PAUSE_DAYS = 30;

export const SUBSCRIPTION_ALREADY_CANCELLED = 'This membership is already cancelled.';
export const SUBSCRIPTION_NOT_PAUSED = 'This membership is not paused.';
export const SUBSCRIPTION_NOT_ACTIVE = 'This membership is not active.';
export const SUBSCRIPTION_DISCOUNT_NOT_ALLOWED = 'This offer is not available for this membership.';

/**
 * The SKUs a checkout uses from an offer (002 section 4: one trial, one renewal, one cancellation SKU):
 * the one bought now (the chosen SKU, else the trial, else the first standard or lifetime SKU) and the one
 * it renews into (the offer's renewal SKU, else the bought SKU itself; none for lifetime).
 */
export const checkoutSkusOf = (
  offer: CatalogOffer,
  chosenSkuId?: string | null,
): { buy: CatalogSku; renewal: CatalogSku | null } | null =>
  pickCheckoutSkus(
    offer.skus,
    (s) => s.kind,
    (s) => s.id,
    chosenSkuId,
  );

/**
 * The report limit of a plan (000 section 6): by offer type, three times for quarterly plans (the plan
 * period comes from the SKU id's period code), 10 a month for lifetime.
 */
export const planReportLimit = (sku: Pick<CatalogSku, 'id' | 'offerType'>): number | null =>
  membershipReportLimit({ offerType: sku.offerType, planPeriodMonths: planPeriodMonthsFromSkuId(sku.id) });

/** The membership name of a plan: the renewal SKU's product name ("Premium Membership"). */
const planName = (buy: CatalogSku, renewal: CatalogSku | null): string => (renewal ?? buy).productDisplayName;

/**
 * A new subscription bought at checkout (docs/decisions/0031). A trial gives access for the trial term, then renews at
 * the renewal SKU's price and term; a plan bought at its own price runs its term and renews at the same
 * price; lifetime never expires and never renews. The renewal job looks at it when the term ends.
 */
export const startSubscription = (input: {
  id: string;
  userId: string;
  offer: CatalogOffer;
  buy: CatalogSku;
  renewal: CatalogSku | null;
  cardId: string | null;
  checkoutKey: string | null;
  now: Date;
}): SubscriptionRecord => {
  const { buy, renewal, now } = input;
  const lifetime = buy.kind === 'lifetime' || renewal === null;
  const expirationDate = lifetime ? null : addHours(now, buy.termHours ?? MONTHLY_TERM_HOURS);
  const plan = renewal ?? buy;
  return {
    id: input.id,
    roleId: 0,
    userId: input.userId,
    name: planName(buy, renewal),
    offerType: plan.offerType,
    menuId: input.offer.menuId,
    offerId: input.offer.id,
    skuId: buy.id,
    renewalSkuId: renewal?.id ?? null,
    status: 'active',
    willRenew: !lifetime,
    isPaymentPending: false,
    isTrial: buy.kind === 'trial',
    periodStart: now,
    expirationDate,
    renewalPriceCents: lifetime ? null : (buy.trialRenewalPriceCents ?? plan.priceCents),
    renewalTermHours: lifetime ? null : (plan.termHours ?? MONTHLY_TERM_HOURS),
    cancellationPriceCents: 0,
    reportLimit: planReportLimit(plan),
    orderFlags: 0,
    pauseDate: null,
    resumeDate: null,
    cardId: input.cardId,
    renewalAttempts: 0,
    nextAttemptAt: expirationDate,
    checkoutKey: input.checkoutKey,
    createdAt: now,
    updatedAt: now,
    cancelledAt: null,
    version: 1,
  };
};

/** True while the member has access: active, not payment pending, and inside the paid period (or lifetime). */
export const hasMembershipAccess = (s: SubscriptionRecord, now: Date): boolean =>
  s.status === 'active' && !s.isPaymentPending && (s.expirationDate === null || s.expirationDate > now);

/**
 * A renewal paid: the next period starts at the end of the last one (no gap, even when the job runs late);
 * after a failed renewal (payment pending, no access meanwhile) it starts when the payment succeeds.
 * The trial, if any, is over.
 */
export const renewed = (s: SubscriptionRecord, now: Date): SubscriptionRecord => {
  const from = s.isPaymentPending || !s.expirationDate ? now : s.expirationDate;
  const expirationDate = addHours(from, s.renewalTermHours ?? MONTHLY_TERM_HOURS);
  return {
    ...s,
    skuId: s.renewalSkuId ?? s.skuId,
    isTrial: false,
    isPaymentPending: false,
    status: 'active',
    periodStart: from,
    expirationDate,
    renewalAttempts: 0,
    nextAttemptAt: expirationDate,
    updatedAt: now,
  };
};

/**
 * A renewal declined: the membership becomes payment pending ("Membership Expired", 000 section 4) and is
 * retried daily, or at once after a card update; after {@link RENEWAL_MAX_ATTEMPTS} failures it expires.
 */
export const renewalFailed = (s: SubscriptionRecord, now: Date): SubscriptionRecord => {
  const attempts = s.renewalAttempts + 1;
  if (attempts >= RENEWAL_MAX_ATTEMPTS) {
    return {
      ...s,
      status: 'expired',
      willRenew: false,
      isPaymentPending: false,
      renewalAttempts: attempts,
      nextAttemptAt: null,
      updatedAt: now,
    };
  }
  return {
    ...s,
    isPaymentPending: true,
    renewalAttempts: attempts,
    nextAttemptAt: addHours(now, RENEWAL_RETRY_HOURS),
    updatedAt: now,
  };
};

/** A membership that does not renew reached its end. */
export const expiredAtTermEnd = (s: SubscriptionRecord, now: Date): SubscriptionRecord => ({
  ...s,
  status: 'expired',
  nextAttemptAt: null,
  updatedAt: now,
});

/**
 * Cancel (000 section 4 cancel flow). An active membership stops renewing and keeps its access until the
 * end of the paid period ("Expires on {date}"). A payment-pending or paused membership ends now (nothing was
 * paid for the time ahead). Cancelling twice is a conflict.
 */
export const cancelSubscription = (s: SubscriptionRecord, now: Date): Result<SubscriptionRecord, ConflictError> => {
  if (s.status === 'expired' || (!s.willRenew && s.cancelledAt !== null)) {
    return err(conflict(SUBSCRIPTION_ALREADY_CANCELLED));
  }
  const endsNow = s.isPaymentPending || s.status === 'paused';
  return ok({
    ...s,
    willRenew: false,
    cancelledAt: now,
    isPaymentPending: false,
    status: endsNow ? 'expired' : s.status,
    expirationDate: endsNow ? now : s.expirationDate,
    nextAttemptAt: endsNow ? null : s.expirationDate,
    pauseDate: endsNow ? null : s.pauseDate,
    resumeDate: endsNow ? null : s.resumeDate,
    updatedAt: now,
  });
};

/** Pause an active, renewing membership until `resumeDate`; the paid time left is kept for later. */
export const pauseSubscription = (
  s: SubscriptionRecord,
  now: Date,
  resumeDate: Date,
): Result<SubscriptionRecord, ConflictError> => {
  if (s.status !== 'active' || s.isPaymentPending || !s.willRenew || s.expirationDate === null) {
    return err(conflict(SUBSCRIPTION_NOT_ACTIVE));
  }
  return ok({ ...s, status: 'paused', pauseDate: now, resumeDate, nextAttemptAt: resumeDate, updatedAt: now });
};

/**
 * Resume (000 section 4 Resume): a paused membership is active again; the paid period is moved on by the
 * time spent paused, so no paid day is lost.
 */
export const resumeSubscription = (s: SubscriptionRecord, now: Date): Result<SubscriptionRecord, ConflictError> => {
  if (s.status !== 'paused' || s.pauseDate === null) return err(conflict(SUBSCRIPTION_NOT_PAUSED));
  const pausedMs = Math.max(0, msBetween(s.pauseDate, now));
  const expirationDate = s.expirationDate ? addMs(s.expirationDate, pausedMs) : null;
  return ok({
    ...s,
    status: 'active',
    pauseDate: null,
    resumeDate: null,
    expirationDate,
    nextAttemptAt: s.willRenew ? expirationDate : null,
    updatedAt: now,
  });
};

/**
 * The cancellation discount (000 section 4 discountOffer -> discountApplied): a renewing Basic or Premium
 * membership keeps renewing, at the special offer's price from the next renewal on.
 */
export const applyDiscountOffer = (
  s: SubscriptionRecord,
  special: CatalogSku,
  now: Date,
): Result<SubscriptionRecord, ConflictError> => {
  const eligible =
    (s.offerType === OfferType.basic || s.offerType === OfferType.premium) &&
    special.offerType === s.offerType &&
    s.status === 'active' &&
    !s.isPaymentPending;
  if (!eligible) return err(conflict(SUBSCRIPTION_DISCOUNT_NOT_ALLOWED));
  return ok({
    ...s,
    willRenew: true,
    cancelledAt: null,
    renewalSkuId: special.id,
    renewalPriceCents: special.priceCents,
    renewalTermHours: special.termHours ?? MONTHLY_TERM_HOURS,
    nextAttemptAt: s.expirationDate,
    updatedAt: now,
  });
};

/**
 * Re-activate a cancelled membership that still has paid time left (000 section 4 "Re-activate my
 * Membership"): it renews again at its renewal price when the paid period ends; nothing is charged now, as
 * the member already paid for the time until then. Null when this does not apply (then a re-activation is
 * a new purchase, see {@link changePlan}).
 */
export const reactivateWithinPeriod = (s: SubscriptionRecord, now: Date): SubscriptionRecord | null =>
  s.status === 'active' && !s.isPaymentPending && !s.willRenew && s.expirationDate !== null && s.expirationDate > now
    ? { ...s, willRenew: true, cancelledAt: null, nextAttemptAt: s.expirationDate, updatedAt: now }
    : null;

/**
 * Upgrade or re-activate (000 section 4 confirm-upgrade modal): the new plan is paid now and starts now,
 * renewing at its price; the report limit follows the new plan.
 */
export const changePlan = (
  s: SubscriptionRecord,
  offer: CatalogOffer,
  sku: CatalogSku,
  cardId: string | null,
  now: Date,
): SubscriptionRecord => {
  const expirationDate = addHours(now, sku.termHours ?? MONTHLY_TERM_HOURS);
  return {
    ...s,
    name: sku.productDisplayName,
    offerType: sku.offerType,
    menuId: offer.menuId,
    offerId: offer.id,
    skuId: sku.id,
    renewalSkuId: sku.id,
    status: 'active',
    willRenew: true,
    isPaymentPending: false,
    isTrial: false,
    periodStart: now,
    expirationDate,
    renewalPriceCents: sku.priceCents,
    renewalTermHours: sku.termHours ?? MONTHLY_TERM_HOURS,
    reportLimit: planReportLimit(sku),
    pauseDate: null,
    resumeDate: null,
    cardId: cardId ?? s.cardId,
    renewalAttempts: 0,
    nextAttemptAt: expirationDate,
    cancelledAt: null,
    updatedAt: now,
  };
};

/**
 * Start of the report-usage window (000 section 6 monthly limits): the billing period; for lifetime
 * memberships (no period) the current calendar month (UTC).
 */
export const usagePeriodStart = (s: SubscriptionRecord, now: Date): Date =>
  s.expirationDate === null ? startOfUtcMonth(now) : s.periodStart;

/** The active subscription: the newest one with access (else the newest paused or payment-pending one). */
export const activeSubscriptionOf = (subs: readonly SubscriptionRecord[], now: Date): SubscriptionRecord | null =>
  subs.find((s) => hasMembershipAccess(s, now)) ??
  subs.find((s) => s.status === 'paused' || s.isPaymentPending) ??
  null;
