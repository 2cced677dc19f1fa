import { err, ok, type Result } from 'neverthrow';
import { type RateLimitedError, rateLimited } from '../../accounts/accounts.errors.js';
import type { PaymentCardToken } from '../../billing/payment-gateway.port.js';
import { runPaymentSaga } from '../../billing/payment-saga.steps.js';
import { addHours } from '../../shared/date.rules.js';
import {
  type ConflictError,
  conflict,
  generalError,
  type NotFoundError,
  notFound,
  type ValidationError,
} from '../../shared/errors.js';
import { useCase } from '../../shared/use-case.js';
import { isCheckoutMenu, MEMBERSHIP_MENUS } from '../catalog/membership-menus.rules.js';
import { type PaymentDeclinedError, paymentDeclined } from '../membership.errors.js';
import type { MembershipPorts } from '../membership-ports.port.js';
import type { CatalogMenu, CatalogOffer, ProductCatalog } from '../membership-store.port.js';
import { FAILED_TO_LOAD_OFFERS, FAILED_TO_LOAD_SKUS } from '../offers/abandonment.rules.js';
import { checkoutSkusOf, startSubscription } from '../subscriptions/subscription.rules.js';
import {
  CHECKOUT_DECLINES_PER_HOUR,
  CHECKOUT_LEASE_MS,
  checkoutRedirectUrl,
  checkoutTypeOf,
  purchaseVoucher,
  TOO_MANY_DECLINES_MESSAGE,
} from './checkout.rules.js';
import { makeCheckoutFormSchema } from './checkout.schema.js';
import { deliveryOf, recordSaleConversion, sendReceipt } from './membership-payment.steps.js';
import { ALREADY_MEMBER_MESSAGE, blocksNewMembership } from './one-membership-per-kind.rules.js';
import { receiptCardLabel, renewalText } from './receipt.rules.js';

export type CheckoutError = ValidationError | NotFoundError | ConflictError | PaymentDeclinedError | RateLimitedError;

/** What a checkout answers, stored with its payment order so that a retry answers it again. */
export interface CheckoutAnswer {
  redirectUrl: string;
  subscriptionId: string;
}

/** Finds the offer named by a checkout: by menu id or name, then offer id (the offer must be on the menu). */
export const findCheckoutOffer = async (
  catalog: ProductCatalog,
  input: { productMenuId?: string | undefined; productMenuName?: string | undefined; productOfferId: string },
): Promise<{ menu: CatalogMenu; offer: CatalogOffer } | null> => {
  const menu = input.productMenuId
    ? await catalog.menuById(input.productMenuId)
    : await catalog.menuByName(input.productMenuName ?? MEMBERSHIP_MENUS.people);
  if (!menu || !isCheckoutMenu(menu.name)) return null;
  const offer = menu.offers.find((o) => o.id === input.productOfferId);
  return offer ? { menu, offer } : null;
};

/**
 * Checkout (002 sections 2.5, 3, 4, 7) as a payment saga (docs/decisions/0032-payment-saga.md): the order is
 * recorded before anything is charged (a second payment of the account at the same time is refused, 409);
 * a buyer who already holds this kind of membership is refused before the charge (409); the card is
 * tokenized by the gateway (the number and security code go no further) and charged once per idempotency
 * key; the card, the subscription, the sale, the voucher, the audit rows and the order's completion are
 * written in one transaction. Anything failing after the charge refunds it. A repeated submit with the same
 * key charges nothing more and answers what the first one answered (the subscription, or the error).
 * The completed sale is the buyer's conversion in the experiments their visitor cookie was exposed to.
 */
export const makeCheckout = (deps: MembershipPorts) =>
  useCase(
    () => makeCheckoutFormSchema(deps.clock.now()),
    async (
      form,
      ctx: { userId: string; checkoutType: string; visitorId?: string | null },
    ): Promise<Result<CheckoutAnswer, CheckoutError>> => {
      const now = deps.clock.now();
      const type = checkoutTypeOf(ctx.checkoutType);
      if (!type) return err(notFound('checkout type'));
      const { card, ...order } = form;
      const redirectUrl = checkoutRedirectUrl(type, order.criteria, order.redirect);
      const found = await findCheckoutOffer(deps.catalog, order);
      if (!found) return err(generalError(FAILED_TO_LOAD_OFFERS));
      const skus = checkoutSkusOf(found.offer, order.productSkuId);
      if (!skus) return err(generalError(FAILED_TO_LOAD_SKUS));

      const checkoutKey = `${ctx.userId}:${order.idempotencyKey}`;
      const key = `checkout:${checkoutKey}`;
      if (!(await deps.orders.byKey(ctx.userId, key))) {
        // A checkout from before payment orders (migration 0032) is found by its subscription.
        const legacy = await deps.store.findByCheckoutKey(checkoutKey);
        if (legacy) return ok({ redirectUrl, subscriptionId: legacy.id });
        const declines = await deps.store.countDeclines(ctx.userId, addHours(now, -1));
        if (declines >= CHECKOUT_DECLINES_PER_HOUR) return err(rateLimited(TOO_MANY_DECLINES_MESSAGE, 3600));
      }

      const amountCents = skus.buy.priceCents;
      const description = skus.buy.name;
      const voucher = purchaseVoucher(type, amountCents);
      const sub = startSubscription({
        id: deps.ids.uuid(),
        userId: ctx.userId,
        offer: found.offer,
        buy: skus.buy,
        renewal: skus.renewal,
        cardId: null,
        checkoutKey,
        now,
      });
      let token: PaymentCardToken | null = null;
      const paid = await runPaymentSaga<CheckoutAnswer, CheckoutError>(deps, {
        userId: ctx.userId,
        key,
        freshAfterFailure: false,
        kind: 'checkout',
        amountCents,
        description,
        leaseMs: CHECKOUT_LEASE_MS,
        declined: paymentDeclined,
        prepare: async () => {
          const held = await deps.store.listSubscriptions(ctx.userId);
          if (held.some((s) => blocksNewMembership(s, sub.offerType, now)))
            return err(conflict(ALREADY_MEMBER_MESSAGE));
          token = await deps.gateway.tokenize({
            number: card.creditCardNo,
            expMonth: card.expirationMonth,
            expYear: card.expirationYear,
            cvc: card.securityCode,
          });
          return token ? ok(token.token) : err(paymentDeclined('invalid_number'));
        },
        deliver: async (paying) => {
          const t = token as PaymentCardToken | null;
          if (!t) return { status: 'lost' };
          const contact = await deps.store.userContact(ctx.userId);
          const answer: CheckoutAnswer = { redirectUrl, subscriptionId: sub.id };
          const written = await deps.store.commitPayment({
            userId: ctx.userId,
            at: now,
            card: {
              id: deps.ids.uuid(),
              userId: ctx.userId,
              token: t.token,
              brand: t.brand,
              last4: t.last4,
              expMonth: t.expMonth,
              expYear: t.expYear,
              firstName: card.firstName || contact?.firstName || '',
              lastName: card.lastName || '',
              addressLine: null,
              city: null,
              state: null,
              zip: card.zip,
              isDefault: false,
              createdAt: now,
            },
            insert: sub,
            oneMembershipPerKind: true,
            events: [
              {
                kind: 'subscription.created',
                subscriptionId: sub.id,
                detail: {
                  checkoutType: type,
                  offerId: found.offer.id,
                  skuId: skus.buy.id,
                  amountCents,
                  chargeId: paying.chargeId,
                  orderId: paying.id,
                },
              },
            ],
            sale: {
              id: deps.ids.uuid(),
              userId: ctx.userId,
              subscriptionId: sub.id,
              chargeId: paying.chargeId,
              kind: 'purchase',
              description,
              amountCents,
              status: 'succeeded',
              cardBrand: t.brand,
              cardLast4: t.last4,
              createdAt: now,
            },
            vouchers: voucher
              ? [
                  {
                    id: deps.ids.uuid(),
                    userId: ctx.userId,
                    subscriptionId: sub.id,
                    ...voucher,
                    createdAt: now,
                    claimedAt: null,
                  },
                ]
              : [],
            order: {
              id: paying.id,
              leaseToken: paying.leaseToken,
              chargeId: paying.chargeId,
              outcome: { ok: true, value: answer },
            },
          });
          return deliveryOf(written, answer);
        },
      });
      if (!paid.ok) {
        if (paid.declined) {
          await deps.store.audit(ctx.userId, now, [
            {
              kind: 'checkout.declined',
              subscriptionId: null,
              detail: {
                offerId: found.offer.id,
                skuId: skus.buy.id,
                amountCents,
                code: paid.declined.code,
                chargeId: paid.declined.chargeId,
              },
            },
          ]);
        }
        return err(paid.error);
      }
      const paidWith = token as PaymentCardToken | null;
      if (!paid.replayed && paidWith) {
        await sendReceipt(deps, ctx.userId, {
          description,
          amountCents,
          cardLabel: receiptCardLabel(paidWith),
          renewal: renewalText(sub),
        });
        await recordSaleConversion(deps, ctx.visitorId ?? null, now);
      }
      return ok(paid.value);
    },
  );
