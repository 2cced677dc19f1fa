import { type Context, Hono } from 'hono';
import type { AppEnv } from '../http/app-env.js';
import { clientAddress } from '../http/client-address.js';
import { jsonBody } from '../http/json-body.js';
import { respond } from '../http/respond.js';
import type { UseCases } from '../use-cases.js';
import { visitorId } from './features.routes.js';

/**
 * The user-flow tracker's calls under /api (002 sections 4.2 and 7; docs/decisions/0081): GET
 * user-flows/{flow} (the flow), POST user-flows/{flow}/session (session track: the page id), POST
 * user-flows/{flow}/heartbeat (every 15 minutes) and POST user-flows/{flow}/track (events such as
 * "Viewed Page"). The session is the visitor's (the `tw_visitor` cookie, set here when missing). The
 * writes share one budget per client address: 429 past it (docs/decisions/0094).
 */
/** The JSON body with the flow of the path and the visitor of the cookie (a non-object body adds nothing). */
const input = async (c: Context<AppEnv>) => {
  const body = await jsonBody(c);
  return {
    ...(typeof body === 'object' && body !== null && !Array.isArray(body) ? body : {}),
    flow: c.req.param('flow'),
    visitorId: visitorId(c),
  };
};

/** The client address the tracker's per-address budget counts (docs/decisions/0094). */
const client = (c: Context<AppEnv>, hops: number | boolean) => ({ ip: clientAddress(c, hops) });

export const userFlowRoutes = ({ flags, trustedProxyHops }: Pick<UseCases, 'flags' | 'trustedProxyHops'>) =>
  new Hono<AppEnv>()
    .get('/user-flows/:flow', (c) => {
      c.header('Cache-Control', 'no-store');
      return respond(c, flags.getUserFlow({ flow: c.req.param('flow') }));
    })
    .post('/user-flows/:flow/session', async (c) =>
      respond(c, flags.trackUserFlowSession(await input(c), c.get('userId') ?? null, client(c, trustedProxyHops))),
    )
    .post('/user-flows/:flow/heartbeat', async (c) =>
      respond(c, flags.userFlowHeartbeat(await input(c), client(c, trustedProxyHops))),
    )
    .post('/user-flows/:flow/track', async (c) =>
      respond(c, flags.trackUserFlowEvent(await input(c), client(c, trustedProxyHops))),
    );
