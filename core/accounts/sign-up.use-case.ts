import { err, ok, type Result, ResultAsync } from 'neverthrow';
import { parseInput, type ValidationError, validationError } from '../shared/errors.js';
import type { AccountPorts, ClientContext, IssuedSession } from './account-deps.port.js';
import { openSession } from './account-session.use-case.js';
import type { RateLimitedError } from './accounts.errors.js';
import { ACCOUNT_LIMITS, rateKey } from './rate-limit.rules.js';
import { consumeLimits } from './rate-limit.use-case.js';
import { AccountSignUpSchema, EMAIL_TAKEN_MESSAGE } from './sign-up.schema.js';
import { sendEmailVerification } from './verify-email.use-case.js';

/**
 * Sign-up: creates the account (password hashed with argon2id), signs the browser in and e-mails a link
 * that sets the verifiedEmail flag. At most 10 sign-ups per client address per hour.
 */
export const makeSignUp =
  (deps: AccountPorts) =>
  (
    raw: unknown,
    ctx: ClientContext,
  ): ResultAsync<{ session: IssuedSession; userId: string }, ValidationError | RateLimitedError> =>
    new ResultAsync(
      (async (): Promise<Result<{ session: IssuedSession; userId: string }, ValidationError | RateLimitedError>> => {
        const now = deps.clock.now();
        const limited = await consumeLimits(
          deps.rateLimiter,
          [{ key: rateKey('signup', 'ip', ctx.ip), limit: ACCOUNT_LIMITS.signUpPerIp }],
          now,
        );
        if (limited) return err(limited);
        const parsed = parseInput(AccountSignUpSchema, raw);
        if (parsed.isErr()) return err(parsed.error);
        const input = parsed.value;
        if (await deps.users.findByEmail(input.email)) return err(validationError({ email: [EMAIL_TAKEN_MESSAGE] }));
        const user = await deps.users.create({
          id: deps.ids.uuid(),
          email: input.email,
          firstName: input.firstName,
          lastName: input.lastName,
          passwordHash: await deps.hasher.hash(input.password),
          userFlags: 0,
          createdAt: now,
        });
        if (!user) return err(validationError({ email: [EMAIL_TAKEN_MESSAGE] }));
        const session = await openSession(deps, user.id, ctx, false);
        await sendEmailVerification(deps, user);
        return ok({ session, userId: user.id });
      })(),
    );
