import type {
  ReportCorrection,
  ReportGrantVia,
  ReportHistoryRow,
  ReportPdfOrder,
  ReportStore,
} from '../../core/reports/report-store.port.js';
import type { Queryable } from './db.js';
import { PgReportHistory, type ReportHistoryReads } from './pg-report-history.js';

/**
 * The reports area's tables (migration 0050). Its history reads go to the owner of `report_history`,
 * {@link PgReportHistory} (the same rows the accounts area's recent reports list).
 */
export class PgReportStore implements ReportStore {
  constructor(
    private readonly db: Queryable,
    private readonly history: ReportHistoryReads = new PgReportHistory(db),
  ) {}

  async grants(userId: string, reportId: string): Promise<ReportGrantVia[]> {
    const r = await this.db.query<{ via: ReportGrantVia }>(
      'SELECT via FROM report_access_grants WHERE user_id = $1 AND report_id = $2 ORDER BY created_at',
      [userId, reportId],
    );
    return r.rows.map((x) => x.via);
  }

  async grant(userId: string, reportId: string, via: ReportGrantVia, at: Date): Promise<void> {
    await this.db.query(
      `INSERT INTO report_access_grants (user_id, report_id, via, created_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT DO NOTHING`,
      [userId, reportId, via, at],
    );
  }

  async viewedSections(userId: string, reportId: string): Promise<string[]> {
    const r = await this.db.query<{ section: string }>(
      'SELECT section FROM report_view_state WHERE user_id = $1 AND report_id = $2 ORDER BY viewed_at, section',
      [userId, reportId],
    );
    return r.rows.map((x) => x.section);
  }

  async markViewed(userId: string, reportId: string, section: string, at: Date): Promise<void> {
    await this.db.query(
      `INSERT INTO report_view_state (user_id, report_id, section, viewed_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT DO NOTHING`,
      [userId, reportId, section, at],
    );
  }

  async addCorrection(c: ReportCorrection): Promise<void> {
    await this.db.query(
      `INSERT INTO report_corrections (id, user_id, report_type, record_id, section, message, email, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [c.id, c.userId, c.reportType, c.recordId, c.section, c.message, c.email, c.createdAt],
    );
  }

  async pdfOrder(userId: string, reportId: string): Promise<ReportPdfOrder | null> {
    const r = await this.db.query<{
      id: string;
      user_id: string;
      report_id: string;
      sku_id: string;
      amount_cents: number;
      status: 'succeeded' | 'declined';
      created_at: Date;
    }>(
      `SELECT id, user_id, report_id, sku_id, amount_cents, status, created_at FROM report_pdf_orders
       WHERE user_id = $1 AND report_id = $2 AND status = 'succeeded'`,
      [userId, reportId],
    );
    const x = r.rows[0];
    return x
      ? {
          id: x.id,
          userId: x.user_id,
          reportId: x.report_id,
          skuId: x.sku_id,
          amountCents: Number(x.amount_cents),
          status: x.status,
          createdAt: new Date(x.created_at),
        }
      : null;
  }

  async addPdfOrder(o: ReportPdfOrder): Promise<boolean> {
    const r = await this.db.query(
      `INSERT INTO report_pdf_orders (id, user_id, report_id, sku_id, amount_cents, status, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT DO NOTHING`,
      [o.id, o.userId, o.reportId, o.skuId, o.amountCents, o.status, o.createdAt],
    );
    return r.rowCount === 1;
  }

  async setMonitoring(userId: string, reportId: string, on: boolean, preorder: boolean, at: Date): Promise<void> {
    await this.db.query(
      `INSERT INTO report_monitoring (user_id, report_id, is_on, preorder, updated_at) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (user_id, report_id) DO UPDATE SET is_on = EXCLUDED.is_on, preorder = EXCLUDED.preorder,
         updated_at = EXCLUDED.updated_at`,
      [userId, reportId, on, preorder, at],
    );
  }

  async isMonitored(userId: string, reportId: string): Promise<boolean> {
    const r = await this.db.query<{ is_on: boolean }>(
      'SELECT is_on FROM report_monitoring WHERE user_id = $1 AND report_id = $2',
      [userId, reportId],
    );
    return r.rows[0]?.is_on === true;
  }

  listHistory(
    userId: string,
    o: {
      offset: number;
      limit: number;
      favoritesOnly: boolean;
      alertsOnly: boolean;
      searchTypes: readonly string[] | null;
    },
  ): Promise<{ items: ReportHistoryRow[]; total: number }> {
    return this.history.listHistory(userId, o);
  }
  historyItem(userId: string, id: number): Promise<ReportHistoryRow | null> {
    return this.history.historyItem(userId, id);
  }
  historyByReportId(userId: string, reportId: string): Promise<ReportHistoryRow | null> {
    return this.history.historyByReportId(userId, reportId);
  }
  markPdfInHistory(userId: string, reportId: string): Promise<void> {
    return this.history.markPdfInHistory(userId, reportId);
  }
  async toggleFavorite(userId: string, historyId: number): Promise<boolean | null> {
    // One statement: only the owner's row gets a mark row, and concurrent toggles serialise on its key.
    const r = await this.db.query<{ is_favorite: boolean }>(
      `INSERT INTO report_history_marks (report_history_id, is_favorite)
       SELECT id, true FROM report_history WHERE id = $2 AND user_id = $1
       ON CONFLICT (report_history_id) DO UPDATE SET is_favorite = NOT report_history_marks.is_favorite
       RETURNING is_favorite`,
      [userId, historyId],
    );
    return r.rows[0] ? r.rows[0].is_favorite === true : null;
  }

  /** The account e-mail a PDF goes to. */
  async userEmail(userId: string): Promise<string | null> {
    const r = await this.db.query<{ email: string | null }>(
      'SELECT email FROM users WHERE id = $1 AND deleted_at IS NULL',
      [userId],
    );
    return r.rows[0]?.email ?? null;
  }
}
