import { ResultAsync } from 'neverthrow';
import type { Clock } from '../shared/clock.port.js';
import { RawInput, useCase } from '../shared/use-case.js';
import type { SavedNearbySearches } from './nearby-search.port.js';
import type { SavedNearbySearch } from './nearby-search.schema.js';
import type { PropertyAccess } from './property-access.port.js';
import { requirePropertyMember } from './require-member.steps.js';
import { savedNearbySearchItem } from './saved-nearby-search.rules.js';

/** GET /dashboard/api/nearby/saved-searches: the member's saved nearby searches, newest first (members only). */
export const makeListNearbySearches = (deps: {
  readonly savedNearbySearches: SavedNearbySearches;
  readonly access: PropertyAccess;
  readonly clock: Clock;
}) =>
  useCase(RawInput, (_input, userId: string | null) =>
    requirePropertyMember(deps, userId).andThen((memberId) =>
      ResultAsync.fromSafePromise(deps.savedNearbySearches.list(memberId)).map(
        (rows): { response: readonly SavedNearbySearch[] } => ({
          response: rows.map(savedNearbySearchItem),
        }),
      ),
    ),
  );
