import { err, ok, ResultAsync } from 'neverthrow';
import type { Clock } from '../shared/clock.port.js';
import { type MembershipRequiredError, membershipRequired } from './property.errors.js';
import type { PropertyAccess } from './property-access.port.js';
import { propertyToolsLockedMessage } from './property-access.rules.js';

/**
 * The first step of every property tool (001 section 6): the caller must hold an active membership;
 * otherwise a `MembershipRequired` error that names the standing (free, paused, anonymous).
 * Answers the member's user id.
 */
export const requirePropertyMember = (
  deps: { readonly access: PropertyAccess; readonly clock: Clock },
  userId: string | null,
): ResultAsync<string, MembershipRequiredError> =>
  ResultAsync.fromSafePromise(deps.access.standing(userId, deps.clock.now())).andThen((standing) => {
    if (standing === 'member' && userId !== null) return ok(userId);
    const why = standing === 'member' ? 'anonymous' : standing;
    return err(membershipRequired(why, propertyToolsLockedMessage(why)));
  });
