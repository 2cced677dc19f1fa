import type { ExpiredRows } from '../../core/shared/expired-rows.port.js';
import type { ExpiredRowKind } from '../../core/shared/expired-rows.rules.js';
import type { Queryable } from './db.js';

/** Per kind: the table, its key, and when a row has expired before `$1` (core/shared/expired-rows.rules.ts). */
const EXPIRED: Record<ExpiredRowKind, { table: string; key: string; expired: string }> = {
  sessions: { table: 'sessions', key: 'id_hash', expired: 'expires_at <= $1 OR absolute_expires_at <= $1' },
  accountTokens: { table: 'account_tokens', key: 'id_hash', expired: 'expires_at <= $1 OR used_at <= $1' },
  rateLimits: { table: 'rate_limits', key: 'key', expired: 'window_start <= $1' },
  clientLogs: { table: 'client_logs', key: 'id', expired: 'received_at <= $1' },
  identityCodes: { table: 'identity_verification_codes', key: 'id', expired: 'created_at <= $1' },
  // Its key spans three columns: rows are picked by their physical address, within one statement.
  visitorSearches: { table: 'visitor_searches', key: 'ctid', expired: 'last_run <= $1' },
};

/** ExpiredRows on the tables of migrations 0001, 0020, 0073 and 0085: one bounded DELETE per batch. */
export class PgExpiredRows implements ExpiredRows {
  constructor(private readonly db: Queryable) {}

  async deleteBatch(kind: ExpiredRowKind, cutoff: Date, limit: number): Promise<number> {
    const { table, key, expired } = EXPIRED[kind];
    // SKIP LOCKED: two instances cleaning at once take different rows instead of waiting on each other.
    const res = await this.db.query(
      `DELETE FROM ${table} WHERE ${key} IN (
         SELECT ${key} FROM ${table} WHERE ${expired} LIMIT $2 FOR UPDATE SKIP LOCKED)`,
      [cutoff.toISOString(), limit],
    );
    return res.rowCount;
  }
}
