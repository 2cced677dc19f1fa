import { Hono } from 'hono';
import { err } from 'neverthrow';
import { unauthenticated } from '../../core/accounts/accounts.errors.js';
import type { AppEnv } from '../http/app-env.js';
import { jsonBody } from '../http/json-body.js';
import { respond } from '../http/respond.js';
import type { UseCases } from '../use-cases.js';

/** Interests are kept for signed-in members; visitors keep them in their browser (docs/decisions/0079). */
const SIGN_IN_MESSAGE = 'Please log in to save your interests';

/**
 * The join funnel's calls (002 section 7 "data categories; user interests"), under /api:
 * - GET /data-categories: `{ success, categories: [{ Id, Name, Description }] }`;
 * - GET /user-interests: `{ success, data: { Categories, recommendedPlan } }` for the signed-in user;
 * - POST /user-interests `{ Categories: [ids] }`: saves them (anti-forgery header as every POST); 401
 *   without a session, 400 with the field errors for an unknown id.
 */
export const funnelsRoutes = (uc: Pick<UseCases, 'funnels'>) =>
  new Hono<AppEnv>()
    .get('/data-categories', (c) => respond(c, uc.funnels.listDataCategories({})))
    .get('/user-interests', (c) => {
      const userId = c.get('userId');
      if (!userId) return respond(c, err(unauthenticated(SIGN_IN_MESSAGE)));
      return respond(c, uc.funnels.readUserInterests({ userId }));
    })
    .post('/user-interests', async (c) => {
      const userId = c.get('userId');
      if (!userId) return respond(c, err(unauthenticated(SIGN_IN_MESSAGE)));
      return respond(c, uc.funnels.saveUserInterests(await jsonBody(c), userId));
    });
