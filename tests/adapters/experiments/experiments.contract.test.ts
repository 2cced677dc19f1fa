import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InMemoryExperiments } from '../../../adapters/memory/in-memory-experiments.js';
import type { Db } from '../../../adapters/postgres/db.js';
import { PgExperiments } from '../../../adapters/postgres/pg-experiments.js';
import type { Experiments } from '../../../core/experiments/experiments.port.js';
import { JOIN_HEADLINE } from '../../support/experiment-fixtures.js';
import { openTestDb } from '../../support/test-db.js';

const T = new Date('2026-11-20T10:00:00Z');
const ev = (visitorId: string, variant = 'control') => ({ key: 'join-headline', visitorId, variant, at: T });

const contract = (name: string, open: () => Promise<{ x: Experiments; close: () => Promise<void> }>) =>
  describe(`Experiments contract: ${name}`, () => {
    let x: Experiments;
    let close: () => Promise<void>;
    beforeAll(async () => {
      ({ x, close } = await open());
    });
    afterAll(async () => close());

    it('finds the seeded /join headline experiment and lists it', async () => {
      expect(await x.find('join-headline')).toEqual(JOIN_HEADLINE);
      expect(await x.find('nope')).toBeNull();
      expect((await x.list()).map((d) => d.key)).toContain('join-headline');
    });

    it('an exposure counts once per visitor; a conversion only after an exposure, once, in the exposed variant', async () => {
      expect(await x.recordExposure(ev('v-aaaaaaaaaaaaaaaa1', 'benefit'))).toBe(true);
      expect(await x.recordExposure(ev('v-aaaaaaaaaaaaaaaa1', 'benefit'))).toBe(false);
      expect(await x.recordConversion(ev('v-never-exposed-000'))).toBe(false);
      expect(await x.recordConversion(ev('v-aaaaaaaaaaaaaaaa1', 'control'))).toBe(true);
      expect(await x.recordConversion(ev('v-aaaaaaaaaaaaaaaa1', 'benefit'))).toBe(false);
      await x.recordExposure(ev('v-bbbbbbbbbbbbbbbb2', 'control'));
      await x.recordExposure(ev('v-cccccccccccccccc3', 'control'));
      await x.recordConversion(ev('v-cccccccccccccccc3', 'control'));
      expect(await x.counts('join-headline')).toEqual([
        { variant: 'benefit', exposures: 1, conversions: 1 },
        { variant: 'control', exposures: 2, conversions: 1 },
      ]);
      expect(await x.counts('nope')).toEqual([]);
    });

    it('the same visitor exposed and converting many times at once counts once each', async () => {
      const exposed = await Promise.all(Array.from({ length: 10 }, () => x.recordExposure(ev('v-ddddddddddddddd4'))));
      expect(exposed.filter(Boolean)).toHaveLength(1);
      const converted = await Promise.all(
        Array.from({ length: 10 }, () => x.recordConversion(ev('v-ddddddddddddddd4'))),
      );
      expect(converted.filter(Boolean)).toHaveLength(1);
      expect((await x.counts('join-headline')).find((c) => c.variant === 'control')).toEqual({
        variant: 'control',
        exposures: 3,
        conversions: 2,
      });
    });

    it('an experiment is stopped and started with who and when; an unknown key changes nothing', async () => {
      expect(await x.setActive({ key: 'nope', active: false, by: 'op@example.com', at: T })).toBe(false);
      const later = new Date(T.getTime() + 60_000);
      expect(await x.setActive({ key: 'join-headline', active: false, by: 'op@example.com', at: later })).toBe(true);
      expect(await x.find('join-headline')).toMatchObject({
        active: false,
        updatedBy: 'op@example.com',
        updatedAt: later,
      });
      expect(await x.setActive({ key: 'join-headline', active: true, by: 'it@example.com', at: later })).toBe(true);
      expect(await x.find('join-headline')).toMatchObject({ active: true, updatedBy: 'it@example.com' });
    });
  });

contract('in-memory fake', async () => ({ x: new InMemoryExperiments([JOIN_HEADLINE]), close: async () => {} }));

contract(process.env.DATABASE_URL ? 'PostgreSQL server' : 'PGlite', async () => {
  const db: Db = await openTestDb();
  return { x: new PgExperiments(db), close: () => db.close() };
});
