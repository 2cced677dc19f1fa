import type { RateLimitedError } from './accounts.errors.js';
import { rateLimited } from './accounts.errors.js';
import {
  type AttemptLimit,
  isLimitReached,
  minutesUntilWindowEnds,
  tooManyAttemptsMessage,
} from './rate-limit.rules.js';
import type { RateLimiter } from './rate-limiter.port.js';

/** One counter to consult: its key and its limit. */
export interface LimitCheck {
  readonly key: string;
  readonly limit: AttemptLimit;
}

/** The 429 for the first exhausted counter, or `null` when every counter still has room. */
export const firstExhaustedLimit = async (
  limiter: RateLimiter,
  checks: readonly LimitCheck[],
  now: Date,
): Promise<RateLimitedError | null> => {
  for (const { key, limit } of checks) {
    const w = await limiter.peek(key, limit.windowMs, now);
    if (isLimitReached(w.count, limit)) {
      const minutes = minutesUntilWindowEnds(w.windowStart, limit, now);
      const seconds = Math.max(1, Math.ceil((w.windowStart.getTime() + limit.windowMs - now.getTime()) / 1000));
      return rateLimited(tooManyAttemptsMessage(minutes), seconds);
    }
  }
  return null;
};

/** Counts one event on every counter. */
export const hitLimits = async (limiter: RateLimiter, checks: readonly LimitCheck[], now: Date): Promise<void> => {
  for (const { key, limit } of checks) await limiter.hit(key, limit.windowMs, now);
};

/**
 * Counts the event first, then refuses when the count went over the limit: for actions that are
 * limited whether they succeed or not (sign-up, reset requests, mails), so concurrent requests cannot
 * slip past a check-then-count gap.
 */
export const consumeLimits = async (
  limiter: RateLimiter,
  checks: readonly LimitCheck[],
  now: Date,
): Promise<RateLimitedError | null> => {
  for (const { key, limit } of checks) {
    const w = await limiter.hit(key, limit.windowMs, now);
    if (w.count > limit.max) {
      const minutes = minutesUntilWindowEnds(w.windowStart, limit, now);
      const seconds = Math.max(1, Math.ceil((w.windowStart.getTime() + limit.windowMs - now.getTime()) / 1000));
      return rateLimited(tooManyAttemptsMessage(minutes), seconds);
    }
  }
  return null;
};
