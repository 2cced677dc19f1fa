import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../adapters/postgres/db.js';
import { loadRecords, RecordsFormatError, recordIndexDefinitions } from '../../../adapters/postgres/records-loader.js';
import {
  recordFactsWithoutSource,
  recordQuickFilterCounts,
  recordRowCounts,
} from '../../../adapters/postgres/records-stats.js';
import { generateRecords } from '../../../adapters/synthetic/generator.js';
import { computeRecordStats } from '../../../adapters/synthetic/records-stats.js';
import { recordsNameKey } from '../../../core/records/normalize.rules.js';
import { RECORD_TABLES } from '../../../core/records/record-files.schema.js';
import { openTestDb } from '../../support/test-db.js';

const dirs: string[] = [];
let dir: string;
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'tw-load-'));
  dirs.push(dir);
  generateRecords({ people: 2000, properties: 1000, seed: 99, outDir: dir });
});

describe('records schema', () => {
  let db: Db;
  beforeAll(async () => {
    db = await openTestDb();
  });
  afterAll(() => db.close());

  it('has every table and column of the file format, in order', async () => {
    for (const spec of RECORD_TABLES) {
      const cols = await db.query<{ column_name: string; is_nullable: string }>(
        `SELECT column_name, is_nullable FROM information_schema.columns
          WHERE table_schema = current_schema() AND table_name = $1 AND is_generated = 'NEVER' ORDER BY ordinal_position`,
        [spec.table],
      );
      expect(cols.rows.map((c) => c.column_name)).toEqual(spec.columns.map((c) => c.name));
      expect(cols.rows.map((c) => c.is_nullable === 'YES')).toEqual(spec.columns.map((c) => c.nullable));
    }
  });

  it('creates the search indexes on a fresh database', async () => {
    const names = (await recordIndexDefinitions(db)).map((i) => i.name);
    for (const n of [
      'people_last_name_trgm_idx',
      'people_last_name_dmetaphone_idx',
      'people_name_key_idx',
      'phones_number_idx',
      'emails_email_idx',
      'addresses_address_key_idx',
      'addresses_location_idx',
      'properties_location_idx',
    ]) {
      expect(names).toContain(n);
    }
  });
});

describe('loadRecords', () => {
  let db: Db;
  beforeAll(async () => {
    db = await openTestDb();
  });
  afterAll(() => db.close());

  it('rejects a malformed file with file, line and column named, and loads nothing', async () => {
    const bad = mkdtempSync(join(tmpdir(), 'tw-load-bad-'));
    dirs.push(bad);
    cpSync(dir, bad, { recursive: true });
    const lines = readFileSync(join(bad, 'people.tsv'), 'utf8').split('\n');
    const f = lines[1041]!.split('\t');
    f[6] = '1987-13-40';
    lines[1041] = f.join('\t');
    writeFileSync(join(bad, 'people.tsv'), lines.join('\n'));
    const before = (await recordIndexDefinitions(db)).length;
    const e = await loadRecords(db, bad).catch((x: unknown) => x);
    expect(e).toBeInstanceOf(RecordsFormatError);
    expect((e as Error).message).toBe('people.tsv line 1042 column 7 (birth_date): "1987-13-40" is not a date');
    const counts = await recordRowCounts(db);
    expect(Object.values(counts).every((n) => n === 0)).toBe(true);
    expect((await recordIndexDefinitions(db)).length).toBe(before);
  });

  it('rolls back the files already copied when a later file is malformed (validated alongside the COPYs)', async () => {
    const bad = mkdtempSync(join(tmpdir(), 'tw-load-late-'));
    dirs.push(bad);
    cpSync(dir, bad, { recursive: true });
    // The last table's file: every other file is copied before its check ends.
    const lines = readFileSync(join(bad, 'property_evictions.tsv'), 'utf8').split('\n');
    const f = lines[0]!.split('\t');
    f[4] = '2024-02-30';
    lines[0] = f.join('\t');
    writeFileSync(join(bad, 'property_evictions.tsv'), lines.join('\n'));
    // A duplicate people id too: the database refuses people.tsv first, the format problem is reported.
    const people = readFileSync(join(bad, 'people.tsv'), 'utf8');
    writeFileSync(join(bad, 'people.tsv'), people + people.slice(0, people.indexOf('\n') + 1));
    const m = JSON.parse(readFileSync(join(bad, 'manifest.json'), 'utf8'));
    m.tables.find((t: { table: string }) => t.table === 'people').rows += 1;
    writeFileSync(join(bad, 'manifest.json'), JSON.stringify(m));
    const before = (await recordIndexDefinitions(db)).length;
    const e = await loadRecords(db, bad).catch((x: unknown) => x);
    expect(e).toBeInstanceOf(RecordsFormatError);
    expect((e as Error).message).toBe(
      'property_evictions.tsv line 1 column 5 (filing_date): "2024-02-30" is not a date',
    );
    expect(Object.values(await recordRowCounts(db)).every((n) => n === 0)).toBe(true);
    expect((await recordIndexDefinitions(db)).length).toBe(before);
    // Checked in this thread first (validateInWorker false): the same answer.
    const again = await loadRecords(db, bad, { validateInWorker: false }).catch((x: unknown) => x);
    expect((again as Error).message).toBe((e as Error).message);
  });

  it('rolls everything back when the database refuses a row (duplicate id)', async () => {
    const dup = mkdtempSync(join(tmpdir(), 'tw-load-dup-'));
    dirs.push(dup);
    cpSync(dir, dup, { recursive: true });
    const text = readFileSync(join(dup, 'properties.tsv'), 'utf8');
    const first = text.slice(0, text.indexOf('\n') + 1);
    writeFileSync(join(dup, 'properties.tsv'), text + first);
    const m = JSON.parse(readFileSync(join(dup, 'manifest.json'), 'utf8'));
    m.tables.find((t: { table: string }) => t.table === 'properties').rows += 1;
    writeFileSync(join(dup, 'manifest.json'), JSON.stringify(m));
    const before = (await recordIndexDefinitions(db)).length;
    await expect(loadRecords(db, dup)).rejects.toThrow();
    expect((await recordRowCounts(db)).people).toBe(0);
    expect((await recordIndexDefinitions(db)).length).toBe(before);
  });

  it('loads a generated set: counts match the manifest, indexes rebuilt, every fact sourced', async () => {
    const indexesBefore = (await recordIndexDefinitions(db)).map((i) => i.def).sort();
    const r = await loadRecords(db, dir);
    expect(r.deferredIndexes).toBe(true);
    const counts = await recordRowCounts(db);
    for (const t of r.manifest.tables)
      expect({ table: t.table, rows: counts[t.table] }).toEqual({ table: t.table, rows: t.rows });
    expect((await recordIndexDefinitions(db)).map((i) => i.def).sort()).toEqual(indexesBefore);
    expect(await recordFactsWithoutSource(db)).toBe(0);
  });

  it('computes the same quick-filter counts in SQL as over the files', async () => {
    const files = await computeRecordStats(dir);
    const sql = await recordQuickFilterCounts(db, files.asOf);
    for (const q of files.quickFilters) expect({ q: q.filter, n: sql[q.filter] }).toEqual({ q: q.filter, n: q.count });
  });

  it('keeps name keys, residents and search indexes usable', async () => {
    const p = (
      await db.query<{ first_name: string; last_name: string; name_key: string }>(
        'SELECT first_name, last_name, name_key FROM people ORDER BY id LIMIT 50',
      )
    ).rows;
    for (const row of p) expect(row.name_key).toBe(recordsNameKey(row.first_name, row.last_name));
    // Owner-occupied properties have a current resident who is a current owner.
    const r = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM properties p
        WHERE p.owner_occupied AND NOT EXISTS (
          SELECT 1 FROM property_residents r JOIN property_owners o ON o.property_id = r.property_id AND o.person_id = r.person_id
           WHERE r.property_id = p.id AND r.is_current AND o.is_current)`,
    );
    expect(r.rows[0]?.n).toBe(0);
    // Nearby: the GiST point index answers a 0.5-mile radius.
    const c = await db.query<{ lon: number; lat: number }>(
      'SELECT longitude AS lon, latitude AS lat FROM properties ORDER BY id LIMIT 1',
    );
    const { lon, lat } = c.rows[0]!;
    const near = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM properties
        WHERE point(longitude, latitude) <@ box(point($1 - 0.01, $2 - 0.008), point($1 + 0.01, $2 + 0.008))
          AND (point(longitude, latitude) <@> point($1, $2)) < 0.5`,
      [lon, lat],
    );
    expect(near.rows[0]?.n).toBeGreaterThan(10);
  });

  it('appends into non-empty tables with the indexes kept in place', async () => {
    const again = await loadRecords(db, dir).catch((e: Error) => e);
    // The same ids again violate the primary keys: the append is refused as a whole.
    expect(again).toBeInstanceOf(Error);
    expect((await recordRowCounts(db)).people).toBe(2000);
  });
});
