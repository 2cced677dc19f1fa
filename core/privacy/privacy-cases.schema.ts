import { z } from 'zod';

/**
 * Privacy cases (issue 17; docs/decisions/0074): every request of a person in the records is a case with
 * a received date, the legal due dates (CCPA and similar laws: confirm receipt within 10 business days,
 * complete within 45 calendar days), a state and an audit trail. Requests arrive through the
 * /request-my-info flow, through corrections filed from reports, or from customer care
 * (`npm run privacy -- suppress <personId>`); all are one queue.
 */

export const PRIVACY_REQUEST_KINDS = ['know', 'delete', 'correct'] as const;
/** know: a copy of everything we hold, with sources and dates; delete: opt out (suppress); correct: fix a fact. */
export type PrivacyRequestKind = (typeof PRIVACY_REQUEST_KINDS)[number];

const PRIVACY_CASE_STATES = ['received', 'verifying', 'verified', 'completed', 'denied', 'expired'] as const;
/**
 * received: opened, identity not yet verified; verifying: a code or questions sent; verified: identity
 * proven, the work is due; completed: report delivered / person suppressed / correction made;
 * denied: identity could not be verified (unable-to-verify-identity) or the request was refused with a
 * reason; expired: abandoned, the case id outlived its 86400 s and nobody came back.
 */
export type PrivacyCaseState = (typeof PRIVACY_CASE_STATES)[number];

/** Where a case came from. */
export type PrivacyCaseChannel = 'web' | 'report-correction' | 'customer-care';

/** Confirm receipt within 10 business days (Monday to Friday; US federal holidays are not counted out). */
const CONFIRM_WITHIN_BUSINESS_DAYS = 10;
/** Complete within 45 calendar days of receipt. */
const COMPLETE_WITHIN_DAYS = 45;

const DAY_MS = 86_400_000;

/** The date `n` business days (Monday to Friday) after `received`'s day, as YYYY-MM-DD (UTC). */
export const addBusinessDays = (received: Date, n: number): string => {
  let t = Date.UTC(received.getUTCFullYear(), received.getUTCMonth(), received.getUTCDate());
  let left = n;
  while (left > 0) {
    t += DAY_MS;
    const wd = new Date(t).getUTCDay();
    if (wd !== 0 && wd !== 6) left -= 1;
  }
  return new Date(t).toISOString().slice(0, 10);
};

/** The due dates of a case received at `received` (UTC days). */
export const privacyCaseDueDates = (received: Date): { confirmBy: string; completeBy: string } => ({
  confirmBy: addBusinessDays(received, CONFIRM_WITHIN_BUSINESS_DAYS),
  completeBy: new Date(
    Date.UTC(received.getUTCFullYear(), received.getUTCMonth(), received.getUTCDate()) + COMPLETE_WITHIN_DAYS * DAY_MS,
  )
    .toISOString()
    .slice(0, 10),
});

/** One line of a case's audit trail. */
export interface PrivacyCaseEvent {
  readonly at: string;
  /** 'opened', 'code-sent', 'verified', 'verification-failed', 'report-delivered', 'suppressed', 'corrected', 'denied', 'note', ... */
  readonly event: string;
  /** Who acted: 'requester', 'system' or an operator's name. */
  readonly actor: string;
  readonly detail: string;
}

export interface PrivacyCase {
  readonly id: string;
  readonly kind: PrivacyRequestKind;
  readonly state: PrivacyCaseState;
  readonly channel: PrivacyCaseChannel;
  /** The person in our records the case is about, once known (search-results / set-record-id). */
  readonly personId: number | null;
  readonly receivedAt: string;
  readonly confirmBy: string;
  readonly completeBy: string;
  readonly confirmedAt: string | null;
  readonly completedAt: string | null;
  /** Masked contact the requester gave ("j***@example.com", "(***) ***-0123"). */
  readonly contact: string | null;
  readonly events: readonly PrivacyCaseEvent[];
}

/** For operators: `npm run privacy -- suppress <personId> [--note TEXT]`. */
export const OperatorSuppressInput = z.object({
  personId: z.coerce.number().int().positive({ error: 'A person id is a positive whole number' }),
  note: z.string().trim().max(500).optional().default(''),
  operator: z.string().trim().min(1).max(80).default('customer care'),
});
export type OperatorSuppressInput = z.output<typeof OperatorSuppressInput>;
