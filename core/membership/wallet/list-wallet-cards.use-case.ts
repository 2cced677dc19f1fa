import { ResultAsync } from 'neverthrow';
import { SignedInUser, useCase } from '../../shared/use-case.js';
import { mobileStoreManagement } from '../cancellation/mobile-store-member.rules.js';
import type { MembershipPorts } from '../membership-ports.port.js';
import { walletCardView } from '../subscriptions/membership-views.rules.js';
import { isMobileStoreUser } from './wallet.steps.js';

/** GET wallet/cards: the cards (masked, `expired` flagged) and whether the member may edit them (000 section 6). */
export const makeListWalletCards = (deps: Pick<MembershipPorts, 'store' | 'wallet' | 'clock'>) =>
  useCase(SignedInUser, (userId) =>
    ResultAsync.fromSafePromise(
      (async () => {
        const now = deps.clock.now();
        const mobile = await isMobileStoreUser(deps, userId);
        return {
          cards: (await deps.wallet.list(userId)).map((c) => walletCardView(c, now)),
          ...mobileStoreManagement(mobile),
        };
      })(),
    ),
  );
