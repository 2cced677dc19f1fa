import { randomUUID } from 'node:crypto';
import type { Db, Queryable, QueryResult } from '../../adapters/postgres/db.js';
import type { PaymentGateway } from '../../core/billing/payment-gateway.port.js';
import type { Clock } from '../../core/shared/clock.port.js';
import { wiredTestApp } from './test-app.js';

/**
 * Where a payment can be cut (docs/decisions/0032-payment-saga.md), each at the SQL statement that marks it:
 * - `afterOrderInsert`: the pending order is written, nothing charged yet;
 * - `afterCharge`: the sandbox gateway has written its charge (money taken), nothing delivered;
 * - `insideCommit`: in the delivery transaction, just before the order's completion (rolled back);
 * - `beforeMark`: an order is about to be marked failed or refunded (a decline, or after a refund).
 */
export const FAULT_POINTS = ['afterOrderInsert', 'afterCharge', 'insideCommit', 'beforeMark'] as const;
export type FaultPoint = (typeof FAULT_POINTS)[number];
/** `error`: that one statement fails and the process carries on; `crash`: the process dies there. */
export type FaultMode = 'error' | 'crash';
export interface Fault {
  readonly point: FaultPoint;
  readonly mode: FaultMode;
}

/** The process "died": it and everything it would still have done never happen. */
export class SimulatedCrash extends Error {
  override name = 'SimulatedCrash';
}
/** One statement failed (a lost connection, a deadlock victim...). */
export class InjectedFault extends Error {
  override name = 'InjectedFault';
}

const POINTS: Record<FaultPoint, { sql: RegExp; when: 'before' | 'after' }> = {
  afterOrderInsert: { sql: /^\s*INSERT INTO payment_orders/, when: 'after' },
  afterCharge: { sql: /^\s*INSERT INTO payment_charges/, when: 'after' },
  insideCommit: { sql: /UPDATE payment_orders SET status = 'completed'/, when: 'before' },
  beforeMark: { sql: /UPDATE payment_orders\s+SET status = \$2/, when: 'before' },
};

/**
 * A `Db` that fails at one point of a payment (once), as one process would see it. In `crash` mode every
 * statement after the point fails too, and an open transaction is rolled back (as the server does when a
 * client dies), so nothing the process would have done afterwards (its own refund included) happens.
 */
export const faultyDb = (db: Db, fault: Fault | null): { db: Db; tripped: () => boolean } => {
  let tripped = false;
  let dead = false;
  const check = (sql: string, when: 'before' | 'after') => {
    if (dead) throw new SimulatedCrash('the process is gone');
    if (!fault || tripped) return;
    const p = POINTS[fault.point];
    if (p.when !== when || !p.sql.test(sql)) return;
    tripped = true;
    if (fault.mode === 'crash') {
      dead = true;
      throw new SimulatedCrash(`crashed at ${fault.point}`);
    }
    throw new InjectedFault(`failed at ${fault.point}`);
  };
  const wrap = (q: Queryable): Queryable => ({
    query: async <R>(sql: string, params?: readonly unknown[]): Promise<QueryResult<R>> => {
      check(sql, 'before');
      const r = await q.query<R>(sql, params);
      check(sql, 'after');
      return r;
    },
  });
  const outer = wrap(db);
  return {
    tripped: () => tripped,
    db: {
      kind: db.kind,
      query: outer.query,
      transaction: async <T>(fn: (tx: Queryable) => Promise<T>) => {
        if (dead) throw new SimulatedCrash('the process is gone');
        return db.transaction((tx) => fn(wrap(tx)));
      },
      copyFromFile: (table, columns, filePath, tx) => db.copyFromFile(table, columns, filePath, tx),
      close: async () => undefined,
    },
  };
};

/** Every call the application made to the gateway, in order (the "gateway's log" of a test). */
export interface GatewayCall {
  readonly op: 'charge' | 'refund' | 'findCharge';
  readonly key?: string;
  readonly chargeId?: string;
  readonly amountCents?: number;
  readonly outcome?: string;
}

/** Wraps a gateway, recording each call and its answer in `log`. */
export const recordingGateway = (inner: PaymentGateway, log: GatewayCall[]): PaymentGateway => ({
  methods: inner.methods,
  tokenize: (card) => inner.tokenize(card),
  charge: async (req) => {
    const r = await inner.charge(req);
    log.push({
      op: 'charge',
      key: req.idempotencyKey,
      amountCents: req.amountCents,
      chargeId: r.chargeId,
      outcome: r.replayed ? `${r.status} (replayed)` : r.status,
    });
    return r;
  },
  refund: async (chargeId) => {
    const r = await inner.refund(chargeId);
    log.push({ op: 'refund', chargeId, outcome: r.status === 'refunded' && r.replayed ? 'replayed' : r.status });
    return r;
  },
  findCharge: async (key) => {
    const r = await inner.findCharge(key);
    log.push({ op: 'findCharge', key, outcome: r ? r.status : 'none' });
    return r;
  },
});

/**
 * The membership use cases and jobs of one "process" on `db` with `fault` (or none), sharing the test
 * clock: the production wiring with the faulty database, the gateway's calls logged in `log`, and
 * no waiting between retries with `noWait`. Each call gives a new process: a crash kills only the one
 * it happened in.
 */
export const membershipProcess = (
  db: Db,
  clock: Clock,
  opts: { fault?: Fault | null; log?: GatewayCall[]; noWait?: boolean } = {},
) => {
  const faulty = faultyDb(db, opts.fault ?? null);
  const { log, noWait } = opts;
  const t = wiredTestApp({
    db: faulty.db,
    overrides: {
      clock,
      membership: (built) => ({
        ...(log ? { gateway: recordingGateway(built.gateway, log) } : {}),
        ...(noWait ? { sleep: async () => undefined } : {}),
      }),
    },
  });
  return { ports: t.membership.ports, useCases: t.useCases.membership, jobs: t.jobs, tripped: faulty.tripped };
};

/** A signed-up user written straight to the database (for use-case level tests). */
export const insertTestUser = async (db: Db, at: Date): Promise<{ id: string; email: string }> => {
  const id = randomUUID();
  const email = `payer_${id.slice(0, 8)}@example.com`;
  await db.query(
    'INSERT INTO users (id, email, first_name, created_at, password_changed_at) VALUES ($1, $2, $3, $4, $4)',
    [id, email, 'Pat', at],
  );
  return { id, email };
};

/**
 * The money ledger of the database: taken = succeeded charges not refunded; delivered = succeeded sales;
 * plus orders still unsettled and memberships per user and offer type.
 */
export const moneyLedger = async (db: Db, userIds?: readonly string[]) => {
  const scope = userIds ? 'user_id = ANY($1::uuid[])' : 'true';
  const params = userIds ? [userIds] : [];
  const one = async (sql: string) => Number((await db.query<{ n: number }>(sql, params)).rows[0]?.n ?? 0);
  return {
    takenCents: await one(
      `SELECT coalesce(sum(amount_cents), 0)::int AS n FROM payment_charges WHERE ${scope} AND status = 'succeeded' AND refunded_at IS NULL`,
    ),
    chargedCents: await one(
      `SELECT coalesce(sum(amount_cents), 0)::int AS n FROM payment_charges WHERE ${scope} AND status = 'succeeded'`,
    ),
    refundedCents: await one(
      `SELECT coalesce(sum(amount_cents), 0)::int AS n FROM payment_charges WHERE ${scope} AND refunded_at IS NOT NULL`,
    ),
    deliveredCents: await one(
      `SELECT coalesce(sum(amount_cents), 0)::int AS n FROM sales_transactions WHERE ${scope} AND status = 'succeeded'`,
    ),
    succeededCharges: await one(
      `SELECT count(*)::int AS n FROM payment_charges WHERE ${scope} AND status = 'succeeded' AND refunded_at IS NULL`,
    ),
    refunds: await one(`SELECT count(*)::int AS n FROM payment_charges WHERE ${scope} AND refunded_at IS NOT NULL`),
    sales: await one(`SELECT count(*)::int AS n FROM sales_transactions WHERE ${scope} AND status = 'succeeded'`),
    completedOrders: await one(`SELECT count(*)::int AS n FROM payment_orders WHERE ${scope} AND status = 'completed'`),
    unsettledOrders: await one(
      `SELECT count(*)::int AS n FROM payment_orders WHERE ${scope} AND status IN ('pending', 'refunding')`,
    ),
    subscriptions: await one(`SELECT count(*)::int AS n FROM subscriptions WHERE ${scope}`),
    /** Most memberships of one offer type any user holds. */
    maxPerKind: await one(
      `SELECT coalesce(max(n), 0)::int AS n FROM (SELECT count(*) AS n FROM subscriptions WHERE ${scope}
       GROUP BY user_id, offer_type) k`,
    ),
  };
};
