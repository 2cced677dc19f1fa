import { err, ok, type Result } from 'neverthrow';
import { makeWalletCardUpdateSchema } from '../../billing/wallet-card.schema.js';
import { forbidden, notFound } from '../../shared/errors.js';
import { useCase } from '../../shared/use-case.js';
import { MOBILE_STORE_MANAGED_MESSAGE } from '../cancellation/mobile-store-member.rules.js';
import type { MembershipPorts } from '../membership-ports.port.js';
import { type WalletCardView, walletCardView } from '../subscriptions/membership-views.rules.js';
import { isMobileStoreUser, type WalletError } from './wallet.steps.js';

/**
 * POST wallet/cards/update: a new expiry, security code, name or address for a card (the number stays; a
 * new number is a new card). The gateway re-tokenizes nothing: the card's token is kept.
 */
export const makeUpdateWalletCard = (deps: Pick<MembershipPorts, 'store' | 'wallet' | 'clock'>) =>
  useCase(
    () => makeWalletCardUpdateSchema(deps.clock.now()),
    async (v, userId: string): Promise<Result<{ card: WalletCardView }, WalletError>> => {
      const now = deps.clock.now();
      if (await isMobileStoreUser(deps, userId)) return err(forbidden(MOBILE_STORE_MANAGED_MESSAGE));
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
    },
  );
