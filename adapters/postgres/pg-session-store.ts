import type { SessionStore, StoredSession } from '../../core/accounts/session-store.port.js';
import type { Db } from './db.js';

interface SessionRow {
  id_hash: string;
  user_id: string;
  created_at: Date;
  last_seen_at: Date;
  expires_at: Date;
  absolute_expires_at: Date;
  user_agent: string | null;
  ip: string | null;
}

const toSession = (r: SessionRow): StoredSession => ({
  idHash: r.id_hash,
  userId: r.user_id,
  createdAt: new Date(r.created_at),
  lastSeenAt: new Date(r.last_seen_at),
  expiresAt: new Date(r.expires_at),
  absoluteExpiresAt: new Date(r.absolute_expires_at),
  userAgent: r.user_agent,
  ip: r.ip,
});

/** Sessions in PostgreSQL, shared by every server instance. */
export class PgSessionStore implements SessionStore {
  constructor(private readonly db: Db) {}

  async create(s: StoredSession): Promise<void> {
    // Housekeeping: the user's expired sessions go when a new one is opened.
    await this.db.query('DELETE FROM sessions WHERE user_id = $1 AND (expires_at <= $2 OR absolute_expires_at <= $2)', [
      s.userId,
      s.createdAt,
    ]);
    await this.db.query(
      `INSERT INTO sessions (id_hash, user_id, created_at, last_seen_at, expires_at, absolute_expires_at, user_agent, ip)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [s.idHash, s.userId, s.createdAt, s.lastSeenAt, s.expiresAt, s.absoluteExpiresAt, s.userAgent, s.ip],
    );
  }

  async findActive(idHash: string, now: Date): Promise<StoredSession | null> {
    const r = await this.db.query<SessionRow>(
      `SELECT id_hash, user_id, created_at, last_seen_at, expires_at, absolute_expires_at, user_agent, ip
       FROM sessions WHERE id_hash = $1 AND expires_at > $2 AND absolute_expires_at > $2`,
      [idHash, now],
    );
    return r.rows[0] ? toSession(r.rows[0]) : null;
  }

  async touch(idHash: string, lastSeenAt: Date, expiresAt: Date): Promise<void> {
    await this.db.query('UPDATE sessions SET last_seen_at = $2, expires_at = $3 WHERE id_hash = $1', [
      idHash,
      lastSeenAt,
      expiresAt,
    ]);
  }

  async delete(idHash: string): Promise<void> {
    await this.db.query('DELETE FROM sessions WHERE id_hash = $1', [idHash]);
  }

  async deleteAllForUser(userId: string, keepIdHash?: string): Promise<number> {
    const r = await this.db.query('DELETE FROM sessions WHERE user_id = $1 AND id_hash <> $2', [
      userId,
      keepIdHash ?? '',
    ]);
    return r.rowCount;
  }

  async countForUser(userId: string): Promise<number> {
    const r = await this.db.query<{ n: number }>('SELECT count(*)::int AS n FROM sessions WHERE user_id = $1', [
      userId,
    ]);
    return r.rows[0]?.n ?? 0;
  }
}
