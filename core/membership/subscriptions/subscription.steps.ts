import { err, ok, type Result } from 'neverthrow';
import { type ConflictError, conflict, type NotFoundError, notFound } from '../../shared/errors.js';
import { cancellationSpecialOf, subscriptionCancelView } from '../cancellation/cancel-flow.rules.js';
import { isMobileStoreSubscriber } from '../cancellation/mobile-store-member.rules.js';
import { OfferType } from '../catalog/membership-catalog.rules.js';
import { MEMBERSHIP_MENUS } from '../catalog/membership-menus.rules.js';
import { MEMBERSHIP_CHANGED_MESSAGE } from '../membership.errors.js';
import type { MembershipPorts } from '../membership-ports.port.js';
import type { CatalogOffer, CatalogSku, MembershipChange, SubscriptionRecord } from '../membership-store.port.js';
import { type MembershipSummary, membershipOfferViews, subscriptionView } from './membership-views.rules.js';
import { activeSubscriptionOf, usagePeriodStart } from './subscription.rules.js';

/** Steps the subscription use cases share: find a member's subscription, write a change, find a SKU, read the summary. */

/** A subscription of the user by id (ids that are not UUIDs are never looked up). */
export const findOwnedSubscription = async (
  deps: { readonly store: Pick<MembershipPorts['store'], 'findSubscription'> },
  userId: string,
  id: string,
): Promise<Result<SubscriptionRecord, NotFoundError>> => {
  const s = /^[0-9a-f-]{36}$/i.test(id) ? await deps.store.findSubscription(userId, id) : null;
  return s ? ok(s) : err(notFound('subscription'));
};

/** Writes one subscription change with its audit row (one transaction); a concurrent change is a conflict. */
export const saveSubscriptionChange = async (
  deps: Pick<MembershipPorts, 'store'>,
  before: SubscriptionRecord,
  next: SubscriptionRecord,
  kind: string,
  detail: Record<string, unknown> = {},
  extra: { sale?: MembershipChange['sale'] } = {},
): Promise<Result<SubscriptionRecord, ConflictError>> => {
  const stored = await deps.store.commit({
    userId: before.userId,
    at: next.updatedAt,
    update: { next, expectedVersion: before.version },
    events: [{ kind, subscriptionId: before.id, detail }],
    ...(extra.sale ? { sale: extra.sale } : {}),
  });
  return stored ? ok(stored) : err(conflict(MEMBERSHIP_CHANGED_MESSAGE));
};

/** Finds a SKU and its offer in the catalog menus the dashboard may buy from (by menu id, else by name). */
export const findMenuSku = async (
  deps: Pick<MembershipPorts, 'catalog'>,
  skuId: string,
  menuIds: readonly string[],
): Promise<{ offer: CatalogOffer; sku: CatalogSku } | null> => {
  for (const menuId of menuIds) {
    const menu = (await deps.catalog.menuById(menuId)) ?? (await deps.catalog.menuByName(menuId));
    for (const offer of menu?.offers ?? []) {
      const sku = offer.skus.find((s) => s.id === skuId);
      if (sku) return { offer, sku };
    }
  }
  return null;
};

/**
 * The membership part of the user (000 section 3 User): subscriptions with their roles and the period's
 * report usage, activeRoleId, the membership offers (dashboard upgrades, then cancellation specials),
 * isPaused and isCancelled.
 */
export const readMembershipSummary = async (
  deps: Pick<MembershipPorts, 'store' | 'catalog' | 'clock'>,
  userId: string,
): Promise<MembershipSummary> => {
  const now = deps.clock.now();
  const subs = await deps.store.listSubscriptions(userId);
  const active = activeSubscriptionOf(subs, now);
  const upgrades = await deps.catalog.menuByName(MEMBERSHIP_MENUS.upgrades);
  const specials = await deps.catalog.menuByName(MEMBERSHIP_MENUS.cancelOffers);
  const membershipOffers = [
    ...(upgrades?.offers.flatMap((o) => membershipOfferViews(upgrades.id, o, true)) ?? []),
    ...(specials?.offers.flatMap((o) => membershipOfferViews(specials.id, o, false)) ?? []),
  ];
  // What Cancel Membership does on each (000 section 4): the member's mobile-store standing and the
  // special cancellation offers decide it here, not in the browser.
  const isMobile = isMobileStoreSubscriber((await deps.store.userContact(userId))?.userFlags ?? 0, subs);
  const specialPrice = (offerType: number) => {
    const special = cancellationSpecialOf(specials, offerType);
    return special ? { priceCents: special.sku.priceCents } : null;
  };
  const specialOffers = { basic: specialPrice(OfferType.basic), premium: specialPrice(OfferType.premium) };
  const subscriptions = await Promise.all(
    subs.map(async (s) => {
      const view = subscriptionView(s, await deps.store.usageCount(s.id, usagePeriodStart(s, now)), now);
      return { ...view, cancel: subscriptionCancelView({ subscription: view, isMobile, specialOffers }) };
    }),
  );
  return {
    membership: { subscriptions, activeRoleId: active?.roleId ?? null, membershipOffers },
    isPaused: active?.status === 'paused',
    isCancelled: active !== null && !active.willRenew && active.cancelledAt !== null,
  };
};
