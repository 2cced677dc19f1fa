/**
 * The generation context of a records update: the set's generator context (its ZIPs, metros, sources
 * and the helpers of the address and phone generators) whose ids continue above the set's highest
 * ids, whose "today" is the delta's `asOf` and whose rows go to the delta's files.
 */
import { join } from 'node:path';
import { RECORD_TABLES } from '../../core/records/record-files.schema.js';
import { fmt } from './day-numbers.js';
import type { SetSnapshot } from './delta-snapshot.js';
import { GenerationContext } from './generation-context.js';
import { Prng } from './prng.js';
import { type Cell, TsvWriter } from './tsv-writer.js';

export class DeltaContext extends GenerationContext {
  private readonly next: Record<string, number>;
  private readonly writers: Record<string, TsvWriter> = {};

  constructor(
    private readonly outDir: string,
    readonly snap: SetSnapshot,
    opts: { seed: number; people: number; properties: number; metros: number; asOf: string },
    /** The set's asOf (day number): the delta's facts happen after it. */
    readonly setAsOf: number,
  ) {
    super({ people: opts.people, properties: opts.properties, seed: opts.seed, metros: opts.metros, asOf: opts.asOf });
    this.next = { ...snap.maxIds };
    const rng = new Prng(opts.seed);
    this.beginChunk({
      rng,
      placeRng: rng,
      lotCounters: this.emptyLots(),
      peopleStart: 0,
      people: 0,
      propsStart: 0,
      props: 0,
      idBase: 0,
      tables: this.writers,
      // The delta writes no ground truth.
      truth: undefined as unknown as TsvWriter,
    });
  }

  /** Ids continue above the set's highest id of the table. */
  override nextId(table: string): number {
    const v = (this.next[table] ?? 0) + 1;
    this.next[table] = v;
    return v;
  }

  override row(table: string, values: Cell[]): void {
    let w = this.writers[table];
    if (!w) {
      const spec = RECORD_TABLES.find((t) => t.table === table);
      if (!spec) throw new Error(`unknown record table ${table}`);
      w = new TsvWriter(join(this.outDir, `${table}.tsv`), spec.columns.length);
      this.writers[table] = w;
    }
    w.row(values);
  }

  /** A day in the delta's window (after the set's asOf, a few days before the delta's, for recording). */
  windowDay(): number {
    const span = this.asOf - this.setAsOf;
    return this.setAsOf + 1 + this.rng.int(Math.max(1, span - 5));
  }

  /** A recorded-at date in the window, some days after `day`. */
  recIn(day: number, maxLag = 10): string {
    return fmt(Math.max(this.setAsOf + 1, Math.min(this.asOf, day + 1 + this.rng.int(maxLag))))!;
  }

  /** Closes the table files; returns the rows written per table. */
  close(): Record<string, number> {
    const rows: Record<string, number> = {};
    for (const [t, w] of Object.entries(this.writers)) {
      w.close();
      rows[t] = w.rows;
    }
    return rows;
  }
}
