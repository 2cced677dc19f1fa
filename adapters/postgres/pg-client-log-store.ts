import { ResultAsync } from 'neverthrow';
import type { ClientLogStore, StoredClientLog } from '../../core/shell/client-log.port.js';
import type { Queryable } from './db.js';

/** ClientLogStore on the `client_logs` table (migration 0001). */
export class PgClientLogStore implements ClientLogStore {
  constructor(private readonly db: Queryable) {}

  saveAll(entries: readonly StoredClientLog[]): ResultAsync<number, never> {
    return ResultAsync.fromSafePromise(this.insert(entries));
  }

  private async insert(entries: readonly StoredClientLog[]): Promise<number> {
    if (entries.length === 0) return 0;
    const res = await this.db.query(
      `INSERT INTO client_logs (client_id, created, log_level, message, exception, url, user_agent)
       SELECT * FROM unnest($1::text[], $2::timestamptz[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[])`,
      [
        entries.map((e) => e.clientId),
        entries.map((e) => e.created.toISOString()),
        entries.map((e) => e.logLevel),
        entries.map((e) => e.message),
        entries.map((e) => e.exception),
        entries.map((e) => e.url),
        entries.map((e) => e.userAgent),
      ],
    );
    return res.rowCount;
  }
}
