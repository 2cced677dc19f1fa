import type { PropertyStanding } from './property-access.rules.js';

/**
 * A visitor's standing for the property tools (001 section 6). Adapter: the memberships area's
 * provider (core/membership/limits/property-access.provider.ts) over its subscriptions.
 */
export interface PropertyAccess {
  /** `anonymous` without a user; `member` with an active membership; `paused` when it is paused; else `free`. */
  standing(userId: string | null, at: Date): Promise<PropertyStanding>;
}
