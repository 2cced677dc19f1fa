import { err, ok, ResultAsync } from 'neverthrow';
import type { Clock } from '../shared/clock.port.js';
import { conflict } from '../shared/errors.js';
import { useCase } from '../shared/use-case.js';
import type { SavedNearbySearches } from './nearby-search.port.js';
import { type SavedNearbySearch, SaveNearbySearchInput } from './nearby-search.schema.js';
import type { PropertyAccess } from './property-access.port.js';
import { requirePropertyMember } from './require-member.steps.js';
import {
  SAVED_NEARBY_SEARCHES_FULL_MESSAGE,
  SAVED_NEARBY_SEARCHES_MAX,
  savedNearbySearchItem,
  savedNearbySearchTitle,
  savedNearbySearchUrl,
} from './saved-nearby-search.rules.js';

/**
 * POST /dashboard/api/nearby/saved-searches (001 sections 3 and 7): `{ Filters, Criteria }` stored for
 * the member (members only), at most SAVED_NEARBY_SEARCHES_MAX each (409 Conflict past it); answers
 * the item as the list shows it, with the /nearby link that runs it again. The alert job
 * (nearby-alerts.job.ts) then mails the member when new properties match it.
 */
export const makeSaveNearbySearch = (deps: {
  readonly savedNearbySearches: SavedNearbySearches;
  readonly access: PropertyAccess;
  readonly clock: Clock;
}) =>
  useCase(SaveNearbySearchInput, (input, userId: string | null) =>
    requirePropertyMember(deps, userId).andThen((memberId) =>
      ResultAsync.fromSafePromise(
        deps.savedNearbySearches.add(
          memberId,
          {
            filters: input.Filters as Record<string, unknown>,
            criteria: input.Criteria as unknown as Record<string, unknown>,
            title: savedNearbySearchTitle(input.Filters, input.Criteria),
            searchUrl: savedNearbySearchUrl(input.Filters, input.Criteria),
          },
          SAVED_NEARBY_SEARCHES_MAX,
        ),
      ).andThen((row) =>
        row === null
          ? err(conflict(SAVED_NEARBY_SEARCHES_FULL_MESSAGE))
          : ok<{ response: SavedNearbySearch }>({ response: savedNearbySearchItem(row) }),
      ),
    ),
  );
