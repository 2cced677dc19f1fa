/**
 * Property market benchmark (docs/decisions/0060-property-research.md; docs/performance.md "Property
 * market"): the comparables, trends and demand use cases end to end server-side (input, the member
 * check against a stand-in that always says member, the PostgreSQL statements, the core rules, the
 * reply as JSON) on the 1M-people bench database, for random subjects, sequentially and with
 * `clients` requests in flight. Comparables use the default filter (001 section 9).
 *
 * It applies the market's migrations (0060: the document-number index; 0064: the per-ZIP sales and
 * listings; 0065: the cube index and the comparables function) to the bench database through the migration runner, alone, and fills the per-ZIP
 * tables when they are empty (what the records loader does after a load); `--no-migrate` skips the
 * migrations.
 *
 *   npx tsx tests/bench/property-market.bench.ts [--db postgres://postgres@127.0.0.1:5432/tw_bench] [--n 400] [--clients 4]
 *
 * Targets: comparables p95 < 30 ms, trends and demand p95 < 50 ms.
 */
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Db } from '../../adapters/postgres/db.js';
import { MIGRATIONS_DIR, runMigrations } from '../../adapters/postgres/migrate.js';
import { MEMORY_DATA_DIR, openDb } from '../../adapters/postgres/open-db.js';
import { PgPropertyMarket, refreshMarketTables } from '../../adapters/postgres/pg-property-market.js';
import { makeFindComparables } from '../../core/property/find-comparables.use-case.js';
import { makeMarketDemand } from '../../core/property/market-demand.use-case.js';
import { makeMarketTrends } from '../../core/property/market-trends.use-case.js';

/** The migrations of the property market (the comparables function and index; the per-ZIP tables). */
const MIGRATIONS = ['0060_property_market.sql', '0064_property_market_by_zip.sql', '0065_property_market_cube.sql'];

const arg = (args: string[], name: string): string | undefined => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? 0;
};
const fmt = (xs: number[]) =>
  `p50 ${pct(xs, 50).toFixed(2)} ms, p95 ${pct(xs, 95).toFixed(2)} ms, p99 ${pct(xs, 99).toFixed(2)} ms, max ${Math.max(...xs).toFixed(2)} ms (n=${xs.length})`;

/** Applies the market migrations alone through the migration runner (a folder holding only those files). */
const applyMarketMigrations = async (db: Db): Promise<string[]> => {
  const dir = mkdtempSync(join(tmpdir(), 'tw-market-migration-'));
  try {
    for (const f of MIGRATIONS) copyFileSync(join(MIGRATIONS_DIR, f), join(dir, f));
    return (await runMigrations(db, dir)).applied;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};

export async function run(args: string[] = []): Promise<void> {
  const url = arg(args, 'db') ?? process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/tw_bench';
  const n = Number(arg(args, 'n') ?? 400);
  const clients = Number(arg(args, 'clients') ?? 4);
  const db = await openDb({ databaseUrl: url, dataDir: MEMORY_DATA_DIR, poolSize: Math.max(clients, 1) });
  try {
    if (!args.includes('--no-migrate')) {
      const t0 = performance.now();
      const applied = await applyMarketMigrations(db);
      console.log(
        applied.length > 0
          ? `applied ${applied.join(', ')} in ${((performance.now() - t0) / 1000).toFixed(1)} s`
          : `${MIGRATIONS.join(', ')} already applied`,
      );
    }
    const empty = (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM market_sales')).rows[0]?.n === 0;
    if (empty) {
      const t0 = performance.now();
      await refreshMarketTables(db);
      console.log(
        `market_refresh() (the per-ZIP sales and listings): ${((performance.now() - t0) / 1000).toFixed(1)} s`,
      );
    }
    const market = new PgPropertyMarket(db);
    const deps = {
      access: { standing: async () => 'member' as const },
      clock: { now: () => new Date() },
      market,
      comparablesEnabled: () => true,
    };
    const uc = {
      comparables: makeFindComparables(deps),
      trends: makeMarketTrends(deps),
      demand: makeMarketDemand(deps),
    };
    const count = (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM properties')).rows[0]?.n ?? 0;
    const subjects = (
      await db.query<{ id: string }>(
        `SELECT id FROM properties TABLESAMPLE SYSTEM (1) REPEATABLE (60) WHERE square_feet IS NOT NULL LIMIT $1`,
        [n],
      )
    ).rows.map((r) => Number(r.id));
    console.log(
      `database ${url.replace(/\/\/[^@]*@/, '//')}: ${count.toLocaleString('en-US')} properties, as of ${await market.asOf()}; ${subjects.length} random subjects, ${clients} clients`,
    );

    const call = async (kind: keyof typeof uc, id: number): Promise<Record<string, unknown>> => {
      const r = await uc[kind]({ propertyId: id }, 'bench-member');
      if (r.isErr()) throw new Error(`${kind} ${id}: ${JSON.stringify(r.error)}`);
      JSON.stringify({ success: true, ...r.value });
      return r.value as unknown as Record<string, unknown>;
    };

    for (const kind of ['comparables', 'trends', 'demand'] as const) {
      for (const id of subjects.slice(0, 20)) await call(kind, id); // warm-up
      const seq: number[] = [];
      let sizes = 0;
      for (const id of subjects) {
        const t0 = performance.now();
        const v = await call(kind, id);
        seq.push(performance.now() - t0);
        sizes +=
          kind === 'comparables'
            ? Number(v.totalProperties)
            : (v.months as { sales?: number; activeListings?: number }[]).reduce(
                (s, m) => s + (m.sales ?? m.activeListings ?? 0),
                0,
              );
      }
      const what =
        kind === 'comparables'
          ? 'comparables per subject (mean)'
          : kind === 'trends'
            ? 'sales in 24 months per ZIP (mean)'
            : 'active listing-months per ZIP (mean)';
      console.log(`${kind}: ${(sizes / subjects.length).toFixed(1)} ${what}`);
      console.log(`  sequential           ${fmt(seq)}`);
      const lat: number[] = [];
      let next = 0;
      const t0 = performance.now();
      await Promise.all(
        Array.from({ length: clients }, async () => {
          while (next < subjects.length) {
            const id = subjects[next++]!;
            const a = performance.now();
            await call(kind, id);
            lat.push(performance.now() - a);
          }
        }),
      );
      const secs = (performance.now() - t0) / 1000;
      console.log(`  ${clients} clients            ${fmt(lat)}, ${(lat.length / secs).toFixed(0)} requests/s`);
    }
  } finally {
    await db.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await run(process.argv.slice(2));
