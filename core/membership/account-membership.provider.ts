import type { AccountMembershipSource } from '../accounts/account-membership.port.js';
import type { MembershipPorts } from './membership-ports.port.js';
import { readMembershipSummary } from './subscriptions/subscription.steps.js';

/**
 * The memberships area's side of the accounts area's `AccountMembershipSource` port: the membership part
 * of GET /dashboard/api/user (000 section 3 User), the same summary GET membership answers.
 */
export const makeAccountMembership = (
  deps: Pick<MembershipPorts, 'store' | 'catalog' | 'clock'>,
): AccountMembershipSource => ({
  forUser: (userId) => readMembershipSummary(deps, userId),
});
