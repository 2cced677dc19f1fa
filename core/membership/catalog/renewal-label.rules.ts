import { formatCentsAsDollars } from '../../billing/money.rules.js';
import { periodDays } from '../checkout/checkout-skus.rules.js';
import { formatMembershipDate } from '../subscriptions/subscription-display.rules.js';
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

/** Spec 002 §4: "periods show in days (hours/24, rounded up)": 72 h -> "3 days", 24 h -> "1 day". */
const daysPhrase = (termHours: number | null | undefined): string => {
  const days = periodDays(termHours);
  return `${days} ${days === 1 ? 'day' : 'days'}`;
};

/**
 * How often a price renews, as a sentence says it (the words of {@link renewalLabel}): 720 h -> "per month",
 * 2160 h -> "every 3 months"; a term under a month renews "every N days".
 */
export const renewalPeriodPhrase = (termHours: number | null | undefined): string => {
  const label = renewalLabel(termHours);
  if (label === '/mo') return 'per month';
  if (label !== '') return label.slice(1);
  return `every ${daysPhrase(termHours)}`;
};

/** The plan a sentence names: "Premium Membership" as it is, a name without "Membership" as "Enterprise 500 plan". */
const planPhrase = (productDisplayName: string): string =>
  /\bMembership$/.test(productDisplayName) ? productDisplayName : `${productDisplayName} plan`;

const CANCEL_ONLINE = 'Cancel online any time from Your Account.';

/**
 * What an offer's terms say besides its prices and terms (all optional): what a free plan includes ("Name
 * lookups and profile summaries"), what a one-off purchase is for ("a PDF copy of this report, e-mailed to
 * your account address"), and that it does not use the membership's monthly reports.
 */
export interface OfferTermsNotes {
  readonly includes?: string;
  readonly purchaseOf?: string;
  readonly outsideMonthlyReports?: boolean;
}

/** The parts of an offer its terms are made of: the SKUs in their order, its coupon, its notes. */
export interface OfferTermsInput {
  readonly skus: readonly {
    readonly kind: string;
    readonly productDisplayName: string;
    readonly priceCents: number;
    readonly termHours: number | null;
  }[];
  readonly coupon: { readonly percentOff: number | null; readonly amountOffCents: number | null } | null;
  readonly notes: OfferTermsNotes;
}

/** The price a coupon was taken off: $2.95 after $2.00 off was $4.95; after 50 % off, twice the price. */
const priceBeforeCoupon = (priceCents: number, coupon: OfferTermsInput['coupon']): number | null => {
  if (coupon?.amountOffCents) return priceCents + coupon.amountOffCents;
  if (coupon?.percentOff && coupon.percentOff < 100) return Math.round((priceCents * 100) / (100 - coupon.percentOff));
  return null;
};

/**
 * An offer's standard terms (000 section 5, 002 section 3 Offer terms.standard; fair billing: the renewal price
 * stands beside every price, docs/decisions/0031), made from its SKUs' prices and terms, never typed per offer:
 * - a trial (a trial SKU): "You will be charged $1.00 today for 3 days of access. Unless you cancel before the 3
 *   days end, your Premium Membership renews automatically at $4.95 per month until you cancel." + cancel online;
 * - a renewing plan (its first SKU has a term): "You will be charged $12.95 today for 3 months of access. Your
 *   Premium Membership renews automatically at $12.95 every 3 months until you cancel." + cancel online (a
 *   monthly plan leaves out "for 1 month of access"; a plan whose name does not say Membership is a "plan");
 * - a new renewal price for a membership held (only renewal SKUs, e.g. the cancel modal's discounts): "Your
 *   Premium Membership continues at $2.95 per month instead of $4.95, starting at your next renewal, until you
 *   cancel." + cancel online (the price before its coupon is the "instead of" price);
 * - a free plan (price 0, no term): "Free. Name lookups and profile summaries. No card needed, nothing renews.";
 * - a one-off (lifetime, add-ons): "You will be charged $29.95 once. There is no renewal.", with what it is for
 *   when the notes say, and "the price shown" when its SKUs have several prices.
 */
export const offerTermsText = ({ skus, coupon, notes }: OfferTermsInput): string => {
  const first = skus[0];
  if (!first) return '';
  const trial = skus.find((s) => s.kind === 'trial');
  if (trial) {
    const renewal = skus.find((s) => s.kind === 'renewal') ?? trial;
    const days = daysPhrase(trial.termHours);
    const end = periodDays(trial.termHours) === 1 ? 'ends' : 'end';
    return (
      `You will be charged ${formatCentsAsDollars(trial.priceCents)} today for ${days} of access. ` +
      `Unless you cancel before the ${days} ${end}, your ${planPhrase(renewal.productDisplayName)} renews ` +
      `automatically at ${formatCentsAsDollars(renewal.priceCents)} ${renewalPeriodPhrase(renewal.termHours)} ` +
      `until you cancel. ${CANCEL_ONLINE}`
    );
  }
  if (skus.every((s) => s.kind === 'renewal')) {
    const before = priceBeforeCoupon(first.priceCents, coupon);
    const instead = before === null ? '' : ` instead of ${formatCentsAsDollars(before)}`;
    return (
      `Your ${planPhrase(first.productDisplayName)} continues at ${formatCentsAsDollars(first.priceCents)} ` +
      `${renewalPeriodPhrase(first.termHours)}${instead}, starting at your next renewal, until you cancel. ${CANCEL_ONLINE}`
    );
  }
  if (first.termHours !== null && first.kind !== 'lifetime') {
    const months = renewalFrequencyMonths(first.termHours);
    const access = months > 1 ? ` for ${months} months of access` : '';
    const price = formatCentsAsDollars(first.priceCents);
    return (
      `You will be charged ${price} today${access}. Your ${planPhrase(first.productDisplayName)} renews ` +
      `automatically at ${price} ${renewalPeriodPhrase(first.termHours)} until you cancel. ${CANCEL_ONLINE}`
    );
  }
  if (skus.every((s) => s.priceCents === 0)) {
    return `Free. ${notes.includes ? `${notes.includes}. ` : ''}No card needed, nothing renews.`;
  }
  const onePrice = skus.every((s) => s.priceCents === first.priceCents);
  const price = onePrice ? formatCentsAsDollars(first.priceCents) : 'the price shown';
  const purpose = notes.purchaseOf ? ` for ${notes.purchaseOf}` : '';
  const reports = notes.outsideMonthlyReports ? ", and it does not use your membership's monthly reports" : '';
  return `You will be charged ${price} once${purpose}. There is no renewal${reports}.`;
};

/**
 * The terms of re-activating a cancelled membership that still has paid time (000 section 5 confirm upgrade,
 * docs/decisions/0031: nothing is charged today, it renews again at the period end): "Your Premium Membership
 * renews automatically on Mar 5, 2026 at $4.95/mo until you cancel." + cancel online.
 */
export const reactivationTermsText = (membership: {
  readonly name: string;
  readonly renewsOn: Date | string | null;
  readonly renewalPriceCents: number | null;
  readonly renewalTermHours: number | null;
}): string =>
  `Your ${membership.name} renews automatically on ${formatMembershipDate(membership.renewsOn)} at ` +
  `${renewalPriceLabel(membership.renewalPriceCents ?? 0, membership.renewalTermHours)} until you cancel. ${CANCEL_ONLINE}`;
