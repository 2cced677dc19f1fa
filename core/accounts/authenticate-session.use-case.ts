import { err, ok, type Result } from 'neverthrow';
import { z } from 'zod';
import { useCase } from '../shared/use-case.js';
import type { AccountPorts } from './account-deps.port.js';
import { type UnauthenticatedError, unauthenticated } from './accounts.errors.js';
import { isSessionLive, SESSION_EXPIRED_MESSAGE, slideSession } from './session.rules.js';
import { isDeleted } from './user-flags.rules.js';

/** The `tw_session` cookie as it arrives: absent, or a token of at most 200 characters. */
export const SessionCookie = z.string().max(200).nullish();

/** The signed-in user behind a session cookie. */
export interface AuthenticatedSession {
  readonly userId: string;
  readonly sessionIdHash: string;
}

/**
 * Resolves the `tw_session` cookie: the session must exist, be within both expiries and belong to a live
 * account. Use slides the idle expiry. Anything else is a 401 with the spec's session-expired text.
 */
export const makeAuthenticateSession = (deps: Pick<AccountPorts, 'sessions' | 'users' | 'digest' | 'clock'>) =>
  useCase(
    SessionCookie,
    async (sessionToken): Promise<Result<AuthenticatedSession, UnauthenticatedError>> => {
      if (!sessionToken) return err(unauthenticated(SESSION_EXPIRED_MESSAGE));
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
    },
    () => unauthenticated(SESSION_EXPIRED_MESSAGE),
  );
