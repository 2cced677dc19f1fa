import type { MailMessage } from '../shared/mailer.port.js';
import { IDENTITY_MONITORING_PAGE } from './breach-alerts.rules.js';
import type { IdentityMonitoringPorts, StoredIdentityAlert } from './identity-monitoring.port.js';
import { claimedRecordFacts, disclosedBreachAlerts, recordAlertsOf } from './identity-monitoring.steps.js';

/** What one identity-monitoring run did. */
export interface IdentityMonitoringRunReport {
  /** Members whose monitoring is active. */
  readonly members: number;
  /** Alerts written: breaches newly disclosed, and changes in claimed records. */
  readonly breachAlerts: number;
  readonly recordAlerts: number;
  /** Claimed records another run recorded first (that run wrote the alerts). */
  readonly raced: number;
  /** Members e-mailed (one mail per member per run with new alerts). */
  readonly mailed: number;
}

/** The mail of one run's new alerts for one member: each alert's sentence and the page's link. */
export const identityAlertsMail = (
  email: string,
  alerts: readonly StoredIdentityAlert[],
  siteUrl: string,
): MailMessage => {
  const n = alerts.length;
  return {
    to: email,
    subject: `Identity monitoring: ${n} new ${n === 1 ? 'alert' : 'alerts'}`,
    text: [
      'We found something new about your identity:',
      '',
      ...alerts.map((a) => `  - ${a.text}`),
      '',
      `See the details and what to do: ${siteUrl}${IDENTITY_MONITORING_PAGE}`,
      '',
    ].join('\n'),
  };
};

/**
 * The identity-monitoring run (docs/decisions/0073), for every member whose monitoring is active:
 * - every breach disclosed by today that exposed the member's e-mail or verified phone becomes an alert,
 *   once (the store keeps one alert per breach and identifier, so only breaches disclosed since the last
 *   run add any);
 * - the claimed record's facts now are compared with its stored snapshot (report monitoring's rules,
 *   core/reports/monitoring-changes.rules.ts); each change becomes an alert of kind 'record', written with
 *   the new snapshot as a compare-and-set, so of two runs at once only one writes them;
 * - a member with new alerts gets ONE e-mail listing them.
 */
export const makeRunIdentityMonitoring =
  (
    p: Pick<IdentityMonitoringPorts, 'store' | 'breaches' | 'source' | 'gate' | 'mailer' | 'clock' | 'ids' | 'siteUrl'>,
  ) =>
  async (): Promise<IdentityMonitoringRunReport> => {
    const members = await p.store.active();
    let breachAlerts = 0;
    let recordAlerts = 0;
    let raced = 0;
    let mailed = 0;
    for (const m of members) {
      const now = p.clock.now();
      const breaches = await p.store.addAlerts(
        m.userId,
        await disclosedBreachAlerts(p, { email: m.email, phone: m.phone }, now),
        now,
      );
      breachAlerts += breaches.length;
      const written: StoredIdentityAlert[] = [...breaches];
      const current = await claimedRecordFacts(p, m.recordId, now);
      const before = current ? await p.store.snapshot(m.userId) : null;
      if (current && before) {
        const alerts = await recordAlertsOf(p, m.recordId, before, current.facts, current.url, () => p.ids.uuid());
        if (alerts.length > 0) {
          const stored = await p.store.recordRun(m.userId, m.snapshotAt, current.facts, now, alerts);
          if (stored === null) raced += 1;
          else {
            recordAlerts += stored.length;
            written.push(...stored);
          }
        }
      }
      if (written.length > 0) {
        await p.mailer.send(identityAlertsMail(m.email, written, p.siteUrl));
        mailed += 1;
      }
    }
    return { members: members.length, breachAlerts, recordAlerts, raced, mailed };
  };
