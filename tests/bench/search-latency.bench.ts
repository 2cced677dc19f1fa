/**
 * Search latency benchmark (docs/decisions/0040; docs/performance.md "Search"):
 * - name search (first + last, with and without a state), reverse phone, e-mail look-up and
 *   address autocomplete through the use cases: p50 / p95 per kind;
 * - name searches per second through the HTTP server (Hono on 127.0.0.1) with autocannon.
 *
 *   npx tsx tests/bench/search-latency.bench.ts [--db postgres://...] [--seconds 10] [--connections 8]
 *     [--pool 10] [--http-only | --no-http] [--cpu-prof DIR]
 *   npx tsx tests/bench/search-latency.bench.ts --pglite      (the demo set, 20,000 people, in PGlite)
 *
 * Each HTTP run prints CPU milliseconds per request of the server process, of PostgreSQL's processes and
 * of the load generator (from /proc). --cpu-prof DIR writes a V8 CPU profile of the server process (one
 * .cpuprofile per thread, in a folder per run) to DIR; `npx tsx tests/bench/support/profile-summary.ts FILE` sums it up.
 *
 * --db defaults to postgres://postgres@127.0.0.1:5432/tw_search_bench, which must hold the records
 * (e.g. `npm run data -- generate --people 1000000 ...` then `npm run data -- load DIR`). A bench
 * database only: the run records visitor searches and removes every one recorded since it began.
 */
import { spawn } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { loadavg } from 'node:os';
import { pathToFileURL } from 'node:url';
import { serve } from '@hono/node-server';
import autocannon from 'autocannon';
import type { ResultAsync } from 'neverthrow';
import { InMemoryCandidateCache } from '../../adapters/memory/in-memory-candidate-cache.js';
import type { Db } from '../../adapters/postgres/db.js';
import { runMigrations } from '../../adapters/postgres/migrate.js';
import { MEMORY_DATA_DIR, openDb } from '../../adapters/postgres/open-db.js';
import { ensureSearchTables } from '../../adapters/postgres/pg-person-search.js';
import { loadRecords } from '../../adapters/postgres/records-loader.js';
import { generateRecords } from '../../adapters/synthetic/generator.js';
import { wiredTestApp } from '../support/test-app.js';
import { cpuPerRequest, cpuSnapshot } from './support/cpu-accounting.js';
import { nameSearchRequests, samplePeople } from './support/name-search-requests.js';

const arg = (args: string[], name: string): string | undefined => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? 0;
};

/** The 1-minute load average: the machine is shared, so every figure is printed with it. */
const load = (): string => loadavg()[0]?.toFixed(1) ?? '?';

const time = async (label: string, inputs: unknown[], f: (x: unknown) => Promise<unknown>) => {
  for (const x of inputs.slice(0, 20)) await f(x); // warm-up
  const ms: number[] = [];
  for (const x of inputs) {
    const t = performance.now();
    await f(x);
    ms.push(performance.now() - t);
  }
  const line = { label, n: ms.length, p50: pct(ms, 50), p95: pct(ms, 95), max: pct(ms, 100), load: load() };
  console.log(
    `${label.padEnd(34)} n=${line.n}  p50 ${line.p50.toFixed(2)} ms  p95 ${line.p95.toFixed(2)} ms  max ${line.max.toFixed(1)} ms  (load ${line.load})`,
  );
  return line;
};

export async function run(args: string[] = []): Promise<void> {
  const pglite = args.includes('--pglite');
  const n = Number(arg(args, 'n') ?? 400);
  const seconds = Number(arg(args, 'seconds') ?? 10);
  const connections = Number(arg(args, 'connections') ?? 8);
  const pool = Number(arg(args, 'pool') ?? 10);
  const httpOnly = args.includes('--http-only');
  const noHttp = args.includes('--no-http');
  const cpuProf = arg(args, 'cpu-prof');
  let db: Db;
  if (pglite) {
    const { mkdtempSync, rmSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const dir = mkdtempSync(join(tmpdir(), 'tw-latency-'));
    generateRecords({ people: 20_000, seed: 1, outDir: dir });
    db = await openDb({ dataDir: MEMORY_DATA_DIR });
    await runMigrations(db);
    await loadRecords(db, dir);
    rmSync(dir, { recursive: true, force: true });
  } else {
    db = await openDb({
      databaseUrl: arg(args, 'db') ?? 'postgres://postgres@127.0.0.1:5432/tw_search_bench',
      dataDir: MEMORY_DATA_DIR,
      poolSize: pool,
    });
    await runMigrations(db);
  }
  // Each HTTP search records a visitor's search (every request is a new visitor here): taken out at the
  // end, so that runs do not slow down as visitor_searches grows (a million rows after a few dozen runs).
  const started = new Date(Date.now() - 1000);
  try {
    await ensureSearchTables(db);
    const count = (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM people')).rows[0]?.n ?? 0;
    console.log(`${db.kind}, ${count.toLocaleString('en-US')} people`);
    const sample = async <R>(sql: string) => (await db.query<R>(sql, [n])).rows;
    const people = await samplePeople(db, n);
    const phones = await sample<{ number: string }>(
      'SELECT number FROM phones TABLESAMPLE SYSTEM (2) ORDER BY random() LIMIT $1',
    );
    const emails = await sample<{ email: string }>(
      'SELECT email FROM emails TABLESAMPLE SYSTEM (2) ORDER BY random() LIMIT $1',
    );
    // The 20 most common first + last pairs: their candidates grow with the population (docs/decisions/0085).
    const commonPairs = (
      await db.query<{ first_name: string; last_name: string }>(
        `SELECT first_name, last_name FROM people WHERE first_name ~ '^[A-Za-z]+$' AND last_name ~ '^[A-Za-z]+$'
          GROUP BY 1, 2 ORDER BY count(*) DESC, 1, 2 LIMIT 20`,
      )
    ).rows;
    const common = Array.from({ length: n }, (_, i) => commonPairs[i % Math.max(1, commonPairs.length)]).filter(
      (x): x is { first_name: string; last_name: string } => x !== undefined,
    );
    const addrs = await sample<{ house_number: string; street_name: string; city: string; zip: string }>(
      `SELECT house_number, street_name, city, zip FROM addresses TABLESAMPLE SYSTEM (2)
       WHERE house_number IS NOT NULL ORDER BY random() LIMIT $1`,
    );
    const uc = wiredTestApp({ db, overrides: { search: { candidates: null } } }).useCases.search;
    const ok = async <T, E>(r: ResultAsync<T, E>) => {
      const x = await r;
      if (x.isErr()) throw new Error(JSON.stringify(x.error));
    };
    const results: Awaited<ReturnType<typeof time>>[] = httpOnly
      ? []
      : [
          await time('name search (first + last + state)', people, (p) => {
            const x = p as (typeof people)[number];
            return ok(uc.searchPeople({ firstName: x.first_name, lastName: x.last_name, state: x.state }));
          }),
          await time('name search (first + last)', people, (p) => {
            const x = p as (typeof people)[number];
            return ok(uc.searchPeople({ firstName: x.first_name, lastName: x.last_name }));
          }),
          await time('name search, 20 most common names', common, (p) => {
            const x = p as (typeof common)[number];
            return ok(uc.searchPeople({ firstName: x.first_name, lastName: x.last_name }));
          }),
          await time('reverse phone', phones, (p) => ok(uc.searchPhone({ phone: (p as { number: string }).number }))),
          await time('e-mail look-up', emails, (e) => ok(uc.searchEmail({ email: (e as { email: string }).email }))),
          await time('autocomplete: address', addrs, (a) => {
            const x = a as (typeof addrs)[number];
            return ok(uc.addressSuggestions({ input: `${x.house_number} ${x.street_name.slice(0, 3)}` }));
          }),
          await time('autocomplete: city / street', addrs, (a) =>
            ok(uc.addressSuggestions({ input: (a as (typeof addrs)[number]).city.slice(0, 4) })),
          ),
          await time('autocomplete: zip', addrs, (a) =>
            ok(uc.addressSuggestions({ input: (a as (typeof addrs)[number]).zip.slice(0, 3) })),
          ),
          await time('autocomplete: last names', people, (p) =>
            ok(uc.lastNameSuggestions({ input: (p as (typeof people)[number]).last_name.slice(0, 3) })),
          ),
        ];

    // HTTP: the real app (routes, middleware, JSON) on loopback, driven by autocannon; first without
    // the candidate cache (every request runs the SQL), then with it as the server wires it.
    const requests = nameSearchRequests(people);
    const http: Record<string, number> = {};
    const url = arg(args, 'db') ?? 'postgres://postgres@127.0.0.1:5432/tw_search_bench';
    for (const [label, cache] of pglite || noHttp
      ? []
      : ([
          ['no cache', '0'],
          ['candidate cache', '1'],
        ] as const)) {
      // The server runs in its own process; autocannon drives it from this one.
      const child = spawn(
        process.execPath,
        [
          ...(cpuProf ? ['--cpu-prof', '--cpu-prof-dir', `${cpuProf}/${label.replace(/ /g, '-')}`] : []),
          '--import',
          'tsx',
          new URL('./support/search-http-server.ts', import.meta.url).pathname,
        ],
        {
          env: { ...process.env, DATABASE_URL: url, CACHE: cache, DB_POOL_SIZE: String(pool) },
          stdio: ['ignore', 'pipe', 'inherit'],
        },
      );
      const port = await new Promise<number>((resolve, reject) => {
        child.stdout.on('data', (d: Buffer) => {
          const m = /listening (\d+)/.exec(d.toString());
          if (m) resolve(Number(m[1]));
        });
        child.once('exit', (code) => reject(new Error(`search server exited with ${code}`)));
      });
      await autocannon({ url: `http://127.0.0.1:${port}`, connections, duration: 3, requests }); // warm-up, not counted
      const before = load();
      const cpuBefore = cpuSnapshot(child.pid ?? 0);
      const out = await autocannon({ url: `http://127.0.0.1:${port}`, connections, duration: seconds, requests });
      const cpu = cpuPerRequest(cpuBefore, cpuSnapshot(child.pid ?? 0), out.requests.total);
      http[label] = out.requests.average;
      // The same server's floor: a request that reaches no database, in the same run, so a busy machine shows.
      const health = await autocannon({ url: `http://127.0.0.1:${port}/api/health`, connections, duration: seconds });
      http[`${label}: /api/health`] = health.requests.average;
      console.log(
        `HTTP name search, ${label}: ${out.requests.average.toFixed(0)} req/s (${connections} connections, ${seconds} s, pool ${pool}), ` +
          `latency p50 ${out.latency.p50} ms, p97.5 ${out.latency.p97_5} ms, non-2xx ${out.non2xx}, errors ${out.errors} ` +
          `(load ${before} -> ${load()}); /api/health ${health.requests.average.toFixed(0)} req/s, ratio ` +
          `${(out.requests.average / health.requests.average).toFixed(3)}`,
      );
      console.log(
        `  CPU per request: server ${cpu.serverMs.toFixed(2)} ms, PostgreSQL ${cpu.postgresMs.toFixed(2)} ms, ` +
          `load generator ${cpu.loadGeneratorMs.toFixed(2)} ms`,
      );
      if (cache === '0') {
        // City / street autocomplete over HTTP (the box's calls, one at a time as a typist makes them).
        const cities = addrs.map(
          (a) => `/api/address-auto-complete/suggestions?input=${encodeURIComponent(a.city.slice(0, 4))}`,
        );
        results.push(
          await time('HTTP autocomplete: city / street', cities, async (path) => {
            const res = await fetch(`http://127.0.0.1:${port}${path as string}`);
            if (!res.ok) throw new Error(`autocomplete answered ${res.status}`);
            await res.arrayBuffer();
          }),
        );
      }
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    }
    if (pglite) {
      // PGlite lives in this process: serve the app here (autocannon shares the event loop).
      const { app } = wiredTestApp({
        db,
        overrides: { search: { candidates: new InMemoryCandidateCache({ ttlMs: 600_000, maxCandidates: 100_000 }) } },
      });
      const server = serve({
        fetch: app.fetch,
        port: 0,
        hostname: '127.0.0.1',
      });
      await new Promise((r) => server.once('listening', r));
      const port = (server.address() as AddressInfo).port;
      const out = await autocannon({ url: `http://127.0.0.1:${port}`, connections, duration: seconds, requests });
      http['candidate cache, in-process'] = out.requests.average;
      console.log(
        `HTTP name search (PGlite, candidate cache, same process): ${out.requests.average.toFixed(0)} req/s, latency p50 ${out.latency.p50} ms, p97.5 ${out.latency.p97_5} ms, non-2xx ${out.non2xx}`,
      );
      await new Promise((r) => server.close(r));
    }
    console.log(JSON.stringify({ db: db.kind, people: count, results, httpReqPerSec: http }));
  } finally {
    await db
      .query('DELETE FROM visitor_searches WHERE created_at >= $1', [started])
      .then((r) => console.log(`removed the ${r.rowCount} visitor searches this run recorded`))
      .catch((e: Error) => console.error(`could not remove this run's visitor searches: ${e.message}`));
    await db.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await run(process.argv.slice(2));
