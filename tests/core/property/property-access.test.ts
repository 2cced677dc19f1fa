import { describe, expect, it } from 'vitest';
import { makeCancelSubscriptions } from '../../../core/membership/cancellation/cancel-subscriptions.use-case.js';
import { makePropertyAccess } from '../../../core/membership/limits/property-access.provider.js';
import { makePauseSubscription } from '../../../core/membership/subscriptions/pause-subscription.use-case.js';
import { canUsePropertyTools, propertyToolsLockedMessage } from '../../../core/property/property-access.rules.js';
import { requirePropertyMember } from '../../../core/property/require-member.steps.js';
import { HOUR, membershipFakes } from '../../support/membership-fakes.js';

/**
 * Who may use the property tools (001 section 6; docs/decisions/0060-property-research.md): a member
 * with an active membership; a paused member is `paused` (the paused-account modal), anyone else signed
 * in `free` (the upgrade overlay), no user `anonymous`.
 */
describe('property tools access', () => {
  it('answers the standing of each kind of visitor from the subscriptions', async () => {
    const f = membershipFakes();
    const access = makePropertyAccess(f.ports);
    const now = () => f.clock.now();
    expect(await access.standing(null, now())).toBe('anonymous');

    const free = await f.newUser();
    expect(await access.standing(free.id, now())).toBe('free');

    const member = await f.member();
    expect(await access.standing(member.userId, now())).toBe('member');

    const paused = await f.member();
    (await makePauseSubscription(f.ports)({ subscriptionId: paused.subscriptionId }, paused.userId))._unsafeUnwrap();
    expect(await access.standing(paused.userId, now())).toBe('paused');

    // A cancelled membership keeps access until it expires, then the user is free.
    const cancelled = await f.member();
    await makeCancelSubscriptions(f.ports)(
      { subscriptionSummary: [{ key: cancelled.subscriptionId }] },
      cancelled.userId,
    );
    expect(await access.standing(cancelled.userId, now())).toBe('member');
    const expiry = (await f.store.findSubscription(cancelled.userId, cancelled.subscriptionId))!.expirationDate!;
    expect(await access.standing(cancelled.userId, new Date(expiry.getTime() + HOUR))).toBe('free');
  });

  it('lets members through and answers MembershipRequired with the standing to everyone else', async () => {
    const f = membershipFakes();
    const deps = { access: makePropertyAccess(f.ports), clock: f.clock };
    const member = await f.member();
    expect((await requirePropertyMember(deps, member.userId))._unsafeUnwrap()).toBe(member.userId);

    const free = await f.newUser();
    expect((await requirePropertyMember(deps, free.id))._unsafeUnwrapErr()).toEqual({
      type: 'MembershipRequired',
      standing: 'free',
      message: propertyToolsLockedMessage('free'),
    });
    expect((await requirePropertyMember(deps, null))._unsafeUnwrapErr()).toMatchObject({ standing: 'anonymous' });
  });

  it('opens the tools to members only', () => {
    expect(canUsePropertyTools('member')).toBe(true);
    for (const s of ['free', 'paused', 'anonymous'] as const) {
      expect(canUsePropertyTools(s)).toBe(false);
      expect(propertyToolsLockedMessage(s)).not.toBe('');
    }
  });
});
