/** The state of one counter window. */
export interface RateWindow {
  readonly count: number;
  readonly windowStart: Date;
}

/**
 * Fixed-window counters shared by every server instance. A window opens at the first hit and lasts
 * `windowMs`; a hit after that opens a new window. Every method is one atomic step: N concurrent hits
 * answer the counts 1..N in some order, never the same count twice (docs/decisions/0020, "Limits").
 */
export interface RateLimiter {
  /** Counts one event for `key` and returns the window after counting it. */
  hit(key: string, windowMs: number, now: Date): Promise<RateWindow>;
  /** The events counted for `key` in its current window (0 when none or expired). */
  peek(key: string, windowMs: number, now: Date): Promise<RateWindow>;
  /**
   * Takes back one event counted in the window that opened at `windowStart` (an attempt that turned out
   * not to count, e.g. a correct password). Nothing happens when that window has been replaced or is at 0.
   */
  undo(key: string, windowStart: Date): Promise<void>;
  reset(key: string): Promise<void>;
}
