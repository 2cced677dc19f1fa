import { err, ok, type Result } from 'neverthrow';
import { generalError, parseInput, type ValidationError } from '../shared/errors.js';
import { RawInput, useCase } from '../shared/use-case.js';
import type { AccountPorts, ClientContext, IssuedSession } from './account-deps.port.js';
import type { RateLimitedError } from './accounts.errors.js';
import { makeChangePasswordSchema, PASSWORD_UPDATE_FAILED_MESSAGE } from './password.schema.js';
import { replacePassword } from './password.steps.js';
import { ACCOUNT_LIMITS, rateKey } from './rate-limit.rules.js';
import { releaseAttempt, reserveAttempt } from './rate-limit.steps.js';
import { hasSystemGeneratedPassword, isDeleted } from './user-flags.rules.js';

/**
 * Change password on /dashboard/account (000 sections 4, 5, 7): oldPassword, password, confirmPassword.
 * Form rules first ("Passwords do not match" on both fields); the current password is required unless
 * it is system generated; any other failure is "Sorry, password could not be updated.". Every other
 * session of the user ends; this browser gets a new session id.
 */
export const makeChangePassword = (deps: AccountPorts) =>
  useCase(
    RawInput,
    async (
      raw,
      ctx: ClientContext & { userId: string; remember: boolean },
    ): Promise<Result<{ session: IssuedSession }, ValidationError | RateLimitedError>> => {
      const user = await deps.users.findById(ctx.userId);
      if (!user || isDeleted(user)) return err(generalError(PASSWORD_UPDATE_FAILED_MESSAGE));
      const systemGenerated = hasSystemGeneratedPassword(user.userFlags);
      // The form's rules depend on the account (no current password when it is system generated).
      const parsed = parseInput(makeChangePasswordSchema({ systemGeneratedPassword: systemGenerated }), raw);
      if (parsed.isErr()) return err(parsed.error);
      const now = deps.clock.now();
      const limits = [
        { key: rateKey('password-confirm', 'user', user.id), limit: ACCOUNT_LIMITS.passwordConfirmPerUser },
      ];
      if (!systemGenerated) {
        // Counted before the verification (docs/decisions/0020, "Limits"); a right password takes it back.
        const attempt = await reserveAttempt(deps.rateLimiter, limits, now);
        if (attempt.isErr()) return err(attempt.error);
        const ok1 =
          user.passwordHash !== null && (await deps.hasher.verify(user.passwordHash, parsed.value.oldPassword ?? ''));
        if (!ok1) return err(generalError(PASSWORD_UPDATE_FAILED_MESSAGE));
        await releaseAttempt(deps.rateLimiter, attempt.value);
      }
      const session = await replacePassword(deps, user, parsed.value.password, ctx);
      return ok({ session: session! });
    },
  );
