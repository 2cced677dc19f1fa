/**
 * A signed-in session as stored server side. Only the SHA-256 of the opaque cookie value is kept,
 * so a copy of the table cannot be replayed as cookies.
 */
export interface StoredSession {
  readonly idHash: string;
  readonly userId: string;
  readonly createdAt: Date;
  readonly lastSeenAt: Date;
  /** Idle expiry: moves forward on use, never past `absoluteExpiresAt`. */
  readonly expiresAt: Date;
  readonly absoluteExpiresAt: Date;
  readonly userAgent: string | null;
  readonly ip: string | null;
}

/** Sessions shared by every server instance (kept in PostgreSQL). */
export interface SessionStore {
  create(session: StoredSession): Promise<void>;
  /** The session when it exists and neither expiry has passed at `now`. */
  findActive(idHash: string, now: Date): Promise<StoredSession | null>;
  /** Records use: a new `lastSeenAt` and idle expiry. */
  touch(idHash: string, lastSeenAt: Date, expiresAt: Date): Promise<void>;
  delete(idHash: string): Promise<void>;
  /** Ends every session of the user except `keepIdHash`; returns how many ended. */
  deleteAllForUser(userId: string, keepIdHash?: string): Promise<number>;
  countForUser(userId: string): Promise<number>;
}
