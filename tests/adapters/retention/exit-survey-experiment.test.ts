import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../adapters/postgres/db.js';
import { PgExperiments } from '../../../adapters/postgres/pg-experiments.js';
import { SandboxRetentionProvider } from '../../../adapters/retention/sandbox-retention-provider.js';
import type { RetentionDeps } from '../../../core/membership/retention/retention.port.js';
import { isExitSurveyFlagged } from '../../../core/membership/retention/retention.steps.js';
import { openTestDb } from '../../support/test-db.js';

const ids = {
  uuid: () => 'u',
  token: (() => {
    let n = 0;
    return () => `t${++n}`;
  })(),
};

describe('the exit-survey experiment (migration 0088; docs/decisions/0082)', () => {
  let db: Db;
  beforeAll(async () => {
    db = await openTestDb();
  });
  afterAll(async () => db.close());

  it('is stored not running (nobody flagged); running, it flags about half the members, the same each time', async () => {
    const experiments = new PgExperiments(db);
    expect(await experiments.find('exit-survey')).toMatchObject({
      active: false,
      variants: [
        { key: 'control', weight: 50 },
        { key: 'survey', weight: 50 },
      ],
    });
    const deps: Pick<RetentionDeps, 'experiments' | 'retention' | 'clock'> = {
      experiments,
      retention: new SandboxRetentionProvider({ db, monthlyCap: 1000, ids, clock: { now: () => new Date() } }),
      clock: { now: () => new Date('2026-11-27T12:00:00Z') },
    };
    const users = Array.from({ length: 200 }, (_, i) => `user-${i}`);
    const flagged = async () => Promise.all(users.map((u) => isExitSurveyFlagged(deps, u, false)));
    expect((await flagged()).filter(Boolean)).toHaveLength(0);
    await db.query("UPDATE experiments SET active = true WHERE key = 'exit-survey'");
    const first = await flagged();
    const n = first.filter(Boolean).length;
    expect(n).toBeGreaterThan(60);
    expect(n).toBeLessThan(140);
    expect(await flagged()).toEqual(first);
    // Within 60 s of being sent to the flow (the cookie), nobody is flagged.
    expect(await Promise.all(users.map((u) => isExitSurveyFlagged(deps, u, true)))).not.toContain(true);
  });
});
