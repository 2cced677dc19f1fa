import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InMemoryPaymentGateway } from '../../../adapters/memory/in-memory-payments.js';
import { SandboxPaymentGateway } from '../../../adapters/payments/sandbox-payment-gateway.js';
import type { Db } from '../../../adapters/postgres/db.js';
import type { PaymentGateway } from '../../../core/billing/payment-gateway.port.js';
import { testClock } from '../../support/accounts-kit.js';
import { TEST_CARDS } from '../../support/membership-app.js';
import { openTestDb } from '../../support/test-db.js';

/**
 * The PaymentGateway contract (docs/decisions/0032-payment-saga.md): one charge per idempotency key, one
 * refund per charge, and what was charged under a key can be read back. The sandbox (PostgreSQL; PGlite
 * always, the server when DATABASE_URL is set) and the in-memory fake must both keep it.
 */
let db: Db;
beforeAll(async () => {
  db = await openTestDb();
});
afterAll(async () => db.close());

const gateways: [string, () => PaymentGateway][] = [
  ['SandboxPaymentGateway', () => new SandboxPaymentGateway(db, testClock())],
  ['InMemoryPaymentGateway', () => new InMemoryPaymentGateway()],
];
const card = (number: string) => ({ number, expMonth: 12, expYear: 2031, cvc: '123' });
let n = 0;
const key = (tag: string) => `contract-${tag}-${++n}-${Math.random().toString(36).slice(2, 8)}`;

describe.each(gateways)('%s', (_name, make) => {
  const charge = async (gw: PaymentGateway, number: string, k: string, amountCents = 495) =>
    gw.charge({ token: (await gw.tokenize(card(number)))!.token, amountCents, idempotencyKey: k, userId: null });

  it('one key charges once, also at the same time', async () => {
    const gw = make();
    const k = key('once');
    const token = (await gw.tokenize(card(TEST_CARDS.visa)))!.token;
    const req = { token, amountCents: 495, idempotencyKey: k, userId: null };
    const results = await Promise.all([gw.charge(req), gw.charge(req), gw.charge(req)]);
    expect(new Set(results.map((r) => r.chargeId)).size).toBe(1);
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    expect(await gw.findCharge(k)).toEqual({
      chargeId: results[0]!.chargeId,
      status: 'succeeded',
      code: null,
      amountCents: 495,
      refunded: false,
    });
  });

  it('a refund returns a succeeded charge once; again it answers the same refund', async () => {
    const gw = make();
    const k = key('refund');
    const paid = await charge(gw, TEST_CARDS.visa, k);
    const [a, b] = await Promise.all([gw.refund(paid.chargeId), gw.refund(paid.chargeId)]);
    expect(a.status).toBe('refunded');
    expect(b.status).toBe('refunded');
    if (a.status !== 'refunded' || b.status !== 'refunded') return;
    expect(a.refundId).toBe(b.refundId);
    expect([a.replayed, b.replayed].sort()).toEqual([false, true]);
    expect((await gw.findCharge(k))?.refunded).toBe(true);
    // The key still answers its charge: a refunded payment is not charged again.
    expect(await charge(gw, TEST_CARDS.visa, k)).toMatchObject({ chargeId: paid.chargeId, replayed: true });
  });

  it('a declined charge or an unknown charge is not refundable; an unknown key holds nothing', async () => {
    const gw = make();
    const k = key('declined');
    const declined = await charge(gw, TEST_CARDS.insufficientFunds, k);
    expect(declined).toMatchObject({ status: 'declined', code: 'insufficient_funds' });
    expect(await gw.refund(declined.chargeId)).toEqual({ status: 'notRefundable' });
    expect(await gw.findCharge(k)).toMatchObject({ status: 'declined', code: 'insufficient_funds', refunded: false });
    expect(await gw.refund('00000000-0000-4000-8000-000000000000')).toEqual({ status: 'notRefundable' });
    expect(await gw.refund('not-a-charge')).toEqual({ status: 'notRefundable' });
    expect(await gw.findCharge(key('never'))).toBeNull();
  });
});

describe('SandboxPaymentGateway refunds in payment_charges', () => {
  it('records the refund on the charge row (refund_id, refunded_at)', async () => {
    const gw = new SandboxPaymentGateway(db, testClock(new Date('2026-11-21T12:00:00.000Z')));
    const k = key('row');
    const paid = await gw.charge({
      token: (await gw.tokenize(card(TEST_CARDS.visa)))!.token,
      amountCents: 100,
      idempotencyKey: k,
      userId: null,
    });
    await gw.refund(paid.chargeId);
    const row = (
      await db.query<{ refund_id: string | null; refunded_at: Date | string | null }>(
        'SELECT refund_id, refunded_at FROM payment_charges WHERE idempotency_key = $1',
        [k],
      )
    ).rows[0]!;
    expect(row.refund_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Date(row.refunded_at!).toISOString()).toBe('2026-11-21T12:00:00.000Z');
  });
});
