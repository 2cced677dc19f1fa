import type { PrivacyCase } from './privacy-cases.schema.js';

/**
 * The operators' queue of privacy cases (docs/decisions/0074): open cases by completion due date,
 * overdue ones marked.
 */

/** A case is overdue when it is open after its completion due date (YYYY-MM-DD, `today` in UTC). */
export const isPrivacyCaseOverdue = (c: Pick<PrivacyCase, 'state' | 'completeBy'>, today: string): boolean =>
  (c.state === 'received' || c.state === 'verifying' || c.state === 'verified') && c.completeBy < today;

/** Receipt confirmation is overdue when none was sent and its due date passed. */
export const isPrivacyConfirmationOverdue = (
  c: Pick<PrivacyCase, 'state' | 'confirmBy' | 'confirmedAt'>,
  today: string,
): boolean =>
  (c.state === 'received' || c.state === 'verifying' || c.state === 'verified') &&
  c.confirmedAt === null &&
  c.confirmBy < today;

/** One line of `npm run privacy -- cases`. */
export const privacyQueueLine = (
  c: Pick<PrivacyCase, 'id' | 'kind' | 'state' | 'channel' | 'personId' | 'confirmBy' | 'completeBy' | 'confirmedAt'>,
  today: string,
): string =>
  [
    isPrivacyCaseOverdue(c, today) ? 'OVERDUE' : isPrivacyConfirmationOverdue(c, today) ? 'CONFIRM!' : '       ',
    c.completeBy,
    c.id,
    c.kind.padEnd(7),
    c.state.padEnd(9),
    c.channel.padEnd(17),
    c.personId === null ? '-' : `person ${c.personId}`,
  ].join('  ');

/**
 * A case as the operator page shows it (/ops/privacy): the case with its correction and overdue marks,
 * without the flow's verification (the contacts' full values, code digests) and try counters, which never
 * leave the server.
 */
export type PrivacyQueueRow = PrivacyCase & {
  readonly correction: string | null;
  readonly overdue: boolean;
  readonly confirmOverdue: boolean;
};

/** The operator page's row of a queued case: only the fields of {@link PrivacyQueueRow}. */
export const privacyQueueRow = (c: PrivacyQueueRow): PrivacyQueueRow => ({
  id: c.id,
  kind: c.kind,
  state: c.state,
  channel: c.channel,
  personId: c.personId,
  receivedAt: c.receivedAt,
  confirmBy: c.confirmBy,
  completeBy: c.completeBy,
  confirmedAt: c.confirmedAt,
  completedAt: c.completedAt,
  contact: c.contact,
  events: c.events,
  correction: c.correction,
  overdue: c.overdue,
  confirmOverdue: c.confirmOverdue,
});
