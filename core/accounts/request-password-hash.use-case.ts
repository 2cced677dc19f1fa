import { err, ok, type Result } from 'neverthrow';
import { generalError, type ValidationError } from '../shared/errors.js';
import { useCase } from '../shared/use-case.js';
import type { AccountPorts } from './account-deps.port.js';
import { PASSWORD_UPDATE_FAILED_MESSAGE, PasswordResetRequestInput } from './password.schema.js';
import { createResetToken, PASSWORD_HASH_ID_TTL_MS } from './password.steps.js';
import { isDeleted } from './user-flags.rules.js';

/**
 * Set-up password, step 1 (000 section 7): the signed-in user posts their e-mail and gets `hashId`,
 * a single-use reset token for step 2.
 */
export const makeRequestPasswordHash = (deps: AccountPorts) =>
  useCase(
    PasswordResetRequestInput,
    async ({ email }, userId: string): Promise<Result<{ hashId: string }, ValidationError>> => {
      const user = await deps.users.findById(userId);
      if (!user || isDeleted(user) || user.email?.toLowerCase() !== email.toLowerCase()) {
        return err(generalError(PASSWORD_UPDATE_FAILED_MESSAGE));
      }
      return ok({ hashId: await createResetToken(deps, user, PASSWORD_HASH_ID_TTL_MS) });
    },
  );
