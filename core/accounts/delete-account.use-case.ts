import { err, ok, type Result } from 'neverthrow';
import { z } from 'zod';
import { generalError, type ValidationError } from '../shared/errors.js';
import { useCase } from '../shared/use-case.js';
import type { AccountPorts } from './account-deps.port.js';
import type { RateLimitedError } from './accounts.errors.js';
import { ACCOUNT_LIMITS, rateKey } from './rate-limit.rules.js';
import { releaseAttempt, reserveAttempt } from './rate-limit.steps.js';
import { hasSystemGeneratedPassword, isDeleted } from './user-flags.rules.js';

const DELETE_CONFIRM_FAILED_MESSAGE = 'The password you entered is incorrect.';
const DELETE_EMAIL_CONFIRM_FAILED_MESSAGE = 'Please type the email address of your account to confirm.';

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
export const makeDeleteAccount = (deps: AccountPorts) =>
  useCase(
    DeleteInput,
    async (input, userId: string): Promise<Result<{ confirmationId: string }, ValidationError | RateLimitedError>> => {
      const user = await deps.users.findById(userId);
      if (!user || isDeleted(user)) return err(generalError(DELETE_CONFIRM_FAILED_MESSAGE));
      const now = deps.clock.now();
      if (hasSystemGeneratedPassword(user.userFlags)) {
        if ((input.email ?? '').trim().toLowerCase() !== (user.email ?? '').toLowerCase()) {
          return err(generalError(DELETE_EMAIL_CONFIRM_FAILED_MESSAGE));
        }
      } else {
        const limits = [
          { key: rateKey('password-confirm', 'user', user.id), limit: ACCOUNT_LIMITS.passwordConfirmPerUser },
        ];
        // Counted before the verification (docs/decisions/0020, "Limits"); a right password takes it back.
        const attempt = await reserveAttempt(deps.rateLimiter, limits, now);
        if (attempt.isErr()) return err(attempt.error);
        const valid = user.passwordHash !== null && (await deps.hasher.verify(user.passwordHash, input.password ?? ''));
        if (!valid) return err(generalError(DELETE_CONFIRM_FAILED_MESSAGE));
        await releaseAttempt(deps.rateLimiter, attempt.value);
      }
      // Everything at once, memberships and cards included; a parallel deletion finds nothing left to do.
      const erased = await deps.erasure.erase(user.id, now);
      if (!erased) return err(generalError(DELETE_CONFIRM_FAILED_MESSAGE));
      return ok({ confirmationId: deps.ids.uuid() });
    },
  );
