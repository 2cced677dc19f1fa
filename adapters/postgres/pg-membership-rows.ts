import type { WalletCardRecord } from '../../core/billing/wallet.port.js';
import type { CatalogMenuEntry, CatalogOfferEntry } from '../../core/membership/catalog/catalog-entries.rules.js';
import type {
  CatalogCoupon,
  CatalogSku,
  SaleRecord,
  SubscriptionRecord,
  VoucherRecord,
} from '../../core/membership/membership-store.port.js';

/**
 * The rows of the membership tables (migrations 0030, 0031) mapped to the core's records, in both
 * directions where the adapters write them. Shared by PgProductCatalog, PgMembershipStore and PgWalletStore.
 * The catalog tables hold the rows catalog-seed.ts writes from core's catalog.
 */
export type Row = Readonly<Record<string, unknown>>;

export const str = (v: unknown): string => String(v);
export const strOrNull = (v: unknown): string | null => (v === null || v === undefined ? null : String(v));
export const num = (v: unknown): number => Number(v);
export const numOrNull = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));
const date = (v: unknown): Date => (v instanceof Date ? v : new Date(String(v)));
const dateOrNull = (v: unknown): Date | null => (v === null || v === undefined ? null : date(v));
/** A jsonb column: an object from `pg` (text when a driver leaves it unparsed). */
const json = <T>(v: unknown): T => (typeof v === 'string' ? (JSON.parse(v) as T) : (v as T));

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

const offerOf = (r: Row, skus: readonly Row[]): CatalogOfferEntry => ({
  id: str(r.id),
  menuId: str(r.menu_id),
  offerName: str(r.offer_name),
  offerType: num(r.offer_type),
  flag: num(r.flag),
  offerJson: json(r.offer_json),
  isAbandonment: r.is_abandonment === true,
  isSpecial: r.is_special === true,
  isDefault: r.is_default === true,
  couponId: strOrNull(r.coupon_id),
  membershipKey: strOrNull(r.membership_key),
  termsNotes: json(r.terms_notes),
  skus: skus.filter((s) => s.offer_id === r.id).map(skuOf),
});

/**
 * The menus with their offers and SKUs, from the rows of `product_menus`, `product_offers` and
 * `product_skus`; offers and SKUs keep the order they are given in (by menu or offer, `sort`, id). Their terms
 * are made by core (`catalogMenus`), from these prices and terms.
 */
export const catalogMenusOf = (
  menus: readonly Row[],
  offers: readonly Row[],
  skus: readonly Row[],
): CatalogMenuEntry[] =>
  menus.map((m) => ({
    id: str(m.id),
    name: str(m.name),
    displayName: str(m.display_name),
    offers: offers.filter((o) => o.menu_id === m.id).map((o) => offerOf(o, skus)),
  }));

export const couponOf = (c: Row): CatalogCoupon => ({
  id: str(c.id),
  code: str(c.code),
  description: str(c.description),
  percentOff: numOrNull(c.percent_off),
  amountOffCents: numOrNull(c.amount_off_cents),
});

export const subscriptionOf = (r: Row): SubscriptionRecord => ({
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

/** The `subscriptions` columns a record writes besides its id, in the order of {@link subscriptionValues}. */
export const SUBSCRIPTION_COLUMNS = [
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

export const subscriptionValues = (s: SubscriptionRecord): unknown[] => [
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

export const saleOf = (t: Row): SaleRecord => ({
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
});

export const voucherOf = (v: Row): VoucherRecord => ({
  id: str(v.id),
  userId: str(v.user_id),
  subscriptionId: strOrNull(v.subscription_id),
  voucherType: str(v.voucher_type) as VoucherRecord['voucherType'],
  name: str(v.name),
  createdAt: date(v.created_at),
  claimedAt: dateOrNull(v.claimed_at),
});

export const cardOf = (r: Row): WalletCardRecord => ({
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
