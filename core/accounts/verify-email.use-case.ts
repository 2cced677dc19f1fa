import { err, ok, type Result, ResultAsync } from 'neverthrow';
import { z } from 'zod';
import { addMs, DAY_MS } from '../shared/date.rules.js';
import { generalError, parseInput, type ValidationError } from '../shared/errors.js';
import type { AccountPorts } from './account-deps.port.js';
import { isDeleted } from './account-session.use-case.js';
import type { RateLimitedError } from './accounts.errors.js';
import { ACCOUNT_LIMITS, rateKey } from './rate-limit.rules.js';
import { consumeLimits } from './rate-limit.use-case.js';
import { userFlags } from './user-flags.rules.js';
import type { AccountUser } from './user-repository.port.js';

export const VERIFY_EMAIL_TTL_MS = 7 * DAY_MS;
export const VERIFY_EMAIL_INVALID_MESSAGE = 'This verification link is invalid or has expired.';
export const VERIFY_EMAIL_SENT_MESSAGE = 'We have sent you a link to verify your email address.';

/** E-mails a single-use link (valid 7 days) to /verify-email?token=... */
export const sendEmailVerification = async (deps: AccountPorts, user: AccountUser): Promise<void> => {
  if (!user.email) return;
  const now = deps.clock.now();
  const token = deps.ids.token(32);
  await deps.tokens.create({
    idHash: deps.digest.sha256(token),
    kind: 'verify_email',
    userId: user.id,
    codeHash: null,
    createdAt: now,
    expiresAt: addMs(now, VERIFY_EMAIL_TTL_MS),
    data: { email: user.email.toLowerCase() },
  });
  const link = `${deps.siteUrl}/verify-email?token=${encodeURIComponent(token)}`;
  await deps.mailer.send({
    to: user.email,
    subject: 'Verify your Tracewell email address',
    text: `Welcome to Tracewell.\n\nPlease verify your email address by opening this link:\n${link}\n\nThe link expires in 7 days.`,
    html: `<p>Welcome to Tracewell.</p><p>Please verify your email address: <a href="${link}">Verify my email</a></p><p>The link expires in 7 days.</p>`,
  });
};

const TokenInput = z.object({ token: z.string().min(1).max(200) });

/** Opening the e-mailed link sets the verifiedEmail flag (512) when the address is still the account's. */
export const makeVerifyEmail =
  (deps: AccountPorts) =>
  (raw: unknown): ResultAsync<{ verified: true }, ValidationError> =>
    new ResultAsync(
      (async (): Promise<Result<{ verified: true }, ValidationError>> => {
        const parsed = parseInput(TokenInput, raw);
        if (parsed.isErr()) return err(generalError(VERIFY_EMAIL_INVALID_MESSAGE));
        const used = await deps.tokens.consume(
          'verify_email',
          deps.digest.sha256(parsed.value.token),
          deps.clock.now(),
        );
        const user = used?.userId ? await deps.users.findById(used.userId) : null;
        if (!used || !user || isDeleted(user) || user.email?.toLowerCase() !== used.data.email) {
          return err(generalError(VERIFY_EMAIL_INVALID_MESSAGE));
        }
        await deps.users.setUserFlags(user.id, userFlags.add(user.userFlags, 'verifiedEmail'));
        return ok({ verified: true as const });
      })(),
    );

/** Signed-in "send the link again", at most 5 mails per account per hour. */
export const makeResendEmailVerification =
  (deps: AccountPorts) =>
  (userId: string): ResultAsync<{ message: string }, ValidationError | RateLimitedError> =>
    new ResultAsync(
      (async (): Promise<Result<{ message: string }, ValidationError | RateLimitedError>> => {
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
      })(),
    );
