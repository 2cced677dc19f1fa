import { err, ok, ResultAsync } from 'neverthrow';
import { z } from 'zod';
import type { Clock } from '../shared/clock.port.js';
import { notFound } from '../shared/errors.js';
import { useCase } from '../shared/use-case.js';
import type { SavedNearbySearches } from './nearby-search.port.js';
import type { PropertyAccess } from './property-access.port.js';
import { requirePropertyMember } from './require-member.steps.js';

/** The id of a saved nearby search in a path. */
const DeleteNearbySearchInput = z.object({
  id: z.string().regex(/^[1-9][0-9]{0,17}$/, 'Please choose a saved search'),
});

/** DELETE /dashboard/api/nearby/saved-searches/:id: deletes the member's saved search (404 when not theirs). */
export const makeDeleteNearbySearch = (deps: {
  readonly savedNearbySearches: SavedNearbySearches;
  readonly access: PropertyAccess;
  readonly clock: Clock;
}) =>
  useCase(DeleteNearbySearchInput, ({ id }, userId: string | null) =>
    requirePropertyMember(deps, userId).andThen((memberId) =>
      ResultAsync.fromSafePromise(deps.savedNearbySearches.remove(memberId, id)).andThen((gone) =>
        gone ? ok({ deleted: true as const }) : err(notFound('saved search')),
      ),
    ),
  );
