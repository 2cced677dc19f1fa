import { err, ok, type Result, ResultAsync } from 'neverthrow';
import { z } from 'zod';
import { type RateLimitedError, rateLimited } from '../accounts/accounts.errors.js';
import { makeCheckoutCardSchema } from '../billing/checkout-card.schema.js';
import { formatCentsAsDollars } from '../billing/money.rules.js';
import type { PaymentCardToken, PaymentGateway } from '../billing/payment-gateway.port.js';
import type { PaymentOrderStore } from '../billing/payment-order.port.js';
import { type PaymentDelivery, runPaymentSaga } from '../billing/payment-saga.use-case.js';
import type { WalletStore } from '../billing/wallet.port.js';
import type { Clock, IdGenerator } from '../shared/clock.port.js';
import { addHours, MINUTE_MS, utcIsoDate } from '../shared/date.rules.js';
import {
  type ConflictError,
  conflict,
  generalError,
  type NotFoundError,
  notFound,
  parseInput,
  type ValidationError,
} from '../shared/errors.js';
import type { Mailer } from '../shared/mailer.port.js';
import { type PaymentDeclinedError, paymentDeclined } from './membership.errors.js';
import { MEMBERSHIP_MENUS } from './membership-menus.rules.js';
import type {
  CatalogMenu,
  CatalogOffer,
  MembershipPaymentCommit,
  MembershipStore,
  ProductCatalog,
  SubscriptionRecord,
  VoucherRecord,
} from './membership-store.port.js';
import { ALREADY_MEMBER_MESSAGE, blocksNewMembership } from './one-membership-per-kind.rules.js';
import { renewalPriceLabel } from './renewal-label.rules.js';
import { checkoutSkusOf, startSubscription } from './subscription.rules.js';

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

/** The ports the membership use cases share. */
export interface MembershipPorts {
  readonly catalog: ProductCatalog;
  readonly store: MembershipStore;
  /** Every charge is a payment order first (docs/decisions/0032-payment-saga.md). */
  readonly orders: PaymentOrderStore;
  readonly wallet: WalletStore;
  readonly gateway: PaymentGateway;
  readonly clock: Clock;
  readonly ids: IdGenerator;
  readonly mailer: Mailer;
  /** The public origin for links in receipts. */
  readonly siteUrl: string;
  /** Waits (a repeated payment waits for the first one to finish); core has no timers of its own. */
  readonly sleep: (ms: number) => Promise<void>;
}

const criteriaValue = z.union([z.string().max(200), z.number()]).optional();

/** The checkout form (002 section 3 Checkout state, section 7 silent checkout payload), without the card. */
export const CheckoutOrderSchema = z.object({
  idempotencyKey: z
    .string({ error: 'A checkout key is required' })
    .regex(/^[A-Za-z0-9_:-]{8,100}$/, { error: 'A checkout key is required' }),
  productMenuId: z.string().max(100).optional(),
  productMenuName: z.string().max(100).optional(),
  productOfferId: z.string({ error: 'Please choose an offer' }).min(1, { error: 'Please choose an offer' }).max(100),
  productSkuId: z.string().max(100).optional(),
  criteria: z.record(z.string(), criteriaValue).optional(),
  redirect: z.string().max(500).optional(),
});

/** A relative in-site path only (no scheme, no `//host`), else null. */
export const safeCheckoutRedirect = (path: string | undefined): string | null =>
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

/** The voucher a purchase grants (000 section 2 Report Vouchers): one report of the checkout's kind. */
export const purchaseVoucher = (type: CheckoutType): { voucherType: VoucherRecord['voucherType']; name: string } =>
  type === 'phone'
    ? { voucherType: 'phone', name: 'Phone Report' }
    : type === 'property'
      ? { voucherType: 'address', name: 'Address Report' }
      : { voucherType: 'background', name: 'Background Report' };

/** Finds the offer named by a checkout: by menu id or name, then offer id (the offer must be on the menu). */
export const findCheckoutOffer = async (
  catalog: ProductCatalog,
  input: { productMenuId?: string | undefined; productMenuName?: string | undefined; productOfferId: string },
): Promise<{ menu: CatalogMenu; offer: CatalogOffer } | null> => {
  const menu = input.productMenuId
    ? await catalog.menuById(input.productMenuId)
    : await catalog.menuByName(input.productMenuName ?? MEMBERSHIP_MENUS.people);
  const offer = menu?.offers.find((o) => o.id === input.productOfferId);
  return menu && offer ? { menu, offer } : null;
};

/** The receipt e-mailed for every charge. */
export const receiptMail = (input: {
  to: string;
  firstName: string | null;
  description: string;
  amountCents: number;
  cardLabel: string;
  renewal: string | null;
  siteUrl: string;
}) => {
  const lines = [
    `Hello${input.firstName ? ` ${input.firstName}` : ''},`,
    '',
    `Thank you for your payment. This is your receipt.`,
    '',
    `${input.description}: ${formatCentsAsDollars(input.amountCents)}`,
    `Paid with ${input.cardLabel}`,
    ...(input.renewal ? ['', input.renewal] : []),
    '',
    `You can cancel online any time at ${input.siteUrl}/dashboard/account.`,
  ];
  return {
    to: input.to,
    subject: `Your Tracewell receipt: ${formatCentsAsDollars(input.amountCents)}`,
    text: lines.join('\n'),
  };
};

/** Sends the receipt of a charge; a mail failure never undoes a payment. */
export const sendReceipt = async (
  deps: Pick<MembershipPorts, 'store' | 'mailer' | 'siteUrl'>,
  userId: string,
  input: { description: string; amountCents: number; cardLabel: string; renewal: string | null },
): Promise<void> => {
  const contact = await deps.store.userContact(userId);
  if (!contact?.email) return;
  try {
    await deps.mailer.send(
      receiptMail({ ...input, to: contact.email, firstName: contact.firstName, siteUrl: deps.siteUrl }),
    );
  } catch {
    // The receipt stays in the sales history; mail delivery problems are the mailer's to report.
  }
};

export type CheckoutError = ValidationError | NotFoundError | ConflictError | PaymentDeclinedError | RateLimitedError;

/** Card-testing guard: at most this many declined payments per account and hour. */
export const CHECKOUT_DECLINES_PER_HOUR = 5;
export const TOO_MANY_DECLINES_MESSAGE = 'Too many declined payments. Please wait an hour or contact customer care.';

/** Checks a checkout before anything happens (so a sign-up inside checkout is not made for a bad form). */
export const makeCheckoutPreflight =
  (deps: Pick<MembershipPorts, 'clock'>) =>
  (raw: unknown): Result<true, ValidationError> => {
    const order = parseInput(CheckoutOrderSchema, raw);
    const card = parseInput(makeCheckoutCardSchema(deps.clock.now()), (raw as { card?: unknown } | null)?.card ?? {});
    if (order.isErr() || card.isErr()) {
      const errors = {
        ...(order.isErr() ? order.error.errors : {}),
        ...Object.fromEntries(Object.entries(card.isErr() ? card.error.errors : {}).map(([k, v]) => [`card.${k}`, v])),
      };
      return err({ type: 'Validation', errors });
    }
    return ok(true);
  };

/** How long a checkout holds its payment order before a crash is assumed (docs/decisions/0032-payment-saga.md). */
export const CHECKOUT_LEASE_MS = MINUTE_MS;

/** What a checkout answers, stored with its payment order so that a retry answers it again. */
export interface CheckoutAnswer {
  redirectUrl: string;
  subscriptionId: string;
}

/**
 * Checkout (002 sections 2.5, 3, 4, 7) as a payment saga (docs/decisions/0032-payment-saga.md): the order is
 * recorded before anything is charged (a second payment of the account at the same time is refused, 409);
 * a buyer who already holds this kind of membership is refused before the charge (409); the card is
 * tokenized by the gateway (the number and security code go no further) and charged once per idempotency
 * key; the card, the subscription, the sale, the voucher, the audit rows and the order's completion are
 * written in one transaction. Anything failing after the charge refunds it. A repeated submit with the same
 * key charges nothing more and answers what the first one answered (the subscription, or the error).
 */
export const makeCheckout =
  (deps: MembershipPorts) =>
  (raw: unknown, ctx: { userId: string; checkoutType: string }): ResultAsync<CheckoutAnswer, CheckoutError> =>
    new ResultAsync(
      (async (): Promise<Result<CheckoutAnswer, CheckoutError>> => {
        const now = deps.clock.now();
        const type = (CHECKOUT_TYPES as readonly string[]).includes(ctx.checkoutType)
          ? (ctx.checkoutType as CheckoutType)
          : null;
        if (!type) return err(notFound('checkout type'));
        const pre = makeCheckoutPreflight(deps)(raw);
        if (pre.isErr()) return err(pre.error);
        const order = CheckoutOrderSchema.parse(raw);
        const card = makeCheckoutCardSchema(now).parse((raw as { card: unknown }).card);
        const redirectUrl = checkoutRedirectUrl(type, order.criteria, order.redirect);
        const found = await findCheckoutOffer(deps.catalog, order);
        if (!found) return err(generalError('Failed to load offers'));
        const skus = checkoutSkusOf(found.offer, order.productSkuId);
        if (!skus) return err(generalError('Failed to load skus'));

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
              vouchers: [
                {
                  id: deps.ids.uuid(),
                  userId: ctx.userId,
                  subscriptionId: sub.id,
                  ...purchaseVoucher(type),
                  createdAt: now,
                  claimedAt: null,
                },
              ],
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
            cardLabel: `${paidWith.brand} ending in ${paidWith.last4}`,
            renewal: renewalText(sub),
          });
        }
        return ok(paid.value);
      })(),
    );

/** A membership payment's commit as the saga reads it (docs/decisions/0032-payment-saga.md). */
export const deliveryOf = <V>(written: MembershipPaymentCommit, value: V): PaymentDelivery<V, ConflictError> =>
  written.status === 'committed'
    ? { status: 'delivered', value }
    : written.status === 'orderSettled'
      ? { status: 'lost' }
      : {
          status: 'refused',
          error: conflict(
            written.status === 'alreadyMember'
              ? ALREADY_MEMBER_MESSAGE
              : 'This membership was changed at the same time. Please try again.',
          ),
        };

/** "Renews at $4.95/mo on {date}. Cancel online any time." for receipts; null when it does not renew. */
export const renewalText = (s: SubscriptionRecord): string | null =>
  s.willRenew && s.renewalPriceCents !== null && s.expirationDate
    ? `Your ${s.name} renews at ${renewalPriceLabel(s.renewalPriceCents, s.renewalTermHours)} on ${utcIsoDate(s.expirationDate)} unless you cancel before then.`
    : null;
