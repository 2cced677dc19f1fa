import { workMail } from '../../adapters/mail/queued-mailer.js';
import { PgExpiredRows } from '../../adapters/postgres/pg-expired-rows.js';
import { makeSettleUnsettledPayments } from '../../core/billing/payment-recovery.job.js';
import type { FactGate } from '../../core/fact-gate/fact-gate.steps.js';
import { makeRunIdentityMonitoring } from '../../core/identity/identity-monitoring.job.js';
import type { IdentityMonitoringPorts } from '../../core/identity/identity-monitoring.port.js';
import type { MembershipPorts } from '../../core/membership/membership-ports.port.js';
import { makeRunRenewals } from '../../core/membership/subscriptions/renewal.job.js';
import { makeRunNearbyAlerts } from '../../core/property/nearby-alerts.job.js';
import { makeSendMonitoringDigest } from '../../core/reports/monitoring-digest.job.js';
import { reportLevelOf } from '../../core/reports/report-level.steps.js';
import { makeRunReportMonitoring } from '../../core/reports/report-monitoring.job.js';
import { makeCleanUpExpiredRows } from '../../core/shared/expired-rows.job.js';
import type { ExpiredRows } from '../../core/shared/expired-rows.port.js';
import type { JobQueue } from '../../core/shared/job-queue.port.js';
import type { Mailer } from '../../core/shared/mailer.port.js';
import { type PaymentJobsReport, scheduleRecurringJobs } from '../jobs/recurring-jobs.js';
import type { PropertyPorts } from './property.js';
import type { ReportsPorts } from './reports.js';
import type { SharedBindings } from './shared.js';

/** The job queue as this process runs it: the port, plus starting and stopping (adapters/jobs, adapters/memory). */
export interface RunnableJobQueue extends JobQueue {
  start(): Promise<void>;
  /** Stops taking jobs and waits up to `timeoutMs` for the running ones. */
  stop(timeoutMs?: number): Promise<void>;
}

/** The background jobs of this process, on the job queue (docs/decisions/0070-job-queue.md). */
export interface JobsWiring {
  /** The queue every area may enqueue to or schedule on. */
  readonly queue: RunnableJobQueue;
  /** Settles payment orders a crash left half-done (docs/decisions/0032-payment-saga.md). */
  readonly settlePayments: ReturnType<typeof makeSettleUnsettledPayments>;
  /** Renews the subscriptions that are due (docs/decisions/0030). */
  readonly runRenewals: ReturnType<typeof makeRunRenewals>;
  /** One run of the periodic payments job: first the orders a crash left behind, then the renewals that are due. */
  readonly runPaymentJobs: () => Promise<PaymentJobsReport>;
  /** One run of the saved nearby search alerts (docs/decisions/0067). */
  readonly runNearbyAlerts: ReturnType<typeof makeRunNearbyAlerts>;
  /** One run of report monitoring (docs/decisions/0071): an alert per monitored report that changed. */
  readonly runReportMonitoring: ReturnType<typeof makeRunReportMonitoring>;
  /** One run of the report monitoring digest mail (docs/decisions/0071). */
  readonly sendMonitoringDigest: ReturnType<typeof makeSendMonitoringDigest>;
  /** One run of identity monitoring (docs/decisions/0073): new breaches and changes in claimed records. */
  readonly runIdentityMonitoring: ReturnType<typeof makeRunIdentityMonitoring>;
  /** One run of the clean-up of expired rows. */
  readonly cleanUpExpiredRows: ReturnType<typeof makeCleanUpExpiredRows>;
  /**
   * Starts the queue, puts the recurring jobs on it and (with an SMTP relay) the mail worker; resolves
   * to a function that stops the queue, waiting up to `timeoutMs` for running jobs.
   */
  readonly start: () => Promise<(timeoutMs: number) => Promise<void>>;
}

/** The jobs on the memberships and property areas' ports, run by `queue`. */
export const wireJobs = (
  shared: SharedBindings,
  deps: {
    readonly queue: RunnableJobQueue;
    readonly membership: MembershipPorts;
    readonly property: Pick<PropertyPorts, 'nearbySearch' | 'savedNearbySearches' | 'access'>;
    readonly reports: Pick<ReportsPorts, 'source' | 'monitoring' | 'allowance' | 'store'>;
    /** The fact gate monitoring alerts and digests pass (core/fact-gate/fact-gate.steps.ts). */
    readonly gate: FactGate;
    /** Identity monitoring's ports (server/wiring/identity.ts). */
    readonly identity: IdentityMonitoringPorts;
    /** The SMTP relay the queued e-mails go to; none when mail goes to the outbox. */
    readonly mailRelay: Mailer | null;
    readonly expiredRows?: ExpiredRows;
  },
): JobsWiring => {
  const settlePayments = makeSettleUnsettledPayments(deps.membership);
  const runRenewals = makeRunRenewals(deps.membership);
  const runPaymentJobs = async (): Promise<PaymentJobsReport> => ({
    recovery: await settlePayments(),
    renewals: await runRenewals(),
  });
  const runNearbyAlerts = makeRunNearbyAlerts({
    ...deps.property,
    mailer: shared.mailer,
    clock: shared.clock,
    publicUrl: shared.config.publicUrl,
    onSearchError: (searchId, err) => shared.log.warn({ err, searchId }, 'saved nearby search alert failed'),
  });
  const runReportMonitoring = makeRunReportMonitoring({
    source: deps.reports.source,
    monitoring: deps.reports.monitoring,
    isMember: async (userId, at) => (await deps.reports.allowance.membership(userId, at)) !== null,
    levelOf: reportLevelOf(deps.reports),
    gate: deps.gate,
    clock: shared.clock,
    ids: shared.ids,
  });
  const sendMonitoringDigest = makeSendMonitoringDigest({
    monitoring: deps.reports.monitoring,
    levelOf: reportLevelOf(deps.reports),
    gate: deps.gate,
    mailer: shared.mailer,
    clock: shared.clock,
    publicUrl: shared.config.publicUrl,
  });
  const runIdentityMonitoring = makeRunIdentityMonitoring(deps.identity);
  const cleanUpExpiredRows = makeCleanUpExpiredRows({
    expiredRows: deps.expiredRows ?? new PgExpiredRows(shared.db),
    clock: shared.clock,
  });
  const { queue } = deps;
  return {
    queue,
    settlePayments,
    runReportMonitoring,
    sendMonitoringDigest,
    runRenewals,
    runPaymentJobs,
    runNearbyAlerts,
    runIdentityMonitoring,
    cleanUpExpiredRows,
    start: async () => {
      await queue.start();
      if (deps.mailRelay) await workMail(queue, deps.mailRelay);
      await scheduleRecurringJobs(queue, {
        runPaymentJobs,
        runNearbyAlerts,
        cleanUpExpiredRows: () => cleanUpExpiredRows(),
        runReportMonitoring: () => runReportMonitoring(),
        sendMonitoringDigest: () => sendMonitoringDigest(),
        runIdentityMonitoring: () => runIdentityMonitoring(),
        log: shared.log,
        renewalIntervalMs: shared.config.renewalIntervalMs,
        nearbyAlertsIntervalMs: shared.config.nearbyAlertsIntervalMs,
        cleanupIntervalMs: shared.config.cleanupIntervalMs,
        monitoringIntervalMs: shared.config.monitoringIntervalMs,
        monitoringDigestIntervalMs: shared.config.monitoringDigestIntervalMs,
      });
      return (timeoutMs: number) => queue.stop(timeoutMs);
    },
  };
};
