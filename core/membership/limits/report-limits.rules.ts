import { formatCentsAsDollars } from '../../billing/money.rules.js';
import { type OfferTypeName, offerTypeName } from '../catalog/membership-catalog.rules.js';

/**
 * Membership report limits (Spec 000 §6, 001 §9, 002 §9): rewards 1000, basic 150, premium 100,
 * enterpriseLight 1000, enterprisePower 5000, enterprise500 500, enterprise2500 2500, connectPlus 1000,
 * idPlus 1000, allAccess 100.
 */
export const MEMBERSHIP_REPORT_LIMITS: Readonly<Partial<Record<OfferTypeName, number>>> = {
  rewards: 1000,
  basic: 150,
  premium: 100,
  enterpriseLight: 1000,
  enterprisePower: 5000,
  enterprise500: 500,
  enterprise2500: 2500,
  connectPlus: 1000,
  idPlus: 1000,
  allAccess: 100,
};

/** Spec 000 §6 / 002 §9: All Access Lifetime default monthly background report limit (as displayed in usage). */
export const ALL_ACCESS_LIFETIME_MONTHLY_REPORT_LIMIT = 10;
/** Spec 000 §6 / 001 §9: quarterly products count 3 times the report limit. */
const QUARTERLY_REPORT_LIMIT_MULTIPLIER = 3;

/**
 * The report limit of a membership (Spec 000 §6, 001 §9, 002 §9).
 * - All Access Lifetime (the special name, or offer type lifetime 13) has the default monthly limit 10.
 * - Otherwise the limit of the offer type from {@link MEMBERSHIP_REPORT_LIMITS}; types without a limit
 *   (unknown, crossSell, pdfAllAccessPass) give null.
 * - Quarterly products (plan period 3 months, see `planPeriodMonthsFromSkuId`) count 3 times the limit.
 *   Reading chosen: only the 3-month period multiplies; 6-month plans keep the plain limit (the spec names
 *   quarterly products only).
 */
export const membershipReportLimit = (input: {
  offerType: number;
  planPeriodMonths?: number | null;
  isAllAccessLifetime?: boolean;
}): number | null => {
  const name = offerTypeName(input.offerType);
  if (input.isAllAccessLifetime || name === 'lifetime') return ALL_ACCESS_LIFETIME_MONTHLY_REPORT_LIMIT;
  const base = MEMBERSHIP_REPORT_LIMITS[name];
  if (base === undefined) return null;
  return input.planPeriodMonths === 3 ? base * QUARTERLY_REPORT_LIMIT_MULTIPLIER : base;
};

/** The usage figures of the Membership Usage page and gauge (Spec 000 §2 usage, §9 "Usage gauge shows percent"). */
export interface ReportUsage {
  used: number;
  limit: number;
  /** limit - used, never negative. */
  remaining: number;
  /** Whole percent of the limit used for the gauge, 0..100 (floored; 100 once the limit is reached). */
  percent: number;
  /** True once used >= limit (the role's hasReachedBackgroundReportLimit). */
  reachedLimit: boolean;
}

const count = (n: number): number => (Number.isFinite(n) && n > 0 ? Math.floor(n) : 0);

/**
 * Usage figures from the reports used and the limit (Spec 000 §3 backgroundReportCount /
 * backgroundReportLimit, §9 usage gauge). Negative, fractional or non-finite inputs are read as whole
 * non-negative counts (floored, at least 0). Remaining = max(0, limit - used). Percent = floor(used/limit*100)
 * capped at 100; a limit of 0 shows 100 % (nothing can be used).
 */
export const reportUsage = (usedRaw: number, limitRaw: number): ReportUsage => {
  const used = count(usedRaw);
  const limit = count(limitRaw);
  const percent = limit === 0 ? 100 : Math.min(100, Math.floor((used * 100) / limit));
  return { used, limit, remaining: Math.max(0, limit - used), percent, reachedLimit: used >= limit };
};

/** The all-access monthly-limit message (Spec 000 §6, 002 §6). */
export interface AllAccessLimitMessage {
  title: string;
  body: string;
  unlock: { label: string; priceCents: number | null };
  partnerLink: { label: string; url: string };
}

/**
 * Spec 000 §6 / 002 §6: "Users reaching the monthly all-access limit get a message with an additional-cost
 * unlock option and a link to a partner service." The spec gives no text; ours is below. The unlock price
 * (cents) is the comprehensive-report special offer of the member's plan (docs/decisions/0083) when the
 * catalog sells one; the plan's name says whose limit it is (All Access counts premium reports); the
 * partner's name and URL are configuration.
 */
export const allAccessLimitMessage = (input: {
  limit: number;
  unlockPriceCents?: number | null;
  /** The membership's name ("All Access Membership", "Premium Membership"); unset: All Access. */
  planName?: string | null;
  partner: { name: string; url: string };
}): AllAccessLimitMessage => {
  const plan = input.planName?.trim() || 'All Access membership';
  const premium = /\ball\s+access\b/i.test(plan) ? 'premium ' : '';
  const price = input.unlockPriceCents == null ? '' : ` of ${formatCentsAsDollars(input.unlockPriceCents)}`;
  return {
    title: 'You have reached your monthly report limit',
    body:
      `Your ${plan} includes up to ${input.limit} ${premium}reports each month, and you have used ` +
      `them all. You can unlock this report now for an additional cost${price}, or visit ${input.partner.name} for more searches.`,
    unlock: { label: 'Unlock This Report', priceCents: input.unlockPriceCents ?? null },
    partnerLink: { label: `Continue to ${input.partner.name}`, url: input.partner.url },
  };
};
