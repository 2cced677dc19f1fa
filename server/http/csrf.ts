import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { failureBody } from './errors.js';

/** Anti-forgery (double submit), docs/decisions/0001: the cookie and the header must match. */
export const CSRF_COOKIE = 'tw_csrf';
export const CSRF_HEADER = 'X-CSRF-Token';
export const CSRF_ERROR_TEXT = 'Invalid or missing anti-forgery token. Please reload the page.';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const TOKEN = /^[A-Za-z0-9_-]{32,128}$/;

const sameToken = (a: string, b: string): boolean => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

const isHttps = (c: Context): boolean =>
  c.req.url.startsWith('https:') || c.req.header('x-forwarded-proto')?.split(',')[0]?.trim() === 'https';

/**
 * The request's anti-forgery token; when it has none (or a malformed one), a new random token is
 * set in the JS-readable `tw_csrf` cookie (SameSite=Lax, Path=/). Used by GET /api/csrf and when the
 * web page is served.
 */
export const ensureCsrfCookie = (c: Context): string => {
  const current = getCookie(c, CSRF_COOKIE);
  if (current && TOKEN.test(current)) return current;
  const token = randomBytes(32).toString('base64url');
  setCookie(c, CSRF_COOKIE, token, { path: '/', sameSite: 'Lax', httpOnly: false, secure: isHttps(c) });
  return token;
};

/**
 * Rejects POST/PUT/PATCH/DELETE whose `X-CSRF-Token` header does not equal the `tw_csrf` cookie
 * (403, `{ success: false, errors: { '*': [CSRF_ERROR_TEXT] } }`). Mount on /api and /dashboard/api.
 */
export const csrfProtection = (): MiddlewareHandler => async (c, next) => {
  if (UNSAFE.has(c.req.method)) {
    const cookie = getCookie(c, CSRF_COOKIE);
    const header = c.req.header(CSRF_HEADER);
    if (!cookie || !header || !sameToken(cookie, header)) {
      return c.json(failureBody({ '*': [CSRF_ERROR_TEXT] }), 403);
    }
  }
  await next();
};
