import { ResultAsync } from 'neverthrow';
import { SignedInUser, useCase } from '../shared/use-case.js';
import { defaultColumnSettings } from './columns.rules.js';
import type { SavedPropertiesDeps } from './saved-properties.port.js';
import type { ColumnSettingsReply } from './saved-properties.schema.js';
import { requireSavedPropertiesMember } from './saved-properties.steps.js';

/** DELETE /dashboard/api/saved-properties/user-columns (001 section 7): back to the defaults, which it answers. */
export const makeResetUserColumns = (deps: SavedPropertiesDeps) =>
  useCase(SignedInUser, (userId) =>
    requireSavedPropertiesMember(deps, userId).andThen((memberId) =>
      ResultAsync.fromSafePromise(deps.saved.resetUserColumns(memberId)).map(() => ({
        data: defaultColumnSettings() satisfies ColumnSettingsReply,
      })),
    ),
  );
