import { addMs, HOUR_MS, MINUTE_MS } from '../shared/date.rules.js';
import type { AccountPorts, ClientContext, IssuedSession } from './account-deps.port.js';
import { openSession } from './session.steps.js';
import { userFlags } from './user-flags.rules.js';
import type { AccountUser } from './user-repository.port.js';

/** Reset links live one hour and work once. */
export const RESET_TOKEN_TTL_MS = HOUR_MS;
/** The same answer whether or not the e-mail has an account (no user enumeration). */
export const RESET_REQUESTED_MESSAGE =
  'If an account exists for that email, we have sent a link to reset your password.';
export const RESET_LINK_INVALID_MESSAGE =
  'This password reset link is invalid or has expired. Please request a new one.';
export const PASSWORD_UPDATED_MESSAGE = 'Your password has been updated.';

/** A set-up hash id lives 15 minutes. */
export const PASSWORD_HASH_ID_TTL_MS = 15 * MINUTE_MS;

/**
 * Stores a new password: argon2id hash, the systemGeneratedPassword flag cleared, every session of the
 * user ended and a fresh one opened for this browser when `ctx` is given (session rotation).
 */
export const replacePassword = async (
  deps: AccountPorts,
  user: AccountUser,
  password: string,
  ctx: (ClientContext & { remember: boolean }) | null,
  extraFlags = 0,
): Promise<IssuedSession | null> => {
  const now = deps.clock.now();
  const flags = userFlags.remove(user.userFlags, 'systemGeneratedPassword') | extraFlags;
  await deps.users.updatePassword(user.id, await deps.hasher.hash(password), flags, now);
  await deps.sessions.deleteAllForUser(user.id);
  await deps.tokens.deleteForUser(user.id, 'reset');
  return ctx ? openSession(deps, user.id, ctx, ctx.remember) : null;
};

/** A single-use reset token (an e-mailed link, or the set-up flow's hashId) for the user, valid `ttlMs`. */
export const createResetToken = async (deps: AccountPorts, user: AccountUser, ttlMs: number): Promise<string> => {
  const now = deps.clock.now();
  const token = deps.ids.token(32);
  await deps.tokens.create({
    idHash: deps.digest.sha256(token),
    kind: 'reset',
    userId: user.id,
    codeHash: null,
    createdAt: now,
    expiresAt: addMs(now, ttlMs),
    data: {},
  });
  return token;
};
