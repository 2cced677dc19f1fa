import type { UserRepository } from '../../core/accounts/user-repository.port.js';
import type { WalletCardRecord, WalletStore } from '../../core/billing/wallet.port.js';
import { PRODUCT_CATALOG } from '../../core/membership/catalog/product-catalog.rules.js';
import { blocksNewMembership } from '../../core/membership/checkout/one-membership-per-kind.rules.js';
import type {
  CatalogCoupon,
  CatalogMenu,
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
import type { InMemoryPaymentGateway, InMemoryPaymentOrderStore } from './in-memory-payments.js';

/**
 * In-memory fakes of the membership ports (catalog, store, wallet). They pass the contract suites in
 * tests/adapters/membership that the PostgreSQL adapters pass. Every write runs to its end without
 * awaiting in between, which is what the database's transactions and row locks give the Pg adapters:
 * a version check and its write, a count and its insert, a claim and its audit row cannot interleave.
 */

/** One audit row as `subscription_events` holds it. */
export interface InMemoryAuditRow extends MembershipAuditEvent {
  readonly userId: string;
  readonly at: Date;
}

/** The audit trail the store and the wallet both write (the one `subscription_events` table). */
export class InMemoryMembershipAudit {
  readonly rows: InMemoryAuditRow[] = [];
  add(userId: string, at: Date, events: readonly MembershipAuditEvent[]): void {
    for (const e of events) this.rows.push({ ...e, detail: structuredClone(e.detail), userId, at });
  }
  of(userId: string): InMemoryAuditRow[] {
    return this.rows.filter((r) => r.userId === userId);
  }
}

/** The catalog in memory; by default core's catalog (core/membership/catalog/product-catalog.rules.ts). */
export class InMemoryProductCatalog implements ProductCatalog {
  private readonly menus: readonly CatalogMenu[];
  private readonly coupons: readonly CatalogCoupon[];
  constructor(data?: { menus: readonly CatalogMenu[]; coupons: readonly CatalogCoupon[] }) {
    const d = data ?? PRODUCT_CATALOG;
    this.menus = structuredClone(d.menus);
    this.coupons = structuredClone(d.coupons);
  }
  async menuByName(name: string): Promise<CatalogMenu | null> {
    return this.menus.find((m) => m.name === name) ?? null;
  }
  async menuById(id: string): Promise<CatalogMenu | null> {
    return this.menus.find((m) => m.id === id) ?? null;
  }
  async coupon(id: string): Promise<CatalogCoupon | null> {
    return this.coupons.find((c) => c.id === id || c.code === id) ?? null;
  }
}

interface StoredCard extends WalletCardRecord {
  readonly removedAt: Date | null;
}
const cardView = ({ removedAt: _removed, ...card }: StoredCard): WalletCardRecord => card;
const compareIds = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
/** Default first, then newest (`ORDER BY is_default DESC, created_at DESC, id`). */
const walletOrder = (a: StoredCard, b: StoredCard): number =>
  Number(b.isDefault) - Number(a.isDefault) || b.createdAt.getTime() - a.createdAt.getTime() || compareIds(a.id, b.id);

/** The wallet in memory: the same default-card rules as PgWalletStore, every write with its audit row. */
export class InMemoryWalletStore implements WalletStore {
  private readonly cards = new Map<string, StoredCard>();
  constructor(readonly audit: InMemoryMembershipAudit = new InMemoryMembershipAudit()) {}

  private live(userId: string): StoredCard[] {
    return [...this.cards.values()].filter((c) => c.userId === userId && c.removedAt === null);
  }
  private set(card: StoredCard): void {
    this.cards.set(card.id, card);
  }
  private clearDefault(userId: string, except?: string): void {
    for (const c of this.live(userId)) if (c.isDefault && c.id !== except) this.set({ ...c, isDefault: false });
  }

  async list(userId: string): Promise<WalletCardRecord[]> {
    return this.live(userId).sort(walletOrder).map(cardView);
  }
  async find(userId: string, cardId: string): Promise<WalletCardRecord | null> {
    const c = this.live(userId).find((x) => x.id === cardId);
    return c ? cardView(c) : null;
  }
  async defaultCard(userId: string): Promise<WalletCardRecord | null> {
    const [c] = this.live(userId).sort(walletOrder);
    return c ? cardView(c) : null;
  }
  async add(card: WalletCardRecord, makeDefault: boolean, at: Date): Promise<WalletCardRecord> {
    this.assertNew(card);
    return this.insert(card, makeDefault, at);
  }

  /** Throws as the primary key does for a card id that exists. */
  assertNew(card: WalletCardRecord): void {
    if (this.cards.has(card.id)) throw new Error(`wallet_cards: duplicate id ${card.id}`);
  }

  /**
   * Saves a card (checked with {@link assertNew}); the default when asked or when the user has none.
   * `InMemoryMembershipStore.commitPayment` calls it inside its write, as PgMembershipStore does.
   */
  insert(card: WalletCardRecord, makeDefault: boolean, at: Date): WalletCardRecord {
    const isDefault = makeDefault || !this.live(card.userId).some((c) => c.isDefault);
    if (isDefault) this.clearDefault(card.userId);
    const stored: StoredCard = { ...card, isDefault, createdAt: at, removedAt: null };
    this.set(stored);
    this.audit.add(card.userId, at, [
      {
        kind: 'wallet.card_added',
        subscriptionId: null,
        detail: { cardId: card.id, brand: card.brand, last4: card.last4, isDefault },
      },
    ]);
    return cardView(stored);
  }

  async update(card: WalletCardRecord, makeDefault: boolean, at: Date): Promise<boolean> {
    const c = this.live(card.userId).find((x) => x.id === card.id);
    if (!c) return false;
    if (makeDefault) this.clearDefault(card.userId, card.id);
    // The number stays (a new number is a new card): token, brand and last 4 are kept.
    this.set({
      ...c,
      expMonth: card.expMonth,
      expYear: card.expYear,
      firstName: card.firstName,
      lastName: card.lastName,
      addressLine: card.addressLine,
      city: card.city,
      state: card.state,
      zip: card.zip,
      isDefault: c.isDefault || makeDefault,
    });
    this.audit.add(card.userId, at, [
      {
        kind: 'wallet.card_updated',
        subscriptionId: null,
        detail: { cardId: card.id, expMonth: card.expMonth, expYear: card.expYear },
      },
    ]);
    return true;
  }

  async remove(userId: string, cardId: string, at: Date): Promise<boolean> {
    const c = this.live(userId).find((x) => x.id === cardId);
    if (!c) return false;
    this.set({ ...c, isDefault: false, removedAt: at });
    const rest = this.live(userId);
    const [newest] = [...rest].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || compareIds(a.id, b.id));
    if (newest && !rest.some((x) => x.isDefault)) this.set({ ...newest, isDefault: true });
    this.audit.add(userId, at, [{ kind: 'wallet.card_removed', subscriptionId: null, detail: { cardId } }]);
    return true;
  }

  async setDefault(userId: string, cardId: string, at: Date): Promise<boolean> {
    const c = this.live(userId).find((x) => x.id === cardId);
    if (!c) return false;
    this.clearDefault(userId, cardId);
    this.set({ ...c, isDefault: true });
    this.audit.add(userId, at, [{ kind: 'wallet.card_default', subscriptionId: null, detail: { cardId } }]);
    return true;
  }
}

/** The tables the membership store reads or writes besides its own, as in PostgreSQL. */
export interface InMemoryMembershipLinks {
  /** `users`: contact details and the deleted flag. */
  readonly users: Pick<UserRepository, 'findById'>;
  /** `wallet_cards`: the card a payment saves. */
  readonly wallet: InMemoryWalletStore;
  /** `payment_orders`: the order a payment completes. */
  readonly orders: Pick<InMemoryPaymentOrderStore, 'complete'>;
  /** `payment_charges`: declined charges (none counted without it). */
  readonly charges?: Pick<InMemoryPaymentGateway, 'declinedSince'>;
}

interface StoredVoucher extends VoucherRecord {
  readonly claimedReport: string | null;
}
interface UsageRow {
  readonly subscriptionId: string;
  readonly reportId: string;
  readonly periodStart: number;
}

/** Subscriptions, sales, vouchers and report usage in memory, with PgMembershipStore's rules. */
export class InMemoryMembershipStore implements MembershipStore {
  private readonly subs = new Map<string, SubscriptionRecord>();
  /** `lease_until` of the renewal job, per subscription. */
  private readonly leases = new Map<string, Date>();
  private readonly sales: SaleRecord[] = [];
  private readonly vouchers: StoredVoucher[] = [];
  private readonly usage: UsageRow[] = [];
  /** `role_id` is an identity column starting at 5001. */
  private nextRoleId = 5001;

  constructor(private readonly links: InMemoryMembershipLinks) {}

  /** The audit rows of every change (shared with the wallet). */
  get audits(): InMemoryMembershipAudit {
    return this.links.wallet.audit;
  }

  async listSubscriptions(userId: string): Promise<SubscriptionRecord[]> {
    return [...this.subs.values()]
      .filter((s) => s.userId === userId)
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.roleId - a.roleId);
  }
  async findSubscription(userId: string, subscriptionId: string): Promise<SubscriptionRecord | null> {
    const s = this.subs.get(subscriptionId);
    return s?.userId === userId ? s : null;
  }
  async findByCheckoutKey(checkoutKey: string): Promise<SubscriptionRecord | null> {
    return [...this.subs.values()].find((s) => s.checkoutKey === checkoutKey) ?? null;
  }

  /**
   * Checks a change as the database would (checkout key, version, primary keys) and answers the writes
   * to make, or `conflict` when nothing may be written.
   */
  private prepare(change: MembershipChange): (() => SubscriptionRecord | null) | 'conflict' {
    const { insert, update, sale } = change;
    if (insert?.checkoutKey && [...this.subs.values()].some((s) => s.checkoutKey === insert.checkoutKey)) {
      return 'conflict';
    }
    if (insert && this.subs.has(insert.id)) throw new Error(`subscriptions: duplicate id ${insert.id}`);
    const current = update ? this.subs.get(update.next.id) : undefined;
    if (update && current?.version !== update.expectedVersion) return 'conflict';
    if (sale && this.sales.some((t) => t.id === sale.id))
      throw new Error(`sales_transactions: duplicate id ${sale.id}`);
    for (const v of change.vouchers ?? []) {
      if (this.vouchers.some((x) => x.id === v.id)) throw new Error(`vouchers: duplicate id ${v.id}`);
    }
    return () => {
      let stored: SubscriptionRecord | null = null;
      if (insert) {
        stored = { ...insert, roleId: this.nextRoleId++, version: 1 };
        this.subs.set(insert.id, stored);
      }
      if (update && current) {
        const { roleId, checkoutKey, createdAt, version } = current;
        stored = { ...update.next, roleId, checkoutKey, createdAt, version: version + 1 };
        this.subs.set(current.id, stored);
        this.leases.delete(current.id);
      }
      this.audits.add(change.userId, change.at, change.events);
      if (sale) this.sales.push(sale);
      for (const v of change.vouchers ?? []) this.vouchers.push({ ...v, claimedAt: null, claimedReport: null });
      return stored;
    };
  }

  async commit(change: MembershipChange): Promise<SubscriptionRecord | null> {
    const write = this.prepare(change);
    return write === 'conflict' ? null : write();
  }

  async commitPayment(change: MembershipPaymentChange): Promise<MembershipPaymentCommit> {
    const user = await this.links.users.findById(change.userId);
    // A deleted (or unknown) account gets nothing delivered (docs/decisions/0021); no await from here on.
    if (!user || (user.userFlags & 2) !== 0) return { status: 'accountClosed' };
    const bought = change.insert ?? change.update?.next;
    if (change.oneMembershipPerKind && bought) {
      const held = [...this.subs.values()].filter(
        (s) => s.userId === change.userId && s.offerType === bought.offerType && s.id !== bought.id,
      );
      if (held.some((s) => blocksNewMembership(s, bought.offerType, change.at))) return { status: 'alreadyMember' };
    }
    if (change.card) this.links.wallet.assertNew(change.card);
    const insert = change.insert && change.card ? { ...change.insert, cardId: change.card.id } : change.insert;
    const write = this.prepare({ ...change, ...(insert ? { insert } : {}) });
    if (write === 'conflict') return { status: 'conflict' };
    // The order's completion is the last check; from here nothing can fail, so nothing half-written stays.
    if (!this.links.orders.complete(change.order, change.at)) return { status: 'orderSettled' };
    if (change.card) this.links.wallet.insert(change.card, false, change.at);
    return { status: 'committed', subscription: write() };
  }

  async audit(userId: string, at: Date, events: readonly MembershipAuditEvent[]): Promise<void> {
    this.audits.add(userId, at, events);
  }

  async leaseDue(now: Date, leaseMs: number, limit: number): Promise<SubscriptionRecord[]> {
    const due = () =>
      [...this.subs.values()].filter(
        (s) =>
          s.nextAttemptAt !== null &&
          s.nextAttemptAt.getTime() <= now.getTime() &&
          (this.leases.get(s.id)?.getTime() ?? Number.NEGATIVE_INFINITY) <= now.getTime(),
      );
    const live = new Set<string>();
    for (const userId of new Set(due().map((s) => s.userId))) {
      const u = await this.links.users.findById(userId);
      // A deleted account is never renewed (docs/decisions/0021); an unknown user is not a deleted one.
      if (!u || (u.userFlags & 2) === 0) live.add(userId);
    }
    // From here to the end without awaiting: two workers never lease one row (FOR UPDATE SKIP LOCKED).
    const leased = due()
      .filter((s) => live.has(s.userId))
      .sort((a, b) => (a.nextAttemptAt?.getTime() ?? 0) - (b.nextAttemptAt?.getTime() ?? 0))
      .slice(0, limit);
    for (const s of leased) this.leases.set(s.id, new Date(now.getTime() + leaseMs));
    return leased;
  }

  async retryPending(userId: string, now: Date): Promise<number> {
    const pending = [...this.subs.values()].filter(
      (s) => s.userId === userId && s.isPaymentPending && s.status === 'active',
    );
    for (const s of pending) this.subs.set(s.id, { ...s, nextAttemptAt: now });
    return pending.length;
  }

  async listSales(userId: string): Promise<SaleRecord[]> {
    return this.sales
      .filter((t) => t.userId === userId)
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || compareIds(a.id, b.id));
  }

  async listVouchers(userId: string): Promise<VoucherRecord[]> {
    return this.vouchers
      .filter((v) => v.userId === userId && v.claimedAt === null)
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || compareIds(a.id, b.id))
      .map(({ claimedReport: _report, ...v }) => v);
  }

  async claimVoucher(userId: string, voucherId: string, at: Date, reportId: string | null): Promise<boolean> {
    const i = this.vouchers.findIndex((v) => v.id === voucherId && v.userId === userId && v.claimedAt === null);
    const v = this.vouchers[i];
    if (!v) return false;
    this.vouchers[i] = { ...v, claimedAt: at, claimedReport: reportId };
    this.audits.add(userId, at, [
      { kind: 'voucher.claimed', subscriptionId: v.subscriptionId, detail: { voucherId, reportId } },
    ]);
    return true;
  }

  async usageCount(subscriptionId: string, periodStart: Date): Promise<number> {
    return this.usage.filter((u) => u.subscriptionId === subscriptionId && u.periodStart === periodStart.getTime())
      .length;
  }

  async recordUsage(input: {
    userId: string;
    subscriptionId: string;
    reportId: string;
    periodStart: Date;
    at: Date;
    limit: number;
  }): Promise<'added' | 'already' | 'limit'> {
    const period = this.usage.filter(
      (u) => u.subscriptionId === input.subscriptionId && u.periodStart === input.periodStart.getTime(),
    );
    if (period.some((u) => u.reportId === input.reportId)) return 'already';
    if (period.length >= input.limit) return 'limit';
    this.usage.push({
      subscriptionId: input.subscriptionId,
      reportId: input.reportId,
      periodStart: input.periodStart.getTime(),
    });
    return 'added';
  }

  async countDeclines(userId: string, since: Date): Promise<number> {
    return this.links.charges?.declinedSince(userId, since) ?? 0;
  }

  async userContact(
    userId: string,
  ): Promise<{ email: string | null; firstName: string | null; userFlags: number } | null> {
    const u = await this.links.users.findById(userId);
    return u ? { email: u.email, firstName: u.firstName, userFlags: u.userFlags } : null;
  }
}
