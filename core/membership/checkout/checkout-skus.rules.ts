import { formatCentsAsDollars } from '../../billing/money.rules.js';
import { MONTHLY_TERM_HOURS, OfferType } from '../catalog/membership-catalog.rules.js';

/** Spec 002 §4: "A trial sku has a term under 720 hours." Non-finite or missing terms are not trials. */
export const isTrialTerm = (termHours: number | null | undefined): boolean =>
  typeof termHours === 'number' && Number.isFinite(termHours) && termHours >= 0 && termHours < MONTHLY_TERM_HOURS;

/**
 * Spec 002 §4: "Cancellation and trial periods show in days (hours/24, rounded up)." 72 h -> 3, 73 h -> 4.
 * Missing, negative or non-finite hours give 0.
 */
export const periodDays = (termHours: number | null | undefined): number =>
  typeof termHours === 'number' && Number.isFinite(termHours) && termHours > 0 ? Math.ceil(termHours / 24) : 0;

/** Plan period codes and their months (Spec 002 §4: Monthly 1, Every-3-months 3, Every-6-months 6). */
const PLAN_PERIOD_MONTHS = { Monthly: 1, 'Every-3-months': 3, 'Every-6-months': 6 } as const;

/**
 * Spec 002 §3 / §4: a product SKU id ends in a period code (Monthly, Every-3-months, Every-6-months);
 * the plan period in months is 1, 3 or 6. Matching is case-insensitive on the end of the id; any other id
 * gives null.
 */
export const planPeriodMonthsFromSkuId = (skuId: string | number | null | undefined): 1 | 3 | 6 | null => {
  const id = String(skuId ?? '').toLowerCase();
  for (const [code, months] of Object.entries(PLAN_PERIOD_MONTHS)) {
    if (id.endsWith(code.toLowerCase())) return months;
  }
  return null;
};

/** How a checkout SKU is used (Spec 002 §4: renewal, cancellation, trial). */
export type CheckoutSkuKind = 'renewal' | 'cancellation' | 'trial';

/** The result of checking a checkout's SKUs: a value to log, never a throw. */
export interface CheckoutSkuDiagnostic {
  level: 'ok' | 'warning' | 'critical';
  counts: Record<CheckoutSkuKind, number>;
  message: string | null;
}

/**
 * Spec 002 §4 / §5: "Checkout expects exactly one renewal, one cancellation and one trial sku; otherwise a
 * critical (more than one renewal or cancellation) or warning log." So: more than one renewal or more than
 * one cancellation -> critical; any other deviation (none of a kind, or several trials) -> warning.
 */
export const checkCheckoutSkus = (skus: readonly { kind: CheckoutSkuKind }[]): CheckoutSkuDiagnostic => {
  const counts: Record<CheckoutSkuKind, number> = { renewal: 0, cancellation: 0, trial: 0 };
  for (const s of skus) counts[s.kind] += 1;
  const summary = `renewal ${counts.renewal}, cancellation ${counts.cancellation}, trial ${counts.trial}`;
  if (counts.renewal > 1 || counts.cancellation > 1) {
    return {
      level: 'critical',
      counts,
      message: `Checkout expects one renewal, cancellation and trial sku; got ${summary}`,
    };
  }
  if (counts.renewal !== 1 || counts.cancellation !== 1 || counts.trial !== 1) {
    return {
      level: 'warning',
      counts,
      message: `Checkout expects one renewal, cancellation and trial sku; got ${summary}`,
    };
  }
  return { level: 'ok', counts, message: null };
};

/** Spec 002 §9: the number-of-reports entitlement default. */
const DEFAULT_NUMBER_OF_REPORTS = 250;
/** Spec 002 §9: the premium monthly plan's number of reports. */
const PREMIUM_MONTHLY_NUMBER_OF_REPORTS = 100;

/**
 * Spec 002 §9: "Number-of-reports entitlement: 100 for the premium monthly plan, else the entitlement value;
 * null for the full comprehensive report; default 250." Entitlement names are those of 002 §3
 * ("Number of Reports", "Full Comprehensive Report"), matched case-insensitively.
 * Order chosen: premium (offer type 4) with a Monthly SKU id -> 100; else a "Full Comprehensive Report"
 * entitlement -> null (unlimited / not counted); else a numeric "Number of Reports" value; else 250.
 */
export const numberOfReportsEntitlement = (sku: {
  id: string | number;
  offerType: number;
  entitlements?: readonly { name: string; value?: string | number | null }[] | null;
}): number | null => {
  if (sku.offerType === OfferType.premium && planPeriodMonthsFromSkuId(sku.id) === 1) {
    return PREMIUM_MONTHLY_NUMBER_OF_REPORTS;
  }
  const ents = sku.entitlements ?? [];
  const named = (n: string) => ents.find((e) => e.name.trim().toLowerCase() === n);
  if (named('full comprehensive report')) return null;
  const raw = named('number of reports')?.value;
  const value = typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : Number.NaN;
  return Number.isInteger(value) && value >= 0 ? value : DEFAULT_NUMBER_OF_REPORTS;
};

/**
 * Spec 000 §9: "Cancellation fee: a one-time amount from the membership's cancellationPrice." Our wording:
 * "A one-time cancellation fee of $X applies." Null when there is no fee (null or 0).
 */
export const cancellationFeeText = (cancellationPriceCents: number | null | undefined): string | null =>
  cancellationPriceCents != null && cancellationPriceCents > 0
    ? `A one-time cancellation fee of ${formatCentsAsDollars(cancellationPriceCents)} applies.`
    : null;

/**
 * The SKUs a checkout of an offer sells (002 section 7 checkout): the chosen one when the buyer chose a
 * buyable SKU (trial, standard or lifetime), else the trial, else the first buyable one; it renews at the
 * offer's renewal SKU, or at itself, and a lifetime plan never renews. Null when nothing is buyable (or the
 * chosen SKU is not). Generic over the SKU's shape, so the server (catalog SKUs, `kind`) and the checkout
 * page (the wire's `skuName`) pick the same SKUs.
 */
export const pickCheckoutSkus = <S>(
  skus: readonly S[],
  kindOf: (s: S) => string,
  idOf: (s: S) => string,
  chosenSkuId?: string | null,
): { buy: S; renewal: S | null } | null => {
  const buyable = skus.filter((s) => ['trial', 'standard', 'lifetime'].includes(kindOf(s)));
  const buy = chosenSkuId
    ? buyable.find((s) => idOf(s) === chosenSkuId)
    : (buyable.find((s) => kindOf(s) === 'trial') ?? buyable[0]);
  if (!buy) return null;
  if (kindOf(buy) === 'lifetime') return { buy, renewal: null };
  return { buy, renewal: skus.find((s) => kindOf(s) === 'renewal') ?? buy };
};
