import type { AccountErasure, AccountErasureReport } from '../../core/accounts/account-erasure.port.js';
import type { Db, Queryable } from './db.js';

/** The token a charge row keeps once its card is gone (the column is NOT NULL; the gateway never issues it). */
export const ERASED_CARD_TOKEN = 'erased';

/**
 * Account deletion in one PostgreSQL transaction (docs/decisions/0021). The user row is locked and
 * scrubbed first, so a second deletion running at the same time waits, then finds a deleted account
 * and writes nothing. The statements touch other areas' tables (subscriptions, wallet, sales, reports)
 * on purpose: deletion is all or nothing, which only one transaction gives.
 */
export class PgAccountErasure implements AccountErasure {
  constructor(private readonly db: Db) {}

  erase(userId: string, at: Date): Promise<AccountErasureReport | null> {
    if (!/^[0-9a-f-]{36}$/i.test(userId)) return Promise.resolve(null);
    return this.db.transaction(async (tx) => {
      const scrubbed = await tx.query<{ email: string | null }>(
        `UPDATE users u SET user_flags = u.user_flags | 2, email = NULL, first_name = NULL, last_name = NULL,
           phone = NULL, address = NULL, password_hash = NULL, deleted_at = $2
         FROM (SELECT id, email FROM users WHERE id = $1 AND (user_flags & 2) = 0 FOR UPDATE) old
         WHERE u.id = old.id
         RETURNING old.email`,
        [userId, at],
      );
      if (scrubbed.rowCount === 0) return null;
      // Identity monitoring (docs/decisions/0073): the kept texts to the member's phones go with its rows.
      await tx.query(
        `DELETE FROM sms_outbox WHERE to_number IN (
           SELECT phone FROM identity_monitoring WHERE user_id = $1 AND phone IS NOT NULL
           UNION SELECT sent_to FROM identity_verification_codes WHERE user_id = $1 AND kind = 'phone')`,
        [userId],
      );
      const email = scrubbed.rows[0]?.email?.trim().toLowerCase() ?? null;
      const subscriptionsCancelled = await cancelSubscriptions(tx, userId, at);
      const cardsRemoved = await removeCards(tx, userId);
      const count = async (sql: string) => (await tx.query(sql, [userId])).rowCount;
      const sessionsEnded = await count('DELETE FROM sessions WHERE user_id = $1');
      const tokensRemoved = await count('DELETE FROM account_tokens WHERE user_id = $1');
      const socialLoginsRemoved = await count('DELETE FROM social_logins WHERE user_id = $1');
      for (const table of [
        'saved_properties',
        'saved_property_columns',
        'nearby_saved_searches',
        'known_devices',
        'searches',
        'user_flow_sessions',
        'report_history',
        'report_access_grants',
        'report_view_state',
        'report_monitoring',
        'report_monitoring_preferences',
        'report_monitoring_snapshots',
        'report_monitoring_alerts',
        'people_you_may_know',
        'people_you_may_know_settings',
        'vouchers',
        'report_usage',
        'identity_monitoring',
        'identity_verification_codes',
        'identity_breach_statuses',
        'identity_alerts',
        'user_interests',
      ]) {
        await count(`DELETE FROM ${table} WHERE user_id = $1`);
      }
      await tx.query("DELETE FROM address_funnels WHERE owner_kind = 'user' AND owner_id = $1", [userId]);
      // The exit survey's free-text reason goes; the session stays counted in its month (the provider's cap).
      await tx.query('UPDATE retention_sessions SET reason = NULL WHERE user_id = $1 AND reason IS NOT NULL', [userId]);
      await scrubReportRows(tx, userId, email);
      await removeCounters(tx, userId, email);
      if (email) await tx.query('DELETE FROM mail_outbox WHERE lower(to_address) = $1', [email]);
      return { subscriptionsCancelled, cardsRemoved, sessionsEnded, tokensRemoved, socialLoginsRemoved };
    });
  }
}

/**
 * Every subscription of the user ends now: expired (the one status the renewal job never charges),
 * not renewing, nothing due, no lease, no card. An audit row for each one that was live or renewing.
 */
const cancelSubscriptions = async (tx: Queryable, userId: string, at: Date): Promise<number> => {
  const r = await tx.query(
    `WITH before AS (
       SELECT id, status, will_renew, next_attempt_at FROM subscriptions WHERE user_id = $1 FOR UPDATE
     ), cancelled AS (
       UPDATE subscriptions s SET
         status = 'expired', will_renew = false, is_payment_pending = false, next_attempt_at = NULL,
         lease_until = NULL, card_id = NULL, pause_date = NULL, resume_date = NULL,
         expiration_date = CASE WHEN s.expiration_date IS NULL OR s.expiration_date > $2 THEN $2 ELSE s.expiration_date END,
         cancelled_at = COALESCE(s.cancelled_at, $2), updated_at = $2, version = s.version + 1
       FROM before b WHERE s.id = b.id
       RETURNING s.id, b.status AS was_status, b.will_renew AS was_renewing, b.next_attempt_at AS was_due
     )
     INSERT INTO subscription_events (subscription_id, user_id, kind, detail, created_at)
     SELECT id, $1, 'subscription.cancelled',
       jsonb_build_object('reason', 'account_deleted', 'immediate', true, 'previousStatus', was_status, 'wasRenewing', was_renewing),
       $2
     FROM cancelled WHERE was_status <> 'expired' OR was_renewing OR was_due IS NOT NULL`,
    [userId, at],
  );
  return r.rowCount;
};

/** Wallet cards go; charge rows lose the gateway token; sales rows lose brand and last 4. */
const removeCards = async (tx: Queryable, userId: string): Promise<number> => {
  const cards = await tx.query('DELETE FROM wallet_cards WHERE user_id = $1', [userId]);
  await tx.query('UPDATE payment_charges SET token = $2 WHERE user_id = $1 AND token <> $2', [
    userId,
    ERASED_CARD_TOKEN,
  ]);
  await tx.query(
    'UPDATE sales_transactions SET card_brand = NULL, card_last4 = NULL WHERE user_id = $1 AND (card_brand IS NOT NULL OR card_last4 IS NOT NULL)',
    [userId],
  );
  return cards.rowCount;
};

/**
 * PDF orders stay as sales (amount, product, date) without the report, which would say whom the
 * member looked up; correction requests stay (they are about the records) without who sent them.
 */
const scrubReportRows = async (tx: Queryable, userId: string, email: string | null): Promise<void> => {
  await tx.query(
    `UPDATE report_pdf_orders SET report_id = 'erased-' || id::text WHERE user_id = $1 AND report_id NOT LIKE 'erased-%'`,
    [userId],
  );
  await tx.query('UPDATE report_corrections SET user_id = NULL, email = NULL WHERE user_id = $1', [userId]);
  if (email) await tx.query('UPDATE report_corrections SET email = NULL WHERE lower(email) = $1', [email]);
};

/** Rate-limit counters keyed by the e-mail (`action:acct:e-mail`) or the user (`action:user:id`). */
const removeCounters = async (tx: Queryable, userId: string, email: string | null): Promise<void> => {
  await tx.query(
    `DELETE FROM rate_limits
     WHERE (key LIKE '%:user:%' AND split_part(key, ':user:', 2) = $1::text)
        OR ($2::text IS NOT NULL AND key LIKE '%:acct:%' AND split_part(key, ':acct:', 2) = $2::text)`,
    [userId.toLowerCase(), email],
  );
};
