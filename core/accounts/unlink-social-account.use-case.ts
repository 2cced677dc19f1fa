import { err, ok, type Result } from 'neverthrow';
import { z } from 'zod';
import { generalError, type ValidationError } from '../shared/errors.js';
import { useCase } from '../shared/use-case.js';
import type { AccountPorts } from './account-deps.port.js';
import {
  checkSocialUnlink,
  socialProviderOf,
  socialUnlinkFailureMessage,
  socialUnlinkSuccessMessage,
} from './social-links.rules.js';
import { isDeleted, userFlags } from './user-flags.rules.js';

const UnlinkInput = z.object({
  externalLoginId: z.coerce.number().int().positive().optional(),
  accountAuthType: z.coerce.number().int().optional(),
  /** `not_authorized` from the provider triggers the same unlink (000 section 4). */
  status: z.string().max(50).optional(),
});

/**
 * POST user/social-accounts/unlink: blocked while the password is system generated (000 section 5);
 * the provider flag is cleared once no link of that provider remains.
 */
export const makeUnlinkSocialAccount = (deps: Pick<AccountPorts, 'socialLogins' | 'users'>) =>
  useCase(UnlinkInput, async (input, userId: string): Promise<Result<{ message: string }, ValidationError>> => {
    const user = await deps.users.findById(userId);
    if (!user || isDeleted(user)) return err(generalError(socialUnlinkFailureMessage('google')));
    const links = (await deps.socialLogins.listForUser(userId)).filter((l) => l.isActive);
    const target = links.find((l) =>
      input.externalLoginId !== undefined
        ? l.id === input.externalLoginId
        : l.authSourceEnumId === input.accountAuthType,
    );
    const kind = socialProviderOf(target?.authSourceEnumId ?? input.accountAuthType ?? 0) ?? 'google';
    const blocked = checkSocialUnlink(user.userFlags);
    if (blocked.isErr()) return err(blocked.error);
    if (!target || !(await deps.socialLogins.unlink(userId, target.id))) {
      return err(generalError(socialUnlinkFailureMessage(kind)));
    }
    if (!links.some((l) => l.id !== target.id && l.authSourceEnumId === target.authSourceEnumId)) {
      await deps.users.setUserFlags(userId, userFlags.remove(user.userFlags, kind));
    }
    return ok({ message: socialUnlinkSuccessMessage(kind) });
  });
