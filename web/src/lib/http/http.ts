import { requestEnded, requestStarted } from './activity';
import { clientCacheGet, clientCacheSet } from './client-cache';
import { getCsrfToken } from './csrf';
import { HttpError, type HttpErrorKind } from './http-error';
import { logClient } from './logger';
import {
  REQUEST_CANCELLED_MESSAGE,
  REQUEST_CSRF_HEADER,
  REQUEST_NETWORK_ERROR_MESSAGE,
  REQUEST_SERVICE_UNAVAILABLE_MESSAGE,
  REQUEST_TIMEOUT_MESSAGE,
  REQUEST_XHR_HEADER,
  requestFailureFromResponse,
  requestIsServiceUnavailable,
  requestNeedsCsrf,
  requestTimeoutMs,
  requestTriggersSessionExpiry,
} from './request.rules';

/**
 * The one request layer of the web app (decision 0001; 002 sections 7, 8 and 8.1).
 *
 * - Every call sends `X-Requested-With: XMLHttpRequest` and `credentials: 'same-origin'`.
 * - POST/PUT/PATCH/DELETE send `X-CSRF-Token` with the `tw_csrf` cookie (fetched from
 *   `GET /api/csrf` when missing).
 * - Time-outs: 60 s in production, 300 s otherwise, 180 s under `/dashboard/api/reports`.
 * - The `requests-complete` window event fires 999 ms after the last in-flight request ends.
 * - Non-2xx answers throw {@link HttpError} with the spec's field errors; 503/504 are logged as
 *   critical "Service Unavailable".
 * - A 401 from the same host outside /login and /signup calls the {@link onUnauthorized} handler;
 *   unless it asks for a retry, pending requests are then cancelled and new ones reject with
 *   "All requests cancelled" until {@link resumeRequests}.
 */

/** Query values appended to the URL; `undefined`/`null` values are skipped. */
export type HttpQuery = Record<string, string | number | boolean | null | undefined>;

export type HttpOptions = {
  /** Extra headers (they cannot remove X-Requested-With or the anti-forgery header). */
  headers?: Record<string, string>;
  /** Appended to the URL as a query string. */
  query?: HttpQuery;
  /** Abort from the caller, e.g. when a newer autocomplete request replaces this one. */
  signal?: AbortSignal;
  /** Overrides the spec's time-out (milliseconds). */
  timeoutMs?: number;
  /**
   * GET only: cache the successful answer in the client cache (`PF:` keys) for `ttlSeconds`
   * (no expiry when omitted). `key` defaults to `GET <url>`.
   */
  cache?: { ttlSeconds?: number; key?: string };
  /** Set to false for calls whose failures must not be logged (default true). */
  log?: boolean;
};

/** What the 401 handler asks the layer to do next. */
export type UnauthorizedOutcome = 'retry' | 'cancel' | 'fail';

/**
 * Called on a session expiry (a same-host 401 outside login/signup, 002 section 8.1). It decides
 * what happens: re-verify or refresh the session and return `'retry'` (the request is repeated
 * once), or navigate to `/login?redirect=...` and return `'cancel'`/nothing; then pending requests are
 * cancelled and new requests reject with "All requests cancelled" until {@link resumeRequests}. `'fail'`:
 * only this request fails with its 401 (the session was ended on purpose, and the page moves on itself).
 * Concurrent 401s share one handler run.
 */
export type UnauthorizedHandler = (info: {
  method: string;
  url: string;
  status: 401;
}) => UnauthorizedOutcome | undefined | Promise<UnauthorizedOutcome | undefined>;

type Mode = { mode: string };
const config: Mode = { mode: import.meta.env.MODE };

/** Changes the mode used to pick time-outs (tests; the default is Vite's `import.meta.env.MODE`). */
export const configureHttp = (next: Partial<Mode>): void => {
  Object.assign(config, next);
};

let unauthorizedHandler: UnauthorizedHandler | undefined;
let unauthorizedRun: Promise<UnauthorizedOutcome> | undefined;
let cancelled = false;
const pending = new Set<AbortController>();

const CANCEL = Symbol('cancelled');
const TIMEOUT = Symbol('timeout');

/** Registers the session-expiry handler (the accounts feature). Returns a function that removes it. */
export const onUnauthorized = (handler: UnauthorizedHandler): (() => void) => {
  unauthorizedHandler = handler;
  return () => {
    if (unauthorizedHandler === handler) unauthorizedHandler = undefined;
  };
};

/** Aborts every pending request; new requests reject with "All requests cancelled" until resumed. */
export const cancelAllRequests = (): void => {
  cancelled = true;
  for (const c of pending) c.abort(CANCEL);
  pending.clear();
};

/** Lets requests run again after a cancellation (e.g. once the user has signed in again). */
export const resumeRequests = (): void => {
  cancelled = false;
};

/** Whether a session expiry has cancelled requests. */
export const requestsCancelled = (): boolean => cancelled;

const withQuery = (url: string, query?: HttpQuery): string => {
  if (!query) return url;
  const parts = Object.entries(query)
    .filter(([, v]) => v !== undefined && v !== null)
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`);
  if (parts.length === 0) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${parts.join('&')}`;
};

const fail = (method: string, url: string, kind: HttpErrorKind, message: string) =>
  new HttpError({ status: 0, errors: { '*': [message] }, kind, method, url });

const cancelledError = (method: string, url: string) => fail(method, url, 'cancelled', REQUEST_CANCELLED_MESSAGE);

const parseBody = async (res: Response): Promise<unknown> => {
  if (res.status === 204 || res.status === 205) return undefined;
  const text = await res.text();
  if (text === '') return undefined;
  const type = res.headers.get('content-type') ?? '';
  if (type.includes('json') || /^\s*[[{]/.test(text)) {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  return text;
};

const isBodyInit = (b: unknown): b is BodyInit =>
  typeof b === 'string' ||
  (typeof FormData !== 'undefined' && b instanceof FormData) ||
  (typeof Blob !== 'undefined' && b instanceof Blob) ||
  (typeof URLSearchParams !== 'undefined' && b instanceof URLSearchParams) ||
  b instanceof ArrayBuffer;

const handleUnauthorized = (method: string, url: string): Promise<UnauthorizedOutcome> => {
  const handler = unauthorizedHandler;
  if (!handler) return Promise.resolve('cancel');
  unauthorizedRun ??= (async (): Promise<UnauthorizedOutcome> => {
    let outcome: UnauthorizedOutcome | undefined;
    try {
      outcome = await handler({ method, url, status: 401 });
    } catch (e) {
      console.error('Tracewell: the session-expiry handler failed', e);
    }
    if (outcome === 'retry' || outcome === 'fail') return outcome;
    cancelAllRequests();
    return 'cancel';
  })().finally(() => {
    unauthorizedRun = undefined;
  });
  return unauthorizedRun;
};

const send = async <T>(
  method: string,
  rawUrl: string,
  body: unknown,
  opts: HttpOptions,
  retried: boolean,
): Promise<T> => {
  const url = withQuery(rawUrl, opts.query);
  if (cancelled) throw cancelledError(method, url);
  const cacheKey = method === 'GET' && opts.cache ? (opts.cache.key ?? `GET ${url}`) : undefined;
  if (cacheKey !== undefined) {
    const hit = clientCacheGet<T>(cacheKey);
    if (hit !== undefined) return hit;
  }

  const headers: Record<string, string> = { Accept: 'application/json', ...opts.headers };
  headers[REQUEST_XHR_HEADER.name] = REQUEST_XHR_HEADER.value;
  let payload: BodyInit | undefined;
  if (body !== undefined && method !== 'GET') {
    if (isBodyInit(body)) payload = body;
    else {
      payload = JSON.stringify(body);
      headers['Content-Type'] ??= 'application/json';
    }
  }

  const controller = new AbortController();
  const onCallerAbort = () => controller.abort(opts.signal?.reason);
  if (opts.signal?.aborted) throw fail(method, url, 'aborted', 'Request aborted');
  opts.signal?.addEventListener('abort', onCallerAbort, { once: true });
  pending.add(controller);
  const timer = setTimeout(() => controller.abort(TIMEOUT), opts.timeoutMs ?? requestTimeoutMs(url, config.mode));
  requestStarted();

  const mapAbort = (e: unknown): HttpError => {
    const reason: unknown = controller.signal.reason;
    if (controller.signal.aborted) {
      if (reason === CANCEL) return cancelledError(method, url);
      if (reason === TIMEOUT) return fail(method, url, 'timeout', REQUEST_TIMEOUT_MESSAGE);
      return fail(method, url, 'aborted', 'Request aborted');
    }
    if (e instanceof HttpError) return e;
    return fail(method, url, 'network', REQUEST_NETWORK_ERROR_MESSAGE);
  };

  try {
    if (requestNeedsCsrf(method)) {
      const token = await getCsrfToken();
      if (token) headers[REQUEST_CSRF_HEADER] = token;
      if (controller.signal.aborted) throw mapAbort(undefined);
    }

    let res: Response;
    let data: unknown;
    try {
      res = await globalThis.fetch(url, {
        method,
        headers,
        credentials: 'same-origin',
        signal: controller.signal,
        ...(payload !== undefined ? { body: payload } : {}),
      });
      data = await parseBody(res);
    } catch (e) {
      throw mapAbort(e);
    }

    if (res.ok) {
      if (cacheKey !== undefined) clientCacheSet(cacheKey, data, opts.cache?.ttlSeconds);
      return data as T;
    }

    if (requestIsServiceUnavailable(res.status) && opts.log !== false) {
      void logClient({
        level: 'critical',
        message: REQUEST_SERVICE_UNAVAILABLE_MESSAGE,
        details: { status: res.status, method, requestUrl: url },
      });
    }

    if (
      unauthorizedHandler &&
      (!cancelled || unauthorizedRun) &&
      requestTriggersSessionExpiry({
        status: res.status,
        url,
        pageOrigin: window.location.origin,
        pagePath: window.location.pathname,
      })
    ) {
      const outcome = await handleUnauthorized(method, url);
      if (outcome === 'retry' && !retried) {
        pending.delete(controller);
        return await send<T>(method, rawUrl, body, opts, true);
      }
    }

    const failure = requestFailureFromResponse(res.status, data);
    throw new HttpError({
      status: res.status,
      errors: failure.errors,
      kind: 'http',
      method,
      url,
      ...(failure.alert ? { alert: failure.alert } : {}),
      ...(data !== undefined ? { body: data } : {}),
    });
  } finally {
    clearTimeout(timer);
    opts.signal?.removeEventListener('abort', onCallerAbort);
    pending.delete(controller);
    requestEnded();
  }
};

/**
 * `http.get<T>(url, opts)`, `http.post<T>(url, body, opts)` and so on. Plain objects are sent as
 * JSON; strings, FormData, Blob and URLSearchParams are sent as they are. The promise resolves with
 * the parsed JSON (or text) of a 2xx answer and rejects with {@link HttpError}.
 */
export const http = {
  get: <T = unknown>(url: string, opts: HttpOptions = {}) => send<T>('GET', url, undefined, opts, false),
  post: <T = unknown>(url: string, body?: unknown, opts: HttpOptions = {}) => send<T>('POST', url, body, opts, false),
  put: <T = unknown>(url: string, body?: unknown, opts: HttpOptions = {}) => send<T>('PUT', url, body, opts, false),
  patch: <T = unknown>(url: string, body?: unknown, opts: HttpOptions = {}) => send<T>('PATCH', url, body, opts, false),
  delete: <T = unknown>(url: string, body?: unknown, opts: HttpOptions = {}) =>
    send<T>('DELETE', url, body, opts, false),
};
