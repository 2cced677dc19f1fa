import { Hono } from 'hono';
import type { AppEnv } from '../http/app-env.js';
import { jsonBody } from '../http/json-body.js';
import { respond } from '../http/respond.js';
import {
  clearSessionCookie,
  clientContext,
  OIDC_STATE_COOKIE,
  setSessionCookies,
  setShortCookie,
} from '../http/session.js';
import type { UseCases } from '../use-cases.js';

const obj = (v: unknown): Record<string, unknown> =>
  v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};

/**
 * Signed-in account calls under /dashboard/api (the session middleware answers 401 before these run):
 * user, credentials, set-up password, social accounts, account deletion, search history.
 */
export const accountDashboardRoutes = ({ accounts: a }: Pick<UseCases, 'accounts'>) => {
  const policy = { secure: a.secureCookies };
  return new Hono<AppEnv>()
    .get('/user', async (c) => {
      c.header('Cache-Control', 'no-store');
      return respond(c, a.getUser(c.get('userId')));
    })
    .post('/user/credentials', async (c) => {
      const out = await a.changePassword(await jsonBody(c), {
        ...clientContext(c, a.trustProxy),
        userId: c.get('userId'),
        remember: false,
      });
      if (out.isOk()) setSessionCookies(c, out.value.session, policy);
      return respond(
        c,
        out.map(() => ({ message: 'Your password has been updated.' })),
      );
    })
    .post('/user/password-hash', async (c) => respond(c, a.requestPasswordHash(await jsonBody(c), c.get('userId'))))
    .post('/user/verify-email/send', async (c) => respond(c, a.resendEmailVerification(c.get('userId'))))
    .get('/user/social-accounts/get-social-logins', async (c) => respond(c, a.listSocialLogins(c.get('userId'))))
    .post('/user/social-accounts/link', async (c) => {
      const body = obj(await jsonBody(c));
      const out = await a.startSocialSignIn(
        { authSourceEnumId: body.accountAuthType, intent: 'link', redirect: '/dashboard/account' },
        c.get('userId'),
      );
      if (out.isOk()) setShortCookie(c, OIDC_STATE_COOKIE, out.value.state, 10 * 60, policy);
      return respond(
        c,
        out.map((o) => ({ redirectUrl: o.url })),
      );
    })
    .post('/user/social-accounts/unlink', async (c) =>
      respond(c, a.unlinkSocialAccount(await jsonBody(c), c.get('userId'))),
    )
    .post('/consumer-privacy/account/delete', async (c) => {
      const out = await a.deleteAccount(await jsonBody(c), c.get('userId'));
      if (out.isOk()) clearSessionCookie(c, policy);
      return respond(
        c,
        out.map((o) => ({
          confirmationId: o.confirmationId,
          redirect: `/dashboard/account/delete-confirmed/${o.confirmationId}`,
        })),
      );
    })
    .get('/searches', async (c) => respond(c, a.listSearchHistory(c.req.query(), c.get('userId'))));
};
