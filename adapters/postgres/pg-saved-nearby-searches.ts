import type { SavedNearbySearches, SavedNearbySearchRecord } from '../../core/property/nearby-search.port.js';
import type { Db } from './db.js';

type Row = {
  id: string | number;
  user_id: string;
  filters: Record<string, unknown>;
  criteria: Record<string, unknown>;
  title: string;
  search_url: string;
  created_at: Date | string;
  matched_ids: (string | number)[] | null;
  last_alert_at: Date | string | null;
  email?: string;
};

const COLS =
  's.id, s.user_id, s.filters, s.criteria, s.title, s.search_url, s.created_at, s.matched_ids, s.last_alert_at';

const record = (r: Row): SavedNearbySearchRecord => ({
  id: String(r.id),
  userId: r.user_id,
  filters: r.filters,
  criteria: r.criteria,
  title: r.title,
  searchUrl: r.search_url,
  createdAt: new Date(r.created_at),
  matchedIds: r.matched_ids === null ? null : r.matched_ids.map(Number),
  lastAlertAt: r.last_alert_at === null ? null : new Date(r.last_alert_at),
});

/** {@link SavedNearbySearches} on `nearby_saved_searches` (migration 0067). */
export class PgSavedNearbySearches implements SavedNearbySearches {
  constructor(private readonly db: Db) {}

  async add(
    userId: string,
    s: Pick<SavedNearbySearchRecord, 'filters' | 'criteria' | 'title' | 'searchUrl'>,
    max: number,
  ): Promise<SavedNearbySearchRecord | null> {
    return this.db.transaction(async (tx) => {
      // One writer per user at a time, so two saves at once cannot both pass the count.
      await tx.query('SELECT id FROM users WHERE id = $1::uuid FOR UPDATE', [userId]);
      const n = Number(
        (
          await tx.query<{ n: number }>('SELECT count(*) AS n FROM nearby_saved_searches WHERE user_id = $1::uuid', [
            userId,
          ])
        ).rows[0]?.n ?? 0,
      );
      if (n >= max) return null;
      const r = (
        await tx.query<Row>(
          `INSERT INTO nearby_saved_searches AS s (user_id, filters, criteria, title, search_url)
           VALUES ($1::uuid, $2::jsonb, $3::jsonb, $4, $5) RETURNING ${COLS}`,
          [userId, JSON.stringify(s.filters), JSON.stringify(s.criteria), s.title, s.searchUrl],
        )
      ).rows[0] as Row;
      return record(r);
    });
  }

  async list(userId: string): Promise<readonly SavedNearbySearchRecord[]> {
    const r = await this.db.query<Row>(
      `SELECT ${COLS} FROM nearby_saved_searches s WHERE s.user_id = $1::uuid ORDER BY s.created_at DESC, s.id DESC`,
      [userId],
    );
    return r.rows.map(record);
  }

  async remove(userId: string, id: string): Promise<boolean> {
    const r = await this.db.query('DELETE FROM nearby_saved_searches WHERE id = $1::bigint AND user_id = $2::uuid', [
      id,
      userId,
    ]);
    return (r.rowCount ?? 0) > 0;
  }

  async all(): Promise<readonly (SavedNearbySearchRecord & { email: string })[]> {
    const r = await this.db.query<Row>(
      `SELECT ${COLS}, u.email FROM nearby_saved_searches s JOIN users u ON u.id = s.user_id ORDER BY s.id`,
    );
    return r.rows.map((x) => ({ ...record(x), email: String(x.email) }));
  }

  async recordRun(id: string, previousRunAt: Date | null, matchedIds: readonly number[], at: Date): Promise<boolean> {
    const r = await this.db.query(
      `UPDATE nearby_saved_searches SET matched_ids = $2::bigint[], last_alert_at = $3
        WHERE id = $1::bigint AND last_alert_at IS NOT DISTINCT FROM $4::timestamptz`,
      [id, matchedIds, at, previousRunAt],
    );
    return r.rowCount === 1;
  }
}
