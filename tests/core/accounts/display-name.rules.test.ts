import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { shortDisplayName } from '../../../core/accounts/display-name.rules.js';

describe('short display name (Spec 002 §3)', () => {
  it('first word of the first name; last initial when under 5 characters', () => {
    expect(shortDisplayName('Bob', 'Smith')).toBe('Bob S.');
    expect(shortDisplayName('Mary Ann', 'jones')).toBe('Mary J.');
    expect(shortDisplayName('Robert', 'Smith')).toBe('Robert');
    expect(shortDisplayName('Jenny', 'Smith')).toBe('Jenny');
    expect(shortDisplayName('Bob', '')).toBe('Bob');
    expect(shortDisplayName('Bob', null)).toBe('Bob');
    expect(shortDisplayName('  ', 'Smith')).toBe('');
    expect(shortDisplayName(undefined)).toBe('');
  });

  it('property: never longer than the first word + " X."', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (f, l) => {
        const out = shortDisplayName(f, l);
        const first = f.trim().split(/\s+/)[0] ?? '';
        expect(out.startsWith(first)).toBe(true);
        expect(out.length).toBeLessThanOrEqual(first.length + 4);
      }),
    );
  });
});
