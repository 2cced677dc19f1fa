import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { makeCancelSubscriptions } from '../../../../core/membership/cancellation/cancel-subscriptions.use-case.js';
import { makePauseSubscription } from '../../../../core/membership/subscriptions/pause-subscription.use-case.js';
import { makeRunRenewals } from '../../../../core/membership/subscriptions/renewal.job.js';
import { RENEWAL_MAX_ATTEMPTS } from '../../../../core/membership/subscriptions/subscription.rules.js';
import { makeAddWalletCard } from '../../../../core/membership/wallet/add-wallet-card.use-case.js';
import {
  CARDS,
  cardForm,
  FAKES_START,
  HOUR,
  type MembershipFakes,
  membershipFakes,
} from '../../../support/membership-fakes.js';

/**
 * The renewal job (docs/decisions/0030, 0032) on the in-memory fakes, with the clock moved by hand: one
 * charge per period even with two runs at once, payment pending after a decline and a retry at once after
 * a new card, expiry after the last attempt, no charge without a usable card or after a cancel, the end
 * of a pause, and never an account that was deleted.
 */
const DAY = 24 * HOUR;
const at = (ms: number) => new Date(FAKES_START.getTime() + ms);
const sub = async (f: MembershipFakes, userId: string) => (await f.store.listSubscriptions(userId))[0]!;
const renewalSales = async (f: MembershipFakes, userId: string) =>
  (await f.store.listSales(userId)).filter((t) => t.kind === 'renewal');
/** Makes the user's default card one the gateway declines (as a member replacing the card would). */
const declineFromNowOn = async (f: MembershipFakes, userId: string) => {
  const token = await f.gateway.tokenize({ number: CARDS.insufficientFunds, expMonth: 12, expYear: 2031, cvc: '737' });
  await f.wallet.add(
    {
      id: randomUUID(),
      userId,
      token: token!.token,
      brand: token!.brand,
      last4: token!.last4,
      expMonth: 12,
      expYear: 2031,
      firstName: 'Casey',
      lastName: 'Buyer',
      addressLine: null,
      city: null,
      state: null,
      zip: '90210',
      isDefault: true,
      createdAt: f.clock.now(),
    },
    true,
    f.clock.now(),
  );
};

describe('the renewal job', () => {
  it('renews a due trial exactly once, also with two runs at the same time: $4.95 for the next 30 days', async () => {
    const f = membershipFakes();
    const { userId } = await f.member();
    const run = makeRunRenewals(f.ports);
    f.clock.set(at(71 * HOUR));
    expect((await run()).leased).toBe(0);
    f.clock.set(at(72 * HOUR + 60_000));
    const [a, b] = await Promise.all([run(), run()]);
    expect(a.renewed + b.renewed).toBe(1);
    expect((await renewalSales(f, userId)).map((t) => t.amountCents)).toEqual([495]);
    expect(f.gateway.takenCents()).toBe(100 + 495);
    expect(await sub(f, userId)).toMatchObject({
      isTrial: false,
      skuId: 'premium-renewal-Monthly',
      periodStart: at(72 * HOUR),
      expirationDate: at((72 + 720) * HOUR),
      nextAttemptAt: at((72 + 720) * HOUR),
    });
    expect(f.events(userId).filter((k) => k === 'subscription.renewed')).toHaveLength(1);
    expect(f.mailer.sent.map((m) => m.subject)).toEqual([
      'Your Tracewell receipt: $1.00',
      'Your Tracewell receipt: $4.95',
    ]);
    expect((await run()).renewed).toBe(0);
  });

  it('a declined renewal makes the payment pending, retried daily; a new card makes it due at once and it renews', async () => {
    const f = membershipFakes();
    const { userId } = await f.member();
    await declineFromNowOn(f, userId);
    const run = makeRunRenewals(f.ports);
    f.clock.set(at(73 * HOUR));
    expect(await run()).toMatchObject({ leased: 1, failed: 1 });
    expect(await sub(f, userId)).toMatchObject({
      isPaymentPending: true,
      renewalAttempts: 1,
      nextAttemptAt: at(73 * HOUR + DAY),
    });
    expect(f.events(userId).at(-1)).toBe('subscription.renewal_failed');
    f.clock.set(at(74 * HOUR));
    expect((await run()).leased).toBe(0); // not retried before its time
    const added = await makeAddWalletCard(f.ports)(
      { ...cardForm(CARDS.visa), addressLine: '1 Main St', city: 'Fresno', state: 'CA', isDefaultCard: true },
      userId,
    );
    expect(added.isOk()).toBe(true);
    expect((await run()).renewed).toBe(1);
    // After a failed renewal the next period starts when the payment succeeds.
    expect(await sub(f, userId)).toMatchObject({
      isPaymentPending: false,
      renewalAttempts: 0,
      expirationDate: at((74 + 720) * HOUR),
    });
    expect((await renewalSales(f, userId)).map((t) => t.cardLast4)).toEqual(['4242']);
  });

  it(`expires the membership after ${RENEWAL_MAX_ATTEMPTS} declined attempts, a day apart`, async () => {
    const f = membershipFakes();
    const { userId } = await f.member();
    await declineFromNowOn(f, userId);
    const run = makeRunRenewals(f.ports);
    for (let i = 0; i < RENEWAL_MAX_ATTEMPTS; i += 1) {
      f.clock.set(at(73 * HOUR + i * DAY));
      expect((await run()).failed).toBe(1);
    }
    expect(await sub(f, userId)).toMatchObject({ status: 'expired', willRenew: false, nextAttemptAt: null });
    expect(f.events(userId).at(-1)).toBe('subscription.expired');
    f.clock.set(at(73 * HOUR + 10 * DAY));
    expect((await run()).leased).toBe(0);
    expect(f.gateway.takenCents()).toBe(100);
  });

  it('charges nothing when the card on file has expired: the payment is pending', async () => {
    const f = membershipFakes();
    const { userId } = await f.member();
    const card = (await f.wallet.defaultCard(userId))!;
    await f.wallet.update({ ...card, expMonth: 10, expYear: 2026 }, false, f.clock.now());
    f.clock.set(at(73 * HOUR));
    expect((await makeRunRenewals(f.ports)()).failed).toBe(1);
    expect((await sub(f, userId)).isPaymentPending).toBe(true);
    expect(f.gateway.takenCents()).toBe(100);
    expect(f.wallet.audit.of(userId).at(-1)?.detail).toMatchObject({ reason: 'no_usable_card', attempts: 1 });
  });

  it('a cancelled membership is not charged and expires at the end of its term', async () => {
    const f = membershipFakes();
    const { userId, subscriptionId } = await f.member();
    const cancelled = await makeCancelSubscriptions(f.ports)(
      { subscriptionSummary: [{ key: subscriptionId }] },
      userId,
    );
    expect(cancelled.isOk()).toBe(true);
    f.clock.set(at(80 * HOUR));
    expect(await makeRunRenewals(f.ports)()).toMatchObject({ leased: 1, expired: 1, renewed: 0 });
    expect(await sub(f, userId)).toMatchObject({ status: 'expired', expirationDate: at(72 * HOUR) });
    expect(f.gateway.takenCents()).toBe(100);
  });

  it('a paused membership resumes by itself on its resume date, its paid time moved on', async () => {
    const f = membershipFakes();
    const { userId, subscriptionId } = await f.member();
    expect((await makePauseSubscription(f.ports)({ subscriptionId, days: 10 }, userId)).isOk()).toBe(true);
    const run = makeRunRenewals(f.ports);
    f.clock.set(at(9 * DAY));
    expect((await run()).leased).toBe(0);
    f.clock.set(at(10 * DAY));
    expect(await run()).toMatchObject({ resumed: 1, renewed: 0 });
    expect(await sub(f, userId)).toMatchObject({
      status: 'active',
      pauseDate: null,
      expirationDate: at(72 * HOUR + 10 * DAY),
    });
    expect(f.gateway.takenCents()).toBe(100);
  });

  it('never renews the membership of a deleted account (docs/decisions/0021)', async () => {
    const f = membershipFakes();
    const { userId } = await f.member();
    f.users.scrub(userId, f.clock.now());
    f.clock.set(at(73 * HOUR));
    expect((await makeRunRenewals(f.ports)()).leased).toBe(0);
    expect(f.gateway.takenCents()).toBe(100);
  });
});
