import { okAsync } from 'neverthrow';
import { SignedInUser, useCase } from '../shared/use-case.js';
import { defaultColumnSettings } from './columns.rules.js';
import type { SavedPropertiesDeps } from './saved-properties.port.js';
import type { ColumnSettingsReply } from './saved-properties.schema.js';
import { requireSavedPropertiesMember } from './saved-properties.steps.js';

/** GET /dashboard/api/saved-properties/default-columns (001 section 7): the catalogue's default settings. */
export const makeGetDefaultColumns = (deps: SavedPropertiesDeps) =>
  useCase(SignedInUser, (userId) =>
    requireSavedPropertiesMember(deps, userId).andThen(() =>
      okAsync({ data: defaultColumnSettings() satisfies ColumnSettingsReply }),
    ),
  );
