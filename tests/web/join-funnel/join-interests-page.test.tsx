// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { DATA_CATEGORIES } from '../../../core/funnels/data-categories.rules';
import { JoinInterestsPage } from '../../../web/src/features/join-funnel/pages/join-funnel-pages';
import { resetCsrfToken } from '../../../web/src/lib/http/csrf';
import { resumeRequests } from '../../../web/src/lib/http/http';
import { useSessionStore } from '../../../web/src/lib/session/session-store';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const CATEGORIES = DATA_CATEGORIES.map(({ Id, Name, Description }) => ({ Id, Name, Description }));
const KEY = 'tw.joinFunnel.interests';

type Call = { url: string; method: string; body: unknown; headers: Headers };
let calls: Call[];
let fetchMock: Mock;
const serve = (saved: number[]) => {
  fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ url, method: init?.method ?? 'GET', body, headers: new Headers(init?.headers) });
    const path = url.split('?')[0];
    if (path === '/api/data-categories') return json(200, { success: true, categories: CATEGORIES });
    if (path === '/api/user-interests' && init?.method === 'POST') {
      const ids = (body as { Categories: number[] }).Categories;
      return json(200, { success: true, data: { Categories: ids, recommendedPlan: 'premium' } });
    }
    if (path === '/api/user-interests')
      return json(200, { success: true, data: { Categories: saved, recommendedPlan: null } });
    return json(404, { success: false, errors: { '*': ['Not found'] } });
  });
  vi.stubGlobal('fetch', fetchMock);
};

const Where = () => {
  const l = useLocation();
  return <p data-testid="where">{l.pathname + l.search}</p>;
};
const renderAt = (url: string) =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/join/interests" element={<JoinInterestsPage />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );

beforeEach(() => {
  calls = [];
  resumeRequests();
  resetCsrfToken();
  window.localStorage.clear();
  // biome-ignore lint/suspicious/noDocumentCookie: the anti-forgery cookie as the server sets it
  document.cookie = 'tw_csrf=abcdefghijklmnopqrstuvwxyz0123456789ABCD; Path=/';
  useSessionStore.setState({ status: 'signedOut', user: null });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('/join/interests (002 sections 2.2, 4 and 7)', () => {
  it('a visitor: a court-records choice recommends Premium; kept in the browser; membership opens with plan=premium', async () => {
    serve([]);
    renderAt('/join/interests?id=f-1');
    const phones = await screen.findByRole('checkbox', { name: /Phone numbers/ });
    fireEvent.click(phones);
    expect(screen.queryByText('Premium recommended')).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: /Criminal and traffic records/ }));
    expect(screen.getByText('Premium recommended')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/join/membership?id=f-1&plan=premium'));
    expect(JSON.parse(window.localStorage.getItem(KEY) ?? '{}').categories).toEqual([202, 205]);
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('without a premium category the membership step has no plan; an expired browser choice is ignored', async () => {
    window.localStorage.setItem(KEY, JSON.stringify({ categories: [205], savedAtMs: Date.now() - 86_400_001 }));
    serve([]);
    renderAt('/join/interests');
    const addresses = await screen.findByRole('checkbox', { name: /Address history/ });
    expect((screen.getByRole('checkbox', { name: /Criminal and traffic records/ }) as HTMLInputElement).checked).toBe(
      false,
    );
    fireEvent.click(addresses);
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/join/membership'));
  });

  it('a member: the saved choice is shown and a new one is posted with the anti-forgery header', async () => {
    useSessionStore.setState({
      status: 'signedIn',
      user: { userId: 'u1', email: 'm@example.com', firstName: 'M', lastName: 'E', userFlags: 0 },
    });
    serve([208]);
    renderAt('/join/interests');
    await waitFor(() =>
      expect((screen.getByRole('checkbox', { name: /Property records/ }) as HTMLInputElement).checked).toBe(true),
    );
    expect(screen.getByText('Premium recommended')).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: /Email addresses/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/join/membership?plan=premium'));
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.url).toBe('/api/user-interests');
    expect(post?.body).toEqual({ Categories: [204, 208] });
    expect(post?.headers.get('X-CSRF-Token')).toBe('abcdefghijklmnopqrstuvwxyz0123456789ABCD');
  });
});
