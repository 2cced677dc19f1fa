import type { UserInterests } from '../../core/funnels/user-interests.port.js';
import type { Db } from './db.js';

/** The join funnel interests in `user_interests` (migration 0082): one row per user, replaced on save. */
export class PgUserInterests implements UserInterests {
  constructor(private readonly db: Db) {}

  async get(userId: string): Promise<readonly number[] | null> {
    const r = await this.db.query<{ category_ids: number[] }>(
      'SELECT category_ids FROM user_interests WHERE user_id = $1',
      [userId],
    );
    const row = r.rows[0];
    return row ? row.category_ids.map(Number).sort((a, b) => a - b) : null;
  }

  async save(userId: string, categoryIds: readonly number[], at: Date): Promise<void> {
    await this.db.query(
      `INSERT INTO user_interests (user_id, category_ids, updated_at) VALUES ($1, $2::int[], $3)
       ON CONFLICT (user_id) DO UPDATE SET category_ids = EXCLUDED.category_ids, updated_at = EXCLUDED.updated_at`,
      [userId, [...categoryIds], at],
    );
  }
}
