import { err, ok, type Result } from 'neverthrow';
import type { RateLimitedError } from './accounts.errors.js';
import { rateLimited } from './accounts.errors.js';
import {
  type AttemptLimit,
  minutesUntilWindowEnds,
  retryAfterSeconds,
  tooManyAttemptsMessage,
} from './rate-limit.rules.js';
import type { RateLimiter, RateWindow } from './rate-limiter.port.js';

/** One counter to consult: its key, its limit and, when not the general one, the 429's text. */
export interface LimitCheck {
  readonly key: string;
  readonly limit: AttemptLimit;
  /** The refusal's text for the whole minutes to wait; {@link tooManyAttemptsMessage} when absent. */
  readonly message?: (minutes: number) => string;
}

/** An attempt counted on a counter, remembered so it can be taken back. */
export interface CountedHit {
  readonly key: string;
  readonly windowStart: Date;
}

/** The 429 for a window that went over its limit: says how long until the window closes. */
const refusal = (w: RateWindow, check: LimitCheck, now: Date): RateLimitedError => {
  const minutes = minutesUntilWindowEnds(w.windowStart, check.limit, now);
  return rateLimited(
    (check.message ?? tooManyAttemptsMessage)(minutes),
    retryAfterSeconds(w.windowStart, check.limit, now),
  );
};

/**
 * Counts the attempt on every counter, in order, BEFORE the work it guards (a password verification,
 * a code comparison, a mail), and refuses it when a counter went over its limit. Each count is one
 * atomic step of the store, so N parallel attempts get exactly the tries N sequential ones get
 * (docs/decisions/0020, "Limits"). A refused attempt is taken back from the counters counted before the
 * one that refused, so an attempt refused for one reason (e.g. the address) does not use up another
 * counter (e.g. the account's). Answers the hits, for {@link releaseAttempt}.
 */
export const reserveAttempt = async (
  limiter: RateLimiter,
  checks: readonly LimitCheck[],
  now: Date,
): Promise<Result<readonly CountedHit[], RateLimitedError>> => {
  const counted: CountedHit[] = [];
  for (const check of checks) {
    const { key, limit } = check;
    const w = await limiter.hit(key, limit.windowMs, now);
    if (w.count > limit.max) {
      await releaseAttempt(limiter, counted);
      return err(refusal(w, check, now));
    }
    counted.push({ key, windowStart: w.windowStart });
  }
  return ok(counted);
};

/** Takes back an attempt counted by {@link reserveAttempt} (it turned out not to count, e.g. a right password). */
export const releaseAttempt = async (limiter: RateLimiter, counted: readonly CountedHit[]): Promise<void> => {
  for (const h of counted) await limiter.undo(h.key, h.windowStart);
};

/**
 * {@link reserveAttempt} for actions that are limited whether they succeed or not (sign-up, reset
 * requests, mails, device-code checks per address): the 429, or `null` when the attempt may go on.
 */
export const consumeLimits = async (
  limiter: RateLimiter,
  checks: readonly LimitCheck[],
  now: Date,
): Promise<RateLimitedError | null> => {
  const r = await reserveAttempt(limiter, checks, now);
  return r.isErr() ? r.error : null;
};
