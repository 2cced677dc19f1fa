/**
 * Public-records benchmark (docs/performance.md, "Public records"):
 * 1. generate 100,000 and 1,000,000 people (about 500,000 properties) in child processes with
 *    generateRecordsParallel (2 worker threads by default, `--workers N`): time, rows/s, peak RSS of
 *    the process (main thread + workers) and each worker's peak heap (memory must stay flat);
 * 2. load the 1M set into a PostgreSQL server (DATABASE_URL, default postgres://postgres@127.0.0.1:5432/tw_bench;
 *    the database is dropped and created) with all indexes: time and rows/s per table, index build, ANALYZE;
 * 3. the demo set (20,000 people, 10,000 properties) into a fresh in-memory PGlite, as on a first start.
 *
 * The load average (os.loadavg) is sampled every 5 s during the run and reported: the machine is shared.
 *
 * Run: `npx tsx tests/bench/records-load.bench.ts [people] [--workers N] [--reuse DIR]`
 * or `npm run bench -- records-load`.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { runMigrations } from '../../adapters/postgres/migrate.js';
import { MEMORY_DATA_DIR, openDb } from '../../adapters/postgres/open-db.js';
import { loadRecords } from '../../adapters/postgres/records-loader.js';
import { recordFactsWithoutSource } from '../../adapters/postgres/records-stats.js';
import { generateRecordsParallel } from '../../adapters/synthetic/generator-parallel.js';
import { ensureDemoData } from '../../server/bootstrap/demo-data.js';
import { parseConfig } from '../../server/config.js';
import { silentLogger } from '../../server/logger.js';

const ROOT = new URL('../../', import.meta.url).pathname;

interface GenRun {
  people: number;
  seconds: number;
  rows: number;
  peakRssMiB: number;
  workers: number;
  chunks: number;
  workerHeapMiB: number[];
}

const MiB = 1 << 20;

/** Child-process side of generateInChild: generates and prints the result as JSON. */
const generateChild = async (people: number, out: string, workers: number) => {
  const r = await generateRecordsParallel({ people, seed: 1, outDir: out, workers });
  const run: Omit<GenRun, 'seconds'> = {
    people,
    rows: r.manifest.tables.reduce((s, t) => s + t.rows, 0),
    peakRssMiB: Math.round(r.peakRssBytes / MiB),
    workers: r.workers,
    chunks: r.chunks,
    workerHeapMiB: r.workerPeakHeapBytes.map((b) => Math.round(b / MiB)),
  };
  console.log(JSON.stringify(run));
};

/** Generates in a child process so that its peak RSS is measured on its own. */
const generateInChild = (people: number, out: string, workers: number): GenRun => {
  const started = Date.now();
  const r = spawnSync(
    process.execPath,
    ['--import', 'tsx', new URL(import.meta.url).pathname, '--generate-child', String(people), out, String(workers)],
    { cwd: ROOT, encoding: 'utf8', maxBuffer: 1 << 24 },
  );
  if (r.status !== 0) throw new Error(`generate failed: ${r.stderr}`);
  const last = r.stdout.trim().split('\n').pop() ?? '';
  return { ...(JSON.parse(last) as Omit<GenRun, 'seconds'>), seconds: (Date.now() - started) / 1000 };
};

/** Samples the 1-minute load average every 5 s. */
const loadSampler = () => {
  const samples: number[] = [loadavg()[0]!];
  const timer = setInterval(() => samples.push(loadavg()[0]!), 5000);
  timer.unref();
  return {
    stop: () => clearInterval(timer),
    summary: () => {
      const avg = samples.reduce((s, x) => s + x, 0) / samples.length;
      return `load average (1 min) min ${Math.min(...samples).toFixed(2)}, mean ${avg.toFixed(2)}, max ${Math.max(...samples).toFixed(2)} over ${samples.length} samples`;
    },
  };
};

const withAdmin = async (url: string, fn: (c: pg.Client) => Promise<void>) => {
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const c = new pg.Client({ connectionString: admin.toString() });
  await c.connect();
  try {
    await fn(c);
  } finally {
    await c.end();
  }
};

export async function run(args: string[] = []): Promise<void> {
  if (args[0] === '--generate-child') {
    await generateChild(Number(args[1]), args[2]!, Number(args[3] ?? 2));
    return;
  }
  // `--reuse DIR`: load an already generated set (skips the generation phases); `--workers N`.
  const named = (flag: string) => {
    const at = args.indexOf(flag);
    return at >= 0 ? args[at + 1] : undefined;
  };
  const reuse = named('--reuse');
  const workers = Number(named('--workers') ?? 2);
  const positional = args.filter(
    (a, i) => !a.startsWith('--') && !(i > 0 && ['--reuse', '--workers'].includes(args[i - 1]!)),
  );
  const people = Number(positional[0] ?? 1_000_000);
  const url = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/tw_bench';
  const benchUrl = new URL(url);
  if (!process.env.DATABASE_URL) benchUrl.pathname = '/tw_bench';
  const dbName = benchUrl.pathname.slice(1);
  const work = mkdtempSync(join(tmpdir(), 'tw-records-bench-'));
  const line = (s: string) => console.log(`${s}`);
  const load = loadSampler();
  line(
    `start ${new Date().toISOString()}, load average ${loadavg()
      .map((x) => x.toFixed(2))
      .join(' ')}`,
  );
  try {
    line(
      `# Public records benchmark: ${people.toLocaleString('en-US')} people, ~${(people / 2).toLocaleString('en-US')} properties`,
    );
    const dir = reuse ?? join(work, 'big');
    let genSeconds = 0;
    if (reuse) line(`reusing the generated set in ${reuse}`);
    else {
      const show = (g: GenRun) =>
        line(
          `generate ${g.people} people: ${g.seconds.toFixed(1)} s, ${g.rows} rows (${Math.round(g.rows / g.seconds)} rows/s), ${g.workers} workers, ${g.chunks} chunks, peak RSS ${g.peakRssMiB} MiB (process), worker heaps ${g.workerHeapMiB.join(', ')} MiB, ${loadavg()[0]!.toFixed(2)} load`,
        );
      const small = generateInChild(Math.min(100_000, people), join(work, 'small'), workers);
      rmSync(join(work, 'small'), { recursive: true, force: true });
      show(small);
      const big = generateInChild(people, dir, workers);
      genSeconds = big.seconds;
      show(big);
    }

    await withAdmin(url, async (c) => {
      await c.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
      await c.query(`CREATE DATABASE ${dbName}`);
    });
    const db = await openDb({ databaseUrl: benchUrl.toString(), dataDir: MEMORY_DATA_DIR, poolSize: 2 });
    let loadSeconds = 0;
    try {
      await runMigrations(db);
      const r = await loadRecords(db, dir, {
        onPhase: (phase, ms, rows) =>
          line(
            `  ${phase.padEnd(34)} ${(ms / 1000).toFixed(2).padStart(7)} s${rows !== undefined && phase.startsWith('copy') ? `  ${String(rows).padStart(9)} rows  ${String(Math.round((rows / Math.max(ms, 1)) * 1000)).padStart(8)} rows/s` : rows !== undefined ? `  ${rows} indexes` : ''}`,
          ),
      });
      loadSeconds = r.timings.totalMs / 1000;
      const total = Object.values(r.rows).reduce((s, n) => s + n, 0);
      const copyMs = Object.values(r.timings.copyMs).reduce((s, n) => s + n, 0);
      line(
        `load into PostgreSQL: ${loadSeconds.toFixed(1)} s total (validate ${(r.timings.validateMs / 1000).toFixed(1)} s alongside the COPYs, waited ${(r.timings.validateWaitMs / 1000).toFixed(1)} s, search_refresh ${(r.timings.searchRefreshMs / 1000).toFixed(1)} s, COPY ${(copyMs / 1000).toFixed(1)} s = ${Math.round(total / (copyMs / 1000))} rows/s, indexes ${(r.timings.indexMs / 1000).toFixed(1)} s, analyze ${(r.timings.analyzeMs / 1000).toFixed(1)} s)`,
      );
      line(`facts without a source: ${await recordFactsWithoutSource(db)}`);
    } finally {
      await db.close();
      await withAdmin(url, async (c) => {
        await c.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
      });
    }
    line(`whole 1M run (generate + load): ${(genSeconds + loadSeconds).toFixed(1)} s; ${load.summary()}`);

    // The demo set into a fresh PGlite, as the server does on its first start.
    const t = Date.now();
    const pglite = await openDb({ dataDir: MEMORY_DATA_DIR });
    try {
      await runMigrations(pglite);
      const afterOpen = Date.now();
      await ensureDemoData(pglite, silentLogger(), parseConfig({}));
      const count = await pglite.query<{ n: number }>('SELECT count(*)::int AS n FROM people');
      line(
        `demo set into PGlite: open + migrate ${((afterOpen - t) / 1000).toFixed(1)} s, generate + load ${((Date.now() - afterOpen) / 1000).toFixed(1)} s (${count.rows[0]?.n} people)`,
      );
    } finally {
      await pglite.close();
    }
  } finally {
    load.stop();
    line(`end ${new Date().toISOString()}, ${load.summary()}`);
    rmSync(work, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  run(process.argv.slice(2)).catch((e: unknown) => {
    console.error(e);
    process.exitCode = 1;
  });
}
