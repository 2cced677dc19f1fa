import type { PaymentRecoveryReport } from '../../core/billing/payment-recovery.job.js';
import type { IdentityMonitoringRunReport } from '../../core/identity/identity-monitoring.job.js';
import type { RenewalRunReport } from '../../core/membership/subscriptions/renewal.job.js';
import type { NearbyAlertsReport } from '../../core/property/nearby-alerts.job.js';
import type { MonitoringDigestReport } from '../../core/reports/monitoring-digest.job.js';
import type { ReportMonitoringRunReport } from '../../core/reports/report-monitoring.job.js';
import type { ExpiredRowsReport } from '../../core/shared/expired-rows.job.js';
import type { JobQueue } from '../../core/shared/job-queue.port.js';
import type { Logger } from '../logger.js';

/** What one run of the payments job did: orders left half-done by a crash settled, then renewals. */
export interface PaymentJobsReport {
  readonly recovery: PaymentRecoveryReport;
  readonly renewals: RenewalRunReport;
}

/** The names of the recurring jobs in the queue (the `pgboss.job.name` of their runs). */
export const RECURRING_JOBS = {
  payments: 'payments',
  nearbyAlerts: 'nearby-alerts',
  cleanup: 'cleanup',
  reportMonitoring: 'report-monitoring',
  monitoringDigest: 'report-monitoring-digest',
  identityMonitoring: 'identity-monitoring',
} as const;

/**
 * Puts the recurring jobs on the queue (docs/decisions/0070-job-queue.md), each run once per period
 * across all server instances, never two runs of one job at once:
 * - payments, every `renewalIntervalMs`: first the payment orders a crash left pending (refunded or
 *   failed, docs/decisions/0032), then the renewals that are due (docs/decisions/0030: the leases and
 *   idempotent charges still keep a subscription from being renewed twice);
 * - nearby-alerts, every `nearbyAlertsIntervalMs` (docs/decisions/0067);
 * - cleanup, every `cleanupIntervalMs`: expired sessions, tokens, rate-limit counters, old client logs;
 * - report-monitoring, every `monitoringIntervalMs`, and its digest mail, every
 *   `monitoringDigestIntervalMs` (docs/decisions/0071);
 * - identity-monitoring, every `monitoringIntervalMs` too: new breaches and changes in the claimed records
 *   (docs/decisions/0073).
 * A run that throws is logged; the next period runs again.
 */
export const scheduleRecurringJobs = async (
  queue: JobQueue,
  deps: {
    readonly runPaymentJobs: () => Promise<PaymentJobsReport>;
    readonly runNearbyAlerts: () => Promise<NearbyAlertsReport>;
    readonly cleanUpExpiredRows: () => Promise<ExpiredRowsReport>;
    readonly runReportMonitoring: () => Promise<ReportMonitoringRunReport>;
    readonly sendMonitoringDigest: () => Promise<MonitoringDigestReport>;
    readonly runIdentityMonitoring: () => Promise<IdentityMonitoringRunReport>;
    readonly log: Logger;
    readonly renewalIntervalMs: number;
    readonly nearbyAlertsIntervalMs: number;
    readonly cleanupIntervalMs: number;
    readonly monitoringIntervalMs: number;
    readonly monitoringDigestIntervalMs: number;
  },
): Promise<void> => {
  const { log } = deps;
  const logged =
    <R>(what: string, run: () => Promise<R>, report: (r: R) => void) =>
    async (): Promise<void> => {
      try {
        report(await run());
      } catch (e) {
        log.error({ err: e }, `${what} failed`);
        throw e;
      }
    };
  await queue.schedule(
    RECURRING_JOBS.payments,
    { everyMs: deps.renewalIntervalMs },
    logged('payments job', deps.runPaymentJobs, (r) => {
      if (r.recovery.found > 0) log.warn(r.recovery, 'payment recovery: settled orders left by a crash');
      if (r.renewals.leased > 0) log.info(r.renewals, 'renewal job');
    }),
  );
  await queue.schedule(
    RECURRING_JOBS.nearbyAlerts,
    { everyMs: deps.nearbyAlertsIntervalMs },
    logged('nearby search alerts', deps.runNearbyAlerts, (r) => {
      if (r.mailed > 0 || r.skipped > 0) log.info(r, 'nearby search alerts');
    }),
  );
  await queue.schedule(
    RECURRING_JOBS.cleanup,
    { everyMs: deps.cleanupIntervalMs },
    logged('clean-up of expired rows', deps.cleanUpExpiredRows, (r) => {
      if (Object.values(r).some((n) => n > 0)) log.info(r, 'clean-up of expired rows');
    }),
  );
  await queue.schedule(
    RECURRING_JOBS.reportMonitoring,
    { everyMs: deps.monitoringIntervalMs },
    logged('report monitoring', deps.runReportMonitoring, (r) => {
      if (r.alerts > 0 || r.skipped > 0) log.info(r, 'report monitoring');
    }),
  );
  await queue.schedule(
    RECURRING_JOBS.monitoringDigest,
    { everyMs: deps.monitoringDigestIntervalMs },
    logged('report monitoring digest', deps.sendMonitoringDigest, (r) => {
      if (r.members > 0) log.info(r, 'report monitoring digest');
    }),
  );
  await queue.schedule(
    RECURRING_JOBS.identityMonitoring,
    { everyMs: deps.monitoringIntervalMs },
    logged('identity monitoring', deps.runIdentityMonitoring, (r) => {
      if (r.breachAlerts > 0 || r.recordAlerts > 0) log.info(r, 'identity monitoring');
    }),
  );
};
