// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dataWarningText } from '../../../core/accounts/data-warning.rules';
import { DashboardPage } from '../../../web/src/features/accounts/pages/dashboard-page';
import { useSessionStore } from '../../../web/src/lib/session/session-store';
import { json, serve } from '../monitoring/monitoring-kit';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useSessionStore.getState().setSignedOut();
});

const user = {
  name: { fullName: 'Ann Example' },
  firstName: 'Ann',
  lastName: 'Example',
  email: 'ann@example.com',
  userId: 'u1',
  accountId: 1,
  created: '2026-11-01T00:00:00.000Z',
  phone: null,
  address: null,
  userFlags: 0,
  staffFlags: 0,
  membership: { subscriptions: [], activeRoleId: null, membershipOffers: [] },
  isPaused: false,
  isCancelled: false,
  isDemoAccount: false,
};

describe('dashboard data-warning banner (000 section 8)', () => {
  it('shows the spec text when the searches call fails; "click here" loads the history again', async () => {
    let searchesOk = false;
    const calls = serve((_method, url) => {
      if (url === '/dashboard/api/user') return json({ success: true, user });
      if (url === '/dashboard/api/searches/claim-visitor') return json({ success: true, claimed: 0 });
      if (url.startsWith('/dashboard/api/searches'))
        return searchesOk
          ? json({ success: true, searches: [], totalSearches: 0, page: 1, totalPages: 0 })
          : json({ success: false, errors: { '*': ['Unavailable'] } }, 500);
      return undefined;
    });
    render(
      <MemoryRouter>
        <DashboardPage />
      </MemoryRouter>,
    );
    const banner = await screen.findByTestId('data-warning');
    expect(banner.textContent).toBe(dataWarningText());
    expect(calls.some((c) => c.method === 'POST' && c.url === '/dashboard/api/searches/claim-visitor')).toBe(true);
    searchesOk = true;
    fireEvent.click(screen.getByRole('button', { name: 'click here' }));
    await waitFor(() => expect(screen.queryByTestId('data-warning')).toBeNull());
  });
});
