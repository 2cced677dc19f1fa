import type { RateLimiter, RateWindow } from '../../core/accounts/rate-limiter.port.js';

/**
 * A {@link RateLimiter} that counts in this server process only (docs/decisions/0094): for budgets on a hot
 * path, where a database round trip per call would cost more than the write it bounds (a visitor's kept
 * searches). Every call is counted at once (Node runs one at a time), so parallel calls never pass the
 * limit; with N servers the bound is N times the budget. It holds at most `maxKeys` windows: past that the
 * expired ones go first, then the oldest.
 */
export class ProcessRateLimiter implements RateLimiter {
  private readonly rows = new Map<string, RateWindow & { readonly windowMs: number }>();

  constructor(private readonly maxKeys = 100_000) {}

  async hit(key: string, windowMs: number, now: Date): Promise<RateWindow> {
    const w = this.rows.get(key);
    const next =
      !w || w.windowStart.getTime() <= now.getTime() - windowMs
        ? { count: 1, windowStart: now, windowMs }
        : { count: w.count + 1, windowStart: w.windowStart, windowMs };
    this.rows.delete(key);
    this.rows.set(key, next);
    if (this.rows.size > this.maxKeys) this.prune(now);
    return { count: next.count, windowStart: next.windowStart };
  }

  async peek(key: string, windowMs: number, now: Date): Promise<RateWindow> {
    const w = this.rows.get(key);
    return w && w.windowStart.getTime() > now.getTime() - windowMs
      ? { count: w.count, windowStart: w.windowStart }
      : { count: 0, windowStart: now };
  }

  async undo(key: string, windowStart: Date): Promise<void> {
    const w = this.rows.get(key);
    if (w && w.windowStart.getTime() === windowStart.getTime() && w.count > 0)
      this.rows.set(key, { ...w, count: w.count - 1 });
  }

  async reset(key: string): Promise<void> {
    this.rows.delete(key);
  }

  /** How many windows it holds (for tests). */
  get size(): number {
    return this.rows.size;
  }

  private prune(now: Date): void {
    for (const [key, w] of this.rows) {
      if (w.windowStart.getTime() <= now.getTime() - w.windowMs) this.rows.delete(key);
    }
    // Still too many live windows: the least recently counted go (a Map keeps insertion order).
    for (const key of this.rows.keys()) {
      if (this.rows.size <= this.maxKeys) break;
      this.rows.delete(key);
    }
  }
}
