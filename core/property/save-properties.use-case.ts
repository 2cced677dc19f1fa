import { err, ok, ResultAsync } from 'neverthrow';
import { notFound } from '../shared/errors.js';
import { useCase } from '../shared/use-case.js';
import { savedPropertyLimitReached } from './property.errors.js';
import type { SavedPropertiesDeps } from './saved-properties.port.js';
import { savedPropertiesRoom } from './saved-properties.rules.js';
import { SavePropertiesInput, type SavePropertiesReply } from './saved-properties.schema.js';
import { requireSavedPropertiesMember } from './saved-properties.steps.js';

/**
 * POST /dashboard/api/saved-properties `{ Properties: [{ PropertyReachId }] }` (001 section 7): saves
 * properties to the member's favorites, all or nothing. An already saved property answers its existing
 * id and takes no place; new ones that do not fit in the 1000 places (`savedPropertiesRoom`, asked inside the
 * store's atomic save) are refused whole with
 * SavedPropertyLimitReached (409, the Limit Reached texts of 001 section 8); a property the records do not
 * hold is a 404. Answers `data.savedProperties` with ids, and the metrics.
 */
export const makeSaveProperties = (deps: SavedPropertiesDeps) =>
  useCase(SavePropertiesInput, (input, userId: string | null) =>
    requireSavedPropertiesMember(deps, userId)
      .andThen((memberId) => {
        const ids = [...new Set(input.Properties.map((p) => String(p.PropertyReachId)))];
        const saving = deps.saved.save(memberId, ids, deps.clock.now(), savedPropertiesRoom);
        return ResultAsync.fromSafePromise(saving).map((outcome) => ({
          memberId,
          outcome,
        }));
      })
      .andThen(({ memberId, outcome }) => {
        if (outcome.type === 'unknownProperty') return err(notFound('property'));
        if (outcome.type === 'limitReached') return err(savedPropertyLimitReached(outcome.spaceAvailable));
        return ok({ memberId, saved: outcome.saved });
      })
      .andThen(({ memberId, saved }) =>
        ResultAsync.fromSafePromise(deps.saved.metrics(memberId)).map((metrics) => ({
          data: { savedProperties: saved, metrics } satisfies SavePropertiesReply,
        })),
      ),
  );
