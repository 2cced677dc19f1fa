import { err, ok, type Result, ResultAsync } from 'neverthrow';
import { z } from 'zod';
import type { MembershipPorts } from '../membership/checkout.use-case.js';
import { type PaymentDeclinedError, paymentDeclined } from '../membership/membership.errors.js';
import { type WalletCardView, walletCardView } from '../membership/membership-views.rules.js';
import { isMobileStoreSubscriber, mobileStoreManagement } from '../membership/mobile-store-member.rules.js';
import {
  type ForbiddenError,
  forbidden,
  type NotFoundError,
  notFound,
  parseInput,
  type ValidationError,
} from '../shared/errors.js';
import { makeWalletCardAddSchema, makeWalletCardUpdateSchema } from './wallet-card.schema.js';

/** Mobile-store subscribers manage payment in the app store (000 section 6: no card edit). */
export const MOBILE_CARD_EDIT_MESSAGE =
  'Your membership is managed in the mobile app store. Please use Manage Subscription.';

export type WalletError = ValidationError | NotFoundError | ForbiddenError | PaymentDeclinedError;

const isMobileUser = async (deps: MembershipPorts, userId: string): Promise<boolean> => {
  const contact = await deps.store.userContact(userId);
  return isMobileStoreSubscriber(contact?.userFlags ?? 0, await deps.store.listSubscriptions(userId));
};

/** GET wallet/cards: the cards (masked, `expired` flagged) and whether the member may edit them. */
export const makeListWalletCards = (deps: MembershipPorts) => async (userId: string) => {
  const now = deps.clock.now();
  const mobile = await isMobileUser(deps, userId);
  return {
    cards: (await deps.wallet.list(userId)).map((c) => walletCardView(c, now)),
    ...mobileStoreManagement(mobile),
  };
};

const run = <T>(fn: () => Promise<Result<T, WalletError>>): ResultAsync<T, WalletError> => new ResultAsync(fn());

/**
 * POST wallet/cards/add (000 section 7; rules of 002 section 5): the card is validated (digits only, Luhn,
 * not expired), tokenized by the gateway and only the token, brand, last 4 and expiry are kept. A card
 * added to an account with a payment-pending membership makes its renewal due again at once.
 */
export const makeAddWalletCard =
  (deps: MembershipPorts) =>
  (raw: unknown, userId: string): ResultAsync<{ card: WalletCardView }, WalletError> =>
    run(async () => {
      const now = deps.clock.now();
      if (await isMobileUser(deps, userId)) return err(forbidden(MOBILE_CARD_EDIT_MESSAGE));
      const parsed = parseInput(makeWalletCardAddSchema(now), raw);
      if (parsed.isErr()) return err(parsed.error);
      const v = parsed.value;
      const token = await deps.gateway.tokenize({
        number: v.creditCardNo,
        expMonth: v.expirationMonth,
        expYear: v.expirationYear,
        cvc: v.securityCode,
      });
      if (!token) return err(paymentDeclined('invalid_number'));
      const card = await deps.wallet.add(
        {
          id: deps.ids.uuid(),
          userId,
          token: token.token,
          brand: token.brand,
          last4: token.last4,
          expMonth: token.expMonth,
          expYear: token.expYear,
          firstName: v.firstName,
          lastName: v.lastName,
          addressLine: v.addressLine,
          city: v.city,
          state: v.state,
          zip: v.zip,
          isDefault: v.isDefaultCard,
          createdAt: now,
        },
        v.isDefaultCard,
        now,
      );
      await deps.store.retryPending(userId, now);
      return ok({ card: walletCardView(card, now) });
    });

/**
 * POST wallet/cards/update: a new expiry, security code, name or address for a card (the number stays; a
 * new number is a new card). The gateway re-tokenizes nothing: the card's token is kept.
 */
export const makeUpdateWalletCard =
  (deps: MembershipPorts) =>
  (raw: unknown, userId: string): ResultAsync<{ card: WalletCardView }, WalletError> =>
    run(async () => {
      const now = deps.clock.now();
      if (await isMobileUser(deps, userId)) return err(forbidden(MOBILE_CARD_EDIT_MESSAGE));
      const parsed = parseInput(makeWalletCardUpdateSchema(now), raw);
      if (parsed.isErr()) return err(parsed.error);
      const v = parsed.value;
      const existing = await deps.wallet.find(userId, String(v.creditCardId));
      if (!existing) return err(notFound('card'));
      const next = {
        ...existing,
        expMonth: v.expirationMonth,
        expYear: v.expirationYear,
        firstName: v.firstName,
        lastName: v.lastName,
        addressLine: v.addressLine,
        city: v.city,
        state: v.state,
        zip: v.zip,
        isDefault: v.isDefaultCard || existing.isDefault,
      };
      if (!(await deps.wallet.update(next, v.isDefaultCard, now))) return err(notFound('card'));
      await deps.store.retryPending(userId, now);
      return ok({ card: walletCardView(next, now) });
    });

const CardIdInput = z.object({
  creditCardId: z.union([z.string(), z.number()], { error: 'A card is required' }).transform(String),
});

/** POST wallet/cards/remove. */
export const makeRemoveWalletCard =
  (deps: MembershipPorts) =>
  (raw: unknown, userId: string): ResultAsync<{ removed: true }, WalletError> =>
    run(async () => {
      if (await isMobileUser(deps, userId)) return err(forbidden(MOBILE_CARD_EDIT_MESSAGE));
      const parsed = parseInput(CardIdInput, raw);
      if (parsed.isErr()) return err(parsed.error);
      const done = /^[0-9a-f-]{36}$/i.test(parsed.value.creditCardId)
        ? await deps.wallet.remove(userId, parsed.value.creditCardId, deps.clock.now())
        : false;
      return done ? ok({ removed: true as const }) : err(notFound('card'));
    });

/** POST wallet/cards/default: the card renewals and upgrades are charged to. */
export const makeSetDefaultWalletCard =
  (deps: MembershipPorts) =>
  (raw: unknown, userId: string): ResultAsync<{ isDefaultCard: true }, WalletError> =>
    run(async () => {
      if (await isMobileUser(deps, userId)) return err(forbidden(MOBILE_CARD_EDIT_MESSAGE));
      const parsed = parseInput(CardIdInput, raw);
      if (parsed.isErr()) return err(parsed.error);
      const now = deps.clock.now();
      const done = /^[0-9a-f-]{36}$/i.test(parsed.value.creditCardId)
        ? await deps.wallet.setDefault(userId, parsed.value.creditCardId, now)
        : false;
      if (!done) return err(notFound('card'));
      await deps.store.retryPending(userId, now);
      return ok({ isDefaultCard: true as const });
    });
