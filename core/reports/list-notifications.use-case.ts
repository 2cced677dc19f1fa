import { ok } from 'neverthrow';
import { reportPersonOf } from '../fact-gate/fact-gate.rules.js';
import type { ReportAccessLevelName } from '../shared/reports/access-level.rules.js';
import type { MonitoredReport, MonitoringAlert, NotificationsReply } from '../shared/reports/notifications.schema.js';
import { SignedInUser, useCase } from '../shared/use-case.js';
import { preferencesView } from './monitoring-preferences.steps.js';
import { memberReportLevels } from './report-level.steps.js';
import type { ReportPorts } from './report-ports.port.js';

/** GET notifications lists at most this many alerts, newest first (docs/decisions/0071). */
const NOTIFICATIONS_ALERT_LIMIT = 200;

/**
 * GET notifications (000 section 7: reports, preferences, status): the member's monitored reports with
 * their unseen alert counts, the preferences, the status counts (002 section 3 "Monitoring":
 * totalReportsMonitored, totalUpdatesAvailable, isReportMonitoringEnabledByUser) and the alerts, newest
 * first, at most {@link NOTIFICATIONS_ALERT_LIMIT}.
 */
export const makeListNotifications = (p: Pick<ReportPorts, 'monitoring' | 'store' | 'allowance' | 'clock' | 'gate'>) =>
  useCase(SignedInUser, async (userId) => {
    const [prefs, allSubs, stored, unseen] = await Promise.all([
      p.monitoring.preferences(userId),
      p.monitoring.subscriptions(userId),
      p.monitoring.alerts(userId, NOTIFICATIONS_ALERT_LIMIT),
      p.monitoring.unseenCount(userId),
    ]);
    // Alerts show what the fact gate lets through now: the member's level to each report, and nobody who
    // opted out since the alert was written (a report about such a person leaves the list).
    const now = p.clock.now();
    const ids = [...new Set(stored.map((a) => a.reportId))];
    const found = await memberReportLevels(p, userId, ids, now);
    const levels = new Map<string, ReportAccessLevelName>(ids.map((id, n) => [id, found[n] ?? 'noAccess']));
    const gated = await p.gate.alerts(stored.map((a) => ({ ...a, level: levels.get(a.reportId) ?? 'noAccess' })));
    const shown = stored.flatMap((a, n) => ((gated[n] ?? []).length > 0 ? [{ ...a, changes: gated[n] ?? [] }] : []));
    const hiddenUnseen = stored.filter((a, n) => a.seenAt === null && (gated[n] ?? []).length === 0);
    const alerts: MonitoringAlert[] = shown.map((a) => ({
      id: a.id,
      reportId: a.reportId,
      title: a.title,
      url: a.url,
      changes: a.changes,
      createdAt: a.createdAt.toISOString(),
      seen: a.seenAt !== null,
    }));
    const subs = await p.gate.people(allSubs, (s) => reportPersonOf(s.reportId));
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
        // Unseen alerts the gate hides now are not counted.
        unseenAlerts: unseenOf.filter((u) => !hiddenUnseen.some((h) => h.id === u.id)).length,
      });
    }
    const preferences = preferencesView(prefs);
    const reply: NotificationsReply = {
      reports,
      preferences,
      status: {
        totalReportsMonitored: reports.length,
        totalUpdatesAvailable: Math.max(0, unseen - hiddenUnseen.length),
        isReportMonitoringEnabledByUser: preferences.isEnabled,
      },
      alerts,
    };
    return ok(reply);
  });
