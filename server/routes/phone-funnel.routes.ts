import { Hono } from 'hono';
import { phoneFunnelAnswer } from '../../core/search/phone-funnel.rules.js';
import type { AppEnv } from '../http/app-env.js';
import { respond } from '../http/respond.js';
import type { UseCases } from '../use-cases.js';

/**
 * The phone funnel's look-up (002 section 7: "GET /api/phone, query phone"; docs/decisions/0078): the
 * reverse-phone search use case (the one /api/search/phone runs: the phone schema, the look-up, a
 * signed-in user's search history), answered with the funnel's step and next page. A bad number is
 * 400 `{ success: false, errors: { '*': [...], phone: [...] } }`.
 */
export const phoneFunnelRoutes = (uc: Pick<UseCases, 'search'>) =>
  new Hono<AppEnv>().get('/phone', async (c) => {
    c.header('Cache-Control', 'no-store');
    return respond(c, uc.search.searchPhone({ phone: c.req.query('phone') }, c.get('userId')).map(phoneFunnelAnswer));
  });
