import { DEFAULT_TIME_ZONE } from '../../shared/date.rules.js';

/** Spec 000 §9: the default timezone for membership dates. */
const MEMBERSHIP_TIME_ZONE = DEFAULT_TIME_ZONE;

const shortDate = new Intl.DateTimeFormat('en-US', {
  timeZone: MEMBERSHIP_TIME_ZONE,
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});

/**
 * Spec 000 §9: "Default timezone America/Los_Angeles. Short date format: MMM D, YYYY" — e.g. "Mar 5, 2026".
 * Accepts a Date or an ISO-8601 string; null/undefined or an unparseable value gives null.
 */
export const formatMembershipDate = (value: Date | string | null | undefined): string | null => {
  if (value == null) return null;
  const ms = typeof value === 'string' ? Date.parse(value) : value.getTime();
  if (Number.isNaN(ms)) return null;
  const parts = shortDate.formatToParts(ms);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('month')} ${get('day')}, ${get('year')}`;
};

/** The subscription display states of Spec 000 §4. */
export type SubscriptionDisplayState =
  | { state: 'explorer'; label: 'Free' }
  | { state: 'paymentPending'; label: 'Membership Expired'; detail: string }
  | { state: 'paused'; label: 'Paused'; detail: string | null; actions: readonly ['Resume Membership', 'Cancel'] }
  | { state: 'renewing'; label: string }
  | { state: 'expiring'; label: string }
  | { state: 'expired'; label: string };

/** The subscription fields the display state needs (Spec 000 §3 Subscription). */
export interface SubscriptionDisplayInput {
  isPaymentPending: boolean;
  role: {
    name: string;
    isActive: boolean;
    willRenew: boolean;
    isPaused: boolean;
    expirationDate: string | null;
    resumeDate: string | null;
  };
}

/** Spec 000 §4 payment pending detail (the product "failed to renew or renews next day"). */
const PAYMENT_PENDING_DETAIL =
  'Your membership failed to renew. Please update your payment information to keep your membership.';

/**
 * Spec 000 §4 Subscription display states:
 * Explorer: free. Payment pending: "Membership Expired" (failed to renew; payment info is updated through the
 * wallet modal). Paused: "Paused", resumes on a date, with Resume Membership and Cancel actions.
 * Active with renewal: "Renews on {date}". Active not renewing: "Expires on {date}". Expired:
 * "Expired on {date}". Dates are MMM D, YYYY in America/Los_Angeles (000 §9).
 * Precedence chosen (the spec lists states, not their order): Explorer, then payment pending, then paused,
 * then active/expired. Explorer is recognised by a role name containing the word "Explorer".
 * A missing or bad date shows as "N/A" in the label.
 */
export const subscriptionDisplayState = (s: SubscriptionDisplayInput): SubscriptionDisplayState => {
  const date = formatMembershipDate(s.role.expirationDate) ?? 'N/A';
  if (/\bexplorer\b/i.test(s.role.name)) return { state: 'explorer', label: 'Free' };
  if (s.isPaymentPending)
    return { state: 'paymentPending', label: 'Membership Expired', detail: PAYMENT_PENDING_DETAIL };
  if (s.role.isPaused) {
    const resume = formatMembershipDate(s.role.resumeDate);
    return {
      state: 'paused',
      label: 'Paused',
      detail: resume === null ? null : `Resumes on ${resume}`,
      actions: ['Resume Membership', 'Cancel'],
    };
  }
  if (s.role.isActive) {
    return s.role.willRenew
      ? { state: 'renewing', label: `Renews on ${date}` }
      : { state: 'expiring', label: `Expires on ${date}` };
  }
  return { state: 'expired', label: `Expired on ${date}` };
};

/** Spec 000 §4 Resume: the separate Resume Membership modal text. */
export const RESUME_MODAL_TEXT = 'Your membership is currently paused.';
