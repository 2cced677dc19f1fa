import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assignVariant, experimentsApplyOn, hash32 } from '../../../core/experiments/experiment-assignment.rules.js';

const ids = (n: number, seed: string) => Array.from({ length: n }, (_, i) => `${seed}-visitor-${i}`);

describe('assignVariant (002 section 2.5 experiments)', () => {
  it('is deterministic: the same visitor and experiment always get the same variant', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1 }),
        fc.string({ minLength: 1 }),
        fc.array(fc.integer({ min: 1, max: 100 }), { minLength: 1, maxLength: 5 }),
        (key, visitor, weights) => {
          const variants = weights.map((weight, i) => ({ key: `v${i}`, weight }));
          const a = assignVariant(key, visitor, variants);
          expect(a).not.toBeNull();
          expect(assignVariant(key, visitor, variants)).toBe(a);
          expect(variants.map((v) => v.key)).toContain(a);
        },
      ),
    );
  });

  it('respects the weights within 2 percentage points on 10,000 visitor ids', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 10 }), { minLength: 2, maxLength: 4 }),
        fc.string({ minLength: 1, maxLength: 12 }),
        (weights, key) => {
          const variants = weights.map((weight, i) => ({ key: `v${i}`, weight }));
          const total = weights.reduce((s, w) => s + w, 0);
          const counts = new Map<string, number>();
          for (const id of ids(10_000, key)) {
            const v = assignVariant(key, id, variants)!;
            counts.set(v, (counts.get(v) ?? 0) + 1);
          }
          for (const v of variants)
            expect(Math.abs((counts.get(v.key) ?? 0) / 10_000 - v.weight / total)).toBeLessThan(0.02);
        },
      ),
      { numRuns: 15 },
    );
  });

  it('never assigns a variant of weight 0; none at all without a positive weight', () => {
    const variants = [
      { key: 'off', weight: 0 },
      { key: 'on', weight: 3 },
    ];
    for (const id of ids(500, 'z')) expect(assignVariant('x', id, variants)).toBe('on');
    expect(assignVariant('x', 'a', [{ key: 'off', weight: 0 }])).toBeNull();
    expect(assignVariant('x', 'a', [])).toBeNull();
  });

  it('assigns independently per experiment: a visitor in the first variant of one is not always first in another', () => {
    const variants = [
      { key: 'a', weight: 1 },
      { key: 'b', weight: 1 },
    ];
    const same = ids(2000, 'q').filter(
      (id) => assignVariant('one', id, variants) === assignVariant('two', id, variants),
    );
    expect(same.length / 2000).toBeGreaterThan(0.45);
    expect(same.length / 2000).toBeLessThan(0.55);
  });

  it('hash32 is an unsigned 32-bit integer', () => {
    fc.assert(fc.property(fc.string(), (s) => Number.isInteger(hash32(s)) && hash32(s) >= 0 && hash32(s) < 2 ** 32));
  });
});

describe('experimentsApplyOn (002 section 2.5)', () => {
  it.each([
    ['/join', true],
    ['/join/', true],
    ['/uf/abc/step', true],
    ['/uf', true],
    ['/people/john-smith', true],
    ['/checkout/dating/phone', true],
    ['/join/checkout', false],
    ['/report', false],
    ['/ufo', false],
    ['/dashboard', false],
  ])('%s: %s', (path, applies) => expect(experimentsApplyOn(path)).toBe(applies));
});
