import { err, ok } from 'neverthrow';
import { DAY_MS } from '../shared/date.rules.js';
import { SignedInUser, useCase } from '../shared/use-case.js';
import type { IdentityMonitoringPorts } from './identity-monitoring.port.js';
import { contextForStep, recordReportId } from './identity-monitoring.steps.js';
import { reportActivityOf } from './report-activity.rules.js';

/**
 * GET identity-monitoring/report-activity (000 section 7): how often other members opened the report on
 * the member's claimed record and searched their name; counts only, never who. Once monitoring is active.
 */
export const makeGetReportActivity = (p: Pick<IdentityMonitoringPorts, 'store' | 'accounts' | 'activity' | 'clock'>) =>
  useCase(SignedInUser, async (userId) => {
    const ctx = await contextForStep(p, userId, null);
    if (ctx.isErr()) return err(ctx.error);
    const setup = ctx.value.setup;
    const now = p.clock.now();
    const [views, searches] = await Promise.all([
      p.activity.reportViews(recordReportId(setup?.recordId ?? ''), userId),
      setup?.personalInfo
        ? p.activity.nameSearches(setup.personalInfo, userId, new Date(now.getTime() - 30 * DAY_MS))
        : Promise.resolve(0),
    ]);
    return ok(reportActivityOf(views, searches, now));
  });
