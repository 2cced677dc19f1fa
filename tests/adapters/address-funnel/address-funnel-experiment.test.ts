import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../adapters/postgres/db.js';
import { PgExperiments } from '../../../adapters/postgres/pg-experiments.js';
import { makeAssignExperiment } from '../../../core/experiments/assign-experiment.use-case.js';
import { openTestDb } from '../../support/test-db.js';

describe('the address funnel order experiment (migration 0081; docs/decisions/0080)', () => {
  let db: Db;
  beforeAll(async () => {
    db = await openTestDb();
  });
  afterAll(async () => db.close());

  it('is stored not running, half version 1 and half version 3; running, it assigns "1" or "3"', async () => {
    const experiments = new PgExperiments(db);
    const x = await experiments.find('address-funnel-order');
    expect(x).toMatchObject({
      active: false,
      path: '/address/records',
      variants: [
        { key: 'v1', weight: 50, content: '1' },
        { key: 'v3', weight: 50, content: '3' },
      ],
    });
    const assign = makeAssignExperiment({ experiments, clock: { now: () => new Date('2026-11-26T12:00:00Z') } });
    const off = await assign({ key: 'address-funnel-order', visitorId: 'visitor-aaaaaaaaaaaaaaaa' });
    expect(off.isErr()).toBe(true);
    await db.query("UPDATE experiments SET active = true WHERE key = 'address-funnel-order'");
    const contents = new Set<string>();
    for (let i = 0; i < 40; i++) {
      const r = await assign({ key: 'address-funnel-order', visitorId: `visitor-${String(i).padStart(16, '0')}` });
      contents.add(r._unsafeUnwrap().content);
    }
    expect([...contents].sort()).toEqual(['1', '3']);
  });
});
