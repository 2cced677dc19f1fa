import { Hono } from 'hono';
import type { AppEnv } from '../http/app-env.js';
import type { SiteInfo } from '../use-cases.js';

/**
 * GET /site: `{ success, environment, syntheticData }`; the UI marks every record as synthetic when
 * `syntheticData` is true (the generator's people are loaded, whatever the environment).
 */
export const siteRoutes = (site: SiteInfo) =>
  new Hono<AppEnv>().get('/site', (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.json({ success: true, ...site });
  });
