import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { safeRedirect } from '../../core/accounts/redirect.rules.js';
import type { AppEnv } from '../http/app-env.js';
import { jsonBody } from '../http/json-body.js';
import { respond } from '../http/respond.js';
import {
  clearCookie,
  clearSessionCookie,
  clientContext,
  DEVICE_CHALLENGE_COOKIE,
  OIDC_STATE_COOKIE,
  SESSION_COOKIE,
  setSessionCookies,
  setShortCookie,
} from '../http/session.js';
import type { UseCases } from '../use-cases.js';

/** Body fields as an object (anything else becomes `{}` so the use case reports the missing fields). */
const obj = (v: unknown): Record<string, unknown> =>
  v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};

/**
 * Public account calls under /api (every POST needs the anti-forgery header, log-in included):
 * sign-up, log-in, new-device code, log-out, forgot/reset password, e-mail verification, social log-in.
 */
export const accountRoutes = ({ accounts: a }: Pick<UseCases, 'accounts'>) => {
  const policy = { secure: a.secureCookies };
  const ctx = (c: Parameters<typeof clientContext>[0]) => clientContext(c, a.trustProxy);
  /** A new session replaces the browser's previous one, which is ended server side too. */
  const endPrevious = async (c: Parameters<typeof clientContext>[0]) => {
    const previous = getCookie(c, SESSION_COOKIE);
    if (previous) await a.logOut(previous);
  };
  return new Hono<AppEnv>()
    .get('/account/session', async (c) => {
      c.header('Cache-Control', 'no-store');
      const userId = c.get('userId');
      if (!userId) return c.json({ success: true, signedIn: false });
      const u = await a.getUser(userId);
      return u.isOk()
        ? c.json({
            success: true,
            signedIn: true,
            user: {
              userId: u.value.user.userId,
              email: u.value.user.email,
              firstName: u.value.user.firstName,
              lastName: u.value.user.lastName,
              userFlags: u.value.user.userFlags,
            },
          })
        : c.json({ success: true, signedIn: false });
    })
    .get('/account/social/providers', (c) => c.json({ success: true, providers: a.socialProviders }))
    .post('/account/signup', async (c) => {
      const out = await a.signUp(await jsonBody(c), ctx(c));
      if (out.isOk()) {
        await endPrevious(c);
        setSessionCookies(c, out.value.session, policy);
      }
      return respond(
        c,
        out.map(() => ({ redirect: '/dashboard' })),
        201,
      );
    })
    .post('/account/login', async (c) => {
      const body = obj(await jsonBody(c));
      const redirect = safeRedirect(body.redirect);
      const out = await a.logIn(body, { ...ctx(c), remember: body.remember === true });
      if (out.isOk() && out.value.kind === 'signedIn') {
        await endPrevious(c);
        setSessionCookies(c, out.value.session, policy);
      }
      if (out.isOk() && out.value.kind === 'deviceCheck') {
        setShortCookie(c, DEVICE_CHALLENGE_COOKIE, out.value.challengeToken, 15 * 60, policy);
      }
      return respond(
        c,
        out.map((o) =>
          o.kind === 'signedIn'
            ? { redirect }
            : {
                deviceVerificationRequired: true,
                redirect: `/login/new-device-detected?redirect=${encodeURIComponent(redirect)}`,
              },
        ),
      );
    })
    .post('/account/verify-device', async (c) => {
      const body = obj(await jsonBody(c));
      const out = await a.verifyDevice(body, {
        ...ctx(c),
        challengeToken: getCookie(c, DEVICE_CHALLENGE_COOKIE) ?? null,
      });
      if (out.isOk()) {
        await endPrevious(c);
        setSessionCookies(c, out.value, policy);
        clearCookie(c, DEVICE_CHALLENGE_COOKIE, policy);
      }
      return respond(
        c,
        out.map(() => ({ redirect: safeRedirect(body.redirect) })),
      );
    })
    .post('/account/logout', async (c) => {
      await a.logOut(getCookie(c, SESSION_COOKIE));
      clearSessionCookie(c, policy);
      return c.json({ success: true, redirect: '/' });
    })
    .post('/account/forgot-password', async (c) => respond(c, a.requestPasswordReset(await jsonBody(c), ctx(c))))
    .post('/account/reset-password', async (c) => {
      const body = obj(await jsonBody(c));
      const out = await a.resetPassword(body, {
        ...ctx(c),
        signedInUserId: c.get('userId') ?? null,
        remember: false,
      });
      if (out.isOk()) {
        if (out.value.session) setSessionCookies(c, out.value.session, policy);
        else clearSessionCookie(c, policy);
      }
      return respond(
        c,
        out.map((o) => ({ message: o.message, redirect: o.session ? '/dashboard/account' : '/login' })),
      );
    })
    .post('/account/verify-email', async (c) => respond(c, a.verifyEmail(await jsonBody(c))))
    .post('/account/social/start', async (c) => {
      const body = obj(await jsonBody(c));
      const out = await a.startSocialSignIn(
        {
          authSourceEnumId: body.authSourceEnumId,
          intent: 'login',
          redirect: body.redirect,
          silent: body.silent === true,
        },
        c.get('userId') ?? null,
      );
      if (out.isOk()) setShortCookie(c, OIDC_STATE_COOKIE, out.value.state, 10 * 60, policy);
      return respond(
        c,
        out.map((o) => ({ redirectUrl: o.url })),
      );
    })
    .post('/account/social/callback', async (c) => {
      const out = await a.completeSocialSignIn(await jsonBody(c), {
        ...ctx(c),
        cookieState: getCookie(c, OIDC_STATE_COOKIE) ?? null,
        signedInUserId: c.get('userId') ?? null,
      });
      clearCookie(c, OIDC_STATE_COOKIE, policy);
      if (out.isOk() && out.value.kind === 'signedIn') {
        await endPrevious(c);
        setSessionCookies(c, out.value.session, policy);
      }
      return respond(
        c,
        out.map((o) =>
          o.kind === 'signedIn'
            ? { intent: 'login', redirect: o.redirect }
            : { intent: 'link', message: o.message, redirect: o.redirect },
        ),
      );
    });
};
