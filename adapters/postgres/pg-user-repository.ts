import type { AccountUser, NewAccountUser, UserRepository } from '../../core/accounts/user-repository.port.js';
import type { Db } from './db.js';

interface UserRow {
  id: string;
  account_id: number;
  email: string | null;
  first_name: string | null;
  last_name: string | null;
  phone: string | null;
  address: string | null;
  password_hash: string | null;
  user_flags: number;
  staff_flags: number;
  created_at: Date;
  password_changed_at: Date;
}

const COLUMNS =
  'id, account_id, email, first_name, last_name, phone, address, password_hash, user_flags, staff_flags, created_at, password_changed_at';

const toUser = (r: UserRow): AccountUser => ({
  id: r.id,
  accountId: Number(r.account_id),
  email: r.email,
  firstName: r.first_name,
  lastName: r.last_name,
  phone: r.phone,
  address: r.address,
  passwordHash: r.password_hash,
  userFlags: r.user_flags,
  staffFlags: r.staff_flags,
  createdAt: new Date(r.created_at),
  passwordChangedAt: new Date(r.password_changed_at),
});

/** Users in PostgreSQL; e-mail uniqueness is a unique index on lower(email) of live accounts. */
export class PgUserRepository implements UserRepository {
  constructor(private readonly db: Db) {}

  async create(u: NewAccountUser): Promise<AccountUser | null> {
    const r = await this.db.query<UserRow>(
      `INSERT INTO users (id, email, first_name, last_name, password_hash, user_flags, created_at, password_changed_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $7)
       ON CONFLICT DO NOTHING
       RETURNING ${COLUMNS}`,
      [u.id, u.email, u.firstName, u.lastName, u.passwordHash, u.userFlags, u.createdAt],
    );
    return r.rows[0] ? toUser(r.rows[0]) : null;
  }

  async findById(id: string): Promise<AccountUser | null> {
    if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
    const r = await this.db.query<UserRow>(`SELECT ${COLUMNS} FROM users WHERE id = $1`, [id]);
    return r.rows[0] ? toUser(r.rows[0]) : null;
  }

  async findByEmail(email: string): Promise<AccountUser | null> {
    const r = await this.db.query<UserRow>(
      `SELECT ${COLUMNS} FROM users WHERE lower(email) = lower($1) AND (user_flags & 2) = 0`,
      [email.trim()],
    );
    return r.rows[0] ? toUser(r.rows[0]) : null;
  }

  async updatePassword(id: string, passwordHash: string, userFlags: number, changedAt: Date): Promise<void> {
    await this.db.query(
      'UPDATE users SET password_hash = $2, user_flags = $3, password_changed_at = $4 WHERE id = $1',
      [id, passwordHash, userFlags, changedAt],
    );
  }

  async setUserFlags(id: string, userFlags: number): Promise<void> {
    await this.db.query('UPDATE users SET user_flags = $2 WHERE id = $1', [id, userFlags]);
  }

  async count(): Promise<number> {
    const r = await this.db.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
    return r.rows[0]?.n ?? 0;
  }
}
