/**
 * Public-records data tool (docs/data-format.md):
 *
 *   npm run data -- generate --people N --seed S --out DIR [--properties M] [--metros K] [--as-of YYYY-MM-DD]
 *   npm run data -- load DIR          (DATABASE_URL, or embedded PGlite in DATA_DIR; migrates first)
 *   npm run data -- stats [DIR]       (over the files of DIR, or over the loaded database)
 *   npm run data -- update --from DIR --out DELTA --seed S [--changes N]   (a records update of a set)
 *   npm run data -- apply DELTA       (applies a records update to the configured database)
 *   npm run data -- link --a A.csv --b B.csv --out matches.csv   (record linkage, docs/record-linkage.md)
 *   npm run data -- linkage-set --from DIR --out OUT --seed S     (a labelled linkage set of a record set)
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { readLinkageCsv, writeLinkageCsv, writeMatchesCsv } from '../../adapters/linkage/linkage-csv.js';
import { runMigrations } from '../../adapters/postgres/migrate.js';
import { openDb } from '../../adapters/postgres/open-db.js';
import { applyRecordsDelta, RecordsDeltaRefused } from '../../adapters/postgres/records-delta.js';
import { loadRecords, RecordsFormatError } from '../../adapters/postgres/records-loader.js';
import {
  recordAgeBands,
  recordCurrentStates,
  recordFactsWithoutSource,
  recordQuickFilterCounts,
  recordRowCounts,
  recordsAsOf,
  recordTopSurnames,
} from '../../adapters/postgres/records-stats.js';
import { generateRecordsDelta } from '../../adapters/synthetic/delta-generator.js';
import { generateRecordsParallel } from '../../adapters/synthetic/generator-parallel.js';
import { US_STATES } from '../../adapters/synthetic/geo.js';
import { makeLabelledLinkageSet } from '../../adapters/synthetic/linkage-set.js';
import { computeRecordStats, formatRecordStats, QUICK_FILTERS } from '../../adapters/synthetic/records-stats.js';
import { linkageQuality, linkRecordSets } from '../../core/records/record-linkage.rules.js';
import { parseDatabaseConfig } from '../config.js';
import { progressLine, RowProgress } from './progress.js';

const usage = `Usage:
  npm run data -- generate --people N --seed S --out DIR [--properties M] [--metros K] [--as-of YYYY-MM-DD]
  npm run data -- load DIR
  npm run data -- stats [DIR]
  npm run data -- update --from DIR --out DELTA --seed S [--changes N]
  npm run data -- apply DELTA
  npm run data -- link --a A.csv --b B.csv --out matches.csv [--truth TRUTH.csv]
  npm run data -- linkage-set --from DIR --out OUT --seed S`;

const flags = (args: string[]): { named: Record<string, string>; positional: string[] } => {
  const named: Record<string, string> = {};
  const positional: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    if (a.startsWith('--')) {
      const [k, v] = a.includes('=')
        ? [a.slice(2, a.indexOf('=')), a.slice(a.indexOf('=') + 1)]
        : [a.slice(2), args[++i]];
      if (v === undefined) throw new Error(`--${k} needs a value`);
      named[k] = v;
    } else positional.push(a);
  }
  return { named, positional };
};

const int = (v: string | undefined, name: string, fallback?: number): number => {
  if (v === undefined) {
    if (fallback === undefined) throw new Error(`--${name} is required`);
    return fallback;
  }
  const n = Number(v.replace(/_/g, ''));
  if (!Number.isSafeInteger(n) || n < 0)
    throw new Error(`--${name} must be a non-negative integer, got ${JSON.stringify(v)}`);
  return n;
};

/** The database the server would open (DATABASE_URL, else embedded PGlite in DATA_DIR), read through server/config.ts. */
const openConfiguredDb = () => {
  const { databaseUrl, dataDir, dbPoolSize } = parseDatabaseConfig(process.env);
  return openDb({ ...(databaseUrl ? { databaseUrl } : {}), dataDir, poolSize: dbPoolSize });
};

const generate = async (named: Record<string, string>) => {
  const out = named.out;
  if (!out) throw new Error('--out is required');
  const people = int(named.people, 'people');
  const seed = int(named.seed, 'seed', 1);
  const properties = int(named.properties, 'properties', Math.round(people / 2));
  const started = Date.now();
  const r = await generateRecordsParallel({
    people,
    properties,
    seed,
    outDir: out,
    ...(named.metros ? { metros: int(named.metros, 'metros') } : {}),
    ...(named['as-of'] ? { asOf: named['as-of'] } : {}),
    onProgress: (p) => {
      if (p.people % 100_000 < 10)
        process.stderr.write(`  ${progressLine(p.people, people, 'people', Date.now() - started)}\n`);
    },
  });
  const total = r.manifest.tables.reduce((s, t) => s + t.rows, 0);
  console.log(
    `Generated ${people} people, ${properties} properties (${total} rows in ${r.manifest.tables.length} files) into ${out} ` +
      `in ${(r.ms / 1000).toFixed(1)} s, peak RSS ${Math.round(r.peakRssBytes / 1048576)} MiB`,
  );
};

/** The rows a record set's or a delta's manifest announces (0 when it cannot be read: the load says why). */
const manifestRows = (dir: string): number => {
  try {
    const m = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as { tables?: { rows?: unknown }[] };
    return (m.tables ?? []).reduce((n, t) => n + (typeof t.rows === 'number' ? t.rows : 0), 0);
  } catch {
    return 0;
  }
};

/**
 * One line a phase of a load or an apply: its time, and after a copy (a phase named "copy <table>"; the index
 * builds and the derived steps count other things) how far all the copies are.
 */
const phaseLine = (copied: RowProgress) => (phase: string, ms: number, rows?: number) =>
  console.log(
    `  ${phase.padEnd(34)} ${String(ms).padStart(7)} ms` +
      (rows === undefined ? '' : `  ${rows} rows${phase.startsWith('copy ') ? `; copied ${copied.add(rows)}` : ''}`),
  );

const load = async (dir: string | undefined) => {
  if (!dir) throw new Error('load needs a directory');
  const db = await openConfiguredDb();
  try {
    await runMigrations(db);
    const copied = new RowProgress(manifestRows(dir));
    const r = await loadRecords(db, dir, { onPhase: phaseLine(copied) });
    const total = Object.values(r.rows).reduce((s, n) => s + n, 0);
    console.log(
      `Loaded ${total} rows (${r.rows.people} people, ${r.rows.properties} properties) into ${db.kind} in ${(r.timings.totalMs / 1000).toFixed(1)} s` +
        (r.deferredIndexes ? ' (indexes rebuilt after the load)' : ''),
    );
  } finally {
    await db.close();
  }
};

const update = (named: Record<string, string>) => {
  const from = named.from;
  const out = named.out;
  if (!from) throw new Error('--from is required');
  if (!out) throw new Error('--out is required');
  const started = Date.now();
  const m = generateRecordsDelta({
    fromDir: from,
    outDir: out,
    seed: int(named.seed, 'seed', 1),
    ...(named.changes ? { changes: int(named.changes, 'changes') } : {}),
  });
  console.log(
    `Wrote delta ${m.deltaId.slice(0, 16)} (set as of ${m.basedOn.asOf} -> ${m.asOf}) into ${out} in ${Date.now() - started} ms`,
  );
  console.log(
    `  changes: ${Object.entries(m.counts)
      .map(([k, n]) => `${k} ${n}`)
      .join(', ')}`,
  );
  console.log(
    `  rows to add: ${m.tables.map((t) => `${t.table} ${t.rows}`).join(', ')}; retired ${m.retire.rows}; deaths ${m.deaths.rows}`,
  );
};

const apply = async (dir: string | undefined) => {
  if (!dir) throw new Error('apply needs a delta directory');
  const db = await openConfiguredDb();
  try {
    await runMigrations(db);
    const copied = new RowProgress(manifestRows(dir));
    const r = await applyRecordsDelta(db, dir, { onPhase: phaseLine(copied) });
    if (r.alreadyApplied) {
      console.log(`Delta ${r.manifest.deltaId.slice(0, 16)} was already applied; nothing changed.`);
      return;
    }
    const added = Object.values(r.rows).reduce((s, n) => s + n, 0);
    console.log(
      `Applied delta ${r.manifest.deltaId.slice(0, 16)} to ${db.kind}: ${added} rows added, ${r.retired} retired, ` +
        `${r.deaths} deaths; ${r.touched.persons} people and ${r.touched.properties} properties touched; records as of ${r.manifest.asOf} ` +
        `(apply ${r.timings.applyMs} ms, refresh ${r.timings.refreshMs} ms, total ${r.timings.totalMs} ms)`,
    );
  } finally {
    await db.close();
  }
};

/** Links two CSV record files one-to-one; with --truth (rec_id_a,rec_id_b lines) prints precision and recall. */
const link = async (named: Record<string, string>) => {
  if (!named.a || !named.b || !named.out) throw new Error('link needs --a A.csv --b B.csv --out matches.csv');
  const started = Date.now();
  const [as, bs] = await Promise.all([readLinkageCsv(named.a), readLinkageCsv(named.b)]);
  const links = linkRecordSets(as, bs);
  await writeMatchesCsv(named.out, links);
  console.log(
    `Linked ${links.length} pairs of ${as.length} x ${bs.length} records into ${named.out} in ${Date.now() - started} ms`,
  );
  if (named.truth) {
    const truth = new Set(
      readFileSync(named.truth, 'utf8')
        .split(/\r?\n/)
        .slice(1)
        .map((l) => l.split(',').map((c) => c.trim()))
        .filter((c) => c.length >= 2 && c[0])
        .map((c) => `${c[0]}|${c[1]}`),
    );
    const q = linkageQuality(links, truth);
    console.log(
      `Against ${truth.size} true pairs: precision ${q.precision.toFixed(4)}, recall ${q.recall.toFixed(4)} ` +
        `(${q.truePositives} right, ${q.falsePositives} wrong, ${q.falseNegatives} missed)`,
    );
  }
};

/** Writes a labelled linkage set of a record set: OUT/a.csv, OUT/b.csv and OUT/truth.csv. */
const linkageSet = async (named: Record<string, string>) => {
  if (!named.from || !named.out) throw new Error('linkage-set needs --from DIR --out OUT');
  const set = makeLabelledLinkageSet(named.from, int(named.seed, 'seed', 1));
  mkdirSync(named.out, { recursive: true });
  await writeLinkageCsv(join(named.out, 'a.csv'), set.a);
  await writeLinkageCsv(join(named.out, 'b.csv'), set.b);
  writeFileSync(
    join(named.out, 'truth.csv'),
    `rec_id_a,rec_id_b\n${[...set.truth].map((t) => t.replace('|', ',')).join('\n')}\n`,
  );
  console.log(
    `Wrote ${set.a.length} + ${set.b.length} records and ${set.truth.size} true pairs into ${named.out} ` +
      `(copies spoiled by: ${Object.entries(set.spoiled)
        .map(([k, n]) => `${k} ${n}`)
        .join(', ')})`,
  );
};

const dbStats = async () => {
  const db = await openConfiguredDb();
  try {
    await runMigrations(db);
    const counts = await recordRowCounts(db);
    const people = counts.people ?? 0;
    const props = counts.properties ?? 0;
    const pct = (n: number, d: number) => `${((n / Math.max(1, d)) * 100).toFixed(2)} %`;
    console.log(`People: ${people}   Properties: ${props}   (database: ${db.kind})`);
    const top = await recordTopSurnames(db, 10);
    console.log(
      `Top 10 surnames (${pct(
        top.reduce((s, r) => s + r.n, 0),
        people,
      )} of people):`,
    );
    for (const r of top) console.log(`  ${r.lastName.padEnd(12)} ${String(r.n).padStart(9)}  ${pct(r.n, people)}`);
    const covered = new Set(await recordCurrentStates(db));
    const missing = US_STATES.filter((s) => !covered.has(s));
    console.log(
      `States covered: ${US_STATES.length - missing.length} of 51 (50 states + DC)${missing.length ? `; missing ${missing.join(', ')}` : ''}`,
    );
    const asOf = (await recordsAsOf(db)) ?? new Date().toISOString().slice(0, 10);
    const ages = await recordAgeBands(db, asOf);
    console.log(`Age histogram (as of ${asOf}):`);
    for (const r of ages) console.log(`  ${r.band.padEnd(7)} ${String(r.n).padStart(9)}  ${pct(r.n, people)}`);
    const qf = await recordQuickFilterCounts(db, asOf);
    console.log('Properties per quick filter (each must be >= 0.5 %):');
    for (const q of QUICK_FILTERS) {
      const n = qf[q] ?? 0;
      console.log(
        `  ${q.padEnd(16)} ${String(n).padStart(9)}  ${pct(n, props).padStart(8)}${n / Math.max(1, props) < 0.005 ? '  BELOW 0.5 %' : ''}`,
      );
    }
    console.log(`Facts without a source (SQL): ${await recordFactsWithoutSource(db)}`);
    console.log('Timeline violations: counted over the files of a set (npm run data -- stats DIR)');
  } finally {
    await db.close();
  }
};

const main = async () => {
  const [command, ...rest] = process.argv.slice(2);
  const { named, positional } = flags(rest);
  switch (command) {
    case 'generate':
      return generate(named);
    case 'load':
      return load(positional[0]);
    case 'update':
      return update(named);
    case 'apply':
      return apply(positional[0]);
    case 'link':
      return link(named);
    case 'linkage-set':
      return linkageSet(named);
    case 'stats':
      if (positional[0]) return console.log(formatRecordStats(await computeRecordStats(positional[0])));
      return dbStats();
    default:
      console.error(usage);
      process.exitCode = 2;
  }
};

main().catch((e: unknown) => {
  const nothing = process.argv[2] === 'apply' ? 'Nothing was applied.' : 'Nothing was loaded.';
  if (e instanceof RecordsFormatError) console.error(`Rejected: ${e.message}\n${nothing}`);
  else if (e instanceof RecordsDeltaRefused) console.error(`Refused: ${e.message}`);
  else console.error((e as Error).message);
  process.exitCode = 1;
});
