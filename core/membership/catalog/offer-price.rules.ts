import { formatCentsAsDollars } from '../../billing/money.rules.js';
import { savingsPercent } from '../cancellation/cancel-flow.rules.js';
import { periodDays } from '../checkout/checkout-skus.rules.js';
import { MONTHLY_TERM_HOURS } from './membership-catalog.rules.js';
import { renewalFrequencyMonths, renewalPriceLabel } from './renewal-label.rules.js';

/** The SKU fields the price line reads (002 section 3 Product sku; price in cents). */
export interface PricedSku {
  price: number;
  termHours: number | null;
  trialRenewalPrice?: number | null;
  skuName?: string;
}

/** "3 days", "1 month", "3 months" from a term in hours (002 section 4: days = hours/24 rounded up). */
export const accessPeriodText = (termHours: number | null | undefined): string => {
  if (termHours == null || termHours <= 0) return '';
  if (termHours < MONTHLY_TERM_HOURS) {
    const d = periodDays(termHours);
    return `${d} day${d === 1 ? '' : 's'}`;
  }
  const m = Math.max(1, renewalFrequencyMonths(termHours));
  return `${m} month${m === 1 ? '' : 's'}`;
};

/** The sentence every cancel link and receipt shares. */
const CANCEL_ANY_TIME = 'Cancel online any time.';

/**
 * The price line shown right beside every trial and offer (our fair-billing rule; 000 section 9 "$1 trial
 * gives 3 days of access, then $4.95 a month, cancel any time"): what is paid today, for how long, and what
 * it renews at. Examples: "$1.00 today for 3 days of access, then $4.95/mo. Cancel online any time.";
 * "$12.95 today for 3 months of access, then $12.95/every 3 months. Cancel online any time.";
 * lifetime (no term, no renewal): "$29.95 once. No renewal."
 */
export const offerPriceLine = (buy: PricedSku, renewal: PricedSku | null): string => {
  const today = formatCentsAsDollars(buy.price);
  if (buy.termHours == null || buy.skuName === 'lifetime' || renewal === null) return `${today} once. No renewal.`;
  const renewalCents = buy.trialRenewalPrice ?? renewal.price;
  const renewalTerm = renewal.termHours ?? MONTHLY_TERM_HOURS;
  return `${today} today for ${accessPeriodText(buy.termHours)} of access, then ${renewalPriceLabel(renewalCents, renewalTerm)}. ${CANCEL_ANY_TIME}`;
};

/**
 * Savings shown on an offer (002 section 2.5 "savings display"; 000 section 9 savings percent, floored):
 * against a previous price when the offer has one, else against the monthly price over the same months.
 * Null when there is no saving.
 */
export const offerSavingsPercent = (input: {
  priceCents: number;
  termHours: number | null;
  previousPriceCents?: number | null;
  monthlyPriceCents?: number | null;
}): number | null => {
  const reference =
    input.previousPriceCents ??
    (input.monthlyPriceCents && input.termHours && input.termHours >= MONTHLY_TERM_HOURS
      ? input.monthlyPriceCents * Math.max(1, renewalFrequencyMonths(input.termHours))
      : null);
  if (!reference) return null;
  const pct = savingsPercent(reference, input.priceCents);
  return pct > 0 ? pct : null;
};
