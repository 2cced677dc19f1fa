// @vitest-environment happy-dom
import { afterAll, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import {
  configureSessionExpiry,
  installSessionExpiryHandling,
  loginUrlFor,
  markLoggingOut,
  registerPrivacyReverify,
} from '../../../web/src/features/accounts/api/session-expiry';
import { resetCsrfToken } from '../../../web/src/lib/http/csrf';
import { configureHttp, http, requestsCancelled, resumeRequests } from '../../../web/src/lib/http/http';
import { useSessionStore } from '../../../web/src/lib/session/session-store';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const hanging = (_url: string, init: RequestInit) =>
  new Promise<Response>((_r, reject) =>
    init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
  );

let fetchMock: Mock;
const go = vi.fn();
configureSessionExpiry({ go });
installSessionExpiryHandling();

beforeEach(() => {
  go.mockReset();
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  resumeRequests();
  resetCsrfToken();
  configureHttp({ mode: 'test' });
  sessionStorage.clear();
  // biome-ignore lint/suspicious/noDocumentCookie: the anti-forgery cookie as the server sets it
  document.cookie = 'tw_csrf=abcdefghijklmnopqrstuvwxyz0123456789ABCD; Path=/';
  window.history.replaceState(null, '', '/dashboard/account?tab=password');
});
afterAll(() => vi.unstubAllGlobals());

const signedInAs = (email: string, userFlags: number) =>
  useSessionStore.getState().setSignedIn({ userId: 'u1', email, firstName: 'A', lastName: 'B', userFlags });

describe('401 flow (002 section 8.1)', () => {
  it('case 3: cancels pending requests, goes to /login with redirect and e-mail, then rejects new requests', async () => {
    signedInAs('ann@example.com', 0);
    fetchMock.mockImplementation(async (url: string, init: RequestInit) =>
      url === '/dashboard/api/user'
        ? json(401, { success: false, errors: { '*': ['Your session has expired. Please log in again.'] } })
        : hanging(url, init),
    );
    const pending = http.get('/dashboard/api/searches').catch((e: unknown) => e);
    await expect(http.get('/dashboard/api/user')).rejects.toMatchObject({ status: 401 });
    expect(go).toHaveBeenCalledWith('/login?redirect=%2Fdashboard%2Faccount%3Ftab%3Dpassword&email=ann%40example.com');
    expect(await pending).toMatchObject({ kind: 'cancelled', message: 'All requests cancelled' });
    expect(requestsCancelled()).toBe(true);
    await expect(http.get('/api/health')).rejects.toMatchObject({ message: 'All requests cancelled' });
    expect(useSessionStore.getState().status).toBe('signedOut');
  });

  it('after a deliberate log-out a 401 goes nowhere (the log-out sends the browser to /login), until the next sign-in', async () => {
    signedInAs('ann@example.com', 0);
    markLoggingOut();
    useSessionStore.getState().setSignedOut();
    fetchMock.mockImplementation(async () => json(401, {}));
    await expect(http.get('/dashboard/api/user')).rejects.toMatchObject({ status: 401 });
    expect(go).not.toHaveBeenCalled();
    // Nothing else is cancelled: the log-in page and every other page still make their requests.
    expect(requestsCancelled()).toBe(false);

    signedInAs('ann@example.com', 0);
    await expect(http.get('/dashboard/api/user')).rejects.toMatchObject({ status: 401 });
    expect(go).toHaveBeenCalledWith('/login?redirect=%2Fdashboard%2Faccount%3Ftab%3Dpassword&email=ann%40example.com');
  });

  it('case 3 without a known e-mail: only the redirect', async () => {
    fetchMock.mockImplementation(async () => json(401, {}));
    await expect(http.get('/dashboard/api/user')).rejects.toMatchObject({ status: 401 });
    expect(go).toHaveBeenCalledWith('/login?redirect=%2Fdashboard%2Faccount%3Ftab%3Dpassword');
    expect(loginUrlFor('/x', null)).toBe('/login?redirect=%2Fx');
  });

  it('case 2: a Google account tries a silent provider log-in that returns to this page', async () => {
    signedInAs('sam@example.com', 8192 | 128);
    fetchMock.mockImplementation(async (url: string, init: RequestInit) => {
      if (url === '/api/account/social/start') {
        expect(JSON.parse(String(init.body))).toEqual({
          authSourceEnumId: 2,
          redirect: '/dashboard/account?tab=password',
          silent: true,
        });
        return json(200, { success: true, redirectUrl: 'http://idp.test/authorize?prompt=none' });
      }
      return json(401, {});
    });
    await expect(http.get('/dashboard/api/user')).rejects.toMatchObject({ status: 401 });
    expect(go).toHaveBeenCalledWith('http://idp.test/authorize?prompt=none');
    // A second expiry within a minute does not loop through the provider again.
    resumeRequests();
    await expect(http.get('/dashboard/api/user')).rejects.toMatchObject({ status: 401 });
    expect(go).toHaveBeenLastCalledWith(
      '/login?redirect=%2Fdashboard%2Faccount%3Ftab%3Dpassword&email=sam%40example.com',
    );
  });

  it('case 1: a registered privacy re-verification retries the request', async () => {
    const off = registerPrivacyReverify(async () => true);
    fetchMock.mockResolvedValueOnce(json(401, {})).mockResolvedValueOnce(json(200, { success: true, ok: 1 }));
    await expect(http.get('/dashboard/api/user')).resolves.toEqual({ success: true, ok: 1 });
    expect(go).not.toHaveBeenCalled();
    off();
  });
});
