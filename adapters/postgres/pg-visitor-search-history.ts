import type { SearchEntry, StoredSearch } from '../../core/accounts/history.port.js';
import type { VisitorSearchHistory } from '../../core/search/visitor-search-history.port.js';
import { type Db, isDbUnavailable, preparedStatement } from './db.js';

type Row = {
  search_type_enum_id: number;
  criteria_json: Record<string, unknown> | string;
  search_url: string;
  title: string;
  subtitle: string;
  created_at: Date;
  last_run: Date;
};

/**
 * The same search again: the latest run's criteria and title win and its row was created at the earliest,
 * in whatever order the runs arrive (two at once, or a batch written row by row after a failure).
 */
const AGAIN = `ON CONFLICT (visitor_id, search_type_enum_id, search_url) DO UPDATE SET
     last_run = greatest(visitor_searches.last_run, EXCLUDED.last_run),
     created_at = least(visitor_searches.created_at, EXCLUDED.created_at),
     criteria_json = CASE WHEN EXCLUDED.last_run >= visitor_searches.last_run THEN EXCLUDED.criteria_json ELSE visitor_searches.criteria_json END,
     title = CASE WHEN EXCLUDED.last_run >= visitor_searches.last_run THEN EXCLUDED.title ELSE visitor_searches.title END,
     subtitle = CASE WHEN EXCLUDED.last_run >= visitor_searches.last_run THEN EXCLUDED.subtitle ELSE visitor_searches.subtitle END`;

/**
 * A visitor's search, once per search URL (the latest run wins). Every search writes it, so it is
 * prepared, and it commits without waiting for its WAL to reach the disk (`synchronous_commit` off for
 * this statement's transaction only): a crash of the database server may lose the last fraction of a
 * second of visitors' searches, which only fill a history they see after signing up, and a name search
 * no longer waits for an fsync (about 5 % of PostgreSQL's CPU in a name search, docs/performance.md).
 * Run it with `db.query` only: inside a transaction (`tx.query`) the setting would hold for the whole
 * transaction and its commit.
 */
const RECORD_SQL = preparedStatement(
  'visitor_search_record',
  `INSERT INTO visitor_searches (visitor_id, search_type_enum_id, criteria_json, search_url, title, subtitle, created_at, last_run)
   SELECT $1::text, $2::int, $3::jsonb, $4::text, $5::text, $6::text, $7::timestamptz, $7::timestamptz
   FROM (SELECT set_config('synchronous_commit', 'off', true)) AS this_transaction_only
   ${AGAIN}`,
);

/**
 * Many visitors' searches in one statement, as RECORD_SQL one by one would leave them: per visitor,
 * type and URL one row, the latest run's (the last given of equal times), created at the earliest.
 */
const RECORD_MANY_SQL = preparedStatement(
  'visitor_search_record_many',
  `INSERT INTO visitor_searches (visitor_id, search_type_enum_id, criteria_json, search_url, title, subtitle, created_at, last_run)
   SELECT DISTINCT ON (x.v, x.t, x.u) x.v, x.t, x.c::jsonb, x.u, x.ti, x.su, min(x.at) OVER w, x.at
   FROM unnest($1::text[], $2::int[], $3::text[], $4::text[], $5::text[], $6::text[], $7::timestamptz[])
     WITH ORDINALITY AS x(v, t, c, u, ti, su, at, ord)
   CROSS JOIN (SELECT set_config('synchronous_commit', 'off', true)) AS this_transaction_only
   WINDOW w AS (PARTITION BY x.v, x.t, x.u)
   ORDER BY x.v, x.t, x.u, x.at DESC, x.ord DESC
   ${AGAIN}`,
);

type Held = { readonly visitorId: string; readonly entry: SearchEntry; readonly at: Date };

const params = (h: Held) => [
  h.visitorId,
  h.entry.searchTypeEnumId,
  JSON.stringify(h.entry.criteria),
  h.entry.searchUrl,
  h.entry.title,
  h.entry.subtitle,
  h.at,
];

/**
 * Writing visitors' searches in batches (docs/decisions/0090): `record` answers at once and the search
 * does not wait for the write; what is held is written `maxDelayMs` after the first of it or at
 * `maxRows`, in one statement, before any read or removal, and at shutdown (`close`). A batch the
 * database refuses is written again row by row, so that a row it refuses takes only itself down (not when
 * the database cannot be reached); each search not written is reported to `onError` and dropped: they only fill a history the visitor sees
 * after signing up, and a failure to write one never failed a search.
 */
export type VisitorHistoryBatching = {
  readonly maxDelayMs: number;
  readonly maxRows: number;
  readonly onError: (e: unknown, searches: number) => void;
};

/** Visitor searches in `visitor_searches` (migration 0085); written one by one, or in batches when given `batching`. */
export class PgVisitorSearchHistory implements VisitorSearchHistory {
  private held: Held[] = [];
  private timer: ReturnType<typeof setTimeout> | null = null;
  private written: Promise<void> = Promise.resolve();
  private closed = false;

  constructor(
    private readonly db: Db,
    private readonly batching?: VisitorHistoryBatching,
  ) {}

  async record(visitorId: string, entry: SearchEntry, at: Date): Promise<void> {
    const b = this.batching;
    if (!b || this.closed) {
      await this.db.query(RECORD_SQL, params({ visitorId, entry, at }));
      return;
    }
    this.held.push({ visitorId, entry, at });
    if (this.held.length >= b.maxRows) void this.flush();
    else if (!this.timer) {
      this.timer = setTimeout(() => void this.flush(), b.maxDelayMs);
      this.timer.unref?.();
    }
  }

  /** Writes every search held so far; resolves when they are written (or reported). Never rejects. */
  private flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const batch = this.held.splice(0);
    // One write at a time, in order.
    this.written = this.written.then(() => (batch.length > 0 ? this.write(batch) : undefined));
    return this.written;
  }

  /** Writes what is held and holds nothing more: later searches are written one by one, at once. */
  async close(): Promise<void> {
    this.closed = true;
    await this.flush();
  }

  private async write(batch: readonly Held[]): Promise<void> {
    const rows = batch.map(params);
    try {
      await this.db.query(
        RECORD_MANY_SQL,
        [0, 1, 2, 3, 4, 5, 6].map((i) => rows.map((r) => r[i])),
      );
    } catch (e) {
      // Unreachable: row by row, each would wait for a connection in turn, and reads wait behind writes.
      const failed = isDbUnavailable(e) ? { lost: rows.length, error: e } : await this.oneByOne(rows);
      if (failed.lost === 0) return;
      try {
        this.batching?.onError(failed.error, failed.lost);
      } catch {
        // A reporter that throws must not stop the writes that follow.
      }
    }
  }

  /** Writes the rows one statement each: how many the database refused, and its last reason. */
  private async oneByOne(rows: readonly unknown[][]): Promise<{ lost: number; error: unknown }> {
    let lost = 0;
    let error: unknown = null;
    for (const r of rows) {
      try {
        await this.db.query(RECORD_SQL, r);
      } catch (e) {
        lost += 1;
        error = e;
      }
    }
    return { lost, error };
  }

  async list(visitorId: string): Promise<StoredSearch[]> {
    await this.flush();
    const r = await this.db.query<Row>(
      `SELECT search_type_enum_id, criteria_json, search_url, title, subtitle, created_at, last_run
       FROM visitor_searches WHERE visitor_id = $1 ORDER BY last_run, search_url`,
      [visitorId],
    );
    return r.rows.map((x) => ({
      searchTypeEnumId: Number(x.search_type_enum_id),
      criteria: typeof x.criteria_json === 'string' ? JSON.parse(x.criteria_json) : x.criteria_json,
      searchUrl: x.search_url,
      title: x.title,
      subtitle: x.subtitle,
      createdAt: new Date(x.created_at),
      lastRun: new Date(x.last_run),
    }));
  }

  async remove(visitorId: string): Promise<void> {
    await this.flush();
    await this.db.query('DELETE FROM visitor_searches WHERE visitor_id = $1', [visitorId]);
  }
}
