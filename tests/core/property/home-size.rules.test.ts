import { describe, expect, it } from 'vitest';
import { homeSizeLine, homeSizeParts } from '../../../core/property/home-size.rules.js';

/** The one size line of a home (001 section 3): the report, the nearby cards and the comparables show it. */
describe('homeSizeLine', () => {
  it('joins beds, baths and grouped square feet with a middle dot', () => {
    expect(homeSizeLine({ bedrooms: 3, bathrooms: 2, squareFeet: 1450 })).toBe('3 bd · 2 ba · 1,450 sq ft');
    expect(homeSizeLine({ bedrooms: 4, bathrooms: 2.5, squareFeet: 12_000 })).toBe('4 bd · 2.5 ba · 12,000 sq ft');
  });

  it('leaves out what the records do not hold, and is null when they hold none of it', () => {
    expect(homeSizeLine({ bedrooms: null, bathrooms: 2, squareFeet: null })).toBe('2 ba');
    expect(homeSizeLine({ bedrooms: 0, bathrooms: null, squareFeet: 900 })).toBe('0 bd · 900 sq ft');
    expect(homeSizeLine({ bedrooms: null, bathrooms: null, squareFeet: null })).toBeNull();
    expect(homeSizeParts({ bedrooms: null, bathrooms: null, squareFeet: null })).toEqual([]);
  });
});
