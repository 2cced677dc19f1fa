import type { NotificationPreferences, NotificationPreferencesReply } from '../shared/reports/notifications.schema.js';
import type { ReportMonitoringStore, StoredMonitoringPreferences } from './report-monitoring.port.js';

/** Preferences never saved: monitoring off (002 section 3 "Monitoring"). */
const NO_PREFERENCES: NotificationPreferences = Object.freeze({
  isEnabled: false,
  isAutoReportMonitoringEnabled: false,
  reportMonitoringAccountId: null,
  serviceActivatedDate: null,
});

/** Stored preferences as the wire carries them (notifications.schema.ts). */
export const preferencesView = (p: StoredMonitoringPreferences | null): NotificationPreferences =>
  p
    ? {
        isEnabled: p.isEnabled,
        isAutoReportMonitoringEnabled: p.isAutoReportMonitoringEnabled,
        reportMonitoringAccountId: p.accountId,
        serviceActivatedDate: p.activatedAt.toISOString(),
      }
    : NO_PREFERENCES;

/** GET notifications/preferences and notifications/status: the preferences and the unseen alerts count. */
export const preferencesReply = async (
  monitoring: ReportMonitoringStore,
  userId: string,
): Promise<NotificationPreferencesReply> => {
  const [p, n] = await Promise.all([monitoring.preferences(userId), monitoring.unseenCount(userId)]);
  return { notificationPreferences: preferencesView(p), totalUpdatesAvailable: n };
};
