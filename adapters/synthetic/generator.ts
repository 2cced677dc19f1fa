import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { recordsAddressKey } from '../../core/records/normalize.rules.js';
import { RECORD_TABLES, RECORDS_FORMAT_VERSION, type RecordsManifest } from '../../core/records/record-files.schema.js';
import { US_STATE_NAMES } from '../../core/search/us-states.rules.js';
import { type MetroArea, metroAreas, phoneNumberFor, US_STATES, usZips, type Zip } from './geo.js';
import { firstName, middleName, NICKNAMES, surnames } from './names.js';
import { Prng, WeightedTable } from './prng.js';
import { type Cell, TsvWriter } from './tsv-writer.js';
import * as V from './vocabulary.js';

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
/**
 * Ids of chunk k (except people and properties, which stay dense 1..N) are `k * CHUNK_ID_STRIDE + n`:
 * a chunk assigns its ids without knowing how many rows earlier chunks made.
 */
export const CHUNK_ID_STRIDE = 10_000_000;

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

/** Opens one writer per record table (and ground_truth.tsv) in `dir`. */
export const openChunkWriters = (dir: string, skipSources = false): ChunkWriters => {
  mkdirSync(dir, { recursive: true });
  const tables: Record<string, TsvWriter> = {};
  for (const t of RECORD_TABLES)
    if (!(skipSources && t.table === 'sources'))
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
export const DEFAULT_AS_OF = '2026-10-01';
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

// ---------------------------------------------------------------------------------------------
// Dates as day numbers since 1970-01-01 (UTC); formatted through a cache.

const MS_DAY = 86_400_000;
const dayOf = (iso: string): number => Math.round(Date.parse(`${iso}T00:00:00Z`) / MS_DAY);
const DAY_MIN = dayOf('1870-01-01');
const DAY_MAX = dayOf('2100-01-01');
/** Every date's ISO text and year, precomputed once (formatting is on the hot path). */
const DATE_TEXT: string[] = [];
const DATE_YEAR = new Int16Array(DAY_MAX - DAY_MIN);
for (let d = DAY_MIN; d < DAY_MAX; d++) {
  const iso = new Date(d * MS_DAY).toISOString().slice(0, 10);
  DATE_TEXT.push(iso);
  DATE_YEAR[d - DAY_MIN] = Number(iso.slice(0, 4));
}
const fmt = (day: number | null): string | null => (day === null ? null : (DATE_TEXT[day - DAY_MIN] ?? null));
const YEAR = 365.25;
const yearOfDay = (day: number): number => DATE_YEAR[day - DAY_MIN] ?? new Date(day * MS_DAY).getUTCFullYear();

/** House price index by year (US-like shape, 2026 = 1.0): the past sale prices follow it. */
const HPI: Record<number, number> = {
  1985: 0.24,
  1990: 0.29,
  1995: 0.31,
  2000: 0.39,
  2003: 0.48,
  2006: 0.66,
  2009: 0.51,
  2012: 0.48,
  2015: 0.6,
  2018: 0.7,
  2020: 0.77,
  2021: 0.9,
  2022: 0.98,
  2023: 0.97,
  2024: 0.99,
  2025: 1.0,
  2026: 1.0,
};
const HPI_YEARS = Object.keys(HPI).map(Number);
const hpiAt = (day: number): number => {
  const y = 1970 + day / YEAR;
  if (y <= 1985) return 0.24;
  for (let i = 1; i < HPI_YEARS.length; i++) {
    const a = HPI_YEARS[i - 1]!;
    const b = HPI_YEARS[i]!;
    if (y <= b) return HPI[a]! + ((HPI[b]! - HPI[a]!) * (y - a)) / (b - a);
  }
  return 1;
};
/** 30-year fixed mortgage rate (percent) by year. */
const RATES: Record<number, number> = {
  1985: 12.4,
  1990: 10.1,
  1995: 7.9,
  2000: 8.0,
  2003: 5.8,
  2006: 6.4,
  2009: 5.0,
  2012: 3.7,
  2015: 3.9,
  2018: 4.5,
  2020: 3.1,
  2021: 3.0,
  2022: 5.3,
  2023: 6.8,
  2024: 6.7,
  2025: 6.5,
  2026: 6.3,
};
const RATE_YEARS = Object.keys(RATES).map(Number);
const rateAt = (day: number): number => {
  const y = yearOfDay(day);
  let best = 1985;
  for (const k of RATE_YEARS) if (k <= y) best = k;
  return RATES[best]!;
};
/** Remaining balance of a fixed-rate loan after `months` payments. */
const balanceAfter = (principal: number, ratePct: number, termMonths: number, months: number): number => {
  if (months >= termMonths) return 0;
  const r = ratePct / 1200;
  const f = (1 + r) ** termMonths;
  return (principal * (f - (1 + r) ** months)) / (f - 1);
};

// ---------------------------------------------------------------------------------------------

/** State names come from the core's table (002 section 3), so reports and search spell them alike. */
const STATE_NAMES = US_STATE_NAMES;

/** Adult age distribution (18-100), roughly the US adult population by decade. */
const AGE_BINS = new WeightedTable(
  [
    [18, 24],
    [25, 34],
    [35, 44],
    [45, 54],
    [55, 64],
    [65, 74],
    [75, 84],
    [85, 100],
  ] as const,
  [12, 17.5, 16.5, 16, 16.5, 12.5, 6.5, 2.5],
);

interface AddressInfo {
  id: number;
  city: string;
  state: string;
  zip: string;
  county: string | null;
}

interface PersonRec {
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

interface RingPerson {
  id: number;
  first: string;
  middle: string | null;
  last: string;
  birth: number;
  deceased: boolean;
  addressId: number;
  city: string;
  state: string;
  currentFrom: number;
}

interface RingHousehold {
  surname: string;
  head: RingPerson;
  spouse: RingPerson | null;
  kids: RingPerson[];
  address: AddressInfo;
}

/** Fixed-size ring buffer: recent people and households for relatives, landlords and prior owners. */
class Ring<T> {
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

type Occupancy = 'owner' | 'rental' | 'vacant';

/**
 * Land-use groups with codes (core/property LAND_USE_CODES: the spec's townHouse 1002/1007,
 * condo 1004/1124/2052, coOp 1005/1125; the rest in the same numbering) and shares of the stock.
 */
const LAND_USE = new WeightedTable(
  [
    ['house', 1001, 'R'],
    ['house', 1006, 'R'],
    ['townHouse', 1002, 'R'],
    ['townHouse', 1007, 'R'],
    ['condo', 1004, 'R'],
    ['condo', 1124, 'R'],
    ['condo', 2052, 'R'],
    ['coOp', 1005, 'R'],
    ['coOp', 1125, 'R'],
    ['multiFamily', 1101, 'R'],
    ['multiFamily', 1102, 'R'],
    ['office', 2010, 'C'],
    ['commercial', 2001, 'C'],
    ['commercial', 2004, 'C'],
    ['land', 4001, 'V'],
    ['other', 9000, 'O'],
  ] as const,
  [68, 2.5, 5, 2, 7, 1.5, 0.8, 0.6, 0.4, 3.5, 1.5, 1, 1.5, 0.7, 2.5, 1.5],
);

export class SyntheticRecordsGenerator {
  private rng: Prng;
  /** Metro and ZIP draws of properties: the main stream for a one-chunk set, else a per-chunk stream. */
  private placeRng: Prng;
  private readonly asOf: number;
  private w: Record<string, TsvWriter> = {};
  private truth!: TsvWriter;
  private ids: Record<string, number> = {};
  /** Id offsets of the current chunk: people, properties, every other table. */
  private peopleBase = 0;
  private propsBase = 0;
  private idBase = 0;
  private readonly chunks: GenerateChunk[];
  /** Lot counters at the start of chunk `lotBaseChunk` (replayed from the placement streams). */
  private lotBase: number[][];
  private lotBaseChunk = 0;
  private readonly sourceRows: Cell[][] = [];
  private readonly zips: Zip[];
  private readonly zipsByState = new Map<string, Zip[]>();
  private readonly metros: MetroArea[];
  private readonly metroTable: WeightedTable<number>;
  private readonly zipTables: WeightedTable<number>[];
  private lotCounters: number[][];
  private readonly zipFactors: number[][];
  private recentPeople = new Ring<RingPerson>(4000);
  private recentHouseholds = new Ring<RingHousehold>(2000);
  private readonly stateIndex = new Map<string, number>();
  private peopleDone = 0;
  private propsDone = 0;
  private peakRss = 0;
  /** Targets of the current chunk (the whole run's are totalPeople / totalProps). */
  private peopleTarget: number;
  private propsTarget: number;
  private readonly totalPeople: number;
  private readonly totalProps: number;
  private readonly attachShare: number;

  constructor(private readonly opts: GenerateRecordsOptions) {
    if (!Number.isInteger(opts.people) || opts.people < 1) throw new Error('people must be a positive integer');
    this.totalPeople = opts.people;
    this.totalProps = opts.properties ?? Math.round(opts.people / 2);
    this.peopleTarget = this.totalPeople;
    this.propsTarget = this.totalProps;
    this.chunks = planChunks(this.totalPeople, this.totalProps, opts.chunkPeople);
    this.rng = new Prng(opts.seed);
    this.placeRng = this.rng;
    this.asOf = dayOf(opts.asOf ?? DEFAULT_AS_OF);
    this.zips = usZips();
    for (const z of this.zips) {
      const list = this.zipsByState.get(z.state) ?? [];
      list.push(z);
      this.zipsByState.set(z.state, list);
    }
    const metroCount = Math.min(40, Math.max(3, opts.metros ?? Math.ceil(this.propsTarget / 12_000)));
    this.metros = metroAreas(metroCount);
    this.metroTable = new WeightedTable(
      this.metros.map((_, i) => i),
      this.metros.map((m) => m.weight),
    );
    const zrng = new Prng(opts.seed ^ 0x5a5a5a5a);
    this.zipTables = this.metros.map(
      (m) =>
        new WeightedTable(
          m.zips.map((_, i) => i),
          m.zips.map((_, i) => 1 / (1 + i * 0.08)),
        ),
    );
    this.lotCounters = this.metros.map((m) => m.zips.map(() => 0));
    this.lotBase = this.metros.map((m) => m.zips.map(() => 0));
    this.zipFactors = this.metros.map((m) => m.zips.map(() => 0.7 + zrng.next() * 0.7));
    // Share of occupied properties whose residents are known people: at most ~70 % of all people
    // live in the property metros, the rest are spread over every state.
    const occupied = this.totalProps * 0.93 * 0.94;
    this.attachShare = occupied > 0 ? Math.min(1, (this.totalPeople * 0.7) / 2.2 / occupied) : 0;
    this.writeSources();
  }

  private nextId(table: string): number {
    const v = (this.ids[table] ?? 0) + 1;
    this.ids[table] = v;
    if (table === 'people') return this.peopleBase + v;
    if (table === 'properties') return this.propsBase + v;
    if (v >= CHUNK_ID_STRIDE) throw new Error(`chunk of ${this.peopleTarget} people made too many ${table} rows`);
    return this.idBase + v;
  }

  private row(table: string, values: Cell[]): void {
    this.w[table]!.row(values);
  }

  /** A recorded-at date: some days after the fact, never after as-of. */
  private rec(day: number | null, maxLag = 90): string {
    const base = day ?? this.asOf - this.rng.int(3 * 365);
    return fmt(Math.min(this.asOf, base + 1 + this.rng.int(maxLag)))!;
  }

  // ----------------------------------------------------------------------------------------- sources

  private src = {
    creditHeader: 1,
    carrier: 2,
    marketing: 3,
    social: 4,
    deathMaster: 5,
    usps: 6,
    bankruptcyCourts: 7,
    mls: 8,
  };
  /** per state: [court, traffic court, licensing] */
  private stateSources: [number, number, number][] = [];
  /** per metro: [assessor, recorder, building department, county court] */
  private metroSources: [number, number, number, number][] = [];

  private writeSources(): void {
    const s = (name: string, kind: string, jurisdiction: string | null) => {
      const id = this.sourceRows.length + 1;
      this.sourceRows.push([id, name, kind, jurisdiction]);
      return id;
    };
    s('Consolidated credit header', 'credit_header', 'US');
    s('Wireless and wireline carrier data', 'phone_carrier', 'US');
    s('Consumer marketing data', 'marketing', 'US');
    s('Social media profile aggregator', 'social', 'US');
    s('Social Security Death Master File', 'vital_records', 'US');
    s('USPS National Change of Address', 'usps', 'US');
    s('US Bankruptcy Courts (PACER)', 'court', 'US');
    s('Multiple Listing Service feed', 'mls', 'US');
    US_STATES.forEach((st, i) => {
      this.stateIndex.set(st, i);
      const name = STATE_NAMES[st]!;
      this.stateSources.push([
        s('State court records', 'court', name),
        s('Traffic court records', 'court', name),
        s('Professional licensing board', 'state_licensing', name),
      ]);
    });
    for (const m of this.metros) {
      const j = `${m.county} County, ${m.state}`;
      this.metroSources.push([
        s('County assessor', 'county_assessor', j),
        s('County recorder', 'county_recorder', j),
        s('Building department', 'building_department', j),
        s('County civil court', 'court', j),
      ]);
    }
  }

  private stateSrc(state: string, k: 0 | 1 | 2): number {
    return this.stateSources[this.stateIndex.get(state) ?? 0]![k];
  }

  // ----------------------------------------------------------------------------------------- addresses

  private streetName(): [string | null, string, string | null] {
    const pre = this.rng.chance(0.15) ? this.rng.pick(V.DIRECTIONALS) : null;
    const name = this.rng.chance(0.12) ? this.rng.pick(V.NUMBERED_STREETS) : this.rng.pick(V.STREET_NAMES);
    return [pre, name, this.rng.pick(V.STREET_SUFFIXES)];
  }

  /** An address anywhere in a ZIP (not a tracked property): jittered around the ZIP centroid. */
  private randomAddress(zip: Zip, recorded: number, apartment = this.rng.chance(0.25)): AddressInfo {
    const [pre, street, suffix] = this.streetName();
    const house = String(this.rng.range(1, 99) * (this.rng.chance(0.7) ? 100 : 10) + this.rng.int(100));
    const unit = apartment ? String(this.rng.range(1, 40) * (this.rng.chance(0.5) ? 100 : 1) + this.rng.int(20)) : null;
    const id = this.nextId('addresses');
    const lat = zip.latitude + (this.rng.next() - 0.5) * 0.04;
    const lon = zip.longitude + (this.rng.next() - 0.5) * 0.05;
    const parts = {
      houseNumber: house,
      preDir: pre,
      streetName: street,
      streetSuffix: suffix,
      unitType: unit ? 'Apt' : null,
      unit,
    };
    this.row('addresses', [
      id,
      house,
      pre,
      street,
      suffix,
      null,
      parts.unitType,
      unit,
      zip.city,
      zip.state,
      zip.zip,
      this.rng.chance(0.6) ? String(this.rng.range(1000, 9999)) : null,
      null,
      lat.toFixed(6),
      lon.toFixed(6),
      recordsAddressKey(parts),
      this.src.usps,
      this.rec(recorded, 400),
    ]);
    return { id, city: zip.city, state: zip.state, zip: zip.zip, county: null };
  }

  private zipInState(state: string): Zip {
    return this.rng.pick(this.zipsByState.get(state) ?? this.zips);
  }

  // ----------------------------------------------------------------------------------------- people

  private sampleAge(min = 18, max = 100): number {
    for (let i = 0; i < 20; i++) {
      const [lo, hi] = AGE_BINS.sample(this.rng);
      const age = this.rng.range(lo, hi);
      if (age >= min && age <= max) return age;
    }
    return Math.max(18, Math.min(100, min));
  }

  private birthForAge(age: number): number {
    return this.asOf - Math.ceil(age * YEAR) - this.rng.int(365);
  }

  private ageOf(birth: number): number {
    return Math.floor((this.asOf - birth) / YEAR);
  }

  private newPerson(gender: 'M' | 'F', last: string, birth: number, forceDeceased = false): PersonRec {
    let first = firstName(this.rng, gender);
    let formalFirst: string | null = null;
    const nick = NICKNAMES[first];
    if (nick && this.rng.chance(0.15)) {
      formalFirst = first;
      first = this.rng.pick(nick);
    }
    const age = this.ageOf(birth);
    const pDead = age < 50 ? 0.003 : age < 70 ? 0.02 : age < 85 ? 0.07 : 0.15;
    const deceased = forceDeceased || this.rng.chance(pDead);
    let deathDay: number | null = null;
    if (deceased) {
      const span = forceDeceased ? 700 : 12 * 365;
      deathDay = Math.max(birth + 18 * 365 + 1, this.asOf - 30 - this.rng.int(span));
    }
    return {
      id: this.nextId('people'),
      first,
      middle: middleName(this.rng, gender),
      last,
      gender,
      birth,
      deceased,
      deathDay,
      formalFirst,
      maiden: null,
    };
  }

  private toRing(p: PersonRec, addr: AddressInfo, currentFrom: number): RingPerson {
    return {
      id: p.id,
      first: p.first,
      middle: p.middle,
      last: p.last,
      birth: p.birth,
      deceased: p.deceased,
      addressId: addr.id,
      city: addr.city,
      state: addr.state,
      currentFrom,
    };
  }

  private relate(
    a: number,
    b: number,
    kind: 'relative' | 'associate',
    relAB: string,
    relBA: string,
    day: number,
  ): void {
    this.row('relationships', [
      this.nextId('relationships'),
      a,
      b,
      kind,
      relAB,
      this.src.creditHeader,
      this.rec(day, 900),
    ]);
    this.row('relationships', [
      this.nextId('relationships'),
      b,
      a,
      kind,
      relBA,
      this.src.creditHeader,
      this.rec(day, 900),
    ]);
  }

  /**
   * One household at `addr`: members, their histories and facts. Returns the members (head first).
   * `cap` limits its size (the exact people count); `forceHeadDeceased` makes a pre-probate owner.
   */
  private household(
    addr: AddressInfo,
    moveIn: number,
    cap: number,
    opts: { forceHeadDeceased?: boolean; ownerLien?: boolean; ownerBankrupt?: boolean } = {},
  ): PersonRec[] {
    const rng = this.rng;
    const related = rng.chance(0.25) ? this.recentHouseholds.pick(rng) : undefined;
    const type = rng.next();
    const headGender: 'M' | 'F' = rng.chance(0.5) ? 'M' : 'F';
    let surname = related ? related.surname : surnames.sample(rng);
    const minHeadAge = type >= 0.62 && type < 0.85 ? 40 : 18;
    let headBirth: number;
    let relation: 'child' | 'sibling' | null = null;
    if (related) {
      const childBirth = related.head.birth + Math.floor((22 + rng.int(15)) * YEAR);
      if (this.ageOf(childBirth) >= Math.max(18, minHeadAge)) {
        headBirth = childBirth;
        relation = 'child';
      } else {
        headBirth = related.head.birth + Math.floor((rng.next() * 16 - 8) * YEAR);
        if (this.ageOf(headBirth) < 18) headBirth = this.birthForAge(18 + rng.int(5));
        relation = 'sibling';
      }
    } else {
      headBirth = this.birthForAge(this.sampleAge(minHeadAge));
    }
    const members: PersonRec[] = [];
    const head = this.newPerson(headGender, surname, headBirth, opts.forceHeadDeceased);
    members.push(head);
    const wantSpouse = type >= 0.3 && type < 0.77;
    const wantKids = type >= 0.62 && type < 0.85;
    let spouse: PersonRec | null = null;
    if (wantSpouse && members.length < cap) {
      const sameSex = rng.chance(0.04);
      const g: 'M' | 'F' = sameSex ? headGender : headGender === 'M' ? 'F' : 'M';
      let sb = headBirth + Math.floor(rng.normal() * 3 * YEAR);
      if (this.ageOf(sb) < 18) sb = this.birthForAge(18);
      if (this.ageOf(sb) > 100) sb = this.birthForAge(100);
      spouse = this.newPerson(g, surname, sb);
      if (!sameSex) {
        // The wife usually takes the husband's surname; her maiden name becomes an alias.
        const wife = g === 'F' ? spouse : head;
        const takes = rng.chance(0.75);
        if (wife === head && related && relation) {
          // A related daughter/sister: maiden name is the family surname, married name is new.
          if (takes) {
            const married = surnames.sample(rng);
            head.maiden = surname;
            head.last = married;
            spouse.last = married;
            surname = married;
          } else spouse.last = surnames.sample(rng);
        } else if (takes) {
          wife.maiden = surnames.sample(rng);
        } else {
          wife.last = surnames.sample(rng);
        }
      }
      members.push(spouse);
    }
    const kids: PersonRec[] = [];
    if (wantKids) {
      const n = 1 + (rng.chance(0.35) ? 1 : 0);
      for (let k = 0; k < n && members.length < cap; k++) {
        let kb = headBirth + Math.floor((20 + rng.int(18)) * YEAR);
        if (this.ageOf(kb) < 18) kb = this.birthForAge(18 + rng.int(4));
        const kid = this.newPerson(
          rng.chance(0.5) ? 'M' : 'F',
          head.gender === 'M' || !spouse ? head.last : spouse.last,
          kb,
        );
        kids.push(kid);
        members.push(kid);
      }
    }
    const roommates: PersonRec[] = [];
    if (type >= 0.85 && type < 0.93) {
      const n = 1 + rng.int(2);
      for (let k = 0; k < n && members.length < cap; k++) {
        const rm = this.newPerson(
          rng.chance(0.5) ? 'M' : 'F',
          surnames.sample(rng),
          this.birthForAge(this.sampleAge(18, 45)),
        );
        roommates.push(rm);
        members.push(rm);
      }
    }
    let elder: PersonRec | null = null;
    if (type >= 0.93 && members.length < cap) {
      const eb = headBirth - Math.floor((22 + rng.int(14)) * YEAR);
      if (this.ageOf(eb) <= 100) {
        elder = this.newPerson(rng.chance(0.65) ? 'F' : 'M', head.maiden ?? head.last, eb);
        members.push(elder);
      }
    }

    // Relationships inside the household.
    if (spouse) this.relate(head.id, spouse.id, 'relative', 'spouse', 'spouse', moveIn);
    for (const kid of kids) {
      this.relate(head.id, kid.id, 'relative', 'child', 'parent', moveIn);
      if (spouse) this.relate(spouse.id, kid.id, 'relative', 'child', 'parent', moveIn);
    }
    if (kids.length === 2) this.relate(kids[0]!.id, kids[1]!.id, 'relative', 'sibling', 'sibling', moveIn);
    if (elder) this.relate(head.id, elder.id, 'relative', 'parent', 'child', moveIn);
    for (const rm of roommates) this.relate(head.id, rm.id, 'associate', 'roommate', 'roommate', moveIn);
    // Relatives in an earlier household.
    if (related && relation) {
      const rel = relation;
      this.relate(head.id, related.head.id, 'relative', rel === 'child' ? 'parent' : 'sibling', rel, moveIn);
      if (related.spouse && rel === 'child')
        this.relate(head.id, related.spouse.id, 'relative', 'parent', 'child', moveIn);
      for (const k of related.kids) this.relate(head.id, k.id, 'relative', 'sibling', 'sibling', moveIn);
    }
    // An associate or two among recent people (neighbours, co-workers).
    if (rng.chance(0.5)) {
      const a = this.recentPeople.pick(rng);
      if (a && a.id !== head.id)
        this.relate(head.id, a.id, 'associate', rng.pick(['associate', 'neighbor', 'coworker']), 'associate', moveIn);
    }

    // Histories and facts per member.
    const landline = rng.chance(0.22)
      ? this.newPhone(addr.state, 'landline', members.length > 1 ? 7 : 6, moveIn)
      : null;
    const sharedFormer: { addr: AddressInfo; from: number; to: number }[] = [];
    for (const p of members) {
      const isPartner = p === head || p === spouse;
      const former = this.addressHistory(
        p,
        addr,
        moveIn,
        isPartner ? sharedFormer : null,
        p === head && related ? related : null,
      );
      this.personFacts(p, addr, former, landline, moveIn, p === head ? opts : {});
    }

    // Remember for later households.
    const ringOf = (p: PersonRec) => this.toRing(p, addr, moveIn);
    const rh: RingHousehold = {
      surname: head.maiden ?? head.last,
      head: ringOf(head),
      spouse: spouse ? ringOf(spouse) : null,
      kids: kids.map(ringOf),
      address: addr,
    };
    this.recentHouseholds.push(rh);
    for (const p of members) this.recentPeople.push(ringOf(p));
    this.peopleDone += members.length;
    if (this.peopleDone % 10_000 < members.length) {
      this.opts.onProgress?.({
        people: this.peopleBase + this.peopleDone,
        properties: this.propsBase + this.propsDone,
      });
      this.peakRss = Math.max(this.peakRss, process.memoryUsage.rss());
    }
    return members;
  }

  /** Writes the person's address rows; returns former addresses (newest first). */
  private addressHistory(
    p: PersonRec,
    addr: AddressInfo,
    moveIn: number,
    shared: { addr: AddressInfo; from: number; to: number }[] | null,
    parentHousehold: RingHousehold | null,
  ): { addr: AddressInfo; from: number; to: number }[] {
    const rng = this.rng;
    const adultDay = p.birth + Math.floor(18 * YEAR);
    let from = Math.max(moveIn, adultDay);
    if (p.deceased && p.deathDay !== null && p.deathDay <= from) {
      // Died after moving in (the people row is written after this, with the adjusted date).
      p.deathDay = Math.min(this.asOf - 1, from + 30 + rng.int(Math.max(1, this.asOf - from - 30)));
      if (p.deathDay <= from) from = p.deathDay - 1;
    }
    const end = p.deceased ? p.deathDay : null;
    this.row('person_addresses', [
      this.nextId('person_addresses'),
      p.id,
      addr.id,
      fmt(from),
      fmt(end),
      !p.deceased,
      this.src.creditHeader,
      this.rec(from, 300),
    ]);
    const former: { addr: AddressInfo; from: number; to: number }[] = [];
    let to = from - rng.int(30);
    // Partners share part of their history.
    if (shared) {
      if (shared.length > 0) {
        for (const s of shared) if (s.from >= adultDay && rng.chance(0.8)) former.push(s);
        if (former.length > 0) to = former[former.length - 1]!.from - rng.int(30);
      }
    }
    const moves = Math.min(rng.int(5), Math.floor((to - adultDay) / (2 * 365)));
    let state = addr.state;
    for (let i = 0; i < moves; i++) {
      const stay = 365 + rng.int(7 * 365);
      const f = Math.max(adultDay, to - stay);
      if (to - f < 120) break;
      if (rng.chance(0.35)) state = rng.pick(US_STATES);
      const a = this.randomAddress(this.zipInState(state), f);
      const entry = { addr: a, from: f, to };
      former.push(entry);
      if (shared && shared.length < 3 && !shared.includes(entry)) shared.push(entry);
      to = f - rng.int(30);
    }
    // Grew up at the parents' address.
    if (parentHousehold && rng.chance(0.8)) {
      const grewTo = Math.min(to, adultDay + rng.int(5 * 365));
      const grewFrom = Math.max(p.birth, grewTo - 18 * 365);
      if (grewTo > grewFrom) former.push({ addr: parentHousehold.address, from: grewFrom, to: grewTo });
    }
    for (const e of former) {
      this.row('person_addresses', [
        this.nextId('person_addresses'),
        p.id,
        e.addr.id,
        fmt(e.from),
        fmt(e.to),
        false,
        rng.chance(0.3) ? this.src.usps : this.src.creditHeader,
        this.rec(e.to, 600),
      ]);
    }
    return former;
  }

  private newPhone(
    state: string,
    lineType: 'mobile' | 'landline' | 'voip',
    classification: number,
    since: number,
  ): { id: number; since: number } {
    const id = this.nextId('phones');
    const carrier =
      lineType === 'mobile'
        ? this.rng.pick(V.CARRIERS_MOBILE)
        : lineType === 'landline'
          ? this.rng.pick(V.CARRIERS_LANDLINE)
          : this.rng.pick(V.CARRIERS_VOIP);
    this.row('phones', [
      id,
      phoneNumberFor(this.rng, state),
      lineType,
      carrier,
      classification,
      this.src.carrier,
      this.rec(since, 400),
    ]);
    return { id, since };
  }

  private linkPhone(
    personId: number,
    phone: { id: number; since: number },
    lastSeen: number | null,
    current: boolean,
  ): void {
    this.row('person_phones', [
      this.nextId('person_phones'),
      personId,
      phone.id,
      fmt(phone.since),
      fmt(lastSeen ?? this.asOf - this.rng.int(60)),
      current,
      this.rng.chance(0.8) ? this.src.carrier : this.src.marketing,
      this.rec(lastSeen ?? phone.since, 200),
    ]);
  }

  private personFacts(
    p: PersonRec,
    addr: AddressInfo,
    former: { addr: AddressInfo; from: number; to: number }[],
    landline: { id: number; since: number } | null,
    moveIn: number,
    forced: { ownerLien?: boolean; ownerBankrupt?: boolean },
  ): void {
    const rng = this.rng;
    const age = this.ageOf(p.birth);
    const adult = p.birth + Math.floor(18 * YEAR);
    const alive = !p.deceased;
    const lastDay = p.deathDay ?? this.asOf;
    const between = (a: number, b: number) => (b <= a ? a : a + rng.int(b - a));

    this.row('people', [
      p.id,
      p.first,
      p.middle,
      p.last,
      rng.chance(0.02) && p.gender === 'M' ? rng.pick(['Jr', 'Sr', 'II', 'III']) : null,
      p.gender,
      fmt(p.birth),
      p.deceased,
      fmt(p.deathDay),
      p.deceased ? this.src.deathMaster : this.src.creditHeader,
      this.rec(p.deceased ? p.deathDay : adult + rng.int(Math.max(1, this.asOf - adult)), 120),
    ]);
    // Aliases: formal name when a nickname is on record, maiden name, an occasional AKA.
    const alias = (type: string, first: string, middle: string | null, last: string) =>
      this.row('person_names', [
        this.nextId('person_names'),
        p.id,
        type,
        first,
        middle,
        last,
        this.src.creditHeader,
        this.rec(null),
      ]);
    if (p.formalFirst) alias('formal', p.formalFirst, p.middle, p.last);
    if (p.maiden) alias('maiden', p.first, p.middle, p.maiden);
    if (rng.chance(0.08)) {
      if (p.middle && p.middle.length > 1) alias('aka', p.middle, null, p.last);
      else alias('aka', p.first.charAt(0), p.middle, p.last);
    }

    // Phones: a current mobile (kept from a former state sometimes), older numbers, the household line.
    if (rng.chance(alive ? 0.9 : 0.4)) {
      const fromState = former.length > 0 && rng.chance(0.3) ? rng.pick(former).addr.state : addr.state;
      const r = rng.next();
      const cls = r < 0.8 ? 6 : r < 0.85 ? 8 : r < 0.88 ? 1 : r < 0.95 ? 0 : r < 0.97 ? 5 : r < 0.99 ? 4 : 3;
      const since = between(Math.max(adult, this.asOf - 15 * 365), lastDay);
      this.linkPhone(
        p.id,
        this.newPhone(fromState, rng.chance(0.93) ? 'mobile' : 'voip', alive ? cls : 2, since),
        alive ? null : lastDay,
        alive,
      );
    }
    const old = rng.int(3);
    for (let i = 0; i < old; i++) {
      const st = former[i]?.addr.state ?? addr.state;
      const since = between(adult, Math.max(adult + 1, lastDay - 365));
      const ph = this.newPhone(st, rng.chance(0.6) ? 'landline' : 'mobile', rng.chance(0.5) ? 2 : 0, since);
      this.linkPhone(p.id, ph, Math.min(lastDay, since + 365 + rng.int(6 * 365)), false);
    }
    if (landline) this.linkPhone(p.id, landline, alive ? null : lastDay, alive);

    // E-mail addresses derived from the name.
    if (rng.chance(alive ? 0.82 : 0.3)) {
      const n = 1 + rng.int(3);
      const f = p.first.toLowerCase().replace(/[^a-z]/g, '');
      const l = p.last.toLowerCase().replace(/[^a-z]/g, '');
      const yy = String(yearOfDay(p.birth) % 100).padStart(2, '0');
      for (let i = 0; i < n; i++) {
        const k = rng.int(6);
        const local =
          k === 0
            ? `${f}.${l}`
            : k === 1
              ? `${f}${l}${rng.int(100)}`
              : k === 2
                ? `${f.charAt(0)}${l}`
                : k === 3
                  ? `${f}${yy}`
                  : k === 4
                    ? `${l}.${f}${rng.int(1000)}`
                    : `${f}_${l}${yy}`;
        const since = between(Math.max(adult, dayOf('1998-01-01')), lastDay);
        this.row('emails', [
          this.nextId('emails'),
          p.id,
          `${local}@${rng.pick(V.EMAIL_DOMAINS)}`,
          fmt(since),
          fmt(i === 0 ? lastDay : between(since, lastDay)),
          i === 0 && alive,
          this.src.marketing,
          this.rec(since, 400),
        ]);
      }
    }

    // Employment, education, social profiles.
    if (age < 80 && rng.chance(0.62)) {
      const n = 1 + rng.int(3);
      let end: number | null = null;
      for (let i = 0; i < n; i++) {
        const endDay: number = end ?? lastDay;
        const start = Math.max(adult, endDay - 365 - rng.int(8 * 365));
        if (start >= endDay) break;
        const place = i === 0 ? addr : (former[i - 1]?.addr ?? addr);
        this.row('employment', [
          this.nextId('employment'),
          p.id,
          rng.pick(V.EMPLOYERS),
          rng.pick(V.JOB_TITLES),
          place.city,
          place.state,
          fmt(start),
          i === 0 && alive && age < 67 ? null : fmt(endDay),
          this.src.marketing,
          this.rec(start, 700),
        ]);
        end = start - rng.int(120);
      }
    }
    if (rng.chance(0.5)) {
      const place = former.length > 0 ? former[former.length - 1]!.addr : addr;
      const hs = rng.chance(0.4);
      this.row('education', [
        this.nextId('education'),
        p.id,
        hs ? `${place.city} High School` : `${STATE_NAMES[place.state] ?? place.city} ${rng.pick(V.SCHOOLS_SUFFIX)}`,
        hs ? 'High School Diploma' : rng.pick(V.DEGREES.slice(1)),
        hs ? null : rng.pick(V.FIELDS),
        yearOfDay(p.birth) + (hs ? 18 : 22 + rng.int(4)),
        this.src.marketing,
        this.rec(null),
      ]);
    }
    if (alive && rng.chance(age < 40 ? 0.75 : age < 65 ? 0.55 : 0.25)) {
      const n = 1 + rng.int(3);
      const base = `${p.first}${p.last}`.toLowerCase().replace(/[^a-z]/g, '');
      const used = new Set<number>();
      for (let i = 0; i < n; i++) {
        const k = rng.int(V.SOCIAL_NETWORKS.length);
        if (used.has(k)) continue;
        used.add(k);
        const net = V.SOCIAL_NETWORKS[k]!;
        const user = rng.chance(0.5) ? base : `${base}${rng.int(1000)}`;
        this.row('social_profiles', [
          this.nextId('social_profiles'),
          p.id,
          net.network,
          user,
          net.url(user),
          this.src.social,
          this.rec(null),
        ]);
      }
    }

    // Criminal and traffic records: a minority.
    const courtPlace = (): AddressInfo => (former.length > 0 && rng.chance(0.4) ? rng.pick(former).addr : addr);
    if (rng.chance(0.055)) {
      const n = 1 + (rng.chance(0.3) ? 1 : 0);
      for (let i = 0; i < n; i++) {
        const place = courtPlace();
        const [offense, cls] = rng.pick(V.CRIMINAL_OFFENSES);
        const od = between(adult, lastDay - 60);
        const filed = od + 5 + rng.int(90);
        const disp = rng.pick(V.DISPOSITIONS);
        const guilty = disp.startsWith('Guilty');
        this.row('criminal_records', [
          this.nextId('criminal_records'),
          p.id,
          'criminal',
          offense,
          cls,
          `${place.city} ${cls === 'felony' ? 'Superior' : 'Municipal'} Court`,
          place.county,
          place.state,
          `CR-${yearOfDay(filed)}-${String(rng.int(1_000_000)).padStart(6, '0')}`,
          fmt(od),
          fmt(filed),
          disp,
          fmt(filed + 30 + rng.int(300)),
          guilty
            ? rng.pick([
                '12 months probation',
                '30 days jail',
                'Fine $500',
                '24 months prison',
                'Community service 80 hours',
              ])
            : null,
          this.stateSrc(place.state, 0),
          this.rec(filed, 200),
        ]);
      }
    }
    if (rng.chance(0.12)) {
      const n = 1 + rng.int(3);
      for (let i = 0; i < n; i++) {
        const place = courtPlace();
        const od = between(Math.max(adult, this.asOf - 20 * 365), lastDay - 10);
        this.row('criminal_records', [
          this.nextId('criminal_records'),
          p.id,
          'traffic',
          rng.pick(V.TRAFFIC_OFFENSES),
          'infraction',
          `${place.city} Traffic Court`,
          place.county,
          place.state,
          `TR-${yearOfDay(od)}-${String(rng.int(10_000_000)).padStart(7, '0')}`,
          fmt(od),
          fmt(od + rng.int(20)),
          rng.pick(['Paid', 'Guilty', 'Dismissed', 'Traffic School']),
          fmt(od + 20 + rng.int(90)),
          `Fine $${50 + rng.int(30) * 10}`,
          this.stateSrc(place.state, 1),
          this.rec(od, 120),
        ]);
      }
    }
    // Bankruptcies, liens and judgments, licences.
    if (forced.ownerBankrupt || rng.chance(0.012)) {
      // A forced (property-owner) case is an open chapter 13 plan; others mostly closed.
      const filed = forced.ownerBankrupt ? this.asOf - 30 - rng.int(3 * 365) : between(adult, lastDay - 30);
      const ch = forced.ownerBankrupt ? 13 : rng.chance(0.7) ? 7 : 13;
      const status =
        forced.ownerBankrupt || this.asOf - filed < 200
          ? 'open'
          : ch === 7
            ? rng.chance(0.9)
              ? 'discharged'
              : 'dismissed'
            : rng.pick(['discharged', 'dismissed', 'open']);
      this.row('bankruptcies', [
        this.nextId('bankruptcies'),
        p.id,
        ch,
        `US Bankruptcy Court, District of ${STATE_NAMES[addr.state]}`,
        `${String(yearOfDay(filed) % 100).padStart(2, '0')}-${String(rng.int(100_000)).padStart(5, '0')}`,
        fmt(filed),
        status,
        status === 'open' ? null : fmt(Math.min(this.asOf, filed + 100 + rng.int(900))),
        rng.range(5, 300) * 100_000,
        rng.range(20, 900) * 100_000,
        this.src.bankruptcyCourts,
        this.rec(filed, 60),
      ]);
    }
    if (forced.ownerLien || rng.chance(0.03)) {
      const [type, creditor] = rng.pick(V.LIEN_CREDITORS);
      const filed = between(Math.max(adult, this.asOf - 12 * 365), lastDay - 10);
      const open = forced.ownerLien || rng.chance(0.4);
      this.row('person_liens', [
        this.nextId('person_liens'),
        p.id,
        type,
        creditor,
        rng.range(5, 900) * 10_000,
        `${addr.city} ${type === 'judgment' ? 'Civil' : 'County'} Court`,
        `CV-${yearOfDay(filed)}-${String(rng.int(1_000_000)).padStart(6, '0')}`,
        fmt(filed),
        open ? null : fmt(Math.min(this.asOf, filed + 100 + rng.int(1500))),
        open ? 'open' : 'released',
        this.stateSrc(addr.state, 0),
        this.rec(filed, 90),
      ]);
    }
    if (rng.chance(0.1)) {
      const issue = between(adult + 365 * 3, lastDay);
      const exp = issue + 2 * 365 * (1 + rng.int(3));
      this.row('licenses', [
        this.nextId('licenses'),
        p.id,
        rng.pick(V.LICENSE_TYPES),
        `${addr.state}${rng.range(100000, 9999999)}`,
        addr.state,
        exp < this.asOf || !alive ? 'expired' : 'active',
        fmt(issue),
        fmt(exp),
        this.stateSrc(addr.state, 2),
        this.rec(issue, 200),
      ]);
    }

    // Ground truth for the search-relevance benchmark.
    const cities = [...new Set(former.map((e) => `${e.addr.city} ${e.addr.state}`))];
    this.truth.row([
      p.id,
      p.first,
      p.last,
      p.formalFirst,
      p.formalFirst !== null,
      p.maiden,
      yearOfDay(p.birth),
      p.deceased,
      addr.city,
      addr.state,
      cities.join(';'),
    ]);
    void moveIn;
  }

  /** A household outside the property metros (anywhere in the 50 states + DC). */
  private ruralHousehold(): void {
    const zip = this.rng.pick(this.zips);
    const moveIn = this.asOf - 60 - this.rng.int(12 * 365);
    const addr = this.randomAddress(zip, moveIn);
    this.household(addr, moveIn, this.peopleTarget - this.peopleDone);
  }

  // ----------------------------------------------------------------------------------------- properties

  private personName(): { first: string; last: string; middle: string | null } {
    const g: 'M' | 'F' = this.rng.chance(0.5) ? 'M' : 'F';
    return { first: firstName(this.rng, g), middle: null, last: surnames.sample(this.rng) };
  }

  private docNumber(day: number): string {
    return `${yearOfDay(day)}${String(this.rng.int(10_000_000)).padStart(7, '0')}`;
  }

  private property(): void {
    const rng = this.rng;
    const mi = this.metroTable.sample(this.placeRng);
    const m = this.metros[mi]!;
    const zi = this.zipTables[mi]!.sample(this.placeRng);
    const zip = m.zips[zi]!;
    const lot = this.lotCounters[mi]![zi]!++;
    const [assessorSrc, recorderSrc, permitSrc, courtSrc] = this.metroSources[mi]!;
    const id = this.nextId('properties');

    // Street grid around the ZIP centroid: 40 lots per street (20 a side, 36 m apart), streets 150 m apart.
    const s = Math.floor(lot / 40);
    const pos = lot % 40;
    const side = pos % 2;
    const l = pos >> 1;
    const row = s === 0 ? 0 : s % 2 === 1 ? (s + 1) / 2 : -s / 2;
    const dy = row * 150 + (side ? 15 : -15);
    const dx = (l - 10) * 36 + (s % 3) * 12;
    const lat = zip.latitude + dy / 111_320;
    const lon = zip.longitude + dx / (111_320 * Math.cos((zip.latitude * Math.PI) / 180));
    const streetHash = (mi * 7919 + zi * 104_729 + s * 15_485_863) >>> 0;
    const street = V.STREET_NAMES[streetHash % V.STREET_NAMES.length]!;
    const suffix = V.STREET_SUFFIXES[(streetHash >>> 8) % V.STREET_SUFFIXES.length]!;
    const block = 1 + ((zi * 7 + s * 3) % 60);
    const house = String(block * 100 + l * 4 + side + 2);

    const [group, code, klass] = LAND_USE.sample(rng);
    const lu =
      m.city === 'Brooklyn' && group === 'house' && rng.chance(0.12)
        ? (['coOp', 1005, 'R'] as const)
        : ([group, code, klass] as const);
    const landGroup = lu[0];
    const residential = lu[2] === 'R';
    const unitType = landGroup === 'condo' || landGroup === 'coOp' ? 'Unit' : null;
    const unit = unitType ? String(100 * (1 + rng.int(6)) + 1 + rng.int(12)) : null;

    const addrId = this.nextId('addresses');
    const addrParts = { houseNumber: house, streetName: street, streetSuffix: suffix, unitType, unit };
    this.row('addresses', [
      addrId,
      house,
      null,
      street,
      suffix,
      null,
      unitType,
      unit,
      zip.city,
      zip.state,
      zip.zip,
      String(1000 + rng.int(9000)),
      m.county,
      lat.toFixed(6),
      lon.toFixed(6),
      recordsAddressKey(addrParts),
      assessorSrc,
      this.rec(this.asOf - 400 - rng.int(3000), 30),
    ]);
    const addr: AddressInfo = { id: addrId, city: zip.city, state: zip.state, zip: zip.zip, county: m.county };

    // Building and lot.
    let beds: number | null = null;
    let baths: number | null = null;
    let sqft: number | null = null;
    let lotSqft: number | null = null;
    let year: number | null = null;
    let stories: number | null = null;
    let units = 1;
    const south = ['AZ', 'FL', 'TX', 'NV', 'CA', 'GA', 'LA'].includes(m.state);
    switch (landGroup) {
      case 'house':
      case 'townHouse': {
        beds = 2 + (rng.chance(0.85) ? rng.int(3) : 3) + (rng.chance(0.08) ? 1 : 0);
        baths = Math.max(1, beds - 1 + (rng.chance(0.5) ? 0.5 : 0) + (rng.chance(0.3) ? 1 : 0));
        sqft = Math.max(650, Math.round(450 + beds * 430 + rng.normal() * 220));
        lotSqft =
          landGroup === 'townHouse'
            ? 1200 + rng.int(2500)
            : Math.round(4000 + rng.int(9000) + (rng.chance(0.1) ? rng.int(30000) : 0));
        stories = landGroup === 'townHouse' ? 2 : rng.chance(0.55) ? 1 : 2;
        break;
      }
      case 'condo':
      case 'coOp':
        beds = 1 + rng.int(3);
        baths = beds === 1 ? 1 : beds - 1 + (rng.chance(0.5) ? 0.5 : 0) + (rng.chance(0.3) ? 1 : 0);
        sqft = Math.max(450, Math.round(300 + beds * 420 + rng.normal() * 120));
        stories = 1;
        break;
      case 'multiFamily':
        units = 2 + rng.int(3);
        beds = units * (1 + rng.int(3));
        baths = units * (1 + (rng.chance(0.4) ? 0.5 : 0));
        sqft = Math.round(units * (700 + rng.int(500)));
        lotSqft = 5000 + rng.int(9000);
        stories = 1 + rng.int(3);
        break;
      case 'office':
      case 'commercial':
        sqft = 2500 + rng.int(40_000);
        lotSqft = sqft * (2 + rng.int(3));
        stories = 1 + rng.int(4);
        units = 1 + rng.int(8);
        break;
      case 'land':
        lotSqft = 6000 + rng.int(200_000);
        units = 0;
        break;
      default:
        sqft = 800 + rng.int(4000);
        lotSqft = 5000 + rng.int(20000);
        stories = 1;
    }
    if (landGroup !== 'land')
      year = Math.min(yearOfDay(this.asOf) - 1, Math.max(1900, Math.round(1978 + rng.normal() * 24)));
    const ppsf =
      m.pricePerSqft * this.zipFactors[mi]![zi]! * Math.exp(rng.normal() * 0.12) * (year && year > 2010 ? 1.1 : 1);
    const value =
      Math.round((landGroup === 'land' ? lotSqft! * ppsf * 0.06 : sqft! * ppsf * (klass === 'C' ? 0.9 : 1)) / 100) *
        10_000 || 1_000_000; // cents, rounded to $100 (at least $10,000)

    // Situation draws (shares chosen so each quick filter holds >= 0.5 % of properties).
    const reo = residential && rng.chance(0.013);
    const fc: 'pre' | 'auction' | null =
      residential && !reo ? (rng.chance(0.024) ? 'pre' : rng.chance(0.013) ? 'auction' : null) : null;
    let vacant = residential && (reo ? rng.chance(0.7) : fc === 'pre' ? rng.chance(0.38) : rng.chance(0.035));
    let occupancy: Occupancy = !residential
      ? 'rental'
      : vacant
        ? 'vacant'
        : landGroup === 'multiFamily' || rng.chance(0.3)
          ? 'rental'
          : 'owner';
    const taxDelinquent = rng.chance(fc ? 0.15 : 0.024);
    const propertyLien = rng.chance(0.03);
    const ownerLien = rng.chance(0.022);
    const ownerBankrupt = rng.chance(0.02) || (fc !== null && rng.chance(0.1));
    const ownerDeceased = residential && !reo && rng.chance(0.014);
    const market = rng.next();
    let listing: 'sale' | 'rent' | 'failed' | 'pending' | null = null;
    if (landGroup !== 'land' || market < 0.03) {
      if (market < 0.045) listing = 'sale';
      else if (market < 0.052) listing = 'pending';
      else if (market < 0.085) listing = 'failed';
      else if (market < 0.115 && (occupancy === 'rental' || occupancy === 'vacant') && !reo) listing = 'rent';
    }
    const flip = (listing === 'sale' || listing === 'pending') && !reo && rng.chance(0.3);
    const negative = residential && !reo && !flip && fc === null && rng.chance(0.014);

    // Sale history, newest first.
    let lastSale: number;
    const yrsAgo = rng.next();
    if (flip) lastSale = this.asOf - 120 - rng.int(540);
    else if (negative) lastSale = this.asOf - 200 - rng.int(900);
    else if (reo) lastSale = this.asOf - 30 - rng.int(500);
    else if (yrsAgo < 0.09) lastSale = this.asOf - 20 - rng.int(345);
    else if (yrsAgo < 0.27) lastSale = this.asOf - 365 - rng.int(730);
    else if (yrsAgo < 0.5) lastSale = this.asOf - 3 * 365 - rng.int(5 * 365);
    else if (yrsAgo < 0.8) lastSale = this.asOf - 8 * 365 - rng.int(10 * 365);
    else lastSale = this.asOf - 18 * 365 - rng.int(20 * 365);
    if (year) lastSale = Math.max(lastSale, dayOf(`${year}-06-01`) + rng.int(300));
    lastSale = Math.min(lastSale, this.asOf - 15);
    const recentSold = this.asOf - lastSale < 365 && !flip && !reo && listing === null;

    let estValue = value;
    const hpiLast = hpiAt(lastSale);
    let lastPrice = Math.round((value * hpiLast * Math.exp(rng.normal() * 0.06)) / 100_000) * 100_000;
    if (flip) lastPrice = Math.round((value * 0.72) / 100_000) * 100_000;
    if (reo) lastPrice = Math.round((value * 0.6) / 100_000) * 100_000;
    const cash = reo || (flip ? rng.chance(0.65) : rng.chance(occupancy === 'rental' ? 0.35 : 0.18));

    // Loans at the last sale (and maybe a HELOC); balances amortised to as-of.
    interface Loan {
      day: number;
      amount: number;
      rate: number;
      term: number;
      type: string;
      lender: string;
      balance: number;
    }
    const loans: Loan[] = [];
    if (!cash && lastPrice > 0) {
      const ltv = negative ? 0.965 : rng.pick([0.8, 0.8, 0.8, 0.9, 0.965, 0.7, 0.75]);
      const type = ltv === 0.965 ? 'fha' : rng.chance(0.08) ? 'va' : 'conventional';
      const term = rng.chance(0.85) ? 360 : 180;
      const rate = Math.round((rateAt(lastSale) + rng.normal() * 0.3) * 1000) / 1000;
      const amount = Math.round((lastPrice * ltv) / 100_000) * 100_000;
      const months = Math.floor((this.asOf - lastSale) / 30.44);
      const paidOff = !negative && months > 60 && rng.chance(Math.min(0.7, months / 400));
      loans.push({
        day: lastSale + rng.int(3),
        amount,
        rate,
        term,
        type,
        lender: rng.pick(V.LENDERS),
        balance: paidOff ? 0 : Math.round(balanceAfter(amount, rate, term, months)),
      });
      if (negative || rng.chance(0.07)) {
        const hd = negative ? lastSale + 30 : lastSale + rng.int(Math.max(1, this.asOf - lastSale));
        const hAmount = Math.round((lastPrice * (negative ? 0.1 : 0.05 + rng.next() * 0.1)) / 100_000) * 100_000;
        loans.push({
          day: hd,
          amount: hAmount,
          rate: rateAt(hd) + 1.5,
          term: 360,
          type: 'heloc',
          lender: rng.pick(V.LENDERS),
          balance: Math.round(hAmount * (0.6 + rng.next() * 0.4)),
        });
      }
    }
    let open = loans.reduce((sum, ln) => sum + ln.balance, 0);
    if (negative) {
      estValue = Math.round((open * (0.82 + rng.next() * 0.14)) / 10_000) * 10_000;
    }
    if (fc && open === 0 && lastPrice > 0) {
      // A foreclosure needs a loan in default.
      const amount = Math.round((lastPrice * 0.8) / 100_000) * 100_000;
      const rate = rateAt(lastSale);
      const months = Math.floor((this.asOf - lastSale) / 30.44);
      loans.push({
        day: lastSale,
        amount,
        rate,
        term: 360,
        type: 'conventional',
        lender: rng.pick(V.LENDERS),
        balance: Math.round(balanceAfter(amount, rate, 360, Math.min(months, 300))),
      });
      open = loans.reduce((sum, ln) => sum + ln.balance, 0);
    }
    const equity = estValue - open;

    // Owners: the household living there, a landlord among recent people, a company, a trust or a bank.
    let knownHousehold: PersonRec[] | null = null;
    const canAttach = this.peopleDone < this.peopleTarget && rng.chance(this.attachShare);
    if (occupancy === 'owner' && !canAttach) occupancy = 'rental';
    if (residential && occupancy !== 'vacant' && canAttach) {
      const moveIn = occupancy === 'owner' ? lastSale : Math.max(lastSale, this.asOf - 60 - rng.int(6 * 365));
      knownHousehold = this.household(
        addr,
        moveIn,
        this.peopleTarget - this.peopleDone,
        occupancy === 'owner' ? { forceHeadDeceased: ownerDeceased, ownerLien, ownerBankrupt } : {},
      );
    }
    if (knownHousehold?.every((m) => m.deceased)) vacant = true;

    interface Owner {
      personId: number | null;
      type: string;
      first: string | null;
      middle: string | null;
      last: string | null;
      company: string | null;
      mailing: number | null;
    }
    const owners: Owner[] = [];
    if (reo) {
      owners.push({
        personId: null,
        type: 'bank',
        first: null,
        middle: null,
        last: null,
        company: rng.pick(V.BANKS_REO),
        mailing: null,
      });
    } else if (occupancy === 'owner' && knownHousehold) {
      const [h, sp] = knownHousehold;
      owners.push({
        personId: h!.id,
        type: 'person',
        first: h!.first,
        middle: h!.middle,
        last: h!.last,
        company: null,
        mailing: null,
      });
      if (sp && (rng.chance(0.85) || h!.deceased))
        owners.push({
          personId: sp.id,
          type: 'person',
          first: sp.first,
          middle: sp.middle,
          last: sp.last,
          company: null,
          mailing: null,
        });
    } else {
      const r = rng.next();
      let landlord = r < 0.68 ? this.recentPeople.pick(rng) : undefined;
      if (ownerDeceased) {
        // Pre-probate via an absentee owner: look for a deceased person among recent people.
        for (let k = 0; k < 40 && landlord && !landlord.deceased; k++) landlord = this.recentPeople.pick(rng);
      }
      if (landlord && (ownerDeceased ? true : !landlord.deceased)) {
        owners.push({
          personId: landlord.id,
          type: 'person',
          first: landlord.first,
          middle: landlord.middle,
          last: landlord.last,
          company: null,
          mailing: landlord.addressId,
        });
        // The landlord's own situations, recorded against the person.
        if (ownerLien || ownerBankrupt) this.forcedPersonFacts(landlord, ownerLien, ownerBankrupt);
      } else if (r < 0.95) {
        const company = `${rng.pick(V.COMPANY_WORDS)} ${rng.pick(V.COMPANY_SUFFIXES)}`;
        owners.push({ personId: null, type: 'company', first: null, middle: null, last: null, company, mailing: null });
      } else {
        const n = this.personName();
        owners.push({
          personId: null,
          type: 'trust',
          first: null,
          middle: null,
          last: n.last,
          company: `The ${n.last} Family Trust`,
          mailing: null,
        });
      }
    }
    // Owner-occupied: a living current owner lives there.
    const ownerOccupied =
      occupancy === 'owner' &&
      knownHousehold !== null &&
      owners.some((o) => knownHousehold!.some((m) => m.id === o.personId && !m.deceased));
    const ownerName = (o: Owner) => o.company ?? `${o.first} ${o.last}`;
    const buyerNames = owners.map(ownerName).join('; ');

    // Prior owner (the seller of the last sale), sometimes a person in the data set.
    const prior = rng.chance(0.45) ? this.recentPeople.pick(rng) : undefined;
    const sellerName = reo
      ? `${this.personName().first} ${this.personName().last}`
      : prior
        ? `${prior.first} ${prior.last}`
        : (() => {
            const n = this.personName();
            return `${n.first} ${n.last}`;
          })();
    const hadPriorSale = year !== null && lastSale - 365 * 3 > dayOf(`${year}-06-01`);
    const priorSaleDay = hadPriorSale ? Math.max(dayOf(`${year}-06-01`), lastSale - 365 - rng.int(12 * 365)) : null;

    owners.forEach((o, i) => {
      this.row('property_owners', [
        this.nextId('property_owners'),
        id,
        o.personId,
        o.type,
        i + 1,
        o.first,
        o.middle,
        o.last,
        o.company,
        o.mailing,
        true,
        fmt(lastSale),
        null,
        assessorSrc,
        this.rec(lastSale, 120),
      ]);
    });
    if (priorSaleDay !== null) {
      this.row('property_owners', [
        this.nextId('property_owners'),
        id,
        prior?.id ?? null,
        'person',
        1,
        prior?.first ?? sellerName.split(' ')[0],
        prior?.middle ?? null,
        prior?.last ?? sellerName.split(' ').slice(1).join(' '),
        null,
        null,
        false,
        fmt(priorSaleDay),
        fmt(lastSale),
        assessorSrc,
        this.rec(lastSale, 120),
      ]);
      if (prior && prior.currentFrom > lastSale && !prior.deceased) {
        // The prior owner lived here before moving to their current address.
        this.row('person_addresses', [
          this.nextId('person_addresses'),
          prior.id,
          addrId,
          fmt(priorSaleDay),
          fmt(lastSale),
          false,
          this.src.creditHeader,
          this.rec(lastSale, 300),
        ]);
      }
    }

    // Transactions: the last sale (or trustee's deed), its loans, the prior sale.
    const saleDoc = reo
      ? "Trustee's Deed Upon Sale"
      : rng.pick(['Grant Deed', 'Warranty Deed', 'Special Warranty Deed']);
    this.row('property_transactions', [
      this.nextId('property_transactions'),
      id,
      'sale',
      saleDoc,
      this.docNumber(lastSale),
      fmt(lastSale),
      lastPrice,
      buyerNames,
      sellerName,
      null,
      null,
      null,
      null,
      false,
      null,
      cash,
      !reo && !flip ? rng.chance(0.95) : !reo,
      recorderSrc,
      this.rec(lastSale, 45),
    ]);
    for (const ln of loans) {
      this.row('property_transactions', [
        this.nextId('property_transactions'),
        id,
        'loan',
        ln.type === 'heloc' ? 'Home Equity Line of Credit' : 'Deed of Trust',
        this.docNumber(ln.day),
        fmt(ln.day),
        ln.amount,
        buyerNames,
        null,
        ln.lender,
        ln.type,
        ln.rate.toFixed(3),
        ln.term,
        ln.balance > 0,
        ln.balance,
        false,
        true,
        recorderSrc,
        this.rec(ln.day, 45),
      ]);
      if (ln.balance === 0) {
        const rel = Math.min(this.asOf - 10, ln.day + 5 * 365 + rng.int(8 * 365));
        this.row('property_recordings', [
          this.nextId('property_recordings'),
          id,
          'Release of Mortgage',
          this.docNumber(rel),
          fmt(rel),
          ln.lender,
          buyerNames,
          ln.amount,
          recorderSrc,
          this.rec(rel, 45),
        ]);
      }
    }
    if (priorSaleDay !== null) {
      const pp = Math.round((value * hpiAt(priorSaleDay) * Math.exp(rng.normal() * 0.06)) / 100_000) * 100_000;
      const pcash = rng.chance(0.2);
      this.row('property_transactions', [
        this.nextId('property_transactions'),
        id,
        'sale',
        'Grant Deed',
        this.docNumber(priorSaleDay),
        fmt(priorSaleDay),
        pp,
        sellerName,
        `${this.personName().first} ${this.personName().last}`,
        null,
        null,
        null,
        null,
        false,
        null,
        pcash,
        true,
        recorderSrc,
        this.rec(priorSaleDay, 45),
      ]);
      if (!pcash) {
        const amt = Math.round((pp * 0.8) / 100_000) * 100_000;
        this.row('property_transactions', [
          this.nextId('property_transactions'),
          id,
          'loan',
          'Deed of Trust',
          this.docNumber(priorSaleDay),
          fmt(priorSaleDay),
          amt,
          sellerName,
          null,
          rng.pick(V.LENDERS),
          'conventional',
          rateAt(priorSaleDay).toFixed(3),
          360,
          false,
          0,
          false,
          true,
          recorderSrc,
          this.rec(priorSaleDay, 45),
        ]);
      }
    }

    // Tax assessments: the last three years; the newest may be delinquent.
    const asOfYear = yearOfDay(this.asOf);
    const ratio = 0.85 + rng.next() * 0.15;
    for (let k = 2; k >= 0; k--) {
      const ty = asOfYear - k;
      const mv = Math.round((estValue * (1 - 0.03 * k)) / 10_000) * 10_000;
      const assessed = Math.round((mv * ratio) / 100) * 100;
      const land = Math.round((assessed * (landGroup === 'land' ? 1 : 0.25 + rng.next() * 0.1)) / 100) * 100;
      const tax = Math.round(assessed * 0.011);
      const delinquent = k === 0 && taxDelinquent;
      this.row('property_tax_assessments', [
        this.nextId('property_tax_assessments'),
        id,
        ty,
        land,
        assessed - land,
        assessed,
        mv,
        tax,
        ownerOccupied ? 'Homestead' : null,
        delinquent,
        delinquent ? Math.round(tax * (0.5 + rng.next())) : null,
        assessorSrc,
        fmt(dayOf(`${ty}-03-01`) + rng.int(200)),
      ]);
    }

    // MLS listings: current ones and the sale that just closed.
    let marketStatus = 0;
    const listingRow = (
      type: 'sale' | 'rent',
      status: string,
      listDay: number,
      statusDay: number,
      price: number,
      close: number | null,
    ) => {
      const lid = this.nextId('property_listings');
      const photos = 3 + rng.int(10);
      const dom = Math.max(0, (status === 'active' ? this.asOf : statusDay) - listDay);
      this.row('property_listings', [
        lid,
        id,
        `MLS${mi + 10}${String(rng.int(10_000_000)).padStart(7, '0')}`,
        type,
        status,
        fmt(listDay),
        fmt(statusDay),
        price,
        close,
        dom,
        `${this.personName().first} ${this.personName().last}`,
        rng.pick(V.BROKERAGES),
        photos,
        beds
          ? `${beds} bed, ${baths} bath ${landGroup === 'house' ? 'home' : landGroup} in ${zip.city}.`
          : `${landGroup} in ${zip.city}.`,
        this.src.mls,
        this.rec(statusDay, 5),
      ]);
      for (let k = 1; k <= photos; k++) {
        this.row('property_listing_photos', [
          this.nextId('property_listing_photos'),
          id,
          lid,
          k,
          `/api/property-photos/${id}.svg?n=${k}`,
          k === 1 ? 'Front' : null,
          this.src.mls,
          this.rec(listDay, 3),
        ]);
      }
    };
    if (listing === 'sale' || listing === 'pending') {
      const ld = this.asOf - rng.int(150);
      listingRow(
        'sale',
        listing === 'sale' ? 'active' : 'pending',
        ld,
        listing === 'sale' ? ld : Math.min(this.asOf, ld + 10 + rng.int(40)),
        Math.round((estValue * (0.97 + rng.next() * 0.1)) / 100_000) * 100_000,
        null,
      );
      marketStatus = 1;
    } else if (listing === 'rent') {
      const ld = this.asOf - rng.int(60);
      listingRow('rent', 'active', ld, ld, Math.round((estValue * 0.0065) / 1000) * 1000, null);
      marketStatus = 1;
    } else if (listing === 'failed') {
      const ld = this.asOf - 120 - rng.int(240);
      listingRow(
        'sale',
        rng.pick(['expired', 'withdrawn', 'cancelled']),
        ld,
        ld + 60 + rng.int(120),
        Math.round((estValue * 1.08) / 100_000) * 100_000,
        null,
      );
    }
    if (recentSold || (listing === null && !reo && this.asOf - lastSale < 365)) {
      const ld = lastSale - 30 - rng.int(60);
      listingRow('sale', 'sold', ld, lastSale, Math.round((lastPrice * 1.02) / 100_000) * 100_000, lastPrice);
      marketStatus = 2;
    }

    // Foreclosures.
    const borrower = buyerNames;
    const firstLoan = loans[0];
    if (fc) {
      const nod = this.asOf - 20 - rng.int(250);
      this.row('property_foreclosures', [
        this.nextId('property_foreclosures'),
        id,
        fc === 'pre' ? 'pre_foreclosure' : 'pre_foreclosure',
        rng.chance(0.6) ? 'Notice of Default' : 'Lis Pendens',
        this.docNumber(nod),
        fmt(nod),
        `FC-${yearOfDay(nod)}-${rng.int(1_000_000)}`,
        borrower,
        firstLoan?.lender ?? rng.pick(V.LENDERS),
        rng.pick(V.TRUSTEES),
        Math.round(open * (0.03 + rng.next() * 0.05)),
        null,
        null,
        null,
        fc === 'pre' ? 'active' : 'superseded',
        recorderSrc,
        this.rec(nod, 20),
      ]);
      if (fc === 'auction') {
        const nts = Math.min(this.asOf - 5, nod + 90 + rng.int(60));
        this.row('property_foreclosures', [
          this.nextId('property_foreclosures'),
          id,
          'auction',
          'Notice of Trustee Sale',
          this.docNumber(nts),
          fmt(nts),
          `FC-${yearOfDay(nod)}-${rng.int(1_000_000)}`,
          borrower,
          firstLoan?.lender ?? rng.pick(V.LENDERS),
          rng.pick(V.TRUSTEES),
          Math.round(open * 0.06),
          fmt(this.asOf + 5 + rng.int(60)),
          `${m.county} County Courthouse, main entrance`,
          Math.round((open * 0.9) / 100_000) * 100_000,
          'scheduled',
          recorderSrc,
          this.rec(nts, 10),
        ]);
      }
    }
    if (reo) {
      const nod = lastSale - 200 - rng.int(200);
      this.row('property_foreclosures', [
        this.nextId('property_foreclosures'),
        id,
        'reo',
        "Trustee's Deed Upon Sale",
        this.docNumber(lastSale),
        fmt(lastSale),
        `FC-${yearOfDay(nod)}-${rng.int(1_000_000)}`,
        sellerName,
        owners[0]?.company ?? null,
        rng.pick(V.TRUSTEES),
        null,
        fmt(lastSale - 10),
        `${m.county} County Courthouse`,
        lastPrice,
        'reverted_to_lender',
        recorderSrc,
        this.rec(lastSale, 20),
      ]);
    } else if (rng.chance(0.01)) {
      const d = this.asOf - 400 - rng.int(3000);
      this.row('property_foreclosures', [
        this.nextId('property_foreclosures'),
        id,
        'pre_foreclosure',
        'Notice of Default',
        this.docNumber(d),
        fmt(d),
        null,
        borrower,
        rng.pick(V.LENDERS),
        rng.pick(V.TRUSTEES),
        rng.range(50, 400) * 10_000,
        null,
        null,
        null,
        'cancelled',
        recorderSrc,
        this.rec(d, 20),
      ]);
    }

    // Liens, evictions, permits, other recordings.
    if (propertyLien || rng.chance(0.02)) {
      const [type, creditor] = rng.pick(V.PROPERTY_LIEN_TYPES);
      const d = this.asOf - 10 - rng.int(5 * 365);
      const isOpen = propertyLien;
      this.row('property_liens', [
        this.nextId('property_liens'),
        id,
        type,
        type === 'hoa' ? `${zip.city} ${creditor}` : creditor,
        borrower,
        owners[0]?.personId ?? null,
        type === 'judgment' ? `${m.county} County Civil Court` : null,
        type === 'judgment' ? `CV-${yearOfDay(d)}-${rng.int(1_000_000)}` : null,
        this.docNumber(d),
        fmt(d),
        rng.range(5, 600) * 10_000,
        isOpen ? null : fmt(Math.min(this.asOf, d + 60 + rng.int(700))),
        isOpen ? 'open' : 'released',
        recorderSrc,
        this.rec(d, 30),
      ]);
    }
    if (residential && occupancy === 'rental' && rng.chance(0.03)) {
      const d = this.asOf - 30 - rng.int(6 * 365);
      const tenant = knownHousehold?.[0];
      const tn = tenant ? `${tenant.first} ${tenant.last}` : `${this.personName().first} ${this.personName().last}`;
      this.row('property_evictions', [
        this.nextId('property_evictions'),
        id,
        `EV-${yearOfDay(d)}-${rng.int(1_000_000)}`,
        `${m.county} County Justice Court`,
        fmt(d),
        owners[0] ? ownerName(owners[0]) : 'Owner',
        tn,
        tenant?.id ?? null,
        fmt(d + 20 + rng.int(40)),
        rng.range(10, 120) * 10_000,
        rng.pick(['judgment_for_plaintiff', 'dismissed', 'settled']),
        courtSrc,
        this.rec(d, 30),
      ]);
    }
    if (rng.chance(0.15) && year) {
      const n = 1 + rng.int(3);
      for (let k = 0; k < n; k++) {
        const [ptype, desc] = rng.pick(V.PERMIT_TYPES);
        const d = Math.max(dayOf(`${year}-12-31`), this.asOf - 30 - rng.int(15 * 365));
        const done = d < this.asOf - 180 || rng.chance(0.5);
        this.row('property_permits', [
          this.nextId('property_permits'),
          id,
          `BP${yearOfDay(d)}-${rng.int(1_000_000)}`,
          ptype,
          desc,
          done ? 'finaled' : 'issued',
          fmt(d),
          done ? fmt(Math.min(this.asOf, d + 20 + rng.int(150))) : null,
          rng.range(2, 800) * 100_000,
          rng.pick(V.CONTRACTORS),
          permitSrc,
          this.rec(d, 30),
        ]);
      }
    }
    if (ownerDeceased && rng.chance(0.2)) {
      // Probate already opened for some deceased owners (then not pre-probate).
      const d = this.asOf - 10 - rng.int(300);
      this.row('property_recordings', [
        this.nextId('property_recordings'),
        id,
        'Letters of Administration (Probate)',
        this.docNumber(d),
        fmt(d),
        buyerNames,
        null,
        null,
        courtSrc,
        this.rec(d, 30),
      ]);
    }
    if (rng.chance(0.05)) {
      const d = this.asOf - rng.int(10 * 365);
      this.row('property_recordings', [
        this.nextId('property_recordings'),
        id,
        rng.pick(['Easement', 'Assignment of Mortgage', 'Affidavit', 'Notice of Completion']),
        this.docNumber(d),
        fmt(d),
        buyerNames,
        null,
        null,
        recorderSrc,
        this.rec(d, 30),
      ]);
    }

    const hoa =
      landGroup === 'condo' || landGroup === 'coOp' || landGroup === 'townHouse' || (residential && rng.chance(0.3));
    this.row('properties', [
      id,
      addrId,
      `${String(100 + zi).padStart(3, '0')}-${String(s).padStart(2, '0')}-${String(pos).padStart(3, '0')}${unit ? `-${unit}` : ''}`,
      m.county,
      m.fips,
      lu[1],
      landGroup,
      klass === 'R' ? 'Residential' : klass === 'C' ? 'Commercial' : klass === 'V' ? 'Vacant Land' : 'Other',
      `${street} ${rng.pick(['Estates', 'Heights', 'Park', 'Village', 'Gardens', 'Place'])}`,
      year,
      stories,
      beds,
      baths,
      beds ? beds + 2 + rng.int(3) : null,
      sqft,
      lotSqft,
      units,
      residential && rng.chance(south ? 0.25 : 0.08),
      residential && landGroup !== 'condo' && rng.chance(0.75),
      residential && !south && rng.chance(0.35),
      residential && rng.chance(0.3),
      hoa,
      hoa ? rng.range(5, 60) * 1000 : null,
      ownerOccupied,
      vacant,
      estValue,
      fmt(this.asOf - rng.int(30)),
      open,
      equity,
      fmt(lastSale),
      lastPrice,
      marketStatus,
      lat.toFixed(6),
      lon.toFixed(6),
      assessorSrc,
      this.rec(this.asOf - 60, 50),
    ]);
    this.propsDone++;
  }

  /** Liens and bankruptcies of a landlord generated earlier (rows may be written at any time). */
  private forcedPersonFacts(p: RingPerson, lien: boolean, bankrupt: boolean): void {
    const rng = this.rng;
    if (lien) {
      const [type, creditor] = rng.pick(V.LIEN_CREDITORS);
      const d = this.asOf - 30 - rng.int(5 * 365);
      this.row('person_liens', [
        this.nextId('person_liens'),
        p.id,
        type,
        creditor,
        rng.range(5, 900) * 10_000,
        `${p.city} County Court`,
        `CV-${yearOfDay(d)}-${String(rng.int(1_000_000)).padStart(6, '0')}`,
        fmt(d),
        null,
        'open',
        this.stateSrc(p.state, 0),
        this.rec(d, 60),
      ]);
    }
    if (bankrupt) {
      const d = this.asOf - 30 - rng.int(3 * 365);
      this.row('bankruptcies', [
        this.nextId('bankruptcies'),
        p.id,
        13,
        `US Bankruptcy Court, District of ${STATE_NAMES[p.state]}`,
        `${String(yearOfDay(d) % 100).padStart(2, '0')}-${String(rng.int(100_000)).padStart(5, '0')}`,
        fmt(d),
        'open',
        null,
        rng.range(5, 300) * 100_000,
        rng.range(20, 900) * 100_000,
        this.src.bankruptcyCourts,
        this.rec(d, 60),
      ]);
    }
  }

  // ----------------------------------------------------------------------------------------- run

  /** The chunks of this run. */
  get plan(): readonly GenerateChunk[] {
    return this.chunks;
  }

  /** Writes sources.tsv's rows (shared look-up data: written once, not per chunk). */
  writeSourceRows(w: TsvWriter): void {
    for (const r of this.sourceRows) w.row(r);
  }

  /** Sets lotCounters to the counts of every property placed by chunks before `k`. */
  private lotsBefore(k: number): void {
    if (k < this.lotBaseChunk) {
      for (const z of this.lotBase) z.fill(0);
      this.lotBaseChunk = 0;
    }
    for (; this.lotBaseChunk < k; this.lotBaseChunk++) {
      const c = this.chunks[this.lotBaseChunk]!;
      const rng = new Prng(chunkSeed(this.opts.seed, c.index, 1));
      for (let i = 0; i < c.props; i++) {
        const mi = this.metroTable.sample(rng);
        this.lotBase[mi]![this.zipTables[mi]!.sample(rng)]!++;
      }
    }
    this.lotCounters = this.lotBase.map((z) => z.slice());
  }

  /**
   * Generates chunk `k` into `out` (the files of the run, or the chunk's part files). Its output
   * depends only on the options and `k`: chunks may run in any order, in any worker.
   */
  runChunk(k: number, out: ChunkWriters): { rows: Record<string, number> } {
    const c = this.chunks[k];
    if (!c) throw new Error(`no chunk ${k}`);
    const single = this.chunks.length === 1;
    this.rng = new Prng(chunkSeed(this.opts.seed, k));
    // One chunk: metro and ZIP draws share the main stream (as before chunks existed). Several: a
    // placement stream of their own, so later chunks can replay it and continue the lot numbering.
    this.placeRng = single ? this.rng : new Prng(chunkSeed(this.opts.seed, k, 1));
    if (single) this.lotCounters = this.metros.map((m) => m.zips.map(() => 0));
    else this.lotsBefore(k);
    this.recentPeople = new Ring<RingPerson>(4000);
    this.recentHouseholds = new Ring<RingHousehold>(2000);
    this.ids = {};
    this.peopleBase = c.peopleStart;
    this.propsBase = c.propsStart;
    this.idBase = k * CHUNK_ID_STRIDE;
    this.peopleDone = 0;
    this.propsDone = 0;
    this.peopleTarget = c.people;
    this.propsTarget = c.props;
    this.w = out.tables;
    this.truth = out.truth;
    const before = Object.fromEntries(Object.entries(out.tables).map(([t, w]) => [t, w.rows]));
    const P = this.propsTarget;
    const N = this.peopleTarget;
    while (this.propsDone < P || this.peopleDone < N) {
      const propFrac = P > 0 ? this.propsDone / P : 1;
      const peopleFrac = this.peopleDone / N;
      if (this.propsDone < P && (this.peopleDone >= N || propFrac <= peopleFrac)) this.property();
      else this.ruralHousehold();
    }
    this.peakRss = Math.max(this.peakRss, process.memoryUsage.rss());
    return { rows: Object.fromEntries(Object.entries(out.tables).map(([t, w]) => [t, w.rows - (before[t] ?? 0)])) };
  }

  /** Highest RSS seen so far (bytes). */
  get peakRssBytes(): number {
    return Math.max(this.peakRss, process.memoryUsage.rss());
  }

  /** The manifest of this run, given the row count of each table. */
  manifest(rows: Record<string, number>): RecordsManifest {
    return {
      formatVersion: RECORDS_FORMAT_VERSION,
      generator: GENERATOR_NAME,
      seed: this.opts.seed,
      asOf: fmt(this.asOf)!,
      options: {
        people: this.totalPeople,
        properties: this.totalProps,
        metros: this.metros.map((m) => `${m.city}, ${m.state}`),
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
    const rows = Object.fromEntries(Object.entries(out.tables).map(([t, w]) => [t, w.rows]));
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
