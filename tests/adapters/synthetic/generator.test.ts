import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  CHUNK_ID_STRIDE,
  GROUND_TRUTH_FILE,
  generateRecords,
  planChunks,
} from '../../../adapters/synthetic/generator.js';
import { generateRecordsParallel } from '../../../adapters/synthetic/generator-parallel.js';
import { STATE_AREA_CODES } from '../../../adapters/synthetic/geo.js';
import { surnames } from '../../../adapters/synthetic/names.js';
import { Prng } from '../../../adapters/synthetic/prng.js';
import { computeRecordStats, QUICK_FILTERS } from '../../../adapters/synthetic/records-stats.js';
import { RECORD_TABLES } from '../../../core/records/record-files.schema.js';

const dirs: string[] = [];
const tmp = () => {
  const d = mkdtempSync(join(tmpdir(), 'tw-gen-test-'));
  dirs.push(d);
  return d;
};
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

const hashes = (dir: string) =>
  Object.fromEntries(
    [...RECORD_TABLES.map((t) => `${t.table}.tsv`), GROUND_TRUTH_FILE, 'manifest.json'].map((f) => [
      f,
      createHash('sha256')
        .update(readFileSync(join(dir, f)))
        .digest('hex'),
    ]),
  );

const rows = (dir: string, table: string) =>
  readFileSync(join(dir, `${table}.tsv`), 'utf8')
    .split('\n')
    .filter((l) => l.length > 0)
    .map((l) => l.split('\t'));

describe('synthetic records generator', () => {
  it('writes byte-identical files for the same seed', () => {
    const a = tmp();
    const b = tmp();
    generateRecords({ people: 1500, properties: 800, seed: 7, outDir: a });
    generateRecords({ people: 1500, properties: 800, seed: 7, outDir: b });
    expect(hashes(a)).toEqual(hashes(b));
  });

  it('writes the same bytes with 1 and 2 worker threads (chunks of its own seed, written in chunk order)', async () => {
    const one = tmp();
    const two = tmp();
    const opts = { people: 3000, properties: 1600, seed: 7, chunkPeople: 700 };
    expect(planChunks(3000, 1600, 700).map((c) => [c.peopleStart, c.people, c.propsStart, c.props])).toEqual([
      [0, 700, 0, 373],
      [700, 700, 373, 373],
      [1400, 700, 746, 374],
      [2100, 700, 1120, 373],
      [2800, 200, 1493, 107],
    ]);
    generateRecords({ ...opts, outDir: one });
    const r = await generateRecordsParallel({ ...opts, outDir: two, workers: 2 });
    expect(r.workers).toBe(2);
    expect(r.chunks).toBe(5);
    expect(hashes(two)).toEqual(hashes(one));
    // People and properties keep dense ids 1..N; other tables number per chunk (k * CHUNK_ID_STRIDE + n).
    const people = rows(two, 'people').map((p) => Number(p[0]));
    expect(people).toEqual(Array.from({ length: 3000 }, (_, i) => i + 1));
    expect(rows(two, 'properties').map((p) => Number(p[0]))).toEqual(Array.from({ length: 1600 }, (_, i) => i + 1));
    const addressIds = rows(two, 'addresses').map((a) => Number(a[0]));
    expect(new Set(addressIds).size).toBe(addressIds.length);
    expect(addressIds.some((id) => id > 4 * CHUNK_ID_STRIDE)).toBe(true);
    // Lots continue across chunks: no two properties share an APN or an address.
    const apns = rows(two, 'properties').map((p) => `${p[3]} ${p[2]}`);
    expect(new Set(apns).size).toBe(apns.length);
    const byId = new Map(rows(two, 'addresses').map((a) => [a[0], `${a[15]} ${a[10]}`]));
    const keys = rows(two, 'properties').map((p) => byId.get(p[1]!));
    expect(new Set(keys).size).toBe(keys.length);
  }, 120_000);

  it('writes different people for a different seed, with exact counts', () => {
    const a = tmp();
    const b = tmp();
    const ra = generateRecords({ people: 1500, properties: 800, seed: 7, outDir: a });
    generateRecords({ people: 1500, properties: 800, seed: 8, outDir: b });
    const pa = rows(a, 'people');
    const pb = rows(b, 'people');
    expect(pa).toHaveLength(1500);
    expect(rows(a, 'properties')).toHaveLength(800);
    expect(ra.manifest.tables.find((t) => t.table === 'people')?.rows).toBe(1500);
    const same = pa.filter((r, i) => r[1] === pb[i]?.[1] && r[3] === pb[i]?.[3]).length;
    expect(same).toBeLessThan(50);
  });

  it('keeps people, addresses, phones and properties consistent', () => {
    const d = tmp();
    generateRecords({ people: 3000, properties: 1500, seed: 11, outDir: d });
    const people = rows(d, 'people');
    const addresses = new Map(rows(d, 'addresses').map((r) => [r[0], r]));
    // Every person has exactly one address row with no end date unless deceased, and it is current.
    const current = new Map<string, string>();
    for (const r of rows(d, 'person_addresses')) {
      expect(addresses.has(r[2])).toBe(true);
      if (r[5] === 't') {
        expect(current.has(r[1]!)).toBe(false);
        current.set(r[1]!, r[2]!);
      }
      if (r[3] !== '\\N' && r[4] !== '\\N') expect(r[3]! <= r[4]!).toBe(true);
    }
    for (const p of people) if (p[7] === 'f') expect(current.has(p[0]!)).toBe(true);
    // Valid NANP numbers; the current mobile's area code belongs to a state in the person's history most of the time.
    const areaCodes = new Set(Object.values(STATE_AREA_CODES).flat().map(String));
    for (const ph of rows(d, 'phones')) {
      expect(ph[1]).toMatch(/^[2-9]\d{2}[2-9]\d{6}$/);
      expect(areaCodes.has(ph[1]!.slice(0, 3))).toBe(true);
      expect(Number(ph[4])).toBeGreaterThanOrEqual(0);
      expect(Number(ph[4])).toBeLessThanOrEqual(8);
    }
    // Owner-occupied properties: a current owner is a person whose current address is the property.
    const props = rows(d, 'properties');
    const owners = rows(d, 'property_owners').filter((o) => o[10] === 't' && o[2] !== '\\N');
    const ownerIds = new Map<string, string[]>();
    for (const o of owners) ownerIds.set(o[1]!, [...(ownerIds.get(o[1]!) ?? []), o[2]!]);
    let ownerOccupied = 0;
    for (const p of props) {
      if (p[23] !== 't') continue;
      ownerOccupied++;
      const ids = ownerIds.get(p[0]!) ?? [];
      expect(ids.some((id) => current.get(id) === p[1])).toBe(true);
    }
    expect(ownerOccupied).toBeGreaterThan(100);
    // Equity = estimated value - open loans; open loans = sum of open loan balances.
    const openByProp = new Map<string, number>();
    for (const t of rows(d, 'property_transactions')) {
      if (t[2] === 'loan' && t[13] === 't') openByProp.set(t[1]!, (openByProp.get(t[1]!) ?? 0) + Number(t[14]));
    }
    for (const p of props) {
      expect(Number(p[27])).toBe(openByProp.get(p[0]!) ?? 0);
      expect(Number(p[28])).toBe(Number(p[25]) - Number(p[27]));
    }
    // Bigger homes have more bedrooms on average.
    const houses = props.filter((p) => p[6] === 'house');
    const avg = (bed: number) => {
      const h = houses.filter((p) => Number(p[11]) === bed).map((p) => Number(p[14]));
      return h.reduce((s, x) => s + x, 0) / h.length;
    };
    expect(avg(4)).toBeGreaterThan(avg(2));
  });

  it('clusters properties so that a 0.5-mile radius holds dozens of homes', () => {
    const d = tmp();
    generateRecords({ people: 6000, properties: 3000, seed: 3, outDir: d, metros: 2 });
    const pts = rows(d, 'properties').map((p) => [Number(p[32]), Number(p[33])] as const);
    const [lat0, lon0] = pts[100]!;
    const within = pts.filter(([lat, lon]) => {
      const dy = (lat - lat0) * 69;
      const dx = (lon - lon0) * 69 * Math.cos((lat0 * Math.PI) / 180);
      return Math.hypot(dx, dy) <= 0.5;
    }).length;
    expect(within).toBeGreaterThanOrEqual(24);
  });

  it('weights surnames like the Census: Smith about 1 %', () => {
    const smith = surnames.share(0);
    expect(surnames.items[0]).toBe('Smith');
    expect(smith).toBeGreaterThan(0.008);
    expect(smith).toBeLessThan(0.011);
    const rng = new Prng(1);
    let n = 0;
    for (let i = 0; i < 100_000; i++) if (surnames.sample(rng) === 'Smith') n++;
    expect(n / 100_000).toBeGreaterThan(0.008);
    expect(n / 100_000).toBeLessThan(0.011);
  });

  it('at 50,000 people: Smith share in band, all 50 states + DC, every quick filter >= 0.5 %, every fact sourced', async () => {
    const d = tmp();
    generateRecords({ people: 50_000, seed: 2026, outDir: d });
    const s = await computeRecordStats(d);
    const smith = s.topSurnames.find((t) => t.name === 'Smith');
    expect(smith?.share).toBeGreaterThan(0.007);
    expect(smith?.share).toBeLessThan(0.012);
    expect(s.statesMissing).toEqual([]);
    expect(s.statesCovered).toHaveLength(51);
    for (const q of QUICK_FILTERS) {
      const hit = s.quickFilters.find((x) => x.filter === q);
      expect({ q, ok: (hit?.share ?? 0) >= 0.005 }).toEqual({ q, ok: true });
    }
    expect(s.factsWithoutSource).toBe(0);
    // Ages 18-100, most people of working age.
    const young = s.ageHistogram.find((a) => a.band === '18-24')!.share;
    const old = s.ageHistogram.find((a) => a.band === '85-100')!.share;
    expect(young).toBeGreaterThan(old);
    expect(s.ageHistogram.reduce((sum, a) => sum + a.count, 0)).toBe(50_000);
  }, 240_000);
});
