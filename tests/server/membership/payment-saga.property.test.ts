import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../adapters/postgres/db.js';
import { PAYMENT_SETTLE_LEASE_MS } from '../../../core/billing/payment-saga.steps.js';
import { makePurchaseAddOn } from '../../../core/membership/checkout/add-on-purchase.provider.js';
import { CHECKOUT_LEASE_MS } from '../../../core/membership/checkout/checkout.rules.js';
import { testClock } from '../../support/accounts-kit.js';
import { cardForm, TEST_CARDS } from '../../support/membership-app.js';
import {
  FAULT_POINTS,
  type Fault,
  InjectedFault,
  insertTestUser,
  membershipProcess,
  moneyLedger,
  SimulatedCrash,
} from '../../support/payment-faults.js';
import { openTestDb } from '../../support/test-db.js';

/**
 * The payment saga with random failure points (docs/decisions/0032-payment-saga.md): whatever fails where
 * (after the order insert, after the charge, inside the commit, before the mark; one failed statement or a
 * dead process), and whatever runs at the same time, once the recovery job has run the money taken
 * (succeeded charges minus refunds) is exactly the money of what was delivered (sales rows), every order
 * is settled, and no account holds two memberships of a kind. PGlite always; the PostgreSQL server when
 * DATABASE_URL is set.
 */
let db: Db;
const clock = testClock(new Date('2026-11-21T10:00:00.000Z'));
beforeAll(async () => {
  db = await openTestDb();
});
afterAll(async () => db.close());

type Action = 'checkout' | 'checkoutBasic' | 'retryLastKey' | 'upgrade' | 'addon' | 'addonAgain';
interface Step {
  action: Action;
  declined: boolean;
  fault: Fault | null;
  withNext: boolean;
}

const step: fc.Arbitrary<Step> = fc.record({
  action: fc.constantFrom<Action>('checkout', 'checkoutBasic', 'retryLastKey', 'upgrade', 'addon', 'addonAgain'),
  declined: fc.integer({ min: 0, max: 3 }).map((i) => i === 0),
  fault: fc.option(
    fc.record({ point: fc.constantFrom(...FAULT_POINTS), mode: fc.constantFrom<'error' | 'crash'>('error', 'crash') }),
    { nil: null, freq: 2 },
  ),
  withNext: fc.boolean(),
});

/** Runs the steps of one buyer: consecutive `withNext` steps at the same time, each in its own process. */
const runSteps = async (userId: string, steps: readonly Step[]) => {
  let n = 0;
  let lastCheckoutKey: string | null = null;
  let lastAddOnKey: string | null = null;
  const one = async (s: Step) => {
    n += 1;
    const p = membershipProcess(db, clock, { fault: s.fault, noWait: true });
    const card = cardForm(s.declined ? TEST_CARDS.declined : TEST_CARDS.visa);
    const checkout = (key: string, offer: string) =>
      p.useCases.checkout(
        { idempotencyKey: key, productMenuName: 'search-name-background', productOfferId: offer, card },
        { userId, checkoutType: 'membership' },
      );
    try {
      switch (s.action) {
        case 'checkout':
        case 'checkoutBasic': {
          lastCheckoutKey = `prop-${n}-${Math.random().toString(36).slice(2, 10)}`;
          await checkout(lastCheckoutKey, s.action === 'checkout' ? 'offer-premium-trial' : 'offer-standard-trial');
          break;
        }
        case 'retryLastKey':
          await checkout(lastCheckoutKey ?? `prop-first-${n}-abcdefgh`, 'offer-premium-trial');
          break;
        case 'upgrade':
          await p.useCases.updateSubscription({ upgradeSkuId: 'upgrade-all-access-Monthly' }, userId);
          break;
        case 'addon':
        case 'addonAgain': {
          if (s.action === 'addon' || !lastAddOnKey) lastAddOnKey = `report-pdf:${userId}:prop-report-${n}`;
          await makePurchaseAddOn(p.ports)({
            userId,
            skuId: 'report-pdf',
            description: 'Report PDF: Property test',
            idempotencyKey: lastAddOnKey,
            at: clock.now(),
          });
          break;
        }
      }
    } catch (e) {
      // Only the injected faults may escape a use case; anything else is a bug.
      if (!(e instanceof SimulatedCrash || e instanceof InjectedFault)) throw e;
    }
  };
  let group: Step[] = [];
  for (const s of steps) {
    group.push(s);
    if (!s.withNext) {
      await Promise.all(group.map(one));
      group = [];
    }
  }
  await Promise.all(group.map(one));
};

describe('payment saga with random failure points', () => {
  it('money taken = money for what was delivered, every order settled, one membership of a kind', async () => {
    let runs = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 6 }), async (steps) => {
        runs += 1;
        const user = await insertTestUser(db, clock.now());
        await runSteps(user.id, steps);
        // Every process is gone or done; once their leases have run out the recovery job settles what is left.
        clock.advance(CHECKOUT_LEASE_MS + PAYMENT_SETTLE_LEASE_MS + 1000);
        await membershipProcess(db, clock).jobs.settlePayments();

        const ledger = await moneyLedger(db, [user.id]);
        expect(ledger.unsettledOrders).toBe(0);
        expect(ledger.takenCents).toBe(ledger.deliveredCents);
        expect(ledger.succeededCharges).toBe(ledger.sales);
        expect(ledger.chargedCents - ledger.refundedCents).toBe(ledger.takenCents);
        expect(ledger.maxPerKind).toBeLessThanOrEqual(1);
        // Each completed order has its sale with its charge, never refunded; each refunded order's charge is.
        const mismatched = await db.query(
          `SELECT o.id, o.status FROM payment_orders o
           LEFT JOIN payment_charges c ON c.id::text = o.charge_id
           WHERE o.user_id = $1 AND (
             (o.status = 'completed' AND (c.refunded_at IS NOT NULL OR c.status <> 'succeeded'
               OR (SELECT count(*) FROM sales_transactions s WHERE s.charge_id::text = o.charge_id) <> 1))
             OR (o.status = 'refunded' AND (c.id IS NULL OR c.refunded_at IS NULL))
             OR (o.status = 'failed' AND c.status = 'succeeded' AND c.refunded_at IS NULL))`,
          [user.id],
        );
        expect(mismatched.rows).toEqual([]);
        // Every charge belongs to an order (none taken outside the saga).
        const orphans = await db.query(
          `SELECT c.id FROM payment_charges c WHERE c.user_id = $1
             AND NOT EXISTS (SELECT 1 FROM payment_orders o WHERE o.idempotency_key = c.idempotency_key)`,
          [user.id],
        );
        expect(orphans.rows).toEqual([]);
      }),
      { numRuns: 40 },
    );
    expect(runs).toBe(40);
    // The faults did happen: some charges were refunded across the runs.
    const all = await moneyLedger(db);
    expect(all.refunds).toBeGreaterThan(0);
    expect(all.sales).toBeGreaterThan(0);
    expect(all.takenCents).toBe(all.deliveredCents);
  }, 300_000);
});
