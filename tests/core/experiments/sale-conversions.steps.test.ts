import { describe, expect, it } from 'vitest';
import { InMemoryExperiments } from '../../../adapters/memory/in-memory-experiments.js';
import { recordSaleConversions, variantOf } from '../../../core/experiments/experiment.steps.js';
import { JOIN_HEADLINE } from '../../support/experiment-fixtures.js';

const AT = new Date('2026-11-21T10:00:00Z');
const OTHER = { ...JOIN_HEADLINE, key: 'other-test', path: '/name' };
const STOPPED = { ...JOIN_HEADLINE, key: 'stopped-test', active: false };

describe('a completed sale converts the visitor (docs/decisions/0094)', () => {
  it('in every running experiment they were exposed to, in the variant they saw, once', async () => {
    const x = new InMemoryExperiments([JOIN_HEADLINE, OTHER, STOPPED]);
    const visitor = 'visitor-aaaaaaaaaaaaaaaa';
    for (const def of [JOIN_HEADLINE, STOPPED]) {
      await x.recordExposure({ key: def.key, visitorId: visitor, variant: variantOf(def, visitor)!.key, at: AT });
    }
    // Exposed to join-headline (running) and to stopped-test (stopped); never to other-test.
    expect(await recordSaleConversions(x, visitor, AT)).toEqual(['join-headline']);
    expect(await recordSaleConversions(x, visitor, AT)).toEqual([]);
    const counts = await x.counts('join-headline');
    expect(counts).toEqual([{ variant: variantOf(JOIN_HEADLINE, visitor)!.key, exposures: 1, conversions: 1 }]);
    expect((await x.counts('stopped-test'))[0]?.conversions).toBe(0);
  });

  it('a visitor never exposed converts nothing', async () => {
    const x = new InMemoryExperiments([JOIN_HEADLINE]);
    expect(await recordSaleConversions(x, 'visitor-bbbbbbbbbbbbbbbb', AT)).toEqual([]);
    expect(await x.counts('join-headline')).toEqual([]);
  });
});
