import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ReportsTestApp, reportsTestApp } from '../../support/reports-app.js';

// biome-ignore lint/suspicious/noExplicitAny: JSON read in assertions
type Json = Record<string, any>;
let t: ReportsTestApp;
beforeAll(async () => {
  t = await reportsTestApp({ people: 120 });
});
afterAll(async () => t.close());

const count = async (sql: string, params: unknown[]) =>
  (await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`, params)).rows[0]!.n;

describe('unlocking reports through the membership allowance (000 section 6), many at once', () => {
  it('twelve parallel unlocks with one report left this month unlock exactly one report', async () => {
    const { browser, email } = await t.member();
    const [user] = (await t.db.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [email])).rows;
    const userId = user!.id;
    // Use up the checkout's voucher so that every further unlock counts against the membership.
    await t.db.query('UPDATE vouchers SET claimed_at = now() WHERE user_id = $1', [userId]);
    const people = (await t.db.query<{ id: number }>('SELECT id FROM people ORDER BY id LIMIT 13')).rows.map((r) =>
      Number(r.id),
    );
    const first = await browser.post('/dashboard/api/reports/unlock', { type: 'background', id: people[0] });
    expect(first.status).toBe(200);
    expect(((await first.json()) as Json).via).toBe('membership');
    await t.db.query('UPDATE subscriptions SET report_limit = 2 WHERE user_id = $1', [userId]);

    const answers = await Promise.all(
      people.slice(1).map((id) => browser.post('/dashboard/api/reports/unlock', { type: 'background', id })),
    );
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 402)).toHaveLength(11);
    expect(await count('report_usage WHERE user_id = $1', [userId])).toBe(2);
    expect(await count("report_access_grants WHERE user_id = $1 AND via = 'membership'", [userId])).toBe(2);
  });
});
