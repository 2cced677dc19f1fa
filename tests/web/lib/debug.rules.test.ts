import { describe, expect, it } from 'vitest';
import { checkProgressSpeed, readComprehensiveModules } from '../../../web/src/lib/debug.rules';

describe('debug (002 section 5)', () => {
  it('progress speed', () => {
    expect(checkProgressSpeed(2)._unsafeUnwrap()).toEqual({ speed: 2, warning: false });
    expect(checkProgressSpeed('5')._unsafeUnwrap()).toEqual({ speed: 5, warning: true });
    expect(checkProgressSpeed(10)._unsafeUnwrap().warning).toBe(true);
    for (const bad of [11, -1, 'x', '', null, Number.NaN])
      expect(checkProgressSpeed(bad)._unsafeUnwrapErr()).toBe('Invalid progress speed');
  });
  it('comprehensive modules', () => {
    expect(readComprehensiveModules('all')).toBe('all');
    expect(readComprehensiveModules('none')).toBe('none');
    expect(readComprehensiveModules([' a', 'b'])).toEqual(['a', 'b']);
    expect(readComprehensiveModules(['', 'b'])).toBeNull();
    expect(readComprehensiveModules('some')).toBeNull();
  });
});
