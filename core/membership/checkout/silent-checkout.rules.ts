import { MEMBERSHIP_MENUS, type MembershipMenuName } from '../catalog/membership-menus.rules.js';
import type { CheckoutType } from './checkout.rules.js';

/**
 * The menu a silent checkout sells from when the buyer's page names none (002 section 2.5: the checkout
 * page of each route family): background, people, e-mail, criminal-records and the plain membership sell
 * the people-search memberships; phone and property their own menus; dating the dating menu. The report
 * page's one-click purchase and the checkout page it replaces therefore sell the same offer.
 */
export const SILENT_CHECKOUT_MENUS: Readonly<Record<CheckoutType, MembershipMenuName>> = {
  people: MEMBERSHIP_MENUS.people,
  background: MEMBERSHIP_MENUS.people,
  'criminal-records': MEMBERSHIP_MENUS.people,
  email: MEMBERSHIP_MENUS.people,
  'public-records': MEMBERSHIP_MENUS.people,
  membership: MEMBERSHIP_MENUS.people,
  default: MEMBERSHIP_MENUS.people,
  dating: MEMBERSHIP_MENUS.dating,
  phone: MEMBERSHIP_MENUS.searchPhone,
  property: MEMBERSHIP_MENUS.propertyReport,
};

/** A silent checkout with no card on file: the buyer goes through the checkout page instead (HTTP 409). */
export const NO_CARD_ON_FILE_MESSAGE = 'There is no card on file. Please complete the checkout to continue.';

/**
 * The buyer was shown "FREE" (`hasVoucher: true`) but the voucher is gone (used in another tab meanwhile):
 * nothing is charged, since the buyer never agreed to a price (HTTP 409).
 */
export const VOUCHER_ALREADY_USED_MESSAGE =
  'Your voucher has already been used. Please review the price and confirm again.';

/**
 * What a silent checkout does before any payment (decided in this order, docs/decisions/0077):
 * 1. `voucher`: the buyer holds an unclaimed voucher of the kind the checkout grants: nothing is charged,
 *    the report page claims the voucher (the one-click path of a report never charges for a report the
 *    buyer already has the right to);
 * 2. `voucherGone`: the page showed a voucher (`hasVoucher`) that is no longer there: refused, nothing charged;
 * 3. `noCard`: no card in the wallet: the checkout page is required;
 * 4. `cardExpired`: the card on file has expired: answered as a decline (002 section 8 text), nothing charged;
 * 5. `charge`: the card on file is charged through the payment saga.
 */
export type SilentCheckoutStep = 'voucher' | 'voucherGone' | 'noCard' | 'cardExpired' | 'charge';

export const silentCheckoutStep = (input: {
  holdsVoucher: boolean;
  hasVoucher: boolean;
  card: 'none' | 'expired' | 'usable';
}): SilentCheckoutStep => {
  if (input.holdsVoucher) return 'voucher';
  if (input.hasVoucher) return 'voucherGone';
  if (input.card === 'none') return 'noCard';
  if (input.card === 'expired') return 'cardExpired';
  return 'charge';
};

/**
 * The checkout type of a report's one-click purchase (the report types of 000 section 2 /report and the
 * checkout pages of 002 section 2.2): the same type the report's checkout page posts.
 */
export const REPORT_CHECKOUT_TYPES: Readonly<Record<'background' | 'phone' | 'email' | 'address', CheckoutType>> = {
  background: 'background',
  phone: 'phone',
  email: 'email',
  address: 'property',
};
