import { Hono } from 'hono';
import type { AppEnv } from '../http/app-env.js';
import { respond } from '../http/respond.js';
import type { UseCases } from '../use-cases.js';

/**
 * PATCH reports/{id}/toggle-favorite under /dashboard/api (000 section 7; docs/decisions/0081): flips the
 * favourite mark of one of the member's own reports (by its report-history id) and answers the new mark.
 */
export const reportFavoriteRoutes = ({ reports }: Pick<UseCases, 'reports'>) =>
  new Hono<AppEnv>().patch('/reports/:id/toggle-favorite', (c) =>
    respond(c, reports.toggleFavorite({ id: c.req.param('id') }, c.get('userId'))),
  );
