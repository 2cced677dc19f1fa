import { Hono, type MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';
import { HTTPException } from 'hono/http-exception';
import { isDbUnavailable, isStatementTimeout } from '../adapters/postgres/db.js';
import type { AppEnv } from './http/app-env.js';
import { requestBodyLimit } from './http/body-limit.js';
import { csrfProtection } from './http/csrf.js';
import {
  DB_UNAVAILABLE_RETRY_AFTER_SECONDS,
  DB_UNAVAILABLE_TEXT,
  failureBody,
  INTERNAL_ERROR_TEXT,
  TOO_LONG_TEXT,
} from './http/errors.js';
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
  /** One info line per request (LOG_REQUESTS=on); otherwise request lines are logged at debug. */
  logRequests?: boolean;
}

/**
 * hono's `compress`, with `Vary: Accept-Encoding` set before the route answers. Set after (as `compress`
 * does when the answer lacks it), it makes Hono rebuild the finished answer around its body, turning it
 * into a stream that the Node adapter then writes chunk by chunk: about a tenth of the server's CPU in a
 * name search that the client asked uncompressed (docs/performance.md). Answers that are compressed are
 * streams either way.
 */
const compressAnswers = (): MiddlewareHandler<AppEnv> => {
  const compressing = compress();
  return async (c, next) => {
    c.header('Vary', 'Accept-Encoding', { append: true });
    await compressing(c, next);
  };
};

/** Quiet paths: polled often, logged at debug. */
const QUIET = new Set(['/api/health']);

/**
 * Builds the Hono app: security headers, request log, a body size limit on every route, anti-forgery
 * on /api and /dashboard/api, the routes, the web UI, and the one error handler. Routes see plain use
 * cases, never the container.
 */
export const createApp = ({ useCases, log, webDir, logRequests = false }: AppDeps): Hono<AppEnv> => {
  const app = new Hono<AppEnv>();

  app.use('*', securityHeaders(useCases.site.mapTileUrl));
  app.use('*', async (c, next) => {
    const started = performance.now();
    await next();
    const entry = {
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round((performance.now() - started) * 10) / 10,
    };
    if (logRequests && !QUIET.has(c.req.path)) log.info(entry, 'request');
    else log.debug(entry, 'request');
  });
  app.use('*', requestBodyLimit());
  app.use('/api/*', csrfProtection());
  app.use('/dashboard/api/*', csrfProtection());
  // API answers go gzip- or deflate-compressed when the browser accepts it (JSON and text only; files
  // such as Excel and PDF are compressed formats already). Static files are precompressed at build.
  for (const prefix of ['/api/*', '/dashboard/api/*', '/ops/api/*']) app.use(prefix, compressAnswers());

  mountRoutes(app, useCases);

  if (webDir) {
    // The site facts every first render needs go into the page itself (GET /api/site answers the same).
    const web = webApp(webDir, { site: useCases.site });
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
    // The database is down or restarting: not a bug, and worth retrying (docs/decisions/0003).
    if (isDbUnavailable(error)) {
      log.warn({ err: error, method: c.req.method, path: c.req.path }, 'database unavailable');
      c.header('Retry-After', String(DB_UNAVAILABLE_RETRY_AFTER_SECONDS));
      return c.json(failureBody({ '*': [DB_UNAVAILABLE_TEXT] }), 503);
    }
    // A statement cancelled by its time bound (the comparables search): too much asked at once, not a bug.
    if (isStatementTimeout(error)) {
      log.warn({ err: error, method: c.req.method, path: c.req.path }, 'statement timed out');
      c.header('Retry-After', String(DB_UNAVAILABLE_RETRY_AFTER_SECONDS));
      return c.json(failureBody({ '*': [TOO_LONG_TEXT] }), 503);
    }
    log.error({ err: error, method: c.req.method, path: c.req.path }, 'unhandled error');
    return c.json(failureBody({ '*': [INTERNAL_ERROR_TEXT] }), 500);
  });

  return app;
};
