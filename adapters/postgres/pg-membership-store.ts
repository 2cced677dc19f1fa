import { blocksNewMembership } from '../../core/membership/checkout/one-membership-per-kind.rules.js';
import type {
  MembershipAuditEvent,
  MembershipChange,
  MembershipPaymentChange,
  MembershipPaymentCommit,
  MembershipStore,
  SaleRecord,
  SubscriptionRecord,
  VoucherRecord,
} from '../../core/membership/membership-store.port.js';
import type { Db, Queryable } from './db.js';
import { insertAuditEvents } from './pg-membership-audit.js';
import {
  num,
  SUBSCRIPTION_COLUMNS,
  saleOf,
  strOrNull,
  subscriptionOf,
  subscriptionValues,
  voucherOf,
} from './pg-membership-rows.js';
import { completeOrderIn } from './pg-payment-order-store.js';
import { insertCardIn } from './pg-wallet-store.js';

/** Ends a transaction without writing anything; carries what the caller answers. */
class Rollback extends Error {
  constructor(readonly answer: MembershipPaymentCommit = { status: 'conflict' }) {
    super('rolled back');
  }
}
const ROLLBACK = new Rollback();
const nullOnRollback = (e: unknown): null => {
  if (e instanceof Rollback) return null;
  throw e;
};

/** A line of the sales history, written with the change that took its money. */
const insertSale = (tx: Queryable, t: SaleRecord) =>
  tx.query(
    `INSERT INTO sales_transactions (id, user_id, subscription_id, charge_id, kind, description, amount_cents, status, card_brand, card_last4, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
    [
      t.id,
      t.userId,
      t.subscriptionId,
      t.chargeId,
      t.kind,
      t.description,
      t.amountCents,
      t.status,
      t.cardBrand,
      t.cardLast4,
      t.createdAt,
    ],
  );

/**
 * The writes of a {@link MembershipChange} inside `tx`: answers the stored subscription (null when the
 * change has none), or `conflict` when the insert's checkout key exists or the update's version moved on
 * (the caller rolls back).
 */
const writeChange = async (
  tx: Queryable,
  change: MembershipChange,
): Promise<SubscriptionRecord | null | 'conflict'> => {
  let stored: SubscriptionRecord | null = null;
  if (change.insert) {
    const s = change.insert;
    const cols = ['id', ...SUBSCRIPTION_COLUMNS, 'checkout_key', 'created_at'];
    const r = await tx.query(
      `INSERT INTO subscriptions (${cols.join(', ')}) VALUES (${cols.map((_, i) => `$${i + 1}`).join(', ')})
       ON CONFLICT (checkout_key) DO NOTHING RETURNING *`,
      [s.id, ...subscriptionValues(s), s.checkoutKey, s.createdAt],
    );
    if (!r.rows[0]) return 'conflict';
    stored = subscriptionOf(r.rows[0]);
  }
  if (change.update) {
    const s = change.update.next;
    const sets = SUBSCRIPTION_COLUMNS.map((c, i) => `${c} = $${i + 2}`).join(', ');
    const r = await tx.query(
      `UPDATE subscriptions SET ${sets}, version = version + 1, lease_until = NULL
       WHERE id = $1 AND version = $${SUBSCRIPTION_COLUMNS.length + 2} RETURNING *`,
      [s.id, ...subscriptionValues(s), change.update.expectedVersion],
    );
    if (!r.rows[0]) return 'conflict';
    stored = subscriptionOf(r.rows[0]);
  }
  await insertAuditEvents(tx, change.userId, change.at, change.events);
  if (change.sale) await insertSale(tx, change.sale);
  for (const v of change.vouchers ?? []) {
    await tx.query(
      'INSERT INTO vouchers (id, user_id, subscription_id, voucher_type, name, created_at) VALUES ($1, $2, $3, $4, $5, $6)',
      [v.id, v.userId, v.subscriptionId, v.voucherType, v.name, v.createdAt],
    );
  }
  return stored;
};

/** Subscriptions, sales, vouchers and report usage on PostgreSQL (migration 0030). */
export class PgMembershipStore implements MembershipStore {
  constructor(private readonly db: Db) {}

  async listSubscriptions(userId: string): Promise<SubscriptionRecord[]> {
    const r = await this.db.query(
      'SELECT * FROM subscriptions WHERE user_id = $1 ORDER BY created_at DESC, role_id DESC',
      [userId],
    );
    return r.rows.map(subscriptionOf);
  }

  async findSubscription(userId: string, subscriptionId: string): Promise<SubscriptionRecord | null> {
    const r = await this.db.query('SELECT * FROM subscriptions WHERE user_id = $1 AND id = $2', [
      userId,
      subscriptionId,
    ]);
    return r.rows[0] ? subscriptionOf(r.rows[0]) : null;
  }

  async findByCheckoutKey(checkoutKey: string): Promise<SubscriptionRecord | null> {
    const r = await this.db.query('SELECT * FROM subscriptions WHERE checkout_key = $1', [checkoutKey]);
    return r.rows[0] ? subscriptionOf(r.rows[0]) : null;
  }

  commit(change: MembershipChange): Promise<SubscriptionRecord | null> {
    return this.db
      .transaction(async (tx) => {
        const written = await writeChange(tx, change);
        if (written === 'conflict') throw ROLLBACK;
        return written;
      })
      .catch(nullOnRollback);
  }

  async commitPayment(change: MembershipPaymentChange): Promise<MembershipPaymentCommit> {
    try {
      return await this.db.transaction(async (tx): Promise<MembershipPaymentCommit> => {
        // The user row is the lock: two payments of one account never deliver at the same time, and a
        // deletion (which takes the same lock, docs/decisions/0021) never interleaves with a delivery.
        const user = await tx.query<{ closed: boolean }>(
          'SELECT (user_flags & 2) <> 0 AS closed FROM users WHERE id = $1 FOR UPDATE',
          [change.userId],
        );
        if (user.rows[0]?.closed !== false) throw new Rollback({ status: 'accountClosed' });
        const bought = change.insert ?? change.update?.next;
        if (change.oneMembershipPerKind && bought) {
          const held = await tx.query(
            'SELECT * FROM subscriptions WHERE user_id = $1 AND offer_type = $2 AND id <> $3',
            [change.userId, bought.offerType, bought.id],
          );
          if (held.rows.map(subscriptionOf).some((s) => blocksNewMembership(s, bought.offerType, change.at))) {
            throw new Rollback({ status: 'alreadyMember' });
          }
        }
        const card = change.card ? await insertCardIn(tx, change.card, false, change.at) : null;
        const insert = change.insert && card ? { ...change.insert, cardId: card.id } : change.insert;
        const written = await writeChange(tx, { ...change, ...(insert ? { insert } : {}) });
        if (written === 'conflict') throw new Rollback({ status: 'conflict' });
        if (!(await completeOrderIn(tx, change.order, change.at))) throw new Rollback({ status: 'orderSettled' });
        return { status: 'committed', subscription: written };
      });
    } catch (e) {
      if (e instanceof Rollback) return e.answer;
      throw e;
    }
  }

  audit(userId: string, at: Date, events: readonly MembershipAuditEvent[]): Promise<void> {
    return this.db.transaction((tx) => insertAuditEvents(tx, userId, at, events));
  }

  async leaseDue(now: Date, leaseMs: number, limit: number): Promise<SubscriptionRecord[]> {
    const r = await this.db.query(
      `UPDATE subscriptions SET lease_until = $2
       WHERE id IN (
         SELECT id FROM subscriptions
         WHERE next_attempt_at <= $1 AND (lease_until IS NULL OR lease_until <= $1)
           -- Defence in depth: a deleted account is never renewed, even if a row escaped its erasure (docs/decisions/0021).
           AND NOT EXISTS (SELECT 1 FROM users u WHERE u.id = subscriptions.user_id AND (u.user_flags & 2) <> 0)
         ORDER BY next_attempt_at
         LIMIT $3
         FOR UPDATE SKIP LOCKED)
       RETURNING *`,
      [now, new Date(now.getTime() + leaseMs), limit],
    );
    return r.rows.map(subscriptionOf);
  }

  async retryPending(userId: string, now: Date): Promise<number> {
    const r = await this.db.query(
      `UPDATE subscriptions SET next_attempt_at = $2
       WHERE user_id = $1 AND is_payment_pending AND status = 'active'`,
      [userId, now],
    );
    return r.rowCount;
  }

  async listSales(userId: string): Promise<SaleRecord[]> {
    const r = await this.db.query('SELECT * FROM sales_transactions WHERE user_id = $1 ORDER BY created_at DESC, id', [
      userId,
    ]);
    return r.rows.map(saleOf);
  }

  async listVouchers(userId: string): Promise<VoucherRecord[]> {
    const r = await this.db.query(
      'SELECT * FROM vouchers WHERE user_id = $1 AND claimed_at IS NULL ORDER BY created_at, id',
      [userId],
    );
    return r.rows.map(voucherOf);
  }

  claimVoucher(userId: string, voucherId: string, at: Date, reportId: string | null): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const r = await tx.query(
        `UPDATE vouchers SET claimed_at = $3, claimed_report = $4
         WHERE id = $1 AND user_id = $2 AND claimed_at IS NULL RETURNING subscription_id`,
        [voucherId, userId, at, reportId],
      );
      if (!r.rows[0]) return false;
      await insertAuditEvents(tx, userId, at, [
        {
          kind: 'voucher.claimed',
          subscriptionId: strOrNull(r.rows[0].subscription_id),
          detail: { voucherId, reportId },
        },
      ]);
      return true;
    });
  }

  async usageCount(subscriptionId: string, periodStart: Date): Promise<number> {
    const r = await this.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM report_usage WHERE subscription_id = $1 AND period_start = $2',
      [subscriptionId, periodStart],
    );
    return Number(r.rows[0]?.n ?? 0);
  }

  async recordUsage(input: {
    userId: string;
    subscriptionId: string;
    reportId: string;
    periodStart: Date;
    at: Date;
    limit: number;
  }): Promise<'added' | 'already' | 'limit'> {
    return this.db.transaction(async (tx) => {
      // The subscription row is the lock: concurrent unlocks of one membership take turns here.
      await tx.query('SELECT id FROM subscriptions WHERE id = $1 FOR UPDATE', [input.subscriptionId]);
      const r = await tx.query<{ n: number; mine: number }>(
        `SELECT count(*)::int AS n, count(*) FILTER (WHERE report_id = $3)::int AS mine
           FROM report_usage WHERE subscription_id = $1 AND period_start = $2`,
        [input.subscriptionId, input.periodStart, input.reportId],
      );
      if (Number(r.rows[0]?.mine ?? 0) > 0) return 'already';
      if (Number(r.rows[0]?.n ?? 0) >= input.limit) return 'limit';
      await tx.query(
        `INSERT INTO report_usage (user_id, subscription_id, report_id, period_start, created_at)
         VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING`,
        [input.userId, input.subscriptionId, input.reportId, input.periodStart, input.at],
      );
      return 'added';
    });
  }

  async countDeclines(userId: string, since: Date): Promise<number> {
    const r = await this.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM payment_charges WHERE user_id = $1 AND status = 'declined' AND created_at >= $2",
      [userId, since],
    );
    return Number(r.rows[0]?.n ?? 0);
  }

  async userContact(userId: string) {
    const r = await this.db.query('SELECT email, first_name, user_flags FROM users WHERE id = $1', [userId]);
    const u = r.rows[0];
    return u ? { email: strOrNull(u.email), firstName: strOrNull(u.first_name), userFlags: num(u.user_flags) } : null;
  }
}
