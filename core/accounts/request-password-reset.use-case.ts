import { err, ok, type Result } from 'neverthrow';
import { useCase } from '../shared/use-case.js';
import type { AccountPorts, ClientContext } from './account-deps.port.js';
import type { RateLimitedError } from './accounts.errors.js';
import { PasswordResetRequestInput } from './password.schema.js';
import { createResetToken, RESET_REQUESTED_MESSAGE, RESET_TOKEN_TTL_MS } from './password.steps.js';
import { ACCOUNT_LIMITS, rateKey } from './rate-limit.rules.js';
import { consumeLimits } from './rate-limit.steps.js';
import { isDeleted } from './user-flags.rules.js';

/**
 * /forgot-password: always "If an account exists for that email, ..."; a live account gets a single-use
 * link valid for one hour. 5 requests per account and 20 per address per hour.
 */
export const makeRequestPasswordReset = (deps: AccountPorts) =>
  useCase(
    PasswordResetRequestInput,
    async ({ email }, ctx: ClientContext): Promise<Result<{ message: string }, RateLimitedError>> => {
      const now = deps.clock.now();
      const limited = await consumeLimits(
        deps.rateLimiter,
        [
          { key: rateKey('reset', 'ip', ctx.ip), limit: ACCOUNT_LIMITS.resetPerIp },
          { key: rateKey('reset', 'acct', email), limit: ACCOUNT_LIMITS.resetPerAccount },
        ],
        now,
      );
      if (limited) return err(limited);
      const user = await deps.users.findByEmail(email);
      if (user && !isDeleted(user) && user.email) {
        const token = await createResetToken(deps, user, RESET_TOKEN_TTL_MS);
        const link = `${deps.siteUrl}/reset-password?token=${encodeURIComponent(token)}`;
        await deps.mailer.send({
          to: user.email,
          subject: 'Reset your Tracewell password',
          text: `We received a request to reset your Tracewell password.\n\nOpen this link to choose a new password:\n${link}\n\nThe link works once and expires in 1 hour. If you did not ask for it, ignore this e-mail.`,
          html: `<p>We received a request to reset your Tracewell password.</p><p><a href="${link}">Choose a new password</a></p><p>The link works once and expires in 1 hour. If you did not ask for it, ignore this e-mail.</p>`,
        });
      }
      return ok({ message: RESET_REQUESTED_MESSAGE });
    },
  );
