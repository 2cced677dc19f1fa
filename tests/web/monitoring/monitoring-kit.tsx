import { vi } from 'vitest';
import type {
  MonitoredReport,
  MonitoringAlert,
  NotificationPreferences,
  NotificationsReply,
} from '../../../core/shared/reports/notifications.schema.js';

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export type Call = { method: string; url: string; body: unknown };

/**
 * A fake server: `route` answers each call (method, path with query, parsed body); every call but the
 * CSRF token is recorded. An unanswered call fails with a 404, so a test sees a call it did not expect.
 */
export const serve = (route: (method: string, url: string, body: unknown) => Response | undefined) => {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (u: string, init?: RequestInit) => {
      const url = String(u);
      if (url === '/api/csrf') return json({ token: 'csrf' });
      const method = init?.method ?? 'GET';
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ method, url, body });
      return (
        route(method, url, body) ?? json({ success: false, errors: { '*': [`no fake for ${method} ${url}`] } }, 404)
      );
    }),
  );
  return calls;
};

export const prefs = (over: Partial<NotificationPreferences> = {}): NotificationPreferences => ({
  isEnabled: true,
  isAutoReportMonitoringEnabled: false,
  reportMonitoringAccountId: 'rm-1',
  serviceActivatedDate: '2026-11-01T00:00:00.000Z',
  ...over,
});

export const alert = (id: string, reportId: string, over: Partial<MonitoringAlert> = {}): MonitoringAlert => ({
  id,
  reportId,
  title: `Report ${reportId}`,
  url: `/dashboard/reports/${reportId}`,
  changes: [{ section: 'addresses', kind: 'added', text: `Change ${id}`, recordedAt: '2026-11-02' }],
  createdAt: '2026-11-20T18:00:00.000Z',
  seen: false,
  ...over,
});

export const monitored = (reportId: string, over: Partial<MonitoredReport> = {}): MonitoredReport => ({
  reportId,
  reportHistoryId: null,
  title: `Report ${reportId}`,
  subtitle: 'Tempe, AZ',
  url: `/dashboard/reports/${reportId}`,
  monitoredSince: '2026-10-01T00:00:00.000Z',
  unseenAlerts: 0,
  ...over,
});

export const notifications = (over: Partial<NotificationsReply> = {}) => {
  const alerts = over.alerts ?? [];
  const reports = over.reports ?? [];
  return {
    success: true,
    reports,
    preferences: prefs(),
    status: {
      totalReportsMonitored: reports.length,
      totalUpdatesAvailable: alerts.filter((a) => !a.seen).length,
      isReportMonitoringEnabledByUser: true,
    },
    alerts,
    ...over,
  };
};
