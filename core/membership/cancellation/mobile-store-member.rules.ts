import { userFlags } from '../../accounts/user-flags.rules.js';
import { orderFlags } from '../catalog/membership-catalog.rules.js';

/** A subscription role as far as the mobile-store rule reads it. */
export interface MobileStoreRole {
  readonly isActive: boolean;
  readonly orderFlags: number;
}

/**
 * Spec 000 §6 / 002 §6 mobile users: "ios or android user flag, or an active mobile order flag".
 * Reading chosen: an order flag is "active" when its role is active and the order does not carry the
 * `inactive` order flag (1).
 */
export const isMobileStoreMember = (input: { userFlags: number; roles: readonly MobileStoreRole[] }): boolean =>
  userFlags.has(input.userFlags, 'ios') ||
  userFlags.has(input.userFlags, 'android') ||
  input.roles.some(
    (r) =>
      r.isActive &&
      !orderFlags.has(r.orderFlags, 'inactive') &&
      (orderFlags.has(r.orderFlags, 'mobileIos') || orderFlags.has(r.orderFlags, 'mobileAndroid')),
  );

/**
 * {@link isMobileStoreMember} over a user's stored subscriptions: a role is active while its subscription's
 * status is `active`.
 */
export const isMobileStoreSubscriber = (
  flags: number,
  subscriptions: readonly { readonly status: string; readonly orderFlags: number }[],
): boolean =>
  isMobileStoreMember({
    userFlags: flags,
    roles: subscriptions.map((s) => ({ isActive: s.status === 'active', orderFlags: s.orderFlags })),
  });

/** Spec 000 §6: what a mobile-store member is told when changing the membership or its cards here (HTTP 403). */
export const MOBILE_STORE_MANAGED_MESSAGE =
  'Your membership is managed in the mobile app store. Please use Manage Subscription.';

/**
 * Spec 000 §6: mobile-store subscribers manage their subscription in the mobile app store: a Manage
 * Subscription link and no card edit.
 */
export const mobileStoreManagement = (
  isMobileStore: boolean,
): { manageSubscriptionLink: boolean; canEditCard: boolean } =>
  isMobileStore
    ? { manageSubscriptionLink: true, canEditCard: false }
    : { manageSubscriptionLink: false, canEditCard: true };
