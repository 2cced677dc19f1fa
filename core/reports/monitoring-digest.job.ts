import type { FactGate } from '../fact-gate/fact-gate.steps.js';
import type { Clock } from '../shared/clock.port.js';
import type { Mailer, MailMessage } from '../shared/mailer.port.js';
import type { ReportAccessLevelName } from '../shared/reports/access-level.rules.js';
import type { ReportLevelOf } from './report-level.port.js';
import type { DigestBatch, ReportMonitoringStore } from './report-monitoring.port.js';

/** What one digest run did. */
export interface MonitoringDigestReport {
  readonly members: number;
  readonly alerts: number;
}

/**
 * The digest mail of one member (docs/decisions/0071): every report that changed, newest first, with its
 * changes and the link to the report, and the link to the notifications page.
 */
const monitoringDigestMail = (b: DigestBatch, publicUrl: string): MailMessage => {
  const n = b.alerts.length;
  const body = b.alerts
    .map((a) =>
      [`${a.title}`, ...a.changes.map((c) => `  - ${c.text}`), `  See the report: ${publicUrl}${a.url}`].join('\n'),
    )
    .join('\n\n');
  return {
    to: b.email,
    subject: `${n} monitored ${n === 1 ? 'report has' : 'reports have'} new records`,
    text: `Records changed in reports you monitor:\n\n${body}\n\nAll your alerts: ${publicUrl}/notifications\n`,
  };
};

/**
 * The daily digest of report monitoring alerts (002 section 3 "Monitoring"; docs/decisions/0071): one
 * mail per member with alerts not seen and not yet in a digest. The alerts are claimed (marked digested)
 * before the mail is written, in one statement, so two server instances never mail the same alerts; a
 * crash between the claim and the mail loses that digest rather than sending it twice.
 */
export const makeSendMonitoringDigest =
  (deps: {
    readonly monitoring: ReportMonitoringStore;
    readonly mailer: Mailer;
    readonly clock: Clock;
    /** The site's address, for the links (config PUBLIC_URL). */
    readonly publicUrl: string;
    /** The member's access level to a report now, and the fact gate each alert's changes pass. */
    readonly levelOf: ReportLevelOf;
    readonly gate: Pick<FactGate, 'alerts'>;
  }) =>
  async (): Promise<MonitoringDigestReport> => {
    const now = deps.clock.now();
    const batches = await deps.monitoring.claimDigest(now);
    let alerts = 0;
    let members = 0;
    for (const b of batches) {
      // What the member may see now, with nobody who opted out since the alert was written.
      const ids = [...new Set(b.alerts.map((a) => a.reportId))];
      const found = await deps.levelOf(b.userId, ids, now);
      const levels = new Map<string, ReportAccessLevelName>(ids.map((id, n) => [id, found[n] ?? 'noAccess']));
      const gated = await deps.gate.alerts(
        b.alerts.map((a) => ({ ...a, level: levels.get(a.reportId) ?? 'noAccess' })),
      );
      const shown = b.alerts.flatMap((a, n) =>
        (gated[n] ?? []).length > 0 ? [{ ...a, changes: gated[n] ?? [] }] : [],
      );
      if (shown.length === 0) continue;
      await deps.mailer.send(monitoringDigestMail({ ...b, alerts: shown }, deps.publicUrl));
      alerts += shown.length;
      members += 1;
    }
    return { members, alerts };
  };
