import { reportSubjectOf } from '../shared/reports/report-contents.schema.js';
import type { ReportSource } from '../shared/reports/report-source.port.js';
import { diffSnapshots, type MonitoringSnapshot, snapshotOf } from './monitoring-changes.rules.js';
import { reportUrlOf } from './report-access.rules.js';
import type { ReportMonitoringJobPorts } from './report-monitoring.port.js';
import { buildReportView } from './report-view.rules.js';
import { loadReportData } from './view-report.steps.js';

/** What one monitoring run did. */
export interface ReportMonitoringRunReport {
  /** Monitored reports of members whose monitoring is on. */
  readonly reports: number;
  /** Reports seen for the first time (no stored snapshot): recorded as the baseline, no alert. */
  readonly baselines: number;
  /** Alerts written (one per report that changed). */
  readonly alerts: number;
  /** Reports whose subject is gone from the records: left as they were. */
  readonly skipped: number;
  /** Reports another run recorded first (that run wrote the alert). */
  readonly raced: number;
  /** Reports of members without a membership now: not compared, left as they were. */
  readonly inactive: number;
}

/**
 * The full facts of a report now (the records through the ReportSource port, as the report view loads
 * them; never the teaser), its snapshot, title and link; null when the subject is gone from the records.
 */
export const currentReportFacts = async (
  source: ReportSource,
  reportId: string,
  now: Date,
): Promise<{ facts: MonitoringSnapshot; title: string; url: string } | null> => {
  const subject = reportSubjectOf(reportId);
  if (!subject) return null;
  const data = await loadReportData(source, subject);
  const report = data.isOk() ? data.value : null;
  if (!report) return null;
  const view = buildReportView({ subject, report, level: 'full', now });
  return { facts: snapshotOf(report), title: view.title, url: reportUrlOf(subject, report) };
};

/**
 * Report monitoring (002 section 3 "Monitoring"; 000 section 7 notifications; docs/decisions/0071): for
 * every monitored report of a member whose monitoring is on (only `userId`'s when given: POST
 * notifications/refresh), the report's facts now are compared with the snapshot stored when monitoring
 * started or at the last run; when they differ, ONE alert names every change in plain words ("New address
 * in Tempe, AZ, recorded 2026-11-02"), each change that the member may see in the report and that names
 * nobody who opted out (the fact gate). The new snapshot and the alert are recorded together as a
 * compare-and-set on the stored snapshot, so several server instances running at once write each alert
 * once. A report with no stored snapshot gets one (the baseline) without an alert; a report whose facts
 * did not change is left as it was (no write at all).
 */
export const makeRunReportMonitoring =
  (deps: ReportMonitoringJobPorts) =>
  async (userId?: string): Promise<ReportMonitoringRunReport> => {
    const refs = await deps.monitoring.monitored(userId);
    let baselines = 0;
    let alerts = 0;
    let skipped = 0;
    let raced = 0;
    let inactive = 0;
    const members = new Map<string, boolean>();
    for (const ref of refs) {
      const now = deps.clock.now();
      if (deps.isMember) {
        let member = members.get(ref.userId);
        if (member === undefined) {
          member = await deps.isMember(ref.userId, now);
          members.set(ref.userId, member);
        }
        if (!member) {
          inactive += 1;
          continue;
        }
      }
      const current = await currentReportFacts(deps.source, ref.reportId, now);
      if (!current) {
        skipped += 1;
        continue;
      }
      const before = ref.snapshotAt === null ? null : await deps.monitoring.snapshot(ref.userId, ref.reportId);
      const all = before === null ? [] : diffSnapshots(before, current.facts);
      if (before !== null && all.length === 0) continue;
      // The alert names only what the member may see in the report itself, through the fact gate; the
      // snapshot moves on either way, so a change the member could not see is never named later.
      const level =
        all.length > 0 ? ((await deps.levelOf(ref.userId, [ref.reportId], now))[0] ?? 'noAccess') : 'noAccess';
      const changes = all.length > 0 ? await deps.gate.changes(ref.reportId, level, all) : [];
      const alert =
        changes.length > 0 ? { id: deps.ids.uuid(), title: current.title, url: current.url, changes } : null;
      if (!(await deps.monitoring.recordRun(ref.userId, ref.reportId, ref.snapshotAt, current.facts, now, alert))) {
        raced += 1;
        continue;
      }
      if (before === null) baselines += 1;
      else if (alert) alerts += 1;
    }
    return { reports: refs.length, baselines, alerts, skipped, raced, inactive };
  };
