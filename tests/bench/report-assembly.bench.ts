/**
 * Report assembly benchmark (docs/decisions/0050, 0062; docs/performance.md "Reports"): the time to
 * assemble a FULL background report and a FULL address report server-side (PgReportSource's one
 * json_agg statement + buildReportView + JSON) for people and properties with the longest histories,
 * on a 1M-people PostgreSQL bench database. Read-only: it runs no migrations and writes nothing: the
 * report functions of adapters/postgres/functions/ are installed per connection as session-temporary
 * functions (pg_temp.*), and the calls are pointed at them (a database without saved_properties gets a
 * session-temporary empty one). Both ways are measured: the inline statement (the function's statement,
 * planned every call) and the function (plan cached per connection), which is what the service runs. Last,
 * the nearby list (PgNearbyProperties, contract 6) for random subjects.
 *
 *   npx tsx tests/bench/report-assembly.bench.ts [--db postgres://postgres@127.0.0.1:5432/tw_bench] [--n 400] [--clients 4]
 *
 * Target: p95 < 50 ms server-side.
 */
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import type { Queryable } from '../../adapters/postgres/db.js';
import { PgNearbyProperties } from '../../adapters/postgres/pg-nearby-properties.js';
import { PgReportSource, reportFunctionsSql } from '../../adapters/postgres/pg-report-source.js';
import { nearbyCard } from '../../core/property/nearby-card.rules.js';
import { buildReportView } from '../../core/reports/report-view.rules.js';
import type { AddressReportData } from '../../core/shared/reports/address-report-contents.schema.js';

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

export async function run(args: string[] = []): Promise<void> {
  const url = arg(args, 'db') ?? process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/tw_bench';
  const n = Number(arg(args, 'n') ?? 400);
  const clients = Number(arg(args, 'clients') ?? 4);
  pg.types.setTypeParser(20, (v) => Number(v));
  const pool = new pg.Pool({ connectionString: url, max: Math.max(clients, 1) });
  const tempFunctions = reportFunctionsSql().replace(
    /CREATE OR REPLACE FUNCTION report_/g,
    'CREATE OR REPLACE FUNCTION pg_temp.report_',
  );
  const installed = new WeakSet<pg.PoolClient>();
  const withFunctions = async <T>(f: (c: pg.PoolClient) => Promise<T>): Promise<T> => {
    const c = await pool.connect();
    try {
      if (!installed.has(c)) {
        await c.query(tempFunctions);
        if ((await c.query(`SELECT to_regclass('public.saved_properties') AS t`)).rows[0]?.t === null) {
          await c.query(
            'CREATE TEMP TABLE IF NOT EXISTS saved_properties (id bigint, user_id uuid, property_id bigint, report_history_id bigint, created_at timestamptz)',
          );
        }
        installed.add(c);
      }
      return await f(c);
    } finally {
      c.release();
    }
  };
  const db: Queryable = {
    query: async (sql, params) => {
      const r = await withFunctions((c) =>
        c.query(sql.replace(/SELECT report_(\w+)_json\(/, 'SELECT pg_temp.report_$1_json('), params as unknown[]),
      );
      return { rows: r.rows, rowCount: r.rowCount ?? 0 };
    },
  };
  const inline = new PgReportSource(db, { inline: true });
  const source = new PgReportSource(db);
  const now = new Date();
  try {
    const people = Number((await db.query<{ n: number }>('SELECT count(*)::int AS n FROM people')).rows[0]?.n);
    // The longest histories: most addresses, then most court records.
    const long = (
      await db.query<{ person_id: number }>(
        `SELECT person_id FROM person_addresses GROUP BY person_id ORDER BY count(*) DESC, person_id LIMIT $1`,
        [n],
      )
    ).rows.map((r) => Number(r.person_id));
    const random = (
      await db.query<{ id: number }>('SELECT id FROM people TABLESAMPLE SYSTEM (0.1) LIMIT $1', [n])
    ).rows.map((r) => Number(r.id));
    console.log(`database ${url.replace(/\/\/[^@]*@/, '//')}: ${people.toLocaleString('en-US')} people`);

    const measure = async (label: string, ids: number[], src = source) => {
      for (const id of ids.slice(0, 20)) await src.background(id); // warm-up
      const query: number[] = [];
      const total: number[] = [];
      let facts = 0;
      let bytes = 0;
      for (const id of ids) {
        const t0 = performance.now();
        const data = await src.background(id);
        const t1 = performance.now();
        if (!data) continue;
        const view = buildReportView({
          subject: { type: 'background', id: String(id) },
          report: { type: 'background', data },
          level: 'full',
          now,
        });
        const body = JSON.stringify({ success: true, report: view });
        const t2 = performance.now();
        query.push(t1 - t0);
        total.push(t2 - t0);
        facts += view.sections.reduce((a, s) => a + s.items.length, 0);
        bytes += body.length;
      }
      console.log(
        `${label}: ${(facts / total.length).toFixed(1)} facts and ${(bytes / total.length / 1024).toFixed(1)} KiB JSON per report`,
      );
      console.log(`  query (one call)              ${fmt(query)}`);
      console.log(`  assembled + JSON (sequential) ${fmt(total)}`);
      return total;
    };
    await measure('inline statement, long history', long, inline);
    await measure('long history (most addresses)', long);
    await measure('random people', random);
    // The same random people again through the inline statement (their pages now warm, as the long
    // histories were for the function pass above): the difference is planning.
    await measure('inline statement, random people (warm)', random, inline);

    // Concurrency: `clients` requests in flight at once.
    const lat: number[] = [];
    const ids = [...long, ...random];
    let next = 0;
    const t0 = performance.now();
    await Promise.all(
      Array.from({ length: clients }, async () => {
        while (next < ids.length) {
          const id = ids[next++]!;
          const a = performance.now();
          const data = await source.background(id);
          if (data)
            JSON.stringify(
              buildReportView({
                subject: { type: 'background', id: String(id) },
                report: { type: 'background', data },
                level: 'full',
                now,
              }),
            );
          lat.push(performance.now() - a);
        }
      }),
    );
    const secs = (performance.now() - t0) / 1000;
    console.log(`${clients} concurrent clients: ${(lat.length / secs).toFixed(0)} reports/s, ${fmt(lat)}`);

    await measureAddressReports(db, { n, clients, now });
    await measureNearby(db, n);
  } finally {
    await pool.end();
  }
}

/** The property tables an address report aggregates by property id (docs/decisions/0062). */
const PROPERTY_FACT_TABLES = [
  'property_owners',
  'property_tax_assessments',
  'property_transactions',
  'property_listings',
  'property_permits',
  'property_foreclosures',
  'property_recordings',
  'property_liens',
  'property_evictions',
];

/**
 * FULL address reports (every collection of 001 section 3, listings with their photos, residents):
 * the properties with the longest histories (most facts over the property tables, then most residents
 * and listing photos), random ones, and `clients` at once. The view is built as the service builds it
 * (comparables flag on, a member's standing), then serialised.
 */
const measureAddressReports = async (db: Queryable, o: { n: number; clients: number; now: Date }) => {
  const inline = new PgReportSource(db, { inline: true });
  const source = new PgReportSource(db);
  const properties = Number((await db.query<{ n: number }>('SELECT count(*)::int AS n FROM properties')).rows[0]?.n);
  const long = (
    await db.query<{ id: number }>(
      `SELECT property_id AS id FROM (
         ${PROPERTY_FACT_TABLES.map((t) => `SELECT property_id FROM ${t}`).join(' UNION ALL ')}
         UNION ALL SELECT p.id FROM person_addresses pa JOIN properties p ON p.address_id = pa.address_id
         UNION ALL SELECT property_id FROM property_listing_photos
       ) f GROUP BY property_id ORDER BY count(*) DESC, property_id LIMIT $1`,
      [o.n],
    )
  ).rows.map((r) => Number(r.id));
  const random = (
    await db.query<{ id: number }>('SELECT id FROM properties TABLESAMPLE SYSTEM (0.2) LIMIT $1', [o.n])
  ).rows.map((r) => Number(r.id));
  console.log(`address reports: ${properties.toLocaleString('en-US')} properties`);
  const viewOf = (id: number, data: AddressReportData) => {
    const view = buildReportView({
      subject: { type: 'address', id: String(id) },
      report: { type: 'address', data },
      level: 'full',
      now: o.now,
      address: { comparables: true, standing: 'member' },
    });
    return { view, body: JSON.stringify({ success: true, report: view }) };
  };
  const measure = async (label: string, ids: number[], src = source) => {
    for (const id of ids.slice(0, 20)) await src.address(id, null); // warm-up
    const query: number[] = [];
    const total: number[] = [];
    let facts = 0;
    let bytes = 0;
    for (const id of ids) {
      const t0 = performance.now();
      const data = await src.address(id, null);
      const t1 = performance.now();
      if (!data) continue;
      const r = viewOf(id, data);
      const t2 = performance.now();
      query.push(t1 - t0);
      total.push(t2 - t0);
      facts += r.view.sections.reduce((a, s) => a + s.items.length, 0);
      bytes += r.body.length;
    }
    console.log(
      `${label}: ${(facts / total.length).toFixed(1)} facts and ${(bytes / total.length / 1024).toFixed(1)} KiB JSON per report`,
    );
    console.log(`  query (one call)              ${fmt(query)}`);
    console.log(`  assembled + JSON (sequential) ${fmt(total)}`);
  };
  await measure('address, inline statement, longest histories', long, inline);
  await measure('address, longest histories', long);
  await measure('address, random properties', random);
  const lat: number[] = [];
  const ids = [...long, ...random];
  let next = 0;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: o.clients }, async () => {
      while (next < ids.length) {
        const id = ids[next++]!;
        const a = performance.now();
        const data = await source.address(id, null);
        if (data) viewOf(id, data);
        lat.push(performance.now() - a);
      }
    }),
  );
  const secs = (performance.now() - t0) / 1000;
  console.log(`address, ${o.clients} concurrent clients: ${(lat.length / secs).toFixed(0)} reports/s, ${fmt(lat)}`);
};

/** The nearby list of an address report (contract 6): PgNearbyProperties for random subjects, 10 and 50 cards. */
const measureNearby = async (db: Queryable, n: number) => {
  const nearby = new PgNearbyProperties(db);
  const ids = (
    await db.query<{ id: number }>('SELECT id FROM properties TABLESAMPLE SYSTEM (0.2) LIMIT $1', [n])
  ).rows.map((r) => Number(r.id));
  for (const limit of [10, 50]) {
    for (const id of ids.slice(0, 20)) await nearby.closest({ propertyId: id, limit, viewerId: null });
    const lat: number[] = [];
    for (const id of ids) {
      const t0 = performance.now();
      const cards = (await nearby.closest({ propertyId: id, limit, viewerId: null }))?.map(nearbyCard);
      JSON.stringify({ success: true, properties: cards });
      lat.push(performance.now() - t0);
    }
    console.log(`nearby, ${limit} closest (two statements + cards): ${fmt(lat)}`);
  }
};

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await run(process.argv.slice(2));
