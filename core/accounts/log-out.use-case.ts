import { ResultAsync } from 'neverthrow';
import { useCase } from '../shared/use-case.js';
import type { AccountPorts } from './account-deps.port.js';
import { SessionCookie } from './authenticate-session.use-case.js';

/** Log-out: the session is deleted server side (the cookie alone is worthless afterwards). */
export const makeLogOut = (deps: Pick<AccountPorts, 'sessions' | 'digest'>) =>
  // A cookie that is not one of ours names no session: there is nothing to end, and log-out still succeeds.
  useCase(SessionCookie.catch(null), (sessionToken) =>
    ResultAsync.fromSafePromise(
      (async () => {
        if (sessionToken) await deps.sessions.delete(deps.digest.sha256(sessionToken));
        return { loggedOut: true as const };
      })(),
    ),
  );
