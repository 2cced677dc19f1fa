import { SignedInUser, useCase } from '../shared/use-case.js';
import type { SavedPropertiesDeps } from './saved-properties.port.js';
import type { ColumnSettingsReply } from './saved-properties.schema.js';
import { memberColumnSettings, requireSavedPropertiesMember } from './saved-properties.steps.js';

/**
 * GET /dashboard/api/saved-properties/user-columns (001 section 7): the member's column settings,
 * normalised (001 section 4), or the defaults when they never saved any.
 */
export const makeGetUserColumns = (deps: SavedPropertiesDeps) =>
  useCase(SignedInUser, (userId) =>
    requireSavedPropertiesMember(deps, userId)
      .andThen((memberId) => memberColumnSettings(deps, memberId))
      .map((settings) => ({ data: settings satisfies ColumnSettingsReply })),
  );
