import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  addHours,
  addMinutes,
  addMs,
  calendarDateIn,
  DAY_MS,
  DEFAULT_TIME_ZONE,
  earlierOf,
  HOUR_MS,
  isoDateOf,
  MINUTE_MS,
  msBetween,
  SECOND_MS,
  startOfUtcMonth,
  utcIsoDate,
  wholeUnitsUntil,
} from '../../../core/shared/date.rules.js';

const at = (iso: string) => new Date(iso);
const instant = fc.date({ min: at('1990-01-01T00:00:00Z'), max: at('2100-01-01T00:00:00Z'), noInvalidDate: true });

describe('durations and adding them', () => {
  it('a day is 24 hours of 60 minutes of 60 seconds', () => {
    expect([SECOND_MS, MINUTE_MS, HOUR_MS, DAY_MS]).toEqual([1_000, 60_000, 3_600_000, 86_400_000]);
  });

  it('adds milliseconds, minutes, hours and days (negative goes back)', () => {
    const t = at('2026-03-05T10:00:00Z');
    expect(addMs(t, 1500).toISOString()).toBe('2026-03-05T10:00:01.500Z');
    expect(addMinutes(t, 15).toISOString()).toBe('2026-03-05T10:15:00.000Z');
    expect(addHours(t, -1).toISOString()).toBe('2026-03-05T09:00:00.000Z');
    expect(addHours(t, 72).toISOString()).toBe('2026-03-08T10:00:00.000Z');
    expect(addDays(t, 30).toISOString()).toBe('2026-04-04T10:00:00.000Z');
    expect(t.toISOString()).toBe('2026-03-05T10:00:00.000Z'); // the argument is not changed
  });

  it('property: adding then measuring gives the amount back', () => {
    fc.assert(
      fc.property(instant, fc.integer({ min: -1e6, max: 1e6 }), (t, hours) => {
        expect(msBetween(t, addHours(t, hours))).toBe(hours * HOUR_MS);
        expect(addDays(t, hours).getTime()).toBe(addHours(t, hours * 24).getTime());
      }),
    );
  });

  it('earlierOf answers the earlier instant, the first one on a tie', () => {
    const a = at('2026-01-01T00:00:00Z');
    const b = at('2026-01-02T00:00:00Z');
    expect(earlierOf(a, b)).toBe(a);
    expect(earlierOf(b, a)).toBe(a);
    const same = at('2026-01-01T00:00:00Z');
    expect(earlierOf(a, same)).toBe(a);
  });
});

describe('wholeUnitsUntil (the wait a 429 names)', () => {
  const now = at('2026-03-05T10:00:00Z');
  it('rounds up to whole units', () => {
    expect(wholeUnitsUntil(addMinutes(now, 14.5), now, MINUTE_MS)).toBe(15);
    expect(wholeUnitsUntil(addHours(now, 23), now, HOUR_MS)).toBe(23);
    expect(wholeUnitsUntil(addMs(now, 1), now, SECOND_MS)).toBe(1);
  });
  it('is at least 1, also for a deadline already passed', () => {
    expect(wholeUnitsUntil(now, now, MINUTE_MS)).toBe(1);
    expect(wholeUnitsUntil(addHours(now, -5), now, HOUR_MS)).toBe(1);
  });
  it('property: never below 1, and the units cover the wait', () => {
    fc.assert(
      fc.property(instant, fc.integer({ min: -1e9, max: 1e9 }), (t, ms) => {
        const n = wholeUnitsUntil(addMs(t, ms), t, SECOND_MS);
        expect(n).toBeGreaterThanOrEqual(1);
        expect(n * SECOND_MS).toBeGreaterThanOrEqual(ms);
      }),
    );
  });
});

describe('calendar dates', () => {
  it('startOfUtcMonth is the first instant of the UTC month', () => {
    expect(startOfUtcMonth(at('2026-03-31T23:59:59Z')).toISOString()).toBe('2026-03-01T00:00:00.000Z');
    expect(startOfUtcMonth(at('2026-01-01T00:00:00Z')).toISOString()).toBe('2026-01-01T00:00:00.000Z');
  });

  it('utcIsoDate is the UTC date of an instant', () => {
    expect(utcIsoDate(at('2026-03-05T23:30:00Z'))).toBe('2026-03-05');
  });

  it('calendarDateIn reads the date in a time zone, Los Angeles by default (000 section 9)', () => {
    expect(DEFAULT_TIME_ZONE).toBe('America/Los_Angeles');
    // 05:00 UTC on New Year's Day is still New Year's Eve in Los Angeles (UTC-8).
    expect(calendarDateIn(at('2027-01-01T05:00:00Z'))).toEqual({ year: 2026, month: 12, day: 31 });
    expect(calendarDateIn(at('2027-01-01T05:00:00Z'), 'UTC')).toEqual({ year: 2027, month: 1, day: 1 });
    expect(calendarDateIn(at('2027-01-01T05:00:00Z'), 'Asia/Tokyo')).toEqual({ year: 2027, month: 1, day: 1 });
  });

  it('isoDateOf pads to YYYY-MM-DD', () => {
    expect(isoDateOf({ year: 2026, month: 3, day: 5 })).toBe('2026-03-05');
    expect(isoDateOf({ year: 987, month: 12, day: 31 })).toBe('0987-12-31');
  });

  it('property: the UTC calendar date read through Intl equals the ISO date', () => {
    fc.assert(
      fc.property(instant, (t) => {
        expect(isoDateOf(calendarDateIn(t, 'UTC'))).toBe(utcIsoDate(t));
      }),
    );
  });
});
