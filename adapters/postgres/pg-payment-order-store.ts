import type {
  PaymentOrderBegin,
  PaymentOrderClaim,
  PaymentOrderFence,
  PaymentOrderOutcome,
  PaymentOrderRecord,
  PaymentOrderStore,
} from '../../core/billing/payment-order.port.js';
import type { Db, Queryable } from './db.js';

type Row = Record<string, unknown>;
const date = (v: unknown): Date => (v instanceof Date ? v : new Date(String(v)));
const json = <T>(v: unknown): T => (typeof v === 'string' ? (JSON.parse(v) as T) : (v as T));

const orderOf = (r: Row): PaymentOrderRecord => ({
  id: String(r.id),
  userId: r.user_id === null || r.user_id === undefined ? null : String(r.user_id),
  key: String(r.idempotency_key),
  kind: String(r.kind) as PaymentOrderRecord['kind'],
  amountCents: Number(r.amount_cents),
  description: String(r.description),
  status: String(r.status) as PaymentOrderRecord['status'],
  chargeId: r.charge_id === null || r.charge_id === undefined ? null : String(r.charge_id),
  outcome: r.outcome === null || r.outcome === undefined ? null : json<PaymentOrderOutcome>(r.outcome),
  leaseToken: String(r.lease_token),
  leaseUntil: date(r.lease_until),
  createdAt: date(r.created_at),
  updatedAt: date(r.updated_at),
});

/**
 * Completes a pending order inside the transaction that writes what it bought: only its lease holder
 * may (a settler that fenced the order changed its status). False when it is not this holder's to
 * complete: the caller then rolls its transaction back.
 */
export const completeOrderIn = async (
  tx: Queryable,
  order: { id: string; leaseToken: string; chargeId: string; outcome: PaymentOrderOutcome },
  at: Date,
): Promise<boolean> => {
  const r = await tx.query(
    `UPDATE payment_orders SET status = 'completed', charge_id = $3, outcome = $4, updated_at = $5
     WHERE id = $1 AND status = 'pending' AND lease_token = $2`,
    [order.id, order.leaseToken, order.chargeId, JSON.stringify(order.outcome), at],
  );
  return r.rowCount === 1;
};

/** Payment orders on PostgreSQL (migration 0032, docs/decisions/0032-payment-saga.md). */
export class PgPaymentOrderStore implements PaymentOrderStore {
  constructor(private readonly db: Db) {}

  async begin(order: PaymentOrderRecord): Promise<PaymentOrderBegin> {
    // Two unique indexes answer here: (user, key) -> `exists`; one pending order per user -> `busy`.
    // The pending one may finish between the INSERT and the SELECT: then try again.
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const r = await this.db.query(
        `INSERT INTO payment_orders (id, user_id, idempotency_key, kind, amount_cents, description, status,
           charge_id, outcome, lease_token, lease_until, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, 'pending', NULL, NULL, $7, $8, $9, $9)
         ON CONFLICT DO NOTHING RETURNING *`,
        [
          order.id,
          order.userId,
          order.key,
          order.kind,
          order.amountCents,
          order.description,
          order.leaseToken,
          order.leaseUntil,
          order.createdAt,
        ],
      );
      if (r.rows[0]) return { status: 'started', order: orderOf(r.rows[0]) };
      const same = order.userId ? await this.byKey(order.userId, order.key) : null;
      if (same) return { status: 'exists', order: same };
      const pending = await this.db.query("SELECT 1 FROM payment_orders WHERE user_id = $1 AND status = 'pending'", [
        order.userId,
      ]);
      if (pending.rowCount > 0) return { status: 'busy' };
    }
    return { status: 'busy' };
  }

  async byKey(userId: string, key: string): Promise<PaymentOrderRecord | null> {
    const r = await this.db.query('SELECT * FROM payment_orders WHERE user_id = $1 AND idempotency_key = $2', [
      userId,
      key,
    ]);
    return r.rows[0] ? orderOf(r.rows[0]) : null;
  }

  async byId(orderId: string): Promise<PaymentOrderRecord | null> {
    const r = await this.db.query('SELECT * FROM payment_orders WHERE id = $1', [orderId]);
    return r.rows[0] ? orderOf(r.rows[0]) : null;
  }

  async attempts(userId: string, base: string): Promise<{ count: number; latest: PaymentOrderRecord | null }> {
    const r = await this.db.query(
      `SELECT *, count(*) OVER () AS n FROM payment_orders
       WHERE user_id = $1 AND (idempotency_key = $2 OR left(idempotency_key, length($2) + 1) = $2 || '#')
       ORDER BY created_at DESC, length(idempotency_key) DESC, idempotency_key DESC LIMIT 1`,
      [userId, base],
    );
    const row = r.rows[0];
    return row ? { count: Number(row.n), latest: orderOf(row) } : { count: 0, latest: null };
  }

  async fence(orderId: string, claim: PaymentOrderClaim, to: PaymentOrderFence): Promise<boolean> {
    const byHolder = 'token' in claim;
    const r = await this.db.query(
      `UPDATE payment_orders
       SET status = $2, outcome = $3, charge_id = coalesce($4, charge_id), lease_token = $5, lease_until = $6,
           updated_at = $7
       WHERE id = $1 AND status = 'pending' AND ${byHolder ? 'lease_token = $8' : 'lease_until <= $8'}`,
      [
        orderId,
        to.status,
        JSON.stringify(to.outcome),
        to.chargeId,
        to.token,
        to.leaseUntil,
        to.at,
        byHolder ? claim.token : claim.staleAt,
      ],
    );
    return r.rowCount === 1;
  }

  async claimRefunding(orderId: string, staleAt: Date, token: string, leaseUntil: Date): Promise<boolean> {
    const r = await this.db.query(
      `UPDATE payment_orders SET lease_token = $3, lease_until = $4, updated_at = $2
       WHERE id = $1 AND status = 'refunding' AND lease_until <= $2`,
      [orderId, staleAt, token, leaseUntil],
    );
    return r.rowCount === 1;
  }

  async settle(
    orderId: string,
    to: { status: 'refunded' | 'failed'; chargeId: string | null; at: Date },
  ): Promise<boolean> {
    const r = await this.db.query(
      `UPDATE payment_orders SET status = $2, charge_id = coalesce($3, charge_id), updated_at = $4
       WHERE id = $1 AND status <> 'completed' AND NOT (status = 'refunded' AND $2 = 'failed')`,
      [orderId, to.status, to.chargeId, to.at],
    );
    return r.rowCount === 1;
  }

  async unsettled(now: Date, limit: number): Promise<PaymentOrderRecord[]> {
    const r = await this.db.query(
      `SELECT * FROM payment_orders WHERE status IN ('pending', 'refunding') AND lease_until <= $1
       ORDER BY lease_until LIMIT $2`,
      [now, limit],
    );
    return r.rows.map(orderOf);
  }
}
