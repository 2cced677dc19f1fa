import { Hono } from 'hono';
import type { AppEnv } from '../http/app-env.js';
import type { SiteInfo } from '../use-cases.js';

/** GET /site: `{ success, environment, syntheticData }`; the UI marks all records as synthetic outside production. */
export const siteRoutes = (site: SiteInfo) =>
  new Hono<AppEnv>().get('/site', (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.json({ success: true, ...site });
  });
