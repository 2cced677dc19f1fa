import { Hono } from 'hono';
import type { AppEnv } from '../http/app-env.js';
import type { UseCases } from '../use-cases.js';

/** GET /health: `{ status: 'ok', db, migration }`, or 503 with status 'error' when the database is down. */
export const healthRoutes = (uc: Pick<UseCases, 'health'>) =>
  new Hono<AppEnv>().get('/health', async (c) => {
    const report = await uc.health();
    c.header('Cache-Control', 'no-store');
    return c.json(report, report.status === 'ok' ? 200 : 503);
  });
