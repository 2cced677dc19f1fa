import { z } from 'zod';
import { reportIdOf } from '../shared/reports/report-contents.schema.js';
import { useCase } from '../shared/use-case.js';
import type { ReportPorts } from './report-ports.port.js';
import { REPORT_STATUS } from './report-status.rules.js';
import { loadReportData, resolveReportRef } from './view-report.steps.js';

const ReportOrderInput = z.object({
  orderItemId: z.union([z.string(), z.number()]).optional(),
  reportid: z
    .string({ error: 'Sorry, this report could not be found' })
    .min(1, 'Sorry, this report could not be found'),
});

/**
 * The report order lifecycle (000 section 7 reports/order; 002 section 9): reports are assembled
 * from the records at once, so a known subject is complete (2) and one the records do not hold is
 * noResult (3: nothing is charged). pending (1) is the state of an order being assembled.
 */
export const makeGetReportOrder = (p: ReportPorts) =>
  useCase(ReportOrderInput, (q, userId: string) =>
    resolveReportRef(p, q.reportid, userId).andThen((subject) =>
      loadReportData(p.source, subject).map(
        (data): ReportOrderStatus => ({
          reportId: reportIdOf(subject),
          reportStatus: data ? REPORT_STATUS.complete : REPORT_STATUS.noResult,
          isOfflineOrder: data === null,
        }),
      ),
    ),
  );

/** GET reports/order on the wire. */
export interface ReportOrderStatus {
  reportStatus: number;
  isOfflineOrder: boolean;
  reportId: string;
}
