import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MembershipPaymentChange, SubscriptionRecord } from '../../../core/membership/membership-store.port.js';
import {
  at,
  beginOrder,
  cardRecord,
  DAY,
  HOUR,
  MEMBERSHIP_SUBJECTS,
  type MembershipSubject,
  saleRecord,
  subscriptionRecord,
  T0,
  voucherRecord,
} from '../../support/membership-stores.js';

/**
 * The MembershipStore contract (core/membership/membership-store.port.ts; docs/decisions/0030 and 0032):
 * a change is written whole or not at all, an insert once per checkout key, an update only over the
 * version it read; a payment's commit also saves its card and completes its order, or writes nothing
 * (conflict, alreadyMember, orderSettled, accountClosed); the renewal lease skips leased rows and deleted accounts and
 * honours its limit; report usage and voucher claims hold under parallel calls. Run on the in-memory fake
 * and on PostgreSQL (PGlite; the server when DATABASE_URL is set).
 */
describe.each(MEMBERSHIP_SUBJECTS)('MembershipStore contract: %s', (_name, open) => {
  let s: MembershipSubject;
  beforeAll(async () => {
    s = await open();
  });
  afterAll(async () => s.close());

  const insert = async (sub: SubscriptionRecord): Promise<SubscriptionRecord> => {
    const stored = await s.store.commit({ userId: sub.userId, at: sub.createdAt, insert: sub, events: [] });
    if (!stored) throw new Error('not inserted');
    return stored;
  };
  const kinds = async (userId: string) => (await s.events(userId)).map((e) => e.kind);

  describe('subscriptions', () => {
    it('an insert is stored with a role id and version 1 from the store; found by user and id, by checkout key', async () => {
      const u = await s.newUser();
      const sub = subscriptionRecord(u, { roleId: 0, version: 7 });
      const stored = await insert(sub);
      expect(stored).toEqual({ ...sub, roleId: expect.any(Number), version: 1 });
      expect(stored.roleId).toBeGreaterThan(0);
      expect(await s.store.findSubscription(u, sub.id)).toEqual(stored);
      expect(await s.store.findByCheckoutKey(sub.checkoutKey!)).toEqual(stored);
      expect(await s.store.findSubscription(await s.newUser(), sub.id)).toBeNull();
      expect(await s.store.findByCheckoutKey(`${u}:unknown`)).toBeNull();
    });

    it('lists the subscriptions of the user newest first (the later insert first at the same instant)', async () => {
      const u = await s.newUser();
      const a = await insert(subscriptionRecord(u, { createdAt: at(HOUR) }));
      const b = await insert(subscriptionRecord(u, { createdAt: at(2 * HOUR), offerType: 3 }));
      const c = await insert(subscriptionRecord(u, { createdAt: at(HOUR), offerType: 9 }));
      expect(new Set([a.roleId, b.roleId, c.roleId]).size).toBe(3);
      expect((await s.store.listSubscriptions(u)).map((x) => x.id)).toEqual([b.id, c.id, a.id]);
      expect(await s.store.listSubscriptions(await s.newUser())).toEqual([]);
    });

    it('an insert whose checkout key exists answers null and writes nothing of its change', async () => {
      const u = await s.newUser();
      const first = subscriptionRecord(u);
      await s.store.commit({
        userId: u,
        at: T0,
        insert: first,
        events: [{ kind: 'subscription.created', subscriptionId: first.id, detail: {} }],
        sale: saleRecord(u, { subscriptionId: first.id }),
        vouchers: [voucherRecord(u, { subscriptionId: first.id })],
      });
      const again = subscriptionRecord(u, { checkoutKey: first.checkoutKey });
      const answer = await s.store.commit({
        userId: u,
        at: at(1),
        insert: again,
        events: [{ kind: 'subscription.created', subscriptionId: again.id, detail: {} }],
        sale: saleRecord(u, { subscriptionId: again.id }),
        vouchers: [voucherRecord(u, { subscriptionId: again.id })],
      });
      expect(answer).toBeNull();
      expect(await s.store.findSubscription(u, again.id)).toBeNull();
      expect(await s.store.listSales(u)).toHaveLength(1);
      expect(await s.store.listVouchers(u)).toHaveLength(1);
      expect(await kinds(u)).toEqual(['subscription.created']);
    });

    it('an update is written over the version it read only: the version goes up by one; stale writes nothing', async () => {
      const u = await s.newUser();
      const stored = await insert(subscriptionRecord(u));
      const paused = { ...stored, status: 'paused' as const, pauseDate: at(HOUR), updatedAt: at(HOUR) };
      const next = await s.store.commit({
        userId: u,
        at: at(HOUR),
        update: { next: { ...paused, roleId: 1, checkoutKey: 'other', createdAt: at(9) }, expectedVersion: 1 },
        events: [{ kind: 'subscription.paused', subscriptionId: stored.id, detail: {} }],
      });
      // The store keeps what only it writes: role id, checkout key, creation time.
      expect(next).toEqual({ ...paused, version: 2 });
      expect(await s.store.findSubscription(u, stored.id)).toEqual(next);

      const stale = await s.store.commit({
        userId: u,
        at: at(2 * HOUR),
        update: { next: { ...stored, name: 'Stale' }, expectedVersion: 1 },
        events: [{ kind: 'subscription.updated', subscriptionId: stored.id, detail: {} }],
        sale: saleRecord(u),
        vouchers: [voucherRecord(u)],
      });
      expect(stale).toBeNull();
      expect(await s.store.findSubscription(u, stored.id)).toEqual(next);
      expect(await s.store.listSales(u)).toEqual([]);
      expect(await s.store.listVouchers(u)).toEqual([]);
      expect(await kinds(u)).toEqual(['subscription.paused']);
      const unknown = subscriptionRecord(u);
      expect(
        await s.store.commit({ userId: u, at: T0, update: { next: unknown, expectedVersion: 1 }, events: [] }),
      ).toBe(null);
    });

    it('an insert beside an update that fails its version check is not written either', async () => {
      const u = await s.newUser();
      const stored = await insert(subscriptionRecord(u));
      const fresh = subscriptionRecord(u, { offerType: 3 });
      const answer = await s.store.commit({
        userId: u,
        at: at(1),
        insert: fresh,
        update: { next: { ...stored, name: 'Changed' }, expectedVersion: 5 },
        events: [],
      });
      expect(answer).toBeNull();
      expect(await s.store.findSubscription(u, fresh.id)).toBeNull();
      expect((await s.store.findSubscription(u, stored.id))?.name).toBe('Premium Membership');
    });

    it('twelve updates over one version at the same time: exactly one is written', async () => {
      const u = await s.newUser();
      const stored = await insert(subscriptionRecord(u));
      const answers = await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          s.store.commit({
            userId: u,
            at: at(i),
            update: { next: { ...stored, name: `Writer ${i}` }, expectedVersion: 1 },
            events: [{ kind: 'subscription.updated', subscriptionId: stored.id, detail: { i } }],
          }),
        ),
      );
      const written = answers.filter((a) => a !== null);
      expect(written).toHaveLength(1);
      expect(await s.store.findSubscription(u, stored.id)).toMatchObject({ name: written[0]?.name, version: 2 });
      expect(await kinds(u)).toEqual(['subscription.updated']);
    });

    it('audit writes its rows and nothing else', async () => {
      const u = await s.newUser();
      await s.store.audit(u, at(5), [
        { kind: 'checkout.declined', subscriptionId: null, detail: { code: 'card_declined' } },
        { kind: 'checkout.note', subscriptionId: null, detail: {} },
      ]);
      expect(await s.events(u)).toEqual([
        { kind: 'checkout.declined', subscriptionId: null, detail: { code: 'card_declined' }, at: at(5) },
        { kind: 'checkout.note', subscriptionId: null, detail: {}, at: at(5) },
      ]);
      expect(await s.store.listSubscriptions(u)).toEqual([]);
    });
  });

  describe('commitPayment', () => {
    const payment = async (
      u: string,
      over: Partial<MembershipPaymentChange> = {},
    ): Promise<MembershipPaymentChange & { insert: SubscriptionRecord }> => {
      const order = await beginOrder(s.orders, u);
      const sub = subscriptionRecord(u);
      return {
        userId: u,
        at: at(1),
        card: cardRecord(u),
        insert: sub,
        oneMembershipPerKind: true,
        events: [{ kind: 'subscription.created', subscriptionId: sub.id, detail: { orderId: order.id } }],
        sale: saleRecord(u, { subscriptionId: sub.id }),
        vouchers: [voucherRecord(u, { subscriptionId: sub.id })],
        order: {
          id: order.id,
          leaseToken: order.leaseToken,
          chargeId: 'ch_contract',
          outcome: { ok: true, value: { subscriptionId: sub.id } },
        },
        ...over,
      } as MembershipPaymentChange & { insert: SubscriptionRecord };
    };
    const nothingWritten = async (c: MembershipPaymentChange & { insert: SubscriptionRecord }) => {
      expect(await s.store.findSubscription(c.userId, c.insert.id)).toBeNull();
      expect(await s.wallet.list(c.userId)).toEqual([]);
      expect(await s.store.listSales(c.userId)).toEqual([]);
      expect(await s.store.listVouchers(c.userId)).toEqual([]);
      expect((await s.orders.byId(c.order.id))?.status).toBe('pending');
    };

    it('writes the card (the default), the subscription bought with it, sale, voucher, audit and the completed order', async () => {
      const u = await s.newUser();
      const c = await payment(u);
      const answer = await s.store.commitPayment(c);
      expect(answer).toEqual({
        status: 'committed',
        subscription: { ...c.insert, cardId: c.card!.id, roleId: expect.any(Number), version: 1 },
      });
      expect(await s.wallet.defaultCard(u)).toEqual({ ...c.card, isDefault: true, createdAt: c.at });
      expect(await s.store.listSales(u)).toEqual([c.sale]);
      expect(await s.store.listVouchers(u)).toEqual(c.vouchers);
      expect(await s.orders.byId(c.order.id)).toMatchObject({
        status: 'completed',
        chargeId: 'ch_contract',
        outcome: { ok: true, value: { subscriptionId: c.insert.id } },
      });
      expect(await kinds(u)).toEqual(['wallet.card_added', 'subscription.created']);
    });

    it('refuses a second membership of a kind the user holds (alreadyMember) and writes nothing', async () => {
      const u = await s.newUser();
      await insert(subscriptionRecord(u, { offerType: 4 }));
      const c = await payment(u);
      expect(await s.store.commitPayment(c)).toEqual({ status: 'alreadyMember' });
      await nothingWritten(c);
      // A membership that ran out does not block (docs/decisions/0032-payment-saga.md).
      const v = await s.newUser();
      await insert(subscriptionRecord(v, { status: 'expired', willRenew: false, expirationDate: at(-DAY) }));
      expect((await s.store.commitPayment(await payment(v))).status).toBe('committed');
    });

    it('delivers nothing to a deleted account (accountClosed), even with its order still pending', async () => {
      const u = await s.newUser();
      const c = await payment(u);
      await s.deleteUser(u);
      expect(await s.store.commitPayment(c)).toEqual({ status: 'accountClosed' });
      await nothingWritten(c);
    });

    it("an order that is not the writer's to complete writes nothing (orderSettled)", async () => {
      const u = await s.newUser();
      const c = await payment(u);
      const wrong = { ...c, order: { ...c.order, leaseToken: 'someone else' } };
      expect(await s.store.commitPayment(wrong)).toEqual({ status: 'orderSettled' });
      await nothingWritten(c);
    });

    it('a payment over a stale version writes nothing (conflict)', async () => {
      const u = await s.newUser();
      const held = await insert(subscriptionRecord(u, { offerType: 3 }));
      const c = await payment(u);
      const { insert: _bought, ...rest } = c;
      const stale: MembershipPaymentChange = {
        ...rest,
        update: { next: { ...held, offerType: 4 }, expectedVersion: 9 },
      };
      expect(await s.store.commitPayment(stale)).toEqual({ status: 'conflict' });
      await nothingWritten(c);
      expect(await s.store.findSubscription(u, held.id)).toEqual(held);
    });

    it('twelve payments completing one order at the same time: one commits, the others write nothing', async () => {
      const u = await s.newUser();
      const c = await payment(u);
      const answers = await Promise.all(
        Array.from({ length: 12 }, () => {
          const sub = subscriptionRecord(u);
          return s.store.commitPayment({
            ...c,
            card: cardRecord(u),
            insert: sub,
            oneMembershipPerKind: false,
            events: [{ kind: 'subscription.created', subscriptionId: sub.id, detail: {} }],
            sale: saleRecord(u, { subscriptionId: sub.id }),
            vouchers: [],
          });
        }),
      );
      expect(answers.filter((a) => a.status === 'committed')).toHaveLength(1);
      expect(answers.filter((a) => a.status === 'orderSettled')).toHaveLength(11);
      expect(await s.store.listSubscriptions(u)).toHaveLength(1);
      expect(await s.wallet.list(u)).toHaveLength(1);
      expect(await s.store.listSales(u)).toHaveLength(1);
    });
  });

  describe('the renewal lease', () => {
    const LEASE = 5 * 60_000;
    /** Leases every row due before the tests' times far beyond them, so a test sees only its own rows. */
    const drain = () => s.store.leaseDue(at(1000 * DAY), 1000 * DAY, 100_000);
    const ids = (rows: readonly SubscriptionRecord[]) => rows.map((x) => x.id).sort();

    it('leases the due rows earliest first up to the limit; rows not yet due or still leased are skipped', async () => {
      await drain();
      const u = await s.newUser();
      const due = (h: number | null) =>
        insert(subscriptionRecord(u, { nextAttemptAt: h === null ? null : at(h * HOUR), createdAt: at(-DAY) }));
      const c = await due(3);
      const a = await due(1);
      const later = await due(10);
      const b = await due(2);
      await due(null);
      const now = at(5 * HOUR);
      // The answer holds the leased rows in no particular order: compared as sets.
      const leased = async (when: Date, limit: number) => ids(await s.store.leaseDue(when, LEASE, limit));
      expect(await leased(now, 2)).toEqual(ids([a, b]));
      expect(await leased(now, 10)).toEqual(ids([c]));
      expect(await leased(at(5 * HOUR + LEASE - 1), 10)).toEqual([]);
      expect(await leased(at(5 * HOUR + LEASE), 10)).toEqual(ids([a, b, c]));
      expect(await leased(at(10 * HOUR + LEASE), 10)).toEqual(ids([a, b, c, later]));
    });

    it('never leases the subscriptions of a deleted account (docs/decisions/0021)', async () => {
      await drain();
      const live = await s.newUser();
      const gone = await s.newUser();
      const kept = await insert(subscriptionRecord(live, { nextAttemptAt: at(HOUR) }));
      await insert(subscriptionRecord(gone, { nextAttemptAt: at(HOUR) }));
      await s.deleteUser(gone);
      expect((await s.store.leaseDue(at(2 * HOUR), LEASE, 10)).map((x) => x.id)).toEqual([kept.id]);
    });

    it('a committed update ends the lease: the row is due again at its next attempt', async () => {
      await drain();
      const u = await s.newUser();
      const sub = await insert(subscriptionRecord(u, { nextAttemptAt: at(HOUR) }));
      const [leased] = await s.store.leaseDue(at(2 * HOUR), LEASE, 10);
      expect(leased).toEqual(sub);
      await s.store.commit({
        userId: u,
        at: at(2 * HOUR),
        update: { next: { ...sub, renewalAttempts: 1, nextAttemptAt: at(2 * HOUR) }, expectedVersion: 1 },
        events: [],
      });
      expect(await s.store.leaseDue(at(2 * HOUR), LEASE, 10)).toEqual([
        expect.objectContaining({ id: sub.id, version: 2, renewalAttempts: 1 }),
      ]);
    });

    it('workers leasing at the same time never take one row twice', async () => {
      await drain();
      const u = await s.newUser();
      const ids = new Set<string>();
      for (let h = 1; h <= 6; h += 1)
        ids.add((await insert(subscriptionRecord(u, { nextAttemptAt: at(h * HOUR) }))).id);
      const runs = await Promise.all([1, 2, 3, 4].map(() => s.store.leaseDue(at(7 * HOUR), LEASE, 10)));
      const leased = runs.flat().map((x) => x.id);
      expect(leased).toHaveLength(6);
      expect(new Set(leased)).toEqual(ids);
    });

    it('retryPending makes the payment-pending active subscriptions of the user due now, and only those', async () => {
      const u = await s.newUser();
      const other = await s.newUser();
      const pending = await insert(subscriptionRecord(u, { isPaymentPending: true, nextAttemptAt: at(5 * DAY) }));
      const unset = await insert(subscriptionRecord(u, { isPaymentPending: true, nextAttemptAt: null, offerType: 3 }));
      const paused = await insert(
        subscriptionRecord(u, { isPaymentPending: true, status: 'paused', nextAttemptAt: at(9 * DAY), offerType: 9 }),
      );
      const fine = await insert(subscriptionRecord(u, { nextAttemptAt: at(9 * DAY), offerType: 2 }));
      const theirs = await insert(subscriptionRecord(other, { isPaymentPending: true, nextAttemptAt: at(5 * DAY) }));
      expect(await s.store.retryPending(u, at(2 * HOUR))).toBe(2);
      const next = async (x: SubscriptionRecord) => (await s.store.findSubscription(x.userId, x.id))?.nextAttemptAt;
      expect(await next(pending)).toEqual(at(2 * HOUR));
      expect(await next(unset)).toEqual(at(2 * HOUR));
      expect(await next(paused)).toEqual(at(9 * DAY));
      expect(await next(fine)).toEqual(at(9 * DAY));
      expect(await next(theirs)).toEqual(at(5 * DAY));
      expect(await s.store.retryPending(await s.newUser(), at(2 * HOUR))).toBe(0);
    });
  });

  describe('sales and vouchers', () => {
    it('lists the sales of the user newest first', async () => {
      const u = await s.newUser();
      const sales = [at(2 * HOUR), at(HOUR), at(3 * HOUR)].map((t) => saleRecord(u, { createdAt: t }));
      for (const sale of sales) await s.store.commit({ userId: u, at: sale.createdAt, events: [], sale });
      await s.store.commit({ userId: u, at: T0, events: [], sale: saleRecord(await s.newUser()) });
      expect(await s.store.listSales(u)).toEqual([sales[2], sales[0], sales[1]]);
    });

    it('lists the unclaimed vouchers oldest first; a claim succeeds once, for the owner, with an audit row', async () => {
      const u = await s.newUser();
      const newer = voucherRecord(u, { createdAt: at(2 * HOUR), voucherType: 'phone', name: 'Phone Report' });
      const older = voucherRecord(u, { createdAt: at(HOUR) });
      await s.store.commit({ userId: u, at: T0, events: [], vouchers: [newer, older] });
      expect(await s.store.listVouchers(u)).toEqual([older, newer]);
      expect(await s.store.claimVoucher(await s.newUser(), older.id, at(3 * HOUR), 'background-1')).toBe(false);
      expect(await s.store.claimVoucher(u, older.id, at(3 * HOUR), 'background-1')).toBe(true);
      expect(await s.store.claimVoucher(u, older.id, at(4 * HOUR), 'background-2')).toBe(false);
      expect(await s.store.listVouchers(u)).toEqual([newer]);
      expect(await s.events(u)).toEqual([
        {
          kind: 'voucher.claimed',
          subscriptionId: null,
          detail: { voucherId: older.id, reportId: 'background-1' },
          at: at(3 * HOUR),
        },
      ]);
    });

    it('twelve claims of one voucher at the same time: exactly one succeeds', async () => {
      const u = await s.newUser();
      const v = voucherRecord(u);
      await s.store.commit({ userId: u, at: T0, events: [], vouchers: [v] });
      const claims = await Promise.all(
        Array.from({ length: 12 }, (_, i) => s.store.claimVoucher(u, v.id, at(i), `phone-${i}`)),
      );
      expect(claims.filter(Boolean)).toHaveLength(1);
      expect(await kinds(u)).toEqual(['voucher.claimed']);
    });
  });

  describe('report usage', () => {
    const usage = (sub: SubscriptionRecord, reportId: string, limit: number, periodStart = T0) =>
      s.store.recordUsage({ userId: sub.userId, subscriptionId: sub.id, reportId, periodStart, at: at(1), limit });

    it('counts a report once per period against the limit: added, already, limit; periods are apart', async () => {
      const u = await s.newUser();
      const sub = await insert(subscriptionRecord(u));
      expect(await usage(sub, 'background-1', 2)).toBe('added');
      expect(await usage(sub, 'background-1', 2)).toBe('already');
      expect(await usage(sub, 'background-2', 2)).toBe('added');
      expect(await usage(sub, 'background-3', 2)).toBe('limit');
      // A report counted this period stays free, also at the limit.
      expect(await usage(sub, 'background-1', 2)).toBe('already');
      expect(await s.store.usageCount(sub.id, T0)).toBe(2);
      expect(await usage(sub, 'background-1', 2, at(30 * DAY))).toBe('added');
      expect(await s.store.usageCount(sub.id, at(30 * DAY))).toBe(1);
      expect(await s.store.usageCount(sub.id, T0)).toBe(2);
      const another = await insert(subscriptionRecord(u, { offerType: 3 }));
      expect(await s.store.usageCount(another.id, T0)).toBe(0);
      expect(await usage(another, 'background-3', 2)).toBe('added');
    });

    it('twelve unlocks at the same time never take more than the limit', async () => {
      const sub = await insert(subscriptionRecord(await s.newUser()));
      const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => usage(sub, `background-${i}`, 5)));
      expect(answers.filter((a) => a === 'added')).toHaveLength(5);
      expect(answers.filter((a) => a === 'limit')).toHaveLength(7);
      expect(await s.store.usageCount(sub.id, T0)).toBe(5);
    });

    it('twelve unlocks of one report at the same time count it once', async () => {
      const sub = await insert(subscriptionRecord(await s.newUser()));
      const answers = await Promise.all(Array.from({ length: 12 }, () => usage(sub, 'phone-5125550142', 5)));
      expect(answers.filter((a) => a === 'added')).toHaveLength(1);
      expect(answers.filter((a) => a === 'already')).toHaveLength(11);
      expect(await s.store.usageCount(sub.id, T0)).toBe(1);
    });
  });

  describe('the account', () => {
    it('countDeclines counts the declined charges of the user made since the given time', async () => {
      const u = await s.newUser();
      for (const t of [at(0), at(30 * 60_000), at(2 * HOUR)]) await s.decline(u, t);
      await s.decline(await s.newUser(), at(2 * HOUR));
      expect(await s.store.countDeclines(u, at(30 * 60_000))).toBe(2);
      expect(await s.store.countDeclines(u, T0)).toBe(3);
      expect(await s.store.countDeclines(u, at(3 * HOUR))).toBe(0);
    });

    it('userContact answers the e-mail, first name and user flags; null for an unknown user', async () => {
      const u = await s.newUser();
      expect(await s.store.userContact(u)).toEqual({
        email: `m${u.slice(0, 8)}@example.com`,
        firstName: 'Pat',
        userFlags: 0,
      });
      await s.deleteUser(u);
      expect((await s.store.userContact(u))?.userFlags).toBe(2);
      expect(await s.store.userContact('00000000-0000-4000-8000-000000000000')).toBeNull();
    });
  });
});
