import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateRecordsDelta } from '../../../adapters/postgres/records-delta-validate.js';
import { generateRecordsDelta, planChanges } from '../../../adapters/synthetic/delta-generator.js';
import { generateRecords } from '../../../adapters/synthetic/generator.js';
import { forEachTsvRow, type ReadCell } from '../../../adapters/synthetic/record-set-reader.js';
import type { RecordsDeltaManifest } from '../../../core/records/record-delta.schema.js';
import { recordTableSpec } from '../../../core/records/record-files.schema.js';

const root = mkdtempSync(join(tmpdir(), 'tw-delta-gen-'));
const setDir = join(root, 'set');
let manifest: RecordsDeltaManifest;
const deltaDir = join(root, 'delta');

const rowsOf = (dir: string, file: string): ReadCell[][] => {
  const out: ReadCell[][] = [];
  if (readdirSync(dir).includes(file)) forEachTsvRow(join(dir, file), (c) => out.push(c));
  return out;
};
/** Rows of a table as objects keyed by column name. */
const table = (dir: string, name: string): Record<string, ReadCell>[] => {
  const cols = recordTableSpec(name).columns.map((c) => c.name);
  return rowsOf(dir, `${name}.tsv`).map((r) => Object.fromEntries(cols.map((c, i) => [c, r[i] ?? null])));
};
const byId = (rows: Record<string, ReadCell>[]) => new Map(rows.map((r) => [r.id as string, r]));
const retired = () =>
  rowsOf(deltaDir, 'retire.tsv').map(([t, id, toDate, status, amount]) => ({ t, id, toDate, status, amount }));

beforeAll(() => {
  generateRecords({ people: 800, properties: 400, seed: 41, outDir: setDir, metros: 2 });
  manifest = generateRecordsDelta({ fromDir: setDir, outDir: deltaDir, seed: 5, changes: 120 });
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('records update generator', () => {
  it('is deterministic for the set, the seed and the number of changes, and the seed matters', () => {
    const again = join(root, 'again');
    const m2 = generateRecordsDelta({ fromDir: setDir, outDir: again, seed: 5, changes: 120 });
    expect(m2).toEqual(manifest);
    for (const f of readdirSync(deltaDir))
      expect(readFileSync(join(again, f))).toEqual(readFileSync(join(deltaDir, f)));
    const other = generateRecordsDelta({ fromDir: setDir, outDir: join(root, 'other'), seed: 6, changes: 120 });
    expect(other.deltaId).not.toBe(manifest.deltaId);
  });

  it('writes a delta that passes its own checks, a month after the set, with every kind of change', () => {
    expect(() => validateRecordsDelta(deltaDir)).not.toThrow();
    expect(manifest.basedOn.asOf).toBe('2026-10-01');
    expect(manifest.asOf).toBe('2026-10-31');
    for (const k of ['moves', 'phoneChanges', 'emailChanges', 'marriages', 'criminalRecords', 'deaths', 'sales'])
      expect(manifest.counts[k], k).toBeGreaterThan(0);
    expect(Object.values(planChanges(120)).reduce((s, n) => s + n, 0)).toBe(120);
  });

  it('numbers new rows above the set highest id of each table', () => {
    for (const t of manifest.tables) {
      const setMax = Math.max(0, ...rowsOf(setDir, `${t.table}.tsv`).map((r) => Number(r[0])));
      const ids = rowsOf(deltaDir, t.file).map((r) => Number(r[0]));
      expect(ids.length, t.table).toBe(t.rows);
      expect(Math.min(...ids), t.table).toBeGreaterThan(setMax);
    }
  });

  it('retires only rows of the set that are current', () => {
    const r = retired();
    expect(r.length).toBeGreaterThan(0);
    const cache = new Map<string, Map<string, Record<string, ReadCell>>>();
    for (const x of r) {
      if (!cache.has(x.t!)) cache.set(x.t!, byId(table(setDir, x.t!)));
      const row = cache.get(x.t!)!.get(x.id!);
      expect(row, `${x.t} ${x.id}`).toBeDefined();
      if (x.t === 'property_listings') expect(['active', 'pending']).toContain(row!.status);
      else expect(row!.is_current, `${x.t} ${x.id}`).toBe('t');
    }
  });

  it('starts a moved person new current address after the old one started and the day after it ended', () => {
    const old = byId(table(setDir, 'person_addresses'));
    const ends = new Map<string, { from: string; to: string }[]>();
    for (const x of retired().filter((x) => x.t === 'person_addresses')) {
      const row = old.get(x.id!)!;
      ends.set(row.person_id!, [...(ends.get(row.person_id!) ?? []), { from: row.from_date!, to: x.toDate! }]);
    }
    const moves = table(deltaDir, 'person_addresses').filter((r) => r.is_current === 't');
    expect(moves.length).toBeGreaterThanOrEqual(manifest.counts.moves!);
    let checked = 0;
    for (const m of moves) {
      for (const e of ends.get(m.person_id!) ?? []) {
        expect(m.from_date! > e.from).toBe(true);
        expect(e.to < m.from_date!).toBe(true);
        checked++;
      }
      expect(m.from_date! > manifest.basedOn.asOf && m.from_date! <= manifest.asOf).toBe(true);
    }
    expect(checked).toBeGreaterThan(0);
  });

  it('gives a sold property a sale in the window, a new current owner from that day and ends the old owners', () => {
    const sales = table(deltaDir, 'property_transactions').filter((t) => t.transaction_type === 'sale');
    expect(sales.length).toBe(manifest.counts.sales);
    const newOwners = table(deltaDir, 'property_owners');
    const oldOwners = byId(table(setDir, 'property_owners'));
    const retiredOwners = retired().filter((x) => x.t === 'property_owners');
    const soldListings = retired().filter((x) => x.t === 'property_listings' && x.status === 'sold');
    const listings = byId(table(setDir, 'property_listings'));
    for (const s of sales) {
      expect(s.recording_date! > manifest.basedOn.asOf && s.recording_date! <= manifest.asOf).toBe(true);
      expect(s.recorded_at! >= s.recording_date!).toBe(true);
      const owner = newOwners.find((o) => o.property_id === s.property_id);
      expect(owner?.is_current).toBe('t');
      expect(owner?.from_date).toBe(s.recording_date);
      const ended = retiredOwners.filter((x) => oldOwners.get(x.id!)?.property_id === s.property_id);
      expect(ended.length).toBeGreaterThan(0);
      for (const e of ended) expect(e.toDate).toBe(s.recording_date);
      const listing = soldListings.find((x) => listings.get(x.id!)?.property_id === s.property_id);
      if (listing) {
        expect(listings.get(listing.id!)!.list_date! < s.recording_date!).toBe(true);
        expect(listing.amount).toBe(s.amount_cents);
      }
    }
    expect(soldListings.length).toBeGreaterThan(0);
  });

  it('files a new court case after its offense and before it is recorded; marks a marriage with a married name', () => {
    const cases = table(deltaDir, 'criminal_records');
    expect(cases.length).toBeGreaterThan(0);
    for (const c of cases) {
      expect(c.offense_date! <= c.filing_date!).toBe(true);
      expect(c.filing_date! < c.recorded_at!).toBe(true);
    }
    const names = table(deltaDir, 'person_names');
    expect(names.filter((n) => n.name_type === 'married').length).toBe(manifest.counts.marriages);
    const people = byId(table(setDir, 'people'));
    for (const n of names) expect(n.last_name).not.toBe(people.get(n.person_id!)!.last_name);
  });

  it('marks deaths of living people and ends their current addresses on the day of death', () => {
    const people = byId(table(setDir, 'people'));
    const deaths = rowsOf(deltaDir, 'deaths.tsv');
    expect(deaths.length).toBe(manifest.counts.deaths);
    const links = byId(table(setDir, 'person_addresses'));
    for (const [personId, day] of deaths) {
      expect(people.get(personId!)!.deceased).toBe('f');
      const ended = retired().filter((x) => x.t === 'person_addresses' && links.get(x.id!)?.person_id === personId);
      for (const e of ended) expect(e.toDate).toBe(day);
    }
  });
});
