import { err, ok, type Result } from 'neverthrow';
import { z } from 'zod';
import { effectiveReportLimit } from '../membership/limits/effective-report-limit.rules.js';
import { type PaymentDeclinedError, paymentDeclined } from '../membership/membership.errors.js';
import { ACCEPT_TERMS_MESSAGE } from '../membership/upgrades/confirm-upgrade.rules.js';
import {
  type ConflictError,
  conflict,
  generalError,
  type NotFoundError,
  notFound,
  type ValidationError,
} from '../shared/errors.js';
import {
  ReportSubjectInput,
  reportIdOf,
  subjectFields,
  UnlockReportInput,
} from '../shared/reports/report-contents.schema.js';
import { useCase } from '../shared/use-case.js';
import type { ReportPdfPorts, ReportPorts } from './report-ports.port.js';
import { buildReportView } from './report-view.rules.js';
import type { UnlockReportOutput } from './unlock-report.use-case.js';
import { loadReportData } from './view-report.steps.js';

/** POST reports/unlock/additional: the report, and the buyer's consent to the one-off price. */
const AdditionalReportInput = UnlockReportInput.extend({
  termsAccepted: z.literal(true, { error: ACCEPT_TERMS_MESSAGE }),
})
  .transform((v) => ({ subject: subjectFields(v), termsAccepted: v.termsAccepted }))
  .pipe(z.object({ subject: ReportSubjectInput, termsAccepted: z.literal(true) }));

/** A member with reports left this month unlocks with the membership, at no cost (HTTP 409). */
export const ADDITIONAL_REPORT_NOT_NEEDED_MESSAGE =
  'You still have reports left this month. Unlock this report with your membership.';
/** No card in the wallet, or only an expired one: the buyer adds one first (HTTP 400). */
export const ADDITIONAL_REPORT_CARD_REQUIRED =
  'Please add a card to your wallet to unlock this report for an additional cost.';
/** The catalog sells no special offer for this plan (HTTP 409). */
export const ADDITIONAL_REPORT_UNAVAILABLE_MESSAGE = 'This report cannot be unlocked for an additional cost right now.';

/**
 * The additional-cost unlock (000 section 6: "Users reaching the monthly all-access limit get a message with
 * an additional-cost unlock option"; the comprehensive-report special offers, docs/decisions/0083): a member
 * who has used the month's reports buys this one report once, on the card on file, at the special-offer price
 * of the plan; it does not count against the limit.
 * 1. a report held already answers as it is, and nothing is charged;
 * 2. only a member at the limit may buy (with reports left: 409, the membership unlocks it for free);
 * 3. the charge is the payment saga's (`chargeAddOn`: an order before the charge, the sale, the audit row and a
 *    receipt) under one key per member and report, so a double click, ten tabs or a retry after a crash are
 *    charged once; a retry after a crash between the charge and the grant finds the charge done and grants;
 * 4. the report is granted as a purchase (held for good, like a report bought at checkout).
 */
export const makeBuyAdditionalReport = (p: ReportPorts & Pick<ReportPdfPorts, 'chargeAddOn'>) =>
  useCase(
    AdditionalReportInput,
    async (
      { subject },
      userId: string,
    ): Promise<Result<UnlockReportOutput, NotFoundError | ConflictError | ValidationError | PaymentDeclinedError>> => {
      const report = await loadReportData(p.source, subject).unwrapOr(null);
      if (!report) return err(notFound('report'));
      const now = p.clock.now();
      const reportId = reportIdOf(subject);
      const membership = await p.allowance.membership(userId, now);
      const usage = membership ? { used: membership.used, limit: effectiveReportLimit(membership) } : null;
      const held = await p.store.grants(userId, reportId);
      if (held.length > 0) return ok({ unlocked: true, via: held[0]!, reportId, usage });
      if (!membership || !usage) return err(conflict(ADDITIONAL_REPORT_UNAVAILABLE_MESSAGE));
      if (usage.used < usage.limit) return err(conflict(ADDITIONAL_REPORT_NOT_NEEDED_MESSAGE));
      const offer = await p.allowance.additionalReportOffer(membership);
      if (!offer) return err(conflict(ADDITIONAL_REPORT_UNAVAILABLE_MESSAGE));
      const { title } = buildReportView({ subject, report, level: 'preview', now });
      const charge = await p.chargeAddOn({
        userId,
        skuId: offer.skuId,
        description: `Comprehensive report: ${title}`,
        idempotencyKey: `report-additional:${userId}:${reportId}`,
        at: now,
      });
      if (charge.status === 'noCard') return err(generalError(ADDITIONAL_REPORT_CARD_REQUIRED));
      if (charge.status === 'refused') return err(charge.error);
      if (charge.status === 'declined') return err(paymentDeclined('declined'));
      if (charge.status === 'noSku') return err(conflict(ADDITIONAL_REPORT_UNAVAILABLE_MESSAGE));
      await p.store.grant(userId, reportId, 'purchase', now);
      return ok({ unlocked: true, via: 'purchase', reportId, usage });
    },
  );
