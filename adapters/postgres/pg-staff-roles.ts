import type { Queryable } from './db.js';

/**
 * Adds staff flag bits (002 section 6) to the live account with this e-mail (case-insensitive); the
 * account's new staff flags, or `null` when no live account has the e-mail. For the `operator` command.
 */
export const grantStaffFlags = async (db: Queryable, email: string, bits: number): Promise<number | null> => {
  const r = await db.query<{ staff_flags: number }>(
    `UPDATE users SET staff_flags = staff_flags | $2
     WHERE lower(email) = lower($1) AND (user_flags & 2) = 0 RETURNING staff_flags`,
    [email.trim(), bits],
  );
  return r.rows[0]?.staff_flags ?? null;
};
