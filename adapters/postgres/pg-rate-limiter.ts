import type { RateLimiter, RateWindow } from '../../core/accounts/rate-limiter.port.js';
import type { Db } from './db.js';

/**
 * Counters in PostgreSQL: one atomic `INSERT ... ON CONFLICT ... DO UPDATE ... RETURNING` per hit, so
 * concurrent hits from several instances are all counted and each gets its own count (the row lock
 * orders them). A window opens at the first hit after the previous one closed.
 */
export class PgRateLimiter implements RateLimiter {
  constructor(private readonly db: Db) {}

  async hit(key: string, windowMs: number, now: Date): Promise<RateWindow> {
    // Housekeeping now and then: counters idle for a day hold nothing (every window is shorter).
    if (Math.random() < 0.01) {
      await this.db.query("DELETE FROM rate_limits WHERE window_start < $1::timestamptz - interval '1 day'", [now]);
    }
    const opensAfter = new Date(now.getTime() - windowMs);
    const r = await this.db.query<{ count: number; window_start: Date }>(
      `INSERT INTO rate_limits AS r (key, window_start, count) VALUES ($1, $2, 1)
       ON CONFLICT (key) DO UPDATE SET
         count = CASE WHEN r.window_start <= $3 THEN 1 ELSE r.count + 1 END,
         window_start = CASE WHEN r.window_start <= $3 THEN $2 ELSE r.window_start END
       RETURNING count, window_start`,
      [key, now, opensAfter],
    );
    const row = r.rows[0]!;
    return { count: row.count, windowStart: new Date(row.window_start) };
  }

  async peek(key: string, windowMs: number, now: Date): Promise<RateWindow> {
    const r = await this.db.query<{ count: number; window_start: Date }>(
      'SELECT count, window_start FROM rate_limits WHERE key = $1 AND window_start > $2',
      [key, new Date(now.getTime() - windowMs)],
    );
    const row = r.rows[0];
    return row ? { count: row.count, windowStart: new Date(row.window_start) } : { count: 0, windowStart: now };
  }

  async undo(key: string, windowStart: Date): Promise<void> {
    await this.db.query('UPDATE rate_limits SET count = count - 1 WHERE key = $1 AND window_start = $2 AND count > 0', [
      key,
      windowStart,
    ]);
  }

  async reset(key: string): Promise<void> {
    await this.db.query('DELETE FROM rate_limits WHERE key = $1', [key]);
  }
}
