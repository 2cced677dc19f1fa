import { describe, expect, it } from 'vitest';
import { retryAfterSeconds } from '../../../core/accounts/rate-limit.rules.js';

const limit = { max: 10, windowMs: 10_000 };
const start = new Date('2026-11-27T07:00:00.000Z');
const at = (ms: number) => new Date(start.getTime() + ms);

describe('retryAfterSeconds: the 429 Retry-After of a rate window', () => {
  it('counts whole seconds, at least 1, until the window closes', () => {
    expect(retryAfterSeconds(start, limit, at(0))).toBe(10);
    expect(retryAfterSeconds(start, limit, at(2_500))).toBe(8);
    expect(retryAfterSeconds(start, limit, at(9_999))).toBe(1);
    expect(retryAfterSeconds(start, limit, at(10_000))).toBe(1);
  });

  it('never says more than the window lasts, for a request that read its clock before a concurrent one opened it', () => {
    expect(retryAfterSeconds(start, limit, at(-400))).toBe(10);
    expect(retryAfterSeconds(start, limit, at(-5_000))).toBe(10);
  });
});
