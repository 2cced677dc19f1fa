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
const errors: Error[] = [];
beforeAll(async () => {
  db = await openPglite({ dataDir: MEMORY_DATA_DIR });
  queue = new PgBossJobQueue({ db, onError: (e) => errors.push(e) });
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

  it('a recurring job of the longest period the configuration allows (7 days) is queued, not refused', async () => {
    // The monitoring digest runs every 24 hours by default; pg-boss refuses a period longer than the
    // time after which it archives finished jobs.
    await queue.schedule('weekly', { everyMs: 7 * 24 * 3_600_000 }, async () => undefined);
    await expect
      .poll(async () => (await db.query("SELECT 1 FROM pgboss.job WHERE name = 'weekly'")).rows.length)
      .toBe(1);
    expect(errors.map((e) => e.message)).toEqual([]);
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
