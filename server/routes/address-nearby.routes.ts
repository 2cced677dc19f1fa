import { Hono } from 'hono';
import type { AppEnv } from '../http/app-env.js';
import { jsonBody } from '../http/json-body.js';
import { respond } from '../http/respond.js';
import type { UseCases } from '../use-cases.js';

/**
 * POST /api/address/nearby (001 section 7; contract 6): the properties closest to a report's subject as
 * nearby cards. Members only (001 section 6: 403 with promptUpgrade and isPaused otherwise).
 */
export const addressNearbyRoutes = ({ property: p }: Pick<UseCases, 'property'>) =>
  new Hono<AppEnv>().post('/address/nearby', async (c) =>
    respond(c, p.closestProperties(await jsonBody(c), c.get('userId') ?? null)),
  );
