import { err, ok, type Result } from 'neverthrow';
import { z } from 'zod';
import {
  type ConflictError,
  conflict,
  type ForbiddenError,
  forbidden,
  type NotFoundError,
  notFound,
} from '../shared/errors.js';
import { reportSubjectOf } from '../shared/reports/report-contents.schema.js';
import { useCase } from '../shared/use-case.js';
import { MONITORING_OFF_MESSAGE } from './notification-failure.rules.js';
import { mayMonitorReport } from './report-access.rules.js';
import { memberReportLevel } from './report-level.steps.js';
import { currentReportFacts } from './report-monitoring.job.js';
import type { ReportSubscribePorts } from './report-ports.port.js';

/** Monitoring is a membership benefit. */
export const REPORT_MONITORING_MEMBERS_ONLY = 'Report monitoring is included with a membership.';
/** A report is monitored once the member holds it in full: alerts never carry facts the report locks. */
export const REPORT_MONITORING_UNLOCK_FIRST = 'Unlock the full report to monitor it.';

const SubscribeInput = z.object({
  subscribe: z.boolean(),
  orderItemId: z.union([z.string(), z.number()]).optional().nullable(),
  reportHistoryId: z.union([z.string(), z.number()]).optional().nullable(),
  id: z.union([z.string(), z.number()]).optional().nullable(),
  key: z.string().optional().nullable(),
});

/**
 * Turns monitoring of one report on or off for a member. Turning it on needs a membership, the report
 * held in full (unlocked: REPORT_MONITORING_UNLOCK_FIRST otherwise, 403), and the member's report monitoring on (002 section 4: "must be enabled before subscribing"; 409 with
 * MONITORING_OFF_MESSAGE otherwise) and stores the report's facts now as the baseline the monitoring
 * run compares with (docs/decisions/0071). Turning it off is always allowed.
 */
export const setReportMonitoring = async (
  p: ReportSubscribePorts,
  userId: string,
  reportId: string,
  on: boolean,
  preorder: boolean,
): Promise<Result<ReportMonitoring, ForbiddenError | ConflictError>> => {
  const now = p.clock.now();
  if (on) {
    if (!(await p.allowance.membership(userId, now))) return err(forbidden(REPORT_MONITORING_MEMBERS_ONLY));
    if (!(await p.monitoring.preferences(userId))?.isEnabled) return err(conflict(MONITORING_OFF_MESSAGE));
    if (!mayMonitorReport(await memberReportLevel(p, userId, reportId, now))) {
      return err(forbidden(REPORT_MONITORING_UNLOCK_FIRST));
    }
    const current = await currentReportFacts(p.source, reportId, now);
    if (current) await p.monitoring.putSnapshot(userId, reportId, current.facts, now);
  }
  await p.store.setMonitoring(userId, reportId, on, preorder, now);
  return ok({ reportId, isMonitored: on });
};

/**
 * "Monitor this report" (000 section 7 notifications/subscribe; body subscribe, orderItemId,
 * reportHistoryId, id, key): the report is named by its history id, else by its report id (`id` or
 * `key`). Members with report monitoring on only ({@link setReportMonitoring}); turning it off is always
 * allowed.
 */
export const makeSubscribeReport = (p: ReportSubscribePorts) =>
  useCase(
    SubscribeInput,
    async (b, userId: string): Promise<Result<ReportMonitoring, NotFoundError | ForbiddenError | ConflictError>> => {
      let reportId: string | null = null;
      if (b.reportHistoryId !== undefined && b.reportHistoryId !== null && /^\d+$/.test(String(b.reportHistoryId))) {
        reportId = (await p.store.historyItem(userId, Number(b.reportHistoryId)))?.reportId ?? null;
      }
      for (const cand of [b.id, b.key]) {
        if (!reportId && cand !== undefined && cand !== null && reportSubjectOf(String(cand))) reportId = String(cand);
      }
      if (!reportId) return err(notFound('report'));
      return setReportMonitoring(p, userId, reportId, b.subscribe, false);
    },
  );

/** The monitoring state of a report after a subscribe call. */
export interface ReportMonitoring {
  reportId: string;
  isMonitored: boolean;
}
