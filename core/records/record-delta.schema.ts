import { z } from 'zod';
import { RECORDS_FORMAT_VERSION, type RecordColumn } from './record-files.schema.js';

/**
 * A records update (docs/data-format.md "Records updates"): the public records that changed after a
 * record set's `asOf`. A delta is a directory with a manifest.json, one TSV per record table with rows
 * to add (same columns as the set's file), `retire.tsv` (rows no longer current) and `deaths.tsv`
 * (people who died). Files follow the set's TSV conventions.
 */

/** Name of the file listing rows that are no longer current. */
export const DELTA_RETIRE_FILE = 'retire.tsv';
/** Name of the file listing people who died in the delta's window. */
export const DELTA_DEATHS_FILE = 'deaths.tsv';

/**
 * Columns of retire.tsv: the table and id of the row, the day it stopped being current, and for a
 * listing its closing status and price (null for every other table).
 */
export const DELTA_RETIRE_COLUMNS: readonly RecordColumn[] = [
  { name: 'table_name', type: 'text', nullable: false },
  { name: 'id', type: 'bigint', nullable: false },
  { name: 'to_date', type: 'date', nullable: false },
  { name: 'status', type: 'text', nullable: true },
  { name: 'amount_cents', type: 'bigint', nullable: true },
];

/** Columns of deaths.tsv: sets the person's deceased marker (people.deceased, deceased_date). */
export const DELTA_DEATH_COLUMNS: readonly RecordColumn[] = [
  { name: 'person_id', type: 'bigint', nullable: false },
  { name: 'deceased_date', type: 'date', nullable: false },
  { name: 'source_id', type: 'bigint', nullable: false },
  { name: 'recorded_at', type: 'date', nullable: false },
];

/**
 * Tables whose rows a delta may retire, and the column that takes the retirement day: the row's
 * `is_current` becomes false (a listing has no such flag: its status and status date change).
 */
export const RETIRABLE_TABLES = {
  person_addresses: 'to_date',
  person_phones: 'last_seen',
  emails: 'last_seen',
  property_owners: 'to_date',
  property_listings: 'status_date',
} as const satisfies Record<string, string>;
export type RetirableTable = keyof typeof RETIRABLE_TABLES;

/** Closing statuses of a retired listing. */
export const CLOSED_LISTING_STATUSES = ['sold', 'withdrawn', 'expired', 'cancelled'] as const;

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** manifest.json of a delta. */
export const RecordsDeltaManifestSchema = z.object({
  formatVersion: z.literal(RECORDS_FORMAT_VERSION),
  kind: z.literal('records-delta'),
  /** sha256 of the delta's files (names and bytes, in name order): the same content has the same id. */
  deltaId: z.string().regex(/^[0-9a-f]{64}$/),
  /** The set (or state) the delta applies to: its id (sha256 of its manifest.json) and `asOf`. */
  basedOn: z.object({ setId: z.string().regex(/^[0-9a-f]{64}$/), asOf: isoDate }),
  /** The delta's "today"; its facts are recorded after basedOn.asOf and up to this day. */
  asOf: isoDate,
  generator: z.string(),
  seed: z.number().int(),
  /** How many changes of each kind (moves, sales, ...). */
  counts: z.record(z.string(), z.number().int().nonnegative()),
  tables: z.array(
    z.object({
      table: z.string(),
      file: z.string(),
      rows: z.number().int().nonnegative(),
      columns: z.array(z.string()),
    }),
  ),
  retire: z.object({ file: z.literal(DELTA_RETIRE_FILE), rows: z.number().int().nonnegative() }),
  deaths: z.object({ file: z.literal(DELTA_DEATHS_FILE), rows: z.number().int().nonnegative() }),
});
export type RecordsDeltaManifest = z.infer<typeof RecordsDeltaManifestSchema>;
