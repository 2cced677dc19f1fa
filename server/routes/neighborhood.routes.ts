import { Hono } from 'hono';
import type { AppEnv } from '../http/app-env.js';
import { jsonBody } from '../http/json-body.js';
import { respond } from '../http/respond.js';
import type { UseCases } from '../use-cases.js';

const noStore = (c: { header: (k: string, v: string) => void }) => c.header('Cache-Control', 'no-store');

/**
 * Neighbourhood calls under /api/neighborhood (000 section 7, 001 section 7: schools, walk score, recent
 * neighbors; the Watch tab's filings, 001 section 2). Members only (001 section 6: 403 with promptUpgrade
 * and isPaused otherwise). docs/decisions/0061-neighborhood-data.md.
 */
export const neighborhoodRoutes = ({ property: p }: Pick<UseCases, 'property'>) =>
  new Hono<AppEnv>()
    .get('/neighborhood/schools', async (c) => {
      noStore(c);
      return respond(c, p.getSchools(c.req.query(), c.get('userId') ?? null));
    })
    .get('/neighborhood/walk-score', async (c) => {
      noStore(c);
      return respond(c, p.getWalkScore(c.req.query(), c.get('userId') ?? null));
    })
    .post('/neighborhood/recent-neighbors', async (c) => {
      noStore(c);
      return respond(c, p.recentNeighbors(await jsonBody(c), c.get('userId') ?? null));
    })
    .get('/neighborhood/watch', async (c) => {
      noStore(c);
      return respond(c, p.neighborhoodWatch(c.req.query(), c.get('userId') ?? null));
    });
