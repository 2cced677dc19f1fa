/**
 * The records-update generator (`npm run data -- update`, docs/data-format.md "Records updates"):
 * reads a generated record set and writes a delta of what changed in the following days (people
 * move, change phones and e-mails, marry, get court cases, die; properties sell, are listed or taken
 * off the market). Deterministic for (set, seed, changes).
 */
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  DELTA_DEATH_COLUMNS,
  DELTA_DEATHS_FILE,
  DELTA_RETIRE_COLUMNS,
  DELTA_RETIRE_FILE,
  type RecordsDeltaManifest,
} from '../../core/records/record-delta.schema.js';
import { RECORD_TABLES, RECORDS_FORMAT_VERSION } from '../../core/records/record-files.schema.js';
import { deltaContentId } from '../postgres/records-delta-validate.js';
import { recordSetId, validateRecordSet } from '../postgres/records-validate.js';
import { dayOf, fmt } from './day-numbers.js';
import { DeltaContext } from './delta-context.js';
import { type ChangeKind, DeltaPeopleChanges } from './delta-people-changes.js';
import { DeltaPropertyChanges } from './delta-property-changes.js';
import { readSetSnapshot } from './delta-snapshot.js';
import { GENERATOR_NAME } from './generator.js';
import { TsvWriter } from './tsv-writer.js';

export interface GenerateDeltaOptions {
  /** The generated set the delta is based on. */
  fromDir: string;
  /** Where the delta is written (a new or empty directory). */
  outDir: string;
  seed: number;
  /** How many changes (default 5 % of the people, at least 20). */
  changes?: number;
  /** Length of the delta's window in days (default 30): its asOf is the set's plus this. */
  days?: number;
}

/** Share of the changes per kind, in the order they are made. */
const CHANGE_SHARES: readonly [ChangeKind, number][] = [
  ['sales', 0.12],
  ['newListings', 0.08],
  ['listingsOffMarket', 0.04],
  ['deaths', 0.03],
  ['moves', 0.3],
  ['phoneChanges', 0.14],
  ['emailChanges', 0.1],
  ['marriages', 0.04],
  ['criminalRecords', 0.05],
  ['trafficRecords', 0.1],
];

/** How many changes of each kind: the shares of `n`, every kind at least once when n allows. */
export const planChanges = (n: number): Record<ChangeKind, number> => {
  const plan = {} as Record<ChangeKind, number>;
  let left = n;
  for (const [kind, share] of CHANGE_SHARES) {
    const k = Math.min(left, Math.max(n >= CHANGE_SHARES.length ? 1 : 0, Math.floor(n * share)));
    plan[kind] = k;
    left -= k;
  }
  plan.moves += left;
  return plan;
};

/** Writes a records update of the set in `opts.fromDir` into `opts.outDir`; returns its manifest. */
export const generateRecordsDelta = (opts: GenerateDeltaOptions): RecordsDeltaManifest => {
  const set = validateRecordSet(opts.fromDir);
  if (set.generator !== GENERATOR_NAME) {
    throw new Error(
      `${opts.fromDir} was written by ${set.generator}; updates are generated for ${GENERATOR_NAME} sets`,
    );
  }
  if (existsSync(opts.outDir) && readdirSync(opts.outDir).length > 0) {
    throw new Error(`${opts.outDir} is not empty; a delta is written into a new directory`);
  }
  mkdirSync(opts.outDir, { recursive: true });
  const snap = readSetSnapshot(opts.fromDir, set);
  const setAsOf = dayOf(set.asOf);
  const asOf = fmt(setAsOf + (opts.days ?? 30))!;
  const metros = Array.isArray(set.options.metros) ? set.options.metros.length : 3;
  const ctx = new DeltaContext(
    opts.outDir,
    snap,
    {
      // The stream depends on the set's seed too: the same update seed gives other changes on another set.
      seed: (opts.seed ^ Math.imul(set.seed + 1, 0x9e3779b1)) >>> 0,
      people: snap.people.length,
      properties: snap.properties.length,
      metros,
      asOf,
    },
    setAsOf,
  );
  const retire = new TsvWriter(join(opts.outDir, DELTA_RETIRE_FILE), DELTA_RETIRE_COLUMNS.length);
  const deaths = new TsvWriter(join(opts.outDir, DELTA_DEATHS_FILE), DELTA_DEATH_COLUMNS.length);
  const people = new DeltaPeopleChanges(ctx, retire, deaths);
  const props = new DeltaPropertyChanges(ctx, people);
  const plan = planChanges(opts.changes ?? Math.max(20, Math.round(snap.people.length * 0.05)));
  const counts: Record<string, number> = {};
  const make: Record<ChangeKind, (i: number) => boolean> = {
    sales: (i) => props.sale(i % 5 < 3) || props.sale(i % 5 >= 3),
    newListings: () => props.newListing(),
    listingsOffMarket: () => props.offMarket(),
    deaths: () => {
      const p = people.pickPerson(() => true, 70);
      return p !== null && people.death(p);
    },
    moves: () => {
      const p = people.pickPerson((q) => snap.currentAddresses.has(q.id));
      return p !== null && people.move(p, ctx.windowDay());
    },
    phoneChanges: () => {
      const p = people.pickPerson();
      if (p) people.phoneChange(p);
      return p !== null;
    },
    emailChanges: () => {
      const p = people.pickPerson((q) => snap.currentEmails.has(q.id));
      if (p) people.emailChange(p);
      return p !== null;
    },
    marriages: () => {
      const p = people.pickPerson((q) => q.gender === 'F' && !q.hasMaidenOrMarried, 20, 50);
      if (p) people.marriage(p);
      return p !== null;
    },
    criminalRecords: () => {
      const p = people.pickPerson((q) => snap.currentAddresses.has(q.id));
      return p !== null && people.courtCase(p, 'criminal');
    },
    trafficRecords: () => {
      const p = people.pickPerson((q) => snap.currentAddresses.has(q.id), 16);
      return p !== null && people.courtCase(p, 'traffic');
    },
  };
  for (const [kind] of CHANGE_SHARES) {
    let done = 0;
    for (let i = 0; i < plan[kind]; i++) if (make[kind](i)) done++;
    counts[kind] = done;
  }
  counts.buyerMoves = props.buyerMoves;
  counts.sellerMoves = props.sellerMoves;
  const rows = ctx.close();
  retire.close();
  deaths.close();
  const tables = RECORD_TABLES.filter((t) => (rows[t.table] ?? 0) > 0).map((t) => ({
    table: t.table,
    file: `${t.table}.tsv`,
    rows: rows[t.table]!,
    columns: t.columns.map((c) => c.name),
  }));
  const manifest: RecordsDeltaManifest = {
    formatVersion: RECORDS_FORMAT_VERSION,
    kind: 'records-delta',
    deltaId: deltaContentId(opts.outDir),
    basedOn: { setId: recordSetId(opts.fromDir), asOf: set.asOf },
    asOf,
    generator: GENERATOR_NAME,
    seed: opts.seed,
    counts,
    tables,
    retire: { file: DELTA_RETIRE_FILE, rows: retire.rows },
    deaths: { file: DELTA_DEATHS_FILE, rows: deaths.rows },
  };
  writeFileSync(join(opts.outDir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
};
