import { err, ok, type Result } from 'neverthrow';
import { WalletCardIdInput } from '../../billing/wallet-card.schema.js';
import { forbidden, notFound } from '../../shared/errors.js';
import { useCase } from '../../shared/use-case.js';
import { MOBILE_STORE_MANAGED_MESSAGE } from '../cancellation/mobile-store-member.rules.js';
import type { MembershipPorts } from '../membership-ports.port.js';
import { isMobileStoreUser, isWalletCardId, type WalletError } from './wallet.steps.js';

/** POST wallet/cards/default: the card renewals and upgrades are charged to; a payment-pending renewal is due again. */
export const makeSetDefaultWalletCard = (deps: Pick<MembershipPorts, 'store' | 'wallet' | 'clock'>) =>
  useCase(
    WalletCardIdInput,
    async ({ creditCardId }, userId: string): Promise<Result<{ isDefaultCard: true }, WalletError>> => {
      if (await isMobileStoreUser(deps, userId)) return err(forbidden(MOBILE_STORE_MANAGED_MESSAGE));
      const now = deps.clock.now();
      const done = isWalletCardId(creditCardId) ? await deps.wallet.setDefault(userId, creditCardId, now) : false;
      if (!done) return err(notFound('card'));
      await deps.store.retryPending(userId, now);
      return ok({ isDefaultCard: true as const });
    },
  );
