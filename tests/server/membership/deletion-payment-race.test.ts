import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentGateway } from '../../../core/billing/payment-gateway.port.js';
import { ACCOUNT_CLOSED_MESSAGE } from '../../../core/membership/membership.errors.js';
import { cardForm, type MembershipTestApp, membershipTestApp, userIdOf } from '../../support/membership-app.js';
import { moneyLedger } from '../../support/payment-faults.js';

/**
 * An account deleted while one of its payments is between the charge and the delivery
 * (docs/decisions/0021 and 0032): the delivery finds the account closed under the user row's lock, writes
 * nothing, and the charge is refunded. Runs on PGlite, and on a PostgreSQL server when DATABASE_URL is set.
 */
let t: MembershipTestApp;
/** Runs once, right after the next successful charge, before the saga delivers. */
let afterNextCharge: (() => Promise<void>) | null = null;
const pausingGateway = (inner: PaymentGateway): PaymentGateway => ({
  methods: inner.methods,
  tokenize: (card) => inner.tokenize(card),
  charge: async (req) => {
    const r = await inner.charge(req);
    const hook = afterNextCharge;
    if (hook && r.status === 'succeeded') {
      afterNextCharge = null;
      await hook();
    }
    return r;
  },
  refund: (chargeId) => inner.refund(chargeId),
  findCharge: (key) => inner.findCharge(key),
});
beforeAll(async () => {
  t = await membershipTestApp({ wrapPorts: (p) => ({ ...p, gateway: pausingGateway(p.gateway) }) });
});
afterAll(async () => t.close());

describe('deleting an account while its checkout is being paid', () => {
  it('delivers nothing to the deleted account and refunds the charge', async () => {
    const m = await t.buy();
    expect(m.res.status).toBe(200);
    const uid = await userIdOf(t.db, m.email);
    const before = await moneyLedger(t.db, [uid]);
    afterNextCharge = async () => {
      const del = await m.browser.post('/dashboard/api/consumer-privacy/account/delete', { password: 'secret pass 1' });
      expect(del.status).toBe(200);
    };
    // A second membership of another kind (Basic next to Premium) is allowed while the account lives.
    const res = await m.browser.post('/api/checkout/membership', {
      idempotencyKey: `race-${Math.random().toString(36).slice(2, 12)}`,
      productMenuName: 'search-name-background',
      productOfferId: 'offer-standard-trial',
      card: cardForm(),
    });
    expect(afterNextCharge).toBeNull(); // the deletion ran between the charge and the delivery
    expect(res.status).toBe(409);
    expect(((await res.json()) as { errors: Record<string, string[]> }).errors['*']).toEqual([ACCOUNT_CLOSED_MESSAGE]);
    const after = await moneyLedger(t.db, [uid]);
    expect(after.refunds - before.refunds).toBe(1);
    expect(after.takenCents).toBe(before.takenCents); // the new charge was given back
    expect(after.sales).toBe(before.sales);
    expect(after.unsettledOrders).toBe(0);
    const live = await t.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM subscriptions WHERE user_id = $1 AND (status <> 'expired' OR will_renew)",
      [uid],
    );
    expect(live.rows[0]!.n).toBe(0);
    const cards = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM wallet_cards WHERE user_id = $1', [
      uid,
    ]);
    expect(cards.rows[0]!.n).toBe(0);
  });
});
