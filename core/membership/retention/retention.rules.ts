import { decideCancelAction } from '../cancellation/cancel-flow.rules.js';
import type { SubscriptionRecord } from '../membership-store.port.js';
import { hasMembershipAccess } from '../subscriptions/subscription.rules.js';

/** The experiment whose `survey` variant flags a member for the exit survey (migration 0088, docs/decisions/0082). */
export const EXIT_SURVEY_EXPERIMENT = 'exit-survey';
export const EXIT_SURVEY_VARIANT = 'survey';

/** The 60 s retention-flow cookie (Spec 000 §9): set when a member is sent to the flow. */
export const RETENTION_COOKIE = 'tw_retention';

/**
 * Retention (exit-survey) sessions one member may open in a calendar month, on top of the month's cap for
 * everyone (RETENTION_MONTHLY_CAP, docs/decisions/0082). One: a member who answered the survey and presses
 * Cancel again that month goes straight to the cancel modal (Spec 000 §4: "on failure or no valid URL the
 * cancel modal opens"), and one member cannot use up the month's sessions, however many calls they make at
 * once.
 */
export const RETENTION_SESSIONS_PER_MEMBER_MONTHLY = 1;

/**
 * Whether the member's own subscription may go to the retention flow (Spec 000 §4 Cancel flow): it is active
 * with access and still renewing (there is something to cancel), and the cancel decision sends it there when
 * the member is flagged and the month's cap is not reached ({@link decideCancelAction}: never a lifetime,
 * payment-pending, Rewards or enterprise one). The mobile notice is the browser's to show; the server checks
 * the subscription only.
 */
export const mayStartRetention = (s: SubscriptionRecord, now: Date): boolean =>
  hasMembershipAccess(s, now) &&
  s.willRenew &&
  decideCancelAction({
    isMobile: false,
    isPaymentPending: s.isPaymentPending,
    role: { name: s.name, offerType: s.offerType },
    exitSurveyFlag: true,
    monthlyCapReached: false,
  }).type === 'retentionFlow';

/** The calendar month (UTC) a retention session counts in, `YYYY-MM`. */
export const retentionMonth = (at: Date): string => at.toISOString().slice(0, 7);

/** The reasons the exit survey offers (plain, none of them a trap). */
export const EXIT_SURVEY_REASONS = [
  'It costs too much',
  'I found what I needed',
  'I don’t use it often enough',
  'The reports were not accurate enough',
  'Another reason',
] as const;

/**
 * Spec 000 §2: where the flow returns the member: /dashboard/account with utm_source brightback-save
 * (kept the membership) or brightback-cancel (continue cancelling: the cancel modal opens).
 */
export const retentionReturnUrl = (outcome: 'kept' | 'cancel'): string =>
  `/dashboard/account?utm_source=${outcome === 'kept' ? 'brightback-save' : 'brightback-cancel'}`;
