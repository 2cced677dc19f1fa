// @vitest-environment happy-dom
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { resumeRequests } from '../../../web/src/lib/http/http';
import { lastKnownUser, refreshSession, useSessionStore } from '../../../web/src/lib/session/session-store';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const ann = { userId: 'u1', email: 'ann@example.com', firstName: 'Ann', lastName: 'Lee', userFlags: 128 };

beforeEach(() => {
  resumeRequests();
  sessionStorage.clear();
  useSessionStore.setState({ status: 'unknown', user: null });
});
afterAll(() => vi.unstubAllGlobals());

describe('the one session store', () => {
  it('is unknown until the server answers, then signed in with the user', async () => {
    const fetch = vi.fn(async () => json(200, { success: true, signedIn: true, user: { ...ann, accountId: 7 } }));
    vi.stubGlobal('fetch', fetch);
    expect(useSessionStore.getState().status).toBe('unknown');
    await refreshSession();
    expect(String((fetch.mock.calls[0] as unknown[])[0])).toBe('/api/account/session');
    expect(useSessionStore.getState()).toMatchObject({ status: 'signedIn', user: ann });
    // The e-mail and flags survive for the 401 flow (002 section 8.1).
    expect(lastKnownUser()).toEqual({ email: 'ann@example.com', userFlags: 128 });
  });

  it('is signed out when the server says so or cannot be asked', async () => {
    useSessionStore.getState().setSignedIn(ann);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(200, { success: true, signedIn: false })),
    );
    await refreshSession();
    expect(useSessionStore.getState()).toMatchObject({ status: 'signedOut', user: null });
    useSessionStore.getState().setSignedIn(ann);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await refreshSession();
    expect(useSessionStore.getState().status).toBe('signedOut');
    expect(lastKnownUser()?.email).toBe('ann@example.com');
  });
});
