import fc from 'fast-check';
import { err, ok } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { InMemoryPaymentGateway, InMemoryPaymentOrderStore } from '../../../adapters/memory/in-memory-payments.js';
import type { PaymentGateway } from '../../../core/billing/payment-gateway.port.js';
import { makeSettleUnsettledPayments } from '../../../core/billing/payment-recovery.job.js';
import type { PaymentSagaPorts } from '../../../core/billing/payment-saga.port.js';
import {
  PAYMENT_IN_PROGRESS_MESSAGE,
  PAYMENT_NOT_COMPLETED_MESSAGE,
  PAYMENT_PROCESSING_MESSAGE,
  PAYMENT_SETTLE_LEASE_MS,
  type PaymentDelivery,
  type PaymentSagaInput,
  runPaymentSaga,
} from '../../../core/billing/payment-saga.steps.js';
import { conflict } from '../../../core/shared/errors.js';
import { sequentialIds, testClock } from '../../support/accounts-kit.js';

/**
 * The payment saga on the in-memory fakes (docs/decisions/0032-payment-saga.md): the order before the
 * charge, one payment per account at a time, refunds on every failure after a charge, stored answers for
 * retries, and the recovery job for what a crash left behind.
 */
const LEASE = 60_000;
const VISA = '4242424242424242';
const DECLINED = '4000000000000002';

const world = () => {
  const orders = new InMemoryPaymentOrderStore();
  const gateway = new InMemoryPaymentGateway();
  const clock = testClock();
  const calls = { charge: 0, refund: 0 };
  const counted: PaymentGateway = {
    methods: gateway.methods,
    tokenize: (c) => gateway.tokenize(c),
    charge: (r) => {
      calls.charge += 1;
      return gateway.charge(r);
    },
    refund: (id) => {
      calls.refund += 1;
      return gateway.refund(id);
    },
    findCharge: (k) => gateway.findCharge(k),
  };
  const deps: PaymentSagaPorts = {
    orders,
    gateway: counted,
    clock,
    ids: sequentialIds(),
    sleep: async () => undefined,
  };
  const delivered: { orderId: string; cents: number }[] = [];
  const token = async (number = VISA) =>
    (await gateway.tokenize({ number, expMonth: 12, expYear: 2031, cvc: '123' }))!.token;
  /** A delivery that completes the order like `commitPayment` does (in its "transaction"). */
  const completes =
    (value: string, cents = 495) =>
    async (o: {
      id: string;
      leaseToken: string;
      chargeId: string;
      at: Date;
    }): Promise<PaymentDelivery<string, never>> => {
      if (!orders.complete({ ...o, outcome: { ok: true, value } }, o.at)) return { status: 'lost' };
      delivered.push({ orderId: o.id, cents });
      return { status: 'delivered', value };
    };
  const input = async (
    over: Partial<PaymentSagaInput<string, ReturnType<typeof conflict>>> & { card?: string } = {},
  ): Promise<PaymentSagaInput<string, ReturnType<typeof conflict>>> => {
    const cardToken = await token(over.card ?? VISA);
    return {
      userId: 'user-1',
      key: 'checkout:user-1:k1',
      freshAfterFailure: false,
      kind: 'checkout',
      amountCents: 495,
      description: 'Premium Membership',
      leaseMs: LEASE,
      prepare: async () => ok(cardToken),
      declined: (code) => conflict(`declined ${code}`),
      deliver: completes('sub-1'),
      ...over,
    };
  };
  return { orders, gateway, clock, calls, deps, delivered, input, token, completes };
};

describe('runPaymentSaga', () => {
  it('records the order, charges once, delivers; the same key answers the same value and charges nothing', async () => {
    const w = world();
    const first = await runPaymentSaga(w.deps, await w.input());
    expect(first).toMatchObject({ ok: true, value: 'sub-1', replayed: false });
    const again = await runPaymentSaga(w.deps, await w.input({ deliver: w.completes('other') }));
    expect(again).toMatchObject({ ok: true, value: 'sub-1', replayed: true });
    expect(w.calls.charge).toBe(1);
    expect(w.gateway.takenCents()).toBe(495);
    expect((await w.orders.byKey('user-1', 'checkout:user-1:k1'))?.status).toBe('completed');
  });

  it('a decline ends the order failed with that answer; a retry answers it again without a charge', async () => {
    const w = world();
    const first = await runPaymentSaga(w.deps, await w.input({ card: DECLINED }));
    expect(first).toMatchObject({
      ok: false,
      error: conflict('declined card_declined'),
      declined: { code: 'card_declined' },
    });
    const again = await runPaymentSaga(w.deps, await w.input());
    expect(again).toMatchObject({
      ok: false,
      error: conflict('declined card_declined'),
      replayed: true,
      declined: null,
    });
    expect(w.calls.charge).toBe(1);
    expect(w.delivered).toEqual([]);
  });

  it('another payment of the account in flight: refused before the charge', async () => {
    const w = world();
    let release: () => void = () => undefined;
    const slow = runPaymentSaga(
      w.deps,
      await w.input({
        deliver: async (o) => {
          await new Promise<void>((r) => {
            release = r;
          });
          return w.completes('sub-1')(o);
        },
      }),
    );
    await new Promise((r) => setTimeout(r, 5));
    const second = await runPaymentSaga(w.deps, await w.input({ key: 'checkout:user-1:k2' }));
    expect(second).toMatchObject({ ok: false, error: conflict(PAYMENT_IN_PROGRESS_MESSAGE), replayed: false });
    release();
    expect((await slow).ok).toBe(true);
    expect(w.calls.charge).toBe(1);
  });

  it('a refusal in prepare ends the order failed; nothing is charged', async () => {
    const w = world();
    const r = await runPaymentSaga(
      w.deps,
      await w.input({ prepare: async () => err(conflict('You already have this membership.')) }),
    );
    expect(r).toMatchObject({ ok: false, error: conflict('You already have this membership.') });
    expect(w.calls.charge).toBe(0);
    expect((await w.orders.byKey('user-1', 'checkout:user-1:k1'))?.status).toBe('failed');
  });

  it('a delivery refused after the charge: refunded, the order says refunded with the answer', async () => {
    const w = world();
    const r = await runPaymentSaga(
      w.deps,
      await w.input({ deliver: async () => ({ status: 'refused', error: conflict('Changed.') }) }),
    );
    expect(r).toMatchObject({ ok: false, error: conflict('Changed.') });
    expect(w.gateway.takenCents()).toBe(0);
    expect(await w.orders.byKey('user-1', 'checkout:user-1:k1')).toMatchObject({
      status: 'refunded',
      outcome: { ok: false, error: conflict('Changed.') },
    });
  });

  it('a delivery that throws: refunded and the buyer told; unless its commit went through before the error', async () => {
    const w = world();
    const failed = await runPaymentSaga(
      w.deps,
      await w.input({
        deliver: async () => {
          throw new Error('connection lost');
        },
      }),
    );
    expect(failed).toMatchObject({
      ok: false,
      error: { type: 'Validation', errors: { '*': [PAYMENT_NOT_COMPLETED_MESSAGE] } },
    });
    expect(w.gateway.takenCents()).toBe(0);

    const committed = await runPaymentSaga(
      w.deps,
      await w.input({
        key: 'checkout:user-1:k2',
        deliver: async (o) => {
          await w.completes('sub-2')(o);
          throw new Error('connection lost after COMMIT');
        },
      }),
    );
    expect(committed).toMatchObject({ ok: true, value: 'sub-2' });
    expect(w.gateway.takenCents()).toBe(495);
  });

  it('a delivery that finds its order taken over (lost): its own charge is refunded', async () => {
    const w = world();
    const r = await runPaymentSaga(
      w.deps,
      await w.input({
        deliver: async (o) => {
          // A settler fenced the order meanwhile (this process was too slow).
          await w.orders.fence(
            o.id,
            { staleAt: new Date(o.at.getTime() + LEASE) },
            {
              status: 'refunding',
              outcome: { ok: false, error: conflict('Taken over.') },
              chargeId: null,
              token: 'settler',
              leaseUntil: new Date(o.at.getTime() + 2 * LEASE),
              at: o.at,
            },
          );
          return w.completes('sub-1')(o);
        },
      }),
    );
    expect(r).toMatchObject({ ok: false, error: conflict('Taken over.') });
    expect(w.gateway.takenCents()).toBe(0);
    expect(w.delivered).toEqual([]);
    expect((await w.orders.byKey('user-1', 'checkout:user-1:k1'))?.status).toBe('refunded');
  });

  it('a gateway that took the money but failed to answer: looked up by key and refunded', async () => {
    const w = world();
    const flaky: PaymentSagaPorts = {
      ...w.deps,
      gateway: {
        ...w.deps.gateway,
        charge: async (req) => {
          await w.deps.gateway.charge(req);
          throw new Error('gateway time-out');
        },
      },
    };
    const r = await runPaymentSaga(flaky, await w.input());
    expect(r.ok).toBe(false);
    expect(w.gateway.takenCents()).toBe(0);
    expect(w.calls.refund).toBe(1);
  });

  it('server-made keys: after a failed order the next attempt is key#2; a pending one is joined, not charged twice', async () => {
    const w = world();
    const base = 'report-pdf:user-1:r1';
    const declined = await runPaymentSaga(
      w.deps,
      await w.input({ key: base, freshAfterFailure: true, card: DECLINED }),
    );
    expect(declined.ok).toBe(false);
    const paid = await runPaymentSaga(w.deps, await w.input({ key: base, freshAfterFailure: true }));
    expect(paid).toMatchObject({ ok: true, replayed: false });
    expect(await w.orders.byKey('user-1', `${base}#2`)).toMatchObject({ status: 'completed' });
    const again = await runPaymentSaga(w.deps, await w.input({ key: base, freshAfterFailure: true }));
    expect(again).toMatchObject({ ok: true, replayed: true });
    expect(w.calls.charge).toBe(2);
  });

  it('a retry finding the order pending: "being processed" while its lease runs, settled (refunded) once it ran out', async () => {
    // A process recorded its order, took the money under the key and died before delivering.
    const w = world();
    const cardToken = await w.token();
    const order = await w.orders.begin({
      id: 'o-crashed',
      userId: 'user-1',
      key: 'checkout:user-1:k9',
      kind: 'checkout',
      amountCents: 495,
      description: 'x',
      status: 'pending',
      chargeId: null,
      outcome: null,
      leaseToken: 'dead-process',
      leaseUntil: new Date(w.clock.now().getTime() + LEASE),
      createdAt: w.clock.now(),
      updatedAt: w.clock.now(),
    });
    expect(order.status).toBe('started');
    await w.gateway.charge({
      token: cardToken,
      amountCents: 495,
      idempotencyKey: 'checkout:user-1:k9',
      userId: 'user-1',
    });
    const early = await runPaymentSaga(w.deps, await w.input({ key: 'checkout:user-1:k9' }));
    expect(early).toMatchObject({ ok: false, error: conflict(PAYMENT_PROCESSING_MESSAGE), replayed: true });
    w.clock.advance(LEASE);
    const late = await runPaymentSaga(w.deps, await w.input({ key: 'checkout:user-1:k9' }));
    expect(late).toMatchObject({
      ok: false,
      error: { errors: { '*': [PAYMENT_NOT_COMPLETED_MESSAGE] } },
      replayed: true,
    });
    expect(w.gateway.takenCents()).toBe(0);
    expect((await w.orders.byId('o-crashed'))?.status).toBe('refunded');
  });
});

describe('makeSettleUnsettledPayments (the recovery job)', () => {
  it('refunds what a crashed order took, fails one that took nothing, finishes a half-done refund, leaves running ones', async () => {
    const w = world();
    const now = w.clock.now();
    const pending = (id: string, userId: string, key: string, leaseUntil: Date) =>
      w.orders.begin({
        id,
        userId,
        key,
        kind: 'checkout',
        amountCents: 495,
        description: 'x',
        status: 'pending',
        chargeId: null,
        outcome: null,
        leaseToken: `lease-${id}`,
        leaseUntil,
        createdAt: now,
        updatedAt: now,
      });
    const soon = new Date(now.getTime() + LEASE);
    await pending('charged', 'u1', 'k-charged', soon);
    await w.gateway.charge({ token: await w.token(), amountCents: 495, idempotencyKey: 'k-charged', userId: 'u1' });
    await pending('nothing', 'u2', 'k-nothing', soon);
    await pending('half', 'u3', 'k-half', soon);
    const half = await w.gateway.charge({
      token: await w.token(),
      amountCents: 495,
      idempotencyKey: 'k-half',
      userId: 'u3',
    });
    await w.orders.fence(
      'half',
      { token: 'lease-half' },
      {
        status: 'refunding',
        outcome: { ok: false, error: conflict('Changed.') },
        chargeId: half.chargeId,
        token: 'lease-half',
        leaseUntil: soon,
        at: now,
      },
    );
    await pending('running', 'u4', 'k-running', new Date(now.getTime() + 10 * LEASE));
    await w.gateway.charge({ token: await w.token(), amountCents: 495, idempotencyKey: 'k-running', userId: 'u4' });

    const job = makeSettleUnsettledPayments(w.deps);
    expect(await job()).toEqual({ found: 0, refunded: 0, failed: 0 });
    w.clock.advance(LEASE);
    expect(await job()).toEqual({ found: 3, refunded: 2, failed: 1 });
    expect((await w.orders.byId('charged'))?.status).toBe('refunded');
    expect((await w.orders.byId('nothing'))?.status).toBe('failed');
    expect(await w.orders.byId('half')).toMatchObject({
      status: 'refunded',
      outcome: { ok: false, error: conflict('Changed.') },
    });
    expect((await w.orders.byId('running'))?.status).toBe('pending');
    expect(w.gateway.takenCents()).toBe(495); // the running one only
    expect(await job()).toEqual({ found: 0, refunded: 0, failed: 0 });
  });
});

describe('property: wherever a payment fails, money taken = money delivered once the job has run', () => {
  type Cut = 'none' | 'chargeThenThrow' | 'deliverThrows' | 'deliverRefused' | 'crashAfterCharge' | 'settleThrows';
  it('holds for random sequences of payments and cuts', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            cut: fc.constantFrom<Cut>(
              'none',
              'chargeThenThrow',
              'deliverThrows',
              'deliverRefused',
              'crashAfterCharge',
              'settleThrows',
            ),
            sameKey: fc.boolean(),
          }),
          { minLength: 1, maxLength: 8 },
        ),
        async (steps) => {
          const w = world();
          let k = 0;
          for (const s of steps) {
            if (!s.sameKey) k += 1;
            const key = `checkout:user-1:k${k}`;
            let dead = false;
            const gateway: PaymentGateway = {
              ...w.deps.gateway,
              charge: async (req) => {
                const r = await w.deps.gateway.charge(req);
                if (s.cut === 'chargeThenThrow') throw new Error('time-out');
                if (s.cut === 'crashAfterCharge') {
                  dead = true;
                  throw new Error('crash');
                }
                return r;
              },
              refund: async (id) => {
                if (dead) throw new Error('crash');
                return w.deps.gateway.refund(id);
              },
              findCharge: async (key2) => {
                if (dead) throw new Error('crash');
                return w.deps.gateway.findCharge(key2);
              },
            };
            const orders = Object.create(w.orders) as InMemoryPaymentOrderStore;
            orders.fence = async (...a) => {
              if (dead) throw new Error('crash');
              return w.orders.fence(...a);
            };
            orders.settle = async (...a) => {
              if (dead || s.cut === 'settleThrows') throw new Error('settle failed');
              return w.orders.settle(...a);
            };
            const deps = { ...w.deps, gateway, orders };
            await runPaymentSaga(
              deps,
              await w.input({
                key,
                deliver: async (o) => {
                  if (s.cut === 'deliverThrows') throw new Error('commit failed');
                  if (s.cut === 'deliverRefused') return { status: 'refused', error: conflict('No.') };
                  return w.completes('sub')(o);
                },
              }),
            ).catch(() => null);
          }
          w.clock.advance(LEASE + PAYMENT_SETTLE_LEASE_MS);
          await makeSettleUnsettledPayments(w.deps)();
          const deliveredCents = w.delivered.reduce((sum, d) => sum + d.cents, 0);
          expect(w.gateway.takenCents()).toBe(deliveredCents);
          expect(await w.orders.unsettled(w.clock.now(), 100)).toEqual([]);
        },
      ),
      { numRuns: 200 },
    );
  });
});
