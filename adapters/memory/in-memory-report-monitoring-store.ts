import type { MonitoringSnapshot } from '../../core/reports/monitoring-changes.rules.js';
import type {
  DigestBatch,
  MonitoredReportRef,
  ReportMonitoringStore,
  StoredMonitoringAlert,
  StoredMonitoringPreferences,
} from '../../core/reports/report-monitoring.port.js';
import type { InMemoryReportStore } from './in-memory-report-store.js';

const key = (userId: string, reportId: string) => `${userId}\u0000${reportId}`;

/**
 * Report monitoring's records in memory, over the subscriptions an {@link InMemoryReportStore} keeps (as
 * PgReportMonitoringStore joins report_monitoring). Every method runs to its end without awaiting, so
 * the compare-and-set of a run and the digest claim hold under concurrent calls. `emailOf` answers a
 * member's address (null for a deleted account). Passes report-monitoring-store.contract.test.ts.
 */
export class InMemoryReportMonitoringStore implements ReportMonitoringStore {
  private readonly prefs = new Map<string, StoredMonitoringPreferences>();
  private readonly snapshots = new Map<string, { facts: MonitoringSnapshot; at: Date }>();
  private readonly rows: (Omit<StoredMonitoringAlert, 'seenAt'> & { seenAt: Date | null; digestedAt: Date | null })[] =
    [];

  constructor(
    private readonly store: InMemoryReportStore,
    private readonly emailOf: (userId: string) => Promise<string | null>,
  ) {
    store.unseenAlert = (userId, reportId) =>
      this.rows.some((a) => a.userId === userId && a.reportId === reportId && a.seenAt === null);
  }

  async preferences(userId: string): Promise<StoredMonitoringPreferences | null> {
    return this.prefs.get(userId) ?? null;
  }

  async savePreferences(
    userId: string,
    p: { isEnabled: boolean; isAutoReportMonitoringEnabled: boolean },
    newAccountId: string,
    at: Date,
  ): Promise<StoredMonitoringPreferences> {
    const was = this.prefs.get(userId);
    const next = {
      isEnabled: p.isEnabled,
      isAutoReportMonitoringEnabled: p.isAutoReportMonitoringEnabled,
      accountId: was?.accountId ?? newAccountId,
      activatedAt: was?.activatedAt ?? at,
    };
    this.prefs.set(userId, next);
    return next;
  }

  async autoMonitor(userId: string, reportId: string, at: Date): Promise<boolean> {
    const p = this.prefs.get(userId);
    return !!p?.isEnabled && p.isAutoReportMonitoringEnabled && this.store.addMonitoringIfAbsent(userId, reportId, at);
  }

  private refs(filter: (userId: string) => boolean): MonitoredReportRef[] {
    return this.store
      .monitoringRows()
      .filter((m) => m.on && filter(m.userId))
      .map((m) => ({
        userId: m.userId,
        reportId: m.reportId,
        monitoredSince: m.at,
        snapshotAt: this.snapshots.get(key(m.userId, m.reportId))?.at ?? null,
      }));
  }

  async monitored(userId?: string): Promise<MonitoredReportRef[]> {
    const live = await this.emails(this.store.monitoringRows().map((m) => m.userId));
    return this.refs(
      (u) => (userId === undefined || u === userId) && this.prefs.get(u)?.isEnabled === true && live.get(u) != null,
    ).sort((a, b) => (a.userId + a.reportId < b.userId + b.reportId ? -1 : 1));
  }

  async subscriptions(userId: string): Promise<MonitoredReportRef[]> {
    return this.refs((u) => u === userId).sort((a, b) => b.monitoredSince.getTime() - a.monitoredSince.getTime());
  }

  async snapshot(userId: string, reportId: string): Promise<MonitoringSnapshot | null> {
    const s = this.snapshots.get(key(userId, reportId));
    return s ? structuredClone(s.facts) : null;
  }

  async putSnapshot(userId: string, reportId: string, facts: MonitoringSnapshot, at: Date): Promise<void> {
    this.snapshots.set(key(userId, reportId), { facts: structuredClone(facts), at });
  }

  async recordRun(
    userId: string,
    reportId: string,
    expectedAt: Date | null,
    facts: MonitoringSnapshot,
    at: Date,
    alert: Omit<StoredMonitoringAlert, 'userId' | 'reportId' | 'createdAt' | 'seenAt'> | null,
  ): Promise<boolean> {
    const s = this.snapshots.get(key(userId, reportId));
    if (expectedAt === null ? s !== undefined : s?.at.getTime() !== expectedAt.getTime()) return false;
    this.snapshots.set(key(userId, reportId), { facts: structuredClone(facts), at });
    if (alert) {
      this.rows.push({
        ...alert,
        changes: structuredClone(alert.changes),
        userId,
        reportId,
        createdAt: at,
        seenAt: null,
        digestedAt: null,
      });
    }
    return true;
  }

  private view(a: StoredMonitoringAlert & { digestedAt: Date | null }): StoredMonitoringAlert {
    const { digestedAt: _d, ...rest } = a;
    return structuredClone(rest);
  }

  private newestFirst(list: (StoredMonitoringAlert & { digestedAt: Date | null })[]) {
    return [...list].sort(
      (a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0),
    );
  }

  async alerts(userId: string, limit: number): Promise<StoredMonitoringAlert[]> {
    return this.newestFirst(this.rows.filter((a) => a.userId === userId))
      .slice(0, limit)
      .map((a) => this.view(a));
  }

  async unseenAlerts(userId: string, reportId: string): Promise<StoredMonitoringAlert[]> {
    return this.newestFirst(
      this.rows.filter((a) => a.userId === userId && a.reportId === reportId && a.seenAt === null),
    ).map((a) => this.view(a));
  }

  async unseenCount(userId: string): Promise<number> {
    return this.rows.filter((a) => a.userId === userId && a.seenAt === null).length;
  }

  async markSeen(
    userId: string,
    which: { reportId: string } | { alertIds: readonly string[] },
    at: Date,
  ): Promise<number> {
    let n = 0;
    for (const a of this.rows) {
      if (a.userId !== userId || a.seenAt !== null) continue;
      if ('reportId' in which ? a.reportId === which.reportId : which.alertIds.includes(a.id)) {
        a.seenAt = at;
        n += 1;
      }
    }
    return n;
  }

  private async emails(userIds: readonly string[]): Promise<Map<string, string | null>> {
    const out = new Map<string, string | null>();
    for (const u of new Set(userIds)) out.set(u, await this.emailOf(u));
    return out;
  }

  async claimDigest(at: Date): Promise<DigestBatch[]> {
    const emails = await this.emails(this.rows.map((a) => a.userId));
    // From here to the end without awaiting: the claim is atomic like the adapter's one statement.
    const byUser = new Map<string, DigestBatch & { alerts: StoredMonitoringAlert[] }>();
    for (const a of this.rows) {
      if (a.seenAt !== null || a.digestedAt !== null) continue;
      const email = emails.get(a.userId);
      if (!email) continue;
      a.digestedAt = at;
      const b = byUser.get(a.userId) ?? { userId: a.userId, email, alerts: [] };
      b.alerts.push(this.view(a));
      byUser.set(a.userId, b);
    }
    return [...byUser.values()].map((b) => ({
      ...b,
      alerts: this.newestFirst(b.alerts.map((x) => ({ ...x, digestedAt: null }))).map((x) => this.view(x)),
    }));
  }

  /** Removes a member's rows (account deletion, as PgAccountErasure does). */
  eraseUser(userId: string): void {
    this.prefs.delete(userId);
    for (const k of [...this.snapshots.keys()]) if (k.startsWith(`${userId}\u0000`)) this.snapshots.delete(k);
    for (let i = this.rows.length - 1; i >= 0; i -= 1) if (this.rows[i]?.userId === userId) this.rows.splice(i, 1);
  }
}
