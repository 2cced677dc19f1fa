import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { AppEnv } from './http/app-env.js';
import { csrfProtection } from './http/csrf.js';
import { failureBody, INTERNAL_ERROR_TEXT } from './http/errors.js';
import { securityHeaders } from './http/security-headers.js';
import { isApiPath, webApp } from './http/static.js';
import type { Logger } from './logger.js';
import { mountRoutes } from './routes/index.js';
import type { UseCases } from './use-cases.js';

export interface AppDeps {
  useCases: UseCases;
  log: Logger;
  /** The built web UI to serve (e.g. dist/web); omit for an API-only app. */
  webDir?: string;
}

/** Quiet paths: polled often, logged at debug. */
const QUIET = new Set(['/api/health']);

/**
 * Builds the Hono app: security headers, request log, anti-forgery on /api and /dashboard/api, the
 * routes, the web UI, and the one error handler. Routes see plain use cases, never the container.
 */
export const createApp = ({ useCases, log, webDir }: AppDeps): Hono<AppEnv> => {
  const app = new Hono<AppEnv>();

  app.use('*', securityHeaders());
  app.use('*', async (c, next) => {
    const started = performance.now();
    await next();
    const entry = {
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round((performance.now() - started) * 10) / 10,
    };
    if (QUIET.has(c.req.path)) log.debug(entry, 'request');
    else log.info(entry, 'request');
  });
  app.use('/api/*', csrfProtection());
  app.use('/dashboard/api/*', csrfProtection());

  mountRoutes(app, useCases);

  if (webDir) {
    const web = webApp(webDir);
    app.use('*', web.files);
    app.use('*', web.fallback);
  }

  app.notFound((c) =>
    isApiPath(c.req.path)
      ? c.json(failureBody({ '*': [`No such API endpoint: ${c.req.method} ${c.req.path}`] }), 404)
      : c.text('Not Found', 404),
  );

  app.onError((error, c) => {
    if (error instanceof HTTPException && error.status < 500) {
      return c.json(failureBody({ '*': [error.message || 'Bad request'] }), error.status);
    }
    log.error({ err: error, method: c.req.method, path: c.req.path }, 'unhandled error');
    return c.json(failureBody({ '*': [INTERNAL_ERROR_TEXT] }), 500);
  });

  return app;
};
