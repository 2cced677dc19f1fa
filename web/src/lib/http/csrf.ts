import { REQUEST_CSRF_COOKIE, REQUEST_CSRF_URL, REQUEST_XHR_HEADER, requestCookieValue } from './request.rules';

/**
 * The anti-forgery token (decision 0001, double-submit): the server sets the JS-readable cookie
 * `tw_csrf`; state-changing calls echo it in `X-CSRF-Token`. When the cookie is missing, one
 * `GET /api/csrf` (shared by concurrent callers) fetches it.
 */
let fromResponse: string | undefined;
let pending: Promise<string | undefined> | undefined;

const readCookie = (): string | undefined =>
  typeof document === 'undefined' ? undefined : requestCookieValue(document.cookie, REQUEST_CSRF_COOKIE);

const fetchToken = async (): Promise<string | undefined> => {
  try {
    const res = await globalThis.fetch(REQUEST_CSRF_URL, {
      method: 'GET',
      credentials: 'same-origin',
      headers: { [REQUEST_XHR_HEADER.name]: REQUEST_XHR_HEADER.value, Accept: 'application/json' },
    });
    const cookie = readCookie();
    if (cookie) return cookie;
    const body: unknown = await res.json().catch(() => undefined);
    if (body && typeof body === 'object') {
      const b = body as Record<string, unknown>;
      const token = b.token ?? b.csrfToken ?? b.csrf;
      if (typeof token === 'string' && token !== '') {
        fromResponse = token;
        return token;
      }
    }
  } catch {
    // No token: the server answers 403 and the caller sees that error.
  }
  return undefined;
};

/** The current token: the cookie, else one fetched from `GET /api/csrf`. */
export const getCsrfToken = async (): Promise<string | undefined> => {
  const cookie = readCookie();
  if (cookie) return cookie;
  if (fromResponse) return fromResponse;
  pending ??= fetchToken().finally(() => {
    pending = undefined;
  });
  return pending;
};

/** Forgets a token taken from a response body (e.g. after the server rejected it). For tests too. */
export const resetCsrfToken = (): void => {
  fromResponse = undefined;
  pending = undefined;
};
