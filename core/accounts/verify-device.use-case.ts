import { err, ok, type Result } from 'neverthrow';
import { z } from 'zod';
import { generalError, type ValidationError } from '../shared/errors.js';
import { useCase } from '../shared/use-case.js';
import type { AccountPorts, ClientContext, IssuedSession } from './account-deps.port.js';
import type { RateLimitedError } from './accounts.errors.js';
import { codeDigest, DEVICE_CODE_EXPIRED_MESSAGE, DEVICE_CODE_WRONG_MESSAGE } from './device-code.steps.js';
import { VerificationCodeSchema } from './password.schema.js';
import { ACCOUNT_LIMITS, rateKey } from './rate-limit.rules.js';
import { consumeLimits } from './rate-limit.steps.js';
import { openSession } from './session.steps.js';
import { isDeleted } from './user-flags.rules.js';

const VerifyDeviceInput = z.object({ code: VerificationCodeSchema });

/**
 * /login/new-device-detected: the e-mailed code completes the log-in and the browser becomes known.
 * A challenge allows 5 tries (the 5th wrong code ends it); each try is counted before the comparison.
 * The client address is limited as well.
 */
export const makeVerifyDevice = (deps: AccountPorts) =>
  useCase(
    VerifyDeviceInput,
    async (
      { code },
      ctx: ClientContext & { challengeToken: string | null },
    ): Promise<Result<IssuedSession, ValidationError | RateLimitedError>> => {
      const now = deps.clock.now();
      const limited = await consumeLimits(
        deps.rateLimiter,
        [{ key: rateKey('device-code', 'ip', ctx.ip), limit: ACCOUNT_LIMITS.codeVerifyPerIp }],
        now,
      );
      if (limited) return err(limited);
      if (!ctx.challengeToken || ctx.challengeToken.length > 200) return err(generalError(DEVICE_CODE_EXPIRED_MESSAGE));
      const idHash = deps.digest.sha256(ctx.challengeToken);
      // The try is counted before the code is compared, so parallel guesses get no more comparisons.
      const challenge = await deps.tokens.claimAttempt('device', idHash, ACCOUNT_LIMITS.codeTries.max, now);
      if (!challenge?.userId) return err(generalError(DEVICE_CODE_EXPIRED_MESSAGE));
      if (challenge.codeHash !== codeDigest(deps, ctx.challengeToken, code)) {
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
    },
  );
