import { Hono } from 'hono';
import type { AppEnv } from '../http/app-env.js';
import { jsonBody } from '../http/json-body.js';
import { respond } from '../http/respond.js';
import type { UseCases } from '../use-cases.js';

/**
 * POST /logger: the browser's stored logs array (002 section 7); answers `{ success: true, stored }`.
 * Its body is capped like every other at 64 kB (server/http/body-limit.ts).
 */
export const loggerRoutes = (uc: Pick<UseCases, 'recordClientLogs'>) =>
  new Hono<AppEnv>().post('/logger', async (c) =>
    respond(c, uc.recordClientLogs(await jsonBody(c), { userAgent: c.req.header('User-Agent') })),
  );
