import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InMemoryFeatureFlags } from '../../../adapters/memory/in-memory-feature-flags.js';
import type { Db } from '../../../adapters/postgres/db.js';
import { PgFeatureFlags } from '../../../adapters/postgres/pg-feature-flags.js';
import type { FeatureFlags } from '../../../core/shell/feature-flags.port.js';
import { openTestDb } from '../../support/test-db.js';

const T0 = new Date('2026-11-20T10:00:00.123Z');
const at = (s: number) => new Date(T0.getTime() + s * 1000);

const contract = (name: string, open: () => Promise<{ flags: FeatureFlags; close: () => Promise<void> }>) =>
  describe(`FeatureFlags contract: ${name}`, () => {
    let flags: FeatureFlags;
    let close: () => Promise<void>;
    beforeAll(async () => {
      ({ flags, close } = await open());
    });
    afterAll(async () => close());

    it('starts with no stored rules (every flag follows its default) and an empty audit trail', async () => {
      expect(await flags.stored()).toEqual([]);
      expect(await flags.audit(10)).toEqual([]);
    });

    it('stores a rule, replaces it, and audits each change with what it replaced, newest first', async () => {
      await flags.save({
        flag: 'comparables',
        environments: ['dev', 'stage'],
        goLive: null,
        updatedBy: 'a@example.com',
        updatedAt: at(1),
      });
      await flags.save({
        flag: 'comparables',
        environments: [],
        goLive: at(3600),
        updatedBy: 'b@example.com',
        updatedAt: at(2),
      });
      await flags.save({
        flag: 'socialLogin',
        environments: ['prod'],
        goLive: null,
        updatedBy: 'a@example.com',
        updatedAt: at(3),
      });
      expect(await flags.stored()).toEqual([
        { flag: 'comparables', environments: [], goLive: at(3600), updatedBy: 'b@example.com', updatedAt: at(2) },
        { flag: 'socialLogin', environments: ['prod'], goLive: null, updatedBy: 'a@example.com', updatedAt: at(3) },
      ]);
      const audit = await flags.audit(10);
      expect(audit).toEqual([
        {
          flag: 'socialLogin',
          before: null,
          after: { environments: ['prod'], goLive: null },
          changedBy: 'a@example.com',
          changedAt: at(3),
        },
        {
          flag: 'comparables',
          before: { environments: ['dev', 'stage'], goLive: null },
          after: { environments: [], goLive: at(3600) },
          changedBy: 'b@example.com',
          changedAt: at(2),
        },
        {
          flag: 'comparables',
          before: null,
          after: { environments: ['dev', 'stage'], goLive: null },
          changedBy: 'a@example.com',
          changedAt: at(1),
        },
      ]);
      expect(await flags.audit(1)).toHaveLength(1);
    });

    it('keeps every one of many changes at once, and ends on one of them', async () => {
      const envs = [['dev'], ['review'], ['stage'], ['prod'], ['dev', 'prod'], []] as const;
      await Promise.all(
        envs.map((e, i) =>
          flags.save({
            flag: 'freemium',
            environments: e,
            goLive: null,
            updatedBy: `op${i}@example.com`,
            updatedAt: at(10 + i),
          }),
        ),
      );
      const audit = (await flags.audit(100)).filter((c) => c.flag === 'freemium');
      expect(audit).toHaveLength(envs.length);
      // Each change's "before" is what the previous change (in the order they were applied) left.
      const befores = audit.filter((c) => c.before !== null).map((c) => JSON.stringify(c.before?.environments));
      expect(befores).toHaveLength(envs.length - 1);
      const final = (await flags.stored()).find((s) => s.flag === 'freemium');
      expect(envs.map((e) => JSON.stringify(e))).toContain(JSON.stringify(final?.environments));
    });
  });

contract('in-memory fake', async () => ({ flags: new InMemoryFeatureFlags(), close: async () => {} }));

contract(process.env.DATABASE_URL ? 'PostgreSQL server' : 'PGlite', async () => {
  const db: Db = await openTestDb();
  return { flags: new PgFeatureFlags(db), close: () => db.close() };
});
