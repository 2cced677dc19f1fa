import { describe, expect, it } from 'vitest';
import { makePauseSubscription } from '../../../../core/membership/subscriptions/pause-subscription.use-case.js';
import { makeResumeSubscription } from '../../../../core/membership/subscriptions/resume-subscription.use-case.js';
import { SUBSCRIPTION_NOT_PAUSED } from '../../../../core/membership/subscriptions/subscription.rules.js';
import { subscriptionDisplayState } from '../../../../core/membership/subscriptions/subscription-display.rules.js';
import { FAKES_START, HOUR, membershipFakes } from '../../../support/membership-fakes.js';

/**
 * POST subscription/resume (000 section 4 Resume) on the in-memory fakes: a paused membership is active
 * again and its paid period moves on by the time spent paused; only a paused one can be resumed.
 */
const at = (ms: number) => new Date(FAKES_START.getTime() + ms);

describe('resume subscription', () => {
  it('resumes a paused membership; 24 hours paused move the paid period on by 24 hours', async () => {
    const f = membershipFakes();
    const { userId, subscriptionId } = await f.member();
    await makePauseSubscription(f.ports)({ subscriptionId, days: 10 }, userId);
    f.clock.set(at(24 * HOUR));
    const answer = (await makeResumeSubscription(f.ports)({ subscriptionId }, userId))._unsafeUnwrap();
    expect(subscriptionDisplayState(answer.subscription).label).toBe('Renews on Nov 25, 2026');
    expect(await f.store.findSubscription(userId, subscriptionId)).toMatchObject({
      status: 'active',
      pauseDate: null,
      resumeDate: null,
      expirationDate: at(96 * HOUR),
      nextAttemptAt: at(96 * HOUR),
    });
    expect(f.events(userId).slice(-2)).toEqual(['subscription.paused', 'subscription.resumed']);
  });

  it("only a paused membership can be resumed; another member's is not found", async () => {
    const f = membershipFakes();
    const { userId, subscriptionId } = await f.member();
    const resume = makeResumeSubscription(f.ports);
    expect((await resume({ subscriptionId }, userId))._unsafeUnwrapErr()).toEqual({
      type: 'Conflict',
      message: SUBSCRIPTION_NOT_PAUSED,
    });
    await makePauseSubscription(f.ports)({ subscriptionId }, userId);
    const other = await f.newUser();
    expect((await resume({ subscriptionId }, other.id))._unsafeUnwrapErr()).toEqual({
      type: 'NotFound',
      entity: 'subscription',
    });
    expect((await resume({}, userId))._unsafeUnwrapErr()).toEqual({
      type: 'Validation',
      errors: { subscriptionId: ['A membership is required'] },
    });
    expect((await f.store.findSubscription(userId, subscriptionId))?.status).toBe('paused');
  });
});
