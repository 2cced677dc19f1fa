// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NotificationsPage } from '../../../web/src/features/monitoring/pages/notifications-page';
import { resetUpdatesStore, useUpdatesStore } from '../../../web/src/features/monitoring/stores/updates-store';
import { alert, json, monitored, notifications, serve } from './monitoring-kit';

beforeEach(() => resetUpdatesStore());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const show = () =>
  render(
    <MemoryRouter initialEntries={['/notifications']}>
      <Routes>
        <Route path="/notifications" element={<NotificationsPage />} />
        <Route path="/dashboard/reports/:id" element={<h1>The report page</h1>} />
      </Routes>
    </MemoryRouter>,
  );

// Newest first: b's newest alert, then a's, then b's older (seen) one.
const ALERTS = [
  alert('3', 'b', { title: 'Jane Roe', createdAt: '2026-11-22T18:00:00.000Z' }),
  alert('2', 'a', { title: 'John Doe', createdAt: '2026-11-21T18:00:00.000Z' }),
  alert('1', 'b', { title: 'Jane Roe', createdAt: '2026-11-10T18:00:00.000Z', seen: true }),
];

describe('/notifications', () => {
  it('lists the alerts grouped by report, the newest report first, and marks the unseen ones New', async () => {
    serve((m, u) =>
      m === 'GET' && u === '/dashboard/api/notifications' ? json(notifications({ alerts: ALERTS })) : undefined,
    );
    show();
    const groups = await screen.findAllByTestId('alert-group');
    expect(groups.map((g) => within(g).getByRole('heading').querySelector('a')?.textContent)).toEqual([
      'Jane Roe',
      'John Doe',
    ]);
    const jane = groups[0] as HTMLElement;
    expect(within(jane).getByRole('link', { name: 'Jane Roe' }).getAttribute('href')).toBe('/dashboard/reports/b');
    expect(within(jane).getByText('1 new update')).toBeTruthy();
    const changes = within(jane).getAllByTestId('alert-change');
    expect(changes.map((c) => c.textContent)).toEqual(['NewChange 311/02/2026', 'Change 111/02/2026']);
    expect(within(groups[1] as HTMLElement).getAllByText('New')).toHaveLength(1);
    // The badge store follows the page's count.
    await waitFor(() => expect(useUpdatesStore.getState().count).toBe(2));
  });

  it('says so when there is nothing yet, and Mark all as seen is off', async () => {
    serve((m) => (m === 'GET' ? json(notifications()) : undefined));
    show();
    expect(await screen.findByText(/No updates yet/)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Mark all as seen' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText(/You are not monitoring any report yet/)).toBeTruthy();
  });

  it("'Check for updates' posts refresh, then loads the alerts again", async () => {
    let refreshed = false;
    const calls = serve((m, u) => {
      if (m === 'POST' && u === '/dashboard/api/notifications/refresh') {
        refreshed = true;
        return json({ success: true });
      }
      if (m === 'GET') return json(notifications({ alerts: refreshed ? ALERTS : [] }));
      return undefined;
    });
    show();
    await screen.findByText(/No updates yet/);
    fireEvent.click(screen.getByRole('button', { name: 'Check for updates' }));
    await screen.findByRole('link', { name: 'Jane Roe' });
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'GET /dashboard/api/notifications',
      'POST /dashboard/api/notifications/refresh',
      'GET /dashboard/api/notifications',
    ]);
  });

  it("shows the first errors['*'] message of a failed call, or 'XHR failed'", async () => {
    let answer = json({ success: false, errors: { '*': ['Monitoring is busy, try again.'] } });
    serve((m) => (m === 'POST' ? answer : json(notifications())));
    show();
    await screen.findByText(/No updates yet/);
    fireEvent.click(screen.getByRole('button', { name: 'Check for updates' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Monitoring is busy, try again.');
    answer = json({ success: false }, 500);
    fireEvent.click(screen.getByRole('button', { name: 'Check for updates' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('XHR failed'));
  });

  it('opening a report from an alert opens it (its page marks the alerts seen) and drops them from the badge', async () => {
    const calls = serve((m) => (m === 'GET' ? json(notifications({ alerts: ALERTS })) : undefined));
    show();
    fireEvent.click(await screen.findByRole('link', { name: 'Jane Roe' }));
    expect(await screen.findByRole('heading', { name: 'The report page' })).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    expect(useUpdatesStore.getState().count).toBe(1);
  });

  it('Mark all as seen posts the ids of the unseen alerts and reloads', async () => {
    let marked = false;
    const calls = serve((m, u) => {
      if (m === 'POST' && u.endsWith('/last-seen')) {
        marked = true;
        return json({ success: true, totalUpdatesAvailable: 0 });
      }
      if (m === 'GET')
        return json(notifications({ alerts: marked ? ALERTS.map((a) => ({ ...a, seen: true })) : ALERTS }));
      return undefined;
    });
    show();
    await screen.findByRole('link', { name: 'Jane Roe' });
    fireEvent.click(screen.getByRole('button', { name: 'Mark all as seen' }));
    await waitFor(() => expect(screen.queryAllByText('New')).toHaveLength(0));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ alertIds: ['3', '2'] });
    expect(calls.filter((c) => c.method === 'GET')).toHaveLength(2);
    expect(useUpdatesStore.getState().count).toBe(0);
  });

  it('lists the monitored reports with their unseen counts, and Stop monitoring posts subscribe false', async () => {
    let stopped = false;
    const calls = serve((m, u) => {
      if (m === 'POST' && u === '/dashboard/api/notifications/subscribe') {
        stopped = true;
        return json({ success: true, isMonitored: false });
      }
      if (m === 'GET')
        return json(
          notifications({
            reports: stopped
              ? [monitored('a')]
              : [monitored('a'), monitored('b', { title: 'Jane Roe', unseenAlerts: 1, reportHistoryId: '42' })],
          }),
        );
      return undefined;
    });
    show();
    const list = await screen.findByRole('list', { name: 'Monitored reports' });
    expect(within(list).getAllByTestId('monitored-report')).toHaveLength(2);
    expect(within(list).getByText('1 new update')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Monitored reports (2)' })).toBeTruthy();
    fireEvent.click(within(list).getByRole('button', { name: 'Stop monitoring Jane Roe' }));
    await waitFor(() => expect(screen.getAllByTestId('monitored-report')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      subscribe: false,
      orderItemId: null,
      reportHistoryId: '42',
      id: 'b',
      key: 'b',
    });
  });
});
