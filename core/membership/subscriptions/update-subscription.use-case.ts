import { err, ok, type Result } from 'neverthrow';
import { z } from 'zod';
import { hasUsableCard } from '../../billing/card.rules.js';
import {
  type ConflictError,
  type ForbiddenError,
  forbidden,
  generalError,
  type NotFoundError,
  notFound,
  type ValidationError,
} from '../../shared/errors.js';
import { useCase } from '../../shared/use-case.js';
import { isMobileStoreSubscriber, MOBILE_STORE_MANAGED_MESSAGE } from '../cancellation/mobile-store-member.rules.js';
import { MEMBERSHIP_MENUS } from '../catalog/membership-menus.rules.js';
import { isCurrentPlan } from '../checkout/one-membership-per-kind.rules.js';
import { payForPlanChange } from '../checkout/plan-change-payment.steps.js';
import type { PaymentDeclinedError } from '../membership.errors.js';
import type { MembershipPorts } from '../membership-ports.port.js';
import { isPlanChangeSkuKind } from '../upgrades/upgrade-products.rules.js';
import { type SubscriptionView, subscriptionView } from './membership-views.rules.js';
import { activeSubscriptionOf, applyDiscountOffer, reactivateWithinPeriod } from './subscription.rules.js';
import { findMenuSku, findOwnedSubscription, saveSubscriptionChange } from './subscription.steps.js';

const UpdateInput = z.object({
  currentMembershipId: z.union([z.string(), z.number()]).transform(String).optional(),
  upgradeSkuId: z.string().max(100).optional(),
  productMenuId: z.string().max(100).optional(),
  productOfferId: z.string().max(100).optional(),
  productSkuId: z.string().max(100).optional(),
  couponId: z.string().max(100).nullish(),
  originatingSubscriptionId: z.union([z.string(), z.number()]).transform(String).optional(),
});

export type SubscriptionUpdateError =
  | ValidationError
  | NotFoundError
  | ConflictError
  | ForbiddenError
  | PaymentDeclinedError;

type UpdateAnswer = { subscription: SubscriptionView; redirectUrl: string };

/**
 * POST subscription/update (000 section 7):
 * - the cancellation discount: { productMenuId, productOfferId, productSkuId, originatingSubscriptionId } of a
 *   special offer -> the subscription renews at the special price (nothing charged now);
 * - upgrade / re-activate: { currentMembershipId, upgradeSkuId } or { productMenuId, productOfferId,
 *   productSkuId, couponId } -> the new plan is charged now on the default card and replaces the current one,
 *   as a payment saga (`payForPlanChange`, docs/decisions/0032-payment-saga.md).
 * Without a usable card nothing happens (000 section 5); mobile-store members manage it in the store.
 */
export const makeUpdateSubscription = (deps: MembershipPorts) =>
  useCase(UpdateInput, async (input, userId: string): Promise<Result<UpdateAnswer, SubscriptionUpdateError>> => {
    const now = deps.clock.now();
    const skuId = input.upgradeSkuId ?? input.productSkuId;
    if (!skuId) return err(generalError('Unable to find background report upgrade sku'));

    // The cancellation discount.
    if (input.originatingSubscriptionId) {
      const found = await findOwnedSubscription(deps, userId, input.originatingSubscriptionId);
      if (found.isErr()) return err(found.error);
      const special = await findMenuSku(deps, skuId, [MEMBERSHIP_MENUS.cancelOffers]);
      if (!special?.offer.isSpecial) return err(notFound('offer'));
      const next = applyDiscountOffer(found.value, special.sku, now);
      if (next.isErr()) return err(next.error);
      const saved = await saveSubscriptionChange(deps, found.value, next.value, 'subscription.discount_applied', {
        offerId: special.offer.id,
        skuId: special.sku.id,
        renewalPriceCents: special.sku.priceCents,
      });
      if (saved.isErr()) return err(saved.error);
      return ok({ subscription: subscriptionView(saved.value, 0, now), redirectUrl: '/dashboard/account' });
    }

    // Upgrade or re-activate.
    const target = await findMenuSku(deps, skuId, [
      input.productMenuId ?? MEMBERSHIP_MENUS.upgrades,
      MEMBERSHIP_MENUS.upgrades,
      MEMBERSHIP_MENUS.lifetime,
    ]);
    if (!target || !isPlanChangeSkuKind(target.sku.kind)) {
      return err(generalError('Unable to find background report upgrade sku'));
    }
    const contact = await deps.store.userContact(userId);
    const subs = await deps.store.listSubscriptions(userId);
    if (isMobileStoreSubscriber(contact?.userFlags ?? 0, subs)) return err(forbidden(MOBILE_STORE_MANAGED_MESSAGE));
    const current = input.currentMembershipId
      ? (subs.find((s) => s.id === input.currentMembershipId || String(s.roleId) === input.currentMembershipId) ?? null)
      : activeSubscriptionOf(subs, now);
    if (input.currentMembershipId && !current) return err(notFound('subscription'));
    // Re-activating a cancelled membership that still has paid time: renews again, nothing charged now.
    const again = current && current.offerType === target.sku.offerType ? reactivateWithinPeriod(current, now) : null;
    if (current && again) {
      const saved = await saveSubscriptionChange(deps, current, again, 'subscription.reactivated', { chargedCents: 0 });
      if (saved.isErr()) return err(saved.error);
      return ok({ subscription: subscriptionView(saved.value, 0, now), redirectUrl: '/dashboard/account' });
    }
    // The plan the member already runs: nothing to buy, nothing charged (a repeated or double-clicked upgrade).
    if (current && isCurrentPlan(current, target.sku.id, now)) {
      return ok({ subscription: subscriptionView(current, 0, now), redirectUrl: '/dashboard/account' });
    }
    const card =
      (await deps.wallet.defaultCard(userId)) ??
      (current?.cardId ? await deps.wallet.find(userId, current.cardId) : null);
    if (!hasUsableCard(card, now)) {
      return err(generalError('Please add a valid card to continue.'));
    }
    const paid = await payForPlanChange(deps, { userId, current, offer: target.offer, sku: target.sku, card, now });
    if (paid.isErr()) return err(paid.error);
    return ok({ subscription: subscriptionView(paid.value.subscription, 0, now), redirectUrl: '/dashboard/account' });
  });
