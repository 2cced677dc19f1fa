import { addMs, DAY_MS, HOUR_MS } from './date.rules.js';

/**
 * When rows the service keeps only for a while are of no further use, so the clean-up job
 * (expired-rows.job.ts; docs/decisions/0070-job-queue.md) may delete them.
 */

/** Account tokens (reset, verification, device and social links) are kept a day after they expire or are used. */
const ACCOUNT_TOKEN_KEEP_MS = DAY_MS;
/**
 * A rate-limit counter whose window opened this long ago has ended, whatever its limit: the longest
 * window of any limit is a day (corrections per address, 24 hours), and a test checks every limit against it.
 */
export const RATE_LIMIT_KEEP_MS = 2 * DAY_MS;
/**
 * Browser log entries posted to /api/logger are kept 7 days on the server, as long as the browser keeps
 * them (002 section 9): long enough to look into a reported problem, and what an anonymous flood can
 * leave behind is at most a week of its daily cap (docs/decisions/0094).
 */
export const CLIENT_LOG_KEEP_MS = 7 * DAY_MS;

/**
 * Identity-monitoring verification codes are kept an hour after they were sent (they expire after 15
 * minutes, but the limit of 5 codes per hour counts them: docs/decisions/0073).
 */
const IDENTITY_CODE_KEEP_MS = HOUR_MS;

/**
 * A visitor's searches wait under the visitor cookie for them to sign up (docs/decisions/0081) 30 days from
 * their last run: a month is the time a visitor takes to decide, and what an anonymous flood leaves behind
 * is at most a month of its daily budget (docs/decisions/0094).
 */
export const VISITOR_SEARCH_KEEP_MS = 30 * DAY_MS;

/** The kinds of rows the clean-up job deletes. */
export const EXPIRED_ROW_KINDS = [
  'sessions',
  'accountTokens',
  'rateLimits',
  'clientLogs',
  'identityCodes',
  'visitorSearches',
] as const;
export type ExpiredRowKind = (typeof EXPIRED_ROW_KINDS)[number];

/**
 * The instant before which each kind of row is expired, at `now`:
 * - sessions: idle or absolute expiry at or before it (a session no request may use: session.rules.ts);
 * - account tokens: expired, or used, at or before it;
 * - rate-limit counters: window opened at or before it;
 * - client logs: received at or before it;
 * - identity-monitoring codes: sent at or before it;
 * - visitors' searches: last run at or before it.
 */
export const expiryCutoffs = (now: Date): Readonly<Record<ExpiredRowKind, Date>> => ({
  sessions: now,
  accountTokens: addMs(now, -ACCOUNT_TOKEN_KEEP_MS),
  rateLimits: addMs(now, -RATE_LIMIT_KEEP_MS),
  clientLogs: addMs(now, -CLIENT_LOG_KEEP_MS),
  identityCodes: addMs(now, -IDENTITY_CODE_KEEP_MS),
  visitorSearches: addMs(now, -VISITOR_SEARCH_KEEP_MS),
});
