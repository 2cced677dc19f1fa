import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { num, type RecordRow, text } from '../../../adapters/memory/in-memory-records.js';
import type { Db } from '../../../adapters/postgres/db.js';
import { loadRecords } from '../../../adapters/postgres/records-loader.js';
import { fillSchoolsOfOlderLoads } from '../../../adapters/postgres/records-schools.js';
import { GROUND_TRUTH_FILE, generateRecords } from '../../../adapters/synthetic/generator.js';
import { HOMES_PER_SCHOOL, SCHOOL_SOURCE } from '../../../adapters/synthetic/schools.js';
import { milesBetween } from '../../../core/property/geo-distance.rules.js';
import { RECORD_TABLES } from '../../../core/records/record-files.schema.js';
import { readRecordFiles, readRecordTables } from '../../support/record-tables.js';
import { openTestDb } from '../../support/test-db.js';

const dirs: string[] = [];
const tmp = () => {
  const d = mkdtempSync(join(tmpdir(), 'tw-schools-test-'));
  dirs.push(d);
  return d;
};
const dbs: Db[] = [];
afterAll(async () => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
  for (const db of dbs) await db.close();
});
const sha = (path: string) => createHash('sha256').update(readFileSync(path)).digest('hex');

/**
 * The files of seed 7 (3,000 people, 1,600 properties, one chunk) as the generator wrote them before
 * it wrote schools: adding the schools must not move one byte of them. A change that means to alter
 * the generated data updates these hashes in the same commit.
 */
const BEFORE_SCHOOLS: Record<string, string> = {
  'people.tsv': 'be0b32e9e98f996f8db22a86435c1fbe34e175cea08dc71f502984e3af0a37ba',
  'person_names.tsv': 'eee7d358e5d5d1589faf834a47cb93d72d6c09478f55f549af3cd33e123835c3',
  'addresses.tsv': '5754738d18c013dae597a462a1655cf0d4f2421c4ed28339dab8b4c2af649bcb',
  'person_addresses.tsv': 'df2dadebd52499ccf7d6677fabaca0ce34486987b85c6e9642648f9c2d995663',
  'phones.tsv': '99d7e7467530174497ad5604c3281f21df1b1c97845ad62777eed128ff914e17',
  'person_phones.tsv': 'f65b4a2e5d3ca6e04051c4318b723f17c468dc7301e39a82ba3e1f4bc834e795',
  'emails.tsv': 'ff1837e58f8be08c184d43af7704a0c69810ef6a444ce9fd50dcf0ad5b7cdd7d',
  'relationships.tsv': '6f2490874fa3fb7f57dc6dcad1dfe277b3bc3b522ef8a9f72f2e45312500959b',
  'employment.tsv': 'f82042795801eb6824c8d9962c8a5a227472771a08df321368a7426ce3aad5c8',
  'education.tsv': 'dd874e790ea841eb374bc14011331083f9afda0f05e86c0dfcf2b67db7dc8ce6',
  'social_profiles.tsv': '370a20c9ade432623c958d5aeea66171b1dc21a4d3165897bb14fbba7fa9233e',
  'criminal_records.tsv': '9882ae4b2dc7937994292b490a4b2a83783a2c0103b43c46e5db9035c0536208',
  'bankruptcies.tsv': '7091a7eb3508eb13da2f10356dcf9bfc97d742d8c861348dce7bb5710b0daecf',
  'person_liens.tsv': '5575afc6f8c66969b8c949dd99e9edb50e99c848501cda5acfe2022f466b523d',
  'licenses.tsv': '9f9f053f5c0f65abb8b151feb8f7ec3364ac16e338556a6cc369ba9634277e03',
  'properties.tsv': '72bae8cebeadd0814b849fcfa456427fff02a012ce7baa0c0e88d455a8634754',
  'property_owners.tsv': 'f00cb2301fa326ef7abd6220e68aedc7af8d3aaf8024dcce10668f16c5e171c9',
  'property_tax_assessments.tsv': '6e69e322052b5feb6b341f676059ba7ff568602cf02ff7d9df82a68e5b6e7815',
  'property_transactions.tsv': 'f6575e7bbd9c149cab1279cecbe2755bc4409a1dd05c1c1a7e1322216b1bd7d4',
  'property_listings.tsv': '7ea6f94168d14c27a877a4db0d77c653c529f17c04e4673010167af64d611223',
  'property_listing_photos.tsv': 'e2f321933815d0536b29d3076cca585182cafe68df14e2f06a8b04ca0e281716',
  'property_permits.tsv': 'cf1cd7dff4e5535946f55ae13da678845da2e4f868f34d903de326612eaafb3f',
  'property_foreclosures.tsv': '1f459fb30beb7a290535758b3160df075d116fc4d6860e0f2c7dff7ab4db3dcc',
  'property_recordings.tsv': '1b30e9bb97c64172b3e750c0868f44e2cf944ff7a1d6c252b90045e5ab4e7a82',
  'property_liens.tsv': '552fd50cb8557039bbf768b5c7f80abc4a0e336e354a9b762a3a8ee995e15559',
  'property_evictions.tsv': '67a4173baf13c3d73f8224f20956f591e06eaad3bbe1f92472ffa34da2aa1e2e',
  'ground_truth.tsv': '536f85bfd153a3ce9cb0a3e9b3b8977f05f1010e0933ab045171c2d42a92fefd',
};
/** sources.tsv of that set before the schools' source was appended. */
const SOURCES_BEFORE_SCHOOLS = '6b3e576011008d8fad231b4628e384913d50a4aea44828a5fe1797ae6d9b5b73';

const seven = (() => {
  let dir: string | undefined;
  return () => {
    if (!dir) {
      dir = tmp();
      generateRecords({ people: 3000, properties: 1600, seed: 7, outDir: dir });
    }
    return dir;
  };
})();

describe('schools of a generated set', () => {
  it('leave every other file of a seed byte-identical; sources.tsv only gains the schools source at its end', () => {
    const dir = seven();
    for (const [file, hash] of Object.entries(BEFORE_SCHOOLS))
      expect({ file, hash: sha(join(dir, file)) }).toEqual({ file, hash });
    const lines = readFileSync(join(dir, 'sources.tsv'), 'utf8').split('\n').filter(Boolean);
    const before = `${lines.slice(0, -1).join('\n')}\n`;
    expect(createHash('sha256').update(before).digest('hex')).toBe(SOURCES_BEFORE_SCHOOLS);
    expect(lines.at(-1)).toBe(
      [lines.length, SCHOOL_SOURCE.name, SCHOOL_SOURCE.kind, SCHOOL_SOURCE.jurisdiction].join('\t'),
    );
  });

  it('are the same for the same seed and the manifest counts them', () => {
    const a = seven();
    const b = tmp();
    const r = generateRecords({ people: 3000, properties: 1600, seed: 7, outDir: b });
    expect(sha(join(b, 'schools.tsv'))).toBe(sha(join(a, 'schools.tsv')));
    const rows = readFileSync(join(b, 'schools.tsv'), 'utf8').split('\n').filter(Boolean).length;
    expect(rows).toBeGreaterThan(0);
    expect(r.manifest.tables.find((t) => t.table === 'schools')?.rows).toBe(rows);
    for (const f of [...RECORD_TABLES.map((t) => `${t.table}.tsv`), GROUND_TRUTH_FILE])
      expect({ f, same: sha(join(a, f)) === sha(join(b, f)) }).toEqual({ f, same: true });
  });

  it('are plausible: every ZIP with homes has each level near its homes, ratings 1-10, sizes by level, sourced and dated', () => {
    const t = readRecordFiles(seven());
    const schools = t.schools ?? [];
    const addresses = new Map((t.addresses ?? []).map((a) => [num(a, 'id'), a]));
    const homesByZip = new Map<string, RecordRow[]>();
    for (const p of t.properties ?? []) {
      const zip = text(addresses.get(num(p, 'address_id'))!, 'zip');
      homesByZip.set(zip, [...(homesByZip.get(zip) ?? []), p]);
    }
    const source = (t.sources ?? []).find((s) => text(s, 'name') === SCHOOL_SOURCE.name)!;
    const names = new Set<string>();
    for (const [zip, homes] of homesByZip) {
      const here = schools.filter((s) => text(s, 'zip') === zip);
      for (const level of ['elementary', 'middle', 'high'] as const) {
        const n = here.filter((s) => text(s, 'level') === level).length;
        expect(n).toBe(Math.max(1, Math.round(homes.length / HOMES_PER_SCHOOL[level])));
      }
      for (const s of here) {
        const nearest = Math.min(
          ...homes.map((h) =>
            milesBetween(num(s, 'latitude'), num(s, 'longitude'), num(h, 'latitude'), num(h, 'longitude')),
          ),
        );
        expect(nearest).toBeLessThan(0.4);
        expect(text(s, 'city')).toBe(text(addresses.get(num(homes[0]!, 'address_id'))!, 'city'));
      }
    }
    const ranges = { elementary: [180, 900, 12, 24], middle: [300, 1400, 13, 26], high: [500, 3200, 14, 28] };
    for (const s of schools) {
      const level = text(s, 'level') as keyof typeof ranges;
      const [eMin, eMax, rMin, rMax] = ranges[level];
      expect(num(s, 'rating')).toBeGreaterThanOrEqual(1);
      expect(num(s, 'rating')).toBeLessThanOrEqual(10);
      expect(num(s, 'enrollment')).toBeGreaterThanOrEqual(eMin!);
      expect(num(s, 'enrollment')).toBeLessThanOrEqual(eMax!);
      expect(num(s, 'student_teacher_ratio')).toBeGreaterThanOrEqual(rMin!);
      expect(num(s, 'student_teacher_ratio')).toBeLessThanOrEqual(rMax!);
      expect(text(s, 'name')).toMatch(/ (Elementary|Middle|High) School( No\. \d+)?$/);
      expect(text(s, 'name').toLowerCase()).toContain(level);
      const key = `${text(s, 'city')}|${text(s, 'state')}|${text(s, 'name')}`;
      expect(names.has(key)).toBe(false);
      names.add(key);
      expect(text(s, 'district')).toMatch(/School District|Public Schools|Schools$/);
      expect(num(s, 'source_id')).toBe(num(source, 'id'));
      expect(text(s, 'recorded_at') <= '2026-10-01').toBe(true);
    }
    // Ratings spread over the scale.
    expect(new Set(schools.map((s) => num(s, 'rating'))).size).toBeGreaterThanOrEqual(5);
  });
});

describe('a set or a database without schools', () => {
  const withoutSchools = (dir: string) => {
    const manifestPath = join(dir, 'manifest.json');
    const m = JSON.parse(readFileSync(manifestPath, 'utf8'));
    m.tables = m.tables.filter((t: { table: string }) => t.table !== 'schools');
    writeFileSync(manifestPath, JSON.stringify(m));
    rmSync(join(dir, 'schools.tsv'));
    const sources = readFileSync(join(dir, 'sources.tsv'), 'utf8').split('\n').filter(Boolean).slice(0, -1);
    writeFileSync(join(dir, 'sources.tsv'), `${sources.join('\n')}\n`);
    m.tables.find((t: { table: string }) => t.table === 'sources').rows = sources.length;
    writeFileSync(manifestPath, JSON.stringify(m));
  };

  it('a set written before schools existed loads, and gets the schools the generator writes for it', async () => {
    const dir = tmp();
    generateRecords({ people: 1200, properties: 700, seed: 31, outDir: dir });
    const expected = readRecordFiles(dir);
    withoutSchools(dir);
    const db = await openTestDb();
    dbs.push(db);
    const loaded = await loadRecords(db, dir, { validateInWorker: false, analyze: false });
    expect(loaded.rows.schools).toBe(expected.schools!.length);
    const got = await readRecordTables(db);
    expect(got.schools).toEqual(expected.schools);
    expect(got.sources).toEqual(expected.sources);
  }, 120_000);

  it('a database loaded before schools existed gets them on start-up, once', async () => {
    const dir = tmp();
    generateRecords({ people: 1200, properties: 700, seed: 32, outDir: dir });
    const expected = readRecordFiles(dir);
    const db = await openTestDb();
    dbs.push(db);
    await loadRecords(db, dir, { validateInWorker: false, analyze: false });
    await db.query('DELETE FROM schools');
    await db.query('DELETE FROM sources WHERE name = $1', [SCHOOL_SOURCE.name]);
    expect(await fillSchoolsOfOlderLoads(db)).toBe(expected.schools!.length);
    expect(await fillSchoolsOfOlderLoads(db)).toBe(0);
    const got = await readRecordTables(db);
    expect(got.schools).toEqual(expected.schools);
    expect(got.sources).toEqual(expected.sources);
  }, 120_000);
});
