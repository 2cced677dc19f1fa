import { Hono } from 'hono';
import type { AppEnv } from '../http/app-env.js';
import { respond } from '../http/respond.js';
import type { UseCases } from '../use-cases.js';

/**
 * PATCH reports/{id}/toggle-favorite under /dashboard/api (000 section 7; docs/decisions/0081): flips the
 * favourite mark of one of the member's own reports (by its report-history id) and answers the new mark;
 * GET reports/{id}/favorite reads the mark (the star on the report page).
 */
export const reportFavoriteRoutes = ({ reports }: Pick<UseCases, 'reports'>) =>
  new Hono<AppEnv>()
    .get('/reports/:id/favorite', (c) => {
      c.header('Cache-Control', 'no-store');
      return respond(c, reports.getFavorite({ id: c.req.param('id') }, c.get('userId')));
    })
    .patch('/reports/:id/toggle-favorite', (c) =>
      respond(c, reports.toggleFavorite({ id: c.req.param('id') }, c.get('userId'))),
    );
