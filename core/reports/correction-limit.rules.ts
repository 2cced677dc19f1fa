import { type AttemptLimit, windowEndOf } from '../accounts/rate-limit.rules.js';
import { HOUR_MS, wholeUnitsUntil } from '../shared/date.rules.js';

/**
 * "Report an error in this record" is open to anyone, signed in or not, so it is limited per client
 * address: 10 requests a day (a window opened by the first request lasts 24 hours). Enough for a person
 * correcting their own records; a flood from one address stops at the 11th.
 */
export const CORRECTIONS_PER_ADDRESS: AttemptLimit = { max: 10, windowMs: 24 * HOUR_MS };

/** The counter key of an address (the shared rate limiter's key space). */
export const correctionRateKey = (ip: string): string => `corrections:ip:${ip.trim().toLowerCase()}`;

/** Whole hours (at least 1) until a window opened at `windowStart` closes. */
export const hoursUntilWindowEnds = (windowStart: Date, limit: AttemptLimit, now: Date): number =>
  wholeUnitsUntil(windowEndOf(windowStart, limit), now, HOUR_MS);

/** The 429 message: says why and how long to wait. */
export const tooManyCorrectionsMessage = (hours: number): string =>
  `You have sent the most correction requests we accept from one address in a day. Please try again in ${hours} hour${hours === 1 ? '' : 's'}.`;
