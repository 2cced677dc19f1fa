import type { ReportHistory, ReportViewEntry, StoredReportView } from '../../core/accounts/history.port.js';

/** One recent-reports row as `report_history` holds it: an id that stays with the user's report. */
export interface InMemoryReportHistoryRow extends StoredReportView {
  readonly id: number;
  readonly userId: string;
}

/**
 * The per-user recent reports in memory (the `report_history` table of the fakes). The reports
 * area's fake store (`InMemoryReportStore`) reads the same rows through it, as `PgReportStore` reads
 * `report_history` through `PgReportHistory`, its one owner. Passes tests/adapters/reports/report-store.contract.test.ts.
 */
export class InMemoryReportHistory implements ReportHistory {
  private readonly byKey = new Map<string, InMemoryReportHistoryRow>();
  private nextId = 1;

  async record(userId: string, e: ReportViewEntry, at: Date): Promise<void> {
    const key = `${userId}\u0000${e.reportId}`;
    const old = this.byKey.get(key);
    // As the table's upsert: search type, criteria and the first view stay; the rest follows the view.
    this.byKey.set(
      key,
      old
        ? { ...old, title: e.title, subtitle: e.subtitle, url: e.url, isPdf: e.isPdf, lastViewed: at }
        : { ...e, criteria: structuredClone(e.criteria), id: this.nextId++, userId, created: at, lastViewed: at },
    );
  }

  async list(userId: string, o: { readonly offset: number; readonly limit: number }) {
    const mine = this.rowsOf(userId);
    return {
      items: mine.slice(o.offset, o.offset + o.limit).map(({ id: _id, userId: _u, ...view }) => view),
      total: mine.length,
    };
  }

  /** Every user's rows (report activity on a record counts the other members' views). */
  allRows(): InMemoryReportHistoryRow[] {
    return [...this.byKey.values()];
  }

  /** The user's rows, newest view first (ties: the later row first). */
  rowsOf(userId: string): InMemoryReportHistoryRow[] {
    return [...this.byKey.values()]
      .filter((r) => r.userId === userId)
      .sort((a, b) => b.lastViewed.getTime() - a.lastViewed.getTime() || b.id - a.id);
  }

  /** Sets `isPdf` on the user's row of the report, when listed. */
  markPdf(userId: string, reportId: string): void {
    const key = `${userId}\u0000${reportId}`;
    const old = this.byKey.get(key);
    if (old) this.byKey.set(key, { ...old, isPdf: true });
  }
}
