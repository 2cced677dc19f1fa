import { err, ok, type Result } from 'neverthrow';
import type { UnauthenticatedError } from '../accounts/accounts.errors.js';
import {
  type ConflictError,
  conflict,
  type ForbiddenError,
  generalError,
  type ValidationError,
  validationError,
} from '../shared/errors.js';
import type { MailAttachment } from '../shared/mailer.port.js';
import { useCase } from '../shared/use-case.js';
import type { PrivacyCaseRecord } from './privacy-case-store.port.js';
import { SubmitPrivacyRequestInput } from './privacy-flow.schema.js';
import {
  completeOptOut,
  inStep,
  liveCase,
  type PrivacyCaseView,
  privacyCaseView,
  privacyDeliveryDigest,
  privacyEvent,
  privacyReportFilename,
  renderPrivacyReport,
} from './privacy-flow.steps.js';
import type { PrivacyPorts } from './privacy-ports.port.js';
import { PRIVACY_MESSAGES } from './privacy-verification.rules.js';

/** Shortest correction text. */
const PRIVACY_CORRECTION_MIN = 10;

/** The confirmation naming the case id and its due date (docs/decisions/0074). */
const privacyConfirmationText = (c: Pick<PrivacyCaseRecord, 'id' | 'kind' | 'completeBy'>, done: boolean) =>
  [
    `Your privacy request has case id ${c.id}.`,
    '',
    c.kind === 'know'
      ? 'Attached is a copy of everything we hold about you, with the source and date of every fact.'
      : c.kind === 'delete'
        ? 'We have opted you out: your record no longer appears in searches or reports, and copies of it that reach us later are suppressed too.'
        : 'We have your correction. A member of our team will review the record.',
    '',
    done
      ? `Your request is complete. We were due to complete it by ${c.completeBy}.`
      : `We will complete your request by ${c.completeBy}.`,
    '',
    'Please quote the case id if you contact customer care about this request.',
  ].join('\n');

/** The confirmation as a text message: the case id and the due date. */
const privacyConfirmationSms = (c: Pick<PrivacyCaseRecord, 'id' | 'kind' | 'completeBy'>, done: boolean) =>
  `Tracewell privacy request ${c.id}: ${
    c.kind === 'know' ? 'your report is ready' : c.kind === 'delete' ? 'you are opted out' : 'correction received'
  }. ${done ? 'Complete' : `We will complete it by ${c.completeBy}`}.`;

/**
 * POST /api/consumer-privacy/submit (where-to-send-your-report -> request-confirmed), on a verified
 * case: 'know' renders the person's full report (every fact with its source and date) as a PDF and
 * e-mails it to the verified address (phone options: a text with a link and a code that opens it,
 * /request-my-info/your-report); 'delete' opts the person out through the Suppressions port and
 * completes the case; 'correct' records the correction on the case for an operator. The confirmation
 * names the case id and its due date, and receipt is confirmed on the case.
 */
export const makeSubmitPrivacyRequest = (
  p: Pick<
    PrivacyPorts,
    'cases' | 'clock' | 'records' | 'renderer' | 'suppressions' | 'mailer' | 'sms' | 'codes' | 'digest' | 'siteUrl'
  >,
) =>
  useCase(
    SubmitPrivacyRequestInput,
    async ({
      caseId,
      correction,
    }): Promise<Result<PrivacyCaseView, UnauthenticatedError | ForbiddenError | ConflictError | ValidationError>> => {
      const now = p.clock.now();
      const found = (await liveCase(p, caseId, now)).andThen((x) => inStep(x, ['verified']));
      if (found.isErr()) return err(found.error);
      const c = found.value;
      const to = c.verification.recipient;
      if (!to || c.personId === null || c.correction !== null) return err(conflict(PRIVACY_MESSAGES.wrongStep));
      if (to.channel === 'phone' && !p.sms) return err(generalError(PRIVACY_MESSAGES.phoneUnavailable));
      const attachments: MailAttachment[] = [];
      let linkCode: string | null = null;
      let after: PrivacyCaseRecord | null = null;
      if (c.kind === 'know' && to.channel === 'phone') {
        // A text cannot carry a PDF: it carries a link and a code that opens it (docs/decisions/0074).
        if (!(await p.records.background(c.personId))) return err(generalError(PRIVACY_MESSAGES.recordNotFound));
        linkCode = p.codes.sixDigits();
        after = await p.cases.update(
          c.id,
          ['verified'],
          {
            state: 'completed',
            completedAt: now,
            confirmedAt: now,
            verification: { ...c.verification, deliveryDigest: privacyDeliveryDigest(p, c.id, linkCode) },
          },
          privacyEvent(now, 'report-delivered', `report link texted to ${to.masked}`, 'system'),
        );
      } else if (c.kind === 'know') {
        const pdf = await renderPrivacyReport(p, c.personId, now);
        if (!pdf) return err(generalError(PRIVACY_MESSAGES.recordNotFound));
        attachments.push({
          filename: privacyReportFilename(c.id),
          contentType: 'application/pdf',
          contentBase64: pdf.base64,
        });
        after = await p.cases.update(
          c.id,
          ['verified'],
          { state: 'completed', completedAt: now, confirmedAt: now },
          privacyEvent(now, 'report-delivered', `PDF of ${pdf.bytes} bytes e-mailed to ${to.masked}`, 'system'),
        );
      } else if (c.kind === 'delete') {
        after = (await completeOptOut(p, c, 'requester', now)).completed;
        if (after)
          after = await p.cases.update(
            c.id,
            ['completed'],
            { confirmedAt: now },
            privacyEvent(now, 'confirmed', to.masked, 'system'),
          );
      } else {
        if (correction.length < PRIVACY_CORRECTION_MIN)
          return err(validationError({ correction: [PRIVACY_MESSAGES.correctionNeeded] }));
        after = await p.cases.update(
          c.id,
          ['verified'],
          { correction, confirmedAt: now },
          privacyEvent(now, 'correction-requested', correction.slice(0, 200)),
        );
      }
      if (!after) return err(conflict(PRIVACY_MESSAGES.wrongStep));
      const done = after.state === 'completed';
      if (to.channel === 'phone' && p.sms) {
        const link = linkCode
          ? ` Your report: ${p.siteUrl}/request-my-info/your-report?requestId=${encodeURIComponent(c.id)} with code ${linkCode} (open it within a day).`
          : '';
        await p.sms.send({ to: to.value, text: privacyConfirmationSms(c, done) + link });
      } else {
        await p.mailer.send({
          to: to.value,
          subject: `Your Tracewell privacy request ${c.id}`,
          text: privacyConfirmationText(c, done),
          ...(attachments.length > 0 ? { attachments } : {}),
        });
      }
      return ok(privacyCaseView(after));
    },
  );
