import { formatCentsAsDollars } from '../billing/money.rules.js';
import { periodDays } from './checkout-skus.rules.js';
import { MONTHLY_TERM_HOURS } from './membership-catalog.rules.js';

/**
 * The renewal label of a membership price, in one place (000 section 9 renewal label): "$29.95/mo",
 * "$79.95/every 3 months". The UI, receipts and the offer lines call these; none of them puts "/mo"
 * after a price by hand.
 */

/**
 * Spec 002 §4: "renewal frequency in months is days/30", with days = hours/24 rounded up ({@link periodDays}).
 * Reading chosen: months are rounded to the nearest whole month (000 §9 "rounded"): 720 h -> 1,
 * 2160 h -> 3, 730 h -> 1. Missing or non-positive terms give 0.
 */
export const renewalFrequencyMonths = (termHours: number | null | undefined): number =>
  Math.round(periodDays(termHours) / 30);

/**
 * Spec 000 §9 / 002 §9 renewal (frequency) label: "/mo" or "/every N months"; under 1 month nothing.
 * The spec has two readings (N = hours/24/30 "rounded" vs "rounded up"). Reading chosen:
 * - a term under 720 hours (under one month, i.e. a trial) shows nothing ("");
 * - otherwise N = round(ceil(hours/24) / 30) ({@link renewalFrequencyMonths}); N = 1 shows "/mo",
 *   N >= 2 shows "/every N months".
 * Rounding to nearest (not up) keeps calendar-length months (730 h, 744 h) at "/mo", where rounding up would
 * show "/every 2 months" for a monthly plan. Total: never throws; any number (NaN, Infinity, negatives, terms whose
 * month count is beyond a safe integer) or null gives a string ("" for the nonsensical ones).
 */
export const renewalLabel = (termHours: number | null | undefined): string => {
  if (typeof termHours !== 'number' || !Number.isFinite(termHours) || termHours < MONTHLY_TERM_HOURS) return '';
  const months = renewalFrequencyMonths(termHours);
  if (!Number.isSafeInteger(months)) return ''; // absurd terms (beyond 2^53 months) are not a plan
  return months <= 1 ? '/mo' : `/every ${months} months`;
};

/**
 * A price with its renewal label (Spec 000 §9 renewal label; money in cents, docs/decisions/0001):
 * 2995 + 720 h -> "$29.95/mo"; 7995 + 2160 h -> "$79.95/every 3 months"; a trial term shows the price alone.
 */
export const renewalPriceLabel = (priceCents: number, termHours: number | null | undefined): string =>
  `${formatCentsAsDollars(priceCents)}${renewalLabel(termHours)}`;
