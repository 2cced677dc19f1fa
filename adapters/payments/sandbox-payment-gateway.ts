import { randomBytes, randomUUID } from 'node:crypto';
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
import type { Clock } from '../../core/shared/clock.port.js';
import type { Queryable } from '../postgres/db.js';

/** What a sandbox test card does when charged (docs/payments-sandbox.md). */
type SandboxOutcome = 'ok' | 'declined' | 'funds' | 'expired' | 'cvc';

/** The documented test cards. Any other number is refused at tokenization (no real card is ever taken). */
export const SANDBOX_TEST_CARDS: Readonly<Record<string, SandboxOutcome>> = {
  '4242424242424242': 'ok', // Visa
  '5555555555554444': 'ok', // Mastercard
  '378282246310005': 'ok', // American Express
  '6011111111111117': 'ok', // Discover
  '4000000000000002': 'declined',
  '4000000000009995': 'funds',
  '4000000000000069': 'expired',
  '4000000000000127': 'cvc',
};

const DECLINE_CODES: Record<Exclude<SandboxOutcome, 'ok'>, string> = {
  declined: 'card_declined',
  funds: 'insufficient_funds',
  expired: 'expired_card',
  cvc: 'incorrect_cvc',
};

/**
 * The sandbox gateway: documented test cards, no network. `tokenize` keeps the number and security code
 * inside this adapter and answers an opaque token (`tok_sb_<outcome>_<random>`) with brand, last 4 and
 * expiry; `charge` records one row per idempotency key in `payment_charges`, so a repeated request is
 * answered from that row and charges nothing more. `refund` marks a succeeded charge refunded once
 * (`refund_id`, `refunded_at`); `findCharge` reads the row of a key. Wallets (PayPal, Apple Pay, Google Pay) are off unless
 * configured.
 */
export class SandboxPaymentGateway implements PaymentGateway {
  constructor(
    private readonly db: Queryable,
    private readonly clock: Clock,
    readonly methods: PaymentMethodsAvailable = { paypal: false, applePay: false, googlePay: false },
  ) {}

  async tokenize(card: PaymentCardDetails): Promise<PaymentCardToken | null> {
    const number = stripToDigits(card.number);
    const outcome = SANDBOX_TEST_CARDS[number];
    if (!outcome || !passesLuhn(number) || !/^\d{3,4}$/.test(stripToDigits(card.cvc))) return null;
    return {
      token: `tok_sb_${outcome}_${randomBytes(18).toString('base64url').replace(/[0-9]/g, 'x')}`,
      brand: detectCardBrand(number),
      last4: number.slice(-4),
      expMonth: card.expMonth,
      expYear: card.expYear,
    };
  }

  async charge(req: PaymentChargeRequest): Promise<PaymentChargeOutcome> {
    const outcome = /^tok_sb_([a-z]+)_/.exec(req.token)?.[1] as SandboxOutcome | undefined;
    const code = outcome === undefined ? 'invalid_token' : outcome === 'ok' ? null : DECLINE_CODES[outcome];
    const inserted = await this.db.query<{ id: string }>(
      `INSERT INTO payment_charges (id, idempotency_key, user_id, token, amount_cents, status, decline_code, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
       ON CONFLICT (idempotency_key) DO NOTHING
       RETURNING id`,
      [
        randomUUID(),
        req.idempotencyKey,
        req.userId,
        req.token,
        req.amountCents,
        code ? 'declined' : 'succeeded',
        code,
        this.clock.now(),
      ],
    );
    if (inserted.rows[0]) {
      const chargeId = inserted.rows[0].id;
      return code
        ? { status: 'declined', chargeId, code, replayed: false }
        : { status: 'succeeded', chargeId, replayed: false };
    }
    const prior = await this.db.query<{ id: string; status: string; decline_code: string | null }>(
      'SELECT id, status, decline_code FROM payment_charges WHERE idempotency_key = $1',
      [req.idempotencyKey],
    );
    const row = prior.rows[0];
    if (!row) throw new Error('payment_charges: the idempotency key vanished');
    return row.status === 'succeeded'
      ? { status: 'succeeded', chargeId: row.id, replayed: true }
      : { status: 'declined', chargeId: row.id, code: row.decline_code ?? 'card_declined', replayed: true };
  }

  async refund(chargeId: string): Promise<PaymentRefundOutcome> {
    if (!UUID.test(chargeId)) return { status: 'notRefundable' };
    const done = await this.db.query<{ refund_id: string }>(
      `UPDATE payment_charges SET refund_id = $2, refunded_at = $3
       WHERE id = $1 AND status = 'succeeded' AND refund_id IS NULL
       RETURNING refund_id`,
      [chargeId, randomUUID(), this.clock.now()],
    );
    if (done.rows[0]) return { status: 'refunded', refundId: String(done.rows[0].refund_id), replayed: false };
    const prior = await this.db.query<{ refund_id: string | null }>(
      "SELECT refund_id FROM payment_charges WHERE id = $1 AND status = 'succeeded'",
      [chargeId],
    );
    const refundId = prior.rows[0]?.refund_id;
    return refundId ? { status: 'refunded', refundId: String(refundId), replayed: true } : { status: 'notRefundable' };
  }

  async findCharge(idempotencyKey: string): Promise<PaymentChargeRecord | null> {
    const r = await this.db.query<{
      id: string;
      status: string;
      decline_code: string | null;
      amount_cents: number;
      refund_id: string | null;
    }>('SELECT id, status, decline_code, amount_cents, refund_id FROM payment_charges WHERE idempotency_key = $1', [
      idempotencyKey,
    ]);
    const row = r.rows[0];
    if (!row) return null;
    return {
      chargeId: String(row.id),
      status: row.status === 'succeeded' ? 'succeeded' : 'declined',
      code: row.decline_code,
      amountCents: Number(row.amount_cents),
      refunded: row.refund_id !== null,
    };
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
