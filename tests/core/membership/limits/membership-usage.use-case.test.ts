import { describe, expect, it } from 'vitest';
import { makeMembershipUsage } from '../../../../core/membership/limits/membership-usage.use-case.js';
import { FAKES_START, membershipFakes } from '../../../support/membership-fakes.js';

/** GET membership/usage (000 sections 2 and 9: the Membership Usage page and gauge). */
describe('membership usage', () => {
  it("this period's reports against the Premium limit of 100 (000 section 6)", async () => {
    const f = membershipFakes();
    const { userId, subscriptionId } = await f.member();
    for (const reportId of ['background-1', 'background-2', 'phone-5125550142']) {
      await f.store.recordUsage({
        userId,
        subscriptionId,
        reportId,
        periodStart: FAKES_START,
        limit: 100,
        at: FAKES_START,
      });
    }
    expect((await makeMembershipUsage(f.ports)(userId))._unsafeUnwrap()).toEqual({
      usage: {
        subscriptionId,
        name: 'Premium Membership',
        periodStart: '2026-11-21T10:00:00.000Z',
        periodEnd: '2026-11-24T10:00:00.000Z',
        used: 3,
        limit: 100,
        remaining: 97,
        percent: 3,
        reachedLimit: false,
      },
    });
  });

  it('no membership: no usage', async () => {
    const f = membershipFakes();
    const { id } = await f.newUser();
    expect((await makeMembershipUsage(f.ports)(id))._unsafeUnwrap()).toEqual({ usage: null });
  });
});
