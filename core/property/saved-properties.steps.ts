import { ResultAsync } from 'neverthrow';
import type { RateLimitedError } from '../accounts/accounts.errors.js';
import { type ColumnSetting, defaultColumnSettings, normalizeColumnSettings } from './columns.rules.js';
import type { MembershipRequiredError } from './property.errors.js';
import { requirePropertyMember } from './require-member.steps.js';
import type { SavedPropertiesDeps, StoredColumnSetting } from './saved-properties.port.js';

/**
 * The first step of every saved-properties call: members only (001 section 6, "Paid members can save
 * properties up to the limit of 1000"; 403 MembershipRequired for free, paused and anonymous callers),
 * counted on the saved-properties counter (core/property/tool-limits.rules.ts, tool 'saved'; an export
 * also on its own, tool 'export').
 */
export const requireSavedPropertiesMember = (
  deps: SavedPropertiesDeps,
  userId: string | null,
  tool: 'saved' | 'export' = 'saved',
): ResultAsync<string, MembershipRequiredError | RateLimitedError> => requirePropertyMember(deps, userId, tool);

/**
 * A member's column settings (001 sections 3 and 4): the defaults when they stored none; otherwise the
 * catalogue with their choice applied (a column they did not list is hidden, sortOrder null = hidden),
 * normalised.
 */
export const columnSettingsOf = (stored: readonly StoredColumnSetting[] | null): ColumnSetting[] => {
  const defaults = defaultColumnSettings();
  if (stored === null) return defaults;
  const chosen = new Map(stored.map((s) => [s.id, s.sortOrder]));
  return normalizeColumnSettings(
    defaults.map((d) => {
      const order = chosen.has(d.id) ? (chosen.get(d.id) ?? null) : null;
      return { ...d, isVisible: order !== null, sortOrder: order };
    }),
  );
};

/** The member's column settings, read through the port. */
export const memberColumnSettings = (deps: SavedPropertiesDeps, userId: string): ResultAsync<ColumnSetting[], never> =>
  ResultAsync.fromSafePromise(deps.saved.userColumns(userId)).map(columnSettingsOf);
