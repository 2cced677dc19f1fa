import type { PaymentGateway } from '../billing/payment-gateway.port.js';
import type { PaymentOrderStore } from '../billing/payment-order.port.js';
import type { WalletStore } from '../billing/wallet.port.js';
import type { Experiments } from '../experiments/experiments.port.js';
import type { Clock, IdGenerator } from '../shared/clock.port.js';
import type { Mailer } from '../shared/mailer.port.js';
import type { MembershipStore, ProductCatalog } from './membership-store.port.js';

/** The ports the membership use cases share (the memberships area: catalog, subscriptions, wallet, payments). */
export interface MembershipPorts {
  readonly catalog: ProductCatalog;
  readonly store: MembershipStore;
  /** Every charge is a payment order first (docs/decisions/0032-payment-saga.md). */
  readonly orders: PaymentOrderStore;
  readonly wallet: WalletStore;
  readonly gateway: PaymentGateway;
  readonly clock: Clock;
  readonly ids: IdGenerator;
  readonly mailer: Mailer;
  /** The public origin for links in receipts. */
  readonly siteUrl: string;
  /** A completed sale is the visitor's conversion in the experiments they were exposed to (docs/decisions/0094). */
  readonly experiments: Pick<Experiments, 'list' | 'recordConversion'>;
  /** Waits (a repeated payment waits for the first one to finish); core has no timers of its own. */
  readonly sleep: (ms: number) => Promise<void>;
}
