import type { SearchEntry, SearchHistory, StoredSearch } from '../../core/accounts/history.port.js';
import type { Db } from './db.js';

interface SearchRow {
  search_type_enum_id: number;
  criteria_json: Record<string, unknown>;
  search_url: string;
  title: string;
  subtitle: string;
  created_at: Date;
  last_run: Date;
  total: number;
}

/** Search history in `searches`: the same search (type + URL) again moves up instead of repeating. */
export class PgSearchHistory implements SearchHistory {
  constructor(private readonly db: Db) {}

  async record(userId: string, e: SearchEntry, at: Date): Promise<void> {
    await this.db.query(
      `INSERT INTO searches (user_id, search_type_enum_id, criteria_json, search_url, title, subtitle, created_at, last_run)
       VALUES ($1, $2, $3::jsonb, $4, $5, $6, $7, $7)
       ON CONFLICT (user_id, search_type_enum_id, search_url) DO UPDATE SET
         last_run = EXCLUDED.last_run, criteria_json = EXCLUDED.criteria_json,
         title = EXCLUDED.title, subtitle = EXCLUDED.subtitle`,
      [userId, e.searchTypeEnumId, JSON.stringify(e.criteria), e.searchUrl, e.title, e.subtitle, at],
    );
  }

  async list(
    userId: string,
    o: { readonly offset: number; readonly limit: number; readonly searchType?: number },
  ): Promise<{ items: StoredSearch[]; total: number }> {
    const r = await this.db.query<SearchRow>(
      `SELECT search_type_enum_id, criteria_json, search_url, title, subtitle, created_at, last_run,
              count(*) OVER ()::int AS total
       FROM searches WHERE user_id = $1 AND ($2::int IS NULL OR search_type_enum_id = $2)
       ORDER BY last_run DESC, id DESC LIMIT $3 OFFSET $4`,
      [userId, o.searchType ?? null, o.limit, o.offset],
    );
    let total = r.rows[0]?.total ?? 0;
    if (r.rows.length === 0 && o.offset > 0) {
      const c = await this.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM searches WHERE user_id = $1 AND ($2::int IS NULL OR search_type_enum_id = $2)',
        [userId, o.searchType ?? null],
      );
      total = c.rows[0]?.n ?? 0;
    }
    return {
      items: r.rows.map((x) => ({
        searchTypeEnumId: x.search_type_enum_id,
        criteria: x.criteria_json,
        searchUrl: x.search_url,
        title: x.title,
        subtitle: x.subtitle,
        createdAt: new Date(x.created_at),
        lastRun: new Date(x.last_run),
      })),
      total,
    };
  }
}
