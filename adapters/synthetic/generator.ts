/**
 * The synthetic public-records generator (docs/data-format.md): the options and chunk plan of a run,
 * the files it writes, and the run itself.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { RECORD_TABLES, RECORDS_FORMAT_VERSION, type RecordsManifest } from '../../core/records/record-files.schema.js';
import { AddressGenerator } from './address-generator.js';
import { ContactFactsGenerator } from './contact-facts-generator.js';
import { CourtRecordsGenerator } from './court-records-generator.js';
import { fmt } from './day-numbers.js';
import { CHUNK_ID_STRIDE, DEFAULT_AS_OF, GenerationContext } from './generation-context.js';
import { HouseholdGenerator } from './household-generator.js';
import { PersonFactsGenerator } from './person-facts-generator.js';
import { Prng } from './prng.js';
import { PropertyFilingsGenerator } from './property-filings-generator.js';
import { PropertyGenerator } from './property-generator.js';
import { PropertyOwnersGenerator } from './property-owners-generator.js';
import { writeSchoolsFile } from './schools.js';
import { TsvWriter } from './tsv-writer.js';

/** Options of one generation run (`npm run data -- generate`). */
export interface GenerateRecordsOptions {
  /** Number of people (exact). */
  people: number;
  /** Number of properties (exact); default people / 2. */
  properties?: number;
  seed: number;
  outDir: string;
  /** How many metros hold the properties (default scales with the property count, 3..43). */
  metros?: number;
  /** The "today" of the data set: ages, days on market and auctions are relative to it. Default 2026-10-01. */
  asOf?: string;
  /** Called every 10,000 people. */
  onProgress?: (done: { people: number; properties: number }) => void;
  /**
   * People per chunk (default DEFAULT_CHUNK_PEOPLE). The set is generated in fixed chunks of people
   * (and a proportional share of the properties), each with its own seed derived from `seed`; chunks
   * can run in parallel (generateRecordsParallel) and are written in chunk order, so the files depend
   * on the seed, the sizes and this value, never on the number of workers. A set of at most one chunk
   * is the same as the single-stream generator of earlier versions.
   */
  chunkPeople?: number;
}

/** Default people per chunk: sets of up to 25,000 people (the demo set, tests) are one chunk. */
export const DEFAULT_CHUNK_PEOPLE = 25_000;
export { CHUNK_ID_STRIDE, DEFAULT_AS_OF };

/** One chunk of a generation run: a range of people ids and of property ids. */
export interface GenerateChunk {
  index: number;
  peopleStart: number;
  people: number;
  propsStart: number;
  props: number;
}

/** The chunks of a run: a function of the sizes and `chunkPeople` only. */
export const planChunks = (people: number, properties: number, chunkPeople = DEFAULT_CHUNK_PEOPLE): GenerateChunk[] => {
  if (!Number.isInteger(chunkPeople) || chunkPeople < 1) throw new Error('chunkPeople must be a positive integer');
  const k = Math.ceil(people / chunkPeople);
  const propsAt = (peopleStart: number) =>
    peopleStart >= people ? properties : Math.floor((properties * peopleStart) / people);
  const chunks: GenerateChunk[] = [];
  for (let i = 0; i < k; i++) {
    const peopleStart = i * chunkPeople;
    const peopleEnd = Math.min(people, peopleStart + chunkPeople);
    chunks.push({
      index: i,
      peopleStart,
      people: peopleEnd - peopleStart,
      propsStart: propsAt(peopleStart),
      props: propsAt(peopleEnd) - propsAt(peopleStart),
    });
  }
  return chunks;
};

/** Seed of chunk k's stream (chunk 0 uses the run's seed itself) and of its placement stream. */
const chunkSeed = (seed: number, k: number, salt = 0): number =>
  k === 0 && salt === 0
    ? seed
    : (Math.imul((seed ^ 0x27d4eb2f) >>> 0, 0x165667b1) +
        Math.imul(k + 1, 0x9e3779b1) +
        Math.imul(salt, 0x85ebca77)) >>>
      0;

/** Where a chunk writes: one writer per table plus the ground truth. */
export interface ChunkWriters {
  tables: Record<string, TsvWriter>;
  truth: TsvWriter;
}

/**
 * Tables written once the chunks are done, from the files the chunks wrote (schools.ts): they draw
 * nothing from the chunks' streams.
 */
export const DERIVED_TABLES: ReadonlySet<string> = new Set(['schools']);

/** Opens one writer per record table the chunks write (and ground_truth.tsv) in `dir`. */
export const openChunkWriters = (dir: string, skipSources = false): ChunkWriters => {
  mkdirSync(dir, { recursive: true });
  const tables: Record<string, TsvWriter> = {};
  for (const t of RECORD_TABLES)
    if (!(skipSources && t.table === 'sources') && !DERIVED_TABLES.has(t.table))
      tables[t.table] = new TsvWriter(join(dir, `${t.table}.tsv`), t.columns.length);
  return { tables, truth: new TsvWriter(join(dir, GROUND_TRUTH_FILE), GROUND_TRUTH_COLUMNS.length) };
};

export interface GenerateRecordsResult {
  manifest: RecordsManifest;
  ms: number;
  /** Highest resident set size seen during the run, in bytes. */
  peakRssBytes: number;
}

export const GENERATOR_NAME = 'tracewell-synthetic/1';
export const GROUND_TRUTH_FILE = 'ground_truth.tsv';
/** Column order of ground_truth.tsv (same TSV conventions as the tables; not loaded). */
export const GROUND_TRUTH_COLUMNS = [
  'person_id',
  'first_name',
  'last_name',
  'formal_first_name',
  'nickname_used',
  'maiden_name',
  'birth_year',
  'deceased',
  'current_city',
  'current_state',
  'former_cities',
] as const;

/**
 * A synthetic public-records set (docs/data-format.md), generated chunk by chunk. The work is done
 * by the generators over one shared GenerationContext: properties (property-generator.ts, which
 * moves households in), households outside the metros (household-generator.ts), and each person's
 * facts (person-facts-generator.ts). The order of their draws is the format: keep it.
 */
export class SyntheticRecordsGenerator {
  private readonly ctx: GenerationContext;
  private readonly households: HouseholdGenerator;
  private readonly properties: PropertyGenerator;
  private readonly chunks: GenerateChunk[];
  /** Lot counters at the start of chunk `lotBaseChunk` (replayed from the placement streams). */
  private lotBase: number[][];
  private lotBaseChunk = 0;
  private readonly totalPeople: number;
  private readonly totalProps: number;

  constructor(private readonly opts: GenerateRecordsOptions) {
    if (!Number.isInteger(opts.people) || opts.people < 1) throw new Error('people must be a positive integer');
    this.totalPeople = opts.people;
    this.totalProps = opts.properties ?? Math.round(opts.people / 2);
    this.chunks = planChunks(this.totalPeople, this.totalProps, opts.chunkPeople);
    const ctx = new GenerationContext({ ...opts, people: this.totalPeople, properties: this.totalProps });
    this.ctx = ctx;
    this.lotBase = ctx.emptyLots();
    const contact = new ContactFactsGenerator(ctx);
    const court = new CourtRecordsGenerator(ctx);
    const facts = new PersonFactsGenerator(ctx, contact, court);
    this.households = new HouseholdGenerator(ctx, new AddressGenerator(ctx), contact, facts);
    this.properties = new PropertyGenerator(
      ctx,
      new PropertyOwnersGenerator(ctx, this.households, court),
      new PropertyFilingsGenerator(ctx),
    );
  }

  /** The chunks of this run. */
  get plan(): readonly GenerateChunk[] {
    return this.chunks;
  }

  /** Writes sources.tsv's rows (shared look-up data: written once, not per chunk). */
  writeSourceRows(w: TsvWriter): void {
    for (const r of this.ctx.sources.rows) w.row(r);
  }

  /** The lot counters after every property placed by chunks before `k`. */
  private lotsBefore(k: number): number[][] {
    const ctx = this.ctx;
    if (k < this.lotBaseChunk) {
      for (const z of this.lotBase) z.fill(0);
      this.lotBaseChunk = 0;
    }
    for (; this.lotBaseChunk < k; this.lotBaseChunk++) {
      const c = this.chunks[this.lotBaseChunk]!;
      const rng = new Prng(chunkSeed(this.opts.seed, c.index, 1));
      for (let i = 0; i < c.props; i++) {
        const mi = ctx.metroTable.sample(rng);
        this.lotBase[mi]![ctx.zipTables[mi]!.sample(rng)]!++;
      }
    }
    return this.lotBase.map((z) => z.slice());
  }

  /**
   * Generates chunk `k` into `out` (the files of the run, or the chunk's part files). Its output
   * depends only on the options and `k`: chunks may run in any order, in any worker.
   */
  runChunk(k: number, out: ChunkWriters): { rows: Record<string, number> } {
    const c = this.chunks[k];
    if (!c) throw new Error(`no chunk ${k}`);
    const ctx = this.ctx;
    const single = this.chunks.length === 1;
    const rng = new Prng(chunkSeed(this.opts.seed, k));
    // One chunk: metro and ZIP draws share the main stream (as before chunks existed). Several: a
    // placement stream of their own, so later chunks can replay it and continue the lot numbering.
    ctx.beginChunk({
      rng,
      placeRng: single ? rng : new Prng(chunkSeed(this.opts.seed, k, 1)),
      lotCounters: single ? ctx.emptyLots() : this.lotsBefore(k),
      peopleStart: c.peopleStart,
      people: c.people,
      propsStart: c.propsStart,
      props: c.props,
      idBase: k * CHUNK_ID_STRIDE,
      tables: out.tables,
      truth: out.truth,
    });
    const before = Object.fromEntries(Object.entries(out.tables).map(([t, w]) => [t, w.rows]));
    const P = ctx.propsTarget;
    const N = ctx.peopleTarget;
    while (ctx.propsDone < P || ctx.peopleDone < N) {
      const propFrac = P > 0 ? ctx.propsDone / P : 1;
      const peopleFrac = ctx.peopleDone / N;
      if (ctx.propsDone < P && (ctx.peopleDone >= N || propFrac <= peopleFrac)) this.properties.property();
      else this.households.rural();
    }
    ctx.peakRss = Math.max(ctx.peakRss, process.memoryUsage.rss());
    return { rows: Object.fromEntries(Object.entries(out.tables).map(([t, w]) => [t, w.rows - (before[t] ?? 0)])) };
  }

  /**
   * Writes the derived tables (schools.tsv) of the set in `dir`, once every chunk is in its files;
   * answers their row counts.
   */
  writeDerivedTables(dir: string): Record<string, number> {
    return { schools: writeSchoolsFile(dir, fmt(this.ctx.asOf)!, this.ctx.sources.schoolSource) };
  }

  /** Highest RSS seen so far (bytes). */
  get peakRssBytes(): number {
    return Math.max(this.ctx.peakRss, process.memoryUsage.rss());
  }

  /** The manifest of this run, given the row count of each table. */
  manifest(rows: Record<string, number>): RecordsManifest {
    return {
      formatVersion: RECORDS_FORMAT_VERSION,
      generator: GENERATOR_NAME,
      seed: this.opts.seed,
      asOf: fmt(this.ctx.asOf)!,
      options: {
        people: this.totalPeople,
        properties: this.totalProps,
        metros: this.ctx.metros.map((m) => `${m.city}, ${m.state}`),
      },
      tables: RECORD_TABLES.map((t) => ({
        table: t.table,
        file: `${t.table}.tsv`,
        rows: rows[t.table] ?? 0,
        columns: t.columns.map((c) => c.name),
      })),
      extraFiles: [
        {
          file: GROUND_TRUTH_FILE,
          description: `Search-relevance ground truth, one row per person, columns: ${GROUND_TRUTH_COLUMNS.join(', ')}`,
        },
      ],
    };
  }

  /** Generates every chunk in order in this thread into `opts.outDir`. */
  run(): GenerateRecordsResult {
    const started = Date.now();
    const out = openChunkWriters(this.opts.outDir);
    this.writeSourceRows(out.tables.sources!);
    for (const c of this.chunks) this.runChunk(c.index, out);
    for (const w of Object.values(out.tables)) w.close();
    out.truth.close();
    const rows = {
      ...Object.fromEntries(Object.entries(out.tables).map(([t, w]) => [t, w.rows])),
      ...this.writeDerivedTables(this.opts.outDir),
    };
    const manifest = this.manifest(rows);
    writeFileSync(join(this.opts.outDir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    return { manifest, ms: Date.now() - started, peakRssBytes: this.peakRssBytes };
  }
}

/**
 * Generates a synthetic public-records set into `opts.outDir` (docs/data-format.md): deterministic
 * for a seed, streaming (rows go to the files as they are made; memory stays flat).
 */
export const generateRecords = (opts: GenerateRecordsOptions): GenerateRecordsResult =>
  new SyntheticRecordsGenerator(opts).run();
