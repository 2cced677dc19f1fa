import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, MiddlewareHandler } from 'hono';
import { ensureCsrfCookie } from './csrf.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Paths the web app never handles: API calls get JSON answers (app.notFound), never index.html. */
export const isApiPath = (path: string): boolean =>
  path === '/api' ||
  path.startsWith('/api/') ||
  path === '/dashboard/api' ||
  path.startsWith('/dashboard/api/') ||
  path === '/ops/api' ||
  path.startsWith('/ops/api/');

/** True for `/x.js`, `/assets/a.css`, `/favicon.svg`: the last segment has a file extension. */
export const hasFileExtension = (path: string): boolean => /\.[A-Za-z0-9]+$/.test(path.split('/').pop() ?? '');

/**
 * The built web UI (dist/web):
 * - files as they are, or their brotli or gzip copy made at build (vite.config.ts) when the browser
 *   accepts it (`Content-Encoding`, `Vary: Accept-Encoding`); `/assets/*` (content-hashed by Vite)
 *   cached for a year, immutable;
 * - source maps are built hidden for error reporting and never served (404);
 * - history fallback to index.html only for GET/HEAD paths with no file extension outside the API,
 *   so `/dashboard/reports` renders the app while a missing `/x.js` is a real 404;
 * - the page gets the anti-forgery cookie, so the first POST can send it.
 */
export const webApp = (webDir: string): { files: MiddlewareHandler; fallback: MiddlewareHandler } => {
  const root = resolve(webDir);
  const page = (c: Context) => {
    c.header('Cache-Control', 'no-cache');
    ensureCsrfCookie(c);
  };
  // Created on first use: the UI may be built after the server starts (and serveStatic warns
  // about a missing root). Headers are set before serveStatic builds its response (it ignores
  // later ones) and taken back when the file is missing.
  let files: MiddlewareHandler | undefined;
  let index: MiddlewareHandler | undefined;
  const ready = (): boolean => {
    if (files) return true;
    if (!existsSync(join(root, 'index.html'))) return false;
    const onNotFound = (_path: string, c: Context) => {
      c.header('Cache-Control', undefined);
    };
    files = serveStatic({ root, onNotFound, precompressed: true });
    index = serveStatic({ root, path: 'index.html', onNotFound });
    return true;
  };
  return {
    files: async (c, next) => {
      const path = c.req.path;
      if (isApiPath(path) || path.endsWith('.map') || !ready() || !files) return next();
      if (path.endsWith('/') || path.endsWith('.html')) page(c);
      else c.header('Cache-Control', path.startsWith('/assets/') ? IMMUTABLE : 'public, max-age=3600');
      return files(c, next);
    },
    fallback: async (c: Context, next) => {
      const path = c.req.path;
      if ((c.req.method !== 'GET' && c.req.method !== 'HEAD') || isApiPath(path) || hasFileExtension(path)) {
        return next();
      }
      if (!ready() || !index) {
        return c.text('The web UI is not built yet: run `npm run build:web` (npm start does it).', 503);
      }
      page(c);
      return index(c, next);
    },
  };
};
