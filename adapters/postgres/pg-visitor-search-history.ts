import type { SearchEntry, StoredSearch } from '../../core/accounts/history.port.js';
import type { VisitorSearchHistory } from '../../core/search/visitor-search-history.port.js';
import { type Db, preparedStatement } from './db.js';

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
   ON CONFLICT (visitor_id, search_type_enum_id, search_url) DO UPDATE SET
     last_run = greatest(visitor_searches.last_run, EXCLUDED.last_run), criteria_json = EXCLUDED.criteria_json,
     title = EXCLUDED.title, subtitle = EXCLUDED.subtitle`,
);

/**
 * Many visitors' searches in one statement, as RECORD_SQL one by one would leave them: per visitor,
 * type and URL the latest run's row (the last given of equal times), first created at the earliest.
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
   ON CONFLICT (visitor_id, search_type_enum_id, search_url) DO UPDATE SET
     last_run = greatest(visitor_searches.last_run, EXCLUDED.last_run), criteria_json = EXCLUDED.criteria_json,
     title = EXCLUDED.title, subtitle = EXCLUDED.subtitle`,
);

type Pending = { readonly visitorId: string; readonly entry: SearchEntry; readonly at: Date; tries: number };

/**
 * Writing visitors' searches in batches (docs/decisions/0090): `record` answers at once and the search
 * does not wait for the write; what is held is written `maxDelayMs` after the first of it or at
 * `maxRows`, in one statement, and before any read or removal (`list` and `remove` see every search
 * recorded before them) and at shutdown (`flush`). A batch that fails is tried once more with the next;
 * then `onError` hears of it and its searches are dropped: they only fill a history the visitor sees after
 * signing up, and a failure to write one never failed a search.
 */
export type VisitorHistoryBatching = {
  readonly maxDelayMs: number;
  readonly maxRows: number;
  readonly onError: (e: unknown, searches: number) => void;
};

/** Visitor searches in `visitor_searches` (migration 0085); written one by one, or in batches when given `batching`. */
export class PgVisitorSearchHistory implements VisitorSearchHistory {
  private pending: Pending[] = [];
  private timer: ReturnType<typeof setTimeout> | null = null;
  private written: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Db,
    private readonly batching?: VisitorHistoryBatching,
  ) {}

  async record(visitorId: string, e: SearchEntry, at: Date): Promise<void> {
    const b = this.batching;
    if (!b) {
      await this.db.query(RECORD_SQL, [
        visitorId,
        e.searchTypeEnumId,
        JSON.stringify(e.criteria),
        e.searchUrl,
        e.title,
        e.subtitle,
        at,
      ]);
      return;
    }
    this.pending.push({ visitorId, entry: e, at, tries: 0 });
    if (this.pending.length >= b.maxRows) void this.flush();
    else if (!this.timer) {
      this.timer = setTimeout(() => void this.flush(), b.maxDelayMs);
      this.timer.unref?.();
    }
  }

  /** Writes every search held back so far; resolves when they are written (or reported failed). */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const batch = this.pending.splice(0);
    // One write at a time, in order: a later batch never lands before an earlier one.
    this.written = this.written.then(() => (batch.length > 0 ? this.write(batch) : undefined));
    return this.written;
  }

  private async write(batch: Pending[]): Promise<void> {
    try {
      await this.db.query(RECORD_MANY_SQL, [
        batch.map((p) => p.visitorId),
        batch.map((p) => p.entry.searchTypeEnumId),
        batch.map((p) => JSON.stringify(p.entry.criteria)),
        batch.map((p) => p.entry.searchUrl),
        batch.map((p) => p.entry.title),
        batch.map((p) => p.entry.subtitle),
        batch.map((p) => p.at),
      ]);
    } catch (e) {
      const again = batch.filter((p) => p.tries++ === 0);
      if (again.length < batch.length) this.batching?.onError(e, batch.length - again.length);
      if (again.length > 0) {
        this.pending.unshift(...again);
        this.timer ??= setTimeout(() => void this.flush(), this.batching?.maxDelayMs ?? 0);
        this.timer.unref?.();
      }
    }
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
