import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ANONYMOUS_WRITE_LIMITS,
  ANONYMOUS_WRITES,
  anonymousWriteBound,
  anonymousWriteChecks,
} from '../../../core/accounts/anonymous-writes.rules.js';
import { DAY_MS, MINUTE_MS } from '../../../core/shared/date.rules.js';
import { CLIENT_LOG_MAX_ENTRIES, CLIENT_LOG_MAX_ENTRY_BYTES } from '../../../core/shell/client-log.rules.js';

describe('anonymous write limits (docs/decisions/0094)', () => {
  it('every kind has a minute window and a day window, the day allowing more than the minute', () => {
    for (const kind of ANONYMOUS_WRITES) {
      const l = ANONYMOUS_WRITE_LIMITS[kind];
      expect(l.perMinute.windowMs).toBe(MINUTE_MS);
      expect(l.perDay.windowMs).toBe(DAY_MS);
      expect(l.perDay.max).toBeGreaterThan(l.perMinute.max);
    }
  });

  it('counts the minute before the day, per kind and address, so kinds and addresses never share a counter', () => {
    expect(anonymousWriteChecks('clientLogs', '203.0.113.7').map((c) => c.key)).toEqual([
      'anon-clientLogs:min:ip:203.0.113.7',
      'anon-clientLogs:day:ip:203.0.113.7',
    ]);
    const keys = ANONYMOUS_WRITES.flatMap((k) => [
      ...anonymousWriteChecks(k, 'a'),
      ...anonymousWriteChecks(k, 'b'),
    ]).map((c) => c.key);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('the client log bound: 6 posts of 3 entries of 8,620 bytes a minute, 100 posts a day', () => {
    expect(
      anonymousWriteBound(ANONYMOUS_WRITE_LIMITS.clientLogs, {
        rows: CLIENT_LOG_MAX_ENTRIES,
        bytesPerRow: CLIENT_LOG_MAX_ENTRY_BYTES,
      }),
    ).toEqual({
      callsPerMinute: 6,
      callsPerDay: 100,
      rowsPerMinute: 18,
      rowsPerDay: 300,
      bytesPerMinute: 18 * 8620,
      bytesPerDay: 300 * 8620,
    });
  });

  it('a bound is never negative and a minute never exceeds the day', () => {
    fc.assert(
      fc.property(fc.nat(1000), fc.nat(1000), fc.nat(10), fc.nat(10_000), (m, d, rows, bytesPerRow) => {
        const b = anonymousWriteBound(
          { perMinute: { max: m, windowMs: MINUTE_MS }, perDay: { max: d, windowMs: DAY_MS } },
          { rows, bytesPerRow },
        );
        expect(b.callsPerMinute).toBeLessThanOrEqual(b.callsPerDay);
        expect(b.rowsPerMinute).toBeLessThanOrEqual(b.rowsPerDay);
        expect(b.bytesPerMinute).toBeGreaterThanOrEqual(0);
        expect(b.bytesPerDay).toBe(b.rowsPerDay * bytesPerRow);
      }),
    );
  });
});
