import type { ReportAccessLevelName } from '../shared/reports/access-level.rules.js';
import { reportSubjectOf } from '../shared/reports/report-contents.schema.js';
import { decideReportAccess } from './report-access.rules.js';
import type { ReportLevelOf } from './report-level.port.js';
import type { ReportLevelPorts } from './report-ports.port.js';

/**
 * The access levels a signed-in member holds to some reports now (docs/decisions/0050), in their order: the
 * report page's rule ({@link decideReportAccess}) on the member's grants of each report and their membership,
 * read once. Monitoring subscriptions, alerts, digests and People You May Know ask it, so they show what the
 * report page would; noAccess for an id that names no report.
 */
export const memberReportLevels = async (
  p: ReportLevelPorts,
  userId: string,
  reportIds: readonly string[],
  at: Date,
): Promise<ReportAccessLevelName[]> => {
  if (reportIds.length === 0) return [];
  const [membership, grants] = await Promise.all([
    p.allowance.membership(userId, at),
    Promise.all(reportIds.map((id) => (reportSubjectOf(id) ? p.store.grants(userId, id) : Promise.resolve([])))),
  ]);
  return reportIds.map((id, n) => {
    const subject = reportSubjectOf(id);
    return subject
      ? decideReportAccess({ signedIn: true, grants: grants[n] ?? [], membership, type: subject.type })
      : 'noAccess';
  });
};

/** {@link memberReportLevels} of one report. */
export const memberReportLevel = async (
  p: ReportLevelPorts,
  userId: string,
  reportId: string,
  at: Date,
): Promise<ReportAccessLevelName> => (await memberReportLevels(p, userId, [reportId], at))[0] ?? 'noAccess';

/** {@link memberReportLevels} as a {@link ReportLevelOf}. */
export const reportLevelOf =
  (p: ReportLevelPorts): ReportLevelOf =>
  (userId, reportIds, at) =>
    memberReportLevels(p, userId, reportIds, at);
