// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MONITORING_OFF_MESSAGE } from '../../../core/reports/notification-failure.rules';
import type { ReportSectionPayload } from '../../../web/src/features/reports/api/reports-api';
import { MonitorToggle } from '../../../web/src/features/reports/components/monitor-toggle';
import { RecentReports } from '../../../web/src/features/reports/components/recent-reports';
import { ReportSectionBlock } from '../../../web/src/features/reports/components/report-section-view';
import { json, prefs, serve } from './monitoring-kit';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const SUBSCRIBE = '/dashboard/api/notifications/subscribe';
const PREFS = '/dashboard/api/notifications/preferences';

describe('Monitor this report while report monitoring is off (002 section 4)', () => {
  const run = async (accountId: string | null) => {
    let monitoringOn = false;
    const calls = serve((m, u, body) => {
      if (m === 'POST' && u === SUBSCRIBE)
        return monitoringOn
          ? json({ success: true, isMonitored: true })
          : json({ success: false, errors: { '*': [MONITORING_OFF_MESSAGE] } }, 409);
      if (m === 'GET' && u === PREFS)
        return json({
          success: true,
          notificationPreferences: prefs({
            isEnabled: false,
            isAutoReportMonitoringEnabled: true,
            reportMonitoringAccountId: accountId,
          }),
          totalUpdatesAvailable: 0,
        });
      if ((m === 'POST' || m === 'PUT') && u === PREFS) {
        monitoringOn = (body as { isEnabled: boolean }).isEnabled;
        return json({ success: true });
      }
      return undefined;
    });
    render(<MonitorToggle reportId="background-7" reportHistoryId={12} initial={false} />);
    fireEvent.click(screen.getByRole('button', { name: 'Monitor this report' }));
    expect((await screen.findByRole('alert')).textContent).toContain(MONITORING_OFF_MESSAGE);
    expect(screen.getByTestId('monitor-state').textContent).toBe('Monitoring off');
    fireEvent.click(screen.getByRole('button', { name: 'Turn on monitoring' }));
    await waitFor(() => expect(screen.getByTestId('monitor-state').textContent).toBe('Monitoring on'));
    expect(screen.queryByText(MONITORING_OFF_MESSAGE)).toBeNull();
    expect(screen.getByRole('button', { name: 'Stop monitoring' })).toBeTruthy();
    return calls.map((c) => [c.method, c.url, c.body]);
  };

  it('turns monitoring on (POST the first time) and subscribes again, in place', async () => {
    const subscribe = {
      subscribe: true,
      orderItemId: null,
      reportHistoryId: 12,
      id: 'background-7',
      key: 'background-7',
    };
    expect(await run(null)).toEqual([
      ['POST', SUBSCRIBE, subscribe],
      ['GET', PREFS, undefined],
      ['POST', PREFS, { isEnabled: true, isAutoReportMonitoringEnabled: true }],
      ['POST', SUBSCRIBE, subscribe],
    ]);
  });

  it('PUTs the preferences when the member already has a monitoring account', async () => {
    const calls = await run('rm-1');
    expect(calls[2]).toEqual(['PUT', PREFS, { isEnabled: true, isAutoReportMonitoringEnabled: true }]);
  });

  it("shows any other failure's message and offers no 'Turn on monitoring'", async () => {
    serve((m, u) =>
      m === 'POST' && u === SUBSCRIBE
        ? json({ success: false, errors: { '*': ['Report monitoring is included with a membership.'] } }, 403)
        : m === 'POST' && u === '/api/logger'
          ? json({ success: true })
          : undefined,
    );
    render(<MonitorToggle reportId="background-7" reportHistoryId={null} initial={false} />);
    fireEvent.click(screen.getByRole('button', { name: 'Monitor this report' }));
    expect(await screen.findByText('Report monitoring is included with a membership.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Turn on monitoring' })).toBeNull();
  });
});

describe("the dashboard reports list's 'With new updates' filter", () => {
  it('asks for filter type 1 (unseen alerts) and back to all reports', async () => {
    const calls = serve((m, u) =>
      m === 'GET' && u.startsWith('/dashboard/api/reports')
        ? json({
            reports: u.includes('types=1')
              ? []
              : [
                  {
                    id: 1,
                    reportId: 'background-1',
                    icon: 'person',
                    title: 'John Doe',
                    subtitle: 'Tempe, AZ',
                    lastRun: '2026-11-20T10:00:00.000Z',
                    url: '/dashboard/reports/1',
                    isPDF: false,
                  },
                ],
            page: 1,
            totalPages: 1,
            totalReports: u.includes('types=1') ? 0 : 1,
          })
        : undefined,
    );
    render(
      <MemoryRouter>
        <RecentReports />
      </MemoryRouter>,
    );
    await screen.findByRole('link', { name: 'John Doe' });
    const filter = screen.getByRole('checkbox', { name: 'With new updates' });
    fireEvent.click(filter);
    expect(await screen.findByText('None of your monitored reports has new updates.')).toBeTruthy();
    fireEvent.click(filter);
    await screen.findByRole('link', { name: 'John Doe' });
    expect(calls.map((c) => c.url)).toEqual([
      '/dashboard/api/reports?page=1&limit=5',
      '/dashboard/api/reports?page=1&limit=5&types=1',
      '/dashboard/api/reports?page=1&limit=5',
    ]);
  });
});

describe("a report's facts an unseen alert names", () => {
  it("carry 'New' read as 'New since your last visit'; the others do not", () => {
    const item = (heading: string, isNew?: true) => ({
      heading,
      details: ['Tempe, AZ'],
      source: 'County assessor, recorded 2026-11-02',
      recordedAt: '2026-11-02',
      recordRef: heading,
      ...(isNew ? { isNew } : {}),
    });
    const section: ReportSectionPayload = {
      id: 'addresses',
      title: 'Addresses',
      locked: false,
      summary: [],
      items: [item('12 Elm St', true), item('9 Oak St')],
      emptyText: null,
    };
    render(<ReportSectionBlock section={section} reportType="background" count={2} unlockButton={null} />);
    const [fresh, old] = screen.getAllByRole('listitem');
    expect(within(fresh as HTMLElement).getByText('New since your last visit')).toBeTruthy();
    expect(
      within(fresh as HTMLElement)
        .getByText('New')
        .getAttribute('aria-hidden'),
    ).toBe('true');
    expect(within(old as HTMLElement).queryByText('New since your last visit')).toBeNull();
    expect(screen.getAllByText('New since your last visit')).toHaveLength(1);
  });
});
