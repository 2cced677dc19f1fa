import type { PropertyAccess } from '../../property/property-access.port.js';
import type { MembershipPorts } from '../membership-ports.port.js';
import { activeSubscriptionOf, hasMembershipAccess } from '../subscriptions/subscription.rules.js';

/**
 * The memberships area's side of the property area's `PropertyAccess` port (001 section 6): a member
 * is a user whose active subscription gives access and is not paused; a paused one is `paused`; anyone
 * else signed in is `free`.
 */
export const makePropertyAccess = (deps: Pick<MembershipPorts, 'store'>): PropertyAccess => ({
  standing: async (userId, at) => {
    if (userId === null) return 'anonymous';
    const active = activeSubscriptionOf(await deps.store.listSubscriptions(userId), at);
    if (active === null) return 'free';
    if (active.status === 'paused') return 'paused';
    return hasMembershipAccess(active, at) ? 'member' : 'free';
  },
});
