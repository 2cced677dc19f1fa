import { err, ok, type Result } from 'neverthrow';
import { makeWalletCardAddSchema } from '../../billing/wallet-card.schema.js';
import { forbidden } from '../../shared/errors.js';
import { useCase } from '../../shared/use-case.js';
import { MOBILE_STORE_MANAGED_MESSAGE } from '../cancellation/mobile-store-member.rules.js';
import { paymentDeclined } from '../membership.errors.js';
import type { MembershipPorts } from '../membership-ports.port.js';
import { type WalletCardView, walletCardView } from '../subscriptions/membership-views.rules.js';
import { isMobileStoreUser, type WalletError } from './wallet.steps.js';

/**
 * POST wallet/cards/add (000 section 7; rules of 002 section 5): the card is validated (digits only, Luhn,
 * not expired), tokenized by the gateway and only the token, brand, last 4 and expiry are kept. A card
 * added to an account with a payment-pending membership makes its renewal due again at once. Mobile-store
 * members manage their cards in the app store (000 section 6, 403).
 */
export const makeAddWalletCard = (deps: Pick<MembershipPorts, 'store' | 'wallet' | 'gateway' | 'clock' | 'ids'>) =>
  useCase(
    () => makeWalletCardAddSchema(deps.clock.now()),
    async (v, userId: string): Promise<Result<{ card: WalletCardView }, WalletError>> => {
      const now = deps.clock.now();
      if (await isMobileStoreUser(deps, userId)) return err(forbidden(MOBILE_STORE_MANAGED_MESSAGE));
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
    },
  );
