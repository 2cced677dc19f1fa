import { err, ok, type Result } from 'neverthrow';
import { z } from 'zod';
import { type ForbiddenError, forbidden, type NotFoundError, notFound } from '../shared/errors.js';
import { useCase } from '../shared/use-case.js';
import { reportSubjectOf } from './report-contents.schema.js';
import type { ReportPorts } from './report-ports.port.js';

/** Monitoring is a membership benefit. */
export const REPORT_MONITORING_MEMBERS_ONLY = 'Report monitoring is included with a membership.';

export const SubscribeInput = z.object({
  subscribe: z.boolean(),
  orderItemId: z.union([z.string(), z.number()]).optional().nullable(),
  reportHistoryId: z.union([z.string(), z.number()]).optional().nullable(),
  id: z.union([z.string(), z.number()]).optional().nullable(),
  key: z.string().optional().nullable(),
});

/**
 * "Monitor this report" (000 section 7 notifications/subscribe; body subscribe, orderItemId,
 * reportHistoryId, id, key): the report is named by its history id, else by its report id (`id` or
 * `key`). Members only; turning it off is always allowed.
 */
export const makeSubscribeReport = (p: Pick<ReportPorts, 'store' | 'allowance' | 'clock'>) =>
  useCase(
    SubscribeInput,
    async (b, userId: string): Promise<Result<ReportMonitoring, NotFoundError | ForbiddenError>> => {
      let reportId: string | null = null;
      if (b.reportHistoryId !== undefined && b.reportHistoryId !== null && /^\d+$/.test(String(b.reportHistoryId))) {
        reportId = (await p.store.historyItem(userId, Number(b.reportHistoryId)))?.reportId ?? null;
      }
      for (const cand of [b.id, b.key]) {
        if (!reportId && cand !== undefined && cand !== null && reportSubjectOf(String(cand))) reportId = String(cand);
      }
      if (!reportId) return err(notFound('report'));
      const now = p.clock.now();
      if (b.subscribe && !(await p.allowance.membership(userId, now)))
        return err(forbidden(REPORT_MONITORING_MEMBERS_ONLY));
      await p.store.setMonitoring(userId, reportId, b.subscribe, false, now);
      return ok({ reportId, isMonitored: b.subscribe });
    },
  );

/** The monitoring state of a report after a subscribe call. */
export interface ReportMonitoring {
  reportId: string;
  isMonitored: boolean;
}
