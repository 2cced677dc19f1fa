import { ResultAsync } from 'neverthrow';
import { useCase } from '../shared/use-case.js';
import type { SavedPropertiesDeps } from './saved-properties.port.js';
import { RemoveSavedPropertiesInput, type RemoveSavedPropertiesReply } from './saved-properties.schema.js';
import { requireSavedPropertiesMember } from './saved-properties.steps.js';

/**
 * DELETE /dashboard/api/saved-properties `{ id }`, `{ ids }` or `{ Properties }` (001 sections 2 and 7, the
 * Remove modal and the save toggle): removes the member's own saved rows among the ids or of the properties (anyone else's are untouched; an id that is not
 * theirs removes nothing). Answers how many went and the metrics.
 */
export const makeRemoveSavedProperties = (deps: SavedPropertiesDeps) =>
  useCase(RemoveSavedPropertiesInput, (input, userId: string | null) =>
    requireSavedPropertiesMember(deps, userId).andThen((memberId) =>
      ResultAsync.fromSafePromise(
        (async () => {
          const removed = await deps.saved.remove(memberId, input);
          const metrics = await deps.saved.metrics(memberId);
          return { data: { removed, metrics } satisfies RemoveSavedPropertiesReply };
        })(),
      ),
    ),
  );
