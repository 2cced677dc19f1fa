import { ok } from 'neverthrow';
import { AlertsSeenInput } from '../shared/reports/notifications.schema.js';
import { useCase } from '../shared/use-case.js';
import type { ReportPorts } from './report-ports.port.js';

/**
 * POST notifications/report/alert/last-seen (000 section 7): the member saw a report's alerts
 * (`reportId`) or some alerts (`alertIds`); they leave the badge count and the reports list's filter 1.
 * Answers how many were marked and the count left.
 */
export const makeMarkAlertsSeen = (p: Pick<ReportPorts, 'monitoring' | 'clock'>) =>
  useCase(AlertsSeenInput, async (b, userId: string) => {
    const marked = await p.monitoring.markSeen(userId, b, p.clock.now());
    return ok({ marked, totalUpdatesAvailable: await p.monitoring.unseenCount(userId) });
  });
