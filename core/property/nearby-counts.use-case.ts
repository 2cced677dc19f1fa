import { ResultAsync } from 'neverthrow';
import type { RateLimiter } from '../accounts/rate-limiter.port.js';
import type { Clock } from '../shared/clock.port.js';
import { useCase } from '../shared/use-case.js';
import type { NearbySearch } from './nearby-search.port.js';
import { NearbyCountsInput, type NearbyCountsResponse } from './nearby-search.schema.js';
import { resolveNearbyScope } from './nearby-search.steps.js';
import type { PropertyAccess } from './property-access.port.js';
import { requirePropertyMember } from './require-member.steps.js';

/**
 * POST /dashboard/api/nearby/quick-filter-counts (001 section 9 "each with a count"): members only.
 * For every quick filter, how many properties of the Target's area pass the other Filter fields and
 * that chip: what the search's total would be with that chip active (the Filter's own quickFilter
 * is ignored).
 */
export const makeNearbyCounts = (deps: {
  readonly nearbySearch: NearbySearch;
  readonly access: PropertyAccess;
  readonly clock: Clock;
  readonly limiter?: RateLimiter;
}) =>
  useCase(NearbyCountsInput, (input, userId: string | null) =>
    requirePropertyMember(deps, userId, 'nearby')
      .andThen(() => resolveNearbyScope({ search: deps.nearbySearch, clock: deps.clock }, input.Target, input.Filter))
      .andThen((scope) =>
        ResultAsync.fromSafePromise(
          deps.nearbySearch.counts({ area: scope.area, excludeId: scope.subject?.id ?? null, filters: scope.filters }),
        ),
      )
      .map((counts) => ({ response: { counts } satisfies NearbyCountsResponse, promptUpgrade: false as const })),
  );
