/**
 * The reports area's own records (migration 0050): which reports a user may read in full, the
 * per-report view state, correction requests, PDF orders and report monitoring. Adapter:
 * PgReportStore.
 */

/** How a user came to hold a full report. */
export type ReportGrantVia = 'purchase' | 'membership' | 'voucher';

/** A correction request ("Report an error in this record"). */
export interface ReportCorrection {
  readonly id: string;
  readonly userId: string | null;
  readonly reportType: string;
  readonly recordId: string;
  readonly section: string;
  readonly message: string;
  readonly email: string | null;
  readonly createdAt: Date;
}

/** A PDF add-on order (001 section 7 add-on/pdf). */
export interface ReportPdfOrder {
  readonly id: string;
  readonly userId: string;
  readonly reportId: string;
  readonly skuId: string;
  readonly amountCents: number;
  readonly status: 'succeeded' | 'declined';
  readonly createdAt: Date;
}

/** A report-history row as the reports area reads it (000 section 3 report list item; 001 section 3). */
export interface ReportHistoryRow {
  readonly id: number;
  readonly reportId: string;
  readonly searchType: string;
  readonly criteria: Readonly<Record<string, unknown>>;
  readonly title: string;
  readonly subtitle: string;
  readonly url: string;
  readonly isPdf: boolean;
  readonly created: Date;
  readonly lastViewed: Date;
  readonly isFavorite: boolean;
  readonly hasUnseenAlert: boolean;
}

export interface ReportStore {
  /** The ways the user holds this report in full (empty when none). */
  grants(userId: string, reportId: string): Promise<ReportGrantVia[]>;
  /** Records a full-access grant (idempotent per user, report and way). */
  grant(userId: string, reportId: string, via: ReportGrantVia, at: Date): Promise<void>;

  viewedSections(userId: string, reportId: string): Promise<string[]>;
  markViewed(userId: string, reportId: string, section: string, at: Date): Promise<void>;

  addCorrection(c: ReportCorrection): Promise<void>;

  /** A succeeded PDF order of this report by this user, if any. */
  pdfOrder(userId: string, reportId: string): Promise<ReportPdfOrder | null>;
  /** Inserts the order; false when a succeeded one exists already (the unique rule). */
  addPdfOrder(o: ReportPdfOrder): Promise<boolean>;

  /** Report monitoring subscriptions (000 section 7 notifications/subscribe). */
  setMonitoring(userId: string, reportId: string, on: boolean, preorder: boolean, at: Date): Promise<void>;
  isMonitored(userId: string, reportId: string): Promise<boolean>;

  /**
   * The user's report history, newest first. `types`: 1 = only reports with unseen alerts, 2 = only
   * favorites (000 section 7); `searchTypes`: only these report types (from SearchTypeEnumIds).
   */
  listHistory(
    userId: string,
    o: {
      offset: number;
      limit: number;
      favoritesOnly: boolean;
      alertsOnly: boolean;
      searchTypes: readonly string[] | null;
    },
  ): Promise<{ items: ReportHistoryRow[]; total: number }>;
  historyItem(userId: string, id: number): Promise<ReportHistoryRow | null>;
  /** The history row of a report id for this user, if listed. */
  historyByReportId(userId: string, reportId: string): Promise<ReportHistoryRow | null>;
  markPdfInHistory(userId: string, reportId: string): Promise<void>;
  /** Flips the favourite mark of the user's own history row (000 section 7); the new mark, or null when not theirs. */
  toggleFavorite(userId: string, historyId: number): Promise<boolean | null>;
}
