import { err, ok, ResultAsync } from 'neverthrow';
import { z } from 'zod';
import type { RateLimiter } from '../accounts/rate-limiter.port.js';
import type { Clock } from '../shared/clock.port.js';
import { notFound } from '../shared/errors.js';
import { useCase } from '../shared/use-case.js';
import { PropertyIdSchema } from './comparables.schema.js';
import { type NearbyCard, nearbyCard } from './nearby-card.rules.js';
import type { NearbyProperties } from './nearby-properties.port.js';
import type { PropertyAccess } from './property-access.port.js';
import { requirePropertyMember } from './require-member.steps.js';

/** How many nearby properties one call may ask for, and how many it gets by default (contract 6). */
const CLOSEST_PROPERTIES_MAX = 50;
export const CLOSEST_PROPERTIES_DEFAULT = 10;

const LIMIT_MESSAGE = `Please choose 1 to ${CLOSEST_PROPERTIES_MAX}`;

/** POST /api/address/nearby: `{ propertyId, limit? }` (limit 1..50, default 10). */
const ClosestPropertiesInput = z.object({
  propertyId: PropertyIdSchema,
  limit: z.coerce
    .number({ error: LIMIT_MESSAGE })
    .int(LIMIT_MESSAGE)
    .min(1, LIMIT_MESSAGE)
    .max(CLOSEST_PROPERTIES_MAX, LIMIT_MESSAGE)
    .default(CLOSEST_PROPERTIES_DEFAULT),
});

/** POST /api/address/nearby on the wire. */
export interface ClosestPropertiesReply {
  readonly properties: readonly NearbyCard[];
}

/**
 * The nearby list of an address report (001 section 7 "POST /api/address/nearby", section 3 "Nearby
 * property card"; docs/decisions/0062): members only (403 MembershipRequired otherwise, 001 section 6);
 * the `limit` properties closest to the subject, closest first, the subject excluded, each as its card
 * with the member's saved mark; 404 for a property the records do not hold.
 */
export const makeClosestProperties = (deps: {
  readonly nearby: NearbyProperties;
  readonly access: PropertyAccess;
  readonly clock: Clock;
  readonly limiter?: RateLimiter;
}) =>
  useCase(ClosestPropertiesInput, (input, userId: string | null) =>
    requirePropertyMember(deps, userId)
      .andThen((viewerId) =>
        ResultAsync.fromSafePromise(
          deps.nearby.closest({ propertyId: input.propertyId, limit: input.limit, viewerId }),
        ),
      )
      .andThen((list) =>
        list === null ? err(notFound('property')) : ok<ClosestPropertiesReply>({ properties: list.map(nearbyCard) }),
      ),
  );
