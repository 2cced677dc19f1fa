import { ResultAsync } from 'neverthrow';
import { SignedInUser, useCase } from '../../shared/use-case.js';
import type { MembershipPorts } from '../membership-ports.port.js';
import { readMembershipSummary } from './subscription.steps.js';

/**
 * GET membership: the membership part of the user (000 section 3 User): subscriptions with their roles,
 * activeRoleId, the membership offers, isPaused and isCancelled. GET /dashboard/api/user answers the same
 * part through `makeAccountMembership`.
 */
export const makeReadMembership = (deps: Pick<MembershipPorts, 'store' | 'catalog' | 'clock'>) =>
  useCase(SignedInUser, (userId) => ResultAsync.fromSafePromise(readMembershipSummary(deps, userId)));
