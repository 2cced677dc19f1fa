import { err, ok, type Result } from 'neverthrow';
import { parseInput, type ValidationError, validationError } from '../shared/errors.js';
import { RawInput, useCase } from '../shared/use-case.js';
import type { AccountPorts, ClientContext, IssuedSession } from './account-deps.port.js';
import type { RateLimitedError } from './accounts.errors.js';
import { sendEmailVerification } from './email-verification.steps.js';
import { ACCOUNT_LIMITS, rateKey } from './rate-limit.rules.js';
import { consumeLimits } from './rate-limit.steps.js';
import { openSession } from './session.steps.js';
import { AccountSignUpSchema, EMAIL_TAKEN_MESSAGE } from './sign-up.schema.js';

/**
 * Sign-up: creates the account (password hashed with argon2id), signs the browser in and e-mails a link
 * that sets the verifiedEmail flag. At most 10 sign-ups per client address per hour; every attempt counts,
 * a rejected form too, so the attempt is counted before the form is read.
 */
export const makeSignUp = (deps: AccountPorts) =>
  useCase(
    RawInput,
    async (
      raw,
      ctx: ClientContext,
    ): Promise<Result<{ session: IssuedSession; userId: string }, ValidationError | RateLimitedError>> => {
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
    },
  );
