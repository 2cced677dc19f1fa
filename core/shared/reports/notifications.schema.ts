import { z } from 'zod';

/**
 * Report monitoring and its notifications on the wire (000 sections 2 and 7 "notifications"; 002
 * sections 3, 4 and 7; docs/decisions/0069). The browser and the server read every body with these
 * schemas. Paths are under /dashboard/api.
 */

/**
 * POST or PUT notifications/preferences (002 section 7: POST when there is no reportMonitoringAccountId
 * yet, else PUT): `{ isEnabled, isAutoReportMonitoringEnabled }`.
 */
export const NotificationPreferencesInput = z.object({
  isEnabled: z.boolean({ error: 'Please choose on or off' }),
  isAutoReportMonitoringEnabled: z.boolean({ error: 'Please choose on or off' }).default(false),
});

/** The member's monitoring preferences (002 section 3 "Monitoring"). */
export interface NotificationPreferences {
  readonly isEnabled: boolean;
  /** New reports the member opens are monitored without asking. */
  readonly isAutoReportMonitoringEnabled: boolean;
  /** Set once the member first saved preferences (then the browser PUTs). */
  readonly reportMonitoringAccountId: string | null;
  readonly serviceActivatedDate: string | null;
}

/**
 * GET notifications/preferences and GET notifications/status (002 section 7): `{ success,
 * notificationPreferences, totalUpdatesAvailable }`; the nav badge shows totalUpdatesAvailable capped at
 * '100+' (web/src/lib/layout.rules.ts formatBadgeCount).
 */
export interface NotificationPreferencesReply {
  readonly notificationPreferences: NotificationPreferences;
  readonly totalUpdatesAvailable: number;
}

/** One change an alert names, with its source and date like every fact: "New address in Tempe, AZ". */
export interface MonitoringChange {
  /** The section of the report the fact belongs to (addresses, phones, emails, criminalRecords, ...). */
  readonly section: string;
  /** 'added' or 'removed' (a record no longer current) or 'changed'. */
  readonly kind: 'added' | 'removed' | 'changed';
  /** The sentence shown: "New address in Tempe, AZ, recorded 2026-11-02". */
  readonly text: string;
  readonly recordedAt: string | null;
  /**
   * Added (optional): the fact's stable key in the report's snapshot (`address:123`, `phone:6025550123`),
   * by which the report view marks the items an unseen alert names (docs/decisions/0071).
   */
  readonly key?: string;
}

/** An alert: what changed in one monitored report after a records update. */
export interface MonitoringAlert {
  readonly id: string;
  /** The report's id, e.g. 'background-123' or 'address-45'. */
  readonly reportId: string;
  readonly title: string;
  /** The report page that shows the changed facts marked. */
  readonly url: string;
  readonly changes: readonly MonitoringChange[];
  readonly createdAt: string;
  readonly seen: boolean;
}

/** A monitored report (002 section 3 "Monitoring": subscribedAlerts, totalReportsMonitored). */
export interface MonitoredReport {
  readonly reportId: string;
  readonly reportHistoryId: string | null;
  readonly title: string;
  readonly subtitle: string;
  readonly url: string;
  readonly monitoredSince: string;
  readonly unseenAlerts: number;
}

/**
 * GET notifications (000 section 7: reports, preferences, status): the monitored reports, the member's
 * preferences, the status counts and the alerts, newest first.
 */
export interface NotificationsReply {
  readonly reports: readonly MonitoredReport[];
  readonly preferences: NotificationPreferences;
  readonly status: {
    readonly totalReportsMonitored: number;
    readonly totalUpdatesAvailable: number;
    readonly isReportMonitoringEnabledByUser: boolean;
  };
  readonly alerts: readonly MonitoringAlert[];
}

/** POST notifications/report/alert/last-seen: the member saw a report's alerts (`reportId`) or some alerts (`alertIds`). */
export const AlertsSeenInput = z.union([
  z.object({ reportId: z.string().trim().min(1).max(100) }),
  z.object({
    alertIds: z
      .array(z.union([z.string(), z.number()]).transform(String))
      .min(1)
      .max(500),
  }),
]);
