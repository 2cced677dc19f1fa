import { Hono } from 'hono';
import type { AppEnv } from '../http/app-env.js';
import { jsonBody } from '../http/json-body.js';
import { respond } from '../http/respond.js';
import type { UseCases } from '../use-cases.js';

/**
 * Market calls under /api/market (001 section 7: comparables, trends, demand). Members only (001
 * section 6: 403 with promptUpgrade and isPaused otherwise); comparables only while the comparables
 * site flag is on (404 otherwise). docs/decisions/0060-property-research.md.
 */
export const marketRoutes = ({ property: p }: Pick<UseCases, 'property'>) =>
  new Hono<AppEnv>()
    .post('/market/comparables', async (c) => respond(c, p.findComparables(await jsonBody(c), c.get('userId') ?? null)))
    .post('/market/trends', async (c) => respond(c, p.marketTrends(await jsonBody(c), c.get('userId') ?? null)))
    .post('/market/demand', async (c) => respond(c, p.marketDemand(await jsonBody(c), c.get('userId') ?? null)));
