import { err, ok, type Result } from 'neverthrow';
import { z } from 'zod';
import { generalError, type ValidationError } from '../shared/errors.js';
import { useCase } from '../shared/use-case.js';
import type { AccountPorts } from './account-deps.port.js';
import { VERIFY_EMAIL_INVALID_MESSAGE } from './email-verification.steps.js';
import { isDeleted, userFlags } from './user-flags.rules.js';

const TokenInput = z.object({ token: z.string().min(1).max(200) });

/** Opening the e-mailed link sets the verifiedEmail flag (512) when the address is still the account's. */
export const makeVerifyEmail = (deps: Pick<AccountPorts, 'tokens' | 'digest' | 'clock' | 'users'>) =>
  useCase(
    TokenInput,
    async ({ token }): Promise<Result<{ verified: true }, ValidationError>> => {
      const used = await deps.tokens.consume('verify_email', deps.digest.sha256(token), deps.clock.now());
      const user = used?.userId ? await deps.users.findById(used.userId) : null;
      if (!used || !user || isDeleted(user) || user.email?.toLowerCase() !== used.data.email) {
        return err(generalError(VERIFY_EMAIL_INVALID_MESSAGE));
      }
      await deps.users.setUserFlags(user.id, userFlags.add(user.userFlags, 'verifiedEmail'));
      return ok({ verified: true as const });
    },
    () => generalError(VERIFY_EMAIL_INVALID_MESSAGE),
  );
