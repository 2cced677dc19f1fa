import { ok } from 'neverthrow';
import { SignedInUser, useCase } from '../shared/use-case.js';
import { reportLevelOf } from './report-level.steps.js';
import { makeRunReportMonitoring } from './report-monitoring.job.js';
import type { ReportPorts } from './report-ports.port.js';

/**
 * POST notifications/refresh (000 section 7): runs report monitoring now for the caller's monitored
 * reports (when the caller's monitoring is on), as the timed job does for everyone. Answers what the
 * run did and the unseen alerts count.
 */
export const makeRefreshNotifications = (
  p: Pick<ReportPorts, 'monitoring' | 'source' | 'clock' | 'ids' | 'store' | 'allowance' | 'gate'>,
) => {
  const run = makeRunReportMonitoring({ ...p, levelOf: reportLevelOf(p) });
  return useCase(SignedInUser, async (userId) => {
    const r = await run(userId);
    return ok({ alertsCreated: r.alerts, totalUpdatesAvailable: await p.monitoring.unseenCount(userId) });
  });
};
