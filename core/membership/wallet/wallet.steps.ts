import type { ForbiddenError, NotFoundError, ValidationError } from '../../shared/errors.js';
import { isMobileStoreSubscriber } from '../cancellation/mobile-store-member.rules.js';
import type { PaymentDeclinedError } from '../membership.errors.js';
import type { MembershipPorts } from '../membership-ports.port.js';

/** What the wallet use cases may answer. */
export type WalletError = ValidationError | NotFoundError | ForbiddenError | PaymentDeclinedError;

/** Whether the user is a mobile-store member (000 section 6): they manage payment in the app store. */
export const isMobileStoreUser = async (deps: Pick<MembershipPorts, 'store'>, userId: string): Promise<boolean> => {
  const contact = await deps.store.userContact(userId);
  return isMobileStoreSubscriber(contact?.userFlags ?? 0, await deps.store.listSubscriptions(userId));
};

/** Wallet cards are named by UUID; anything else names no card. */
export const isWalletCardId = (id: string): boolean => /^[0-9a-f-]{36}$/i.test(id);
