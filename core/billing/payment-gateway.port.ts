import type { CardBrandName } from './card.rules.js';

/**
 * The card as the buyer typed it. It goes to the gateway adapter and nowhere else: it is never stored,
 * logged or returned (the full number and the security code stay inside the adapter).
 */
export interface PaymentCardDetails {
  readonly number: string;
  readonly expMonth: number;
  readonly expYear: number;
  readonly cvc: string;
}

/** What the gateway gives back for a card: a token to charge later and what may be shown (brand, last 4). */
export interface PaymentCardToken {
  readonly token: string;
  readonly brand: CardBrandName;
  readonly last4: string;
  readonly expMonth: number;
  readonly expYear: number;
}

/** One charge request. The idempotency key makes a repeated request charge once. */
export interface PaymentChargeRequest {
  readonly token: string;
  readonly amountCents: number;
  readonly idempotencyKey: string;
  readonly userId: string | null;
}

/** The outcome of a charge; `replayed` is true when the key had been used before (nothing new charged). */
export type PaymentChargeOutcome =
  | { readonly status: 'succeeded'; readonly chargeId: string; readonly replayed: boolean }
  | { readonly status: 'declined'; readonly chargeId: string; readonly code: string; readonly replayed: boolean };

/**
 * The outcome of a refund (a void when the charge has not settled yet). `replayed` is true when the charge
 * had been refunded before: nothing more is returned. `notRefundable`: the charge is unknown or took no money.
 */
export type PaymentRefundOutcome =
  | { readonly status: 'refunded'; readonly refundId: string; readonly replayed: boolean }
  | { readonly status: 'notRefundable' };

/** What the gateway holds for an idempotency key: how a crashed payment is settled (docs/decisions/0032). */
export interface PaymentChargeRecord {
  readonly chargeId: string;
  readonly status: 'succeeded' | 'declined';
  readonly code: string | null;
  readonly amountCents: number;
  readonly refunded: boolean;
}

/** The wallets a checkout may offer (002 section 2.5): shown only when the gateway is configured for them. */
export interface PaymentMethodsAvailable {
  readonly paypal: boolean;
  readonly applePay: boolean;
  readonly googlePay: boolean;
}

/**
 * Takes card payments. Adapters: `SandboxPaymentGateway` (documented test cards, docs/payments-sandbox.md).
 * - `tokenize` returns null for a card number the gateway cannot use at all;
 * - `charge` takes money once per idempotency key (the same key again answers the first outcome);
 * - `refund` returns a successful charge's money, once (idempotent per charge);
 * - `findCharge` answers what was charged under a key, so a payment left half-done by a crash can be
 *   settled (docs/decisions/0032-payment-saga.md).
 */
export interface PaymentGateway {
  readonly methods: PaymentMethodsAvailable;
  tokenize(card: PaymentCardDetails): Promise<PaymentCardToken | null>;
  charge(request: PaymentChargeRequest): Promise<PaymentChargeOutcome>;
  refund(chargeId: string): Promise<PaymentRefundOutcome>;
  findCharge(idempotencyKey: string): Promise<PaymentChargeRecord | null>;
}
