import type { WalletCardRecord, WalletStore } from '../../core/billing/wallet.port.js';
import type {
  CatalogCoupon,
  CatalogMenu,
  CatalogOffer,
  CatalogSku,
  MembershipAuditEvent,
  MembershipChange,
  MembershipPaymentChange,
  MembershipPaymentCommit,
  MembershipStore,
  ProductCatalog,
  SaleRecord,
  SubscriptionRecord,
  VoucherRecord,
} from '../../core/membership/membership-store.port.js';
import { blocksNewMembership } from '../../core/membership/one-membership-per-kind.rules.js';
import type { Db, Queryable } from './db.js';
import { completeOrderIn } from './pg-payment-order-store.js';

type Row = Record<string, unknown>;
const str = (v: unknown): string => String(v);
const strOrNull = (v: unknown): string | null => (v === null || v === undefined ? null : String(v));
const num = (v: unknown): number => Number(v);
const numOrNull = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));
const date = (v: unknown): Date => (v instanceof Date ? v : new Date(String(v)));
const dateOrNull = (v: unknown): Date | null => (v === null || v === undefined ? null : date(v));
const json = <T>(v: unknown): T => (typeof v === 'string' ? (JSON.parse(v) as T) : (v as T));

/** The catalog of migration 0030, read once and kept (it only changes with a migration). */
export class PgProductCatalog implements ProductCatalog {
  private menus: Promise<CatalogMenu[]> | null = null;
  private coupons: Promise<CatalogCoupon[]> | null = null;
  constructor(private readonly db: Queryable) {}

  private load(): Promise<CatalogMenu[]> {
    this.menus ??= (async () => {
      const [menus, offers, skus] = await Promise.all([
        this.db.query('SELECT id, name, display_name FROM product_menus ORDER BY id'),
        this.db.query('SELECT * FROM product_offers ORDER BY menu_id, sort, id'),
        this.db.query('SELECT * FROM product_skus ORDER BY offer_id, sort, id'),
      ]);
      const skuOf = (r: Row): CatalogSku => ({
        id: str(r.id),
        offerId: str(r.offer_id),
        kind: str(r.kind) as CatalogSku['kind'],
        name: str(r.name),
        productDisplayName: str(r.product_display_name),
        priceCents: num(r.price_cents),
        termHours: numOrNull(r.term_hours),
        trialRenewalPriceCents: numOrNull(r.trial_renewal_price_cents),
        couponId: strOrNull(r.coupon_id),
        entitlements: json(r.entitlements),
        offerType: num(r.offer_type),
      });
      const offerOf = (r: Row): CatalogOffer => ({
        id: str(r.id),
        menuId: str(r.menu_id),
        offerName: str(r.offer_name),
        offerType: num(r.offer_type),
        flag: num(r.flag),
        termsStandard: str(r.terms_standard),
        offerJson: json(r.offer_json),
        isAbandonment: r.is_abandonment === true,
        isSpecial: r.is_special === true,
        isDefault: r.is_default === true,
        couponId: strOrNull(r.coupon_id),
        membershipKey: strOrNull(r.membership_key),
        skus: skus.rows.filter((s) => s.offer_id === r.id).map(skuOf),
      });
      return menus.rows.map((m) => ({
        id: str(m.id),
        name: str(m.name),
        displayName: str(m.display_name),
        offers: offers.rows.filter((o) => o.menu_id === m.id).map(offerOf),
      }));
    })().catch((e) => {
      this.menus = null;
      throw e;
    });
    return this.menus;
  }

  async menuByName(name: string): Promise<CatalogMenu | null> {
    return (await this.load()).find((m) => m.name === name) ?? null;
  }
  async menuById(id: string): Promise<CatalogMenu | null> {
    return (await this.load()).find((m) => m.id === id) ?? null;
  }
  async coupon(id: string): Promise<CatalogCoupon | null> {
    this.coupons ??= this.db.query('SELECT * FROM coupons').then((r) =>
      r.rows.map((c) => ({
        id: str(c.id),
        code: str(c.code),
        description: str(c.description),
        percentOff: numOrNull(c.percent_off),
        amountOffCents: numOrNull(c.amount_off_cents),
      })),
    );
    return (await this.coupons).find((c) => c.id === id || c.code === id) ?? null;
  }
}

const subscriptionOf = (r: Row): SubscriptionRecord => ({
  id: str(r.id),
  roleId: num(r.role_id),
  userId: str(r.user_id),
  name: str(r.name),
  offerType: num(r.offer_type),
  menuId: str(r.menu_id),
  offerId: str(r.offer_id),
  skuId: str(r.sku_id),
  renewalSkuId: strOrNull(r.renewal_sku_id),
  status: str(r.status) as SubscriptionRecord['status'],
  willRenew: r.will_renew === true,
  isPaymentPending: r.is_payment_pending === true,
  isTrial: r.is_trial === true,
  periodStart: date(r.period_start),
  expirationDate: dateOrNull(r.expiration_date),
  renewalPriceCents: numOrNull(r.renewal_price_cents),
  renewalTermHours: numOrNull(r.renewal_term_hours),
  cancellationPriceCents: num(r.cancellation_price_cents),
  reportLimit: numOrNull(r.report_limit),
  orderFlags: num(r.order_flags),
  pauseDate: dateOrNull(r.pause_date),
  resumeDate: dateOrNull(r.resume_date),
  cardId: strOrNull(r.card_id),
  renewalAttempts: num(r.renewal_attempts),
  nextAttemptAt: dateOrNull(r.next_attempt_at),
  checkoutKey: strOrNull(r.checkout_key),
  createdAt: date(r.created_at),
  updatedAt: date(r.updated_at),
  cancelledAt: dateOrNull(r.cancelled_at),
  version: num(r.version),
});

/** Columns written from a record, in order ($2..$27 after the id). */
const SUB_COLUMNS = [
  'user_id',
  'name',
  'offer_type',
  'menu_id',
  'offer_id',
  'sku_id',
  'renewal_sku_id',
  'status',
  'will_renew',
  'is_payment_pending',
  'is_trial',
  'period_start',
  'expiration_date',
  'renewal_price_cents',
  'renewal_term_hours',
  'cancellation_price_cents',
  'report_limit',
  'order_flags',
  'pause_date',
  'resume_date',
  'card_id',
  'renewal_attempts',
  'next_attempt_at',
  'updated_at',
  'cancelled_at',
] as const;
const subValues = (s: SubscriptionRecord): unknown[] => [
  s.userId,
  s.name,
  s.offerType,
  s.menuId,
  s.offerId,
  s.skuId,
  s.renewalSkuId,
  s.status,
  s.willRenew,
  s.isPaymentPending,
  s.isTrial,
  s.periodStart,
  s.expirationDate,
  s.renewalPriceCents,
  s.renewalTermHours,
  s.cancellationPriceCents,
  s.reportLimit,
  s.orderFlags,
  s.pauseDate,
  s.resumeDate,
  s.cardId,
  s.renewalAttempts,
  s.nextAttemptAt,
  s.updatedAt,
  s.cancelledAt,
];

const insertEvents = async (tx: Queryable, userId: string, at: Date, events: readonly MembershipAuditEvent[]) => {
  for (const e of events) {
    await tx.query(
      'INSERT INTO subscription_events (subscription_id, user_id, kind, detail, created_at) VALUES ($1, $2, $3, $4, $5)',
      [e.subscriptionId, userId, e.kind, JSON.stringify(e.detail), at],
    );
  }
};

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
    const cols = ['id', ...SUB_COLUMNS, 'checkout_key', 'created_at'];
    const r = await tx.query(
      `INSERT INTO subscriptions (${cols.join(', ')}) VALUES (${cols.map((_, i) => `$${i + 1}`).join(', ')})
       ON CONFLICT (checkout_key) DO NOTHING RETURNING *`,
      [s.id, ...subValues(s), s.checkoutKey, s.createdAt],
    );
    if (!r.rows[0]) return 'conflict';
    stored = subscriptionOf(r.rows[0]);
  }
  if (change.update) {
    const s = change.update.next;
    const sets = SUB_COLUMNS.map((c, i) => `${c} = $${i + 2}`).join(', ');
    const r = await tx.query(
      `UPDATE subscriptions SET ${sets}, version = version + 1, lease_until = NULL
       WHERE id = $1 AND version = $${SUB_COLUMNS.length + 2} RETURNING *`,
      [s.id, ...subValues(s), change.update.expectedVersion],
    );
    if (!r.rows[0]) return 'conflict';
    stored = subscriptionOf(r.rows[0]);
  }
  await insertEvents(tx, change.userId, change.at, change.events);
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
        // The user row is the lock: two payments of one account never deliver at the same time.
        await tx.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [change.userId]);
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
        const card = change.card ? await insertCard(tx, change.card, false, change.at) : null;
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
    return this.db.transaction((tx) => insertEvents(tx, userId, at, events));
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
    return r.rows.map((t) => ({
      id: str(t.id),
      userId: str(t.user_id),
      subscriptionId: strOrNull(t.subscription_id),
      chargeId: strOrNull(t.charge_id),
      kind: str(t.kind) as SaleRecord['kind'],
      description: str(t.description),
      amountCents: num(t.amount_cents),
      status: str(t.status) as SaleRecord['status'],
      cardBrand: strOrNull(t.card_brand),
      cardLast4: strOrNull(t.card_last4),
      createdAt: date(t.created_at),
    }));
  }

  async listVouchers(userId: string): Promise<VoucherRecord[]> {
    const r = await this.db.query(
      'SELECT * FROM vouchers WHERE user_id = $1 AND claimed_at IS NULL ORDER BY created_at, id',
      [userId],
    );
    return r.rows.map((v) => ({
      id: str(v.id),
      userId: str(v.user_id),
      subscriptionId: strOrNull(v.subscription_id),
      voucherType: str(v.voucher_type) as VoucherRecord['voucherType'],
      name: str(v.name),
      createdAt: date(v.created_at),
      claimedAt: dateOrNull(v.claimed_at),
    }));
  }

  claimVoucher(userId: string, voucherId: string, at: Date, reportId: string | null): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const r = await tx.query(
        `UPDATE vouchers SET claimed_at = $3, claimed_report = $4
         WHERE id = $1 AND user_id = $2 AND claimed_at IS NULL RETURNING subscription_id`,
        [voucherId, userId, at, reportId],
      );
      if (!r.rows[0]) return false;
      await insertEvents(tx, userId, at, [
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

const cardOf = (r: Row): WalletCardRecord => ({
  id: str(r.id),
  userId: str(r.user_id),
  token: str(r.token),
  brand: str(r.brand),
  last4: str(r.last4),
  expMonth: num(r.exp_month),
  expYear: num(r.exp_year),
  firstName: str(r.first_name),
  lastName: str(r.last_name),
  addressLine: strOrNull(r.address_line),
  city: strOrNull(r.city),
  state: strOrNull(r.state),
  zip: strOrNull(r.zip),
  isDefault: r.is_default === true,
  createdAt: date(r.created_at),
});

/** Saves a card with its audit row inside `tx`; it becomes the default when asked or when there is none. */
const insertCard = async (
  tx: Queryable,
  card: WalletCardRecord,
  makeDefault: boolean,
  at: Date,
): Promise<WalletCardRecord> => {
  const hasDefault = await tx.query(
    'SELECT 1 FROM wallet_cards WHERE user_id = $1 AND is_default AND removed_at IS NULL FOR UPDATE',
    [card.userId],
  );
  const isDefault = makeDefault || hasDefault.rowCount === 0;
  if (isDefault) {
    await tx.query('UPDATE wallet_cards SET is_default = false WHERE user_id = $1 AND is_default', [card.userId]);
  }
  const r = await tx.query(
    `INSERT INTO wallet_cards (id, user_id, token, brand, last4, exp_month, exp_year, first_name, last_name,
       address_line, city, state, zip, is_default, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15) RETURNING *`,
    [
      card.id,
      card.userId,
      card.token,
      card.brand,
      card.last4,
      card.expMonth,
      card.expYear,
      card.firstName,
      card.lastName,
      card.addressLine,
      card.city,
      card.state,
      card.zip,
      isDefault,
      at,
    ],
  );
  await insertEvents(tx, card.userId, at, [
    {
      kind: 'wallet.card_added',
      subscriptionId: null,
      detail: { cardId: card.id, brand: card.brand, last4: card.last4, isDefault },
    },
  ]);
  return cardOf(r.rows[0]!);
};

/** The wallet on PostgreSQL: tokens and shown fields only; every write with its audit row. */
export class PgWalletStore implements WalletStore {
  constructor(private readonly db: Db) {}

  async list(userId: string): Promise<WalletCardRecord[]> {
    const r = await this.db.query(
      'SELECT * FROM wallet_cards WHERE user_id = $1 AND removed_at IS NULL ORDER BY is_default DESC, created_at DESC, id',
      [userId],
    );
    return r.rows.map(cardOf);
  }

  async find(userId: string, cardId: string): Promise<WalletCardRecord | null> {
    const r = await this.db.query('SELECT * FROM wallet_cards WHERE user_id = $1 AND id = $2 AND removed_at IS NULL', [
      userId,
      cardId,
    ]);
    return r.rows[0] ? cardOf(r.rows[0]) : null;
  }

  async defaultCard(userId: string): Promise<WalletCardRecord | null> {
    const r = await this.db.query(
      'SELECT * FROM wallet_cards WHERE user_id = $1 AND removed_at IS NULL ORDER BY is_default DESC, created_at DESC LIMIT 1',
      [userId],
    );
    return r.rows[0] ? cardOf(r.rows[0]) : null;
  }

  add(card: WalletCardRecord, makeDefault: boolean, at: Date): Promise<WalletCardRecord> {
    return this.db.transaction((tx) => insertCard(tx, card, makeDefault, at));
  }

  update(card: WalletCardRecord, makeDefault: boolean, at: Date): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      if (makeDefault) {
        await tx.query('UPDATE wallet_cards SET is_default = false WHERE user_id = $1 AND is_default AND id <> $2', [
          card.userId,
          card.id,
        ]);
      }
      const r = await tx.query(
        `UPDATE wallet_cards SET exp_month = $3, exp_year = $4, first_name = $5, last_name = $6, address_line = $7,
           city = $8, state = $9, zip = $10, is_default = is_default OR $11
         WHERE user_id = $1 AND id = $2 AND removed_at IS NULL`,
        [
          card.userId,
          card.id,
          card.expMonth,
          card.expYear,
          card.firstName,
          card.lastName,
          card.addressLine,
          card.city,
          card.state,
          card.zip,
          makeDefault,
        ],
      );
      if (r.rowCount === 0) return false;
      await insertEvents(tx, card.userId, at, [
        {
          kind: 'wallet.card_updated',
          subscriptionId: null,
          detail: { cardId: card.id, expMonth: card.expMonth, expYear: card.expYear },
        },
      ]);
      return true;
    });
  }

  remove(userId: string, cardId: string, at: Date): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const r = await tx.query(
        'UPDATE wallet_cards SET removed_at = $3, is_default = false WHERE user_id = $1 AND id = $2 AND removed_at IS NULL RETURNING 1',
        [userId, cardId, at],
      );
      if (r.rowCount === 0) return false;
      await tx.query(
        `UPDATE wallet_cards SET is_default = true
         WHERE id = (SELECT id FROM wallet_cards WHERE user_id = $1 AND removed_at IS NULL ORDER BY created_at DESC LIMIT 1)
           AND NOT EXISTS (SELECT 1 FROM wallet_cards WHERE user_id = $1 AND removed_at IS NULL AND is_default)`,
        [userId],
      );
      await insertEvents(tx, userId, at, [{ kind: 'wallet.card_removed', subscriptionId: null, detail: { cardId } }]);
      return true;
    });
  }

  setDefault(userId: string, cardId: string, at: Date): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const exists = await tx.query(
        'SELECT 1 FROM wallet_cards WHERE user_id = $1 AND id = $2 AND removed_at IS NULL',
        [userId, cardId],
      );
      if (exists.rowCount === 0) return false;
      await tx.query('UPDATE wallet_cards SET is_default = false WHERE user_id = $1 AND is_default', [userId]);
      await tx.query('UPDATE wallet_cards SET is_default = true WHERE user_id = $1 AND id = $2', [userId, cardId]);
      await insertEvents(tx, userId, at, [{ kind: 'wallet.card_default', subscriptionId: null, detail: { cardId } }]);
      return true;
    });
  }
}
