import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SandboxPaymentGateway } from '../../../adapters/payments/sandbox-payment-gateway.js';
import type { Db } from '../../../adapters/postgres/db.js';
import { testClock } from '../../support/accounts-kit.js';
import { TEST_CARDS } from '../../support/membership-app.js';
import { openTestDb } from '../../support/test-db.js';

let db: Db;
let gw: SandboxPaymentGateway;
beforeAll(async () => {
  db = await openTestDb();
  gw = new SandboxPaymentGateway(db, testClock());
});
afterAll(async () => db.close());

const card = (number: string, cvc = '123') => ({ number, expMonth: 12, expYear: 2031, cvc });

describe('SandboxPaymentGateway (docs/payments-sandbox.md)', () => {
  it('tokenizes the test cards to brand, last 4 and expiry; the token carries no card number', async () => {
    const visa = await gw.tokenize(card(TEST_CARDS.visa));
    expect(visa).toMatchObject({ brand: 'visa', last4: '4242', expMonth: 12, expYear: 2031 });
    expect(visa!.token).not.toMatch(/\d{4}/);
    expect((await gw.tokenize(card(TEST_CARDS.mastercard)))!.brand).toBe('mastercard');
    expect((await gw.tokenize(card(TEST_CARDS.amex, '1234')))!.brand).toBe('amex');
    expect(await gw.tokenize(card('4111111111111111'))).toBeNull(); // not a sandbox card
    expect(await gw.tokenize(card(TEST_CARDS.visa, '12'))).toBeNull();
  });

  it('charges: success, and each decline test card with its code', async () => {
    const outcomes: Record<string, string> = {
      [TEST_CARDS.declined]: 'card_declined',
      [TEST_CARDS.insufficientFunds]: 'insufficient_funds',
      [TEST_CARDS.expired]: 'expired_card',
      [TEST_CARDS.incorrectCvc]: 'incorrect_cvc',
    };
    const ok = await gw.charge({
      token: (await gw.tokenize(card(TEST_CARDS.visa)))!.token,
      amountCents: 100,
      idempotencyKey: 'k-ok',
      userId: null,
    });
    expect(ok).toMatchObject({ status: 'succeeded', replayed: false });
    for (const [number, code] of Object.entries(outcomes)) {
      const t = (await gw.tokenize(card(number)))!;
      expect(
        await gw.charge({ token: t.token, amountCents: 100, idempotencyKey: `k-${number}`, userId: null }),
      ).toMatchObject({
        status: 'declined',
        code,
      });
    }
  });

  it('one idempotency key charges once, also when the requests run at the same time', async () => {
    const t = (await gw.tokenize(card(TEST_CARDS.visa)))!;
    const req = { token: t.token, amountCents: 495, idempotencyKey: 'same-key', userId: null };
    const results = await Promise.all([gw.charge(req), gw.charge(req), gw.charge(req)]);
    expect(new Set(results.map((r) => r.chargeId)).size).toBe(1);
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    const rows = await db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM payment_charges WHERE idempotency_key = 'same-key'",
    );
    expect(rows.rows[0]!.n).toBe(1);
  });
});
