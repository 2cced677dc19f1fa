import { err, ok, type Result, ResultAsync } from 'neverthrow';
import { z } from 'zod';
import { generalError, parseInput, type ValidationError } from '../shared/errors.js';
import type { AccountPorts } from './account-deps.port.js';
import type { AccountMembershipSource, AccountMembershipView } from './account-membership.port.js';
import { isDeleted } from './account-session.use-case.js';
import type { RateLimitedError } from './accounts.errors.js';
import { type UnauthenticatedError, unauthenticated } from './accounts.errors.js';
import { ACCOUNT_LIMITS, rateKey } from './rate-limit.rules.js';
import { releaseAttempt, reserveAttempt } from './rate-limit.use-case.js';
import { SESSION_EXPIRED_MESSAGE } from './session.rules.js';
import { hasSystemGeneratedPassword, userFlags } from './user-flags.rules.js';

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

export const EMPTY_MEMBERSHIP: AccountMembershipView = { subscriptions: [], activeRoleId: null, membershipOffers: [] };

/** Reads the signed-in user; a deleted or missing account is a 401 (its sessions are gone). */
export const makeGetAccountUser =
  (deps: Pick<AccountPorts, 'users'> & { readonly membership?: AccountMembershipSource }) =>
  (userId: string): ResultAsync<{ user: AccountUserView }, UnauthenticatedError> =>
    new ResultAsync(
      (async (): Promise<Result<{ user: AccountUserView }, UnauthenticatedError>> => {
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
      })(),
    );

export const DELETE_CONFIRM_FAILED_MESSAGE = 'The password you entered is incorrect.';
export const DELETE_EMAIL_CONFIRM_FAILED_MESSAGE = 'Please type the email address of your account to confirm.';

const DeleteInput = z.object({
  password: z.string().max(200).optional(),
  email: z.string().max(300).optional(),
});

/**
 * Account deletion (/dashboard/account/delete, POST consumer-privacy/account/delete): confirmed with the
 * password (or, for a system-generated password, by typing the account e-mail). Then, in one
 * transaction (docs/decisions/0021): the deleted flag (2), personal data scrubbed, every membership
 * cancelled with no renewal, wallet cards and card tokens removed, social links, devices, tokens and
 * every session gone; sales rows stay, without card data.
 */
export const makeDeleteAccount =
  (deps: AccountPorts) =>
  (raw: unknown, userId: string): ResultAsync<{ confirmationId: string }, ValidationError | RateLimitedError> =>
    new ResultAsync(
      (async (): Promise<Result<{ confirmationId: string }, ValidationError | RateLimitedError>> => {
        const parsed = parseInput(DeleteInput, raw);
        if (parsed.isErr()) return err(parsed.error);
        const user = await deps.users.findById(userId);
        if (!user || isDeleted(user)) return err(generalError(DELETE_CONFIRM_FAILED_MESSAGE));
        const now = deps.clock.now();
        if (hasSystemGeneratedPassword(user.userFlags)) {
          if ((parsed.value.email ?? '').trim().toLowerCase() !== (user.email ?? '').toLowerCase()) {
            return err(generalError(DELETE_EMAIL_CONFIRM_FAILED_MESSAGE));
          }
        } else {
          const limits = [
            { key: rateKey('password-confirm', 'user', user.id), limit: ACCOUNT_LIMITS.passwordConfirmPerUser },
          ];
          // Counted before the verification (docs/decisions/0020, "Limits"); a right password takes it back.
          const attempt = await reserveAttempt(deps.rateLimiter, limits, now);
          if (attempt.isErr()) return err(attempt.error);
          const valid =
            user.passwordHash !== null && (await deps.hasher.verify(user.passwordHash, parsed.value.password ?? ''));
          if (!valid) return err(generalError(DELETE_CONFIRM_FAILED_MESSAGE));
          await releaseAttempt(deps.rateLimiter, attempt.value);
        }
        // Everything at once, memberships and cards included; a parallel deletion finds nothing left to do.
        const erased = await deps.erasure.erase(user.id, now);
        if (!erased) return err(generalError(DELETE_CONFIRM_FAILED_MESSAGE));
        return ok({ confirmationId: deps.ids.uuid() });
      })(),
    );

/** True when the flags carry the deleted bit (000 section 3). */
export const isDeletedFlag = (flags: number): boolean => userFlags.has(flags, 'deleted');
