import type { ReportAccessLevelName } from './access-level.rules.js';
import { decideReportAccess } from './report-access.rules.js';
import { reportSubjectOf } from './report-contents.schema.js';
import type { ReportLevelPorts } from './report-ports.port.js';

/**
 * The access level a signed-in member holds to one report now (docs/decisions/0050): the report page's
 * rule ({@link decideReportAccess}) on the member's grants and membership. Monitoring subscriptions, alerts
 * and digests ask it, so they show what the report page would; noAccess for an id that names no report.
 */
export const memberReportLevel = async (
  p: ReportLevelPorts,
  userId: string,
  reportId: string,
  at: Date,
): Promise<ReportAccessLevelName> => {
  const subject = reportSubjectOf(reportId);
  if (!subject) return 'noAccess';
  const [grants, membership] = await Promise.all([
    p.store.grants(userId, reportId),
    p.allowance.membership(userId, at),
  ]);
  return decideReportAccess({ signedIn: true, grants, membership, type: subject.type });
};

/** How report monitoring learns a member's level to a report (a port-shaped function for the job and digest). */
export type ReportLevelOf = (userId: string, reportId: string, at: Date) => Promise<ReportAccessLevelName>;

/** {@link memberReportLevel} as a {@link ReportLevelOf}. */
export const reportLevelOf =
  (p: ReportLevelPorts): ReportLevelOf =>
  (userId, reportId, at) =>
    memberReportLevel(p, userId, reportId, at);
