import type { PaymentSagaPorts } from './payment-saga.port.js';
import { settleOrder } from './payment-saga.steps.js';

/** What one run of the recovery job did. */
export interface PaymentRecoveryReport {
  readonly found: number;
  readonly refunded: number;
  readonly failed: number;
}

/**
 * The recovery job (docs/decisions/0032-payment-saga.md), run at start-up and with every run of the
 * renewal job: settles the orders a crash left pending or half-refunded once their lease has run out.
 * A charge the gateway holds for such an order is refunded (never completed: what was bought was not
 * written, and the buyer was not told it was). Several processes may run it: the fence lets one settle.
 */
export const makeSettleUnsettledPayments =
  (deps: Pick<PaymentSagaPorts, 'orders' | 'gateway' | 'clock' | 'ids'>) =>
  async (opts: { limit?: number } = {}): Promise<PaymentRecoveryReport> => {
    const found = await deps.orders.unsettled(deps.clock.now(), opts.limit ?? 100);
    let refunded = 0;
    let failed = 0;
    for (const order of found) {
      const after = await settleOrder(deps, order);
      if (after?.status === 'refunded') refunded += 1;
      else if (after?.status === 'failed') failed += 1;
    }
    return { found: found.length, refunded, failed };
  };
