import type { Context } from 'hono';
import { Hono } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { RETENTION_COOKIE_SECONDS } from '../../core/membership/cancellation/cancel-flow.rules.js';
import { RETENTION_COOKIE } from '../../core/membership/retention/retention.rules.js';
import type { AppEnv } from '../http/app-env.js';
import { jsonBody } from '../http/json-body.js';
import { respond } from '../http/respond.js';
import type { UseCases } from '../use-cases.js';

const isHttps = (c: Context): boolean =>
  c.req.url.startsWith('https:') || c.req.header('x-forwarded-proto')?.split(',')[0]?.trim() === 'https';

/** The member was sent to the retention flow less than 60 s ago (Spec 000 §9; docs/decisions/0082). */
const recentlySent = (c: Context): boolean => getCookie(c, RETENTION_COOKIE) === '1';

/**
 * The retention (exit-survey) flow before the cancel modal (Spec 000 §4), under /dashboard/api (session and
 * anti-forgery header as every signed-in call):
 * - GET /retention/status: `{ success, exitSurveyFlag, monthlyCapReached }`;
 * - POST /retention/sessions `{ subscriptionId }` (one of the caller's own, else 404): `{ success, url }`, `url`
 *   null when the cancel modal should open; with a url it sets `tw_retention=1` for 60 s, so a return within a
 *   minute opens the modal;
 * - POST /retention/finish `{ session, outcome: kept|cancel, reason? }`: `{ success, returnUrl }`.
 */
export const retentionRoutes = (uc: Pick<UseCases, 'retention'>) =>
  new Hono<AppEnv>()
    .get('/retention/status', (c) => {
      c.header('Cache-Control', 'no-store');
      return respond(c, uc.retention.status({}, c.get('userId') as string, recentlySent(c)));
    })
    .post('/retention/sessions', async (c) => {
      const result = await uc.retention.start(await jsonBody(c), c.get('userId') as string, recentlySent(c));
      if (result.isOk() && result.value.url) {
        setCookie(c, RETENTION_COOKIE, '1', {
          path: '/',
          httpOnly: true,
          sameSite: 'Lax',
          secure: isHttps(c),
          maxAge: RETENTION_COOKIE_SECONDS,
        });
      }
      return respond(c, result);
    })
    .post('/retention/finish', async (c) =>
      respond(c, uc.retention.finish(await jsonBody(c), c.get('userId') as string)),
    );
