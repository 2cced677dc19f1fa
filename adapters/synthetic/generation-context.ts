/**
 * The state the synthetic records generators share while they make one chunk: the seeded streams,
 * the places (ZIPs, metros, lots), the sources, the id counters, the writers and the recent people
 * and households that later ones refer to. Every draw of a chunk comes from `rng` (placement from
 * `placeRng`) in the order the generators make them, which is what keeps a seed's files byte-identical.
 */

import { dayOf, fmt, YEAR } from './day-numbers.js';
import { type MetroArea, metroAreas, usZips, type Zip } from './geo.js';
import { Prng, WeightedTable } from './prng.js';
import { buildRecordSources, NATIONAL_SOURCES, type RecordSources } from './record-sources.js';
import type { Cell, TsvWriter } from './tsv-writer.js';

/**
 * Ids of chunk k (except people and properties, which stay dense 1..N) are `k * CHUNK_ID_STRIDE + n`:
 * a chunk assigns its ids without knowing how many rows earlier chunks made.
 */
export const CHUNK_ID_STRIDE = 10_000_000;
export const DEFAULT_AS_OF = '2026-10-01';

/** An address row already written (a tracked property's or a person's other address). */
export interface AddressInfo {
  id: number;
  city: string;
  state: string;
  zip: string;
  county: string | null;
}

/** A person being generated (the people row is written with their facts). */
export interface PersonRec {
  id: number;
  first: string;
  middle: string | null;
  last: string;
  gender: 'M' | 'F';
  birth: number;
  deceased: boolean;
  deathDay: number | null;
  formalFirst: string | null;
  maiden: string | null;
}

/** A former address of a person, with the days they lived there. */
export interface FormerAddress {
  addr: AddressInfo;
  from: number;
  to: number;
}

/** A person already written, remembered for relatives, landlords and prior owners. */
export interface RingPerson {
  id: number;
  first: string;
  middle: string | null;
  last: string;
  birth: number;
  deceased: boolean;
  deathDay: number | null;
  addressId: number;
  city: string;
  state: string;
  county: string | null;
  currentFrom: number;
}

/** A household already written, remembered for the related households of later ones. */
export interface RingHousehold {
  surname: string;
  head: RingPerson;
  spouse: RingPerson | null;
  kids: RingPerson[];
  address: AddressInfo;
}

/** Fixed-size ring buffer: recent people and households for relatives, landlords and prior owners. */
export class Ring<T> {
  private items: T[] = [];
  private next = 0;
  constructor(private readonly size: number) {}
  push(v: T): void {
    if (this.items.length < this.size) this.items.push(v);
    else this.items[this.next] = v;
    this.next = (this.next + 1) % this.size;
  }
  pick(rng: Prng): T | undefined {
    return this.items.length === 0 ? undefined : this.items[rng.int(this.items.length)];
  }
  get length(): number {
    return this.items.length;
  }
}

/** What the context needs of a run's options. */
export interface GenerationSettings {
  people: number;
  properties: number;
  seed: number;
  metros?: number;
  asOf?: string;
  onProgress?: (done: { people: number; properties: number }) => void;
}

/** Where a chunk starts and what it must make. */
export interface ChunkStart {
  rng: Prng;
  placeRng: Prng;
  lotCounters: number[][];
  peopleStart: number;
  people: number;
  propsStart: number;
  props: number;
  idBase: number;
  tables: Record<string, TsvWriter>;
  truth: TsvWriter;
}

export class GenerationContext {
  rng: Prng;
  /** Metro and ZIP draws of properties: the main stream for a one-chunk set, else a per-chunk stream. */
  placeRng: Prng;
  /** The "today" of the data set, as a day number. */
  readonly asOf: number;
  readonly src = NATIONAL_SOURCES;
  readonly sources: RecordSources;
  readonly zips: Zip[];
  readonly zipsByState = new Map<string, Zip[]>();
  readonly metros: MetroArea[];
  readonly metroTable: WeightedTable<number>;
  readonly zipTables: WeightedTable<number>[];
  readonly zipFactors: number[][];
  /** Next lot number per metro and ZIP. */
  lotCounters: number[][];
  recentPeople = new Ring<RingPerson>(4000);
  recentHouseholds = new Ring<RingHousehold>(2000);
  /** Share of occupied properties whose residents are people of the set. */
  readonly attachShare: number;
  /** Targets and progress of the current chunk. */
  peopleTarget: number;
  propsTarget: number;
  peopleDone = 0;
  propsDone = 0;
  peakRss = 0;
  private w: Record<string, TsvWriter> = {};
  private truthWriter!: TsvWriter;
  private ids: Record<string, number> = {};
  /** Id offsets of the current chunk: people, properties, every other table. */
  private peopleBase = 0;
  private propsBase = 0;
  private idBase = 0;

  constructor(private readonly settings: GenerationSettings) {
    this.peopleTarget = settings.people;
    this.propsTarget = settings.properties;
    this.rng = new Prng(settings.seed);
    this.placeRng = this.rng;
    this.asOf = dayOf(settings.asOf ?? DEFAULT_AS_OF);
    this.zips = usZips();
    for (const z of this.zips) {
      const list = this.zipsByState.get(z.state) ?? [];
      list.push(z);
      this.zipsByState.set(z.state, list);
    }
    const metroCount = Math.min(40, Math.max(3, settings.metros ?? Math.ceil(this.propsTarget / 12_000)));
    this.metros = metroAreas(metroCount);
    this.metroTable = new WeightedTable(
      this.metros.map((_, i) => i),
      this.metros.map((m) => m.weight),
    );
    const zrng = new Prng(settings.seed ^ 0x5a5a5a5a);
    this.zipTables = this.metros.map(
      (m) =>
        new WeightedTable(
          m.zips.map((_, i) => i),
          m.zips.map((_, i) => 1 / (1 + i * 0.08)),
        ),
    );
    this.lotCounters = this.emptyLots();
    this.zipFactors = this.metros.map((m) => m.zips.map(() => 0.7 + zrng.next() * 0.7));
    // Share of occupied properties whose residents are known people: at most ~70 % of all people
    // live in the property metros, the rest are spread over every state.
    const occupied = settings.properties * 0.93 * 0.94;
    this.attachShare = occupied > 0 ? Math.min(1, (settings.people * 0.7) / 2.2 / occupied) : 0;
    this.sources = buildRecordSources(this.metros);
  }

  /** A zero lot counter for every metro ZIP. */
  emptyLots(): number[][] {
    return this.metros.map((m) => m.zips.map(() => 0));
  }

  /** Resets the streams, counters, rings and writers for a new chunk. */
  beginChunk(c: ChunkStart): void {
    this.rng = c.rng;
    this.placeRng = c.placeRng;
    this.lotCounters = c.lotCounters;
    this.recentPeople = new Ring<RingPerson>(4000);
    this.recentHouseholds = new Ring<RingHousehold>(2000);
    this.ids = {};
    this.peopleBase = c.peopleStart;
    this.propsBase = c.propsStart;
    this.idBase = c.idBase;
    this.peopleDone = 0;
    this.propsDone = 0;
    this.peopleTarget = c.people;
    this.propsTarget = c.props;
    this.w = c.tables;
    this.truthWriter = c.truth;
  }

  nextId(table: string): number {
    const v = (this.ids[table] ?? 0) + 1;
    this.ids[table] = v;
    if (table === 'people') return this.peopleBase + v;
    if (table === 'properties') return this.propsBase + v;
    if (v >= CHUNK_ID_STRIDE) throw new Error(`chunk of ${this.peopleTarget} people made too many ${table} rows`);
    return this.idBase + v;
  }

  row(table: string, values: Cell[]): void {
    this.w[table]!.row(values);
  }

  /** A row of ground_truth.tsv. */
  truth(values: Cell[]): void {
    this.truthWriter.row(values);
  }

  /** A recorded-at date: some days after the fact, never after as-of. */
  rec(day: number | null, maxLag = 90): string {
    const base = day ?? this.asOf - this.rng.int(3 * 365);
    return fmt(Math.min(this.asOf, base + 1 + this.rng.int(maxLag)))!;
  }

  /** A day from `a` up to `b` (`a` when the span is empty). */
  between(a: number, b: number): number {
    return b <= a ? a : a + this.rng.int(b - a);
  }

  /** A state's court (0), traffic court (1) or licensing board (2) source. */
  stateSrc(state: string, k: 0 | 1 | 2): number {
    return this.sources.stateSources[this.sources.stateIndex.get(state) ?? 0]![k];
  }

  ageOf(birth: number): number {
    return Math.floor((this.asOf - birth) / YEAR);
  }

  /** Counts a household's members and reports progress every 10,000 people. */
  peopleMade(n: number): void {
    this.peopleDone += n;
    if (this.peopleDone % 10_000 < n) {
      this.settings.onProgress?.({
        people: this.peopleBase + this.peopleDone,
        properties: this.propsBase + this.propsDone,
      });
      this.peakRss = Math.max(this.peakRss, process.memoryUsage.rss());
    }
  }
}
