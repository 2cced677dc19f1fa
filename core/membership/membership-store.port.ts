import type { PaymentOrderOutcome } from '../billing/payment-order.port.js';
import type { WalletCardRecord } from '../billing/wallet.port.js';

/** How a SKU is used in a checkout (002 section 4) plus one-off plans: standard (a plan bought at its renewal price) and lifetime. */
export type CatalogSkuKind = 'trial' | 'renewal' | 'cancellation' | 'standard' | 'lifetime';

/** A product SKU of the catalog (002 section 3 Product sku). Money in cents. */
export interface CatalogSku {
  readonly id: string;
  readonly offerId: string;
  readonly kind: CatalogSkuKind;
  readonly name: string;
  readonly productDisplayName: string;
  readonly priceCents: number;
  readonly termHours: number | null;
  readonly trialRenewalPriceCents: number | null;
  readonly couponId: string | null;
  readonly entitlements: readonly { name: string; value?: string | number | null }[];
  readonly offerType: number;
}

/** A product offer with its SKUs (002 section 3 Offer). */
export interface CatalogOffer {
  readonly id: string;
  readonly menuId: string;
  readonly offerName: string;
  readonly offerType: number;
  readonly flag: number;
  readonly termsStandard: string;
  readonly offerJson: Readonly<Record<string, unknown>>;
  readonly isAbandonment: boolean;
  readonly isSpecial: boolean;
  readonly isDefault: boolean;
  readonly couponId: string | null;
  /** The membership key (000 section 1, 002 section 9: explorer, id+, id+-$1, connect+, all-access, ...). */
  readonly membershipKey: string | null;
  readonly skus: readonly CatalogSku[];
}

/** A product menu (002 section 3: menuId, menuName) with its offers. */
export interface CatalogMenu {
  readonly id: string;
  readonly name: string;
  readonly displayName: string;
  readonly offers: readonly CatalogOffer[];
}

/** A coupon (abandonment 50off, cancellation special offers). */
export interface CatalogCoupon {
  readonly id: string;
  readonly code: string;
  readonly description: string;
  readonly percentOff: number | null;
  readonly amountOffCents: number | null;
}

/** Reads the catalog: core's (core/membership/catalog/product-catalog.rules.ts), as the database was seeded with it. */
export interface ProductCatalog {
  menuByName(name: string): Promise<CatalogMenu | null>;
  menuById(id: string): Promise<CatalogMenu | null>;
  coupon(id: string): Promise<CatalogCoupon | null>;
}

/** A subscription as stored (the wire shape is built by `subscriptionView`). */
export interface SubscriptionRecord {
  readonly id: string;
  /** The role id the spec shows (Subscription.role.id); assigned by the store on insert (0 before). */
  readonly roleId: number;
  readonly userId: string;
  readonly name: string;
  readonly offerType: number;
  readonly menuId: string;
  readonly offerId: string;
  readonly skuId: string;
  readonly renewalSkuId: string | null;
  readonly status: 'active' | 'paused' | 'expired';
  readonly willRenew: boolean;
  readonly isPaymentPending: boolean;
  readonly isTrial: boolean;
  readonly periodStart: Date;
  /** End of the paid period; null for a lifetime membership. */
  readonly expirationDate: Date | null;
  readonly renewalPriceCents: number | null;
  readonly renewalTermHours: number | null;
  readonly cancellationPriceCents: number;
  readonly reportLimit: number | null;
  readonly orderFlags: number;
  readonly pauseDate: Date | null;
  readonly resumeDate: Date | null;
  readonly cardId: string | null;
  readonly renewalAttempts: number;
  /** When the renewal job looks at it next (renewal, retry, resume); null when nothing is due. */
  readonly nextAttemptAt: Date | null;
  readonly checkoutKey: string | null;
  readonly createdAt: Date;
  readonly updatedAt: Date;
  readonly cancelledAt: Date | null;
  /** Bumped by the store on every update (optimistic concurrency). */
  readonly version: number;
}

/** A line of the sales history (GET user/sales/transactions). */
export interface SaleRecord {
  readonly id: string;
  readonly userId: string;
  readonly subscriptionId: string | null;
  readonly chargeId: string | null;
  /** `addon`: a one-off extra such as the report PDF (docs/decisions/0032-payment-saga.md). */
  readonly kind: 'purchase' | 'renewal' | 'upgrade' | 'reactivation' | 'addon';
  readonly description: string;
  readonly amountCents: number;
  readonly status: 'succeeded' | 'declined';
  readonly cardBrand: string | null;
  readonly cardLast4: string | null;
  readonly createdAt: Date;
}

/** A report voucher (000 section 3 Voucher). */
export interface VoucherRecord {
  readonly id: string;
  readonly userId: string;
  readonly subscriptionId: string | null;
  readonly voucherType: 'phone' | 'address' | 'background' | 'other';
  readonly name: string;
  readonly createdAt: Date;
  readonly claimedAt: Date | null;
}

/** One audit row: every change to money or membership writes one, in the same transaction. */
export interface MembershipAuditEvent {
  readonly kind: string;
  readonly subscriptionId: string | null;
  readonly detail: Readonly<Record<string, unknown>>;
}

/**
 * One atomic change: everything in it is written in ONE transaction, or nothing is.
 * - `insert`: a new subscription (skipped, and the call answers null, when its checkout key exists);
 * - `update`: a new version of a subscription, written only if the stored version still equals
 *   `expectedVersion` (optimistic check; the call answers null otherwise and writes nothing).
 */
export interface MembershipChange {
  readonly userId: string;
  readonly at: Date;
  readonly insert?: SubscriptionRecord;
  readonly update?: { readonly next: SubscriptionRecord; readonly expectedVersion: number };
  readonly events: readonly MembershipAuditEvent[];
  readonly sale?: SaleRecord;
  readonly vouchers?: readonly VoucherRecord[];
}

/**
 * A change that delivers a payment order ({@link MembershipStore.commitPayment}): on top of a
 * {@link MembershipChange}, in the same transaction,
 * - `card`: the card the buyer entered, saved to the wallet (the default when there is none yet);
 * - `order`: the order's completion with the stored outcome, by its lease holder only;
 * - `oneMembershipPerKind`: refused when the user holds another membership of the offer type of the
 *   subscription inserted or updated (docs/decisions/0032-payment-saga.md, `blocksNewMembership`).
 */
export interface MembershipPaymentChange extends MembershipChange {
  readonly card?: WalletCardRecord;
  readonly order: {
    readonly id: string;
    readonly leaseToken: string;
    readonly chargeId: string;
    readonly outcome: PaymentOrderOutcome;
  };
  readonly oneMembershipPerKind?: boolean;
}

/**
 * The answer of {@link MembershipStore.commitPayment}: `committed` (everything written), or nothing
 * written because of a concurrent change (`conflict`), a membership of the kind already held
 * (`alreadyMember`), or an order that is no longer this writer's to complete (`orderSettled`).
 */
export type MembershipPaymentCommit =
  | { readonly status: 'committed'; readonly subscription: SubscriptionRecord | null }
  | { readonly status: 'conflict' | 'alreadyMember' | 'orderSettled' | 'accountClosed' };

/** Persistence of subscriptions, sales, vouchers and report usage (docs/decisions/0031). */
export interface MembershipStore {
  listSubscriptions(userId: string): Promise<SubscriptionRecord[]>;
  findSubscription(userId: string, subscriptionId: string): Promise<SubscriptionRecord | null>;
  findByCheckoutKey(checkoutKey: string): Promise<SubscriptionRecord | null>;
  /** Writes a {@link MembershipChange} atomically; answers the stored subscription (or null, see there). */
  commit(change: MembershipChange): Promise<SubscriptionRecord | null>;
  /** Writes a {@link MembershipPaymentChange} atomically: what a payment bought and the order's completion. */
  commitPayment(change: MembershipPaymentChange): Promise<MembershipPaymentCommit>;
  /** Audit rows only (e.g. a declined checkout), in one transaction. */
  audit(userId: string, at: Date, events: readonly MembershipAuditEvent[]): Promise<void>;
  /**
   * Leases up to `limit` subscriptions whose `nextAttemptAt <= now` and whose lease has run out, for
   * `leaseMs`; rows another worker holds are skipped (FOR UPDATE SKIP LOCKED). Answers the leased rows.
   */
  leaseDue(now: Date, leaseMs: number, limit: number): Promise<SubscriptionRecord[]>;
  /** Makes payment-pending subscriptions of the user due now (after a card update). */
  retryPending(userId: string, now: Date): Promise<number>;
  listSales(userId: string): Promise<SaleRecord[]>;
  listVouchers(userId: string): Promise<VoucherRecord[]>;
  claimVoucher(userId: string, voucherId: string, at: Date, reportId: string | null): Promise<boolean>;
  /** Reports unlocked for a subscription since `periodStart`. */
  usageCount(subscriptionId: string, periodStart: Date): Promise<number>;
  /**
   * Records an unlock once per report and period, atomically against the monthly limit: two unlocks at
   * the same instant cannot both take the last report. Answers 'added', 'already' (this report was
   * already counted this period: free) or 'limit' (no report left; nothing written).
   */
  recordUsage(input: {
    userId: string;
    subscriptionId: string;
    reportId: string;
    periodStart: Date;
    at: Date;
    limit: number;
  }): Promise<'added' | 'already' | 'limit'>;
  /** Declined charges of a user since `since` (card-testing guard). */
  countDeclines(userId: string, since: Date): Promise<number>;
  /** The user's e-mail (for receipts) and flags (mobile-store members), null for an unknown user. */
  userContact(userId: string): Promise<{ email: string | null; firstName: string | null; userFlags: number } | null>;
}
