// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MonitoringCard } from '../../../web/src/features/monitoring/components/monitoring-card';
import { GettingStartedPage } from '../../../web/src/features/monitoring/pages/getting-started-page';
import { ReportMonitoringPage } from '../../../web/src/features/monitoring/pages/report-monitoring-page';
import { monitoringRoutes } from '../../../web/src/features/monitoring/routes';
import { resetUpdatesStore } from '../../../web/src/features/monitoring/stores/updates-store';
import { navFooterVisible, navResolveConfig } from '../../../web/src/lib/routing/navigation.rules';
import { json, monitored, notifications, prefs, serve } from './monitoring-kit';

beforeEach(() => resetUpdatesStore());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const PREFS = '/dashboard/api/notifications/preferences';

describe('/dashboard/monitoring/report-monitoring', () => {
  it('POSTs the preferences the first time, PUTs them once the member has a monitoring account, and shows the saved state', async () => {
    // The server's saved preferences: none at first.
    let saved = prefs({ isEnabled: false, reportMonitoringAccountId: null });
    const calls = serve((m, u, body) => {
      if (u === PREFS && (m === 'POST' || m === 'PUT')) {
        saved = { ...saved, ...(body as object), reportMonitoringAccountId: 'rm-9' };
        return json({ success: true });
      }
      if (m === 'GET' && u === '/dashboard/api/notifications')
        return json(
          notifications({
            preferences: saved,
            reports: [monitored('a'), monitored('b')],
            status: {
              totalReportsMonitored: 2,
              totalUpdatesAvailable: 150,
              isReportMonitoringEnabledByUser: saved.isEnabled,
            },
          }),
        );
      return undefined;
    });
    render(
      <MemoryRouter>
        <ReportMonitoringPage />
      </MemoryRouter>,
    );
    expect((await screen.findByTestId('monitoring-saved-state')).textContent).toBe('Report monitoring is off.');
    expect(screen.getByTestId('reports-monitored').textContent).toBe('2');
    expect(screen.getByTestId('updates-count').textContent).toBe('100+');
    const form = screen.getByRole('form', { name: 'Report monitoring preferences' });
    const enabled = within(form).getByRole('checkbox', { name: 'Turn on report monitoring' }) as HTMLInputElement;
    expect(enabled.checked).toBe(false);

    fireEvent.click(enabled);
    fireEvent.click(within(form).getByRole('button', { name: 'Save preferences' }));
    await screen.findByText(/Report monitoring is on\. You choose which reports to monitor\./);
    // The form is seeded anew from the saved preferences; the confirmation stays.
    expect(screen.getByText('Your monitoring preferences are saved.')).toBeTruthy();
    const first = calls.filter((c) => c.url === PREFS);
    expect(first).toEqual([
      { method: 'POST', url: PREFS, body: { isEnabled: true, isAutoReportMonitoringEnabled: false } },
    ]);

    fireEvent.click(screen.getByRole('checkbox', { name: 'Monitor new reports automatically' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save preferences' }));
    await screen.findByText(/New reports you open are monitored automatically\./);
    expect(calls.filter((c) => c.url === PREFS).map((c) => [c.method, c.body])).toEqual([
      ['POST', { isEnabled: true, isAutoReportMonitoringEnabled: false }],
      ['PUT', { isEnabled: true, isAutoReportMonitoringEnabled: true }],
    ]);
    expect((screen.getByRole('checkbox', { name: 'Turn on report monitoring' }) as HTMLInputElement).checked).toBe(
      true,
    );
  });

  it("shows a failed save's first errors['*'] message", async () => {
    serve((m, u) => {
      if (u === PREFS && m === 'PUT')
        return json({ success: false, errors: { '*': ['Please choose on or off'] } }, 400);
      if (m === 'GET') return json(notifications());
      return undefined;
    });
    render(
      <MemoryRouter>
        <ReportMonitoringPage />
      </MemoryRouter>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Save preferences' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Please choose on or off');
  });
});

describe('/dashboard/monitoring/getting-started', () => {
  it('gives the three steps with their links; the sub-nav leads to identity monitoring too', () => {
    render(
      <MemoryRouter>
        <GettingStartedPage />
      </MemoryRouter>,
    );
    const steps = screen.getAllByRole('listitem');
    expect(steps.map((s) => s.querySelector('h2')?.textContent)).toEqual([
      'Turn on report monitoring',
      'Monitor a report',
      'Get alerts',
    ]);
    expect(
      within(steps[0] as HTMLElement)
        .getByRole('link', { name: 'Turn on report monitoring' })
        .getAttribute('href'),
    ).toBe('/dashboard/monitoring/report-monitoring');
    expect(
      within(steps[2] as HTMLElement)
        .getByRole('link', { name: 'See your notifications' })
        .getAttribute('href'),
    ).toBe('/notifications');
    expect(
      within(screen.getByRole('navigation', { name: 'Monitoring' }))
        .getByRole('link', { name: 'Identity monitoring' })
        .getAttribute('href'),
    ).toBe('/dashboard/monitoring/identity-monitoring');
  });
});

describe('the ways in', () => {
  it("the dashboard's Monitoring block leads to the monitoring pages, identity monitoring first", () => {
    render(
      <MemoryRouter>
        <MonitoringCard />
      </MemoryRouter>,
    );
    const block = screen.getByRole('region', { name: 'Monitoring' });
    expect(within(block).getByRole('heading', { name: 'Monitoring' })).toBeTruthy();
    expect(
      within(block)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual([
      '/dashboard/monitoring/identity-monitoring',
      '/dashboard/monitoring/report-monitoring',
      '/dashboard/monitoring/getting-started',
      '/notifications',
    ]);
  });

  it('/notifications has no footer and no search box; the dashboard pages keep both (000 section 2)', () => {
    const byPath = new Map(monitoringRoutes.map((r) => [r.path, r]));
    expect([...byPath.keys()]).toEqual([
      '/notifications',
      '/dashboard/monitoring/report-monitoring',
      '/dashboard/monitoring/getting-started',
    ]);
    const notificationsRoute = byPath.get('/notifications');
    expect(navFooterVisible('/notifications', notificationsRoute?.footer)).toBe(false);
    expect(navResolveConfig('/notifications', '', notificationsRoute?.nav).showSearch).toBe(false);
    expect(navFooterVisible('/dashboard/monitoring/report-monitoring', undefined)).toBe(true);
  });
});
