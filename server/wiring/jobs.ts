import { makeSettleUnsettledPayments } from '../../core/billing/payment-recovery.job.js';
import type { MembershipPorts } from '../../core/membership/membership-ports.port.js';
import { makeRunRenewals } from '../../core/membership/renewal.job.js';
import { makeRunNearbyAlerts } from '../../core/property/nearby-alerts.job.js';
import { startNearbyAlertsWorker } from '../jobs/nearby-alerts-worker.js';
import { type PaymentJobsReport, startRenewalWorker } from '../jobs/renewal-worker.js';
import type { PropertyPorts } from './property.js';
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
  /** Starts the payments job and the nearby alerts at their configured intervals; returns a function that stops both. */
  readonly start: () => () => Promise<void>;
}

/** The payments job on the memberships area's ports, run every RENEWAL_INTERVAL_MS (server/jobs/renewal-worker.ts). */
export const wireJobs = (
  shared: SharedBindings,
  deps: {
    readonly membership: MembershipPorts;
    readonly property: Pick<PropertyPorts, 'nearbySearch' | 'savedNearbySearches'>;
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
  return {
    settlePayments,
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
      ];
      return async () => {
        await Promise.all(stops.map((stop) => stop()));
      };
    },
  };
};
