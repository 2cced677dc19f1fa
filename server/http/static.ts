import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, MiddlewareHandler } from 'hono';
import { consentBannerVisible, pageWithoutPrerenderedBanner } from '../../core/shell/consent.rules.js';
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
 * - the page gets the anti-forgery cookie, so the first POST can send it, and `boot`: the facts the
 *   first render needs (GET /api/site's), as a JSON data block in index.html (`<script
 *   id="tw-boot" type="application/json">`, never executed), so that the shell does not
 *   render without them and then move everything down when they arrive (a layout shift);
 * - the cookie banner the build wrote into the page (web/src/app/shell/consent-banner.prerender.tsx) only
 *   to a visitor without the consent cookie (`Vary: Cookie`).
 */
export const webApp = (
  webDir: string,
  boot: unknown = {},
): { files: MiddlewareHandler; fallback: MiddlewareHandler } => {
  const root = resolve(webDir);
  const indexPath = join(root, 'index.html');
  // `<` escaped, so no value can close the data block; read again when a rebuild replaced the file.
  const bootTag = `<script id="tw-boot" type="application/json">${JSON.stringify(boot).replace(/</g, '\\u003c')}</script>`;
  let html: { version: string; text: string; consented: string } | undefined;
  /** The page, for a visitor who has (`consented`) or has not accepted cookies; null when not built. */
  const indexHtml = (consented: boolean): string | null => {
    let stat: { mtimeMs: number; size: number };
    try {
      stat = statSync(indexPath);
    } catch {
      return null; // removed while a build replaces it
    }
    const { mtimeMs, size } = stat;
    const version = `${mtimeMs}:${size}`;
    if (html?.version !== version) {
      const raw = readFileSync(indexPath, 'utf8');
      // In the head; a page without one gets it at the end (module scripts run after the whole page is parsed).
      // A function, so no `$&` or `$'` in a value is read as a replacement pattern.
      const text = raw.includes('</head>') ? raw.replace('</head>', () => `${bootTag}</head>`) : raw + bootTag;
      html = { version, text, consented: pageWithoutPrerenderedBanner(text) };
    }
    return consented ? html.consented : html.text;
  };
  const notBuilt = (c: Context) =>
    c.text('The web UI is not built yet: run `npm run build:web` (npm start does it).', 503);
  const page = (c: Context) => {
    const html = indexHtml(!consentBannerVisible(c.req.header('cookie') ?? ''));
    if (html === null) return notBuilt(c);
    c.header('Cache-Control', 'no-cache');
    c.header('Vary', 'Cookie');
    ensureCsrfCookie(c);
    return c.html(html);
  };
  // Created on first use: the UI may be built after the server starts (and serveStatic warns
  // about a missing root). Headers are set before serveStatic builds its response (it ignores
  // later ones) and taken back when the file is missing.
  let files: MiddlewareHandler | undefined;
  const ready = (): boolean => {
    if (files) return true;
    if (!existsSync(indexPath)) return false;
    const onNotFound = (_path: string, c: Context) => {
      c.header('Cache-Control', undefined);
    };
    files = serveStatic({ root, onNotFound, precompressed: true });
    return true;
  };
  return {
    files: async (c, next) => {
      const path = c.req.path;
      if (isApiPath(path) || path.endsWith('.map') || !ready() || !files) return next();
      if ((path === '/' || path === '/index.html') && (c.req.method === 'GET' || c.req.method === 'HEAD'))
        return page(c);
      if (path.endsWith('/') || path.endsWith('.html')) {
        c.header('Cache-Control', 'no-cache');
        ensureCsrfCookie(c);
      } else c.header('Cache-Control', path.startsWith('/assets/') ? IMMUTABLE : 'public, max-age=3600');
      return files(c, next);
    },
    fallback: async (c: Context, next) => {
      const path = c.req.path;
      if ((c.req.method !== 'GET' && c.req.method !== 'HEAD') || isApiPath(path) || hasFileExtension(path)) {
        return next();
      }
      if (!ready()) return notBuilt(c);
      return page(c);
    },
  };
};
