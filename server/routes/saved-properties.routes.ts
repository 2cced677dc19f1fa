import { Hono } from 'hono';
import type { AppEnv } from '../http/app-env.js';
import { jsonBody } from '../http/json-body.js';
import { respond } from '../http/respond.js';
import type { UseCases } from '../use-cases.js';

/**
 * The saved-properties calls (001 section 7), under /dashboard/api, members only (001 section 6: 403 with
 * promptUpgrade and isPaused otherwise). Every reply is `{ success: true, data: ... }`.
 * - POST   /saved-properties                 save `{ Properties: [{ PropertyReachId }] }` (409 past 1000)
 * - DELETE /saved-properties                 remove `{ id }` or `{ ids }`
 * - POST   /saved-properties/list            one page of the grid
 * - GET    /saved-properties/default-columns the default column settings
 * - GET    /saved-properties/user-columns    the member's column settings
 * - POST   /saved-properties/user-columns    store `[{ id, sortOrder }]`
 * - DELETE /saved-properties/user-columns    back to the defaults
 * - POST   /saved-properties/xlsx            the Excel export (base64)
 */
export const savedPropertiesRoutes = ({ property: p }: Pick<UseCases, 'property'>) =>
  new Hono<AppEnv>()
    .post('/saved-properties', async (c) => respond(c, p.saveProperties(await jsonBody(c), c.get('userId') ?? null)))
    .delete('/saved-properties', async (c) =>
      respond(c, p.removeSavedProperties(await jsonBody(c), c.get('userId') ?? null)),
    )
    .post('/saved-properties/list', async (c) =>
      respond(c, p.listSavedProperties(await jsonBody(c), c.get('userId') ?? null)),
    )
    .get('/saved-properties/default-columns', async (c) => respond(c, p.getDefaultColumns(c.get('userId') ?? null)))
    .get('/saved-properties/user-columns', async (c) => respond(c, p.getUserColumns(c.get('userId') ?? null)))
    .post('/saved-properties/user-columns', async (c) =>
      respond(c, p.saveUserColumns(await jsonBody(c), c.get('userId') ?? null)),
    )
    .delete('/saved-properties/user-columns', async (c) => respond(c, p.resetUserColumns(c.get('userId') ?? null)))
    .post('/saved-properties/xlsx', async (c) =>
      respond(c, p.exportSavedProperties(await jsonBody(c), c.get('userId') ?? null)),
    );
