import type { Context, MiddlewareHandler } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { ResultAsync } from 'neverthrow';
import type { IssuedSession } from '../../core/accounts/account-deps.port.js';
import type { UnauthenticatedError } from '../../core/accounts/accounts.errors.js';
import type { AuthenticatedSession } from '../../core/accounts/authenticate-session.use-case.js';
import { SESSION_EXPIRED_MESSAGE } from '../../core/accounts/session.rules.js';
import type { AppEnv } from './app-env.js';
import { clientAddress } from './client-address.js';
import { failureBody } from './errors.js';

/** Cookie names (docs/decisions/0001 and 0020). */
export const SESSION_COOKIE = 'tw_session';
export const DEVICE_COOKIE = 'tw_device';
export const DEVICE_CHALLENGE_COOKIE = 'tw_device_challenge';
export const OIDC_STATE_COOKIE = 'tw_oidc';

/** Browsers cap cookie lifetimes at 400 days. */
const DEVICE_COOKIE_MAX_AGE = 400 * 24 * 60 * 60;

export interface CookiePolicy {
  /** `Secure` on every auth cookie (NODE_ENV=production). */
  readonly secure: boolean;
}

const base = (p: CookiePolicy) => ({ path: '/', httpOnly: true, sameSite: 'Lax' as const, secure: p.secure });

/**
 * Hands a new session to the browser: `tw_session` (httpOnly, SameSite=Lax, Path=/, Secure in
 * production). With "remember me" it persists until the absolute expiry, otherwise it is a browser
 * session cookie. A new `tw_device` cookie is set when the browser had none.
 */
export const setSessionCookies = (c: Context, s: IssuedSession, p: CookiePolicy): void => {
  setCookie(c, SESSION_COOKIE, s.sessionToken, { ...base(p), ...(s.remember ? { maxAge: s.maxAgeSeconds } : {}) });
  if (s.deviceToken) setCookie(c, DEVICE_COOKIE, s.deviceToken, { ...base(p), maxAge: DEVICE_COOKIE_MAX_AGE });
};

export const clearSessionCookie = (c: Context, p: CookiePolicy): void => {
  deleteCookie(c, SESSION_COOKIE, base(p));
};

export const setShortCookie = (c: Context, name: string, value: string, seconds: number, p: CookiePolicy): void => {
  setCookie(c, name, value, { ...base(p), maxAge: seconds });
};

export const clearCookie = (c: Context, name: string, p: CookiePolicy): void => {
  deleteCookie(c, name, base(p));
};

/**
 * The client address for per-address limits: the socket's address, or behind `trustProxy` proxies
 * of ours (a hop count; `true` is one) the X-Forwarded-For entry the nearest untrusted hop wrote,
 * counted from the right, never the client-supplied left-most one (server/http/client-address.ts).
 */
export const clientIp = (c: Context, trustProxy: number | boolean): string => clientAddress(c, trustProxy);

/** Client context for the account use cases. */
export const clientContext = (c: Context, trustProxy: number | boolean) => ({
  ip: clientIp(c, trustProxy),
  userAgent: c.req.header('user-agent') ?? null,
  deviceToken: getCookie(c, DEVICE_COOKIE) ?? null,
});

type Authenticate = (token: string | null | undefined) => ResultAsync<AuthenticatedSession, UnauthenticatedError>;

/**
 * Reads the `tw_session` cookie and, when it names a live session, puts `userId` on the context.
 * Mounted on /api/* and /dashboard/api/*; without a session nothing is set.
 */
export const sessionMiddleware =
  (authenticate: Authenticate): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    const token = getCookie(c, SESSION_COOKIE);
    if (token) {
      const s = await authenticate(token);
      if (s.isOk()) c.set('userId', s.value.userId);
    }
    await next();
  };

/** /dashboard/api/*: 401 with the spec's shape when no session was found (002 section 8.1). */
export const requireSession = (): MiddlewareHandler<AppEnv> => async (c, next) => {
  if (!c.get('userId')) {
    c.header('Cache-Control', 'no-store');
    return c.json(failureBody({ '*': [SESSION_EXPIRED_MESSAGE] }), 401);
  }
  await next();
};
