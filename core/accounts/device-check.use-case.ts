import { err, ok, type Result, ResultAsync } from 'neverthrow';
import { z } from 'zod';
import { addMs, MINUTE_MS } from '../shared/date.rules.js';
import { generalError, parseInput, type ValidationError } from '../shared/errors.js';
import type { AccountPorts, ClientContext, IssuedSession } from './account-deps.port.js';
import { isDeleted, openSession } from './account-session.use-case.js';
import type { RateLimitedError } from './accounts.errors.js';
import { VerificationCodeSchema } from './password.schema.js';
import { ACCOUNT_LIMITS, rateKey } from './rate-limit.rules.js';
import { consumeLimits } from './rate-limit.use-case.js';
import type { AccountUser } from './user-repository.port.js';

/** A device code is valid for 15 minutes. */
export const DEVICE_CODE_TTL_MS = 15 * MINUTE_MS;
export const DEVICE_CODE_WRONG_MESSAGE = 'That code is not correct. Please check the e-mail we sent you and try again.';
export const DEVICE_CODE_EXPIRED_MESSAGE = 'This code has expired or was used too many times. Please log in again.';

/** The e-mailed code is stored as a digest bound to its challenge, so a leaked table reveals no codes. */
const codeDigest = (deps: Pick<AccountPorts, 'digest'>, challengeToken: string, code: string) =>
  deps.digest.sha256(`${challengeToken}:${code}`);

/** Creates a new-device challenge and e-mails its 6-digit code; returns the challenge (a cookie value). */
export const sendDeviceCode = async (deps: AccountPorts, user: AccountUser, remember: boolean): Promise<string> => {
  const now = deps.clock.now();
  const challengeToken = deps.ids.token(32);
  const code = deps.codes.sixDigits();
  await deps.tokens.create({
    idHash: deps.digest.sha256(challengeToken),
    kind: 'device',
    userId: user.id,
    codeHash: codeDigest(deps, challengeToken, code),
    createdAt: now,
    expiresAt: addMs(now, DEVICE_CODE_TTL_MS),
    data: { remember },
  });
  await deps.mailer.send({
    to: user.email ?? '',
    subject: `Your Tracewell verification code: ${code}`,
    text: [
      'We noticed a log-in to your Tracewell account from a new device or browser.',
      '',
      `Your verification code is ${code}. It expires in 15 minutes.`,
      '',
      'If this was not you, do not share the code and change your password.',
    ].join('\n'),
    html: `<p>We noticed a log-in to your Tracewell account from a new device or browser.</p><p>Your verification code is <strong>${code}</strong>. It expires in 15 minutes.</p><p>If this was not you, do not share the code and change your password.</p>`,
  });
  return challengeToken;
};

const VerifyDeviceInput = z.object({ code: VerificationCodeSchema });

/**
 * /login/new-device-detected: the e-mailed code completes the log-in and the browser becomes known.
 * A challenge allows 5 tries (the 5th wrong code ends it); each try is counted before the comparison.
 * The client address is limited as well.
 */
export const makeVerifyDevice =
  (deps: AccountPorts) =>
  (
    raw: unknown,
    ctx: ClientContext & { challengeToken: string | null },
  ): ResultAsync<IssuedSession, ValidationError | RateLimitedError> =>
    new ResultAsync(
      (async (): Promise<Result<IssuedSession, ValidationError | RateLimitedError>> => {
        const parsed = parseInput(VerifyDeviceInput, raw);
        if (parsed.isErr()) return err(parsed.error);
        const now = deps.clock.now();
        const limited = await consumeLimits(
          deps.rateLimiter,
          [{ key: rateKey('device-code', 'ip', ctx.ip), limit: ACCOUNT_LIMITS.codeVerifyPerIp }],
          now,
        );
        if (limited) return err(limited);
        if (!ctx.challengeToken || ctx.challengeToken.length > 200)
          return err(generalError(DEVICE_CODE_EXPIRED_MESSAGE));
        const idHash = deps.digest.sha256(ctx.challengeToken);
        // The try is counted before the code is compared, so parallel guesses get no more comparisons.
        const challenge = await deps.tokens.claimAttempt('device', idHash, ACCOUNT_LIMITS.codeTries.max, now);
        if (!challenge?.userId) return err(generalError(DEVICE_CODE_EXPIRED_MESSAGE));
        if (challenge.codeHash !== codeDigest(deps, ctx.challengeToken, parsed.value.code)) {
          if (challenge.attempts >= ACCOUNT_LIMITS.codeTries.max) {
            await deps.tokens.consume('device', idHash, now);
            return err(generalError(DEVICE_CODE_EXPIRED_MESSAGE));
          }
          return err(generalError(DEVICE_CODE_WRONG_MESSAGE));
        }
        const used = await deps.tokens.consume('device', idHash, now);
        const user = used?.userId ? await deps.users.findById(used.userId) : null;
        if (!used || !user || isDeleted(user)) return err(generalError(DEVICE_CODE_EXPIRED_MESSAGE));
        return ok(await openSession(deps, user.id, ctx, challenge.data.remember === true));
      })(),
    );
