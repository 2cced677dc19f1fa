/**
 * A server-like process for tests/server/jobs/job-restart.test.ts: opens the database named by its
 * arguments (a `postgres://` URL, or a PGlite data directory), the pg-boss job queue on it, and then
 * - `enqueue N`: enqueues jobs 0..N-1 on `restart-test`, prints `enqueued`, and waits to be killed;
 * - `work`: handles `restart-test`, each job recording its number in `job_runs`, prints `working`,
 *   printing `handled <n>` after each, and stops the queue gracefully on SIGTERM (printing `stopped`).
 * Run with `node --import tsx tests/support/job-queue-process.ts <db> <mode> [N]`.
 */
import { PgBossJobQueue } from '../../adapters/jobs/pgboss-job-queue.js';
import { openDb } from '../../adapters/postgres/open-db.js';

const [target, mode, count] = process.argv.slice(2);
if (!target || (mode !== 'enqueue' && mode !== 'work')) throw new Error('usage: <database> enqueue N | work');
const db = await openDb(
  target.startsWith('postgres') ? { databaseUrl: target, dataDir: 'unused' } : { dataDir: target },
);
await db.query('CREATE TABLE IF NOT EXISTS job_runs (n integer NOT NULL, pid integer NOT NULL)');
const queue = new PgBossJobQueue({ db, pollingIntervalMs: 500 });
await queue.start();

if (mode === 'enqueue') {
  for (let n = 0; n < Number(count); n++) await queue.enqueue('restart-test', { n });
  process.stdout.write('enqueued\n');
  setInterval(() => {}, 1_000);
} else {
  await queue.work<{ n: number }>('restart-test', async ({ n }) => {
    await db.query('INSERT INTO job_runs (n, pid) VALUES ($1, $2)', [n, process.pid]);
    process.stdout.write(`handled ${n}\n`);
  });
  process.stdout.write('working\n');
  process.on('SIGTERM', async () => {
    await queue.stop(5_000);
    await db.close();
    process.stdout.write('stopped\n');
    process.exit(0);
  });
}
