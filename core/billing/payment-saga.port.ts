import type { Clock, IdGenerator } from '../shared/clock.port.js';
import type { PaymentGateway } from './payment-gateway.port.js';
import type { PaymentOrderStore } from './payment-order.port.js';

/** The ports a payment needs (docs/decisions/0032-payment-saga.md). */
export interface PaymentSagaPorts {
  readonly orders: PaymentOrderStore;
  readonly gateway: PaymentGateway;
  readonly clock: Clock;
  readonly ids: IdGenerator;
  readonly sleep: (ms: number) => Promise<void>;
}
