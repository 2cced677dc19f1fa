/** What an order pays for: a checkout, an upgrade or re-activation, a renewal, an add-on (the report PDF). */
export type PaymentOrderKind = 'checkout' | 'upgrade' | 'renewal' | 'addon';

/**
 * pending -> completed (delivered, in the same transaction as what was bought) | failed (no money taken) |
 * refunding -> refunded (money taken, then returned because it could not be delivered).
 */
export type PaymentOrderStatus = 'pending' | 'completed' | 'failed' | 'refunding' | 'refunded';

/** What the buyer was answered; a retry with the same key answers it again (stored as JSON). */
export type PaymentOrderOutcome =
  | { readonly ok: true; readonly value: unknown }
  | { readonly ok: false; readonly error: unknown };

/** A payment order (docs/decisions/0032-payment-saga.md). Money in cents. */
export interface PaymentOrderRecord {
  readonly id: string;
  /** Null only when the user row itself was removed (accounts are normally erased in place). */
  readonly userId: string | null;
  /** The key the gateway is charged with; one order per key and user. */
  readonly key: string;
  readonly kind: PaymentOrderKind;
  readonly amountCents: number;
  readonly description: string;
  readonly status: PaymentOrderStatus;
  readonly chargeId: string | null;
  readonly outcome: PaymentOrderOutcome | null;
  /** Only the holder of this token may complete the order (a taken-over order is never completed). */
  readonly leaseToken: string;
  /** After this instant a pending order counts as left over by a crash. */
  readonly leaseUntil: Date;
  readonly createdAt: Date;
  readonly updatedAt: Date;
}

/** The answer of {@link PaymentOrderStore.begin}. */
export type PaymentOrderBegin =
  | { readonly status: 'started'; readonly order: PaymentOrderRecord }
  | { readonly status: 'exists'; readonly order: PaymentOrderRecord }
  | { readonly status: 'busy' };

/** Who may move a pending order on: its lease holder, or anyone once its lease has run out. */
export type PaymentOrderClaim = { readonly token: string } | { readonly staleAt: Date };

/** Where a fence moves a pending order: its new status and answer, and who holds it until when. */
export interface PaymentOrderFence {
  readonly status: 'failed' | 'refunding';
  readonly outcome: PaymentOrderOutcome;
  readonly chargeId: string | null;
  readonly token: string;
  readonly leaseUntil: Date;
  readonly at: Date;
}

/**
 * The payment orders (docs/decisions/0032-payment-saga.md). The completion of an order is written by the
 * store that writes what was bought, in the same transaction (`MembershipChange.order`).
 */
export interface PaymentOrderStore {
  /**
   * Records a pending order before anything is charged. `exists`: the user has an order with this key
   * (nothing written); `busy`: another order of the user is pending (one payment in flight per account,
   * enforced by the database; nothing written).
   */
  begin(order: PaymentOrderRecord): Promise<PaymentOrderBegin>;
  byKey(userId: string, key: string): Promise<PaymentOrderRecord | null>;
  byId(orderId: string): Promise<PaymentOrderRecord | null>;
  /** How many orders the user has under `base` or `base#n`, and the newest of them. */
  attempts(userId: string, base: string): Promise<{ count: number; latest: PaymentOrderRecord | null }>;
  /**
   * pending -> `status` (`failed` or `refunding`) with the outcome, for the claimant only; a lease claim
   * (`staleAt`) passes the order to `next.token` until `next.leaseUntil`. False (nothing written) otherwise.
   */
  fence(orderId: string, claim: PaymentOrderClaim, to: PaymentOrderFence): Promise<boolean>;
  /**
   * A refunding order whose lease ran out passes to `token` until `leaseUntil` (a crash between fence and
   * refund). False when it is not refunding or another holder's lease still runs.
   */
  claimRefunding(orderId: string, staleAt: Date, token: string, leaseUntil: Date): Promise<boolean>;
  /** Anything but completed -> `refunded` (charge returned) or `failed` (nothing was taken), keeping the outcome. */
  settle(orderId: string, to: { status: 'refunded' | 'failed'; chargeId: string | null; at: Date }): Promise<boolean>;
  /** Orders left pending or refunding with a lease that ran out before `now`, oldest first. */
  unsettled(now: Date, limit: number): Promise<PaymentOrderRecord[]>;
}
