import { err, ok, type Result } from 'neverthrow';
import { generalError, type ValidationError } from '../shared/errors.js';
import { SignedInUser, useCase } from '../shared/use-case.js';
import type { AccountPorts } from './account-deps.port.js';
import type { RateLimitedError } from './accounts.errors.js';
import {
  sendEmailVerification,
  VERIFY_EMAIL_INVALID_MESSAGE,
  VERIFY_EMAIL_SENT_MESSAGE,
} from './email-verification.steps.js';
import { ACCOUNT_LIMITS, rateKey } from './rate-limit.rules.js';
import { consumeLimits } from './rate-limit.steps.js';
import { isDeleted, userFlags } from './user-flags.rules.js';

/** Signed-in "send the link again", at most 5 mails per account per hour. */
export const makeResendEmailVerification = (deps: AccountPorts) =>
  useCase(SignedInUser, async (userId): Promise<Result<{ message: string }, ValidationError | RateLimitedError>> => {
    const user = await deps.users.findById(userId);
    if (!user || isDeleted(user)) return err(generalError(VERIFY_EMAIL_INVALID_MESSAGE));
    if (userFlags.has(user.userFlags, 'verifiedEmail')) return ok({ message: 'Your email address is verified.' });
    const limited = await consumeLimits(
      deps.rateLimiter,
      [{ key: rateKey('mail', 'user', user.id), limit: ACCOUNT_LIMITS.mailsPerAccount }],
      deps.clock.now(),
    );
    if (limited) return err(limited);
    await sendEmailVerification(deps, user);
    return ok({ message: VERIFY_EMAIL_SENT_MESSAGE });
  });
