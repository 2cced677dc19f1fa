import { Hono } from 'hono';
import type { AppEnv } from '../http/app-env.js';
import { jsonBody } from '../http/json-body.js';
import { respond } from '../http/respond.js';
import type { UseCases } from '../use-cases.js';

/**
 * The nearby search under /dashboard/api/nearby (001 sections 2, 3, 4, 7 and 9; docs/decisions/0067):
 * the search, the chip counts, and the saved searches (save, list, delete). Members only (001 section
 * 6: 403 with promptUpgrade otherwise).
 */
export const nearbyRoutes = ({ property: p }: Pick<UseCases, 'property'>) =>
  new Hono<AppEnv>()
    .post('/nearby/search', async (c) => respond(c, p.nearbySearch(await jsonBody(c), c.get('userId') ?? null)))
    .post('/nearby/quick-filter-counts', async (c) =>
      respond(c, p.nearbyCounts(await jsonBody(c), c.get('userId') ?? null)),
    )
    .post('/nearby/saved-searches', async (c) =>
      respond(c, p.saveNearbySearch(await jsonBody(c), c.get('userId') ?? null)),
    )
    .get('/nearby/saved-searches', async (c) => respond(c, p.listNearbySearches({}, c.get('userId') ?? null)))
    .delete('/nearby/saved-searches/:id', async (c) =>
      respond(c, p.deleteNearbySearch({ id: c.req.param('id') }, c.get('userId') ?? null)),
    );
