import type { PaymentRecoveryReport } from '../../core/billing/payment-recovery.job.js';
import type { RenewalRunReport } from '../../core/membership/renewal.job.js';
import type { Logger } from '../logger.js';

/** What one run of the payments job did: orders left half-done by a crash settled, then renewals. */
export interface PaymentJobsReport {
  readonly recovery: PaymentRecoveryReport;
  readonly renewals: RenewalRunReport;
}

/**
 * Runs the payments job 2 s after start-up and then every `intervalMs` (docs/decisions/0030 and 0032):
 * first the payment orders a crash left pending (refunded or failed, `makeSettleUnsettledPayments`), then
 * the renewals that are due. One run at a time in this process; several processes may run it together:
 * the order fence, the lease (FOR UPDATE SKIP LOCKED) and the idempotent charges keep a payment from
 * being settled or a subscription from being renewed twice. Returns a function that stops it (waiting
 * for a run in progress).
 */
export const startRenewalWorker = (deps: {
  run: () => Promise<PaymentJobsReport>;
  log: Logger;
  intervalMs?: number;
}): (() => Promise<void>) => {
  let running: Promise<void> | null = null;
  let stopped = false;
  const tick = () => {
    if (running || stopped) return;
    running = deps
      .run()
      .then((r) => {
        if (r.recovery.found > 0) deps.log.warn(r.recovery, 'payment recovery: settled orders left by a crash');
        if (r.renewals.leased > 0) deps.log.info(r.renewals, 'renewal job');
      })
      .catch((e: unknown) => deps.log.error({ err: e }, 'payments job failed'))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, deps.intervalMs ?? 60_000);
  timer.unref();
  setTimeout(tick, 2_000).unref();
  return async () => {
    stopped = true;
    clearInterval(timer);
    await running;
  };
};
