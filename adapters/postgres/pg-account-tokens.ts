import type {
  AccountToken,
  AccountTokenKind,
  AccountTokenStore,
  KnownDevices,
  SocialLogin,
  SocialLogins,
} from '../../core/accounts/account-tokens.port.js';
import type { Db } from './db.js';

interface TokenRow {
  id_hash: string;
  kind: AccountTokenKind;
  user_id: string | null;
  code_hash: string | null;
  attempts: number;
  created_at: Date;
  expires_at: Date;
  data: Record<string, unknown>;
}
const TOKEN_COLUMNS = 'id_hash, kind, user_id, code_hash, attempts, created_at, expires_at, data';
const toToken = (r: TokenRow): AccountToken => ({
  idHash: r.id_hash,
  kind: r.kind,
  userId: r.user_id,
  codeHash: r.code_hash,
  attempts: r.attempts,
  createdAt: new Date(r.created_at),
  expiresAt: new Date(r.expires_at),
  data: r.data ?? {},
});

/** Single-use tokens; `consume` is one conditional UPDATE, so a token works once even under races. */
export class PgAccountTokenStore implements AccountTokenStore {
  constructor(private readonly db: Db) {}

  async create(t: Omit<AccountToken, 'attempts'>): Promise<void> {
    // Housekeeping: tokens expired for a day are of no use to anyone (index on expires_at).
    await this.db.query("DELETE FROM account_tokens WHERE expires_at < $1::timestamptz - interval '1 day'", [
      t.createdAt,
    ]);
    await this.db.query(
      `INSERT INTO account_tokens (id_hash, kind, user_id, code_hash, created_at, expires_at, data)
       VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb)`,
      [t.idHash, t.kind, t.userId, t.codeHash, t.createdAt, t.expiresAt, JSON.stringify(t.data)],
    );
  }

  async find(kind: AccountTokenKind, idHash: string, now: Date): Promise<AccountToken | null> {
    const r = await this.db.query<TokenRow>(
      `SELECT ${TOKEN_COLUMNS} FROM account_tokens
       WHERE id_hash = $1 AND kind = $2 AND used_at IS NULL AND expires_at > $3`,
      [idHash, kind, now],
    );
    return r.rows[0] ? toToken(r.rows[0]) : null;
  }

  async consume(kind: AccountTokenKind, idHash: string, now: Date): Promise<AccountToken | null> {
    const r = await this.db.query<TokenRow>(
      `UPDATE account_tokens SET used_at = $3
       WHERE id_hash = $1 AND kind = $2 AND used_at IS NULL AND expires_at > $3
       RETURNING ${TOKEN_COLUMNS}`,
      [idHash, kind, now],
    );
    return r.rows[0] ? toToken(r.rows[0]) : null;
  }

  async claimAttempt(
    kind: AccountTokenKind,
    idHash: string,
    maxTries: number,
    now: Date,
  ): Promise<AccountToken | null> {
    // One conditional UPDATE: the row lock serialises parallel claims, each re-checks `attempts < max`.
    const r = await this.db.query<TokenRow>(
      `UPDATE account_tokens SET attempts = attempts + 1
       WHERE id_hash = $1 AND kind = $2 AND used_at IS NULL AND expires_at > $3 AND attempts < $4
       RETURNING ${TOKEN_COLUMNS}`,
      [idHash, kind, now, maxTries],
    );
    return r.rows[0] ? toToken(r.rows[0]) : null;
  }

  async deleteForUser(userId: string, kind?: AccountTokenKind): Promise<void> {
    await this.db.query('DELETE FROM account_tokens WHERE user_id = $1 AND ($2::text IS NULL OR kind = $2)', [
      userId,
      kind ?? null,
    ]);
  }
}

export class PgKnownDevices implements KnownDevices {
  constructor(private readonly db: Db) {}

  async isKnown(userId: string, deviceHash: string): Promise<boolean> {
    const r = await this.db.query('SELECT 1 FROM known_devices WHERE user_id = $1 AND device_hash = $2', [
      userId,
      deviceHash,
    ]);
    return r.rowCount > 0;
  }

  async countForUser(userId: string): Promise<number> {
    const r = await this.db.query<{ n: number }>('SELECT count(*)::int AS n FROM known_devices WHERE user_id = $1', [
      userId,
    ]);
    return r.rows[0]?.n ?? 0;
  }

  async remember(userId: string, deviceHash: string, now: Date): Promise<void> {
    await this.db.query(
      `INSERT INTO known_devices (user_id, device_hash, created_at, last_seen_at) VALUES ($1, $2, $3, $3)
       ON CONFLICT (user_id, device_hash) DO UPDATE SET last_seen_at = EXCLUDED.last_seen_at`,
      [userId, deviceHash, now],
    );
  }
}

interface SocialRow {
  id: number;
  user_id: string;
  auth_source_enum_id: number;
  subject: string;
  email: string | null;
  is_active: boolean;
  insert_date: Date;
  auth_payload: Record<string, unknown>;
}
const SOCIAL_COLUMNS = 'id, user_id, auth_source_enum_id, subject, email, is_active, insert_date, auth_payload';
const toSocial = (r: SocialRow): SocialLogin => ({
  id: Number(r.id),
  userId: r.user_id,
  authSourceEnumId: r.auth_source_enum_id,
  subject: r.subject,
  email: r.email,
  isActive: r.is_active,
  insertDate: new Date(r.insert_date),
  authPayload: r.auth_payload ?? {},
});

export class PgSocialLogins implements SocialLogins {
  constructor(private readonly db: Db) {}

  async findActive(authSourceEnumId: number, subject: string): Promise<SocialLogin | null> {
    const r = await this.db.query<SocialRow>(
      `SELECT ${SOCIAL_COLUMNS} FROM social_logins WHERE auth_source_enum_id = $1 AND subject = $2 AND is_active`,
      [authSourceEnumId, subject],
    );
    return r.rows[0] ? toSocial(r.rows[0]) : null;
  }

  async listForUser(userId: string): Promise<SocialLogin[]> {
    const r = await this.db.query<SocialRow>(
      `SELECT ${SOCIAL_COLUMNS} FROM social_logins WHERE user_id = $1 ORDER BY id`,
      [userId],
    );
    return r.rows.map(toSocial);
  }

  async link(
    e: Omit<SocialLogin, 'id' | 'isActive' | 'insertDate'> & { readonly insertDate: Date },
  ): Promise<SocialLogin> {
    const r = await this.db.query<SocialRow>(
      `INSERT INTO social_logins (user_id, auth_source_enum_id, subject, email, insert_date, auth_payload)
       VALUES ($1, $2, $3, $4, $5, $6::jsonb) RETURNING ${SOCIAL_COLUMNS}`,
      [e.userId, e.authSourceEnumId, e.subject, e.email, e.insertDate, JSON.stringify(e.authPayload)],
    );
    return toSocial(r.rows[0]!);
  }

  async unlink(userId: string, id: number): Promise<boolean> {
    const r = await this.db.query(
      'UPDATE social_logins SET is_active = false WHERE id = $1 AND user_id = $2 AND is_active',
      [id, userId],
    );
    return r.rowCount > 0;
  }
}
