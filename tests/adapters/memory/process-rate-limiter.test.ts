import { describe, expect, it } from 'vitest';
import { ProcessRateLimiter } from '../../../adapters/memory/process-rate-limiter.js';
import { consumeLimits } from '../../../core/accounts/rate-limit.steps.js';

const T0 = new Date('2026-12-01T10:00:00Z');
const at = (ms: number) => new Date(T0.getTime() + ms);

describe('ProcessRateLimiter (adapters/memory/process-rate-limiter.ts)', () => {
  it('counts a window, opens a new one after it, takes one back, and forgets a key', async () => {
    const l = new ProcessRateLimiter();
    expect((await l.hit('k', 1000, T0)).count).toBe(1);
    expect((await l.hit('k', 1000, at(500))).count).toBe(2);
    expect((await l.peek('k', 1000, at(999))).count).toBe(2);
    await l.undo('k', T0);
    expect((await l.peek('k', 1000, at(999))).count).toBe(1);
    expect(await l.hit('k', 1000, at(1000))).toEqual({ count: 1, windowStart: at(1000) });
    await l.reset('k');
    expect((await l.peek('k', 1000, at(1001))).count).toBe(0);
  });

  it('many calls at once never pass the limit', async () => {
    const l = new ProcessRateLimiter();
    const checks = [{ key: 'ip:1', limit: { max: 30, windowMs: 60_000 } }];
    const outcomes = await Promise.all(Array.from({ length: 200 }, () => consumeLimits(l, checks, T0)));
    expect(outcomes.filter((o) => o === null)).toHaveLength(30);
  });

  it('holds at most maxKeys windows: the expired go first, then the least recently counted', async () => {
    const l = new ProcessRateLimiter(3);
    await l.hit('old', 100, T0);
    await l.hit('a', 10_000, T0);
    await l.hit('b', 10_000, T0);
    await l.hit('c', 10_000, at(200));
    expect(l.size).toBe(3);
    expect((await l.peek('old', 100, at(200))).count).toBe(0);
    await l.hit('a', 10_000, at(300));
    await l.hit('d', 10_000, at(400));
    expect(l.size).toBe(3);
    // 'b' was counted longest ago: it went; 'a' was counted again and stays.
    expect((await l.peek('b', 10_000, at(400))).count).toBe(0);
    expect((await l.peek('a', 10_000, at(400))).count).toBe(2);
  });
});
