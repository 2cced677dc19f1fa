// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NavBar } from '../../../web/src/app/shell/nav-bar';
import { NotificationsLink } from '../../../web/src/features/monitoring/components/notifications-link';
import { NotificationsPage } from '../../../web/src/features/monitoring/pages/notifications-page';
import { resetUpdatesStore } from '../../../web/src/features/monitoring/stores/updates-store';
import { navResolveConfig } from '../../../web/src/lib/routing/navigation.rules';
import { alert, json, notifications, prefs, serve } from './monitoring-kit';

beforeEach(() => resetUpdatesStore());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const PREFS = '/dashboard/api/notifications/preferences';
const preferences = (totalUpdatesAvailable: number) =>
  json({ success: true, notificationPreferences: prefs(), totalUpdatesAvailable });

const link = () => screen.getByRole('link', { name: /^Notifications/ });

describe('the nav badge of updates (002 section 4)', () => {
  it("shows '100+' for 150 updates in the signed-in header, read once per page load", async () => {
    const calls = serve((m, u) => (m === 'GET' && u === PREFS ? preferences(150) : undefined));
    const view = render(
      <MemoryRouter initialEntries={['/dashboard']}>
        <NavBar config={navResolveConfig('/dashboard', '', undefined)} signedIn />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('link', { name: 'Notifications, 100+ updates' })).toBeTruthy();
    expect(link().getAttribute('href')).toBe('/notifications');
    expect(screen.getByTestId('notifications-badge').textContent).toBe('100+');
    view.unmount();
    render(
      <MemoryRouter>
        <NotificationsLink />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('notifications-badge').textContent).toBe('100+');
    expect(calls.filter((c) => c.url === PREFS)).toHaveLength(1);
  });

  it('shows no badge at 0 and no link for a visitor', async () => {
    const calls = serve((m, u) => (m === 'GET' && u === PREFS ? preferences(0) : undefined));
    render(
      <MemoryRouter>
        <NotificationsLink />
      </MemoryRouter>,
    );
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    await act(async () => {});
    expect(link().getAttribute('aria-label')).toBe('Notifications');
    expect(screen.queryByTestId('notifications-badge')).toBeNull();
    cleanup();
    render(
      <MemoryRouter>
        <NavBar config={navResolveConfig('/dashboard', '', undefined)} signedIn={false} />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('link', { name: /^Notifications/ })).toBeNull();
  });

  it('follows the count after the member saw a report’s alerts', async () => {
    const ALERTS = [alert('1', 'a'), alert('2', 'a'), alert('3', 'b')];
    serve((m, u) => {
      if (m === 'GET' && u === PREFS) return preferences(3);
      if (m === 'GET') return json(notifications({ alerts: ALERTS }));
      if (m === 'POST' && u.endsWith('/last-seen')) return json({ success: true, totalUpdatesAvailable: 1 });
      return undefined;
    });
    render(
      <MemoryRouter initialEntries={['/notifications']}>
        <NotificationsLink />
        <Routes>
          <Route path="/notifications" element={<NotificationsPage />} />
          <Route path="/dashboard/reports/:id" element={<h1>The report page</h1>} />
        </Routes>
      </MemoryRouter>,
    );
    expect(await screen.findByRole('link', { name: 'Notifications, 3 updates' })).toBeTruthy();
    fireEvent.click(await screen.findByRole('link', { name: 'Report a' }));
    expect(await screen.findByRole('link', { name: 'Notifications, 1 update' })).toBeTruthy();
    expect(screen.getByTestId('notifications-badge').textContent).toBe('1');
  });
});
