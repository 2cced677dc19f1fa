import { describe, expect, it } from 'vitest';
import { makeCancelSubscriptions } from '../../../../core/membership/cancellation/cancel-subscriptions.use-case.js';
import { makePauseSubscription } from '../../../../core/membership/subscriptions/pause-subscription.use-case.js';
import {
  DEFAULT_PAUSE_DAYS,
  SUBSCRIPTION_NOT_ACTIVE,
} from '../../../../core/membership/subscriptions/subscription.rules.js';
import { subscriptionDisplayState } from '../../../../core/membership/subscriptions/subscription-display.rules.js';
import { FAKES_START, HOUR, membershipFakes } from '../../../support/membership-fakes.js';

/**
 * POST subscription/pause (our addition, shown as "Paused" per 000 section 4) on the in-memory fakes: an
 * active renewing membership pauses until its resume date (the days asked, else 30), when the renewal job
 * looks at it again; nothing else can be paused.
 */
const DAY = 24 * HOUR;
const at = (ms: number) => new Date(FAKES_START.getTime() + ms);

describe('pause subscription', () => {
  it('pauses until the resume date: the days asked, else the default 30', async () => {
    const f = membershipFakes();
    const { userId, subscriptionId } = await f.member();
    const answer = (await makePauseSubscription(f.ports)({ subscriptionId, days: '10' }, userId))._unsafeUnwrap();
    expect(subscriptionDisplayState(answer.subscription).label).toBe('Paused');
    expect(answer.subscription.role).toMatchObject({ isPaused: true, resumeDate: at(10 * DAY).toISOString() });
    expect(await f.store.findSubscription(userId, subscriptionId)).toMatchObject({
      status: 'paused',
      pauseDate: FAKES_START,
      resumeDate: at(10 * DAY),
      nextAttemptAt: at(10 * DAY),
      expirationDate: at(72 * HOUR),
    });
    expect(f.wallet.audit.of(userId).at(-1)).toMatchObject({
      kind: 'subscription.paused',
      detail: { resumeDate: at(10 * DAY).toISOString() },
    });

    const other = await f.member();
    await makePauseSubscription(f.ports)({ subscriptionId: other.subscriptionId }, other.userId);
    expect((await f.store.findSubscription(other.userId, other.subscriptionId))?.resumeDate).toEqual(
      at(DEFAULT_PAUSE_DAYS * DAY),
    );
  });

  it('refuses a pause of 0 or more than 90 days', async () => {
    const f = membershipFakes();
    const { userId, subscriptionId } = await f.member();
    for (const days of [0, 91]) {
      expect((await makePauseSubscription(f.ports)({ subscriptionId, days }, userId))._unsafeUnwrapErr().type).toBe(
        'Validation',
      );
    }
    expect((await f.store.findSubscription(userId, subscriptionId))?.status).toBe('active');
  });

  it("a paused, cancelled or payment-pending membership cannot be paused; another member's is not found", async () => {
    const f = membershipFakes();
    const pause = makePauseSubscription(f.ports);
    const notActive = { type: 'Conflict', message: SUBSCRIPTION_NOT_ACTIVE };
    const paused = await f.member();
    await pause({ subscriptionId: paused.subscriptionId }, paused.userId);
    expect((await pause({ subscriptionId: paused.subscriptionId }, paused.userId))._unsafeUnwrapErr()).toEqual(
      notActive,
    );

    const cancelled = await f.member();
    await makeCancelSubscriptions(f.ports)(
      { subscriptionSummary: [{ key: cancelled.subscriptionId }] },
      cancelled.userId,
    );
    expect((await pause({ subscriptionId: cancelled.subscriptionId }, cancelled.userId))._unsafeUnwrapErr()).toEqual(
      notActive,
    );

    const pending = await f.member();
    const s = (await f.store.findSubscription(pending.userId, pending.subscriptionId))!;
    await f.store.commit({
      userId: pending.userId,
      at: FAKES_START,
      update: { next: { ...s, isPaymentPending: true }, expectedVersion: s.version },
      events: [],
    });
    expect((await pause({ subscriptionId: pending.subscriptionId }, pending.userId))._unsafeUnwrapErr()).toEqual(
      notActive,
    );
    expect((await pause({ subscriptionId: pending.subscriptionId }, paused.userId))._unsafeUnwrapErr()).toEqual({
      type: 'NotFound',
      entity: 'subscription',
    });
  });
});
