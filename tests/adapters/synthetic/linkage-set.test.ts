import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateRecords } from '../../../adapters/synthetic/generator.js';
import { makeLabelledLinkageSet, typo } from '../../../adapters/synthetic/linkage-set.js';
import { Prng } from '../../../adapters/synthetic/prng.js';
import { type LinkageRecord, linkageQuality, linkRecordSets } from '../../../core/records/record-linkage.rules.js';

/**
 * The labelled linkage set (docs/record-linkage.md) and the scorer's precision and recall on it. The
 * floors here are below the documented figures (measured on 4,000 people) so a small set's noise does
 * not fail the build, and high enough that a broken weight or veto does.
 */
const dir = mkdtempSync(join(tmpdir(), 'tw-linkage-set-'));
beforeAll(
  () => generateRecords({ people: 1500, properties: 700, seed: 4242, outDir: join(dir, 'set'), metros: 2 }),
  120_000,
);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('labelled linkage set', () => {
  it('is deterministic, with copies spoiled every way and hard non-matches in B', () => {
    const one = makeLabelledLinkageSet(join(dir, 'set'), 3);
    const two = makeLabelledLinkageSet(join(dir, 'set'), 3);
    expect(two.truth).toEqual(one.truth);
    expect(two.b).toEqual(one.b);
    expect(Object.keys(one.spoiled).sort()).toEqual(
      [
        'birth date slip',
        'given name typo',
        'initial',
        'married name',
        'moved',
        'new phone',
        'nickname',
        'no birth date',
        'surname typo',
      ].sort(),
    );
    expect(one.truth.size).toBeGreaterThan(300);
    // B holds people A does not, sharing a surname and an address with someone in A (household members).
    const key = (r: LinkageRecord) => `${r.surname}|${r.addresses[0]?.street}|${r.addresses[0]?.postcode}`;
    const inA = new Set(one.a.map(key));
    const copies = new Set([...one.truth].map((t) => t.split('|')[1]));
    expect(one.b.filter((r) => !copies.has(r.recId) && inA.has(key(r))).length).toBeGreaterThan(50);
  });

  it('is linked with precision of at least 0.99 and recall of at least 0.85', () => {
    const set = makeLabelledLinkageSet(join(dir, 'set'), 3);
    const q = linkageQuality(linkRecordSets(set.a, set.b), set.truth);
    expect(q.precision).toBeGreaterThanOrEqual(0.99);
    expect(q.recall).toBeGreaterThanOrEqual(0.85);
  });

  it('makes one keying slip per typo, never at the first letter', () => {
    const rng = new Prng(1);
    for (let i = 0; i < 200; i++) {
      const t = typo(rng, 'johnson');
      expect(t[0]).toBe('j');
      expect(Math.abs(t.length - 7)).toBeLessThanOrEqual(1);
    }
    expect(typo(rng, 'li')).toBe('li');
  });
});
