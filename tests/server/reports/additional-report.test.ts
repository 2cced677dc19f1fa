import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCEPT_TERMS_MESSAGE } from '../../../core/membership/upgrades/confirm-upgrade.rules.js';
import {
  ADDITIONAL_REPORT_CARD_REQUIRED,
  ADDITIONAL_REPORT_NOT_NEEDED_MESSAGE,
  ADDITIONAL_REPORT_UNAVAILABLE_MESSAGE,
} from '../../../core/reports/buy-additional-report.use-case.js';
import { TestBrowser } from '../../support/accounts-app.js';
import { cardForm, TEST_CARDS, userIdOf } from '../../support/membership-app.js';
import { moneyLedger } from '../../support/payment-faults.js';
import { type ReportsTestApp, reportsTestApp } from '../../support/reports-app.js';

/**
 * The additional-cost unlock at the month's report limit (000 section 6) at the comprehensive-report special
 * offer's price (docs/decisions/0083): charged once per member and report through the payment saga, however
 * many times it is asked, and only to a member who has used the month's reports.
 */
// biome-ignore lint/suspicious/noExplicitAny: JSON read in assertions
type Json = Record<string, any>;
let t: ReportsTestApp;
let people: number[];
const json = async (res: Response) => (await res.json()) as Json;
const ADDITIONAL = '/dashboard/api/reports/unlock/additional';
beforeAll(async () => {
  t = await reportsTestApp({ people: 60 });
  people = (await t.db.query<{ id: number }>('SELECT id FROM people ORDER BY id LIMIT 8')).rows.map((r) =>
    Number(r.id),
  );
});
afterAll(async () => t.close());

/** A Premium ($1 trial) member whose voucher is spent and whose month's reports are all used. */
const memberAtLimit = async () => {
  const m = await t.member();
  const userId = await userIdOf(t.db, m.email);
  await t.db.query('UPDATE vouchers SET claimed_at = now() WHERE user_id = $1', [userId]);
  await t.db.query('UPDATE subscriptions SET report_limit = 0 WHERE user_id = $1', [userId]);
  return { ...m, userId };
};
const view = async (m: { browser: Awaited<ReturnType<ReportsTestApp['member']>>['browser'] }, id: number) =>
  (await json(await m.browser.get(`/dashboard/api/reports/view?type=background&id=${id}`))).report;

describe('POST /dashboard/api/reports/unlock/additional', () => {
  it('a member at the limit is offered the special offer, pays it once, and holds the report in full', async () => {
    const m = await memberAtLimit();
    const before = await view(m, people[0]!);
    expect(before.accessLevelName).not.toBe('full');
    expect(before.unlock).toMatchObject({
      kind: 'limitReached',
      message: expect.stringContaining('additional cost of $3.95'),
      unlock: { label: 'Unlock This Report', priceCents: 395, terms: expect.stringMatching(/once/) },
    });
    const normal = await m.browser.post('/dashboard/api/reports/unlock', { type: 'background', id: people[0] });
    expect(normal.status).toBeGreaterThanOrEqual(400);

    const noTerms = await m.browser.post(ADDITIONAL, { type: 'background', id: people[0] });
    expect(noTerms.status).toBe(400);
    expect(JSON.stringify(await json(noTerms))).toContain(ACCEPT_TERMS_MESSAGE);
    expect((await moneyLedger(t.db, [m.userId])).takenCents).toBe(100);

    const paid = await m.browser.post(ADDITIONAL, { type: 'background', id: people[0], termsAccepted: true });
    expect(paid.status).toBe(200);
    expect(await json(paid)).toMatchObject({ unlocked: true, via: 'purchase', reportId: `background-${people[0]}` });
    expect((await view(m, people[0]!)).accessLevelName).toBe('full');
    const sales = await json(await m.browser.get('/dashboard/api/user/sales/transactions'));
    expect(sales.transactions).toContainEqual(
      expect.objectContaining({ kind: 'addon', amount: 395, status: 'succeeded', subscriptionId: null }),
    );
    expect(
      sales.transactions.find((x: Json) => x.kind === 'addon').description.startsWith('Comprehensive report: '),
    ).toBe(true);

    // Asked again: held already, nothing charged.
    const again = await m.browser.post(ADDITIONAL, { type: 'background', id: people[0], termsAccepted: true });
    expect(again.status).toBe(200);
    const ledger = await moneyLedger(t.db, [m.userId]);
    expect(ledger).toMatchObject({ takenCents: 100 + 395, deliveredCents: 100 + 395, refunds: 0 });
  });

  it('ten requests at once are charged once', async () => {
    const m = await memberAtLimit();
    const replies = await Promise.all(
      Array.from({ length: 10 }, () =>
        m.browser.post(ADDITIONAL, { type: 'background', id: people[1], termsAccepted: true }),
      ),
    );
    const statuses = replies.map((r) => r.status);
    expect(statuses).toContain(200);
    for (const s of statuses) expect([200, 409]).toContain(s);
    const ledger = await moneyLedger(t.db, [m.userId]);
    expect(ledger).toMatchObject({ succeededCharges: 2, sales: 2, refunds: 0, unsettledOrders: 0 });
    expect(ledger.takenCents).toBe(100 + 395);
    // Whatever the losers answered, a retry now finds the report held and charges nothing.
    expect((await m.browser.post(ADDITIONAL, { type: 'background', id: people[1], termsAccepted: true })).status).toBe(
      200,
    );
    expect((await moneyLedger(t.db, [m.userId])).takenCents).toBe(100 + 395);
  });

  it('a crash after the charge and before the grant: the retry grants without charging again', async () => {
    const m = await memberAtLimit();
    const body = { type: 'background', id: people[2], termsAccepted: true };
    expect((await m.browser.post(ADDITIONAL, body)).status).toBe(200);
    // The grant's write is lost (the process died after the payment's transaction committed).
    await t.db.query('DELETE FROM report_access_grants WHERE user_id = $1 AND report_id = $2', [
      m.userId,
      `background-${people[2]}`,
    ]);
    expect((await view(m, people[2]!)).accessLevelName).not.toBe('full');
    const retry = await m.browser.post(ADDITIONAL, body);
    expect(retry.status).toBe(200);
    expect((await view(m, people[2]!)).accessLevelName).toBe('full');
    expect(await moneyLedger(t.db, [m.userId])).toMatchObject({ takenCents: 100 + 395, succeededCharges: 2 });
  });

  it('a declined card takes nothing and grants nothing; a good card then goes through', async () => {
    const m = await memberAtLimit();
    const addCard = (card: (typeof TEST_CARDS)[keyof typeof TEST_CARDS]) =>
      m.browser.post('/dashboard/api/wallet/cards/add', {
        ...cardForm(card),
        addressLine: '1 Main St',
        city: 'Fresno',
        state: 'CA',
        isDefaultCard: true,
      });
    expect((await addCard(TEST_CARDS.declined)).status).toBe(200);
    const body = { type: 'background', id: people[3], termsAccepted: true };
    const declined = await m.browser.post(ADDITIONAL, body);
    expect(declined.status).toBe(402);
    expect(JSON.stringify(await json(declined))).toContain(
      'We cannot process your payment. Please use a different card.',
    );
    expect((await view(m, people[3]!)).accessLevelName).not.toBe('full');
    expect(await moneyLedger(t.db, [m.userId])).toMatchObject({ takenCents: 100, sales: 1 });
    expect((await addCard(TEST_CARDS.mastercard)).status).toBe(200);
    expect((await m.browser.post(ADDITIONAL, body)).status).toBe(200);
    expect(await moneyLedger(t.db, [m.userId])).toMatchObject({ takenCents: 100 + 395, sales: 2 });
  });

  it('no usable card on file (removed, or expired): asks for one, charges nothing', async () => {
    const m = await memberAtLimit();
    await t.db.query('UPDATE wallet_cards SET exp_year = 2020 WHERE user_id = $1', [m.userId]);
    const res = await m.browser.post(ADDITIONAL, { type: 'background', id: people[4], termsAccepted: true });
    expect(res.status).toBe(400);
    expect(JSON.stringify(await json(res))).toContain(ADDITIONAL_REPORT_CARD_REQUIRED);
    expect((await moneyLedger(t.db, [m.userId])).takenCents).toBe(100);
  });

  it('refuses a member with reports left, a user without membership, and a visitor', async () => {
    const m = await t.member();
    const userId = await userIdOf(t.db, m.email);
    await t.db.query('UPDATE vouchers SET claimed_at = now() WHERE user_id = $1', [userId]);
    const left = await m.browser.post(ADDITIONAL, { type: 'background', id: people[5], termsAccepted: true });
    expect(left.status).toBe(409);
    expect(JSON.stringify(await json(left))).toContain(ADDITIONAL_REPORT_NOT_NEEDED_MESSAGE);
    const nobody = await t.visitorAccount();
    const none = await nobody.browser.post(ADDITIONAL, { type: 'background', id: people[5], termsAccepted: true });
    expect(none.status).toBe(409);
    expect(JSON.stringify(await json(none))).toContain(ADDITIONAL_REPORT_UNAVAILABLE_MESSAGE);
    const anonymous = await new TestBrowser(t.app, '198.51.100.249').post(ADDITIONAL, {
      type: 'background',
      id: people[5],
      termsAccepted: true,
    });
    expect(anonymous.status).toBe(401);
    expect(await moneyLedger(t.db, [userId])).toMatchObject({ takenCents: 100 });
    const missing = await m.browser.post(ADDITIONAL, { type: 'background', id: 999999999, termsAccepted: true });
    expect(missing.status).toBe(404);
  });
});
