import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  compareWithControl,
  significanceNote,
  wilsonInterval,
} from '../../../core/experiments/conversion-stats.rules.js';
import { experimentReport } from '../../../core/experiments/experiment-report.rules.js';

describe('wilsonInterval (95 %)', () => {
  it.each([
    // Known values (Wilson 1927; Newcombe 1998, table I: 81/263 -> 0.2553 to 0.3662).
    [81, 263, 0.2553, 0.3662],
    [50, 100, 0.4038, 0.5962],
    [0, 10, 0, 0.2775],
    [10, 10, 0.7225, 1],
    [1, 10, 0.0179, 0.4042],
  ])('%i of %i: %f to %f', (s, n, low, high) => {
    const i = wilsonInterval(s, n)!;
    expect(i.low).toBeCloseTo(low, 4);
    expect(i.high).toBeCloseTo(high, 4);
  });

  it('none without exposures', () => expect(wilsonInterval(0, 0)).toBeNull());

  it('contains the observed rate, stays in [0, 1] and narrows with more visitors', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5000 }), fc.double({ min: 0, max: 1, noNaN: true }), (n, f) => {
        const s = Math.round(f * n);
        const i = wilsonInterval(s, n)!;
        expect(i.low).toBeGreaterThanOrEqual(0);
        expect(i.high).toBeLessThanOrEqual(1);
        expect(i.low).toBeLessThanOrEqual(s / n + 1e-12);
        expect(i.high).toBeGreaterThanOrEqual(s / n - 1e-12);
        const wider = wilsonInterval(s * 4, n * 4)!;
        expect(wider.high - wider.low).toBeLessThanOrEqual(i.high - i.low + 1e-12);
      }),
    );
  });
});

describe('compareWithControl: a simple significance note', () => {
  it('10 % against 15 % on 1,000 visitors each is significant (z about 3.4)', () => {
    const s = compareWithControl({ exposures: 1000, conversions: 100 }, { exposures: 1000, conversions: 150 });
    expect(s.kind).toBe('significant');
    if (s.kind === 'significant') {
      expect(s.z).toBeCloseTo(3.38, 2);
      expect(s.better).toBe(true);
    }
    expect(significanceNote(s)).toBe('Significantly better than the control at 95 % (z = 3.38)');
  });

  it('10 % against 11 % on 200 visitors each is not', () => {
    const s = compareWithControl({ exposures: 200, conversions: 20 }, { exposures: 200, conversions: 22 });
    expect(s.kind).toBe('notSignificant');
  });

  it('no verdict under 30 exposures in either arm', () => {
    expect(compareWithControl({ exposures: 29, conversions: 0 }, { exposures: 500, conversions: 400 }).kind).toBe(
      'tooFewVisitors',
    );
  });
});

describe('experimentReport', () => {
  it('lists every defined variant, the first as control, with rate and interval; a variant without exposures has none', () => {
    const r = experimentReport(
      {
        key: 'join-headline',
        name: 'Join page headline',
        path: '/join',
        active: true,
        createdAt: new Date(0),
        variants: [
          { key: 'control', weight: 1, content: 'A' },
          { key: 'benefit', weight: 1, content: 'B' },
          { key: 'third', weight: 1, content: 'C' },
        ],
      },
      [
        { variant: 'benefit', exposures: 100, conversions: 50 },
        { variant: 'control', exposures: 100, conversions: 30 },
      ],
    );
    expect(r.variants.map((v) => [v.variant, v.exposures, v.conversions, v.rate])).toEqual([
      ['control', 100, 30, 0.3],
      ['benefit', 100, 50, 0.5],
      ['third', 0, 0, null],
    ]);
    expect(r.variants[0]?.note).toBe('Control');
    expect(r.variants[1]?.significance.kind).toBe('significant');
    expect(r.variants[1]?.interval?.low).toBeCloseTo(0.4038, 4);
    expect(r.variants[2]?.interval).toBeNull();
  });
});
