import { describe, expect, it } from 'vitest';
import { houseSvg } from '../../../adapters/synthetic/house-svg.js';

describe('houseSvg', () => {
  it('draws a stable SVG per property and photo', () => {
    const a = houseSvg(42);
    expect(a.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(a.endsWith('</svg>')).toBe(true);
    expect(a).toContain('<title>Property 42, photo 1</title>');
    expect(houseSvg(42)).toBe(a);
    expect(houseSvg(43)).not.toBe(a);
    expect(houseSvg(42, 2)).not.toBe(a);
  });
});
