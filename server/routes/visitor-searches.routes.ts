import { Hono } from 'hono';
import type { AppEnv } from '../http/app-env.js';
import { respond } from '../http/respond.js';
import type { UseCases } from '../use-cases.js';
import { visitorId } from './features.routes.js';

/**
 * POST searches/claim-visitor under /dashboard/api (docs/decisions/0081): the searches this browser made
 * before the member signed up or logged in join the member's search history. The dashboard calls it
 * before it lists the history.
 */
/** GET use-cases under /api (000 section 7): the use-case list of /dashboard/use-cases. */
export const useCaseRoutes = ({ search }: Pick<UseCases, 'search'>) =>
  new Hono<AppEnv>().get('/use-cases', (c) => respond(c, search.listUseCases({})));

export const visitorSearchRoutes = ({ search }: Pick<UseCases, 'search'>) =>
  new Hono<AppEnv>().post('/searches/claim-visitor', (c) =>
    respond(c, search.claimVisitorSearches({ visitorId: visitorId(c) }, c.get('userId'))),
  );
