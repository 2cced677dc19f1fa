import { makeSettleUnsettledPayments } from '../../core/billing/payment-recovery.job.js';
import type { MembershipPorts } from '../../core/membership/membership-ports.port.js';
import { makeRunRenewals } from '../../core/membership/renewal.job.js';
import { makeRunNearbyAlerts } from '../../core/property/nearby-alerts.job.js';
import { makeSendMonitoringDigest } from '../../core/reports/monitoring-digest.job.js';
import { makeRunReportMonitoring } from '../../core/reports/report-monitoring.job.js';
import { startIntervalWorker } from '../jobs/interval-worker.js';
import { startNearbyAlertsWorker } from '../jobs/nearby-alerts-worker.js';
import { type PaymentJobsReport, startRenewalWorker } from '../jobs/renewal-worker.js';
import type { PropertyPorts } from './property.js';
import type { ReportsPorts } from './reports.js';
import type { SharedBindings } from './shared.js';

/** The background jobs of this process: payments (recovery, then renewals). */
export interface JobsWiring {
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
  /** Starts the payments job and the nearby alerts at their configured intervals; returns a function that stops both. */
  readonly start: () => () => Promise<void>;
}

/** The payments job on the memberships area's ports, run every RENEWAL_INTERVAL_MS (server/jobs/renewal-worker.ts). */
export const wireJobs = (
  shared: SharedBindings,
  deps: {
    readonly membership: MembershipPorts;
    readonly property: Pick<PropertyPorts, 'nearbySearch' | 'savedNearbySearches'>;
    readonly reports: Pick<ReportsPorts, 'source' | 'monitoring'>;
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
  });
  const runReportMonitoring = makeRunReportMonitoring({
    source: deps.reports.source,
    monitoring: deps.reports.monitoring,
    clock: shared.clock,
    ids: shared.ids,
  });
  const sendMonitoringDigest = makeSendMonitoringDigest({
    monitoring: deps.reports.monitoring,
    mailer: shared.mailer,
    clock: shared.clock,
    publicUrl: shared.config.publicUrl,
  });
  return {
    settlePayments,
    runReportMonitoring,
    sendMonitoringDigest,
    runRenewals,
    runPaymentJobs,
    runNearbyAlerts,
    start: () => {
      const stops = [
        startRenewalWorker({ run: runPaymentJobs, log: shared.log, intervalMs: shared.config.renewalIntervalMs }),
        startNearbyAlertsWorker({
          run: runNearbyAlerts,
          log: shared.log,
          intervalMs: shared.config.nearbyAlertsIntervalMs,
        }),
        startIntervalWorker({
          name: 'report monitoring',
          run: () => runReportMonitoring(),
          worthLogging: (r) => r.alerts > 0 || r.skipped > 0,
          log: shared.log,
          intervalMs: shared.config.monitoringIntervalMs,
        }),
        startIntervalWorker({
          name: 'report monitoring digest',
          run: sendMonitoringDigest,
          worthLogging: (r) => r.members > 0,
          log: shared.log,
          intervalMs: shared.config.monitoringDigestIntervalMs,
        }),
      ];
      return async () => {
        await Promise.all(stops.map((stop) => stop()));
      };
    },
  };
};
