/**
 * The payment saga (docs/decisions/0032-payment-saga.md): the steps every charge goes through, whatever is
 * bought (checkout, plan change, renewal, add-on). Billing knows nothing of memberships: what is delivered
 * is the caller's `deliver`.
 */
import type { Result } from 'neverthrow';
import { addMs, MINUTE_MS } from '../shared/date.rules.js';
import { type ConflictError, conflict, generalError, type ValidationError } from '../shared/errors.js';
import type { PaymentGateway } from './payment-gateway.port.js';
import type { PaymentOrderClaim, PaymentOrderKind, PaymentOrderRecord } from './payment-order.port.js';
import type { PaymentSagaPorts } from './payment-saga.port.js';

/** Another payment of the account is in flight: refused before anything is charged (HTTP 409). */
export const PAYMENT_IN_PROGRESS_MESSAGE = 'A payment for this account is already in progress. Please wait a moment.';
/** A retry found its order still running after the bounded wait (HTTP 409); a later retry settles it. */
export const PAYMENT_PROCESSING_MESSAGE = 'Your payment is being processed. Please refresh the page in a moment.';
/** An order that could not be delivered: nothing was taken, or what was taken has been refunded. */
export const PAYMENT_NOT_COMPLETED_MESSAGE =
  'Sorry, we could not complete your order and you have not been charged. Please try again.';

/** How long a retry waits for its order to finish before answering "being processed" (50 x 100 ms). */
const PAYMENT_RETRY_WAIT = { steps: 50, stepMs: 100 } as const;
/** How long a settler (a request giving money back, or the recovery job) holds an order. */
export const PAYMENT_SETTLE_LEASE_MS = MINUTE_MS;

/** The order being delivered: the caller's commit completes it in the same transaction (`MembershipChange.order`). */
export interface PaymentOrderInDelivery {
  readonly id: string;
  readonly leaseToken: string;
  readonly chargeId: string;
  readonly at: Date;
}

/**
 * What delivery did: `delivered` (everything bought and the order's completion are written, in one
 * transaction), `refused` (nothing written: the money is given back and the buyer gets `error`), `lost`
 * (the order was no longer this request's to complete: nothing written, the money is given back).
 */
export type PaymentDelivery<V, E> =
  | { readonly status: 'delivered'; readonly value: V }
  | { readonly status: 'refused'; readonly error: E }
  | { readonly status: 'lost' };

/** One payment: what it is for, how to charge it and how to deliver it. */
export interface PaymentSagaInput<V, E> {
  readonly userId: string;
  /** The idempotency key (order and gateway); the same key again answers the first outcome. */
  readonly key: string;
  /**
   * Keys made by the server (upgrade, add-on, renewal) rather than by the buyer's browser: after a failed
   * or refunded order the next attempt is a new order under `key#n`; a pending or completed one is joined.
   */
  readonly freshAfterFailure: boolean;
  readonly kind: PaymentOrderKind;
  readonly amountCents: number;
  readonly description: string;
  /** How long the order is this request's; after that a crash is assumed and the order is settled. */
  readonly leaseMs: number;
  /**
   * Runs once the order is recorded, before the charge: the checks that refuse the payment (exact here,
   * since no other payment of the account can run meanwhile) and the gateway's card token to charge.
   * An error ends the order `failed` with that answer; nothing is charged.
   */
  readonly prepare: () => Promise<Result<string, E>>;
  readonly declined: (code: string) => E;
  readonly deliver: (order: PaymentOrderInDelivery) => Promise<PaymentDelivery<V, E>>;
}

/** Errors the payment itself may answer, whatever it is for. */
export type PaymentSagaError = ValidationError | ConflictError;

/**
 * The answer of a payment. `replayed`: answered from an order recorded before (nothing charged now).
 * `declined`: the gateway's decline of this request's charge (for the audit trail).
 */
export type PaymentSagaResult<V, E> =
  | { readonly ok: true; readonly value: V; readonly replayed: boolean; readonly chargeId: string | null }
  | {
      readonly ok: false;
      readonly error: E | PaymentSagaError;
      readonly replayed: boolean;
      readonly declined: { readonly code: string; readonly chargeId: string } | null;
    };

const notCompleted = (): ValidationError => generalError(PAYMENT_NOT_COMPLETED_MESSAGE);
const failure = <V, E>(error: E | PaymentSagaError, replayed = false): PaymentSagaResult<V, E> => ({
  ok: false,
  error,
  replayed,
  declined: null,
});

/**
 * Runs one payment as a saga (docs/decisions/0032-payment-saga.md):
 * 1. the order is recorded pending before anything is charged (one pending order per account: a second
 *    payment at the same time is refused with 409, nothing charged);
 * 2. the card is charged with the order's idempotency key;
 * 3. `deliver` writes what was bought together with the order's completion in one transaction;
 * 4. anything failing after a charge fences the order (`refunding`, so it can never be completed), refunds
 *    the charge through the gateway and marks the order `refunded` with the answer given.
 * A retry with the same key answers the stored outcome; one that finds the order still pending waits a
 * bounded time, and settles it itself once its lease has run out (a crashed process).
 */
export const runPaymentSaga = async <V, E>(
  deps: PaymentSagaPorts,
  input: PaymentSagaInput<V, E>,
): Promise<PaymentSagaResult<V, E>> => {
  const key = await orderKey(deps, input);
  const existing = await deps.orders.byKey(input.userId, key);
  if (existing) return answerOf<V, E>(deps, existing);
  const now = deps.clock.now();
  const token = deps.ids.token(16);
  const order: PaymentOrderRecord = {
    id: deps.ids.uuid(),
    userId: input.userId,
    key,
    kind: input.kind,
    amountCents: input.amountCents,
    description: input.description,
    status: 'pending',
    chargeId: null,
    outcome: null,
    leaseToken: token,
    leaseUntil: addMs(now, input.leaseMs),
    createdAt: now,
    updatedAt: now,
  };
  const begun = await deps.orders.begin(order);
  if (begun.status === 'busy') return failure(conflict(PAYMENT_IN_PROGRESS_MESSAGE));
  if (begun.status === 'exists') return answerOf<V, E>(deps, begun.order);
  const mine: PaymentOrderClaim = { token };

  let prepared: Result<string, E>;
  try {
    prepared = await input.prepare();
  } catch (e) {
    await close(deps, order, mine, 'failed', notCompleted(), null);
    throw e;
  }
  if (prepared.isErr()) {
    await close(deps, order, mine, 'failed', prepared.error, null);
    return failure(prepared.error);
  }

  let charge: Awaited<ReturnType<PaymentGateway['charge']>>;
  try {
    charge = await deps.gateway.charge({
      token: prepared.value,
      amountCents: input.amountCents,
      idempotencyKey: key,
      userId: input.userId,
    });
  } catch {
    // Whether money was taken is unknown: the gateway is asked by key while giving back.
    return giveBack<V, E>(deps, order, mine, notCompleted(), null);
  }
  if (charge.status === 'declined') {
    const error = input.declined(charge.code);
    await close(deps, order, mine, 'failed', error, charge.chargeId);
    return { ok: false, error, replayed: false, declined: { code: charge.code, chargeId: charge.chargeId } };
  }

  let delivery: PaymentDelivery<V, E>;
  try {
    delivery = await input.deliver({ id: order.id, leaseToken: token, chargeId: charge.chargeId, at: now });
  } catch {
    // The commit may have gone through just before the error reached us: the order says.
    const after = await deps.orders.byId(order.id);
    if (after?.status === 'completed') return answerOf<V, E>(deps, after);
    return giveBack<V, E>(deps, order, mine, notCompleted(), charge.chargeId);
  }
  if (delivery.status === 'delivered') {
    return { ok: true, value: delivery.value, replayed: false, chargeId: charge.chargeId };
  }
  return giveBack<V, E>(
    deps,
    order,
    mine,
    delivery.status === 'refused' ? delivery.error : notCompleted(),
    charge.chargeId,
  );
};

/** The key of this attempt: the caller's, or for server-made keys the newest live order's or a fresh `key#n`. */
const orderKey = async <V, E>(deps: PaymentSagaPorts, input: PaymentSagaInput<V, E>): Promise<string> => {
  if (!input.freshAfterFailure) return input.key;
  const { count, latest } = await deps.orders.attempts(input.userId, input.key);
  if (!latest) return input.key;
  return latest.status === 'failed' || latest.status === 'refunded' ? `${input.key}#${count + 1}` : latest.key;
};

/** Ends an order that took no money (or whose decline is known) with its answer. */
const close = async (
  deps: PaymentSagaPorts,
  order: PaymentOrderRecord,
  claim: PaymentOrderClaim,
  status: 'failed',
  error: unknown,
  chargeId: string | null,
): Promise<void> => {
  const at = deps.clock.now();
  await deps.orders.fence(order.id, claim, {
    status,
    outcome: { ok: false, error },
    chargeId,
    token: order.leaseToken,
    leaseUntil: at,
    at,
  });
};

/**
 * Gives the money of an undeliverable order back: fence (the order can no longer be completed), refund
 * through the gateway (looked up by key when the charge is unknown), mark refunded or failed. When the
 * order was taken over meanwhile, this request still refunds its own charge (refunds are idempotent) and
 * answers what the order says.
 */
const giveBack = async <V, E>(
  deps: PaymentSagaPorts,
  order: PaymentOrderRecord,
  claim: PaymentOrderClaim,
  error: E | PaymentSagaError,
  chargeId: string | null,
): Promise<PaymentSagaResult<V, E>> => {
  const at = deps.clock.now();
  const fenced = await deps.orders.fence(order.id, claim, {
    status: 'refunding',
    outcome: { ok: false, error },
    chargeId,
    token: order.leaseToken,
    leaseUntil: addMs(at, PAYMENT_SETTLE_LEASE_MS),
    at,
  });
  if (!fenced) {
    const now = await deps.orders.byId(order.id);
    if (now?.status === 'completed') return answerOf<V, E>(deps, now);
  }
  const refund = await refundByKey(deps, order.key, chargeId);
  await deps.orders.settle(order.id, {
    status: refund.refunded ? 'refunded' : 'failed',
    chargeId: refund.chargeId,
    at,
  });
  if (fenced) return failure(error);
  const settled = await deps.orders.byId(order.id);
  return failure((settled?.outcome && !settled.outcome.ok ? settled.outcome.error : error) as E | PaymentSagaError);
};

/** Refunds what was charged under `key` (once; a refunded charge stays refunded). */
const refundByKey = async (
  deps: Pick<PaymentSagaPorts, 'gateway'>,
  key: string,
  chargeId: string | null,
): Promise<{ refunded: boolean; chargeId: string | null }> => {
  const held = chargeId
    ? { chargeId, status: 'succeeded' as const, refunded: false }
    : await deps.gateway.findCharge(key);
  if (held?.status !== 'succeeded') return { refunded: false, chargeId: held?.chargeId ?? null };
  if (held.refunded) return { refunded: true, chargeId: held.chargeId };
  const r = await deps.gateway.refund(held.chargeId);
  return { refunded: r.status === 'refunded', chargeId: held.chargeId };
};

/** The stored answer of an order, waiting (bounded) while it is pending and settling it once its lease ran out. */
const answerOf = async <V, E>(deps: PaymentSagaPorts, first: PaymentOrderRecord): Promise<PaymentSagaResult<V, E>> => {
  let order = first;
  for (let step = 0; ; step += 1) {
    const stale = order.leaseUntil.getTime() <= deps.clock.now().getTime();
    if (order.status === 'pending' && stale) {
      order = (await settleOrder(deps, order)) ?? order;
    } else if (order.status === 'refunding' && stale) {
      order = (await settleOrder(deps, order)) ?? order;
    }
    const outcome = order.outcome;
    if (order.status === 'completed' && outcome?.ok) {
      return { ok: true, value: outcome.value as V, replayed: true, chargeId: order.chargeId };
    }
    if (order.status !== 'pending') {
      // failed, refunding (the money is on its way back) or refunded: the answer is known.
      return failure(outcome && !outcome.ok ? (outcome.error as E | PaymentSagaError) : notCompleted(), true);
    }
    if (step >= PAYMENT_RETRY_WAIT.steps) return failure(conflict(PAYMENT_PROCESSING_MESSAGE), true);
    await deps.sleep(PAYMENT_RETRY_WAIT.stepMs);
    order = (await deps.orders.byId(order.id)) ?? order;
  }
};

/**
 * Settles an order a crash left behind (its lease ran out): a pending one is fenced first, so the process
 * that began it can no longer complete it; then whatever the gateway holds under its key is refunded. The
 * order ends `refunded` (money given back) or `failed` (nothing was taken), answering
 * {@link PAYMENT_NOT_COMPLETED_MESSAGE} unless it already had an answer. Answers the order as it now is.
 */
export const settleOrder = async (
  deps: Pick<PaymentSagaPorts, 'orders' | 'gateway' | 'clock' | 'ids'>,
  order: PaymentOrderRecord,
): Promise<PaymentOrderRecord | null> => {
  const now = deps.clock.now();
  const token = deps.ids.token(16);
  const leaseUntil = addMs(now, PAYMENT_SETTLE_LEASE_MS);
  const taken =
    order.status === 'pending'
      ? await deps.orders.fence(
          order.id,
          { staleAt: now },
          {
            status: 'refunding',
            outcome: order.outcome ?? { ok: false, error: notCompleted() },
            chargeId: order.chargeId,
            token,
            leaseUntil,
            at: now,
          },
        )
      : order.status === 'refunding' && (await deps.orders.claimRefunding(order.id, now, token, leaseUntil));
  if (taken) {
    const refund = await refundByKey(deps, order.key, order.chargeId);
    await deps.orders.settle(order.id, {
      status: refund.refunded ? 'refunded' : 'failed',
      chargeId: refund.chargeId,
      at: now,
    });
  }
  return deps.orders.byId(order.id);
};
