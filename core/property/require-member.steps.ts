import { err, ok, ResultAsync } from 'neverthrow';
import type { RateLimitedError } from '../accounts/accounts.errors.js';
import { consumeLimits } from '../accounts/rate-limit.steps.js';
import type { RateLimiter } from '../accounts/rate-limiter.port.js';
import type { Clock } from '../shared/clock.port.js';
import { type MembershipRequiredError, membershipRequired } from './property.errors.js';
import type { PropertyAccess } from './property-access.port.js';
import { propertyToolsLockedMessage } from './property-access.rules.js';
import { type PropertyTool, propertyToolLimitChecks } from './tool-limits.rules.js';

/**
 * The first step of every property tool (001 section 6): the caller must hold an active membership;
 * otherwise a `MembershipRequired` error that names the standing (free, paused, anonymous).
 * With a `limiter`, a member's call then counts on the tools' counters (`PROPERTY_TOOL_LIMITS`) and
 * is refused with RateLimited (429, Retry-After) past them, before any record is read.
 * Answers the member's user id.
 */
export const requirePropertyMember = (
  deps: { readonly access: PropertyAccess; readonly clock: Clock; readonly limiter?: RateLimiter },
  userId: string | null,
  tool: PropertyTool = 'other',
): ResultAsync<string, MembershipRequiredError | RateLimitedError> =>
  ResultAsync.fromSafePromise(deps.access.standing(userId, deps.clock.now()))
    .andThen((standing) => {
      if (standing === 'member' && userId !== null) return ok<string, MembershipRequiredError>(userId);
      const why = standing === 'member' ? 'anonymous' : standing;
      return err(membershipRequired(why, propertyToolsLockedMessage(why)));
    })
    .andThen((memberId): ResultAsync<string, RateLimitedError> => {
      const limiter = deps.limiter;
      const counted = limiter
        ? consumeLimits(limiter, propertyToolLimitChecks(memberId, tool), deps.clock.now())
        : Promise.resolve(null);
      return ResultAsync.fromSafePromise(counted).andThen((refused) =>
        refused ? err(refused) : ok<string, RateLimitedError>(memberId),
      );
    });
