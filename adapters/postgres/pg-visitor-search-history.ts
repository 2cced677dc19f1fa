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

/** Visitor searches in `visitor_searches` (migration 0085). */
export class PgVisitorSearchHistory implements VisitorSearchHistory {
  constructor(private readonly db: Db) {}

  async record(visitorId: string, e: SearchEntry, at: Date): Promise<void> {
    await this.db.query(RECORD_SQL, [
      visitorId,
      e.searchTypeEnumId,
      JSON.stringify(e.criteria),
      e.searchUrl,
      e.title,
      e.subtitle,
      at,
    ]);
  }

  async list(visitorId: string): Promise<StoredSearch[]> {
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
    await this.db.query('DELETE FROM visitor_searches WHERE visitor_id = $1', [visitorId]);
  }
}
