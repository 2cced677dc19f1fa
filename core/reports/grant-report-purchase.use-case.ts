import { ResultAsync } from 'neverthrow';
import { ReportRefInput, reportIdOf } from '../shared/reports/report-contents.schema.js';
import { useCase } from '../shared/use-case.js';
import type { ReportPorts } from './report-ports.port.js';

/**
 * Records a purchase of a report at checkout (the memberships area calls it once the charge
 * succeeded; tests call it directly): the buyer holds the report in full.
 */
export const makeGrantReportPurchase = (p: Pick<ReportPorts, 'store' | 'clock'>) =>
  useCase(ReportRefInput, (subject, userId: string) =>
    ResultAsync.fromSafePromise(
      p.store
        .grant(userId, reportIdOf(subject), 'purchase', p.clock.now())
        .then(() => ({ reportId: reportIdOf(subject) })),
    ),
  );
