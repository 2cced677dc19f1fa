import type { ReportHistory, ReportViewEntry, StoredReportView } from '../../core/accounts/history.port.js';
import type { ReportHistoryRow, ReportStore } from '../../core/reports/report-store.port.js';
import type { Queryable } from './db.js';

/** What the reports area reads and marks of the report history (the history part of its ReportStore port). */
export type ReportHistoryReads = Pick<
  ReportStore,
  'listHistory' | 'historyItem' | 'historyByReportId' | 'markPdfInHistory'
>;

interface ReportRow {
  report_id: string;
  search_type: string;
  criteria: Record<string, unknown>;
  title: string;
  subtitle: string;
  url: string;
  is_pdf: boolean;
  created: Date;
  last_viewed: Date;
  total: number;
}

interface HistoryRow {
  id: number | string;
  report_id: string;
  search_type: string;
  criteria: Record<string, unknown> | string;
  title: string;
  subtitle: string;
  url: string;
  is_pdf: boolean;
  created: Date;
  last_viewed: Date;
  is_favorite: boolean | null;
  has_unseen_alert: boolean | null;
  total?: number;
}

/**
 * A report has an unseen alert when report monitoring wrote one the member has not seen (migration 0071,
 * docs/decisions/0071); the 0050 mark is kept for rows marked before.
 */
const UNSEEN_ALERT = `EXISTS (SELECT 1 FROM report_monitoring_alerts a
  WHERE a.user_id = h.user_id AND a.report_id = h.report_id AND a.seen_at IS NULL)`;

const HISTORY_COLUMNS = `h.id, h.report_id, h.search_type, h.criteria, h.title, h.subtitle, h.url, h.is_pdf, h.created,
  h.last_viewed, coalesce(m.is_favorite, false) AS is_favorite, (coalesce(m.has_unseen_alert, false) OR ${UNSEEN_ALERT}) AS has_unseen_alert`;

const toHistory = (r: HistoryRow): ReportHistoryRow => ({
  id: Number(r.id),
  reportId: r.report_id,
  searchType: r.search_type,
  criteria: typeof r.criteria === 'string' ? JSON.parse(r.criteria) : r.criteria,
  title: r.title,
  subtitle: r.subtitle,
  url: r.url,
  isPdf: r.is_pdf,
  created: new Date(r.created),
  lastViewed: new Date(r.last_viewed),
  isFavorite: r.is_favorite === true,
  hasUnseenAlert: r.has_unseen_alert === true,
});

/**
 * The one owner of `report_history` (migration 0020) and of the marks read with it (`report_history_marks`,
 * 0050): the accounts area's recent reports (`ReportHistory`: a report opened is recorded, the list of
 * 000 section 2) and the reports area's history reads, which `PgReportStore` answers through this adapter.
 */
export class PgReportHistory implements ReportHistory, ReportHistoryReads {
  constructor(private readonly db: Queryable) {}

  async record(userId: string, e: ReportViewEntry, at: Date): Promise<void> {
    await this.db.query(
      `INSERT INTO report_history (user_id, report_id, search_type, criteria, title, subtitle, url, is_pdf, created, last_viewed)
       VALUES ($1, $2, $3, $4::jsonb, $5, $6, $7, $8, $9, $9)
       ON CONFLICT (user_id, report_id) DO UPDATE SET last_viewed = EXCLUDED.last_viewed,
         title = EXCLUDED.title, subtitle = EXCLUDED.subtitle, url = EXCLUDED.url, is_pdf = EXCLUDED.is_pdf`,
      [userId, e.reportId, e.searchType, JSON.stringify(e.criteria), e.title, e.subtitle, e.url, e.isPdf, at],
    );
  }

  async list(
    userId: string,
    o: { readonly offset: number; readonly limit: number },
  ): Promise<{ items: StoredReportView[]; total: number }> {
    const r = await this.db.query<ReportRow>(
      `SELECT report_id, search_type, criteria, title, subtitle, url, is_pdf, created, last_viewed,
              count(*) OVER ()::int AS total
       FROM report_history WHERE user_id = $1 ORDER BY last_viewed DESC, id DESC LIMIT $2 OFFSET $3`,
      [userId, o.limit, o.offset],
    );
    let total = r.rows[0]?.total ?? 0;
    if (r.rows.length === 0 && o.offset > 0) {
      // A page past the end has no row to carry the window count: count on its own.
      const c = await this.db.query<{ n: number }>('SELECT count(*)::int AS n FROM report_history WHERE user_id = $1', [
        userId,
      ]);
      total = c.rows[0]?.n ?? 0;
    }
    return {
      items: r.rows.map((x) => ({
        reportId: x.report_id,
        searchType: x.search_type,
        criteria: x.criteria,
        title: x.title,
        subtitle: x.subtitle,
        url: x.url,
        isPdf: x.is_pdf,
        created: new Date(x.created),
        lastViewed: new Date(x.last_viewed),
      })),
      total: Number(total),
    };
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
    const where = `h.user_id = $1
      AND ($2::boolean = false OR coalesce(m.is_favorite, false))
      AND ($3::boolean = false OR coalesce(m.has_unseen_alert, false) OR ${UNSEEN_ALERT})
      AND ($4::text[] IS NULL OR h.search_type = ANY ($4::text[]))`;
    const params = [userId, o.favoritesOnly, o.alertsOnly, o.searchTypes ? [...o.searchTypes] : null];
    const r = await this.db.query<HistoryRow>(
      `SELECT ${HISTORY_COLUMNS}, count(*) OVER ()::int AS total
       FROM report_history h LEFT JOIN report_history_marks m ON m.report_history_id = h.id
       WHERE ${where} ORDER BY h.last_viewed DESC, h.id DESC LIMIT $5 OFFSET $6`,
      [...params, o.limit, o.offset],
    );
    let total = r.rows[0]?.total ?? 0;
    if (r.rows.length === 0 && o.offset > 0) {
      const c = await this.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM report_history h LEFT JOIN report_history_marks m ON m.report_history_id = h.id
         WHERE ${where}`,
        params,
      );
      total = c.rows[0]?.n ?? 0;
    }
    return { items: r.rows.map(toHistory), total: Number(total) };
  }

  async historyItem(userId: string, id: number): Promise<ReportHistoryRow | null> {
    const r = await this.db.query<HistoryRow>(
      `SELECT ${HISTORY_COLUMNS} FROM report_history h LEFT JOIN report_history_marks m ON m.report_history_id = h.id
       WHERE h.user_id = $1 AND h.id = $2`,
      [userId, id],
    );
    return r.rows[0] ? toHistory(r.rows[0]) : null;
  }

  async historyByReportId(userId: string, reportId: string): Promise<ReportHistoryRow | null> {
    const r = await this.db.query<HistoryRow>(
      `SELECT ${HISTORY_COLUMNS} FROM report_history h LEFT JOIN report_history_marks m ON m.report_history_id = h.id
       WHERE h.user_id = $1 AND h.report_id = $2`,
      [userId, reportId],
    );
    return r.rows[0] ? toHistory(r.rows[0]) : null;
  }

  async markPdfInHistory(userId: string, reportId: string): Promise<void> {
    await this.db.query('UPDATE report_history SET is_pdf = true WHERE user_id = $1 AND report_id = $2', [
      userId,
      reportId,
    ]);
  }
}
