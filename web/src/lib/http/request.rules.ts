import type { FieldErrors } from '#core/shared/errors';

/**
 * Request-layer rules of the browser client: headers, time-outs, the anti-forgery header, the
 * requests-complete signal, error shapes and the session-expiry (401) trigger.
 *
 * Spec: document 002 section 7 "Headers and timing", section 8 (error display), section 8.1
 * (session expiry) and section 9 (time-outs). Pure functions, shared by the web client and anyone
 * else who talks to the API the same way.
 */

/** Every call sends this header (002 section 7). */
export const REQUEST_XHR_HEADER = Object.freeze({ name: 'X-Requested-With', value: 'XMLHttpRequest' });
/** The anti-forgery cookie set by the server and the header that must echo it (decision 0001). */
export const REQUEST_CSRF_COOKIE = 'tw_csrf';
export const REQUEST_CSRF_HEADER = 'X-CSRF-Token';
/** The call that returns (and sets) the anti-forgery token. */
export const REQUEST_CSRF_URL = '/api/csrf';

/** Default time-out in production: 60 s (002 sections 7 and 9). */
export const REQUEST_TIMEOUT_PRODUCTION_MS = 60_000;
/** Time-out outside production: 300 s. */
export const REQUEST_TIMEOUT_NON_PRODUCTION_MS = 300_000;
/** Time-out of the dashboard reports API: 180 s. */
export const REQUEST_TIMEOUT_REPORTS_MS = 180_000;
/** The dashboard reports API, the one prefix with its own time-out. */
export const REQUEST_REPORTS_API_PREFIX = '/dashboard/api/reports';
/** The `requests-complete` window event fires this long after the last in-flight request ends. */
export const REQUEST_COMPLETE_DELAY_MS = 999;
/** The name of that window event. */
export const REQUEST_COMPLETE_EVENT = 'requests-complete';

/** The rejection text of every request made after a session expiry cancelled them (002 section 8.1). */
export const REQUEST_CANCELLED_MESSAGE = 'All requests cancelled';
/** The alert shown for a 500 without a message (002 section 8). */
export const REQUEST_GENERIC_ERROR_TITLE = 'Sorry, an error occurred';
export const REQUEST_GENERIC_ERROR_TEXT = 'Please try your request again';
/** How 503 and 504 are logged (002 section 8): critical, "Service Unavailable". */
export const REQUEST_SERVICE_UNAVAILABLE_MESSAGE = 'Service Unavailable';
/** The general message of a call that ran past its time-out (the spec gives no text; ours). */
export const REQUEST_TIMEOUT_MESSAGE = 'The request took too long. Please try again.';
/** The general message when the network itself failed (the spec gives no text; ours). */
export const REQUEST_NETWORK_ERROR_MESSAGE = 'We could not reach Tracewell. Check your connection and try again.';

/** The path of a URL, whether absolute (`https://host/a?b`) or relative (`/a?b`). */
const pathOf = (url: string): string => {
  const noOrigin = url.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i, '');
  const path = noOrigin.split(/[?#]/, 1)[0] ?? '';
  return path === '' ? '/' : path;
};

/**
 * The time-out of a call (002 sections 7 and 9): 180 s for the dashboard reports API (under
 * `/dashboard/api/reports`, in every environment), otherwise 60 s in production and 300 s outside
 * production. We read "dashboard reports API 180 s" as applying everywhere, since reports are slow
 * by nature and a longer non-production limit must not shorten them.
 */
export const requestTimeoutMs = (url: string, mode: string): number => {
  const path = pathOf(url).toLowerCase();
  if (path === REQUEST_REPORTS_API_PREFIX || path.startsWith(`${REQUEST_REPORTS_API_PREFIX}/`)) {
    return REQUEST_TIMEOUT_REPORTS_MS;
  }
  return mode === 'production' ? REQUEST_TIMEOUT_PRODUCTION_MS : REQUEST_TIMEOUT_NON_PRODUCTION_MS;
};

/** State-changing calls carry the anti-forgery header (002 section 7): POST, PUT, PATCH, DELETE. */
export const requestNeedsCsrf = (method: string): boolean =>
  ['POST', 'PUT', 'PATCH', 'DELETE'].includes(method.toUpperCase());

/** 503 and 504 are logged as critical "Service Unavailable" (002 section 8). */
export const requestIsServiceUnavailable = (status: number): boolean => status === 503 || status === 504;

/** The value of a cookie in a `document.cookie` / `Cookie` header string, or undefined. */
export const requestCookieValue = (cookies: string, name: string): string | undefined => {
  for (const part of cookies.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1) continue;
    if (part.slice(0, eq).trim() !== name) continue;
    const raw = part.slice(eq + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return undefined;
};

/**
 * Whether a URL points at the page's own host (relative URLs always do). Only same-host 401s end
 * the session (002 section 8.1).
 */
export const requestIsSameHost = (url: string, pageOrigin: string): boolean => {
  const m = /^([a-z][a-z0-9+.-]*:)?\/\/([^/?#]*)/i.exec(url);
  if (!m) return true;
  const origin = /^([a-z][a-z0-9+.-]*:)?\/\/([^/?#]*)/i.exec(pageOrigin);
  return (m[2] ?? '').toLowerCase() === (origin?.[2] ?? '').toLowerCase();
};

/**
 * A 401 triggers the session-expiry handling (002 section 8.1) when the call went to the same
 * host and the current page is not a login or signup page (/login, /signup and the pages below
 * them, including /identity-monitoring/login and /identity-monitoring/signup).
 */
export const requestTriggersSessionExpiry = (input: {
  readonly status: number;
  readonly url: string;
  readonly pageOrigin: string;
  readonly pagePath: string;
}): boolean => {
  if (input.status !== 401) return false;
  if (!requestIsSameHost(input.url, input.pageOrigin)) return false;
  const page = pathOf(input.pagePath).toLowerCase();
  return !/(^|\/)(login|signup)(\/|$)/.test(page);
};

/** Strips HTML tags and decodes the common entities: messages may contain HTML (002 section 8). */
export const requestMessageToText = (message: string): string =>
  message
    .replace(/<br\s*\/?>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * Normalises field errors for display (002 section 8): messages become plain text, empty ones are
 * dropped, and identical messages within a field are kept once.
 */
export const requestNormalizeErrors = (errors: unknown): FieldErrors => {
  const out: FieldErrors = {};
  if (errors === null || typeof errors !== 'object') return out;
  for (const [field, value] of Object.entries(errors as Record<string, unknown>)) {
    const list = (Array.isArray(value) ? value : [value])
      .filter((m): m is string => typeof m === 'string')
      .map(requestMessageToText)
      .filter((m) => m !== '');
    const unique = [...new Set(list)];
    if (unique.length > 0) out[field] = unique;
  }
  return out;
};

/** A short alert (title and text) the UI shows for a failed call. */
export type RequestAlert = { readonly title: string; readonly text: string };

/** What a failed response means for the UI. */
export type RequestFailure = {
  readonly status: number;
  readonly errors: FieldErrors;
  /** Set when the UI should show the generic alert (a 500 with no message). */
  readonly alert?: RequestAlert;
};

/**
 * Reads a failed response (002 section 8): the spec's shape `{ success: false, errors: { '*': [...],
 * field: [...] } }`; a bare `message` (or `error`) string becomes a general `'*'` error. A 5xx with no
 * message gets the alert "Sorry, an error occurred" / "Please try your request again" (the spec
 * names the 500; other 5xx without a message are no more informative, so they get it too).
 */
export const requestFailureFromResponse = (status: number, body: unknown): RequestFailure => {
  let errors: FieldErrors = {};
  if (body !== null && typeof body === 'object') {
    const b = body as Record<string, unknown>;
    errors = requestNormalizeErrors(b.errors);
    if (Object.keys(errors).length === 0) {
      const message = typeof b.message === 'string' ? b.message : typeof b.error === 'string' ? b.error : '';
      const text = requestMessageToText(message);
      if (text !== '') errors = { '*': [text] };
    }
  } else if (typeof body === 'string' && status < 500) {
    const text = requestMessageToText(body);
    if (text !== '' && text.length <= 300 && !/^<!doctype|^<html/i.test(body.trim())) errors = { '*': [text] };
  }
  if (status >= 500 && Object.keys(errors).length === 0) {
    return {
      status,
      errors: { '*': [REQUEST_GENERIC_ERROR_TITLE] },
      alert: { title: REQUEST_GENERIC_ERROR_TITLE, text: REQUEST_GENERIC_ERROR_TEXT },
    };
  }
  if (Object.keys(errors).length === 0) errors = { '*': [REQUEST_GENERIC_ERROR_TITLE] };
  return { status, errors };
};

/** The first general (`'*'`) message, else the first message of any field, else undefined. */
export const requestFirstMessage = (errors: FieldErrors): string | undefined => {
  const general = errors['*']?.[0];
  if (general !== undefined) return general;
  for (const list of Object.values(errors)) if (list[0] !== undefined) return list[0];
  return undefined;
};

/**
 * Groups field errors for display (002 section 8: "deduplicating identical lists"): fields whose
 * message lists are identical are shown once, with all their field names.
 */
export const requestGroupErrors = (
  errors: FieldErrors,
): readonly { readonly fields: readonly string[]; readonly messages: readonly string[] }[] => {
  const groups: { fields: string[]; messages: string[]; key: string }[] = [];
  for (const [field, messages] of Object.entries(errors)) {
    if (messages.length === 0) continue;
    const key = JSON.stringify(messages);
    const found = groups.find((g) => g.key === key);
    if (found) found.fields.push(field);
    else groups.push({ fields: [field], messages: [...messages], key });
  }
  return groups.map(({ fields, messages }) => ({ fields, messages }));
};
