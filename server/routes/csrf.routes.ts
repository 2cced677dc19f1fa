import { Hono } from 'hono';
import type { AppEnv } from '../http/app-env.js';
import { ensureCsrfCookie } from '../http/csrf.js';

/** GET /csrf: `{ success: true, token }` and the `tw_csrf` cookie with the same value. */
export const csrfRoutes = () =>
  new Hono<AppEnv>().get('/csrf', (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ success: true, token: ensureCsrfCookie(c) });
  });
