import { makeSettleUnsettledPayments } from '../../core/billing/payment-recovery.job.js';
import type { MembershipPorts } from '../../core/membership/membership-ports.port.js';
import { makeRunRenewals } from '../../core/membership/renewal.job.js';
import { type PaymentJobsReport, startRenewalWorker } from '../jobs/renewal-worker.js';
import type { SharedBindings } from './shared.js';

/** The background jobs of this process: payments (recovery, then renewals). */
export interface JobsWiring {
  /** Settles payment orders a crash left half-done (docs/decisions/0032-payment-saga.md). */
  readonly settlePayments: ReturnType<typeof makeSettleUnsettledPayments>;
  /** Renews the subscriptions that are due (docs/decisions/0030). */
  readonly runRenewals: ReturnType<typeof makeRunRenewals>;
  /** One run of the periodic payments job: first the orders a crash left behind, then the renewals that are due. */
  readonly runPaymentJobs: () => Promise<PaymentJobsReport>;
  /** Starts the payments job at the configured interval; returns a function that stops it. */
  readonly start: () => () => Promise<void>;
}

/** The payments job on the memberships area's ports, run every RENEWAL_INTERVAL_MS (server/jobs/renewal-worker.ts). */
export const wireJobs = (shared: SharedBindings, deps: { readonly membership: MembershipPorts }): JobsWiring => {
  const settlePayments = makeSettleUnsettledPayments(deps.membership);
  const runRenewals = makeRunRenewals(deps.membership);
  const runPaymentJobs = async (): Promise<PaymentJobsReport> => ({
    recovery: await settlePayments(),
    renewals: await runRenewals(),
  });
  return {
    settlePayments,
    runRenewals,
    runPaymentJobs,
    start: () =>
      startRenewalWorker({ run: runPaymentJobs, log: shared.log, intervalMs: shared.config.renewalIntervalMs }),
  };
};
