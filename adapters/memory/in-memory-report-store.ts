import type {
  ReportCorrection,
  ReportGrantVia,
  ReportHistoryRow,
  ReportPdfOrder,
  ReportStore,
} from '../../core/reports/report-store.port.js';
import type { InMemoryReportHistory, InMemoryReportHistoryRow } from './in-memory-report-history.js';

const key = (userId: string, reportId: string) => `${userId}\u0000${reportId}`;

/**
 * The reports area's records in memory (grants, view state, corrections, PDF orders, monitoring,
 * favorite/alert marks). The history it lists is the one an {@link InMemoryReportHistory} writes,
 * as `PgReportStore` reads `report_history` through `PgReportHistory`. Every method runs to its end without awaiting
 * in between, so "one succeeded PDF order" holds under concurrent calls as the unique index does.
 * Passes tests/adapters/reports/report-store.contract.test.ts.
 */
export class InMemoryReportStore implements ReportStore {
  private readonly grantRows = new Map<string, { via: ReportGrantVia; at: Date }[]>();
  private readonly viewed = new Map<string, { section: string; at: Date }[]>();
  private readonly pdfOrders: ReportPdfOrder[] = [];
  private readonly monitoring = new Map<string, { userId: string; reportId: string; on: boolean; at: Date }>();
  /** Whether a report has unseen monitoring alerts (the reports list's filter 1); set by the monitoring fake. */
  unseenAlert: (userId: string, reportId: string) => boolean = () => false;
  private readonly marks = new Map<number, { isFavorite: boolean; hasUnseenAlert: boolean }>();
  /** Correction requests in the order received (tests read them; the port only writes). */
  readonly corrections: ReportCorrection[] = [];

  constructor(private readonly history: InMemoryReportHistory) {}

  async grants(userId: string, reportId: string): Promise<ReportGrantVia[]> {
    return [...(this.grantRows.get(key(userId, reportId)) ?? [])]
      .sort((a, b) => a.at.getTime() - b.at.getTime())
      .map((g) => g.via);
  }

  async grant(userId: string, reportId: string, via: ReportGrantVia, at: Date): Promise<void> {
    const list = this.grantRows.get(key(userId, reportId)) ?? [];
    if (!list.some((g) => g.via === via)) list.push({ via, at });
    this.grantRows.set(key(userId, reportId), list);
  }

  async viewedSections(userId: string, reportId: string): Promise<string[]> {
    return [...(this.viewed.get(key(userId, reportId)) ?? [])]
      .sort((a, b) => a.at.getTime() - b.at.getTime() || (a.section < b.section ? -1 : a.section > b.section ? 1 : 0))
      .map((v) => v.section);
  }

  async markViewed(userId: string, reportId: string, section: string, at: Date): Promise<void> {
    const list = this.viewed.get(key(userId, reportId)) ?? [];
    if (!list.some((v) => v.section === section)) list.push({ section, at });
    this.viewed.set(key(userId, reportId), list);
  }

  async addCorrection(c: ReportCorrection): Promise<void> {
    if (this.corrections.some((x) => x.id === c.id)) throw new Error(`duplicate correction id ${c.id}`);
    this.corrections.push({ ...c });
  }

  async pdfOrder(userId: string, reportId: string): Promise<ReportPdfOrder | null> {
    return (
      this.pdfOrders.find((o) => o.userId === userId && o.reportId === reportId && o.status === 'succeeded') ?? null
    );
  }

  async addPdfOrder(o: ReportPdfOrder): Promise<boolean> {
    const taken =
      this.pdfOrders.some((x) => x.id === o.id) ||
      (o.status === 'succeeded' &&
        this.pdfOrders.some((x) => x.userId === o.userId && x.reportId === o.reportId && x.status === 'succeeded'));
    if (taken) return false;
    this.pdfOrders.push({ ...o });
    return true;
  }

  async setMonitoring(userId: string, reportId: string, on: boolean, _preorder: boolean, at: Date): Promise<void> {
    this.monitoring.set(key(userId, reportId), { userId, reportId, on, at });
  }

  async isMonitored(userId: string, reportId: string): Promise<boolean> {
    return this.monitoring.get(key(userId, reportId))?.on === true;
  }

  /** The monitoring rows (report_monitoring), for the monitoring fake that reads them as the adapter joins them. */
  monitoringRows(): { userId: string; reportId: string; on: boolean; at: Date }[] {
    return [...this.monitoring.values()];
  }

  /** Adds a monitoring row when none exists (the automatic subscription); true when added. */
  addMonitoringIfAbsent(userId: string, reportId: string, at: Date): boolean {
    if (this.monitoring.has(key(userId, reportId))) return false;
    this.monitoring.set(key(userId, reportId), { userId, reportId, on: true, at });
    return true;
  }

  async listHistory(
    userId: string,
    o: {
      offset: number;
      limit: number;
      favoritesOnly: boolean;
      alertsOnly: boolean;
      searchTypes: readonly string[] | null;
    },
  ): Promise<{ items: ReportHistoryRow[]; total: number }> {
    const rows = this.history
      .rowsOf(userId)
      .map((r) => this.withMarks(r))
      .filter(
        (r) =>
          (!o.favoritesOnly || r.isFavorite) &&
          (!o.alertsOnly || r.hasUnseenAlert) &&
          (o.searchTypes === null || o.searchTypes.includes(r.searchType)),
      );
    return { items: rows.slice(o.offset, o.offset + o.limit), total: rows.length };
  }

  async historyItem(userId: string, id: number): Promise<ReportHistoryRow | null> {
    const r = this.history.rowsOf(userId).find((x) => x.id === id);
    return r ? this.withMarks(r) : null;
  }

  async historyByReportId(userId: string, reportId: string): Promise<ReportHistoryRow | null> {
    const r = this.history.rowsOf(userId).find((x) => x.reportId === reportId);
    return r ? this.withMarks(r) : null;
  }

  async markPdfInHistory(userId: string, reportId: string): Promise<void> {
    this.history.markPdf(userId, reportId);
  }

  async toggleFavorite(userId: string, historyId: number): Promise<boolean | null> {
    if (!this.history.rowsOf(userId).some((x) => x.id === historyId)) return null;
    const m = this.marks.get(historyId) ?? { isFavorite: false, hasUnseenAlert: false };
    this.marks.set(historyId, { ...m, isFavorite: !m.isFavorite });
    return !m.isFavorite;
  }

  /**
   * Sets the favorite and unseen-alert marks of a history row (`report_history_marks`; no use case
   * writes them yet, so tests set them here).
   */
  setMarks(historyId: number, marks: { isFavorite: boolean; hasUnseenAlert: boolean }): void {
    this.marks.set(historyId, { ...marks });
  }

  private withMarks(r: InMemoryReportHistoryRow): ReportHistoryRow {
    const m = this.marks.get(r.id);
    return {
      id: r.id,
      reportId: r.reportId,
      searchType: r.searchType,
      criteria: r.criteria,
      title: r.title,
      subtitle: r.subtitle,
      url: r.url,
      isPdf: r.isPdf,
      created: r.created,
      lastViewed: r.lastViewed,
      isFavorite: m?.isFavorite ?? false,
      hasUnseenAlert: (m?.hasUnseenAlert ?? false) || this.unseenAlert(r.userId, r.reportId),
    };
  }
}
