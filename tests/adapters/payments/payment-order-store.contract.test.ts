import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InMemoryPaymentOrderStore } from '../../../adapters/memory/in-memory-payments.js';
import type { Db } from '../../../adapters/postgres/db.js';
import { completeOrderIn, PgPaymentOrderStore } from '../../../adapters/postgres/pg-payment-order-store.js';
import type {
  PaymentOrderOutcome,
  PaymentOrderRecord,
  PaymentOrderStore,
} from '../../../core/billing/payment-order.port.js';
import { insertTestUser } from '../../support/payment-faults.js';
import { openTestDb } from '../../support/test-db.js';

/**
 * The PaymentOrderStore contract (docs/decisions/0032-payment-saga.md), on PostgreSQL (PGlite always, the
 * server when DATABASE_URL is set) and in memory: one order per key and user, one pending order per user,
 * fencing by lease token, settling that never undoes a completion.
 */
let db: Db;
beforeAll(async () => {
  db = await openTestDb();
});
afterAll(async () => db.close());

const T0 = new Date('2026-11-21T10:00:00.000Z');
const at = (s: number) => new Date(T0.getTime() + s * 1000);

interface Subject {
  store: PaymentOrderStore;
  complete: (
    o: { id: string; leaseToken: string; chargeId: string; outcome: PaymentOrderOutcome },
    at: Date,
  ) => Promise<boolean>;
}
const subjects: [string, () => Subject][] = [
  [
    'PgPaymentOrderStore',
    () => ({
      store: new PgPaymentOrderStore(db),
      complete: (o, when) => db.transaction((tx) => completeOrderIn(tx, o, when)),
    }),
  ],
  [
    'InMemoryPaymentOrderStore',
    () => {
      const store = new InMemoryPaymentOrderStore();
      return { store, complete: async (o, when) => store.complete(o, when) };
    },
  ],
];

const order = (userId: string, key: string, over: Partial<PaymentOrderRecord> = {}): PaymentOrderRecord => ({
  id: randomUUID(),
  userId,
  key,
  kind: 'checkout',
  amountCents: 100,
  description: 'Premium Membership 3-Day Trial',
  status: 'pending',
  chargeId: null,
  outcome: null,
  leaseToken: `token-${randomUUID()}`,
  leaseUntil: at(60),
  createdAt: at(0),
  updatedAt: at(0),
  ...over,
});
const failure: PaymentOrderOutcome = { ok: false, error: { type: 'Validation', errors: { '*': ['No.'] } } };
const user = async () => (await insertTestUser(db, T0)).id;

describe.each(subjects)('%s', (_name, make) => {
  it('begin: started, then exists for the same key, busy for another key while one is pending', async () => {
    const { store } = make();
    const u = await user();
    const first = order(u, 'k1');
    expect(await store.begin(first)).toMatchObject({ status: 'started', order: { id: first.id, status: 'pending' } });
    expect(await store.begin(order(u, 'k1'))).toMatchObject({ status: 'exists', order: { id: first.id } });
    expect(await store.begin(order(u, 'k2'))).toEqual({ status: 'busy' });
    expect((await store.begin(order(await user(), 'k2'))).status).toBe('started'); // another account
    await store.fence(
      first.id,
      { token: first.leaseToken },
      {
        status: 'failed',
        outcome: failure,
        chargeId: null,
        token: first.leaseToken,
        leaseUntil: at(1),
        at: at(1),
      },
    );
    expect((await store.begin(order(u, 'k2'))).status).toBe('started');
  });

  it('five orders of one account at the same time: exactly one starts', async () => {
    const { store } = make();
    const u = await user();
    const answers = await Promise.all([1, 2, 3, 4, 5].map((i) => store.begin(order(u, `p${i}`))));
    expect(answers.filter((a) => a.status === 'started')).toHaveLength(1);
    expect(answers.filter((a) => a.status === 'busy')).toHaveLength(4);
  });

  it('fence: the lease holder any time, anyone else only once the lease ran out; never a completed order', async () => {
    const { store, complete } = make();
    const u = await user();
    const o = order(u, 'fence');
    await store.begin(o);
    const to = (token: string) => ({
      status: 'refunding' as const,
      outcome: failure,
      chargeId: 'ch_1',
      token,
      leaseUntil: at(200),
      at: at(10),
    });
    expect(await store.fence(o.id, { token: 'someone else' }, to('x'))).toBe(false);
    expect(await store.fence(o.id, { staleAt: at(59) }, to('x'))).toBe(false);
    expect(await store.fence(o.id, { staleAt: at(60) }, to('settler'))).toBe(true);
    expect(await store.byId(o.id)).toMatchObject({ status: 'refunding', chargeId: 'ch_1', leaseToken: 'settler' });
    // The first holder can no longer complete it.
    expect(
      await complete({ id: o.id, leaseToken: o.leaseToken, chargeId: 'ch_1', outcome: { ok: true, value: 1 } }, at(11)),
    ).toBe(false);

    const done = order(u, 'done');
    await store.begin(done);
    expect(
      await complete({ id: done.id, leaseToken: 'wrong', chargeId: 'ch_2', outcome: { ok: true, value: 2 } }, at(12)),
    ).toBe(false);
    expect(
      await complete(
        { id: done.id, leaseToken: done.leaseToken, chargeId: 'ch_2', outcome: { ok: true, value: 2 } },
        at(12),
      ),
    ).toBe(true);
    expect(await store.byId(done.id)).toMatchObject({
      status: 'completed',
      chargeId: 'ch_2',
      outcome: { ok: true, value: 2 },
    });
    expect(await store.fence(done.id, { token: done.leaseToken }, to('y'))).toBe(false);
    expect(await store.fence(done.id, { staleAt: at(1000) }, to('y'))).toBe(false);
    expect(await store.settle(done.id, { status: 'refunded', chargeId: null, at: at(13) })).toBe(false);
    expect((await store.byId(done.id))?.status).toBe('completed');
  });

  it('claimRefunding only a refunding order whose lease ran out; settle keeps the answer and never turns refunded into failed', async () => {
    const { store } = make();
    const u = await user();
    const o = order(u, 'refunding');
    await store.begin(o);
    expect(await store.claimRefunding(o.id, at(1000), 't', at(1100))).toBe(false); // still pending
    await store.fence(
      o.id,
      { token: o.leaseToken },
      {
        status: 'refunding',
        outcome: failure,
        chargeId: 'ch_3',
        token: o.leaseToken,
        leaseUntil: at(120),
        at: at(5),
      },
    );
    expect(await store.claimRefunding(o.id, at(119), 't', at(200))).toBe(false);
    expect(await store.claimRefunding(o.id, at(120), 't', at(200))).toBe(true);
    expect(await store.settle(o.id, { status: 'refunded', chargeId: null, at: at(121) })).toBe(true);
    expect(await store.settle(o.id, { status: 'failed', chargeId: null, at: at(122) })).toBe(false);
    expect(await store.byId(o.id)).toMatchObject({ status: 'refunded', chargeId: 'ch_3', outcome: failure });
  });

  it('attempts: the orders under a key and its #n retries, newest first; a longer key with the same start is another', async () => {
    const { store } = make();
    const u = await user();
    const settleFailed = async (o: PaymentOrderRecord) => {
      await store.begin(o);
      await store.fence(
        o.id,
        { token: o.leaseToken },
        {
          status: 'failed',
          outcome: failure,
          chargeId: null,
          token: o.leaseToken,
          leaseUntil: at(1),
          at: at(1),
        },
      );
    };
    expect(await store.attempts(u, 'report-pdf:r1')).toEqual({ count: 0, latest: null });
    await settleFailed(order(u, 'report-pdf:r1'));
    await settleFailed(order(u, 'report-pdf:r1#2'));
    await settleFailed(order(u, 'report-pdf:r10'));
    const third = order(u, 'report-pdf:r1#3');
    await store.begin(third);
    const a = await store.attempts(u, 'report-pdf:r1');
    expect(a.count).toBe(3);
    expect(a.latest?.id).toBe(third.id);
    expect((await store.attempts(u, 'report-pdf:r10')).count).toBe(1);
  });

  it('unsettled: pending or refunding orders whose lease ran out, oldest lease first', async () => {
    const { store } = make();
    const [u1, u2, u3] = [await user(), await user(), await user()];
    const late = order(u1, 'late', { leaseUntil: at(30) });
    const early = order(u2, 'early', { leaseUntil: at(20) });
    const running = order(u3, 'running', { leaseUntil: at(500) });
    for (const o of [late, early, running]) await store.begin(o);
    const found = (await store.unsettled(at(100), 100)).filter((o) => [late.id, early.id, running.id].includes(o.id));
    expect(found.map((o) => o.id)).toEqual([early.id, late.id]);
  });
});
