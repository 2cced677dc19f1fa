import { err, ok, type Result } from 'neverthrow';
import { WalletCardIdInput } from '../../billing/wallet-card.schema.js';
import { forbidden, notFound } from '../../shared/errors.js';
import { useCase } from '../../shared/use-case.js';
import { MOBILE_STORE_MANAGED_MESSAGE } from '../cancellation/mobile-store-member.rules.js';
import type { MembershipPorts } from '../membership-ports.port.js';
import { isMobileStoreUser, isWalletCardId, type WalletError } from './wallet.steps.js';

/** POST wallet/cards/remove. */
export const makeRemoveWalletCard = (deps: Pick<MembershipPorts, 'store' | 'wallet' | 'clock'>) =>
  useCase(
    WalletCardIdInput,
    async ({ creditCardId }, userId: string): Promise<Result<{ removed: true }, WalletError>> => {
      if (await isMobileStoreUser(deps, userId)) return err(forbidden(MOBILE_STORE_MANAGED_MESSAGE));
      const done = isWalletCardId(creditCardId)
        ? await deps.wallet.remove(userId, creditCardId, deps.clock.now())
        : false;
      return done ? ok({ removed: true as const }) : err(notFound('card'));
    },
  );
