import { err, ok, type Result } from 'neverthrow';
import { SignedInUser, useCase } from '../shared/use-case.js';
import type { AccountPorts } from './account-deps.port.js';
import type { AccountMembershipSource, AccountMembershipView } from './account-membership.port.js';
import { type UnauthenticatedError, unauthenticated } from './accounts.errors.js';
import { SESSION_EXPIRED_MESSAGE } from './session.rules.js';
import { isDeleted } from './user-flags.rules.js';

/** GET /dashboard/api/user: the spec's user shape (000 section 3 "User", 002 section 3 "User"). */
export interface AccountUserView {
  readonly name: { readonly fullName: string };
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly userId: string;
  readonly accountId: number;
  readonly created: string;
  readonly phone: string | null;
  readonly address: string | null;
  readonly userFlags: number;
  readonly staffFlags: number;
  readonly membership: AccountMembershipView;
  readonly isPaused: boolean;
  readonly isCancelled: boolean;
  readonly isDemoAccount: boolean;
}

const EMPTY_MEMBERSHIP: AccountMembershipView = { subscriptions: [], activeRoleId: null, membershipOffers: [] };

/** Reads the signed-in user; a deleted or missing account is a 401 (its sessions are gone). */
export const makeGetAccountUser = (
  deps: Pick<AccountPorts, 'users'> & { readonly membership?: AccountMembershipSource },
) =>
  useCase(SignedInUser, async (userId): Promise<Result<{ user: AccountUserView }, UnauthenticatedError>> => {
    const u = await deps.users.findById(userId);
    if (!u || isDeleted(u)) return err(unauthenticated(SESSION_EXPIRED_MESSAGE));
    const m = deps.membership
      ? await deps.membership.forUser(u.id)
      : { membership: EMPTY_MEMBERSHIP, isPaused: false, isCancelled: false, isDemoAccount: false };
    const firstName = u.firstName ?? '';
    const lastName = u.lastName ?? '';
    return ok({
      user: {
        name: { fullName: [firstName, lastName].filter(Boolean).join(' ') },
        firstName,
        lastName,
        email: u.email ?? '',
        userId: u.id,
        accountId: u.accountId,
        created: u.createdAt.toISOString(),
        phone: u.phone,
        address: u.address,
        userFlags: u.userFlags,
        staffFlags: u.staffFlags,
        membership: m.membership,
        isPaused: m.isPaused,
        isCancelled: m.isCancelled,
        isDemoAccount: m.isDemoAccount ?? false,
      },
    });
  });
