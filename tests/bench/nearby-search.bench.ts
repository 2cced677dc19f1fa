/**
 * Nearby search benchmark (docs/decisions/0067-nearby-search.md; docs/performance.md "Nearby search"):
 * the search and chip-count use cases end to end server-side (input, the member check against a
 * stand-in that always says member, the PostgreSQL statements on property_search, the cards, the reply
 * as JSON), for random subjects, sequentially and with `clients` requests in flight:
 * - radius: 0.5 mile around a subject with filters (2+ beds, 1,000+ square feet, houses, newest first);
 * - polygon: a drawn pentagon about 0.6 mile across around a random property;
 * - counts: the 21 chip counts of a 0.5-mile radius with the same filters.
 * The database must be loaded with `npm run data -- load` (which fills property_search, migration 0067).
 *
 *   npx tsx tests/bench/nearby-search.bench.ts [--db postgres://postgres@127.0.0.1:5432/tw_bench] [--n 400] [--clients 4]
 *
 * Targets at 500k properties: radius with filters p95 < 20 ms, polygon p95 < 30 ms, counts p95 < 50 ms.
 */
import { pathToFileURL } from 'node:url';
import { MEMORY_DATA_DIR, openDb } from '../../adapters/postgres/open-db.js';
import { PgNearbySearch } from '../../adapters/postgres/pg-nearby-search.js';
import { EARTH_RADIUS_MILES } from '../../core/property/geo-distance.rules.js';
import { makeNearbyCounts } from '../../core/property/nearby-counts.use-case.js';
import { makeNearbySearch } from '../../core/property/nearby-search.use-case.js';
import { LAND_USE_CODES } from '../../core/records/property-codes.rules.js';

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

const RAD = Math.PI / 180;
/** A pentagon of `miles` radius around a point, [lng, lat] vertices. */
const pentagon = (lat: number, lon: number, miles: number): [number, number][] =>
  Array.from({ length: 5 }, (_, k) => {
    const b = k * 72 * RAD;
    const dLat = (miles * Math.cos(b)) / EARTH_RADIUS_MILES / RAD;
    const dLon = (miles * Math.sin(b)) / EARTH_RADIUS_MILES / Math.cos(lat * RAD) / RAD;
    return [lon + dLon, lat + dLat];
  });

const FILTER = { BedroomsMin: 2, SquareFeetMin: 1000, LandUseCode: [...LAND_USE_CODES.house] };

export async function run(args: string[] = []): Promise<void> {
  const url = arg(args, 'db') ?? process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/tw_bench';
  const n = Number(arg(args, 'n') ?? 400);
  const clients = Number(arg(args, 'clients') ?? 4);
  const db = await openDb({ databaseUrl: url, dataDir: MEMORY_DATA_DIR, poolSize: Math.max(clients, 1) });
  try {
    const nearbySearch = new PgNearbySearch(db);
    const deps = {
      access: { standing: async () => 'member' as const },
      clock: { now: () => new Date() },
      nearbySearch,
    };
    const search = makeNearbySearch(deps);
    const counts = makeNearbyCounts(deps);
    const count = (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM property_search')).rows[0]?.n ?? 0;
    const subjects = (
      await db.query<{ id: string; latitude: number; longitude: number }>(
        'SELECT id, latitude, longitude FROM properties TABLESAMPLE SYSTEM (1) REPEATABLE (67) LIMIT $1',
        [n],
      )
    ).rows.map((r) => ({ id: Number(r.id), lat: Number(r.latitude), lon: Number(r.longitude) }));
    console.log(
      `database ${url.replace(/\/\/[^@]*@/, '//')}: ${count.toLocaleString('en-US')} rows in property_search; ${subjects.length} random subjects, ${clients} clients`,
    );

    type Subject = (typeof subjects)[number];
    const calls: Record<string, (s: Subject) => Promise<number>> = {
      'radius 0.5 mi + filters': async (s) => {
        const r = await search({ Target: { SubjectPropertyId: s.id }, Filter: FILTER, Sort: 'newest' }, 'bench-member');
        if (r.isErr()) throw new Error(JSON.stringify(r.error));
        JSON.stringify({ success: true, ...r.value });
        return r.value.response.pagination.total;
      },
      'polygon ~0.6 mi across': async (s) => {
        const Target = { Geometry: { Type: 'polygon', Points: pentagon(s.lat, s.lon, 0.3) } };
        const r = await search({ Target, Sort: 'newest' }, 'bench-member');
        if (r.isErr()) throw new Error(JSON.stringify(r.error));
        JSON.stringify({ success: true, ...r.value });
        return r.value.response.pagination.total;
      },
      'chip counts 0.5 mi + filters': async (s) => {
        const r = await counts({ Target: { SubjectPropertyId: s.id }, Filter: FILTER }, 'bench-member');
        if (r.isErr()) throw new Error(JSON.stringify(r.error));
        JSON.stringify({ success: true, ...r.value });
        return r.value.response.counts.allProperties;
      },
    };

    for (const [name, call] of Object.entries(calls)) {
      for (const s of subjects.slice(0, 20)) await call(s); // warm-up
      const seq: number[] = [];
      let sizes = 0;
      for (const s of subjects) {
        const t0 = performance.now();
        sizes += await call(s);
        seq.push(performance.now() - t0);
      }
      console.log(`${name}: ${(sizes / subjects.length).toFixed(1)} matching properties per search (mean)`);
      console.log(`  sequential           ${fmt(seq)}`);
      const lat: number[] = [];
      let next = 0;
      const t0 = performance.now();
      await Promise.all(
        Array.from({ length: clients }, async () => {
          while (next < subjects.length) {
            const s = subjects[next++]!;
            const a = performance.now();
            await call(s);
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
