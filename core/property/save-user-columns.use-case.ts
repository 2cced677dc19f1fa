import { err, ok, ResultAsync } from 'neverthrow';
import { validationError } from '../shared/errors.js';
import { useCase } from '../shared/use-case.js';
import { defaultColumnSettings } from './columns.rules.js';
import type { SavedPropertiesDeps } from './saved-properties.port.js';
import { type ColumnSettingsReply, UNKNOWN_COLUMN_MESSAGE, UserColumnsInput } from './saved-properties.schema.js';
import { columnSettingsOf, requireSavedPropertiesMember } from './saved-properties.steps.js';

/**
 * POST /dashboard/api/saved-properties/user-columns `[{ id, sortOrder }]` (001 sections 4 and 7, Edit
 * Columns Apply): stores the member's settings (sortOrder null = hidden). An id the catalogue does not
 * hold, or one listed twice, is refused (400). Answers the settings as they now read, normalised.
 */
export const makeSaveUserColumns = (deps: SavedPropertiesDeps) =>
  useCase(UserColumnsInput, (input, userId: string | null) =>
    requireSavedPropertiesMember(deps, userId)
      .andThen((memberId) => {
        const known = new Set(defaultColumnSettings().map((s) => s.id));
        const ids = input.map((s) => s.id);
        if (ids.some((id) => !known.has(id)) || new Set(ids).size !== ids.length)
          return err(validationError({ '*': [UNKNOWN_COLUMN_MESSAGE] }));
        return ok(memberId);
      })
      .andThen((memberId) =>
        ResultAsync.fromSafePromise(deps.saved.setUserColumns(memberId, input)).map(() => ({
          data: columnSettingsOf(input) satisfies ColumnSettingsReply,
        })),
      ),
  );
