import type { Context } from 'hono';
import { Hono } from 'hono';
import type { AppEnv } from '../http/app-env.js';
import { clientAddress } from '../http/client-address.js';
import { jsonBody } from '../http/json-body.js';
import { respond } from '../http/respond.js';
import type { UseCases } from '../use-cases.js';
import { visitorId } from './features.routes.js';

const noStore = (c: { header: (k: string, v: string) => void }) => c.header('Cache-Control', 'no-store');

/** The caller: the signed-in user (session middleware) and the first-party visitor cookie (set when missing). */
const caller = (c: Context<AppEnv>) => ({ userId: c.get('userId') ?? null, visitorId: visitorId(c) });

/**
 * The address funnel (002 section 7; docs/decisions/0080), under /api (visitors are not signed in):
 * - GET /address-funnel: the caller's funnel by user (or visitor), `{ data, completed, resume }`;
 * - POST /address-funnel: create from `{ PropertyId, SearchCriteria }` (201; 429 past the client
 *   address's budget, docs/decisions/0094);
 * - PUT /address-funnel: update `{ step?, useCaseId?, completed? }` (404 when absent or past 24 hours);
 * - GET /address-funnel/use-cases: the use cases (the fixed nine);
 * - GET /address-funnel/comparables?propertyId=: how many comparables the default search finds (a count only).
 * Writes carry the anti-forgery header like every other write (server/app.ts).
 */
export const addressFunnelRoutes = (uc: Pick<UseCases, 'addressFunnel' | 'trustedProxyHops'>) =>
  new Hono<AppEnv>()
    .get('/address-funnel', (c) => {
      noStore(c);
      return respond(c, uc.addressFunnel.getFunnel({}, caller(c)));
    })
    .post('/address-funnel', async (c) =>
      respond(
        c,
        uc.addressFunnel.createFunnel(await jsonBody(c), caller(c), { ip: clientAddress(c, uc.trustedProxyHops) }),
        201,
      ),
    )
    .put('/address-funnel', async (c) => respond(c, uc.addressFunnel.updateFunnel(await jsonBody(c), caller(c))))
    .get('/address-funnel/use-cases', (c) => respond(c, uc.addressFunnel.listUseCases({})))
    .get('/address-funnel/comparables', (c) => respond(c, uc.addressFunnel.comparablesPreview(c.req.query())));
