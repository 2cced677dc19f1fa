import { describe, expect, it } from 'vitest';
import { isOperator } from '../../../core/accounts/operator-access.rules.js';

describe('isOperator: information technology (8) or customer care (16) staff', () => {
  it.each([
    [0, false],
    [1, false],
    [2, false],
    [4, false],
    [128, false],
    [1 | 2 | 4 | 128, false],
    [8, true],
    [16, true],
    [8 | 16, true],
    [1 | 16, true],
  ])('staff flags %i: %s', (flags, expected) => expect(isOperator(flags)).toBe(expected));
});
