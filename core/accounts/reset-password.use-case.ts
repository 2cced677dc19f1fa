import { err, ok, type Result } from 'neverthrow';
import { z } from 'zod';
import { generalError, type ValidationError } from '../shared/errors.js';
import { useCase } from '../shared/use-case.js';
import type { AccountPorts, ClientContext, IssuedSession } from './account-deps.port.js';
import { PASSWORDS_DO_NOT_MATCH_MESSAGE, PasswordSchema } from './password.schema.js';
import { PASSWORD_UPDATED_MESSAGE, RESET_LINK_INVALID_MESSAGE, replacePassword } from './password.steps.js';
import { isDeleted, userFlags } from './user-flags.rules.js';

const passwordPair = (a: string, b: string) =>
  z
    .object({
      token: z.string({ error: RESET_LINK_INVALID_MESSAGE }).min(1).max(200),
      [a]: PasswordSchema,
      [b]: PasswordSchema,
    })
    .superRefine((v, ctx) => {
      if (v[a] !== v[b]) {
        for (const path of [a, b])
          ctx.addIssue({ code: 'custom', path: [path], message: PASSWORDS_DO_NOT_MATCH_MESSAGE });
      }
    });
const ResetWithToken = passwordPair('password', 'confirmPassword');
const ResetWithHashId = passwordPair('newPassword', 'confirmNewPassword');

/**
 * The reset form: `{ token, password, confirmPassword }` from the e-mailed link, or `{ hashId,
 * newPassword, confirmNewPassword }` from the set-up flow (000 section 7), read as the token and the new
 * password. A missing or malformed token reads as the general "link is invalid" message; the password
 * fields keep their own messages.
 */
const ResetPasswordInput = z.unknown().transform((raw, ctx) => {
  const body = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  const viaHash = 'hashId' in body;
  const parsed = viaHash ? ResetWithHashId.safeParse({ ...body, token: body.hashId }) : ResetWithToken.safeParse(body);
  if (parsed.success) {
    const v = parsed.data as Record<string, string>;
    return { token: v.token!, password: viaHash ? v.newPassword! : v.password! };
  }
  for (const issue of parsed.error.issues) {
    if (issue.path[0] === 'token') ctx.addIssue({ code: 'custom', path: [], message: RESET_LINK_INVALID_MESSAGE });
    else ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
  }
  return z.NEVER;
});

/**
 * The reset endpoint: `{ token, password, confirmPassword }` from the e-mailed link, or
 * `{ hashId, newPassword, confirmNewPassword }` from the set-up flow (000 section 7). The token works
 * once; the new password ends every session. When the caller is signed in as the same user (set-up
 * flow), this browser gets a new session instead of being signed out.
 */
export const makeResetPassword = (deps: AccountPorts) =>
  useCase(
    ResetPasswordInput,
    async (
      { token, password },
      ctx: ClientContext & { signedInUserId: string | null; remember: boolean },
    ): Promise<Result<{ message: string; session: IssuedSession | null }, ValidationError>> => {
      const used = await deps.tokens.consume('reset', deps.digest.sha256(token), deps.clock.now());
      const user = used?.userId ? await deps.users.findById(used.userId) : null;
      if (!used || !user || isDeleted(user)) return err(generalError(RESET_LINK_INVALID_MESSAGE));
      // A reset link proves control of the mailbox.
      const session = await replacePassword(
        deps,
        user,
        password,
        ctx.signedInUserId === user.id ? ctx : null,
        userFlags.bits.verifiedEmail,
      );
      return ok({ message: PASSWORD_UPDATED_MESSAGE, session });
    },
  );
