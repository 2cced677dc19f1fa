import { describe, expect, it } from 'vitest';
import { formatDuration, progressLine, RowProgress } from '../../../server/cli/progress.js';

describe('progress lines of the data tool', () => {
  it('says how far, how fast and how long the rest takes at that rate', () => {
    expect(progressLine(300_000, 1_000_000, 'people', 37_000)).toBe(
      '300,000 of 1,000,000 people (30 %), 8,108 people/s, 1 min 26 s left',
    );
    expect(progressLine(9_000_000, 10_000_000, 'people', 1_800_000)).toBe(
      '9,000,000 of 10,000,000 people (90 %), 5,000 people/s, 3 min 20 s left',
    );
  });

  it('claims no rate before anything is done, and no time left once all is', () => {
    expect(progressLine(0, 1_000, 'rows', 5_000)).toBe('0 of 1,000 rows (0 %)');
    expect(progressLine(1_000, 1_000, 'rows', 2_000)).toBe('1,000 of 1,000 rows (100 %), 500 rows/s');
    expect(progressLine(50, 0, 'rows', 1_000)).toBe('50 rows, 50 rows/s');
  });

  it('writes durations in seconds, minutes or hours', () => {
    expect(formatDuration(44_600)).toBe('45 s');
    expect(formatDuration(185_000)).toBe('3 min 05 s');
    expect(formatDuration(3_720_000)).toBe('1 h 02 min');
    expect(formatDuration(-5)).toBe('0 s');
  });

  it('counts copied rows against the manifest’s total', () => {
    let t = 1_000;
    const p = new RowProgress(23_000_000, () => t);
    t += 10_000;
    expect(p.add(1_000_000)).toBe('1,000,000 of 23,000,000 rows (4 %), 100,000 rows/s, 3 min 40 s left');
    t += 10_000;
    expect(p.add(3_000_000)).toBe('4,000,000 of 23,000,000 rows (17 %), 200,000 rows/s, 1 min 35 s left');
  });
});
