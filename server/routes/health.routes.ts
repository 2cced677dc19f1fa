import { Hono } from 'hono';
import type { AppEnv } from '../http/app-env.js';
import { DB_UNAVAILABLE_RETRY_AFTER_SECONDS } from '../http/errors.js';
import type { UseCases } from '../use-cases.js';

/**
 * GET /health: `{ status: 'ok', db, migration }`, or 503 with Retry-After and status 'error' when the
 * database is down.
 */
export const healthRoutes = (uc: Pick<UseCases, 'health'>) =>
  new Hono<AppEnv>().get('/health', async (c) => {
    const report = await uc.health();
    c.header('Cache-Control', 'no-store');
    if (report.status === 'ok') return c.json(report, 200);
    c.header('Retry-After', String(DB_UNAVAILABLE_RETRY_AFTER_SECONDS));
    return c.json(report, 503);
  });
