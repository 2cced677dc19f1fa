/** The state of one counter window. */
export interface RateWindow {
  readonly count: number;
  readonly windowStart: Date;
}

/**
 * Fixed-window counters shared by every server instance. A window opens at the first hit and lasts
 * `windowMs`; a hit after that opens a new window. `hit` must be atomic (no lost increments).
 */
export interface RateLimiter {
  /** Counts one event for `key` and returns the window after counting it. */
  hit(key: string, windowMs: number, now: Date): Promise<RateWindow>;
  /** The events counted for `key` in its current window (0 when none or expired). */
  peek(key: string, windowMs: number, now: Date): Promise<RateWindow>;
  reset(key: string): Promise<void>;
}
