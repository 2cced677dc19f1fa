import { err, ok, type Result } from 'neverthrow';
import { generalError, type ValidationError } from '../shared/errors.js';
import { useCase } from '../shared/use-case.js';
import type { AccountPorts, ClientContext, IssuedSession } from './account-deps.port.js';
import type { RateLimitedError } from './accounts.errors.js';
import { sendDeviceCode } from './device-code.steps.js';
import { LogInInputSchema } from './password.schema.js';
import { ACCOUNT_LIMITS, rateKey } from './rate-limit.rules.js';
import { consumeLimits, releaseAttempt, reserveAttempt } from './rate-limit.steps.js';
import { openSession } from './session.steps.js';
import { isDeleted } from './user-flags.rules.js';

/** The one answer to any failed log-in, so it never tells whether the e-mail has an account (docs/decisions/0020). */
export const LOGIN_FAILED_MESSAGE = 'The email or password you entered is incorrect.';

export type LogInOutcome =
  | { readonly kind: 'signedIn'; readonly session: IssuedSession }
  /** A known account on an unknown browser: an e-mailed code is required (/login/new-device-detected). */
  | { readonly kind: 'deviceCheck'; readonly challengeToken: string };

export type LogInError = ValidationError | RateLimitedError;

/**
 * Password log-in (000 section 2 /login). Limits: 10 failures per account and 50 per address in
 * 15 minutes; once reached, even the correct password is refused until the window passes. The attempt
 * is counted before the password is verified (docs/decisions/0020, "Limits"), so parallel guesses get
 * no more verifications than sequential ones; a correct password clears the account's counter and
 * takes its count back from the address. Unknown e-mails cost the same argon2 verification as known
 * ones. A browser never seen for an account that already has a known browser must confirm an e-mailed
 * 6-digit code first.
 */
export const makeLogIn = (deps: AccountPorts) => {
  let dummyHash: Promise<string> | null = null;
  const dummy = () => {
    dummyHash ??= deps.hasher.hash('tracewell-dummy-password');
    return dummyHash;
  };
  const dummyVerify = async (password: string): Promise<false> => {
    await deps.hasher.verify(await dummy(), password);
    return false;
  };
  return useCase(
    LogInInputSchema,
    async (
      { email, password },
      ctx: ClientContext & { remember?: boolean },
    ): Promise<Result<LogInOutcome, LogInError>> => {
      const now = deps.clock.now();
      const limits = [
        { key: rateKey('login', 'acct', email), limit: ACCOUNT_LIMITS.loginPerAccount },
        { key: rateKey('login', 'ip', ctx.ip), limit: ACCOUNT_LIMITS.loginPerIp },
      ];
      const attempt = await reserveAttempt(deps.rateLimiter, limits, now);
      if (attempt.isErr()) return err(attempt.error);

      const user = await deps.users.findByEmail(email);
      const hash = user && !isDeleted(user) ? user.passwordHash : null;
      // Unknown e-mail: verify against a dummy hash anyway, so the answer takes as long as for a real account.
      const valid = hash ? await deps.hasher.verify(hash, password) : await dummyVerify(password);
      if (!user || !valid) return err(generalError(LOGIN_FAILED_MESSAGE));
      // Only failures count: the account starts afresh, the address gets this attempt back.
      await deps.rateLimiter.reset(limits[0]!.key);
      await releaseAttempt(
        deps.rateLimiter,
        attempt.value.filter((h) => h.key !== limits[0]!.key),
      );

      const known = await deps.devices.countForUser(user.id);
      const thisDevice =
        ctx.deviceToken !== null && (await deps.devices.isKnown(user.id, deps.digest.sha256(ctx.deviceToken)));
      if (known > 0 && !thisDevice) {
        const mailLimited = await consumeLimits(
          deps.rateLimiter,
          [{ key: rateKey('mail', 'user', user.id), limit: ACCOUNT_LIMITS.mailsPerAccount }],
          now,
        );
        if (mailLimited) return err(mailLimited);
        const challengeToken = await sendDeviceCode(deps, user, ctx.remember === true);
        return ok({ kind: 'deviceCheck' as const, challengeToken });
      }
      return ok({ kind: 'signedIn' as const, session: await openSession(deps, user.id, ctx, ctx.remember === true) });
    },
  );
};
