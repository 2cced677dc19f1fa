import type { MonitoringSnapshot } from '../../core/reports/monitoring-changes.rules.js';
import type {
  DigestBatch,
  MonitoredReportRef,
  ReportMonitoringStore,
  StoredMonitoringAlert,
  StoredMonitoringPreferences,
} from '../../core/reports/report-monitoring.port.js';
import type { MonitoringChange } from '../../core/shared/reports/notifications.schema.js';
import type { Db } from './db.js';

type PrefRow = { is_enabled: boolean; is_auto: boolean; account_id: string; activated_at: Date };
const toPrefs = (r: PrefRow): StoredMonitoringPreferences => ({
  isEnabled: r.is_enabled,
  isAutoReportMonitoringEnabled: r.is_auto,
  accountId: r.account_id,
  activatedAt: new Date(r.activated_at),
});

type AlertRow = {
  id: string;
  user_id: string;
  report_id: string;
  title: string;
  url: string;
  changes: MonitoringChange[] | string;
  created_at: Date;
  seen_at: Date | null;
};
const ALERT_COLUMNS = 'id, user_id, report_id, title, url, changes, created_at, seen_at';
const toAlert = (r: AlertRow): StoredMonitoringAlert => ({
  id: r.id,
  userId: r.user_id,
  reportId: r.report_id,
  title: r.title,
  url: r.url,
  changes: typeof r.changes === 'string' ? JSON.parse(r.changes) : r.changes,
  createdAt: new Date(r.created_at),
  seenAt: r.seen_at ? new Date(r.seen_at) : null,
});

type RefRow = { user_id: string; report_id: string; updated_at: Date; taken_at: Date | null };
const toRef = (r: RefRow): MonitoredReportRef => ({
  userId: r.user_id,
  reportId: r.report_id,
  monitoredSince: new Date(r.updated_at),
  snapshotAt: r.taken_at ? new Date(r.taken_at) : null,
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Report monitoring's tables (migration 0071) and the subscriptions of 0050 (docs/decisions/0071). */
export class PgReportMonitoringStore implements ReportMonitoringStore {
  constructor(private readonly db: Db) {}

  async preferences(userId: string): Promise<StoredMonitoringPreferences | null> {
    const r = await this.db.query<PrefRow>(
      'SELECT is_enabled, is_auto, account_id, activated_at FROM report_monitoring_preferences WHERE user_id = $1',
      [userId],
    );
    return r.rows[0] ? toPrefs(r.rows[0]) : null;
  }

  async savePreferences(
    userId: string,
    p: { isEnabled: boolean; isAutoReportMonitoringEnabled: boolean },
    newAccountId: string,
    at: Date,
  ): Promise<StoredMonitoringPreferences> {
    const r = await this.db.query<PrefRow>(
      `INSERT INTO report_monitoring_preferences (user_id, is_enabled, is_auto, account_id, activated_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $5)
       ON CONFLICT (user_id) DO UPDATE SET is_enabled = EXCLUDED.is_enabled, is_auto = EXCLUDED.is_auto,
         updated_at = EXCLUDED.updated_at
       RETURNING is_enabled, is_auto, account_id, activated_at`,
      [userId, p.isEnabled, p.isAutoReportMonitoringEnabled, newAccountId, at],
    );
    return toPrefs(r.rows[0] as PrefRow);
  }

  async autoMonitor(userId: string, reportId: string, at: Date): Promise<boolean> {
    const r = await this.db.query(
      `INSERT INTO report_monitoring (user_id, report_id, is_on, preorder, updated_at)
       SELECT user_id, $2, true, false, $3 FROM report_monitoring_preferences
       WHERE user_id = $1 AND is_enabled AND is_auto
       ON CONFLICT (user_id, report_id) DO NOTHING`,
      [userId, reportId, at],
    );
    return r.rowCount === 1;
  }

  async monitored(userId?: string): Promise<MonitoredReportRef[]> {
    const r = await this.db.query<RefRow>(
      `SELECT m.user_id, m.report_id, m.updated_at, s.taken_at
       FROM report_monitoring m
       JOIN report_monitoring_preferences p ON p.user_id = m.user_id AND p.is_enabled
       JOIN users u ON u.id = m.user_id AND u.deleted_at IS NULL
       LEFT JOIN report_monitoring_snapshots s ON s.user_id = m.user_id AND s.report_id = m.report_id
       WHERE m.is_on AND ($1::uuid IS NULL OR m.user_id = $1::uuid)
       ORDER BY m.user_id, m.report_id`,
      [userId ?? null],
    );
    return r.rows.map(toRef);
  }

  async subscriptions(userId: string): Promise<MonitoredReportRef[]> {
    const r = await this.db.query<RefRow>(
      `SELECT m.user_id, m.report_id, m.updated_at, s.taken_at
       FROM report_monitoring m
       LEFT JOIN report_monitoring_snapshots s ON s.user_id = m.user_id AND s.report_id = m.report_id
       WHERE m.user_id = $1 AND m.is_on ORDER BY m.updated_at DESC, m.report_id`,
      [userId],
    );
    return r.rows.map(toRef);
  }

  async snapshot(userId: string, reportId: string): Promise<MonitoringSnapshot | null> {
    const r = await this.db.query<{ facts: MonitoringSnapshot | string }>(
      'SELECT facts FROM report_monitoring_snapshots WHERE user_id = $1 AND report_id = $2',
      [userId, reportId],
    );
    const f = r.rows[0]?.facts;
    return f === undefined ? null : typeof f === 'string' ? JSON.parse(f) : f;
  }

  async putSnapshot(userId: string, reportId: string, facts: MonitoringSnapshot, at: Date): Promise<void> {
    await this.db.query(
      `INSERT INTO report_monitoring_snapshots (user_id, report_id, facts, taken_at) VALUES ($1, $2, $3::jsonb, $4)
       ON CONFLICT (user_id, report_id) DO UPDATE SET facts = EXCLUDED.facts, taken_at = EXCLUDED.taken_at`,
      [userId, reportId, JSON.stringify(facts), at],
    );
  }

  recordRun(
    userId: string,
    reportId: string,
    expectedAt: Date | null,
    facts: MonitoringSnapshot,
    at: Date,
    alert: Omit<StoredMonitoringAlert, 'userId' | 'reportId' | 'createdAt' | 'seenAt'> | null,
  ): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      // The compare-and-set: an update only when the snapshot is the one this run read; a first snapshot
      // only when there is none (the primary key refuses a second).
      const w =
        expectedAt === null
          ? await tx.query(
              `INSERT INTO report_monitoring_snapshots (user_id, report_id, facts, taken_at)
               VALUES ($1, $2, $3::jsonb, $4) ON CONFLICT DO NOTHING`,
              [userId, reportId, JSON.stringify(facts), at],
            )
          : await tx.query(
              `UPDATE report_monitoring_snapshots SET facts = $3::jsonb, taken_at = $4
               WHERE user_id = $1 AND report_id = $2 AND taken_at = $5`,
              [userId, reportId, JSON.stringify(facts), at, expectedAt],
            );
      if (w.rowCount !== 1) return false;
      if (alert) {
        await tx.query(
          `INSERT INTO report_monitoring_alerts (id, user_id, report_id, title, url, changes, created_at)
           VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7)`,
          [alert.id, userId, reportId, alert.title, alert.url, JSON.stringify(alert.changes), at],
        );
      }
      return true;
    });
  }

  async alerts(userId: string, limit: number): Promise<StoredMonitoringAlert[]> {
    const r = await this.db.query<AlertRow>(
      `SELECT ${ALERT_COLUMNS} FROM report_monitoring_alerts WHERE user_id = $1
       ORDER BY created_at DESC, id DESC LIMIT $2`,
      [userId, limit],
    );
    return r.rows.map(toAlert);
  }

  async unseenAlerts(userId: string, reportId: string): Promise<StoredMonitoringAlert[]> {
    const r = await this.db.query<AlertRow>(
      `SELECT ${ALERT_COLUMNS} FROM report_monitoring_alerts
       WHERE user_id = $1 AND report_id = $2 AND seen_at IS NULL ORDER BY created_at DESC, id DESC`,
      [userId, reportId],
    );
    return r.rows.map(toAlert);
  }

  async unseenCount(userId: string): Promise<number> {
    const r = await this.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM report_monitoring_alerts WHERE user_id = $1 AND seen_at IS NULL',
      [userId],
    );
    return Number(r.rows[0]?.n ?? 0);
  }

  async markSeen(
    userId: string,
    which: { reportId: string } | { alertIds: readonly string[] },
    at: Date,
  ): Promise<number> {
    if ('reportId' in which) {
      const r = await this.db.query(
        `UPDATE report_monitoring_alerts SET seen_at = $3 WHERE user_id = $1 AND report_id = $2 AND seen_at IS NULL`,
        [userId, which.reportId, at],
      );
      return r.rowCount;
    }
    const ids = which.alertIds.filter((id) => UUID.test(id));
    if (ids.length === 0) return 0;
    const r = await this.db.query(
      `UPDATE report_monitoring_alerts SET seen_at = $3 WHERE user_id = $1 AND id = ANY ($2::uuid[]) AND seen_at IS NULL`,
      [userId, ids, at],
    );
    return r.rowCount;
  }

  async claimDigest(at: Date): Promise<DigestBatch[]> {
    // One statement: the row locks make a second instance's claim skip the rows this one took.
    const r = await this.db.query<AlertRow & { email: string }>(
      `WITH claimed AS (
         UPDATE report_monitoring_alerts a SET digested_at = $1
         FROM users u
         WHERE u.id = a.user_id AND u.deleted_at IS NULL AND u.email IS NOT NULL
           AND a.seen_at IS NULL AND a.digested_at IS NULL
         RETURNING a.id, a.user_id, a.report_id, a.title, a.url, a.changes, a.created_at, a.seen_at, u.email
       )
       SELECT * FROM claimed ORDER BY user_id, created_at DESC, id DESC`,
      [at],
    );
    const byUser = new Map<string, { email: string; alerts: StoredMonitoringAlert[] }>();
    for (const row of r.rows) {
      const b = byUser.get(row.user_id) ?? { email: row.email, alerts: [] };
      b.alerts.push(toAlert(row));
      byUser.set(row.user_id, b);
    }
    return [...byUser].map(([userId, b]) => ({ userId, email: b.email, alerts: b.alerts }));
  }
}
