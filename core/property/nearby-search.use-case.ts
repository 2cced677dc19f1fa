import { ResultAsync } from 'neverthrow';
import type { RateLimiter } from '../accounts/rate-limiter.port.js';
import { recordsAddressLine1 } from '../records/normalize.rules.js';
import type { Clock } from '../shared/clock.port.js';
import { useCase } from '../shared/use-case.js';
import { centsToDollars } from './comparables.rules.js';
import { nearbyCard } from './nearby-card.rules.js';
import type { NearbySearch, NearbySearchFacts, NearbySearchQuery as PortQuery } from './nearby-search.port.js';
import { nearbyMarkerHref, targetOnlyFilters } from './nearby-search.rules.js';
import { type NearbySearchCard, NearbySearchInput, type NearbySearchResponse } from './nearby-search.schema.js';
import { resolveNearbyScope } from './nearby-search.steps.js';
import type { PropertyAccess } from './property-access.port.js';
import { DEFAULT_NEARBY_SORT, NEARBY_SORT_OPTIONS } from './property-enums.rules.js';
import { activeQuickFilter } from './quick-filters.rules.js';
import { requirePropertyMember } from './require-member.steps.js';

/** A result as its card (001 section 3): the nearby card, its marker, asking price and lot. */
const nearbySearchCard = (f: NearbySearchFacts): NearbySearchCard => ({
  ...nearbyCard(f),
  marker: { latitude: f.latitude, longitude: f.longitude, href: nearbyMarkerHref(f.id) },
  listingAmount: f.listingAmountCents === null ? null : centsToDollars(f.listingAmountCents),
  lotSquareFeet: f.lotSquareFeet,
});

/**
 * POST /dashboard/api/nearby/search (001 sections 2, 3, 4 and 7; docs/decisions/0067): members only
 * (403 MembershipRequired with promptUpgrade otherwise). The properties inside the Target's area
 * (the subject excluded) that pass every Filter field and the quick filter, sorted by the chosen
 * option (nulls last, then id), one page of at most 50 cards. "A failed search is retried once
 * without the extra filters" (001 section 4): when the filtered query fails (the records, not the
 * input), it runs once more with only the target, the quick filter and the distance, and the answer
 * says so in `retriedWithoutFilters`.
 */
export const makeNearbySearch = (deps: {
  readonly nearbySearch: NearbySearch;
  readonly access: PropertyAccess;
  readonly clock: Clock;
  readonly limiter?: RateLimiter;
}) =>
  useCase(NearbySearchInput, (input, userId: string | null) =>
    requirePropertyMember(deps, userId, 'nearby')
      .andThen((viewerId) =>
        resolveNearbyScope({ search: deps.nearbySearch, clock: deps.clock }, input.Target, input.Filter).map(
          (scope) => ({ viewerId, scope }),
        ),
      )
      .andThen(({ viewerId, scope }) => {
        const { Page: page, Limit: limit } = input.Pagination;
        const quickFilter = activeQuickFilter(input.Filter.quickFilter);
        const query: PortQuery = {
          area: scope.area,
          excludeId: scope.subject?.id ?? null,
          filters: scope.filters,
          quickFilter,
          sort: NEARBY_SORT_OPTIONS.find((o) => o.id === input.Sort) ?? DEFAULT_NEARBY_SORT,
          offset: (page - 1) * limit,
          limit,
          viewerId,
        };
        const run = async () => {
          try {
            return { result: await deps.nearbySearch.search(query), retried: false };
          } catch {
            return {
              result: await deps.nearbySearch.search({ ...query, filters: targetOnlyFilters(scope.filters) }),
              retried: true,
            };
          }
        };
        return ResultAsync.fromSafePromise(run()).map(({ result, retried }) => {
          const s = scope.subject;
          const response: NearbySearchResponse = {
            properties: result.properties.map(nearbySearchCard),
            pagination: { page, pages: Math.ceil(result.total / limit), limit, total: result.total },
            area: {
              center: scope.area.center,
              radiusMiles: scope.area.kind === 'circle' ? scope.area.radiusMiles : null,
              subject: s
                ? { id: s.id, streetAddress: recordsAddressLine1(s), latitude: s.latitude, longitude: s.longitude }
                : null,
              address: scope.address,
            },
            quickFilter,
            retriedWithoutFilters: retried,
          };
          return { response, promptUpgrade: false as const };
        });
      }),
  );
