import { DAY_MS } from '../shared/date.rules.js';

/**
 * Browser-side logger retention (002 section 7: POST /api/logger with the stored logs array, failure
 * only logged; section 9: logs kept at most 3 entries, 7 days). Time arrives as an argument.
 */

/** At most this many log entries are kept in browser storage. */
export const CLIENT_LOG_MAX_ENTRIES = 3;
/** Log entries older than 7 days are dropped. */
export const CLIENT_LOG_MAX_AGE_MS = 7 * DAY_MS;
/** The browser-storage key of the stored log entries. */
export const CLIENT_LOG_STORAGE_KEY = 'tw.logs';
/** Where the stored entries are posted. */
export const CLIENT_LOG_URL = '/api/logger';

/**
 * The one field the retention rule reads: `created`, when the entry was written (epoch ms or an
 * ISO date), as in the `ClientLogEntry` schema of client-log.schema.ts.
 */
export type ClientLogTimed = { readonly created: number | string };

const timeOf = (e: ClientLogTimed): number => (typeof e.created === 'number' ? e.created : Date.parse(e.created));

/**
 * Keeps the entries the spec allows: written within the last 7 days (an entry with an unreadable
 * time is dropped), at most the 3 newest, oldest first.
 */
export const clientLogRetain = <E extends ClientLogTimed>(entries: readonly E[], nowMs: number): E[] =>
  entries
    .filter((e) => {
      const t = timeOf(e);
      return Number.isFinite(t) && nowMs - t <= CLIENT_LOG_MAX_AGE_MS;
    })
    .sort((a, b) => timeOf(a) - timeOf(b))
    .slice(-CLIENT_LOG_MAX_ENTRIES);

/** Adds an entry to the stored ones and applies {@link clientLogRetain}. */
export const clientLogAppend = <E extends ClientLogTimed>(entries: readonly E[], entry: E, nowMs: number): E[] =>
  clientLogRetain([...entries, entry], nowMs);

/**
 * The most each text of a log entry may hold as stored, in UTF-8 bytes (docs/decisions/0094): a longer
 * text is cut, not refused, so a long stack trace still arrives. The id and level are refused when longer.
 */
export const CLIENT_LOG_FIELD_BYTES = {
  id: 100,
  logLevel: 20,
  message: 2000,
  exception: 4000,
  url: 2000,
  userAgent: 500,
} as const;

/** The most one stored log entry holds: the sum of its texts' caps (8,620 bytes). */
export const CLIENT_LOG_MAX_ENTRY_BYTES = Object.values(CLIENT_LOG_FIELD_BYTES).reduce((s, b) => s + b, 0);

/** The most one POST /api/logger stores: 3 entries of the largest size (25,860 bytes). */
export const CLIENT_LOG_MAX_REQUEST_BYTES = CLIENT_LOG_MAX_ENTRIES * CLIENT_LOG_MAX_ENTRY_BYTES;
