import type { SubscriptionRecord } from '../membership-store.port.js';
import { hasMembershipAccess } from '../subscriptions/subscription.rules.js';

/** What a buyer who already holds the membership is told (HTTP 409; nothing is charged). */
export const ALREADY_MEMBER_MESSAGE = 'You already have this membership.';

/**
 * One membership of a kind per account (docs/decisions/0032-payment-saga.md): a new membership of an
 * offer type (000 section 3 offer types: basic, premium, all access, ...) is refused while the user holds
 * one of that type that gives access, is paused, or waits for its renewal payment (it renews again
 * through the dashboard, 000 section 4). A membership that has run out or was cancelled and expired
 * does not block. One-off purchases (the report PDF) are not memberships and never come here.
 */
export const blocksNewMembership = (held: SubscriptionRecord, offerType: number, now: Date): boolean =>
  held.offerType === offerType &&
  (hasMembershipAccess(held, now) || held.status === 'paused' || (held.status === 'active' && held.isPaymentPending));

/**
 * The member already runs `skuId` as their paid plan: not a trial, with access, renewing (or lifetime, which
 * never ends). Buying that plan again through a plan change (000 section 4 POST subscription/update) would
 * charge the full price for nothing and restart the period, so it changes nothing and charges nothing: a
 * repeated or double-clicked upgrade answers the plan as it is. A trial may still move to its paid plan
 * early, and a cancelled or payment-pending membership may still be re-activated.
 */
export const isCurrentPlan = (held: SubscriptionRecord, skuId: string, now: Date): boolean =>
  !held.isTrial &&
  hasMembershipAccess(held, now) &&
  (held.willRenew || held.expirationDate === null) &&
  (held.skuId === skuId || held.renewalSkuId === skuId);
