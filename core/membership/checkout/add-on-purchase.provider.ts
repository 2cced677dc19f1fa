import { ok } from 'neverthrow';
import { hasUsableCard } from '../../billing/card.rules.js';
import { runPaymentSaga } from '../../billing/payment-saga.steps.js';
import type { ConflictError, ValidationError } from '../../shared/errors.js';
import { ADD_ON_MENU_ID } from '../catalog/membership-menus.rules.js';
import { type PaymentDeclinedError, paymentDeclined } from '../membership.errors.js';
import type { MembershipPorts } from '../membership-ports.port.js';
import { CHECKOUT_LEASE_MS } from './checkout.rules.js';
import { deliveryOf, sendReceipt } from './membership-payment.steps.js';
import { receiptCardLabel } from './receipt.rules.js';

/*
 * The memberships area's side of two ports of the reports area (the report PDF add-on, 000 section 6):
 * the price of an add-on SKU (`pdfPrice`) and its purchase on the card on file (`ReportAddOnCharge`).
 */

/** What buying an add-on answered. `replayed`: an earlier request with the same key made the charge. */
export type AddOnPurchase =
  | { readonly status: 'succeeded'; readonly amountCents: number; readonly replayed: boolean }
  | { readonly status: 'declined' | 'noCard' | 'noSku'; readonly amountCents: number }
  | { readonly status: 'refused'; readonly amountCents: number; readonly error: ValidationError | ConflictError };

/** An add-on SKU of the add-on menu with its price and its offer's terms, null for an unknown SKU. */
export const makeFindAddOn =
  (deps: Pick<MembershipPorts, 'catalog'>) =>
  async (skuId: string): Promise<{ skuId: string; priceCents: number; terms: string } | null> => {
    const menu = await deps.catalog.menuById(ADD_ON_MENU_ID);
    for (const offer of menu?.offers ?? []) {
      const sku = offer.skus.find((s) => s.id === skuId);
      if (sku) return { skuId, priceCents: sku.priceCents, terms: offer.termsStandard };
    }
    return null;
  };

/** The price of an add-on SKU of the add-on menu, null for an unknown SKU. */
export const makeAddOnPrice =
  (deps: Pick<MembershipPorts, 'catalog'>) =>
  async (skuId: string): Promise<number | null> =>
    (await makeFindAddOn(deps)(skuId))?.priceCents ?? null;

/**
 * Buys a one-off add-on (the report PDF, 000 section 6: "needs a card on file") on the default wallet card
 * as a payment saga (docs/decisions/0032-payment-saga.md): the order is recorded before the charge, and
 * the sale (kind `addon`, in the member's transaction list), the audit row and the order's completion are
 * written in one transaction; anything failing after the charge refunds it. The receipt is e-mailed like
 * every other charge. The key is the caller's (one per thing bought, e.g. one PDF per report): a double
 * submit is charged once; after a decline the next attempt is a new order.
 */
export const makePurchaseAddOn =
  (deps: MembershipPorts) =>
  async (input: {
    userId: string;
    skuId: string;
    description: string;
    idempotencyKey: string;
    at: Date;
  }): Promise<AddOnPurchase> => {
    const { userId, skuId, description, at } = input;
    const price = await makeAddOnPrice(deps)(skuId);
    if (price === null) return { status: 'noSku', amountCents: 0 };
    const card = await deps.wallet.defaultCard(userId);
    if (!hasUsableCard(card, at)) {
      return { status: 'noCard', amountCents: price };
    }
    const paid = await runPaymentSaga<{ saleId: string }, ConflictError | PaymentDeclinedError>(deps, {
      userId,
      key: input.idempotencyKey,
      freshAfterFailure: true,
      kind: 'addon',
      amountCents: price,
      description,
      leaseMs: CHECKOUT_LEASE_MS,
      declined: paymentDeclined,
      prepare: async () => ok(card.token),
      deliver: async (paying) => {
        const saleId = deps.ids.uuid();
        const written = await deps.store.commitPayment({
          userId,
          at,
          events: [
            {
              kind: 'addon.purchased',
              subscriptionId: null,
              detail: { skuId, amountCents: price, chargeId: paying.chargeId, orderId: paying.id },
            },
          ],
          sale: {
            id: saleId,
            userId,
            subscriptionId: null,
            chargeId: paying.chargeId,
            kind: 'addon',
            description,
            amountCents: price,
            status: 'succeeded',
            cardBrand: card.brand,
            cardLast4: card.last4,
            createdAt: at,
          },
          order: {
            id: paying.id,
            leaseToken: paying.leaseToken,
            chargeId: paying.chargeId,
            outcome: { ok: true, value: { saleId } },
          },
        });
        return deliveryOf(written, { saleId });
      },
    });
    if (paid.ok) {
      if (!paid.replayed) {
        await sendReceipt(deps, userId, {
          description,
          amountCents: price,
          cardLabel: receiptCardLabel(card),
          renewal: null,
        });
      }
      return { status: 'succeeded', amountCents: price, replayed: paid.replayed };
    }
    if (paid.declined || paid.error.type === 'PaymentDeclined') return { status: 'declined', amountCents: price };
    return { status: 'refused', amountCents: price, error: paid.error };
  };
