import { ok } from 'neverthrow';
import { SignedInUser, useCase } from '../shared/use-case.js';
import { preferencesView } from './monitoring-preferences.steps.js';
import type { MonitoredReport, MonitoringAlert, NotificationsReply } from './notifications.schema.js';
import type { ReportPorts } from './report-ports.port.js';

/** GET notifications lists at most this many alerts, newest first (docs/decisions/0071). */
export const NOTIFICATIONS_ALERT_LIMIT = 200;

/**
 * GET notifications (000 section 7: reports, preferences, status): the member's monitored reports with
 * their unseen alert counts, the preferences, the status counts (002 section 3 "Monitoring":
 * totalReportsMonitored, totalUpdatesAvailable, isReportMonitoringEnabledByUser) and the alerts, newest
 * first, at most {@link NOTIFICATIONS_ALERT_LIMIT}.
 */
export const makeListNotifications = (p: Pick<ReportPorts, 'monitoring' | 'store'>) =>
  useCase(SignedInUser, async (userId) => {
    const [prefs, subs, stored, unseen] = await Promise.all([
      p.monitoring.preferences(userId),
      p.monitoring.subscriptions(userId),
      p.monitoring.alerts(userId, NOTIFICATIONS_ALERT_LIMIT),
      p.monitoring.unseenCount(userId),
    ]);
    const alerts: MonitoringAlert[] = stored.map((a) => ({
      id: a.id,
      reportId: a.reportId,
      title: a.title,
      url: a.url,
      changes: a.changes,
      createdAt: a.createdAt.toISOString(),
      seen: a.seenAt !== null,
    }));
    const reports: MonitoredReport[] = [];
    for (const s of subs) {
      const [row, unseenOf] = await Promise.all([
        p.store.historyByReportId(userId, s.reportId),
        p.monitoring.unseenAlerts(userId, s.reportId),
      ]);
      const latest = alerts.find((a) => a.reportId === s.reportId);
      reports.push({
        reportId: s.reportId,
        reportHistoryId: row ? String(row.id) : null,
        title: row?.title ?? latest?.title ?? s.reportId,
        subtitle: row?.subtitle ?? '',
        url: row?.url ?? latest?.url ?? '',
        monitoredSince: s.monitoredSince.toISOString(),
        unseenAlerts: unseenOf.length,
      });
    }
    const preferences = preferencesView(prefs);
    const reply: NotificationsReply = {
      reports,
      preferences,
      status: {
        totalReportsMonitored: reports.length,
        totalUpdatesAvailable: unseen,
        isReportMonitoringEnabledByUser: preferences.isEnabled,
      },
      alerts,
    };
    return ok(reply);
  });
