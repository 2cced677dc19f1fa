import type { MonitoredReport, NotificationsReply } from '#core/shared/reports/notifications.schema';
import { http } from '../../../lib/http/http';
import { type NotificationReply, notificationCall } from '../../../lib/notification-preferences-api';

const BASE = '/dashboard/api/notifications';

/** At most this many alert ids per last-seen call (core/shared/reports/notifications.schema.ts AlertsSeenInput). */
export const ALERT_IDS_PER_CALL = 500;

/**
 * The monitoring page's notification calls (000 section 7, 002 section 7; the wire contract of
 * core/shared/reports/notifications.schema.ts). Each rejects with the spec's message when `success` is false
 * (002 section 8).
 */
export const monitoringApi = {
  /** GET notifications: the monitored reports, the preferences, the status counts and the alerts. */
  list: (signal?: AbortSignal) =>
    notificationCall(http.get<NotificationReply<NotificationsReply>>(BASE, signal ? { signal } : {})),
  /** POST notifications/report/alert/last-seen: the member saw one report's alerts or some alerts. */
  markSeen: (body: { reportId: string } | { alertIds: readonly string[] }) =>
    notificationCall(
      http.post<NotificationReply<{ totalUpdatesAvailable: number }>>(`${BASE}/report/alert/last-seen`, body),
    ),
  /** POST notifications/refresh: checks the monitored reports for changes now. */
  refresh: () => notificationCall(http.post<NotificationReply>(`${BASE}/refresh`)),
  /** POST notifications/subscribe with subscribe false: stops monitoring one report. */
  stopMonitoring: (report: Pick<MonitoredReport, 'reportId' | 'reportHistoryId'>) =>
    notificationCall(
      http.post<NotificationReply>(`${BASE}/subscribe`, {
        subscribe: false,
        orderItemId: null,
        reportHistoryId: report.reportHistoryId,
        id: report.reportId,
        key: report.reportId,
      }),
    ),
};
