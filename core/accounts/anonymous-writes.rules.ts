import { DAY_MS, MINUTE_MS } from '../shared/date.rules.js';
import type { AttemptLimit } from './rate-limit.rules.js';

/**
 * Calls that write without an account (docs/decisions/0094): the browser's log (002 section 7 "POST
 * /api/logger"), experiment exposures (002 section 2.5), the user-flow tracker (002 sections 4.2 and 7)
 * and the address funnel (002 section 7). Anyone can send them, and a new visitor cookie costs nothing,
 * so what one client address may add is bounded by per-address counters on the shared rate limiter: a
 * short window against bursts and a day's cap against a slow, steady flood.
 */

/** The two counters of one kind of anonymous write, each counted per client address. */
export interface AnonymousWriteLimit {
  readonly perMinute: AttemptLimit;
  readonly perDay: AttemptLimit;
}

/** The kinds of anonymous writes. */
export const ANONYMOUS_WRITES = [
  'clientLogs',
  'experimentExposures',
  'userFlows',
  'addressFunnels',
  'visitorSearches',
] as const;
export type AnonymousWrite = (typeof ANONYMOUS_WRITES)[number];

/**
 * Per client address, in calls:
 * - client logs: a browser posts only when something failed (002 section 8), at most 3 entries a post;
 * - experiment exposures: one post per page load that shows a variant;
 * - user flows: session, heartbeat (every 15 minutes) and track events share one budget;
 * - address funnels: creating one (a new visitor's row); an update changes the caller's one row;
 * - visitor searches: a visitor's search kept under the visitor cookie until they sign up (decision 0081);
 *   past the budget the search still answers and is not kept. These are counted in each server process
 *   (a search never waits for a database round trip to count itself), so N servers keep N times this.
 * Many visitors behind one address (an office) share these; none of them is needed to use the site.
 */
export const ANONYMOUS_WRITE_LIMITS: Readonly<Record<AnonymousWrite, AnonymousWriteLimit>> = {
  clientLogs: { perMinute: { max: 6, windowMs: MINUTE_MS }, perDay: { max: 100, windowMs: DAY_MS } },
  experimentExposures: { perMinute: { max: 20, windowMs: MINUTE_MS }, perDay: { max: 300, windowMs: DAY_MS } },
  userFlows: { perMinute: { max: 30, windowMs: MINUTE_MS }, perDay: { max: 1_000, windowMs: DAY_MS } },
  addressFunnels: { perMinute: { max: 10, windowMs: MINUTE_MS }, perDay: { max: 100, windowMs: DAY_MS } },
  visitorSearches: { perMinute: { max: 30, windowMs: MINUTE_MS }, perDay: { max: 500, windowMs: DAY_MS } },
};

/**
 * One browser (the `tw_visitor` cookie) may post its logs at most 30 times a day, so one broken page in
 * an office does not use up the address's day for everyone behind it. A visitor without the cookie gets a
 * new one, so this never bounds a flood: the per-address day does.
 */
export const CLIENT_LOG_POSTS_PER_VISITOR: AttemptLimit = { max: 30, windowMs: DAY_MS };

/** The rate-limiter keys of one anonymous write by one client address: the minute's, then the day's. */
export const anonymousWriteChecks = (
  kind: AnonymousWrite,
  ip: string,
): readonly { readonly key: string; readonly limit: AttemptLimit }[] => {
  const l = ANONYMOUS_WRITE_LIMITS[kind];
  return [
    { key: `anon-${kind}:min:ip:${ip}`, limit: l.perMinute },
    { key: `anon-${kind}:day:ip:${ip}`, limit: l.perDay },
  ];
};

/** The most one client address can make of a kind of write in a minute and in a day. */
export interface AnonymousWriteBound {
  /** Calls accepted in one minute window (capped by the day's). */
  readonly callsPerMinute: number;
  readonly callsPerDay: number;
  readonly rowsPerMinute: number;
  readonly rowsPerDay: number;
  readonly bytesPerMinute: number;
  readonly bytesPerDay: number;
}

/**
 * The bound a flood from one client address reaches, from the limits: calls per fixed window, times
 * the rows one call may add and the stored bytes of the largest row. Fixed windows let a flood that
 * straddles the edge of two windows get up to twice a window's calls within one window's length.
 */
export const anonymousWriteBound = (
  limit: AnonymousWriteLimit,
  perCall: { readonly rows: number; readonly bytesPerRow: number },
): AnonymousWriteBound => {
  const callsPerMinute = Math.min(limit.perMinute.max, limit.perDay.max);
  const callsPerDay = limit.perDay.max;
  return {
    callsPerMinute,
    callsPerDay,
    rowsPerMinute: callsPerMinute * perCall.rows,
    rowsPerDay: callsPerDay * perCall.rows,
    bytesPerMinute: callsPerMinute * perCall.rows * perCall.bytesPerRow,
    bytesPerDay: callsPerDay * perCall.rows * perCall.bytesPerRow,
  };
};
