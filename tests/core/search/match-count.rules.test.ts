import { describe, expect, it } from 'vitest';
import { matchCountText } from '../../../core/search/person-preview.rules.js';

describe('matchCountText', () => {
  it('counts the matches, and says "+" when the name reached the store’s limit', () => {
    expect(matchCountText({ total: 0, totalIsAtLeast: false })).toBe('No matches');
    expect(matchCountText({ total: 1, totalIsAtLeast: false })).toBe('1 match');
    expect(matchCountText({ total: 12, totalIsAtLeast: false })).toBe('12 matches');
    expect(matchCountText({ total: 1000, totalIsAtLeast: false })).toBe('1,000 matches');
    expect(matchCountText({ total: 1000, totalIsAtLeast: true })).toBe('1,000+ matches');
    // A state or age filter may leave fewer than the limit of a name that reached it: still "at least".
    expect(matchCountText({ total: 1, totalIsAtLeast: true })).toBe('1+ matches');
  });
});
