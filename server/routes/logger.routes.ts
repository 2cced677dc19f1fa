import { Hono } from 'hono';
import type { AppEnv } from '../http/app-env.js';
import { clientAddress } from '../http/client-address.js';
import { jsonBody } from '../http/json-body.js';
import { respond } from '../http/respond.js';
import type { UseCases } from '../use-cases.js';
import { knownVisitorId } from './features.routes.js';

/**
 * POST /logger: the browser's stored logs array (002 section 7); answers `{ success: true, stored }`,
 * or 429 past the per-address and per-visitor budgets (docs/decisions/0094). Its body is capped like
 * every other at 64 kB (server/http/body-limit.ts); what it stores, at 3 entries of 8,620 bytes.
 */
export const loggerRoutes = (uc: Pick<UseCases, 'recordClientLogs' | 'trustedProxyHops'>) =>
  new Hono<AppEnv>().post('/logger', async (c) =>
    respond(
      c,
      uc.recordClientLogs(await jsonBody(c), {
        ip: clientAddress(c, uc.trustedProxyHops),
        visitorId: knownVisitorId(c),
        userAgent: c.req.header('User-Agent'),
      }),
    ),
  );
