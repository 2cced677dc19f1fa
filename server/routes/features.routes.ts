import { randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { Hono } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { VisitorId } from '../../core/experiments/experiment.schema.js';
import type { AppEnv } from '../http/app-env.js';
import { clientAddress } from '../http/client-address.js';
import { respond } from '../http/respond.js';
import type { UseCases } from '../use-cases.js';

/** The first-party visitor cookie experiments assign by (docs/decisions/0076). */
export const VISITOR_COOKIE = 'tw_visitor';
/** Browsers cap cookie lifetimes at 400 days. */
const VISITOR_MAX_AGE_S = 400 * 24 * 60 * 60;

const isHttps = (c: Context): boolean =>
  c.req.url.startsWith('https:') || c.req.header('x-forwarded-proto')?.split(',')[0]?.trim() === 'https';

/** The visitor's id from the cookie when it is a valid one, else `null` (nothing is set). */
export const knownVisitorId = (c: Context): string | null => {
  const current = getCookie(c, VISITOR_COOKIE);
  return current && VisitorId.safeParse(current).success ? current : null;
};

/** The visitor's id from the cookie; a missing or malformed one is replaced by a new random id, set for 400 days. */
export const visitorId = (c: Context): string => {
  const current = knownVisitorId(c);
  if (current) return current;
  const id = randomBytes(18).toString('base64url');
  setCookie(c, VISITOR_COOKIE, id, {
    path: '/',
    httpOnly: true,
    sameSite: 'Lax',
    secure: isHttps(c),
    maxAge: VISITOR_MAX_AGE_S,
  });
  return id;
};

/**
 * GET /features (002 section 9): `{ success, features: { socialLogin: { bit: 1, enabled }, ... }, mask }`
 * for this environment, the stored rules and the request's override cookies. Not cached by the browser:
 * the next page load sees an operator's change.
 */
export const featureRoutes = (uc: Pick<UseCases, 'flags'>) =>
  new Hono<AppEnv>().get('/features', async (c) => {
    c.header('Cache-Control', 'no-store');
    return respond(c, uc.flags.features(getCookie(c)));
  });

/**
 * Experiments (002 section 2.5): GET /experiments/{key} answers the visitor's variant; POST
 * /experiments/{key}/exposure records that the visitor saw it, once per visitor, within the client
 * address's budget (429 past it). The visitor is the first-party `tw_visitor` cookie, set here when
 * missing. There is no conversion call: the server records a conversion when a sale completes, never
 * on the browser's word (docs/decisions/0094), so POST /experiments/{key}/conversion is a 404.
 */
export const experimentRoutes = (uc: Pick<UseCases, 'flags' | 'trustedProxyHops'>) =>
  new Hono<AppEnv>()
    .get('/experiments/:key', async (c) => {
      c.header('Cache-Control', 'no-store');
      return respond(c, uc.flags.assignExperiment({ key: c.req.param('key'), visitorId: visitorId(c) }));
    })
    .post('/experiments/:key/exposure', async (c) =>
      respond(
        c,
        uc.flags.recordExposure(
          { key: c.req.param('key'), visitorId: visitorId(c) },
          { ip: clientAddress(c, uc.trustedProxyHops) },
        ),
      ),
    );
