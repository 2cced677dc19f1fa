import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERASED_CARD_TOKEN } from '../../../adapters/postgres/pg-account-erasure.js';
import { TestBrowser } from '../../support/accounts-app.js';
import { type MembershipTestApp, membershipTestApp, userIdOf } from '../../support/membership-app.js';

/**
 * Account deletion with a membership (docs/decisions/0021), on the real wiring (PGlite, or the
 * PostgreSQL server when DATABASE_URL is set): memberships end at once and are never renewed, the
 * wallet empties, every session ends, sales rows stay without card data.
 */
let t: MembershipTestApp;
beforeAll(async () => {
  t = await membershipTestApp();
});
afterAll(async () => t.close());

type Json = Record<string, unknown>;
const HOUR = 3_600_000;
const start = new Date('2026-11-21T10:00:00.000Z');
const count = async (sql: string, params: unknown[] = []) =>
  (await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`, params)).rows[0]!.n;
const charges = () => count('payment_charges');

/** A member with a Premium trial ($1 now, $4.95 a month from day 3) bought at `start`. */
const member = async () => {
  t.clock.set(start);
  const bought = await t.buy();
  expect(bought.res.status).toBe(200);
  return { ...bought, userId: await userIdOf(t.db, bought.email) };
};

const deleteAccount = async (m: Awaited<ReturnType<typeof member>>) => {
  const res = await m.browser.post('/dashboard/api/consumer-privacy/account/delete', { password: 'secret pass 1' });
  expect(res.status).toBe(200);
  expect(((await res.json()) as Json).success).toBe(true);
};

describe('deleting an account that holds a renewing membership', () => {
  it('cancels at once, empties the wallet, ends every session, keeps sales rows without card data', async () => {
    const m = await member();
    const cookie = m.browser.cookies.get('tw_session')!;
    expect(await count('wallet_cards WHERE user_id = $1', [m.userId])).toBe(1);
    expect(await count('subscriptions WHERE user_id = $1 AND will_renew', [m.userId])).toBe(1);
    const sale = await t.db.query<{ card_last4: string | null; amount_cents: number }>(
      'SELECT card_last4, amount_cents FROM sales_transactions WHERE user_id = $1',
      [m.userId],
    );
    expect(sale.rows[0]!.card_last4).toBe('4242'); // before: the sale row names the card
    // A failed log-in leaves a counter keyed by the e-mail; the checkout mailed a receipt.
    expect(
      (await new TestBrowser(t.app, '192.0.2.9').post('/api/account/login', { email: m.email, password: 'wrong pass' }))
        .status,
    ).toBe(400);
    expect(await count("rate_limits WHERE key = 'login:acct:' || lower($1)", [m.email])).toBe(1);
    expect(await count('mail_outbox WHERE lower(to_address) = lower($1)', [m.email])).toBeGreaterThan(0);

    t.clock.set(new Date(start.getTime() + HOUR));
    await deleteAccount(m);

    // Sessions: the old cookie is worthless, none left in the table.
    expect((await t.app.request('/dashboard/api/user', { headers: { cookie: `tw_session=${cookie}` } })).status).toBe(
      401,
    );
    expect(await count('sessions WHERE user_id = $1', [m.userId])).toBe(0);
    // Wallet and card tokens.
    expect(await count('wallet_cards WHERE user_id = $1', [m.userId])).toBe(0);
    expect(await count('payment_charges WHERE user_id = $1 AND token <> $2', [m.userId, ERASED_CARD_TOKEN])).toBe(0);
    // Subscriptions: ended now, not renewing, nothing due, with an audit row each.
    const subs = await t.db.query<Json>(
      'SELECT status, will_renew, is_payment_pending, next_attempt_at, card_id, expiration_date, cancelled_at FROM subscriptions WHERE user_id = $1',
      [m.userId],
    );
    expect(subs.rows).toHaveLength(1);
    expect(subs.rows[0]).toMatchObject({
      status: 'expired',
      will_renew: false,
      is_payment_pending: false,
      next_attempt_at: null,
      card_id: null,
    });
    expect(new Date(subs.rows[0]!.expiration_date as string).getTime()).toBe(start.getTime() + HOUR);
    const audit = await t.db.query<{ detail: Json }>(
      "SELECT detail FROM subscription_events WHERE user_id = $1 AND kind = 'subscription.cancelled'",
      [m.userId],
    );
    expect(audit.rows.map((r) => r.detail)).toEqual([
      { reason: 'account_deleted', immediate: true, previousStatus: 'active', wasRenewing: true },
    ]);
    // Sales rows stay for the books, without the card.
    const after = await t.db.query<{ card_brand: string | null; card_last4: string | null; amount_cents: number }>(
      'SELECT card_brand, card_last4, amount_cents FROM sales_transactions WHERE user_id = $1',
      [m.userId],
    );
    expect(after.rows).toEqual([{ card_brand: null, card_last4: null, amount_cents: sale.rows[0]!.amount_cents }]);
    // The person is gone from the user row.
    const user = await t.db.query<Json>(
      'SELECT email, first_name, last_name, password_hash, user_flags, deleted_at FROM users WHERE id = $1',
      [m.userId],
    );
    expect(user.rows[0]).toMatchObject({ email: null, first_name: null, last_name: null, password_hash: null });
    expect((user.rows[0]!.user_flags as number) & 2).toBe(2);
    expect(user.rows[0]!.deleted_at).not.toBeNull();
    // Nothing else anywhere still carries the e-mail.
    expect(await count('mail_outbox WHERE lower(to_address) = lower($1)', [m.email])).toBe(0);
    expect(await count("rate_limits WHERE key = 'login:acct:' || lower($1)", [m.email])).toBe(0);
  });

  it('the renewal job never charges a deleted member, while it renews a live one in the same run', async () => {
    const gone = await member();
    const live = await member();
    await deleteAccount(gone);
    const before = await charges();
    t.clock.set(new Date(start.getTime() + 72 * HOUR + 60_000)); // the trial is over: renewal due
    const run = await t.jobs.runRenewals();
    expect(run.renewed).toBeGreaterThanOrEqual(1);
    expect(await count("payment_charges WHERE user_id = $1 AND idempotency_key LIKE 'renewal:%'", [live.userId])).toBe(
      1,
    );
    expect(await count("payment_charges WHERE user_id = $1 AND idempotency_key LIKE 'renewal:%'", [gone.userId])).toBe(
      0,
    );
    // A month later, and again: still nothing for the deleted member.
    t.clock.set(new Date(start.getTime() + (72 + 720 + 24) * HOUR));
    await t.jobs.runRenewals();
    await t.jobs.runRenewals();
    expect(await count('payment_charges WHERE user_id = $1', [gone.userId])).toBe(1); // the $1 trial only
    expect((await charges()) - before).toBe(
      await count("payment_charges WHERE user_id = $1 AND idempotency_key LIKE 'renewal:%'", [live.userId]),
    );
  });

  it('defence in depth: the renewal job skips a deleted account even if its subscription was left renewing', async () => {
    const m = await member();
    // A row that escaped the erasure: the account is flagged deleted, the subscription still active and due.
    await t.db.query('UPDATE users SET user_flags = user_flags | 2 WHERE id = $1', [m.userId]);
    t.clock.set(new Date(start.getTime() + 72 * HOUR + 60_000));
    await t.jobs.runRenewals();
    expect(await count("payment_charges WHERE user_id = $1 AND idempotency_key LIKE 'renewal:%'", [m.userId])).toBe(0);
    expect(await count('subscriptions WHERE user_id = $1 AND will_renew', [m.userId])).toBe(1); // left as it was
  });

  it('a second deletion of the same account (another tab) changes nothing', async () => {
    const m = await member();
    const [a, b] = await Promise.all([
      m.browser.post('/dashboard/api/consumer-privacy/account/delete', { password: 'secret pass 1' }),
      m.browser.post('/dashboard/api/consumer-privacy/account/delete', { password: 'secret pass 1' }),
    ]);
    // One wins; the other finds the account deleted (400) or its session already gone (401).
    const statuses = [a.status, b.status].sort();
    expect(statuses[0]).toBe(200);
    expect([400, 401]).toContain(statuses[1]);
    expect(await count("subscription_events WHERE user_id = $1 AND kind = 'subscription.cancelled'", [m.userId])).toBe(
      1,
    );
  });

  it("removes the member's saved properties, column settings and saved nearby searches, and only theirs", async () => {
    const gone = await member();
    const stays = await member();
    const save = (userId: string, propertyId: number) =>
      t.db.query('INSERT INTO saved_properties (user_id, property_id) VALUES ($1, $2)', [userId, propertyId]);
    for (const pid of [101, 102, 103]) await save(gone.userId, pid);
    await save(stays.userId, 101);
    for (const userId of [gone.userId, stays.userId])
      await t.db.query('INSERT INTO saved_property_columns (user_id, settings) VALUES ($1, $2::jsonb)', [
        userId,
        JSON.stringify([{ id: 1, sortOrder: 1 }]),
      ]);
    // A saved nearby search would go on mailing alerts to the deleted account otherwise.
    for (const userId of [gone.userId, stays.userId])
      await t.db.query(
        `INSERT INTO nearby_saved_searches (user_id, filters, criteria, title, search_url)
         VALUES ($1, '{}', '{"Target": {"SubjectPropertyId": 101}}', 'Near 101', '/nearby?propertyId=101')`,
        [userId],
      );
    expect(await count('saved_properties WHERE user_id = $1', [gone.userId])).toBe(3);
    await deleteAccount(gone);
    expect(await count('saved_properties WHERE user_id = $1', [gone.userId])).toBe(0);
    expect(await count('saved_properties WHERE user_id = $1', [stays.userId])).toBe(1);
    expect(await count('saved_property_columns WHERE user_id = $1', [gone.userId])).toBe(0);
    expect(await count('saved_property_columns WHERE user_id = $1', [stays.userId])).toBe(1);
    expect(await count('nearby_saved_searches WHERE user_id = $1', [gone.userId])).toBe(0);
    expect(await count('nearby_saved_searches WHERE user_id = $1', [stays.userId])).toBe(1);
  });
});

describe('deleting an account that monitors reports (docs/decisions/0071)', () => {
  it("removes the member's monitoring preferences, snapshots and alerts, and only theirs", async () => {
    const gone = await member();
    const stays = await member();
    for (const userId of [gone.userId, stays.userId]) {
      await t.db.query(
        `INSERT INTO report_monitoring_preferences (user_id, is_enabled, is_auto, account_id, activated_at, updated_at)
         VALUES ($1, true, false, gen_random_uuid(), now(), now())`,
        [userId],
      );
      await t.db.query(
        `INSERT INTO report_monitoring_snapshots (user_id, report_id, facts, taken_at)
         VALUES ($1, 'background-1', '[]', now())`,
        [userId],
      );
      await t.db.query(
        `INSERT INTO report_monitoring_alerts (id, user_id, report_id, title, url, changes, created_at)
         VALUES (gen_random_uuid(), $1, 'background-1', 'Ann Lee', '/report?id=1', '[]', now())`,
        [userId],
      );
    }
    await deleteAccount(gone);
    for (const table of ['report_monitoring_preferences', 'report_monitoring_snapshots', 'report_monitoring_alerts']) {
      expect(await count(`${table} WHERE user_id = $1`, [gone.userId])).toBe(0);
      expect(await count(`${table} WHERE user_id = $1`, [stays.userId])).toBe(1);
    }
  });
});
