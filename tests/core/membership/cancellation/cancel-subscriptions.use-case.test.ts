import { describe, expect, it } from 'vitest';
import { makeCancelSubscriptions } from '../../../../core/membership/cancellation/cancel-subscriptions.use-case.js';
import { makePauseSubscription } from '../../../../core/membership/subscriptions/pause-subscription.use-case.js';
import { SUBSCRIPTION_ALREADY_CANCELLED } from '../../../../core/membership/subscriptions/subscription.rules.js';
import { FAKES_START, HOUR, membershipFakes } from '../../../support/membership-fakes.js';

/**
 * POST subscription/cancel (000 sections 4, 7) on the in-memory fakes: a cancelled membership stops
 * renewing and keeps its access to the end of the paid period; a paused one ends now; cancelling twice,
 * someone else's membership or two cancels at once change nothing more.
 */
const at = (ms: number) => new Date(FAKES_START.getTime() + ms);
const summary = (...keys: string[]) => ({
  subscriptionSummary: keys.map((key) => ({ key, value: 'Premium Membership' })),
});

describe('cancel subscriptions', () => {
  it('stops the renewal and keeps access to the end of the paid period; cancelling again is a conflict', async () => {
    const f = membershipFakes();
    const { userId, subscriptionId } = await f.member();
    f.clock.set(at(HOUR));
    const cancel = makeCancelSubscriptions(f.ports);
    expect((await cancel(summary(subscriptionId), userId))._unsafeUnwrap()).toEqual({ cancelled: [subscriptionId] });
    expect(await f.store.findSubscription(userId, subscriptionId)).toMatchObject({
      status: 'active',
      willRenew: false,
      cancelledAt: at(HOUR),
      expirationDate: at(72 * HOUR),
      nextAttemptAt: at(72 * HOUR),
    });
    expect(f.wallet.audit.of(userId).at(-1)).toMatchObject({
      kind: 'subscription.cancelled',
      subscriptionId,
      detail: { expirationDate: at(72 * HOUR).toISOString() },
    });
    expect((await cancel(summary(subscriptionId), userId))._unsafeUnwrapErr()).toEqual({
      type: 'Conflict',
      message: SUBSCRIPTION_ALREADY_CANCELLED,
    });
    expect(f.events(userId).filter((k) => k === 'subscription.cancelled')).toHaveLength(1);
  });

  it('a paused membership ends now (nothing was paid for the time ahead)', async () => {
    const f = membershipFakes();
    const { userId, subscriptionId } = await f.member();
    await makePauseSubscription(f.ports)({ subscriptionId }, userId);
    f.clock.set(at(2 * HOUR));
    await makeCancelSubscriptions(f.ports)(summary(subscriptionId), userId);
    expect(await f.store.findSubscription(userId, subscriptionId)).toMatchObject({
      status: 'expired',
      willRenew: false,
      expirationDate: at(2 * HOUR),
      nextAttemptAt: null,
      pauseDate: null,
      resumeDate: null,
    });
  });

  it("another member's or an unknown membership is not found, and nothing is cancelled", async () => {
    const f = membershipFakes();
    const mine = await f.member();
    const other = await f.member();
    const cancel = makeCancelSubscriptions(f.ports);
    expect((await cancel(summary(other.subscriptionId), mine.userId))._unsafeUnwrapErr()).toEqual({
      type: 'NotFound',
      entity: 'subscription',
    });
    expect((await cancel(summary('5001'), mine.userId))._unsafeUnwrapErr().type).toBe('NotFound');
    expect((await f.store.findSubscription(other.userId, other.subscriptionId))?.willRenew).toBe(true);
    expect((await cancel({ subscriptionSummary: [] }, mine.userId))._unsafeUnwrapErr()).toEqual({
      type: 'Validation',
      errors: { subscriptionSummary: ['Please choose a membership to cancel'] },
    });
  });

  it('two cancels of one membership at the same time: one cancels it, the other is a conflict', async () => {
    const f = membershipFakes();
    const { userId, subscriptionId } = await f.member();
    const cancel = makeCancelSubscriptions(f.ports);
    const answers = await Promise.all([
      cancel(summary(subscriptionId), userId),
      cancel(summary(subscriptionId), userId),
    ]);
    expect(answers.filter((a) => a.isOk())).toHaveLength(1);
    expect(answers.find((a) => a.isErr())?._unsafeUnwrapErr().type).toBe('Conflict');
    expect(f.events(userId).filter((k) => k === 'subscription.cancelled')).toHaveLength(1);
    expect((await f.store.findSubscription(userId, subscriptionId))?.version).toBe(2);
  });
});
