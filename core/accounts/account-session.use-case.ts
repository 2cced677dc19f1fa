import { err, ok, ResultAsync } from 'neverthrow';
import { msBetween, SECOND_MS } from '../shared/date.rules.js';
import type { AccountPorts, ClientContext, IssuedSession } from './account-deps.port.js';
import { type UnauthenticatedError, unauthenticated } from './accounts.errors.js';
import { isSessionLive, newSessionTimes, SESSION_EXPIRED_MESSAGE, slideSession } from './session.rules.js';
import { userFlags } from './user-flags.rules.js';
import type { AccountUser } from './user-repository.port.js';

/** Opens a session (a fresh random id: sessions rotate at log-in) and remembers the browser as a device. */
export const openSession = async (
  deps: Pick<AccountPorts, 'sessions' | 'devices' | 'digest' | 'ids' | 'clock'>,
  userId: string,
  ctx: ClientContext,
  remember: boolean,
): Promise<IssuedSession> => {
  const now = deps.clock.now();
  const sessionToken = deps.ids.token(32);
  const times = newSessionTimes(now, remember);
  await deps.sessions.create({
    idHash: deps.digest.sha256(sessionToken),
    userId,
    ...times,
    userAgent: ctx.userAgent?.slice(0, 400) ?? null,
    ip: ctx.ip.slice(0, 100),
  });
  const deviceToken = ctx.deviceToken ?? deps.ids.token(32);
  await deps.devices.remember(userId, deps.digest.sha256(deviceToken), now);
  return {
    sessionToken,
    absoluteExpiresAt: times.absoluteExpiresAt,
    maxAgeSeconds: Math.floor(msBetween(now, times.absoluteExpiresAt) / SECOND_MS),
    deviceToken: ctx.deviceToken ? null : deviceToken,
    userId,
    remember,
  };
};

/** The signed-in user behind a session cookie. */
export interface AuthenticatedSession {
  readonly userId: string;
  readonly sessionIdHash: string;
}

/**
 * Resolves the `tw_session` cookie: the session must exist, be within both expiries and belong to a live
 * account. Use slides the idle expiry. Anything else is a 401 with the spec's session-expired text.
 */
export const makeAuthenticateSession =
  (deps: Pick<AccountPorts, 'sessions' | 'users' | 'digest' | 'clock'>) =>
  (sessionToken: string | null | undefined): ResultAsync<AuthenticatedSession, UnauthenticatedError> =>
    new ResultAsync(
      (async () => {
        if (!sessionToken || sessionToken.length > 200) return err(unauthenticated(SESSION_EXPIRED_MESSAGE));
        const now = deps.clock.now();
        const idHash = deps.digest.sha256(sessionToken);
        const s = await deps.sessions.findActive(idHash, now);
        if (!s || !isSessionLive(s, now)) return err(unauthenticated(SESSION_EXPIRED_MESSAGE));
        const user = await deps.users.findById(s.userId);
        if (!user || isDeleted(user)) {
          await deps.sessions.delete(idHash);
          return err(unauthenticated(SESSION_EXPIRED_MESSAGE));
        }
        const slid = slideSession(s, now);
        if (slid) await deps.sessions.touch(idHash, slid.lastSeenAt, slid.expiresAt);
        return ok({ userId: s.userId, sessionIdHash: idHash });
      })(),
    );

/** Log-out: the session is deleted server side (the cookie alone is worthless afterwards). */
export const makeLogOut =
  (deps: Pick<AccountPorts, 'sessions' | 'digest'>) =>
  (sessionToken: string | null | undefined): ResultAsync<{ loggedOut: true }, never> =>
    ResultAsync.fromSafePromise(
      (async () => {
        if (sessionToken && sessionToken.length <= 200) await deps.sessions.delete(deps.digest.sha256(sessionToken));
        return { loggedOut: true as const };
      })(),
    );

/** A deleted account (flag 2) can no longer sign in or use a session. */
export const isDeleted = (user: AccountUser): boolean => userFlags.has(user.userFlags, 'deleted');
