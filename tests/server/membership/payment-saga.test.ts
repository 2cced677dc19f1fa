import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PAYMENT_IN_PROGRESS_MESSAGE,
  PAYMENT_NOT_COMPLETED_MESSAGE,
  PAYMENT_PROCESSING_MESSAGE,
} from '../../../core/billing/payment-saga.steps.js';
import { CHECKOUT_LEASE_MS } from '../../../core/membership/checkout/checkout.rules.js';
import { ALREADY_MEMBER_MESSAGE } from '../../../core/membership/checkout/one-membership-per-kind.rules.js';
import { PAYMENT_DECLINED_MESSAGE } from '../../../core/membership/membership.errors.js';
import { RENEWAL_LEASE_MS } from '../../../core/membership/subscriptions/renewal.job.js';
import { signUpAndSignIn } from '../../support/accounts-app.js';
import {
  cardForm,
  type MembershipTestApp,
  membershipTestApp,
  TEST_CARDS,
  userIdOf,
} from '../../support/membership-app.js';
import {
  type GatewayCall,
  insertTestUser,
  membershipProcess,
  moneyLedger,
  recordingGateway,
  SimulatedCrash,
} from '../../support/payment-faults.js';

/**
 * Checkout and every charge as a saga (docs/decisions/0032-payment-saga.md): parallel payments of one account,
 * crashes between charge and commit, retries with the same key. Runs on PGlite, and on a PostgreSQL server
 * when DATABASE_URL is set.
 */
let t: MembershipTestApp;
const log: GatewayCall[] = [];
beforeAll(async () => {
  t = await membershipTestApp({ wrapPorts: (p) => ({ ...p, gateway: recordingGateway(p.gateway, log) }) });
});
afterAll(async () => t.close());

// biome-ignore lint/suspicious/noExplicitAny: JSON replies are read field by field in assertions
type Json = Record<string, any>;
const json = async (res: Response) => (await res.json()) as Json;
const count = async (sql: string, params: unknown[] = []) =>
  (await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`, params)).rows[0]!.n;
const body = (key: string, over: Record<string, unknown> = {}) => ({
  idempotencyKey: key,
  productMenuName: 'search-name-background',
  productOfferId: 'offer-premium-trial',
  card: cardForm(),
  ...over,
});
const chargeCalls = (userKeyPart: string) =>
  log.filter((c) => c.op === 'charge' && c.key?.includes(userKeyPart) && !c.outcome?.includes('replayed'));
const orderOf = async (userId: string, key: string) =>
  (
    await t.db.query<{ status: string; outcome: unknown }>(
      'SELECT status, outcome FROM payment_orders WHERE user_id = $1 AND idempotency_key = $2',
      [userId, key],
    )
  ).rows[0];

// First, while no other membership of this database is due.
describe('renewals', () => {
  it('a crash between a renewal charge and its write is refunded by the recovery job, then the period is charged again and renewed once', async () => {
    const m = await t.buy();
    const uid = await userIdOf(t.db, m.email);
    t.clock.advance(72 * 3_600_000 + 60_000);
    const crashing = membershipProcess(t.db, t.clock, { fault: { point: 'afterCharge', mode: 'crash' } });
    await expect(crashing.jobs.runRenewals()).rejects.toBeInstanceOf(SimulatedCrash);
    expect(await moneyLedger(t.db, [uid])).toMatchObject({ succeededCharges: 2, sales: 1, unsettledOrders: 1 });
    t.clock.advance(RENEWAL_LEASE_MS + 1000);
    const jobs = await membershipProcess(t.db, t.clock).jobs.runPaymentJobs();
    expect(jobs.recovery).toEqual({ found: 1, refunded: 1, failed: 0 });
    expect(jobs.renewals.renewed).toBe(1);
    const ledger = await moneyLedger(t.db, [uid]);
    expect(ledger).toMatchObject({ succeededCharges: 2, refunds: 1, sales: 2, unsettledOrders: 0 });
    expect(ledger.takenCents).toBe(100 + 495);
    expect(ledger.deliveredCents).toBe(ledger.takenCents);
    expect(await count("subscription_events WHERE user_id = $1 AND kind = 'subscription.renewed'", [uid])).toBe(1);
  });
});

describe('one account, payments at the same time', () => {
  it('five checkouts with five keys at once: one membership and one charge; the others are refused (409) before charging', async () => {
    const { browser, email } = await signUpAndSignIn(t.app, { ip: '198.51.100.31' });
    const uid = await userIdOf(t.db, email);
    const replies = await Promise.all(
      [1, 2, 3, 4, 5].map((i) => browser.post('/api/checkout/membership', body(`parallel-${i}-abcdefgh`))),
    );
    const statuses = replies.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409]);
    for (const r of replies.filter((x) => x.status === 409)) {
      const message = (await json(r)).errors['*'][0];
      expect([PAYMENT_IN_PROGRESS_MESSAGE, ALREADY_MEMBER_MESSAGE]).toContain(message);
    }
    // The gateway's log: one charge taken, none refunded (the others never reached the gateway).
    expect(chargeCalls(uid)).toHaveLength(1);
    const ledger = await moneyLedger(t.db, [uid]);
    expect(ledger).toMatchObject({ succeededCharges: 1, refunds: 0, sales: 1, subscriptions: 1, unsettledOrders: 0 });
    expect(ledger.takenCents).toBe(ledger.deliveredCents);
    expect(await count("payment_charges WHERE user_id = $1 AND status = 'succeeded'", [uid])).toBe(1);
    expect(await count('wallet_cards WHERE user_id = $1', [uid])).toBe(1);
  });

  it('five submits of one key at once: all answer the same subscription, one charge', async () => {
    const { browser, email } = await signUpAndSignIn(t.app, { ip: '198.51.100.32' });
    const uid = await userIdOf(t.db, email);
    const replies = await Promise.all(
      [1, 2, 3, 4, 5].map(() => browser.post('/api/checkout/membership', body('same-key-5x'))),
    );
    expect(replies.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    const ids = new Set(await Promise.all(replies.map(async (r) => (await json(r)).subscriptionId)));
    expect(ids.size).toBe(1);
    expect(chargeCalls(uid)).toHaveLength(1);
    expect(await moneyLedger(t.db, [uid])).toMatchObject({
      succeededCharges: 1,
      refunds: 0,
      sales: 1,
      subscriptions: 1,
    });
  });

  it('a member buying the same kind of membership again is told so (409) and charged nothing; another kind is fine', async () => {
    const first = await t.buy();
    expect(first.res.status).toBe(200);
    const uid = await userIdOf(t.db, first.email);
    const again = await first.browser.post(
      '/api/checkout/membership',
      body('second-premium-1', { productOfferId: 'offer-premium-quarterly' }),
    );
    expect(again.status).toBe(409);
    expect(await json(again)).toEqual({ success: false, errors: { '*': [ALREADY_MEMBER_MESSAGE] } });
    expect(chargeCalls(uid)).toHaveLength(1);
    const basic = await first.browser.post(
      '/api/checkout/membership',
      body('basic-too-1', { productOfferId: 'offer-standard-trial' }),
    );
    expect(basic.status).toBe(200);
    expect(await moneyLedger(t.db, [uid])).toMatchObject({ succeededCharges: 2, sales: 2, subscriptions: 2 });
  });

  it('an upgrade submitted twice at once is charged once and both answer the same plan', async () => {
    const m = await t.buy({ offer: 'offer-standard-trial' });
    const uid = await userIdOf(t.db, m.email);
    const up = { upgradeSkuId: 'upgrade-premium-Monthly' };
    const [a, b] = await Promise.all([
      m.browser.post('/dashboard/api/subscription/update', up),
      m.browser.post('/dashboard/api/subscription/update', up),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect((await json(a)).subscription.id).toBe((await json(b)).subscription.id);
    const ledger = await moneyLedger(t.db, [uid]);
    expect(ledger).toMatchObject({ succeededCharges: 2, refunds: 0, sales: 2, subscriptions: 1 });
    expect(ledger.takenCents).toBe(100 + 495);
    expect(ledger.deliveredCents).toBe(ledger.takenCents);
    expect(await count("sales_transactions WHERE user_id = $1 AND kind = 'upgrade'", [uid])).toBe(1);
  });
});

describe('a retry with the same key answers the first outcome', () => {
  it('success: the same subscription and redirect, nothing charged again, even after the card would now be declined', async () => {
    const first = await t.buy({ key: 'retry-success-1' });
    const uid = await userIdOf(t.db, first.email);
    const firstBody = await json(first.res);
    const again = await first.browser.post('/api/checkout/membership', {
      ...first.body,
      card: cardForm(TEST_CARDS.declined),
    });
    expect(again.status).toBe(200);
    expect(await json(again)).toEqual(firstBody);
    expect(chargeCalls(uid)).toHaveLength(1);
  });

  it('declined: the same decline, no second charge attempt; a new key may try another card', async () => {
    const first = await t.buy({ key: 'retry-declined-1', card: cardForm(TEST_CARDS.insufficientFunds) });
    expect(first.res.status).toBe(402);
    const uid = await userIdOf(t.db, first.email);
    const again = await first.browser.post('/api/checkout/membership', { ...first.body, card: cardForm() });
    expect(again.status).toBe(402);
    expect(await json(again)).toEqual({ success: false, errors: { '*': [PAYMENT_DECLINED_MESSAGE] } });
    expect(log.filter((c) => c.op === 'charge' && c.key?.includes(uid))).toHaveLength(1);
    expect((await orderOf(uid, `checkout:${uid}:retry-declined-1`))?.status).toBe('failed');
    const other = await first.browser.post('/api/checkout/membership', {
      ...first.body,
      idempotencyKey: 'retry-declined-2',
      card: cardForm(),
    });
    expect(other.status).toBe(200);
  });
});

describe('a crash between the charge and the commit', () => {
  const checkoutIn = (p: ReturnType<typeof membershipProcess>, userId: string, key: string) =>
    p.useCases.checkout(body(key), { userId, checkoutType: 'membership' });

  it('is refunded by the recovery job; a retry with the key then answers that first outcome', async () => {
    const user = await insertTestUser(t.db, t.clock.now());
    const crashing = membershipProcess(t.db, t.clock, { fault: { point: 'afterCharge', mode: 'crash' } });
    await expect(checkoutIn(crashing, user.id, 'crash-key-1')).rejects.toBeInstanceOf(SimulatedCrash);
    const key = `checkout:${user.id}:crash-key-1`;
    expect(await moneyLedger(t.db, [user.id])).toMatchObject({ succeededCharges: 1, sales: 0, unsettledOrders: 1 });

    // Restarted: the job at start-up leaves the order alone while its lease runs, then refunds it.
    const restarted = membershipProcess(t.db, t.clock);
    expect((await restarted.jobs.settlePayments()).found).toBe(0);
    t.clock.advance(CHECKOUT_LEASE_MS + 1000);
    expect(await restarted.jobs.settlePayments()).toEqual({ found: 1, refunded: 1, failed: 0 });
    expect(await moneyLedger(t.db, [user.id])).toMatchObject({
      succeededCharges: 0,
      refunds: 1,
      sales: 0,
      subscriptions: 0,
      unsettledOrders: 0,
    });
    expect((await orderOf(user.id, key))?.status).toBe('refunded');

    const retry = await checkoutIn(restarted, user.id, 'crash-key-1');
    expect(retry._unsafeUnwrapErr()).toEqual({ type: 'Validation', errors: { '*': [PAYMENT_NOT_COMPLETED_MESSAGE] } });
    expect(await moneyLedger(t.db, [user.id])).toMatchObject({ succeededCharges: 0, refunds: 1 });
    // The buyer tries again with a new key (the checkout page makes one per attempt): charged once, delivered.
    expect((await checkoutIn(restarted, user.id, 'crash-key-2')).isOk()).toBe(true);
    const ledger = await moneyLedger(t.db, [user.id]);
    expect(ledger).toMatchObject({ succeededCharges: 1, refunds: 1, sales: 1, subscriptions: 1 });
    expect(ledger.takenCents).toBe(ledger.deliveredCents);
  });

  it('a retry that finds the order still pending waits, answers "being processed" (409) while the lease runs, then settles it itself', async () => {
    const user = await insertTestUser(t.db, t.clock.now());
    const crashing = membershipProcess(t.db, t.clock, { fault: { point: 'insideCommit', mode: 'crash' } });
    await expect(checkoutIn(crashing, user.id, 'pending-key-1')).rejects.toBeInstanceOf(SimulatedCrash);
    const retrying = membershipProcess(t.db, t.clock, { noWait: true });
    const early = await checkoutIn(retrying, user.id, 'pending-key-1');
    expect(early._unsafeUnwrapErr()).toEqual({ type: 'Conflict', message: PAYMENT_PROCESSING_MESSAGE });
    t.clock.advance(CHECKOUT_LEASE_MS + 1000);
    const late = await checkoutIn(retrying, user.id, 'pending-key-1');
    expect(late._unsafeUnwrapErr()).toEqual({ type: 'Validation', errors: { '*': [PAYMENT_NOT_COMPLETED_MESSAGE] } });
    expect(await moneyLedger(t.db, [user.id])).toMatchObject({
      succeededCharges: 0,
      refunds: 1,
      sales: 0,
      subscriptions: 0,
      unsettledOrders: 0,
    });
  });

  it('a failed commit (the process lives) is refunded at once and the buyer told so', async () => {
    const user = await insertTestUser(t.db, t.clock.now());
    const failing = membershipProcess(t.db, t.clock, { fault: { point: 'insideCommit', mode: 'error' } });
    const r = await checkoutIn(failing, user.id, 'commit-error-1');
    expect(r._unsafeUnwrapErr()).toEqual({ type: 'Validation', errors: { '*': [PAYMENT_NOT_COMPLETED_MESSAGE] } });
    expect(await moneyLedger(t.db, [user.id])).toMatchObject({
      succeededCharges: 0,
      refunds: 1,
      sales: 0,
      subscriptions: 0,
      unsettledOrders: 0,
    });
    expect(await count('wallet_cards WHERE user_id = $1', [user.id])).toBe(0);
  });
});
