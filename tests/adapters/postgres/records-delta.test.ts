import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../adapters/postgres/db.js';
import { PgPersonSearch } from '../../../adapters/postgres/pg-person-search.js';
import { applyRecordsDelta, RecordsDeltaRefused } from '../../../adapters/postgres/records-delta.js';
import { deltaContentId } from '../../../adapters/postgres/records-delta-validate.js';
import { loadRecords, RecordsFormatError } from '../../../adapters/postgres/records-loader.js';
import { recordRowCounts } from '../../../adapters/postgres/records-stats.js';
import { generateRecordsDelta } from '../../../adapters/synthetic/delta-generator.js';
import { generateRecords } from '../../../adapters/synthetic/generator.js';
import { forEachTsvRow, type ReadCell } from '../../../adapters/synthetic/record-set-reader.js';
import type { RecordsDeltaManifest } from '../../../core/records/record-delta.schema.js';
import { openTestDb } from '../../support/test-db.js';

const root = mkdtempSync(join(tmpdir(), 'tw-delta-'));
const setDir = join(root, 'set');
const deltaDir = join(root, 'delta');
let manifest: RecordsDeltaManifest;
let db: Db;

const rows = (file: string): ReadCell[][] => {
  const out: ReadCell[][] = [];
  forEachTsvRow(join(deltaDir, file), (c) => out.push(c));
  return out;
};

/** Every record table's row count plus the update bookkeeping and the search rows. */
const state = async (): Promise<Record<string, unknown>> => ({
  ...(await recordRowCounts(db)),
  ...(
    await db.query<{ deltas: string; changes: string; places: string; asOf: string; retired: string }>(
      `SELECT (SELECT count(*) FROM records_deltas) AS deltas, (SELECT count(*) FROM records_delta_changes) AS changes,
              (SELECT count(*) FROM search_person_places) AS places,
              (SELECT value FROM app_meta WHERE key = 'records_as_of') AS "asOf",
              (SELECT count(*) FROM person_addresses WHERE NOT is_current) AS retired`,
    )
  ).rows[0],
});

beforeAll(async () => {
  generateRecords({ people: 300, properties: 150, seed: 77, outDir: setDir, metros: 2 });
  manifest = generateRecordsDelta({ fromDir: setDir, outDir: deltaDir, seed: 2, changes: 60 });
  db = await openTestDb();
  await loadRecords(db, setDir, { validateInWorker: false });
}, 120_000);
afterAll(async () => {
  await db?.close();
  rmSync(root, { recursive: true, force: true });
});

describe(`records updates (${process.env.DATABASE_URL ? 'PostgreSQL server' : 'PGlite'})`, () => {
  it('refuses a malformed delta, naming file and line, and writes nothing', async () => {
    const before = await state();
    const bad = join(root, 'bad');
    cpSync(deltaDir, bad, { recursive: true });
    const lines = readFileSync(join(bad, 'person_addresses.tsv'), 'utf8').split('\n');
    lines[1] = lines[1]!.replace(/\t\d{4}-\d{2}-\d{2}\t/, '\t2026-13-45\t');
    writeFileSync(join(bad, 'person_addresses.tsv'), lines.join('\n'));
    await expect(applyRecordsDelta(db, bad)).rejects.toThrow(/person_addresses\.tsv line 2 column 4 \(from_date\)/);
    await expect(applyRecordsDelta(db, bad)).rejects.toBeInstanceOf(RecordsFormatError);
    const bad2 = join(root, 'bad2');
    cpSync(deltaDir, bad2, { recursive: true });
    writeFileSync(
      join(bad2, 'retire.tsv'),
      readFileSync(join(bad2, 'retire.tsv'), 'utf8').replace(/^person_\w+/m, 'people'),
    );
    await expect(applyRecordsDelta(db, bad2)).rejects.toThrow(/retire\.tsv line \d+: table "people" cannot be retired/);
    expect(await state()).toEqual(before);
  });

  it('leaves nothing applied when a statement fails half-way', async () => {
    const before = await state();
    await expect(
      applyRecordsDelta(db, deltaDir, {
        onPhase: (phase) => {
          if (phase === 'properties') throw new Error('injected failure');
        },
      }),
    ).rejects.toThrow('injected failure');
    expect(await state()).toEqual(before);
  });

  it('refuses a delta of another set and writes nothing', async () => {
    const otherSet = join(root, 'other-set');
    generateRecords({ people: 120, properties: 60, seed: 78, outDir: otherSet, metros: 2 });
    const otherDelta = join(root, 'other-delta');
    generateRecordsDelta({ fromDir: otherSet, outDir: otherDelta, seed: 2, changes: 20 });
    const before = await state();
    await expect(applyRecordsDelta(db, otherDelta)).rejects.toThrow(RecordsDeltaRefused);
    await expect(applyRecordsDelta(db, otherDelta)).rejects.toThrow(/is based on set .* the database holds set/);
    expect(await state()).toEqual(before);
  });

  it('refuses a delta that retires a row that is no longer current, naming the line', async () => {
    const stale = join(root, 'stale');
    cpSync(deltaDir, stale, { recursive: true });
    const old = await db.query<{ id: string }>(
      'SELECT id::text FROM person_addresses WHERE NOT is_current ORDER BY id LIMIT 1',
    );
    const lines = readFileSync(join(stale, 'retire.tsv'), 'utf8').split('\n');
    const at = lines.findIndex((l) => l.startsWith('person_addresses\t'));
    lines[at] = lines[at]!.replace(/^person_addresses\t\d+/, `person_addresses\t${old.rows[0]!.id}`);
    writeFileSync(join(stale, 'retire.tsv'), lines.join('\n'));
    const m = JSON.parse(readFileSync(join(stale, 'manifest.json'), 'utf8'));
    writeFileSync(join(stale, 'manifest.json'), JSON.stringify({ ...m, deltaId: deltaContentId(stale) }));
    const before = await state();
    await expect(applyRecordsDelta(db, stale)).rejects.toThrow(
      new RegExp(`retire\\.tsv line ${at + 1}: person_addresses ${old.rows[0]!.id} does not exist or is not current`),
    );
    expect(await state()).toEqual(before);
  });

  it('applies: the moved person lives at the new address and is found there, the sold property has its new sale', async () => {
    const before = await state();
    const r = await applyRecordsDelta(db, deltaDir);
    expect(r.alreadyApplied).toBe(false);
    const after = await state();
    expect(after.asOf).toBe(manifest.asOf);
    expect(Number(after.deltas)).toBe(1);
    // The update left the given-name filters to its refresh (migration 0100): they hold every name.
    const leftOut = await db.query(
      `SELECT s.name_key FROM (SELECT name_key FROM people UNION ALL SELECT name_key FROM person_names) s
       LEFT JOIN search_surname_given_names g ON g.last = split_part(s.name_key, ' ', 1)
       WHERE g.last IS NULL OR NOT search_given_name_may_exist(g.bits, split_part(s.name_key, ' ', 2))`,
    );
    expect(leftOut.rows).toEqual([]);
    expect(Number(after.people)).toBe(Number(before.people));
    expect(Number(after.person_addresses)).toBe(Number(before.person_addresses) + r.rows.person_addresses!);

    // A mover: a new current link to a new address (not a property's: buyers move into those).
    const newAddresses = new Map(rows('addresses.tsv').map((a) => [a[0], a]));
    const move = rows('person_addresses.tsv').find((pa) => newAddresses.has(pa[2]!))!;
    const [, personId, addressId] = move;
    const city = newAddresses.get(addressId!)![8]!;
    const current = await db.query<{ address_id: string; city: string }>(
      `SELECT pa.address_id::text, a.city FROM person_addresses pa JOIN addresses a ON a.id = pa.address_id
        WHERE pa.person_id = $1 AND pa.is_current`,
      [personId],
    );
    expect(current.rows).toEqual([{ address_id: addressId, city }]);
    const person = (
      await db.query<{ first_name: string; last_name: string }>(
        'SELECT first_name, last_name FROM people WHERE id = $1',
        [personId],
      )
    ).rows[0]!;
    const found = await new PgPersonSearch(db).findCandidates({
      first: person.first_name.toLowerCase(),
      last: person.last_name.toLowerCase(),
      firstNames: [person.first_name.toLowerCase()],
      limit: 50,
    });
    const candidate = found.find((c) => c.id === Number(personId));
    expect(candidate?.places.filter((p) => p.current).map((p) => p.city)).toEqual([city]);

    const sale = rows('property_transactions.tsv').find((t) => t[2] === 'sale')!;
    const prop = await db.query<{ last_sale_date: string; last_sale_cents: string; market_status: number }>(
      `SELECT to_char(last_sale_date, 'YYYY-MM-DD') AS last_sale_date, last_sale_cents::text, market_status
         FROM properties WHERE id = $1`,
      [sale[1]],
    );
    expect(prop.rows[0]).toEqual({ last_sale_date: sale[5], last_sale_cents: sale[6], market_status: 2 });
    const owners = await db.query<{ n: string }>(
      'SELECT count(*) AS n FROM property_owners WHERE property_id = $1 AND is_current AND from_date = $2',
      [sale[1], sale[5]],
    );
    expect(Number(owners.rows[0]!.n)).toBe(1);
    const nearby = await db.query<{ n: string }>('SELECT count(*) AS n FROM property_search WHERE id = $1', [sale[1]]);
    expect(Number(nearby.rows[0]!.n)).toBe(1);

    const dead = rows('deaths.tsv')[0];
    if (dead) {
      const p = await db.query<{ deceased: boolean }>('SELECT deceased FROM people WHERE id = $1', [dead[0]]);
      expect(p.rows[0]!.deceased).toBe(true);
    }
    const touched = await db.query<{ entity: string; entity_id: string }>(
      'SELECT entity, entity_id::text FROM records_delta_changes WHERE delta_id = $1',
      [manifest.deltaId],
    );
    const has = (entity: string, id: ReadCell) => touched.rows.some((t) => t.entity === entity && t.entity_id === id);
    expect(has('person', personId!)).toBe(true);
    expect(has('property', sale[1]!)).toBe(true);
    expect(touched.rows.length).toBe(r.touched.persons + r.touched.properties);
  });

  it('answers "already applied" the second time and changes nothing', async () => {
    const before = await state();
    const r = await applyRecordsDelta(db, deltaDir);
    expect(r.alreadyApplied).toBe(true);
    expect(await state()).toEqual(before);
  });
});

describe('records updates applied twice at once', () => {
  let db2: Db;
  beforeAll(async () => {
    db2 = await openTestDb();
    await loadRecords(db2, setDir, { validateInWorker: false });
  }, 120_000);
  afterAll(() => db2?.close());

  it('applies once: the other apply waits for the lock and answers already applied', async () => {
    const results = await Promise.all([applyRecordsDelta(db2, deltaDir), applyRecordsDelta(db2, deltaDir)]);
    expect(results.map((r) => r.alreadyApplied).sort()).toEqual([false, true]);
    const n = await db2.query<{ n: string }>('SELECT count(*) AS n FROM records_deltas');
    expect(Number(n.rows[0]!.n)).toBe(1);
  });
});
