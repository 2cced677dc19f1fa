import { randomUUID } from 'node:crypto';
import { detectCardBrand, passesLuhn, stripToDigits } from '../../core/billing/card.rules.js';
import type {
  PaymentCardDetails,
  PaymentCardToken,
  PaymentChargeOutcome,
  PaymentChargeRecord,
  PaymentChargeRequest,
  PaymentGateway,
  PaymentMethodsAvailable,
  PaymentRefundOutcome,
} from '../../core/billing/payment-gateway.port.js';
import type {
  PaymentOrderBegin,
  PaymentOrderClaim,
  PaymentOrderFence,
  PaymentOrderOutcome,
  PaymentOrderRecord,
  PaymentOrderStore,
} from '../../core/billing/payment-order.port.js';
import type { Clock } from '../../core/shared/clock.port.js';
import { SANDBOX_TEST_CARDS } from '../payments/sandbox-payment-gateway.js';

interface HeldCharge {
  readonly id: string;
  readonly key: string;
  readonly amountCents: number;
  readonly status: 'succeeded' | 'declined';
  readonly code: string | null;
  readonly userId: string | null;
  /** When it was charged (the clock's time; null without a clock). */
  readonly at: Date | null;
  refundId: string | null;
}

const DECLINES: Record<string, string> = {
  declined: 'card_declined',
  funds: 'insufficient_funds',
  expired: 'expired_card',
  cvc: 'incorrect_cvc',
};

/**
 * The sandbox gateway's behaviour in memory (the same test cards, docs/payments-sandbox.md) for use-case
 * tests without a database: one charge per idempotency key, one refund per charge. With a clock it also
 * keeps when each charge was made, for the declines the membership store counts (`payment_charges`).
 */
export class InMemoryPaymentGateway implements PaymentGateway {
  readonly methods: PaymentMethodsAvailable = { paypal: false, applePay: false, googlePay: false };
  private readonly charges = new Map<string, HeldCharge>();
  constructor(private readonly clock?: Clock) {}

  async tokenize(card: PaymentCardDetails): Promise<PaymentCardToken | null> {
    const number = stripToDigits(card.number);
    const outcome = SANDBOX_TEST_CARDS[number];
    if (!outcome || !passesLuhn(number) || !/^\d{3,4}$/.test(stripToDigits(card.cvc))) return null;
    return {
      token: `tok_mem_${outcome}_${randomUUID().replace(/[0-9-]/g, 'x')}`,
      brand: detectCardBrand(number),
      last4: number.slice(-4),
      expMonth: card.expMonth,
      expYear: card.expYear,
    };
  }

  async charge(req: PaymentChargeRequest): Promise<PaymentChargeOutcome> {
    const prior = this.charges.get(req.idempotencyKey);
    const held = prior ?? this.take(req);
    const replayed = prior !== undefined;
    return held.status === 'succeeded'
      ? { status: 'succeeded', chargeId: held.id, replayed }
      : { status: 'declined', chargeId: held.id, code: held.code ?? 'card_declined', replayed };
  }

  private take(req: PaymentChargeRequest): HeldCharge {
    const outcome = /^tok_mem_([a-z]+)_/.exec(req.token)?.[1];
    const code =
      outcome === undefined ? 'invalid_token' : outcome === 'ok' ? null : (DECLINES[outcome] ?? 'card_declined');
    const held: HeldCharge = {
      id: randomUUID(),
      key: req.idempotencyKey,
      amountCents: req.amountCents,
      status: code ? 'declined' : 'succeeded',
      code,
      userId: req.userId,
      at: this.clock?.now() ?? null,
      refundId: null,
    };
    this.charges.set(req.idempotencyKey, held);
    return held;
  }

  async refund(chargeId: string): Promise<PaymentRefundOutcome> {
    const held = [...this.charges.values()].find((c) => c.id === chargeId);
    if (held?.status !== 'succeeded') return { status: 'notRefundable' };
    if (held.refundId) return { status: 'refunded', refundId: held.refundId, replayed: true };
    held.refundId = randomUUID();
    return { status: 'refunded', refundId: held.refundId, replayed: false };
  }

  async findCharge(idempotencyKey: string): Promise<PaymentChargeRecord | null> {
    const held = this.charges.get(idempotencyKey);
    return held
      ? {
          chargeId: held.id,
          status: held.status,
          code: held.code,
          amountCents: held.amountCents,
          refunded: held.refundId !== null,
        }
      : null;
  }

  /** Declined charges of the user made at or after `since` (what `countDeclines` reads in `payment_charges`). */
  declinedSince(userId: string, since: Date): number {
    return [...this.charges.values()].filter(
      (c) => c.status === 'declined' && c.userId === userId && c.at !== null && c.at.getTime() >= since.getTime(),
    ).length;
  }

  /** Money taken and not given back (test assertions). */
  takenCents(): number {
    return [...this.charges.values()]
      .filter((c) => c.status === 'succeeded' && c.refundId === null)
      .reduce((sum, c) => sum + c.amountCents, 0);
  }
}

/** Payment orders in memory, with the same rules as `PgPaymentOrderStore` (its contract suite runs both). */
export class InMemoryPaymentOrderStore implements PaymentOrderStore {
  private readonly orders: PaymentOrderRecord[] = [];

  private replace(id: string, change: Partial<PaymentOrderRecord>): void {
    const i = this.orders.findIndex((o) => o.id === id);
    const current = this.orders[i];
    if (current) this.orders[i] = { ...current, ...change };
  }

  async begin(order: PaymentOrderRecord): Promise<PaymentOrderBegin> {
    const same = this.orders.find((o) => o.userId === order.userId && o.key === order.key);
    if (same && order.userId !== null) return { status: 'exists', order: same };
    if (this.orders.some((o) => o.userId === order.userId && o.status === 'pending')) return { status: 'busy' };
    const stored: PaymentOrderRecord = { ...order, status: 'pending', chargeId: null, outcome: null };
    this.orders.push(stored);
    return { status: 'started', order: stored };
  }

  async byKey(userId: string, key: string): Promise<PaymentOrderRecord | null> {
    return this.orders.find((o) => o.userId === userId && o.key === key) ?? null;
  }

  async byId(orderId: string): Promise<PaymentOrderRecord | null> {
    return this.orders.find((o) => o.id === orderId) ?? null;
  }

  async attempts(userId: string, base: string): Promise<{ count: number; latest: PaymentOrderRecord | null }> {
    const mine = this.orders.filter((o) => o.userId === userId && (o.key === base || o.key.startsWith(`${base}#`)));
    const latest = [...mine].sort(
      (a, b) =>
        b.createdAt.getTime() - a.createdAt.getTime() ||
        b.key.length - a.key.length ||
        (b.key > a.key ? 1 : b.key < a.key ? -1 : 0),
    )[0];
    return { count: mine.length, latest: latest ?? null };
  }

  async fence(orderId: string, claim: PaymentOrderClaim, to: PaymentOrderFence): Promise<boolean> {
    const o = await this.byId(orderId);
    if (o?.status !== 'pending') return false;
    const mayClaim =
      'token' in claim ? o.leaseToken === claim.token : o.leaseUntil.getTime() <= claim.staleAt.getTime();
    if (!mayClaim) return false;
    this.replace(orderId, {
      status: to.status,
      outcome: to.outcome,
      chargeId: to.chargeId ?? o.chargeId,
      leaseToken: to.token,
      leaseUntil: to.leaseUntil,
      updatedAt: to.at,
    });
    return true;
  }

  async claimRefunding(orderId: string, staleAt: Date, token: string, leaseUntil: Date): Promise<boolean> {
    const o = await this.byId(orderId);
    if (o?.status !== 'refunding' || o.leaseUntil.getTime() > staleAt.getTime()) return false;
    this.replace(orderId, { leaseToken: token, leaseUntil, updatedAt: staleAt });
    return true;
  }

  async settle(
    orderId: string,
    to: { status: 'refunded' | 'failed'; chargeId: string | null; at: Date },
  ): Promise<boolean> {
    const o = await this.byId(orderId);
    if (!o || o.status === 'completed' || (o.status === 'refunded' && to.status === 'failed')) return false;
    this.replace(orderId, { status: to.status, chargeId: to.chargeId ?? o.chargeId, updatedAt: to.at });
    return true;
  }

  async unsettled(now: Date, limit: number): Promise<PaymentOrderRecord[]> {
    return this.orders
      .filter((o) => (o.status === 'pending' || o.status === 'refunding') && o.leaseUntil.getTime() <= now.getTime())
      .sort((a, b) => a.leaseUntil.getTime() - b.leaseUntil.getTime())
      .slice(0, limit);
  }

  /**
   * Completes a pending order for its lease holder (what `MembershipStore.commitPayment` does in its
   * transaction on PostgreSQL); false when it is not theirs to complete.
   */
  complete(
    order: { id: string; leaseToken: string; chargeId: string; outcome: PaymentOrderOutcome },
    at: Date,
  ): boolean {
    const o = this.orders.find((x) => x.id === order.id);
    if (o?.status !== 'pending' || o.leaseToken !== order.leaseToken) return false;
    this.replace(order.id, { status: 'completed', chargeId: order.chargeId, outcome: order.outcome, updatedAt: at });
    return true;
  }
}
