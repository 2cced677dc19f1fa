import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCentsAsDollars } from '../../../core/billing/money.rules.js';

describe('formatCentsAsDollars', () => {
  it('formats integer cents', () => {
    expect(formatCentsAsDollars(495)).toBe('$4.95');
    expect(formatCentsAsDollars(100)).toBe('$1.00');
    expect(formatCentsAsDollars(5)).toBe('$0.05');
    expect(formatCentsAsDollars(100000)).toBe('$1,000.00');
    expect(formatCentsAsDollars(-250)).toBe('-$2.50');
    expect(formatCentsAsDollars(2900, { wholeDollars: true })).toBe('$29');
    expect(formatCentsAsDollars(2995, { wholeDollars: true })).toBe('$29.95');
  });
  it('throws on non-integer cents (a programming error)', () => {
    expect(() => formatCentsAsDollars(4.95)).toThrow();
  });
  it('property: parses back to the same cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e10, max: 1e10 }), (c) => {
        const s = formatCentsAsDollars(c).replace(/[$,]/g, '');
        expect(Math.round(Number(s) * 100)).toBe(c);
      }),
    );
  });
});
