// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { clientCacheClear, clientCacheGet, clientCacheSet } from '../../web/src/lib/http/client-cache';
import { resetCsrfToken } from '../../web/src/lib/http/csrf';
import { installGlobalErrorLogging } from '../../web/src/lib/http/global-errors';
import {
  cancelAllRequests,
  configureHttp,
  http,
  onUnauthorized,
  requestsCancelled,
  resumeRequests,
} from '../../web/src/lib/http/http';
import { HttpError } from '../../web/src/lib/http/http-error';
import { logClient, storedClientLogs } from '../../web/src/lib/http/logger';

type Call = { url: string; method: string; headers: Record<string, string>; body?: string; signal?: AbortSignal };

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let fetchMock: Mock;
const calls = (): Call[] =>
  fetchMock.mock.calls.map(([url, init]) => ({
    url: String(url),
    method: (init as RequestInit).method ?? 'GET',
    headers: (init as RequestInit).headers as Record<string, string>,
    body: (init as RequestInit).body as string | undefined,
    signal: (init as RequestInit).signal ?? undefined,
  }));

/** A fetch whose answer waits until the request is aborted. */
const hangingFetch = (_url: string, init: RequestInit) =>
  new Promise<Response>((_resolve, reject) => {
    init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
  });

/** Sets a cookie the way the server or the banner would. */
const setCookie = (cookie: string) => {
  // biome-ignore lint/suspicious/noDocumentCookie: tests drive the real document.cookie
  document.cookie = cookie;
};

const clearCookies = () => {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) setCookie(`${name}=; Max-Age=0; Path=/`);
  }
};

beforeEach(() => {
  fetchMock = vi.fn(async () => json(200, { success: true }));
  vi.stubGlobal('fetch', fetchMock);
  clearCookies();
  localStorage.clear();
  resetCsrfToken();
  resumeRequests();
  configureHttp({ mode: 'test' });
  window.history.replaceState(null, '', '/dashboard');
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('headers (002 section 7)', () => {
  it('every call sends X-Requested-With and same-origin credentials', async () => {
    const out = await http.get<{ success: boolean }>('/api/health');
    expect(out).toEqual({ success: true });
    const [init] = fetchMock.mock.calls[0]!.slice(1) as [RequestInit];
    expect(init.credentials).toBe('same-origin');
    expect(calls()[0]!.headers['X-Requested-With']).toBe('XMLHttpRequest');
    expect(calls()[0]!.headers['X-CSRF-Token']).toBeUndefined();
  });

  it('POST sends the tw_csrf cookie value as X-CSRF-Token and JSON', async () => {
    setCookie('tw_csrf=tok123; Path=/');
    await http.post('/api/things', { a: 1 });
    const c = calls()[0]!;
    expect(c.method).toBe('POST');
    expect(c.headers['X-CSRF-Token']).toBe('tok123');
    expect(c.headers['X-Requested-With']).toBe('XMLHttpRequest');
    expect(c.headers['Content-Type']).toBe('application/json');
    expect(c.body).toBe('{"a":1}');
  });

  it('PUT, PATCH and DELETE send it too', async () => {
    setCookie('tw_csrf=t2; Path=/');
    await http.put('/api/a', {});
    await http.patch('/api/a', {});
    await http.delete('/api/a');
    expect(calls().map((c) => [c.method, c.headers['X-CSRF-Token']])).toEqual([
      ['PUT', 't2'],
      ['PATCH', 't2'],
      ['DELETE', 't2'],
    ]);
  });

  it('without the cookie, fetches GET /api/csrf first (once for concurrent calls)', async () => {
    fetchMock.mockImplementation(async (url: string) => {
      if (url === '/api/csrf') {
        setCookie('tw_csrf=fresh; Path=/');
        return json(200, { success: true });
      }
      return json(200, { success: true });
    });
    await Promise.all([http.post('/api/a', {}), http.post('/api/b', {})]);
    const urls = calls().map((c) => c.url);
    expect(urls.filter((u) => u === '/api/csrf')).toHaveLength(1);
    expect(calls()[0]!.headers['X-Requested-With']).toBe('XMLHttpRequest');
    expect(
      calls()
        .filter((c) => c.method === 'POST')
        .map((c) => c.headers['X-CSRF-Token']),
    ).toEqual(['fresh', 'fresh']);
  });

  it('takes the token from the /api/csrf body when no cookie could be set', async () => {
    fetchMock.mockImplementation(async (url: string) =>
      url === '/api/csrf' ? json(200, { token: 'body-tok' }) : json(200, {}),
    );
    await http.post('/api/a', {});
    expect(calls().find((c) => c.method === 'POST')!.headers['X-CSRF-Token']).toBe('body-tok');
  });

  it('appends query values and sends FormData untouched', async () => {
    setCookie('tw_csrf=x; Path=/');
    await http.get('/api/phone', { query: { phone: '512 555', skip: undefined, n: 2 } });
    expect(calls()[0]!.url).toBe('/api/phone?phone=512%20555&n=2');
    const fd = new FormData();
    await http.post('/api/upload', fd);
    expect(calls()[1]!.body).toBe(fd);
    expect(calls()[1]!.headers['Content-Type']).toBeUndefined();
  });
});

describe('time-outs (002 sections 7 and 9)', () => {
  const timeoutAfter = async (url: string, mode: string, ms: number) => {
    vi.useFakeTimers();
    configureHttp({ mode });
    fetchMock.mockImplementation(hangingFetch);
    const p = http.get(url).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(ms - 1);
    expect(calls().at(-1)!.signal!.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const e = await p;
    expect(e).toBeInstanceOf(HttpError);
    expect((e as HttpError).kind).toBe('timeout');
  };

  it('60 s in production', () => timeoutAfter('/api/x', 'production', 60_000));
  it('300 s outside production', () => timeoutAfter('/api/x', 'development', 300_000));
  it('180 s for the dashboard reports API', () => timeoutAfter('/dashboard/api/reports/7', 'production', 180_000));
});

describe('requests-complete event', () => {
  it('fires 999 ms after the last in-flight request ends', async () => {
    vi.useFakeTimers();
    const seen = vi.fn();
    window.addEventListener('requests-complete', seen);
    let release: (r: Response) => void = () => {};
    fetchMock.mockImplementationOnce(() => new Promise<Response>((r) => (release = r)));
    const a = http.get('/api/a');
    const b = http.get('/api/b');
    await b;
    await vi.advanceTimersByTimeAsync(2000);
    expect(seen).not.toHaveBeenCalled(); // /api/a still runs
    release(json(200, {}));
    await a;
    await vi.advanceTimersByTimeAsync(998);
    expect(seen).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(seen).toHaveBeenCalledTimes(1);
    window.removeEventListener('requests-complete', seen);
  });
});

describe('errors (002 section 8)', () => {
  it('throws HttpError with the spec field errors', async () => {
    fetchMock.mockResolvedValue(
      json(422, { success: false, errors: { email: ['Enter a valid email'], '*': ['Check the form'] } }),
    );
    const e = await http.get('/api/x').catch((x: unknown) => x);
    expect(e).toBeInstanceOf(HttpError);
    expect(e).toMatchObject({
      status: 422,
      kind: 'http',
      errors: { email: ['Enter a valid email'], '*': ['Check the form'] },
    });
    expect((e as HttpError).message).toBe('Check the form');
  });

  it('a 500 with no message carries the generic alert', async () => {
    fetchMock.mockResolvedValue(new Response('', { status: 500 }));
    const e = (await http.get('/api/x').catch((x: unknown) => x)) as HttpError;
    expect(e.alert).toEqual({ title: 'Sorry, an error occurred', text: 'Please try your request again' });
  });

  it('a network failure is an HttpError of kind network', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(http.get('/api/x')).rejects.toMatchObject({ kind: 'network', status: 0 });
  });

  it('503 and 504 are logged as critical "Service Unavailable"', async () => {
    setCookie('tw_csrf=x; Path=/');
    fetchMock.mockImplementation(async (url: string) =>
      url === '/api/logger' ? json(200, {}) : new Response('', { status: 503 }),
    );
    await expect(http.get('/api/search')).rejects.toMatchObject({ status: 503 });
    await vi.waitFor(() => expect(calls().some((c) => c.url === '/api/logger')).toBe(true));
    const post = calls().find((c) => c.url === '/api/logger')!;
    const body = JSON.parse(post.body!) as {
      logs: { logLevel: string; message: string; exception: string; url: string }[];
    };
    expect(body.logs.at(-1)).toMatchObject({ logLevel: 'critical', message: 'Service Unavailable' });
    expect(body.logs.at(-1)!.exception).toContain('/api/search');
    expect(body.logs.at(-1)!.url).toContain('/dashboard');
    expect(post.headers['X-CSRF-Token']).toBe('x');
  });

  it('a caller abort rejects with kind aborted', async () => {
    fetchMock.mockImplementation(hangingFetch);
    const ctrl = new AbortController();
    const p = http.get('/api/autocomplete', { signal: ctrl.signal });
    ctrl.abort();
    await expect(p).rejects.toMatchObject({ kind: 'aborted' });
  });
});

describe('session expiry (002 section 8.1)', () => {
  it('calls the 401 hook, cancels pending requests, then rejects new ones with "All requests cancelled"', async () => {
    const handler = vi.fn(() => 'cancel' as const);
    const off = onUnauthorized(handler);
    try {
      fetchMock.mockImplementation(async (url: string, init: RequestInit) =>
        url === '/dashboard/api/user'
          ? json(401, { success: false, errors: { '*': ['Please log in'] } })
          : hangingFetch(url, init),
      );
      const pending = http.get('/dashboard/api/reports').catch((e: unknown) => e);
      const e401 = await http.get('/dashboard/api/user').catch((e: unknown) => e);
      expect(handler).toHaveBeenCalledWith({ method: 'GET', url: '/dashboard/api/user', status: 401 });
      expect(e401).toMatchObject({ status: 401, kind: 'http' });
      expect(await pending).toMatchObject({ kind: 'cancelled', message: 'All requests cancelled' });
      expect(requestsCancelled()).toBe(true);

      const count = fetchMock.mock.calls.length;
      await expect(http.get('/api/health')).rejects.toMatchObject({
        kind: 'cancelled',
        message: 'All requests cancelled',
      });
      expect(fetchMock.mock.calls.length).toBe(count);

      resumeRequests();
      fetchMock.mockImplementation(async () => json(200, { ok: 1 }));
      await expect(http.get('/api/health')).resolves.toEqual({ ok: 1 });
    } finally {
      off();
    }
  });

  it('runs the hook once for concurrent 401s', async () => {
    const handler = vi.fn(async () => 'cancel' as const);
    const off = onUnauthorized(handler);
    fetchMock.mockImplementation(async () => json(401, {}));
    const results = await Promise.allSettled([http.get('/dashboard/api/a'), http.get('/dashboard/api/b')]);
    expect(results.map((r) => r.status === 'rejected' && (r.reason as HttpError).status)).toEqual([401, 401]);
    expect(handler).toHaveBeenCalledTimes(1);
    resumeRequests();
    off();
  });

  it('repeats the request once when the hook renewed the session', async () => {
    const off = onUnauthorized(() => 'retry');
    fetchMock.mockResolvedValueOnce(json(401, {})).mockResolvedValueOnce(json(200, { user: 1 }));
    await expect(http.get('/dashboard/api/user')).resolves.toEqual({ user: 1 });
    expect(requestsCancelled()).toBe(false);
    off();
  });

  it('ignores 401s on login and signup pages and from other hosts', async () => {
    const handler = vi.fn();
    const off = onUnauthorized(handler);
    setCookie('tw_csrf=x; Path=/');
    fetchMock.mockImplementation(async () => json(401, {}));
    window.history.replaceState(null, '', '/login?redirect=/dashboard');
    await expect(http.post('/api/account/login', {})).rejects.toMatchObject({ status: 401 });
    window.history.replaceState(null, '', '/signup');
    await expect(http.get('/api/x')).rejects.toMatchObject({ status: 401 });
    window.history.replaceState(null, '', '/dashboard');
    await expect(http.get('https://elsewhere.example/api')).rejects.toMatchObject({ status: 401 });
    expect(handler).not.toHaveBeenCalled();
    expect(requestsCancelled()).toBe(false);
    off();
  });

  it('cancelAllRequests works on its own', async () => {
    fetchMock.mockImplementation(hangingFetch);
    const p = http.get('/api/slow');
    cancelAllRequests();
    await expect(p).rejects.toMatchObject({ kind: 'cancelled' });
  });
});

describe('client logger (002 sections 7 and 9)', () => {
  it('keeps at most 3 entries, drops ones older than 7 days and posts the stored array', async () => {
    setCookie('tw_csrf=x; Path=/');
    const now = Date.now();
    localStorage.setItem(
      'tw.logs',
      JSON.stringify([
        { created: now - 8 * 86_400_000, id: 'old', logLevel: 'error', message: 'old' },
        { created: now - 3000, id: 'a', logLevel: 'error', message: 'a' },
        { created: now - 2000, id: 'b', logLevel: 'error', message: 'b' },
        { created: now - 1000, id: 'c', logLevel: 'error', message: 'c' },
      ]),
    );
    await logClient({ level: 'error', message: 'd', details: { stack: 'at x' } });
    const ids = storedClientLogs().map((l) => l.message);
    expect(ids).toEqual(['b', 'c', 'd']);
    const post = calls().find((c) => c.url === '/api/logger')!;
    expect(post.method).toBe('POST');
    const body = JSON.parse(post.body!) as { logs: { message: string; exception?: string; url: string }[] };
    expect(body.logs.map((l) => l.message)).toEqual(['b', 'c', 'd']);
    expect(body.logs[2]!.exception).toBe('at x');
    expect(body.logs[2]!.url).toBe(window.location.href);
  });

  it('only writes a failed post to the console', async () => {
    setCookie('tw_csrf=x; Path=/');
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    fetchMock.mockImplementation(async () => new Response('', { status: 500 }));
    await expect(logClient({ level: 'error', message: 'x' })).resolves.toBeUndefined();
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(calls().filter((c) => c.url === '/api/logger')).toHaveLength(1);
  });
});

describe('global errors (002 section 8)', () => {
  it('logs uncaught errors and unhandled rejections with the page URL, but not cancelled requests', async () => {
    setCookie('tw_csrf=x; Path=/');
    window.history.replaceState(null, '', '/help?x=1');
    const uninstall = installGlobalErrorLogging();
    try {
      window.dispatchEvent(new ErrorEvent('error', { error: new Error('kaboom'), message: 'kaboom' }));
      await vi.waitFor(() => expect(calls().filter((c) => c.url === '/api/logger')).toHaveLength(1));
      const body = JSON.parse(calls()[0]!.body!) as { logs: { message: string; url: string; logLevel: string }[] };
      expect(body.logs.at(-1)).toMatchObject({ logLevel: 'error', message: 'Uncaught error: kaboom' });
      expect(body.logs.at(-1)!.url).toBe(`${window.location.origin}/help?x=1`);

      const cancelledReason = new HttpError({ status: 0, errors: {}, kind: 'cancelled', method: 'GET', url: '/x' });
      const rejection = (reason: unknown) => {
        const e = new Event('unhandledrejection') as Event & { reason?: unknown };
        e.reason = reason;
        return e;
      };
      window.dispatchEvent(rejection(cancelledReason));
      window.dispatchEvent(rejection('plain failure'));
      await vi.waitFor(() => expect(calls().filter((c) => c.url === '/api/logger')).toHaveLength(2));
      const second = JSON.parse(calls().filter((c) => c.url === '/api/logger')[1]!.body!) as {
        logs: { message: string }[];
      };
      expect(second.logs.map((l) => l.message)).toEqual([
        'Uncaught error: kaboom',
        'Unhandled rejection: plain failure',
      ]);
    } finally {
      uninstall();
    }
  });
});

describe('client cache (002 section 9: PF: prefix, expiry in seconds)', () => {
  it('stores under PF: keys and expires', () => {
    vi.useFakeTimers();
    clientCacheSet('offers', { a: 1 }, 10);
    expect(Object.keys(localStorage)).toContain('PF:offers');
    expect(clientCacheGet('offers')).toEqual({ a: 1 });
    vi.advanceTimersByTime(10_000);
    expect(clientCacheGet('offers')).toBeUndefined();
    expect(localStorage.getItem('PF:offers')).toBeNull();
  });

  it('clear removes only PF: keys', () => {
    localStorage.setItem('other', '1');
    clientCacheSet('a', 1);
    clientCacheClear();
    expect(localStorage.getItem('other')).toBe('1');
    expect(localStorage.getItem('PF:a')).toBeNull();
  });

  it('GET with cache answers from the cache until the time-to-live ends', async () => {
    fetchMock.mockImplementation(async () => json(200, { n: 1 }));
    expect(await http.get('/api/suggest?q=jam', { cache: { ttlSeconds: 900 } })).toEqual({ n: 1 });
    expect(await http.get('/api/suggest?q=jam', { cache: { ttlSeconds: 900 } })).toEqual({ n: 1 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('PF:GET /api/suggest?q=jam')).not.toBeNull();
  });
});
