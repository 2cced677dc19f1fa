import type { FactGate } from '../fact-gate/fact-gate.steps.js';
import type { Clock, IdGenerator } from '../shared/clock.port.js';
import type { MonitoringChange } from '../shared/reports/notifications.schema.js';
import type { ReportSource } from '../shared/reports/report-source.port.js';
import type { MonitoringSnapshot } from './monitoring-changes.rules.js';
import type { ReportLevelOf } from './report-level.port.js';

/** A member's stored monitoring preferences (002 section 3 "Monitoring"). */
export interface StoredMonitoringPreferences {
  readonly isEnabled: boolean;
  readonly isAutoReportMonitoringEnabled: boolean;
  /** Given when the member first saves preferences. */
  readonly accountId: string;
  readonly activatedAt: Date;
}

/** A report monitored by a member whose monitoring is on: what the monitoring run visits. */
export interface MonitoredReportRef {
  readonly userId: string;
  readonly reportId: string;
  readonly monitoredSince: Date;
  /** When the stored snapshot was taken (the compare-and-set token of a run); null before the first. */
  readonly snapshotAt: Date | null;
}

/** A stored alert: one per monitored report per run that found changes. */
export interface StoredMonitoringAlert {
  readonly id: string;
  readonly userId: string;
  readonly reportId: string;
  readonly title: string;
  readonly url: string;
  readonly changes: readonly MonitoringChange[];
  readonly createdAt: Date;
  readonly seenAt: Date | null;
}

/** What a digest mail lists for one member: the alerts claimed for it. */
export interface DigestBatch {
  readonly userId: string;
  readonly email: string;
  readonly alerts: readonly StoredMonitoringAlert[];
}

/**
 * Report monitoring's own records (migration 0071; docs/decisions/0071): the member's preferences, the
 * snapshot of each monitored report, and the alerts. The subscriptions themselves are the reports
 * area's `report_monitoring` rows (ReportStore.setMonitoring). Adapters: PgReportMonitoringStore,
 * InMemoryReportMonitoringStore; both pass tests/adapters/reports/report-monitoring-store.contract.test.ts.
 */
export interface ReportMonitoringStore {
  preferences(userId: string): Promise<StoredMonitoringPreferences | null>;
  /** Saves the preferences; the account id and activation date are kept from the first save. */
  savePreferences(
    userId: string,
    p: { isEnabled: boolean; isAutoReportMonitoringEnabled: boolean },
    newAccountId: string,
    at: Date,
  ): Promise<StoredMonitoringPreferences>;

  /**
   * Subscribes a report the member opened when its preferences say so (enabled and automatic) and the
   * member never subscribed or unsubscribed it: true when it did.
   */
  autoMonitor(userId: string, reportId: string, at: Date): Promise<boolean>;

  /** The monitored reports (is_on) of members whose monitoring is enabled; only `userId`'s when given. */
  monitored(userId?: string): Promise<MonitoredReportRef[]>;
  /** The member's monitored reports whatever the preferences (the notifications page lists them). */
  subscriptions(userId: string): Promise<MonitoredReportRef[]>;

  snapshot(userId: string, reportId: string): Promise<MonitoringSnapshot | null>;
  /** Replaces the snapshot (at subscribe time: the baseline). */
  putSnapshot(userId: string, reportId: string, facts: MonitoringSnapshot, at: Date): Promise<void>;
  /**
   * One run's result for one report, as a compare-and-set: stores `facts` and the alert (when given)
   * only if the stored snapshot is still the one taken at `expectedAt` (null: none yet). False when
   * another run recorded the report first (and nothing is written).
   */
  recordRun(
    userId: string,
    reportId: string,
    expectedAt: Date | null,
    facts: MonitoringSnapshot,
    at: Date,
    alert: Omit<StoredMonitoringAlert, 'userId' | 'reportId' | 'createdAt' | 'seenAt'> | null,
  ): Promise<boolean>;

  /** The member's alerts, newest first, at most `limit`. */
  alerts(userId: string, limit: number): Promise<StoredMonitoringAlert[]>;
  /** Unseen alerts of one report (the view marks their facts). */
  unseenAlerts(userId: string, reportId: string): Promise<StoredMonitoringAlert[]>;
  /** How many alerts the member has not seen (the nav badge's totalUpdatesAvailable). */
  unseenCount(userId: string): Promise<number>;
  /** Marks the alerts of a report, or the given alerts, seen; answers how many changed. */
  markSeen(userId: string, which: { reportId: string } | { alertIds: readonly string[] }, at: Date): Promise<number>;

  /**
   * Claims, for the digest, every unseen alert not digested yet (members with an e-mail only), marking
   * them digested at `at` in the same statement: of several instances claiming at once, each alert goes
   * to exactly one.
   */
  claimDigest(at: Date): Promise<DigestBatch[]>;
}

/** The ports a monitoring run reads and writes (core/reports/report-monitoring.job.ts). */
export interface ReportMonitoringJobPorts {
  readonly source: ReportSource;
  readonly monitoring: ReportMonitoringStore;
  readonly clock: Clock;
  readonly ids: IdGenerator;
  /**
   * Whether the member still holds a membership (monitoring is a membership benefit): a lapsed member's
   * reports wait, unchanged, until they join again. Without it every monitored report runs.
   */
  readonly isMember?: (userId: string, at: Date) => Promise<boolean>;
  /** The member's access level to a report now (report-level.steps.ts): an alert names only what it opens. */
  readonly levelOf: ReportLevelOf;
  /** The fact gate (core/fact-gate/fact-gate.steps.ts): an alert's changes pass it before they are written. */
  readonly gate: Pick<FactGate, 'changes'>;
}
