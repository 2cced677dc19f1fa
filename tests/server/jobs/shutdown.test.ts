import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDb } from '../../../adapters/postgres/open-db.js';
import { createServerDatabase } from '../../support/job-queue-subjects.js';
import { migratedPgliteDataDir } from '../../support/test-db.js';

/**
 * The server process with its job queue (server/main.ts; docs/decisions/0070-job-queue.md): it starts
 * the queue (creating the pgboss schema on a fresh database), its recurring jobs run, and SIGTERM stops
 * the queue and the server within SHUTDOWN_TIMEOUT_MS, exiting 0, with a visitor's last search written. On a fresh PGlite data directory,
 * and on the PostgreSQL server when DATABASE_URL is set.
 */
const MAIN = new URL('../../../server/main.ts', import.meta.url).pathname;
const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

const targets: [string, () => Promise<{ env: Record<string, string>; cleanup: () => Promise<void> }>][] = [
  [
    'pglite',
    async () => {
      const dir = mkdtempSync(join(tmpdir(), 'tw-main-'));
      dirs.push(dir);
      await migratedPgliteDataDir(join(dir, 'data'));
      return { env: { DATA_DIR: join(dir, 'data') }, cleanup: async () => undefined };
    },
  ],
  ...(process.env.DATABASE_URL
    ? [
        [
          'postgres',
          async () => {
            const database = await createServerDatabase(process.env.DATABASE_URL!);
            return { env: { DATABASE_URL: database.url }, cleanup: database.drop };
          },
        ] as [string, () => Promise<{ env: Record<string, string>; cleanup: () => Promise<void> }>],
      ]
    : []),
];

describe.each(targets)('server start-up and SIGTERM with the job queue: %s', (_name, prepare) => {
  it('runs the recurring jobs, then stops within SHUTDOWN_TIMEOUT_MS and exits 0', async () => {
    const { env, cleanup } = await prepare();
    try {
      const port = String(40_000 + Math.floor(Math.random() * 20_000));
      const { DATABASE_URL: _ignored, ...inherited } = process.env;
      const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
        env: {
          ...inherited,
          ...env,
          NODE_ENV: 'test',
          PORT: port,
          DEMO_DATA: 'off',
          LOG_LEVEL: 'info',
          RENEWAL_INTERVAL_MS: '1000',
          SHUTDOWN_TIMEOUT_MS: '3000',
        },
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      let out = '';
      child.stdout?.on('data', (d: Buffer) => {
        out += d.toString();
      });
      const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
      // On a timeout, what the server said so far (its log lines) is the only clue to why it did not start.
      await expect
        .poll(() => out.includes('Tracewell listening'), { timeout: 90_000, interval: 200 })
        .toBe(true)
        .catch((e: unknown) => {
          child.kill('SIGKILL');
          throw new Error(`the server did not start within 90 s; its output:\n${out.slice(-4000)}`, { cause: e });
        });
      // Long enough for the payments job (every second, polled every 2 s) to have run.
      await new Promise((r) => setTimeout(r, 5_000));
      // A visitor's search just before the signal: held back for a batch, written before the database closes.
      const searched = await fetch(`http://127.0.0.1:${port}/api/search/people?firstName=Ann&lastName=Shutdown`);
      expect(searched.status).toBe(200);
      const signalled = Date.now();
      child.kill('SIGTERM');
      expect(await exit).toBe(0);
      expect(Date.now() - signalled).toBeLessThan(3_000 + 2_000);
      expect(out).toContain('"msg":"stopped"');

      const db = await openDb(
        env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL, dataDir: 'unused' } : { dataDir: env.DATA_DIR! },
      );
      try {
        const runs = await db.query<{ n: number }>(
          "SELECT count(*) AS n FROM pgboss.job WHERE name = 'payments' AND state = 'completed'",
        );
        expect(runs.rows[0]!.n).toBeGreaterThanOrEqual(1);
        const kept = await db.query<{ title: string }>(
          "SELECT title FROM visitor_searches WHERE search_url LIKE '/people/ann-shutdown%'",
        );
        expect(kept.rows).toEqual([{ title: 'Ann Shutdown' }]);
      } finally {
        await db.close();
      }
    } finally {
      await cleanup();
    }
  }, 150_000);
});
