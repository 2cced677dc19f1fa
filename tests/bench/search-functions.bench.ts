/**
 * The name search's SQL functions timed inside PostgreSQL (docs/performance.md "Name variants"): sampled
 * people's names become the arguments the server passes (core's `givenNamesOf`), also with a surname typo
 * (a word no record may hold, whose variants are worked out at search time), and each function
 * runs once per name in one statement, timed with clock_timestamp() in a DO block, so that neither the
 * client, the protocol nor the network counts. Prints ms per call, each run, sorted.
 *
 *   npx tsx tests/bench/search-functions.bench.ts [--db postgres://...] [--n 400] [--runs 3]
 *
 * --db defaults to postgres://postgres@127.0.0.1:5432/tw_search_bench (see search-latency.bench.ts for
 * loading it). It writes nothing but two temporary tables.
 */
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { searchNameKey } from '../../core/records/normalize.rules.js';
import { SWAPPED_NAMES_BELOW } from '../../core/search/ranking.rules.js';
import { givenNamesOf, PERSON_SEARCH_MAX_CANDIDATES } from '../../core/search/search-people.use-case.js';

const arg = (args: string[], name: string): string | undefined => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};

/** The surname with its 2nd and 3rd letters swapped (a typo no record may hold: worked out at search time). */
const typo = (last: string): string =>
  last.length > 3 ? `${last.slice(0, 1)}${last.slice(2, 3)}${last.slice(1, 2)}${last.slice(3)}` : `${last}e`;

const CALLS = {
  'search_candidates_json (typed order)': `search_candidates_json(a.l, a.f, a.names, ${PERSON_SEARCH_MAX_CANDIDATES}, false)`,
  'search_candidates_json, surname typo': `search_candidates_json(a.l_typo, a.f, a.names, ${PERSON_SEARCH_MAX_CANDIDATES}, false)`,
  search_candidates_both_orders_json: `search_candidates_both_orders_json(a.l, a.f, a.names, ${PERSON_SEARCH_MAX_CANDIDATES}, a.other_names, ${SWAPPED_NAMES_BELOW}, NULL, 0)`,
};

export async function run(args: string[] = []): Promise<void> {
  const n = Number(arg(args, 'n') ?? 400);
  const runs = Number(arg(args, 'runs') ?? 3);
  const c = new pg.Client({
    connectionString: arg(args, 'db') ?? 'postgres://postgres@127.0.0.1:5432/tw_search_bench',
  });
  await c.connect();
  try {
    const people = (
      await c.query<{ first_name: string; last_name: string }>(
        `SELECT p.first_name, p.last_name FROM people p TABLESAMPLE SYSTEM (5) REPEATABLE (7)
         WHERE p.first_name ~ '^[A-Za-z]+$' AND p.last_name ~ '^[A-Za-z]+$' LIMIT $1`,
        [n],
      )
    ).rows;
    await c.query('CREATE TEMP TABLE bench_args (l text, l_typo text, f text, names text[], other_names text[])');
    for (const p of people) {
      const f = searchNameKey(p.first_name);
      const l = searchNameKey(p.last_name);
      await c.query('INSERT INTO bench_args VALUES ($1, $2, $3, $4, $5)', [
        l,
        typo(l),
        f,
        givenNamesOf(f, false),
        givenNamesOf(l, true),
      ]);
    }
    console.log(`${people.length} names`);
    for (const [label, call] of Object.entries(CALLS)) {
      await c.query(`SELECT count(length((${call})::text)) FROM bench_args a`); // warm-up: plans and buffers
      const ms: number[] = [];
      for (let i = 0; i < runs; i++) {
        const r = await c.query<{ ms: number }>(
          `CREATE TEMP TABLE IF NOT EXISTS bench_ms (ms float8);
           TRUNCATE bench_ms;
           DO $$ DECLARE t0 timestamptz := clock_timestamp(); BEGIN
             PERFORM count(length((${call})::text)) FROM bench_args a;
             INSERT INTO bench_ms VALUES (extract(epoch FROM clock_timestamp() - t0) * 1000);
           END $$;
           SELECT ms FROM bench_ms`,
        );
        const last = (r as unknown as { rows: { ms: number }[] }[]).at(-1)?.rows[0]?.ms ?? 0;
        ms.push(last / people.length);
      }
      console.log(
        `${label.padEnd(38)} ${ms
          .sort((a, b) => a - b)
          .map((x) => `${x.toFixed(3)} ms`)
          .join('  ')} a call`,
      );
    }
  } finally {
    await c.end();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await run(process.argv.slice(2));
