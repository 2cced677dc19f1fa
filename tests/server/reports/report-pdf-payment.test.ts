import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDF_ALREADY_PURCHASED_MESSAGE } from '../../../core/reports/pdf-order.machine.js';
import { cardForm, TEST_CARDS, userIdOf } from '../../support/membership-app.js';
import { moneyLedger } from '../../support/payment-faults.js';
import { type ReportsTestApp, reportsTestApp } from '../../support/reports-app.js';

/**
 * The report PDF add-on is a charge like every other (docs/decisions/0032-payment-saga.md): a sale row in the
 * member's transaction list, a receipt, one charge per PDF even when ordered twice at once.
 */
// biome-ignore lint/suspicious/noExplicitAny: JSON read in assertions
type Json = Record<string, any>;
let t: ReportsTestApp;
let people: number[];
const json = async (res: Response) => (await res.json()) as Json;
beforeAll(async () => {
  t = await reportsTestApp({ people: 60 });
  people = (await t.db.query<{ id: number }>('SELECT id FROM people ORDER BY id LIMIT 3')).rows.map((r) =>
    Number(r.id),
  );
});
afterAll(async () => t.close());

const pdfOrder = (personId: number) => ({
  productMenuId: 'menu-report-add-ons',
  productOfferId: 'offer-report-pdf',
  productSkuId: 'report-pdf',
  reportId: `background-${personId}`,
  title: 'Report',
});
/** A member holding the full background report of `personId` (unlocked with the checkout's voucher). */
const memberWithReport = async (personId: number) => {
  const m = await t.member();
  const unlock = await m.browser.post('/dashboard/api/reports/unlock', { type: 'background', id: personId });
  expect(unlock.status).toBe(200);
  return { ...m, userId: await userIdOf(t.db, m.email) };
};
const outbox = async (email: string) =>
  (
    await t.db.query<{ subject: string; text_body: string }>(
      'SELECT subject, text_body FROM mail_outbox WHERE lower(to_address) = lower($1) ORDER BY id',
      [email],
    )
  ).rows;

describe('the PDF add-on as a sale', () => {
  it('appears in the transaction list, sends a receipt, and is recorded as a completed payment order', async () => {
    const m = await memberWithReport(people[0]!);
    const res = await m.browser.post('/dashboard/api/reports/add-on/pdf', pdfOrder(people[0]!));
    expect(res.status).toBe(200);
    const sales = await json(await m.browser.get('/dashboard/api/user/sales/transactions'));
    expect(sales.transactions).toContainEqual(
      expect.objectContaining({
        kind: 'addon',
        description: 'Report PDF: Report',
        amount: 295,
        status: 'succeeded',
        card: 'visa •••• 4242',
        subscriptionId: null,
      }),
    );
    const mails = await outbox(m.email);
    const receipt = mails.find((x) => x.subject === 'Your Tracewell receipt: $2.95');
    expect(receipt?.text_body).toContain('Report PDF: Report: $2.95');
    expect(receipt?.text_body).toContain('Paid with visa ending in 4242');
    expect(mails.at(-1)?.subject).toMatch(/^Your Tracewell report: /);
    const orders = await t.db.query<{ kind: string; status: string; amount_cents: number }>(
      "SELECT kind, status, amount_cents FROM payment_orders WHERE user_id = $1 AND kind = 'addon'",
      [m.userId],
    );
    expect(orders.rows).toEqual([{ kind: 'addon', status: 'completed', amount_cents: 295 }]);
    const ledger = await moneyLedger(t.db, [m.userId]);
    expect(ledger.takenCents).toBe(100 + 295);
    expect(ledger.deliveredCents).toBe(ledger.takenCents);
  });

  it('ordered twice at the same time: charged once, one PDF, the other answer is "already purchased"', async () => {
    const m = await memberWithReport(people[1]!);
    const replies = await Promise.all([
      m.browser.post('/dashboard/api/reports/add-on/pdf', pdfOrder(people[1]!)),
      m.browser.post('/dashboard/api/reports/add-on/pdf', pdfOrder(people[1]!)),
    ]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
    const refused = replies.find((r) => r.status === 409)!;
    expect((await json(refused)).errors['*']).toEqual([PDF_ALREADY_PURCHASED_MESSAGE]);
    const ledger = await moneyLedger(t.db, [m.userId]);
    expect(ledger).toMatchObject({ succeededCharges: 2, refunds: 0, sales: 2 });
    expect(ledger.takenCents).toBe(100 + 295);
    expect((await outbox(m.email)).filter((x) => x.subject.startsWith('Your Tracewell report:'))).toHaveLength(1);
  });

  it('a declined card takes nothing and writes no sale; with a good card the next attempt goes through', async () => {
    const m = await memberWithReport(people[2]!);
    const bad = await m.browser.post('/dashboard/api/wallet/cards/add', {
      ...cardForm(TEST_CARDS.declined),
      addressLine: '1 Main St',
      city: 'Fresno',
      state: 'CA',
      isDefaultCard: true,
    });
    expect(bad.status).toBe(200);
    const declined = await m.browser.post('/dashboard/api/reports/add-on/pdf', pdfOrder(people[2]!));
    expect(declined.status).toBe(400);
    expect((await json(declined)).errors['*']).toEqual([
      'We cannot process your payment. Please use a different card.',
    ]);
    expect(await moneyLedger(t.db, [m.userId])).toMatchObject({ sales: 1, succeededCharges: 1 });
    const good = await m.browser.post('/dashboard/api/wallet/cards/add', {
      ...cardForm(TEST_CARDS.mastercard),
      addressLine: '1 Main St',
      city: 'Fresno',
      state: 'CA',
      isDefaultCard: true,
    });
    expect(good.status).toBe(200);
    const paid = await m.browser.post('/dashboard/api/reports/add-on/pdf', pdfOrder(people[2]!));
    expect(paid.status).toBe(200);
    const ledger = await moneyLedger(t.db, [m.userId]);
    expect(ledger).toMatchObject({ sales: 2, succeededCharges: 2 });
    expect(ledger.deliveredCents).toBe(ledger.takenCents);
  });
});
