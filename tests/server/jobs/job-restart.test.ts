import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDb } from '../../../adapters/postgres/open-db.js';
import { createServerDatabase } from '../../support/job-queue-subjects.js';
import { migratedPgliteDataDir } from '../../support/test-db.js';

/**
 * Jobs survive a crash (docs/decisions/0070-job-queue.md): a process enqueues N jobs and is killed with
 * SIGKILL before handling any; a second process on the same database handles each of them exactly
 * once (each records its number), then stops gracefully on SIGTERM. On a PGlite data directory, and on
 * the PostgreSQL server when DATABASE_URL is set.
 */
const N = 20;
const CHILD = new URL('../../support/job-queue-process.ts', import.meta.url).pathname;

/** The output of each child so far. */
const output = new WeakMap<ChildProcess, { text: string }>();

/** Starts the child process and resolves once it printed `line`. */
const startChild = async (args: string[], line: string): Promise<ChildProcess> => {
  const child = spawn(process.execPath, ['--import', 'tsx', CHILD, ...args], { stdio: ['ignore', 'pipe', 'inherit'] });
  const out = { text: '' };
  output.set(child, out);
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (d: Buffer) => {
      out.text += d.toString();
      if (out.text.includes(line)) resolve();
    });
    child.once('exit', (code, signal) => reject(new Error(`child exited (${code ?? signal}) before "${line}"`)));
  });
  return child;
};

const exited = (child: ChildProcess) =>
  new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

const targets: [string, () => Promise<{ target: string; cleanup: () => Promise<void> }>][] = [
  [
    'pglite',
    async () => {
      const dir = mkdtempSync(join(tmpdir(), 'tw-jobs-'));
      dirs.push(dir);
      await migratedPgliteDataDir(join(dir, 'data'));
      return { target: join(dir, 'data'), cleanup: async () => undefined };
    },
  ],
  ...(process.env.DATABASE_URL
    ? [
        [
          'postgres',
          async () => {
            const database = await createServerDatabase(process.env.DATABASE_URL!);
            return { target: database.url, cleanup: database.drop };
          },
        ] as [string, () => Promise<{ target: string; cleanup: () => Promise<void> }>],
      ]
    : []),
];

describe.each(targets)('jobs across a kill -9: %s', (_name, prepare) => {
  it(`${N} jobs queued before a SIGKILL run after the restart, each exactly once`, async () => {
    const { target, cleanup } = await prepare();
    try {
      const first = await startChild([target, 'enqueue', String(N)], 'enqueued');
      const firstExit = exited(first);
      first.kill('SIGKILL');
      expect((await firstExit).signal).toBe('SIGKILL');

      const second = await startChild([target, 'work'], 'working');
      const secondExit = exited(second);
      const read = async () => {
        // PGlite serves one process: read the records after the second one has stopped.
        second.kill('SIGTERM');
        expect((await secondExit).code).toBe(0);
        const db = await openDb(
          target.startsWith('postgres') ? { databaseUrl: target, dataDir: 'unused' } : { dataDir: target },
        );
        try {
          return (await db.query<{ n: number; pid: number }>('SELECT n, pid FROM job_runs ORDER BY n')).rows;
        } finally {
          await db.close();
        }
      };
      const handled = () => output.get(second)!.text.match(/^handled /gm)?.length ?? 0;
      await expect.poll(handled, { timeout: 60_000, interval: 100 }).toBeGreaterThanOrEqual(N);
      await new Promise((r) => setTimeout(r, 1_500)); // time for a duplicate to show up, if any
      const runs = await read();
      expect(runs.map((r) => r.n)).toEqual(Array.from({ length: N }, (_, n) => n));
      expect(new Set(runs.map((r) => r.pid))).toEqual(new Set([second.pid]));
    } finally {
      await cleanup();
    }
  }, 120_000);
});
