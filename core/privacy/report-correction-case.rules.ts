import type { ReportCorrection } from '../reports/report-store.port.js';
import { maskEmail } from '../shared/contact-mask.rules.js';
import { EMPTY_VERIFICATION, type PrivacyCaseRecord } from './privacy-case-store.port.js';
import { privacyCaseDueDates } from './privacy-cases.schema.js';

/**
 * The person a correction is about: a background report's facts are referenced as
 * `<kind>:<personId>[:<n>]` (background-report-view.rules.ts), so the id is known when the second part is
 * a whole number; other reports (phone, e-mail, address) are about a record, not a person: null.
 */
export const correctionPersonId = (reportType: string, recordId: string): number | null => {
  if (reportType !== 'background') return null;
  const part = recordId.split(':')[1] ?? '';
  if (!/^\d+$/.test(part)) return null;
  const id = Number(part);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};

/** The correction as the privacy queue shows it: the section, then the requester's words. */
const correctionCaseText = (section: string, message: string): string => `${section}: ${message}`;

/**
 * "Report an error in this record" is a correction request of the privacy case queue
 * (docs/decisions/0074): a 'correct' case on the report-correction channel, received now, with the legal
 * due dates, an 'opened' event, the correction text and the e-mail address (masked) when one was left.
 */
export const reportCorrectionCase = (c: ReportCorrection, caseId: string): PrivacyCaseRecord => {
  const due = privacyCaseDueDates(c.createdAt);
  return {
    id: caseId,
    kind: 'correct',
    state: 'received',
    channel: 'report-correction',
    personId: correctionPersonId(c.reportType, c.recordId),
    receivedAt: c.createdAt.toISOString(),
    confirmBy: due.confirmBy,
    completeBy: due.completeBy,
    confirmedAt: null,
    completedAt: null,
    contact: c.email ? maskEmail(c.email) : null,
    events: [
      {
        at: c.createdAt.toISOString(),
        event: 'opened',
        actor: 'requester',
        detail: `report correction ${c.id} (${c.reportType} ${c.recordId})`,
      },
    ],
    verification: EMPTY_VERIFICATION,
    answerTries: 0,
    codeTries: 0,
    deliveryTries: 0,
    correction: correctionCaseText(c.section, c.message),
  };
};
