/**
 * Name searches a second over HTTP of this checkout's build beside other builds, in alternating runs
 * (docs/performance.md "Search"): this machine's speed drifts by a third within minutes, so two builds
 * are compared run by run, never against a figure taken earlier.
 *
 *   npx tsx tests/bench/search-builds.bench.ts --against DIR [--against DIR ...] [--rounds 4] [--seconds 6]
 *     [--db postgres://...] [--connections 8]
 *
 * DIR is another checkout with its dependencies installed (say `git worktree add ../before HEAD~1` and a
 * symlink to this checkout's node_modules). Each build's server (tests/bench/support/search-http-server.ts,
 * no candidate cache) runs from its own checkout against the same database (default
 * postgres://postgres@127.0.0.1:5432/tw_search_bench, migrated by this checkout: `npx tsx
 * tests/bench/search-latency.bench.ts --no-http` migrates it) with the same 400 sampled names, a round
 * being one run of each. Prints each build's searches a second and CPU per search (server + PostgreSQL
 * processes, from /proc) per round, and their medians. Without --against it prints this and stops.
 */
import { type ChildProcessByStdio, spawn } from 'node:child_process';
import { resolve } from 'node:path';
import type { Readable } from 'node:stream';
import { fileURLToPath, pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { MEMORY_DATA_DIR, openDb } from '../../adapters/postgres/open-db.js';
import { cpuPerRequest, cpuSnapshot } from './support/cpu-accounting.js';
import { nameSearchRequests, samplePeople } from './support/name-search-requests.js';

const args = (all: string[], name: string): string[] =>
  all.flatMap((a, i) => (a === `--${name}` && all[i + 1] !== undefined ? [all[i + 1] as string] : []));

const median = (xs: readonly number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

const HERE = resolve(fileURLToPath(new URL('../..', import.meta.url)));

export async function run(all: string[] = []): Promise<void> {
  const against = args(all, 'against').map((d) => resolve(d));
  if (against.length === 0) {
    console.log('search-builds: nothing to compare (give --against DIR; see the head of the file)');
    return;
  }
  const rounds = Number(args(all, 'rounds')[0] ?? 4);
  const seconds = Number(args(all, 'seconds')[0] ?? 6);
  const connections = Number(args(all, 'connections')[0] ?? 8);
  const url = args(all, 'db')[0] ?? 'postgres://postgres@127.0.0.1:5432/tw_search_bench';

  const db = await openDb({ databaseUrl: url, dataDir: MEMORY_DATA_DIR, poolSize: 2 });
  const started = new Date(Date.now() - 1000);
  const servers: {
    dir: string;
    child: ChildProcessByStdio<null, Readable, null>;
    port: number;
    perSecond: number[];
    cpuMs: number[];
  }[] = [];
  try {
    const requests = nameSearchRequests(await samplePeople(db, 400));
    for (const dir of [HERE, ...against]) {
      const child = spawn(process.execPath, ['--import', 'tsx', `${dir}/tests/bench/support/search-http-server.ts`], {
        cwd: dir,
        env: { ...process.env, DATABASE_URL: url, CACHE: '0' },
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      const port = await new Promise<number>((ok, fail) => {
        child.stdout.on('data', (d: Buffer) => {
          const m = /listening (\d+)/.exec(d.toString());
          if (m) ok(Number(m[1]));
        });
        child.once('exit', (code) => fail(new Error(`the server of ${dir} exited with ${code}`)));
      });
      await autocannon({ url: `http://127.0.0.1:${port}`, connections, duration: 3, requests }); // warm-up
      servers.push({ dir, child, port, perSecond: [], cpuMs: [] });
    }
    for (let round = 0; round < rounds; round++) {
      for (const s of servers) {
        const before = cpuSnapshot(s.child.pid ?? 0);
        const out = await autocannon({ url: `http://127.0.0.1:${s.port}`, connections, duration: seconds, requests });
        if (out.non2xx > 0 || out.errors > 0) throw new Error(`${s.dir}: ${out.non2xx} non-2xx, ${out.errors} errors`);
        const cpu = cpuPerRequest(before, cpuSnapshot(s.child.pid ?? 0), out.requests.total);
        s.perSecond.push(Math.round(out.requests.average));
        s.cpuMs.push(cpu.serverMs + cpu.postgresMs);
      }
    }
    for (const s of servers) {
      console.log(
        `${s.dir === HERE ? 'this checkout' : s.dir}: searches a second ${s.perSecond.join(' ')} (median ${median(s.perSecond)}); ` +
          `CPU a search, server + PostgreSQL ${s.cpuMs.map((x) => x.toFixed(2)).join(' ')} ms (median ${median(s.cpuMs).toFixed(2)})`,
      );
    }
  } finally {
    for (const s of servers) s.child.kill('SIGTERM');
    await db
      .query('DELETE FROM visitor_searches WHERE created_at >= $1', [started])
      .catch((e: Error) => console.error(`could not remove this run's visitor searches: ${e.message}`));
    await db.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await run(process.argv.slice(2));
