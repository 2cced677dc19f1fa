import { err, ok, type Result } from 'neverthrow';

/**
 * Debug tooling rules (002 sections 5, 6 and 9).
 */

/** Debug settings are kept in browser storage for 30 days (002 sections 6 and 9). */
export const DEBUG_SETTINGS_TTL_DAYS = 30;
/** The debug progress speed error (002 sections 5 and 8). */
export const INVALID_PROGRESS_SPEED_MESSAGE = 'Invalid progress speed';

/**
 * Debug progress speed (002 section 5): "numeric 0 to 10; above 3 gives a warning; otherwise error
 * 'Invalid progress speed'". Our reading: a value 0-10 is accepted, with `warning: true` above 3
 * (a very fast progress animation); anything else (not a number, outside 0-10) is the error.
 * Numeric text is accepted.
 */
export const checkProgressSpeed = (value: unknown): Result<{ speed: number; warning: boolean }, string> => {
  const n =
    typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
  if (!Number.isFinite(n) || n < 0 || n > 10) return err(INVALID_PROGRESS_SPEED_MESSAGE);
  return ok({ speed: n, warning: n > 3 });
};

/**
 * Debug comprehensive modules (002 section 5): "an array, 'all' or 'none'". Returns the setting, or
 * null for any other value (ignored). Array entries must be non-empty texts.
 */
export const readComprehensiveModules = (value: unknown): 'all' | 'none' | string[] | null => {
  if (value === 'all' || value === 'none') return value;
  if (Array.isArray(value) && value.every((v) => typeof v === 'string' && v.trim() !== ''))
    return value.map((v: string) => v.trim());
  return null;
};
