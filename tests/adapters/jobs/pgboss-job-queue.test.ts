import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PgBossJobQueue } from '../../../adapters/jobs/pgboss-job-queue.js';
import type { Db } from '../../../adapters/postgres/db.js';
import { MEMORY_DATA_DIR, openPglite } from '../../../adapters/postgres/open-db.js';

/**
 * What the contract suite cannot show in a few seconds (docs/decisions/0070-job-queue.md): `start()`
 * creates the pgboss schema on a fresh database, a cron schedule is stored for pg-boss's scheduler (UTC),
 * and a job's retry options are stored as given (delay in whole seconds, backoff). On PGlite.
 */
let db: Db;
let queue: PgBossJobQueue;
beforeAll(async () => {
  db = await openPglite({ dataDir: MEMORY_DATA_DIR });
  queue = new PgBossJobQueue({ db });
  await queue.start();
}, 120_000);
afterAll(async () => {
  await queue?.stop(1_000);
  await db?.close();
});

describe('PgBossJobQueue on pg-boss', () => {
  it('start() creates the pgboss schema', async () => {
    const tables = await db.query<{ t: string }>(
      "SELECT table_name AS t FROM information_schema.tables WHERE table_schema = 'pgboss' ORDER BY 1",
    );
    expect(tables.rows.map((r) => r.t)).toEqual(expect.arrayContaining(['job', 'queue', 'schedule', 'version']));
  });

  it('a cron schedule is stored for the scheduler, in UTC', async () => {
    await queue.schedule('nightly', { cron: '15 3 * * *' }, async () => undefined);
    const rows = await db.query<{ name: string; cron: string; timezone: string }>(
      "SELECT name, cron, timezone FROM pgboss.schedule WHERE name = 'nightly'",
    );
    expect(rows.rows).toEqual([{ name: 'nightly', cron: '15 3 * * *', timezone: 'UTC' }]);
  });

  it('a job keeps its retry options: limit, delay rounded up to seconds, backoff', async () => {
    const id = await queue.enqueue(
      'mail-like',
      { to: 'a@example.com' },
      { retryLimit: 8, retryDelayMs: 1_500, retryBackoff: true },
    );
    const job = await db.query<{ retry_limit: number; retry_delay: number; retry_backoff: boolean; data: unknown }>(
      'SELECT retry_limit, retry_delay, retry_backoff, data FROM pgboss.job WHERE id = $1',
      [id],
    );
    expect(job.rows).toEqual([{ retry_limit: 8, retry_delay: 2, retry_backoff: true, data: { to: 'a@example.com' } }]);
  });
});
