import { err, ok, type Result } from 'neverthrow';
import { effectiveReportLimit } from '../membership/limits/effective-report-limit.rules.js';
import { type NotFoundError, notFound } from '../shared/errors.js';
import { ReportRefInput, reportIdOf } from '../shared/reports/report-contents.schema.js';
import { useCase } from '../shared/use-case.js';
import { type ReportUnlockUnavailableError, reportUnlockUnavailable } from './report.errors.js';
import { REPORT_VOUCHER_FOR, reportCheckoutUrl, reportUrlOf } from './report-access.rules.js';
import type { ReportPorts } from './report-ports.port.js';
import type { ReportGrantVia } from './report-store.port.js';
import { limitReachedMessage, loadReportData } from './view-report.steps.js';

/** The answer of an unlock: how the report was unlocked and the member's usage afterwards. */
export type UnlockReportOutput = {
  readonly unlocked: true;
  readonly via: ReportGrantVia;
  readonly reportId: string;
  readonly usage: { readonly used: number; readonly limit: number } | null;
};

/** Text when nothing but checkout can unlock the report. */
const REPORT_CHECKOUT_REQUIRED_MESSAGE = 'Purchase this report to see everything it holds.';

/**
 * Unlocks a report for a signed-in user (000 section 6; 001 section 6):
 * 1. already held in full: answers as it is (nothing counted twice);
 * 2. a voucher of the report's kind: claimed for it ("FREE", "Redeem My Voucher");
 * 3. an active membership with reports left this month: one is counted (usage goes up);
 * 4. a member at the limit: `ReportUnlockUnavailable` limitReached with the all-access-limit message (its
 *    additional-cost unlock is POST reports/unlock/additional, `makeBuyAdditionalReport`);
 * 5. otherwise `ReportUnlockUnavailable` checkoutRequired with the checkout link (back to the report).
 */
export const makeUnlockReport = (p: ReportPorts) =>
  useCase(
    ReportRefInput,
    async (
      subject,
      userId: string,
    ): Promise<Result<UnlockReportOutput, NotFoundError | ReportUnlockUnavailableError>> => {
      const report = await loadReportData(p.source, subject).unwrapOr(null);
      if (!report) return err(notFound('report'));
      const now = p.clock.now();
      const reportId = reportIdOf(subject);
      const checkoutUrl = reportCheckoutUrl(subject, reportUrlOf(subject, report));
      const membership = await p.allowance.membership(userId, now);
      const usageOf = async () => {
        const m = await p.allowance.membership(userId, now);
        return m ? { used: m.used, limit: effectiveReportLimit(m) } : null;
      };
      const held = await p.store.grants(userId, reportId);
      if (held.length > 0) {
        return ok({ unlocked: true, via: held[0]!, reportId, usage: await usageOf() });
      }
      const voucher = await p.allowance.voucher(userId, REPORT_VOUCHER_FOR[subject.type]);
      if (voucher && (await p.allowance.claimVoucher(userId, voucher.id, reportId, now))) {
        await p.store.grant(userId, reportId, 'voucher', now);
        return ok({ unlocked: true, via: 'voucher', reportId, usage: await usageOf() });
      }
      if (membership) {
        const limit = effectiveReportLimit(membership);
        const outcome = await p.allowance.consume({
          userId,
          subscriptionId: membership.subscriptionId,
          reportId,
          periodStart: membership.periodStart,
          limit,
          at: now,
        });
        if (outcome !== 'limitReached') {
          await p.store.grant(userId, reportId, 'membership', now);
          return ok({
            unlocked: true,
            via: 'membership',
            reportId,
            usage: await usageOf(),
          });
        }
        const { msg } = await limitReachedMessage(p, membership, limit);
        return err(reportUnlockUnavailable('limitReached', `${msg.title}. ${msg.body}`, checkoutUrl));
      }
      return err(reportUnlockUnavailable('checkoutRequired', REPORT_CHECKOUT_REQUIRED_MESSAGE, checkoutUrl));
    },
  );
