import { err, type Result } from 'neverthrow';
import { z } from 'zod';
import type { IdGenerator } from '../shared/clock.port.js';
import { type ConflictError, type ForbiddenError, forbidden, type NotFoundError, notFound } from '../shared/errors.js';
import { reportSubjectOf } from '../shared/reports/report-contents.schema.js';
import { useCase } from '../shared/use-case.js';
import { mayMonitorReport } from './report-access.rules.js';
import { memberReportLevel } from './report-level.steps.js';
import type { ReportSubscribePorts } from './report-ports.port.js';
import {
  REPORT_MONITORING_MEMBERS_ONLY,
  REPORT_MONITORING_UNLOCK_FIRST,
  type ReportMonitoring,
  setReportMonitoring,
} from './subscribe-report.use-case.js';

const SilentSubscribeInput = z.object({
  subscribe: z.literal(true),
  preorder: z.literal(true),
  tahoeId: z.union([z.string(), z.number()]).transform(String),
});

/**
 * The silent phone variant (000 section 7 subscribe/silent { subscribe: true, preorder: true,
 * tahoeId }; 002 section 4): `tahoeId` is the record id of the phone report (ten digits) or of a
 * person. The caller reads success and errors['*'][0]. Silent means the member is not asked: a member
 * whose report monitoring is off has it turned on (the automatic setting kept as it was), then the
 * report is subscribed as a pre-order (docs/decisions/0071).
 */
export const makeSilentSubscribeReport = (p: ReportSubscribePorts & { readonly ids: IdGenerator }) =>
  useCase(
    SilentSubscribeInput,
    async (b, userId: string): Promise<Result<ReportMonitoring, NotFoundError | ForbiddenError | ConflictError>> => {
      const digits = b.tahoeId.replace(/\D/g, '');
      const id = digits.length === 10 ? `phone-${digits}` : `background-${b.tahoeId}`;
      if (!reportSubjectOf(id)) return err(notFound('report'));
      const now = p.clock.now();
      if (!(await p.allowance.membership(userId, now))) return err(forbidden(REPORT_MONITORING_MEMBERS_ONLY));
      // Not unlocked: refused before the member's preferences are touched.
      if (!mayMonitorReport(await memberReportLevel(p, userId, id, now)))
        return err(forbidden(REPORT_MONITORING_UNLOCK_FIRST));
      const prefs = await p.monitoring.preferences(userId);
      if (!prefs?.isEnabled) {
        await p.monitoring.savePreferences(
          userId,
          { isEnabled: true, isAutoReportMonitoringEnabled: prefs?.isAutoReportMonitoringEnabled ?? false },
          p.ids.uuid(),
          now,
        );
      }
      return setReportMonitoring(p, userId, id, true, true);
    },
  );
