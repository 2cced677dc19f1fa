import { err, ok, type Result } from 'neverthrow';
import { runPaymentSaga } from '../../billing/payment-saga.steps.js';
import type { WalletCardRecord } from '../../billing/wallet.port.js';
import { type ConflictError, conflict, type ValidationError } from '../../shared/errors.js';
import { MEMBERSHIP_CHANGED_MESSAGE, type PaymentDeclinedError, paymentDeclined } from '../membership.errors.js';
import type { MembershipPorts } from '../membership-ports.port.js';
import type { CatalogOffer, CatalogSku, SaleRecord, SubscriptionRecord } from '../membership-store.port.js';
import { changePlan, startSubscription } from '../subscriptions/subscription.rules.js';
import { CHECKOUT_LEASE_MS } from './checkout.rules.js';
import { deliveryOf, sendReceipt } from './membership-payment.steps.js';
import { ALREADY_MEMBER_MESSAGE, blocksNewMembership } from './one-membership-per-kind.rules.js';
import { receiptCardLabel, renewalText } from './receipt.rules.js';

/** What a paid plan change answers (and stores with its payment order). */
interface PlanChangeAnswer {
  subscriptionId: string;
}

/**
 * The charge of an upgrade or re-activation (000 section 4; POST subscription/update) as a payment saga
 * (docs/decisions/0032-payment-saga.md): the order is recorded before the charge, the default card is
 * charged with the order's key, and the plan change (or the new subscription when there is none), the
 * sale, the audit row and the order's completion are written in one transaction; anything failing after
 * the charge refunds it. The key names the membership and the version it changes, so a double submit is
 * charged once and both answer the same subscription; after a decline a new attempt is a new order.
 * Answers the stored subscription and whether this request made the charge (`replayed: false`).
 */
export const payForPlanChange = async (
  deps: MembershipPorts,
  input: {
    userId: string;
    current: SubscriptionRecord | null;
    offer: CatalogOffer;
    sku: CatalogSku;
    card: WalletCardRecord;
    now: Date;
  },
): Promise<
  Result<
    { subscription: SubscriptionRecord; replayed: boolean },
    ValidationError | ConflictError | PaymentDeclinedError
  >
> => {
  const { userId, current, offer, sku, card, now } = input;
  const amountCents = sku.priceCents;
  const kind: SaleRecord['kind'] = current && current.offerType === sku.offerType ? 'reactivation' : 'upgrade';
  const paid = await runPaymentSaga<PlanChangeAnswer, ConflictError | PaymentDeclinedError>(deps, {
    userId,
    key: `update:${userId}:${current?.id ?? 'new'}:${current?.version ?? 0}:${sku.id}`,
    freshAfterFailure: true,
    kind: 'upgrade',
    amountCents,
    description: sku.name,
    leaseMs: CHECKOUT_LEASE_MS,
    declined: paymentDeclined,
    prepare: async () => {
      // The plan bought must not be one the user holds in another membership (one of a kind per account).
      const held = await deps.store.listSubscriptions(userId);
      const others = held.filter((s) => s.id !== current?.id);
      if (others.some((s) => blocksNewMembership(s, sku.offerType, now))) return err(conflict(ALREADY_MEMBER_MESSAGE));
      return ok(card.token);
    },
    deliver: async (paying) => {
      const sale: SaleRecord = {
        id: deps.ids.uuid(),
        userId,
        subscriptionId: current?.id ?? null,
        chargeId: paying.chargeId,
        kind,
        description: sku.name,
        amountCents,
        status: 'succeeded',
        cardBrand: card.brand,
        cardLast4: card.last4,
        createdAt: now,
      };
      const order = (subscriptionId: string) => ({
        id: paying.id,
        leaseToken: paying.leaseToken,
        chargeId: paying.chargeId,
        outcome: { ok: true as const, value: { subscriptionId } },
      });
      if (current) {
        const written = await deps.store.commitPayment({
          userId,
          at: now,
          update: { next: changePlan(current, offer, sku, card.id, now), expectedVersion: current.version },
          oneMembershipPerKind: true,
          events: [
            {
              kind: `subscription.${kind}`,
              subscriptionId: current.id,
              detail: { from: current.skuId, to: sku.id, amountCents, chargeId: paying.chargeId, orderId: paying.id },
            },
          ],
          sale,
          order: order(current.id),
        });
        return deliveryOf(written, { subscriptionId: current.id });
      }
      const sub = startSubscription({
        id: deps.ids.uuid(),
        userId,
        offer,
        buy: sku,
        renewal: sku.kind === 'lifetime' ? null : sku,
        cardId: card.id,
        checkoutKey: `order:${paying.id}`,
        now,
      });
      const written = await deps.store.commitPayment({
        userId,
        at: now,
        insert: sub,
        oneMembershipPerKind: true,
        events: [
          {
            kind: 'subscription.created',
            subscriptionId: sub.id,
            detail: { skuId: sku.id, amountCents, chargeId: paying.chargeId, orderId: paying.id },
          },
        ],
        sale: { ...sale, kind: 'purchase', subscriptionId: sub.id },
        order: order(sub.id),
      });
      return deliveryOf(written, { subscriptionId: sub.id });
    },
  });
  if (!paid.ok) return err(paid.error);
  const stored = await deps.store.findSubscription(userId, paid.value.subscriptionId);
  if (!stored) return err(conflict(MEMBERSHIP_CHANGED_MESSAGE));
  if (!paid.replayed) {
    await sendReceipt(deps, userId, {
      description: sku.name,
      amountCents,
      cardLabel: receiptCardLabel(card),
      renewal: renewalText(stored),
    });
  }
  return ok({ subscription: stored, replayed: paid.replayed });
};
