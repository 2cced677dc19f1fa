import { err, ok, type Result, ResultAsync } from 'neverthrow';
import { z } from 'zod';
import { addMs, HOUR_MS, MINUTE_MS } from '../shared/date.rules.js';
import { generalError, parseInput, type ValidationError, validationError } from '../shared/errors.js';
import type { AccountPorts, ClientContext, IssuedSession } from './account-deps.port.js';
import { isDeleted, openSession } from './account-session.use-case.js';
import type { RateLimitedError } from './accounts.errors.js';
import {
  AccountEmailSchema,
  makeChangePasswordSchema,
  PASSWORD_UPDATE_FAILED_MESSAGE,
  PASSWORDS_DO_NOT_MATCH_MESSAGE,
  PasswordSchema,
} from './password.schema.js';
import { ACCOUNT_LIMITS, rateKey } from './rate-limit.rules.js';
import { consumeLimits, releaseAttempt, reserveAttempt } from './rate-limit.use-case.js';
import { hasSystemGeneratedPassword, userFlags } from './user-flags.rules.js';
import type { AccountUser } from './user-repository.port.js';

/** Reset links live one hour and work once. */
export const RESET_TOKEN_TTL_MS = HOUR_MS;
/** The same answer whether or not the e-mail has an account (no user enumeration). */
export const RESET_REQUESTED_MESSAGE =
  'If an account exists for that email, we have sent a link to reset your password.';
export const RESET_LINK_INVALID_MESSAGE =
  'This password reset link is invalid or has expired. Please request a new one.';
export const PASSWORD_UPDATED_MESSAGE = 'Your password has been updated.';

/**
 * Stores a new password: argon2id hash, the systemGeneratedPassword flag cleared, every session of the
 * user ended and a fresh one opened for this browser when `ctx` is given (session rotation).
 */
const replacePassword = async (
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

/**
 * Change password on /dashboard/account (000 sections 4, 5, 7): oldPassword, password, confirmPassword.
 * Form rules first ("Passwords do not match" on both fields); the current password is required unless
 * it is system generated; any other failure is "Sorry, password could not be updated.". Every other
 * session of the user ends; this browser gets a new session id.
 */
export const makeChangePassword =
  (deps: AccountPorts) =>
  (
    raw: unknown,
    ctx: ClientContext & { userId: string; remember: boolean },
  ): ResultAsync<{ session: IssuedSession }, ValidationError | RateLimitedError> =>
    new ResultAsync(
      (async (): Promise<Result<{ session: IssuedSession }, ValidationError | RateLimitedError>> => {
        const user = await deps.users.findById(ctx.userId);
        if (!user || isDeleted(user)) return err(generalError(PASSWORD_UPDATE_FAILED_MESSAGE));
        const systemGenerated = hasSystemGeneratedPassword(user.userFlags);
        const parsed = parseInput(makeChangePasswordSchema({ systemGeneratedPassword: systemGenerated }), raw);
        if (parsed.isErr()) return err(parsed.error);
        const now = deps.clock.now();
        const limits = [
          { key: rateKey('password-confirm', 'user', user.id), limit: ACCOUNT_LIMITS.passwordConfirmPerUser },
        ];
        if (!systemGenerated) {
          // Counted before the verification (docs/decisions/0020, "Limits"); a right password takes it back.
          const attempt = await reserveAttempt(deps.rateLimiter, limits, now);
          if (attempt.isErr()) return err(attempt.error);
          const ok1 =
            user.passwordHash !== null && (await deps.hasher.verify(user.passwordHash, parsed.value.oldPassword ?? ''));
          if (!ok1) return err(generalError(PASSWORD_UPDATE_FAILED_MESSAGE));
          await releaseAttempt(deps.rateLimiter, attempt.value);
        }
        const session = await replacePassword(deps, user, parsed.value.password, ctx);
        return ok({ session: session! });
      })(),
    );

const ResetRequestInput = z.object({ email: AccountEmailSchema });

/**
 * /forgot-password: always "If an account exists for that email, ..."; a live account gets a single-use
 * link valid for one hour. 5 requests per account and 20 per address per hour.
 */
export const makeRequestPasswordReset =
  (deps: AccountPorts) =>
  (raw: unknown, ctx: ClientContext): ResultAsync<{ message: string }, ValidationError | RateLimitedError> =>
    new ResultAsync(
      (async (): Promise<Result<{ message: string }, ValidationError | RateLimitedError>> => {
        const parsed = parseInput(ResetRequestInput, raw);
        if (parsed.isErr()) return err(parsed.error);
        const now = deps.clock.now();
        const limited = await consumeLimits(
          deps.rateLimiter,
          [
            { key: rateKey('reset', 'ip', ctx.ip), limit: ACCOUNT_LIMITS.resetPerIp },
            { key: rateKey('reset', 'acct', parsed.value.email), limit: ACCOUNT_LIMITS.resetPerAccount },
          ],
          now,
        );
        if (limited) return err(limited);
        const user = await deps.users.findByEmail(parsed.value.email);
        if (user && !isDeleted(user) && user.email) {
          const token = await createResetToken(deps, user, RESET_TOKEN_TTL_MS);
          const link = `${deps.siteUrl}/reset-password?token=${encodeURIComponent(token)}`;
          await deps.mailer.send({
            to: user.email,
            subject: 'Reset your Tracewell password',
            text: `We received a request to reset your Tracewell password.\n\nOpen this link to choose a new password:\n${link}\n\nThe link works once and expires in 1 hour. If you did not ask for it, ignore this e-mail.`,
            html: `<p>We received a request to reset your Tracewell password.</p><p><a href="${link}">Choose a new password</a></p><p>The link works once and expires in 1 hour. If you did not ask for it, ignore this e-mail.</p>`,
          });
        }
        return ok({ message: RESET_REQUESTED_MESSAGE });
      })(),
    );

const createResetToken = async (deps: AccountPorts, user: AccountUser, ttlMs: number): Promise<string> => {
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

/** A set-up hash id lives 15 minutes. */
export const PASSWORD_HASH_ID_TTL_MS = 15 * MINUTE_MS;

/**
 * Set-up password, step 1 (000 section 7): the signed-in user posts their e-mail and gets `hashId`,
 * a single-use reset token for step 2.
 */
export const makeRequestPasswordHash =
  (deps: AccountPorts) =>
  (raw: unknown, userId: string): ResultAsync<{ hashId: string }, ValidationError> =>
    new ResultAsync(
      (async (): Promise<Result<{ hashId: string }, ValidationError>> => {
        const parsed = parseInput(ResetRequestInput, raw);
        if (parsed.isErr()) return err(parsed.error);
        const user = await deps.users.findById(userId);
        if (!user || isDeleted(user) || user.email?.toLowerCase() !== parsed.value.email.toLowerCase()) {
          return err(generalError(PASSWORD_UPDATE_FAILED_MESSAGE));
        }
        return ok({ hashId: await createResetToken(deps, user, PASSWORD_HASH_ID_TTL_MS) });
      })(),
    );

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
 * The reset endpoint: `{ token, password, confirmPassword }` from the e-mailed link, or
 * `{ hashId, newPassword, confirmNewPassword }` from the set-up flow (000 section 7). The token works
 * once; the new password ends every session. When the caller is signed in as the same user (set-up
 * flow), this browser gets a new session instead of being signed out.
 */
export const makeResetPassword =
  (deps: AccountPorts) =>
  (
    raw: unknown,
    ctx: ClientContext & { signedInUserId: string | null; remember: boolean },
  ): ResultAsync<{ message: string; session: IssuedSession | null }, ValidationError> =>
    new ResultAsync(
      (async (): Promise<Result<{ message: string; session: IssuedSession | null }, ValidationError>> => {
        const body = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
        const viaHash = 'hashId' in body;
        const parsed = viaHash
          ? parseInput(ResetWithHashId, { ...body, token: body.hashId })
          : parseInput(ResetWithToken, body);
        if (parsed.isErr()) {
          const { token, ...rest } = parsed.error.errors;
          return err(validationError(token ? { '*': [RESET_LINK_INVALID_MESSAGE], ...rest } : rest));
        }
        const v = parsed.value as Record<string, string>;
        const used = await deps.tokens.consume('reset', deps.digest.sha256(v.token!), deps.clock.now());
        const user = used?.userId ? await deps.users.findById(used.userId) : null;
        if (!used || !user || isDeleted(user)) return err(generalError(RESET_LINK_INVALID_MESSAGE));
        const password = viaHash ? v.newPassword! : v.password!;
        // A reset link proves control of the mailbox.
        const session = await replacePassword(
          deps,
          user,
          password,
          ctx.signedInUserId === user.id ? ctx : null,
          userFlags.bits.verifiedEmail,
        );
        return ok({ message: PASSWORD_UPDATED_MESSAGE, session });
      })(),
    );
