import { err, ok, type Result } from 'neverthrow';
import { type RateLimitedError, rateLimited } from '../../accounts/accounts.errors.js';
import { hasUsableCard } from '../../billing/card.rules.js';
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
import { type PaymentDeclinedError, paymentDeclined } from '../membership.errors.js';
import type { MembershipPorts } from '../membership-ports.port.js';
import { FAILED_TO_LOAD_OFFERS, FAILED_TO_LOAD_SKUS } from '../offers/abandonment.rules.js';
import { checkoutSkusOf, startSubscription } from '../subscriptions/subscription.rules.js';
import { ACCEPT_TERMS_MESSAGE, hasTerms } from '../upgrades/confirm-upgrade.rules.js';
import {
  CHECKOUT_DECLINES_PER_HOUR,
  CHECKOUT_LEASE_MS,
  checkoutRedirectUrl,
  checkoutTypeOf,
  purchaseVoucher,
  TOO_MANY_DECLINES_MESSAGE,
  voucherOfType,
} from './checkout.rules.js';
import { SilentCheckoutSchema } from './checkout.schema.js';
import { findCheckoutOffer } from './checkout.use-case.js';
import { deliveryOf, recordSaleConversion, sendReceipt } from './membership-payment.steps.js';
import { ALREADY_MEMBER_MESSAGE, blocksNewMembership } from './one-membership-per-kind.rules.js';
import { receiptCardLabel, renewalText } from './receipt.rules.js';
import {
  NO_CARD_ON_FILE_MESSAGE,
  SILENT_CHECKOUT_MENUS,
  silentCheckoutStep,
  VOUCHER_ALREADY_USED_MESSAGE,
} from './silent-checkout.rules.js';

export type SilentCheckoutError =
  | ValidationError
  | NotFoundError
  | ConflictError
  | PaymentDeclinedError
  | RateLimitedError;

/**
 * What a silent checkout answers (002 section 7: success, errors, redirectUrl), stored with its payment
 * order so that a retry answers it again. `charged`: false when a voucher the buyer held made the charge
 * unnecessary. `subscriptionId`: the membership bought (null when nothing was bought).
 */
export interface SilentCheckoutAnswer {
  redirectUrl: string;
  subscriptionId: string | null;
  charged: boolean;
  amountCents: number;
  cardLast4: string | null;
}

/**
 * The silent checkout (002 sections 4, 7, 8; 000 section 7 "silent checkout submits"): a signed-in buyer
 * confirms a purchase on the report page (or any page that sells a membership) and pays with the card on
 * file, without typing a card. The offer, price and terms are the catalog's (the menu of the checkout type
 * when none is named); terms must be accepted when they exist. The charge is a payment saga
 * (docs/decisions/0032-payment-saga.md) under the buyer's idempotency key: the same key is charged once and
 * answers the first outcome, two purchases of one account at the same time cannot both charge (one pending
 * order per account), and a membership of a kind already held is refused before the charge. The
 * subscription, the sale, the report voucher, the audit rows and the order's completion are written in one
 * transaction; the card is the wallet's token (no number, no security code anywhere). A declined or expired
 * card answers "We cannot process your payment. Please use a different card." and nothing is bought.
 * A charged sale is the buyer's conversion in the experiments their visitor cookie was exposed to.
 */
export const makeSilentCheckout = (deps: MembershipPorts) =>
  useCase(
    SilentCheckoutSchema,
    async (
      form,
      userId: string,
      visitorId: string | null = null,
    ): Promise<Result<SilentCheckoutAnswer, SilentCheckoutError>> => {
      const now = deps.clock.now();
      const type = checkoutTypeOf(form.checkoutType);
      if (!type) return err(notFound('checkout type'));
      const redirectUrl = checkoutRedirectUrl(type, form.criteria, form.redirect);
      const found = await findCheckoutOffer(deps.catalog, {
        productMenuId: form.productMenuId,
        productMenuName: form.productMenuName ?? SILENT_CHECKOUT_MENUS[type],
        productOfferId: form.productOfferId,
      });
      if (!found) return err(generalError(FAILED_TO_LOAD_OFFERS));
      const skus = checkoutSkusOf(found.offer, form.productSkuId ?? form.productSkuName);
      if (!skus) return err(generalError(FAILED_TO_LOAD_SKUS));
      if (hasTerms(found.offer.termsStandard) && !form.termsAccepted) {
        return err(generalError(ACCEPT_TERMS_MESSAGE));
      }
      const amountCents = skus.buy.priceCents;
      const description = skus.buy.name;
      const key = `silent-checkout:${userId}:${form.idempotencyKey}`;
      const card = await deps.wallet.defaultCard(userId);

      // A repeated submit (same key) answers the first outcome through the saga; the checks are for new ones.
      if (!(await deps.orders.byKey(userId, key))) {
        const kind = voucherOfType(type).voucherType;
        const holdsVoucher = (await deps.store.listVouchers(userId)).some(
          (v) => v.claimedAt === null && v.voucherType === kind,
        );
        const step = silentCheckoutStep({
          holdsVoucher,
          hasVoucher: form.hasVoucher,
          card: !card ? 'none' : hasUsableCard(card, now) ? 'usable' : 'expired',
        });
        if (step === 'voucher') {
          return ok({ redirectUrl, subscriptionId: null, charged: false, amountCents: 0, cardLast4: null });
        }
        if (step === 'voucherGone') return err(conflict(VOUCHER_ALREADY_USED_MESSAGE));
        if (step === 'noCard') return err(conflict(NO_CARD_ON_FILE_MESSAGE));
        if (step === 'cardExpired') return err(paymentDeclined('expired_card_on_file'));
        const declines = await deps.store.countDeclines(userId, addHours(now, -1));
        if (declines >= CHECKOUT_DECLINES_PER_HOUR) return err(rateLimited(TOO_MANY_DECLINES_MESSAGE, 3600));
      }

      const voucher = purchaseVoucher(type, amountCents);
      const sub = startSubscription({
        id: deps.ids.uuid(),
        userId,
        offer: found.offer,
        buy: skus.buy,
        renewal: skus.renewal,
        cardId: card?.id ?? null,
        checkoutKey: `silent:${userId}:${form.idempotencyKey}`,
        now,
      });
      const answer: SilentCheckoutAnswer = {
        redirectUrl,
        subscriptionId: sub.id,
        charged: true,
        amountCents,
        cardLast4: card?.last4 ?? null,
      };
      const paid = await runPaymentSaga<SilentCheckoutAnswer, ConflictError | PaymentDeclinedError>(deps, {
        userId,
        key,
        freshAfterFailure: false,
        kind: 'checkout',
        amountCents,
        description,
        leaseMs: CHECKOUT_LEASE_MS,
        declined: paymentDeclined,
        prepare: async () => {
          if (!card) return err(conflict(NO_CARD_ON_FILE_MESSAGE));
          const held = await deps.store.listSubscriptions(userId);
          if (held.some((s) => blocksNewMembership(s, sub.offerType, now)))
            return err(conflict(ALREADY_MEMBER_MESSAGE));
          return ok(card.token);
        },
        deliver: async (paying) => {
          const written = await deps.store.commitPayment({
            userId,
            at: now,
            insert: sub,
            oneMembershipPerKind: true,
            events: [
              {
                kind: 'subscription.created',
                subscriptionId: sub.id,
                detail: {
                  checkoutType: type,
                  silent: true,
                  offerId: found.offer.id,
                  skuId: skus.buy.id,
                  amountCents,
                  chargeId: paying.chargeId,
                  orderId: paying.id,
                  criteria: form.criteria ?? {},
                },
              },
            ],
            sale: {
              id: deps.ids.uuid(),
              userId,
              subscriptionId: sub.id,
              chargeId: paying.chargeId,
              kind: 'purchase',
              description,
              amountCents,
              status: 'succeeded',
              cardBrand: card?.brand ?? null,
              cardLast4: card?.last4 ?? null,
              createdAt: now,
            },
            vouchers: voucher
              ? [{ id: deps.ids.uuid(), userId, subscriptionId: sub.id, ...voucher, createdAt: now, claimedAt: null }]
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
          await deps.store.audit(userId, now, [
            {
              kind: 'checkout.declined',
              subscriptionId: null,
              detail: {
                silent: true,
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
      if (!paid.replayed && card) {
        await sendReceipt(deps, userId, {
          description,
          amountCents,
          cardLabel: receiptCardLabel(card),
          renewal: renewalText(sub),
        });
        await recordSaleConversion(deps, visitorId, now);
      }
      return ok(paid.value);
    },
  );
