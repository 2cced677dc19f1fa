/**
 * Search relevance benchmark (docs/decisions/0040; docs/performance.md "Search"): at least 500 name queries
 * built from the generator's ground truth (ground_truth.tsv), mixing nicknames (formal <-> nickname
 * both ways; from our own table and, as a kind of its own, pairs drawn from the public curated list),
 * a first initial only, first and last name swapped, one-letter typos in the first or last name, phonetic spellings of the last name,
 * missing or extra middle names, and a former city; each query also gives a city and state (the
 * current one, or the former one). Reports the share of queries with the right person first and in
 * the top 10, per kind.
 *
 *   npx tsx tests/bench/search-relevance.bench.ts [--db postgres://...] [--data DIR] [--queries N]
 *
 * Without --db: generates 20,000 people (the demo size) into a temporary directory and loads them
 * into in-memory PGlite. With --db: the records of DIR must already be loaded in that database.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Db } from '../../adapters/postgres/db.js';
import { runMigrations } from '../../adapters/postgres/migrate.js';
import { MEMORY_DATA_DIR, openDb } from '../../adapters/postgres/open-db.js';
import { refreshSearchTables } from '../../adapters/postgres/pg-person-search.js';
import { loadRecords } from '../../adapters/postgres/records-loader.js';
import { GROUND_TRUTH_FILE, generateRecords } from '../../adapters/synthetic/generator.js';
import { givenNameVariants } from '../../core/records/nicknames.js';
import { PUBLIC_NICKNAME_TABLE } from '../../core/records/public-nicknames.js';
import { wiredTestApp } from '../support/test-app.js';

type Truth = {
  id: number;
  first: string;
  last: string;
  formal: string | null;
  nickUsed: boolean;
  city: string;
  state: string;
  former: { city: string; state: string }[];
};

export type QueryKind =
  | 'nickname'
  | 'public-nickname'
  | 'initial'
  | 'swapped'
  | 'typo-first'
  | 'typo-last'
  | 'phonetic'
  | 'middle'
  | 'former-city'
  | 'two-differences';
export type RelevanceQuery = {
  kind: QueryKind;
  id: number;
  firstName: string;
  middleName: string;
  lastName: string;
  city: string;
  state: string;
};

/** A small seeded PRNG (mulberry32), so the query set is the same on every run. */
const prng = (seed: number) => {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

const readTruth = (dir: string): Truth[] =>
  readFileSync(join(dir, GROUND_TRUTH_FILE), 'utf8')
    .split('\n')
    .filter((l) => l !== '')
    .map((l) => l.split('\t'))
    .map((c) => ({
      id: Number(c[0]),
      first: c[1] ?? '',
      last: c[2] ?? '',
      formal: c[3] === '\\N' ? null : (c[3] ?? null),
      nickUsed: c[4] === 't' || c[4] === 'true',
      city: c[8] ?? '',
      state: c[9] ?? '',
      former: (c[10] === '\\N' || !c[10] ? [] : c[10].split(';')).map((s) => ({
        city: s.slice(0, -3),
        state: s.slice(-2),
      })),
    }));

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/** The public curated list's pairs (formal -> nicknames, nickname -> formals), as users would try them. */
const PUBLIC_PAIRS = (() => {
  const toNicks = new Map<string, string[]>();
  const toFormals = new Map<string, string[]>();
  for (const line of PUBLIC_NICKNAME_TABLE.split('\n')) {
    const m = /^([a-z]+):\s*(.*)$/.exec(line.trim());
    if (!m) continue;
    const formal = m[1] ?? '';
    const nicks = (m[2] ?? '').split(/\s+/).filter((x) => x !== '');
    toNicks.set(formal, nicks);
    for (const n of nicks) toFormals.set(n, [...(toFormals.get(n) ?? []), formal]);
  }
  return { toNicks, toFormals };
})();
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** One typo: a substituted, dropped, doubled or swapped letter (never the first letter's removal). */
const typo = (w: string, r: () => number): string => {
  const s = w.toLowerCase();
  const i = 1 + Math.floor(r() * (s.length - 1));
  const op = Math.floor(r() * 4);
  let out = s;
  if (op === 0) out = s.slice(0, i) + LETTERS[Math.floor(r() * 26)] + s.slice(i + 1);
  else if (op === 1) out = s.slice(0, i) + s.slice(i + 1);
  else if (op === 2) out = s.slice(0, i) + s.charAt(i) + s.slice(i);
  else if (i + 1 < s.length) out = s.slice(0, i) + s.charAt(i + 1) + s.charAt(i) + s.slice(i + 2);
  return out === s ? `${s}e` : cap(out);
};

/** Sound-alike respellings (English surnames). */
const PHONETIC: [RegExp, string][] = [
  [/ph/, 'f'],
  [/ck/, 'k'],
  [/son$/, 'sen'],
  [/sen$/, 'son'],
  [/th/, 't'],
  [/ie$/, 'y'],
  [/y$/, 'ie'],
  [/ey$/, 'y'],
  [/ll/, 'l'],
  [/tt/, 't'],
  [/nn/, 'n'],
  [/ss/, 's'],
  [/mm/, 'm'],
  [/rr/, 'r'],
  [/ou/, 'ow'],
  [/ai/, 'ay'],
  [/ee/, 'ea'],
  [/c(?=[aou])/, 'k'],
  [/k/, 'c'],
  [/z/, 's'],
  [/i/, 'y'],
  [/y/, 'i'],
  [/s$/, 'z'],
  [/e$/, ''],
  [/([^aeiou])$/, '$1e'],
];
const phonetic = (w: string, r: () => number): string | null => {
  const s = w.toLowerCase();
  const start = Math.floor(r() * PHONETIC.length);
  for (let k = 0; k < PHONETIC.length; k++) {
    const [re, to] = PHONETIC[(start + k) % PHONETIC.length] as [RegExp, string];
    if (re.test(s.slice(1))) {
      const out = s.charAt(0) + s.slice(1).replace(re, to);
      if (out !== s && out.length >= 2) return cap(out);
    }
  }
  return null;
};

/** Builds the query set (seeded): `n` queries spread evenly over the nine kinds. */
export const buildRelevanceQueries = (
  truth: Truth[],
  middles: Map<number, string | null>,
  n: number,
  seed = 42,
): RelevanceQuery[] => {
  const r = prng(seed);
  const kinds: QueryKind[] = [
    'nickname',
    'public-nickname',
    'initial',
    'swapped',
    'typo-first',
    'typo-last',
    'phonetic',
    'middle',
    'former-city',
  ];
  const per = Math.ceil(n / kinds.length);
  const out: RelevanceQuery[] = [];
  const alpha = (s: string) => /^[A-Za-z][A-Za-z ]*$/.test(s);
  const pool = truth.filter((t) => alpha(t.first) && alpha(t.last) && t.last.length >= 3);
  const pick = (f: (t: Truth) => boolean): Truth | undefined => {
    for (let i = 0; i < 5000; i++) {
      const t = pool[Math.floor(r() * pool.length)];
      if (t && f(t)) return t;
    }
    return undefined;
  };
  const base = (t: Truth, kind: QueryKind): RelevanceQuery => ({
    kind,
    id: t.id,
    firstName: t.first,
    middleName: '',
    lastName: t.last,
    city: t.city,
    state: t.state,
  });
  for (const kind of kinds) {
    for (let i = 0; i < per; i++) {
      let q: RelevanceQuery | null = null;
      if (kind === 'nickname') {
        if (i % 2 === 0) {
          const t = pick((x) => x.nickUsed && x.formal !== null);
          if (t) q = { ...base(t, kind), firstName: t.formal ?? t.first };
        } else {
          const t = pick((x) => givenNameVariants(x.first).some((v) => v.relation === 'nickname'));
          const nicks = t ? givenNameVariants(t.first).filter((v) => v.relation === 'nickname') : [];
          const v = nicks[Math.floor(r() * nicks.length)];
          if (t && v) q = { ...base(t, kind), firstName: cap(v.name) };
        }
      } else if (kind === 'public-nickname') {
        // A pair of the public list: the record's first name is its formal name and the query a
        // nickname of it, or the record's name is a nickname and the query a formal name of it.
        const other = (first: string) =>
          i % 2 === 0 ? PUBLIC_PAIRS.toNicks.get(first.toLowerCase()) : PUBLIC_PAIRS.toFormals.get(first.toLowerCase());
        const t = pick((x) => (other(x.first) ?? []).length > 0);
        const names = t ? (other(t.first) ?? []) : [];
        const name = names[Math.floor(r() * names.length)];
        if (t && name) q = { ...base(t, kind), firstName: cap(name) };
      } else if (kind === 'initial') {
        // "J Smith" with the city and state: the first initial only.
        const t = pick((x) => x.first.length > 1);
        if (t) q = { ...base(t, kind), firstName: t.first.charAt(0).toUpperCase() };
      } else if (kind === 'swapped') {
        // First and last name typed the wrong way round.
        const t = pick((x) => x.first.toLowerCase() !== x.last.toLowerCase());
        if (t) q = { ...base(t, kind), firstName: t.last, lastName: t.first };
      } else if (kind === 'typo-first') {
        const t = pick((x) => x.first.length >= 4);
        if (t) q = { ...base(t, kind), firstName: typo(t.first, r) };
      } else if (kind === 'typo-last') {
        const t = pick((x) => x.last.length >= 4);
        if (t) q = { ...base(t, kind), lastName: typo(t.last, r) };
      } else if (kind === 'phonetic') {
        const t = pick((x) => phonetic(x.last, prng(x.id)) !== null);
        if (t) q = { ...base(t, kind), lastName: phonetic(t.last, prng(t.id)) ?? t.last };
      } else if (kind === 'middle') {
        const t = pick(() => true);
        if (t) {
          const m = middles.get(t.id) ?? null;
          // Has a middle name: the query gives a different-looking one (initial only) or leaves it out;
          // has none: the query adds a middle initial.
          const middle = m
            ? m.length > 1 && r() < 0.5
              ? m.charAt(0)
              : ''
            : LETTERS.charAt(Math.floor(r() * 26)).toUpperCase();
          q = { ...base(t, kind), middleName: middle };
        }
      } else {
        const t = pick((x) => x.former.length > 0 && x.former.some((f) => alpha(f.city)));
        const f = t?.former.find((x) => alpha(x.city));
        if (t && f) q = { ...base(t, kind), city: f.city, state: f.state };
      }
      if (q && !alpha(q.city)) q = { ...q, city: '' };
      if (q) out.push(q);
    }
  }
  return out;
};

export type RelevanceReport = {
  queries: number;
  first: number;
  top10: number;
  byKind: Record<string, { n: number; first: number; top10: number }>;
  p50ms: number;
  p95ms: number;
};

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? 0;
};

/** Runs the queries through the name-search use case and scores the ranks. */
export const measureRelevance = async (
  db: Db,
  queries: RelevanceQuery[],
): Promise<RelevanceReport & { misses: (RelevanceQuery & { rank: number })[] }> => {
  const uc = wiredTestApp({ db, overrides: { search: { candidates: null } } }).useCases.search;
  const byKind: RelevanceReport['byKind'] = {};
  const times: number[] = [];
  const misses: (RelevanceQuery & { rank: number })[] = [];
  let first = 0;
  let top10 = 0;
  for (const q of queries) {
    const t = performance.now();
    const r = await uc.searchPeople({
      firstName: q.firstName,
      middleName: q.middleName,
      lastName: q.lastName,
      city: q.city,
      state: q.state,
    });
    times.push(performance.now() - t);
    const ids = r.isOk() ? r.value.people.map((p) => Number(p.id)) : [];
    const rank = ids.indexOf(q.id);
    const k = byKind[q.kind] ?? { n: 0, first: 0, top10: 0 };
    byKind[q.kind] = k;
    k.n += 1;
    if (rank === 0) {
      first += 1;
      k.first += 1;
    }
    if (rank >= 0 && rank < 10) {
      top10 += 1;
      k.top10 += 1;
    }
    if (rank !== 0) misses.push({ ...q, rank });
  }
  return { queries: queries.length, first, top10, byKind, p50ms: pct(times, 50), p95ms: pct(times, 95), misses };
};

/**
 * Queries two differences away from the record: a nickname or formal name of the given name and a
 * sound-alike spelling of the surname at once ("Bill Smyth" for William Smith). Kept apart from the
 * nine kinds (their own seed; not in the totals). These pairs are most of a name search's keys and
 * of its cost (docs/performance.md): this share is what a search that left them out would give up.
 */
export const buildTwoDifferenceQueries = (truth: Truth[], n: number, seed = 43): RelevanceQuery[] => {
  const r = prng(seed);
  const alpha = (s: string) => /^[A-Za-z][A-Za-z ]*$/.test(s);
  const pool = truth.filter(
    (t) =>
      alpha(t.first) &&
      alpha(t.last) &&
      t.last.length >= 3 &&
      givenNameVariants(t.first).length > 0 &&
      phonetic(t.last, prng(t.id)) !== null,
  );
  const out: RelevanceQuery[] = [];
  for (let i = 0; i < n && pool.length > 0; i++) {
    const t = pool[Math.floor(r() * pool.length)];
    const variants = t ? givenNameVariants(t.first) : [];
    const v = variants[Math.floor(r() * variants.length)];
    if (!t || !v) continue;
    out.push({
      kind: 'two-differences',
      id: t.id,
      firstName: cap(v.name),
      middleName: '',
      lastName: phonetic(t.last, prng(t.id)) ?? t.last,
      city: alpha(t.city) ? t.city : '',
      state: t.state,
    });
  }
  return out;
};

const arg = (args: string[], name: string): string | undefined => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};

export async function run(args: string[] = []): Promise<void> {
  const url = arg(args, 'db');
  let dir = arg(args, 'data');
  const n = Number(arg(args, 'queries') ?? 600);
  let tmp: string | undefined;
  let db: Db;
  if (url) {
    if (!dir) throw new Error('--db needs --data DIR (the generated files loaded in that database)');
    db = await openDb({ databaseUrl: url, dataDir: MEMORY_DATA_DIR, poolSize: 4 });
    await runMigrations(db);
  } else {
    tmp = mkdtempSync(join(tmpdir(), 'tw-relevance-'));
    dir = dir ?? join(tmp, 'data');
    if (!arg(args, 'data')) generateRecords({ people: 20_000, seed: 1, outDir: dir });
    db = await openDb({ dataDir: MEMORY_DATA_DIR });
    await runMigrations(db);
    await loadRecords(db, dir);
  }
  try {
    await refreshSearchTables(db);
    const truth = readTruth(dir);
    const middles = new Map<number, string | null>();
    const rows = await db.query<{ id: number; middle_name: string | null }>('SELECT id, middle_name FROM people');
    for (const row of rows.rows) middles.set(Number(row.id), row.middle_name);
    const queries = buildRelevanceQueries(truth, middles, n);
    const rep = await measureRelevance(db, queries);
    const share = (a: number, b: number) => `${((100 * a) / Math.max(1, b)).toFixed(1)} %`;
    console.log(`people: ${truth.length}, queries: ${rep.queries} (${db.kind})`);
    console.log(`right person first: ${share(rep.first, rep.queries)}   in top 10: ${share(rep.top10, rep.queries)}`);
    console.log(`latency per search: p50 ${rep.p50ms.toFixed(1)} ms, p95 ${rep.p95ms.toFixed(1)} ms`);
    for (const [k, v] of Object.entries(rep.byKind))
      console.log(`  ${k.padEnd(15)} n=${v.n}  first ${share(v.first, v.n)}  top10 ${share(v.top10, v.n)}`);
    const two = await measureRelevance(db, buildTwoDifferenceQueries(truth, Math.ceil(n / 9)));
    console.log(
      `two differences at once (a nickname and a sound-alike surname; not in the totals): n=${two.queries}  first ${share(two.first, two.queries)}  top10 ${share(two.top10, two.queries)}`,
    );
    if (args.includes('--misses')) for (const m of rep.misses.slice(0, 40)) console.log('  miss', JSON.stringify(m));
  } finally {
    await db.close();
    if (tmp) rmSync(tmp, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await run(process.argv.slice(2));
