/** One search a signed-in user ran (000 section 3 "Search history item", 002 section 3 "Recent search"). */
export interface SearchEntry {
  readonly searchTypeEnumId: number;
  readonly criteria: Readonly<Record<string, unknown>>;
  readonly searchUrl: string;
  readonly title: string;
  readonly subtitle: string;
}

export interface StoredSearch extends SearchEntry {
  readonly createdAt: Date;
  readonly lastRun: Date;
}

/**
 * The per-user search history behind the dashboard's Search History block (000 section 2, 5 per page).
 * The same search (type + URL) run again moves to the top instead of being listed twice.
 */
export interface SearchHistory {
  record(userId: string, entry: SearchEntry, at: Date): Promise<void>;
  /** Newest first; `searchType` filters by search type enum id. */
  list(
    userId: string,
    options: { readonly offset: number; readonly limit: number; readonly searchType?: number },
  ): Promise<{ readonly items: StoredSearch[]; readonly total: number }>;
}

/** One report a user opened (000 section 3 "Report list item"). */
export interface ReportViewEntry {
  readonly reportId: string;
  /** background, phone, address, email ... (000 section 3 "Report search type"). */
  readonly searchType: string;
  readonly criteria: Readonly<Record<string, unknown>>;
  readonly title: string;
  readonly subtitle: string;
  readonly url: string;
  readonly isPdf: boolean;
}

export interface StoredReportView extends ReportViewEntry {
  readonly created: Date;
  readonly lastViewed: Date;
}

/** The per-user recent reports (000 section 2 "Recent reports", 5 per page). */
export interface ReportHistory {
  /** Adds the report or, when already listed, moves its `lastViewed` forward. */
  record(userId: string, entry: ReportViewEntry, at: Date): Promise<void>;
  list(
    userId: string,
    options: { readonly offset: number; readonly limit: number },
  ): Promise<{ readonly items: StoredReportView[]; readonly total: number }>;
}
