import { MINUTE_MS } from '../../shared/date.rules.js';
import type { VoucherRecord } from '../membership-store.port.js';

/** Checkout types (002 section 7 "checkout submit per type"). */
export const CHECKOUT_TYPES = [
  'people',
  'dating',
  'background',
  'phone',
  'property',
  'email',
  'public-records',
  'criminal-records',
  'membership',
  'default',
] as const;
export type CheckoutType = (typeof CHECKOUT_TYPES)[number];

/** The checkout type named by a checkout URL, or null for one that does not exist. */
export const checkoutTypeOf = (name: string): CheckoutType | null =>
  (CHECKOUT_TYPES as readonly string[]).includes(name) ? (name as CheckoutType) : null;

/** A relative in-site path only (no scheme, no `//host`), else null. */
const safeCheckoutRedirect = (path: string | undefined): string | null =>
  path && /^\/(?!\/)[^\s\\]*$/.test(path) ? path : null;

const REPORT_TYPE: Partial<Record<CheckoutType, string>> = {
  people: 'background',
  background: 'background',
  'criminal-records': 'background',
  dating: 'background',
  phone: 'phone',
  property: 'address',
  email: 'email',
};

/**
 * Where the buyer lands after a successful checkout: the given in-site redirect, else the report the
 * checkout was for (/report with the criteria, 000 section 2), else /dashboard/account.
 */
export const checkoutRedirectUrl = (
  type: CheckoutType,
  criteria: Record<string, string | number | undefined> | undefined,
  redirect: string | undefined,
): string => {
  const safe = safeCheckoutRedirect(redirect);
  if (safe) return safe;
  const reportType = REPORT_TYPE[type];
  const c = criteria ?? {};
  const keys = ['id', 'fn', 'mn', 'ln', 'city', 'state', 'phone', 'email', 'address'] as const;
  const parts = keys
    .filter((k) => c[k] !== undefined && String(c[k]).trim() !== '')
    .map((k) => `${k}=${encodeURIComponent(String(c[k]).trim().toLowerCase())}`);
  if (!reportType || parts.length === 0) return '/dashboard/account';
  return `/report?type=${reportType}&${parts.join('&')}`;
};

/**
 * The voucher a purchase grants (000 section 2 Report Vouchers): one report of the checkout's kind, for a
 * paid purchase only. A free tier (Explorer: "name lookups and profile summary", 000 section 1) grants no
 * report, or every new account would be a free report.
 */
export const purchaseVoucher = (
  type: CheckoutType,
  amountCents: number,
): { voucherType: VoucherRecord['voucherType']; name: string } | null =>
  amountCents <= 0 ? null : voucherOfType(type);

/** The voucher kind a checkout of this type grants (and a silent checkout looks for first). */
export const voucherOfType = (type: CheckoutType): { voucherType: VoucherRecord['voucherType']; name: string } =>
  type === 'phone'
    ? { voucherType: 'phone', name: 'Phone Report' }
    : type === 'property'
      ? { voucherType: 'address', name: 'Address Report' }
      : { voucherType: 'background', name: 'Background Report' };

/** Card-testing guard: at most this many declined payments per account and hour. */
export const CHECKOUT_DECLINES_PER_HOUR = 5;
export const TOO_MANY_DECLINES_MESSAGE = 'Too many declined payments. Please wait an hour or contact customer care.';

/** How long a checkout holds its payment order before a crash is assumed (docs/decisions/0032-payment-saga.md). */
export const CHECKOUT_LEASE_MS = MINUTE_MS;
