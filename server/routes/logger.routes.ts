import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from '../http/app-env.js';
import { jsonBody } from '../http/json-body.js';
import { respond } from '../http/respond.js';
import type { UseCases } from '../use-cases.js';

/** POST /logger: the browser's stored logs array (002 section 7); answers `{ success: true, stored }`. */
export const loggerRoutes = (uc: Pick<UseCases, 'recordClientLogs'>) =>
  new Hono<AppEnv>().post('/logger', bodyLimit({ maxSize: 64 * 1024 }), async (c) =>
    respond(c, uc.recordClientLogs(await jsonBody(c), { userAgent: c.req.header('User-Agent') })),
  );
