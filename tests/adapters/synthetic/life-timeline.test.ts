import { appendFileSync, cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { courtName } from '../../../adapters/synthetic/court-records-generator.js';
import { dayOf } from '../../../adapters/synthetic/day-numbers.js';
import { generateRecords } from '../../../adapters/synthetic/generator.js';
import { countyJurisdiction, countyName, isPlaceOf, postalPlaces, usZips } from '../../../adapters/synthetic/geo.js';
import {
  earliestDay,
  TIMELINE_MIN_AGE,
  TIMELINE_VIOLATIONS,
  timelineViolationOf,
} from '../../../adapters/synthetic/life-timeline.js';
import { computeRecordStats, formatRecordStats } from '../../../adapters/synthetic/records-stats.js';
import { recordTableSpec } from '../../../core/records/record-files.schema.js';

const dirs: string[] = [];
const tmp = () => {
  const d = mkdtempSync(join(tmpdir(), 'tw-timeline-'));
  dirs.push(d);
  return d;
};
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

const birth = dayOf('2000-06-15');
const today = dayOf('2026-10-01');
const fact = { birth, death: null, today, start: null, end: null, kind: null } as const;

describe('the life timeline rules', () => {
  it('put each kind of fact at its youngest age: phone or e-mail 13, job 16, licence and property 18', () => {
    expect(TIMELINE_MIN_AGE).toEqual({ contact: 13, job: 16, licence: 18, property: 18 });
    expect(earliestDay(birth, 'property')).toBe(dayOf('2018-06-15'));
    expect(earliestDay(birth, 'contact')).toBe(dayOf('2013-06-15'));
  });

  it('name the violation of a dated fact', () => {
    const at = (iso: string) => dayOf(iso);
    expect(timelineViolationOf({ ...fact, start: at('2016-01-01'), kind: 'property' })).toBe('propertyBeforeAge');
    expect(timelineViolationOf({ ...fact, start: at('2015-01-01'), kind: 'job' })).toBe('jobBeforeAge');
    expect(timelineViolationOf({ ...fact, start: at('2017-01-01'), kind: 'licence' })).toBe('licenceBeforeAge');
    expect(timelineViolationOf({ ...fact, start: at('2012-01-01'), kind: 'contact' })).toBe('contactBeforeAge');
    expect(timelineViolationOf({ ...fact, start: at('1999-01-01') })).toBe('beforeBirth');
    // "Seen Sep 3 to Aug 22".
    expect(timelineViolationOf({ ...fact, start: at('2026-09-03'), end: at('2026-08-22'), kind: 'contact' })).toBe(
      'firstSeenAfterLastSeen',
    );
    expect(timelineViolationOf({ ...fact, start: at('2026-11-21'), kind: 'licence' })).toBe('afterDeathOrToday');
    const died = { ...fact, death: at('2020-01-01') };
    expect(timelineViolationOf({ ...died, start: at('2021-01-01') })).toBe('afterDeathOrToday');
    expect(timelineViolationOf({ ...died, start: at('2019-01-01'), end: at('2020-06-01') })).toBe('afterDeathOrToday');
    // An estate sells a house after its owner's death.
    expect(
      timelineViolationOf({
        ...died,
        start: at('2019-01-01'),
        end: at('2020-06-01'),
        kind: 'property',
        mayOutliveOwner: true,
      }),
    ).toBeNull();
    expect(
      timelineViolationOf({ ...fact, start: at('2018-06-15'), end: at('2026-10-01'), kind: 'property' }),
    ).toBeNull();
  });

  it('accept any fact that begins at or after its age and ends by today, in order', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...(Object.keys(TIMELINE_MIN_AGE) as (keyof typeof TIMELINE_MIN_AGE)[])),
        fc.integer({ min: 0, max: 3000 }),
        fc.integer({ min: 0, max: 3000 }),
        (kind, a, b) => {
          const start = earliestDay(birth, kind) + a;
          const end = Math.min(today, start + b);
          fc.pre(start <= today);
          return timelineViolationOf({ ...fact, start, end, kind }) === null;
        },
      ),
    );
  });
});

describe('counties and courts', () => {
  it('name counties as the records do and their courts after them', () => {
    expect(countyName('Dallas')).toBe('Dallas');
    expect(countyName('Caddo Parish')).toBe('Caddo');
    expect(countyName('Baltimore (city)')).toBe('Baltimore City');
    expect(countyName('Colonial Heights (city')).toBe('Colonial Heights City');
    expect(countyName('City of Richmond')).toBe('Richmond City');
    expect(countyName('Carson City (city)')).toBe('Carson City');
    expect(countyName('Aleutians West (CA)')).toBe('Aleutians West Census Area');
    expect(countyJurisdiction('Capitol Region', 'CT')).toBe('Capitol Planning Region');
    expect(countyJurisdiction('Naugatuck Valley', 'CT')).toBe('Naugatuck Valley Planning Region');
    expect(countyJurisdiction('New Haven', 'CT')).toBe('New Haven County');
    expect(countyJurisdiction('Dallas', 'TX')).toBe('Dallas County');
    expect(countyJurisdiction('Orleans', 'LA')).toBe('Orleans Parish');
    expect(countyJurisdiction('Baltimore City', 'MD')).toBe('Baltimore City');
    expect(countyJurisdiction('Matanuska-Susitna Borough', 'AK')).toBe('Matanuska-Susitna Borough');
    expect(courtName({ city: 'Irving', state: 'TX', county: 'Dallas' }, 'District Court')).toBe(
      'Dallas County District Court',
    );
  });

  it('give every ZIP of the generator a county of its state and a real place name, not a company', () => {
    const counties = new Set([...postalPlaces().byZip.values()].map((p) => `${p.county}|${p.state}`));
    for (const z of usZips()) {
      expect(counties.has(`${z.county}|${z.state}`), `${z.zip} ${z.county}`).toBe(true);
      expect(isPlaceOf(z.city, z.state), `${z.zip} ${z.city}`).toBe(true);
    }
    const bank = usZips().find((z) => z.zip === '33651')!;
    expect(bank.listedCity).toBe('First National Bank Of Fl');
    expect([bank.city, bank.county]).toEqual(['Tampa', 'Hillsborough']);
    expect(usZips().find((z) => z.zip === '75201')).toMatchObject({ city: 'Dallas', county: 'Dallas' });
  });
});

describe('a generated set', () => {
  const set = (() => {
    let dir: string | undefined;
    return () => {
      if (!dir) {
        dir = tmp();
        generateRecords({ people: 4000, properties: 2000, seed: 19, outDir: dir });
      }
      return dir;
    };
  })();

  it('has no fact outside its person life timeline, and every address a real county', async () => {
    const s = await computeRecordStats(set());
    for (const v of TIMELINE_VIOLATIONS) expect({ v, n: s.timelineViolations[v] }).toEqual({ v, n: 0 });
    expect(formatRecordStats(s)).toContain('Timeline violations (each must be 0): 0');
    const counties = new Set([...postalPlaces().byZip.values()].map((p) => `${p.county}|${p.state}`));
    const cols = recordTableSpec('addresses').columns.map((c) => c.name);
    const [ci, si] = [cols.indexOf('county'), cols.indexOf('state')];
    const rows = readFileSync(join(set(), 'addresses.tsv'), 'utf8').trim().split('\n');
    expect(rows.length).toBeGreaterThan(4000);
    for (const r of rows) {
      const f = r.split('\t');
      expect(counties.has(`${f[ci]}|${f[si]}`), r).toBe(true);
    }
  });

  it('counts each kind of violation the stats look for', async () => {
    const dir = tmp();
    cpSync(set(), dir, { recursive: true });
    const person = readFileSync(join(dir, 'people.tsv'), 'utf8').split('\n')[0]!.split('\t');
    const born = person[recordTableSpec('people').columns.findIndex((c) => c.name === 'birth_date')]!;
    const year = Number(born.slice(0, 4));
    const d = (years: number) => `${year + years}${born.slice(4)}`;
    const add = (table: string, values: (string | number)[]) =>
      appendFileSync(join(dir, `${table}.tsv`), `${values.join('\t')}\n`);
    const id = person[0]!;
    add('person_phones', [9_000_001, id, 1, d(10), d(20), 'f', 1, d(20)]);
    add('person_phones', [9_000_002, id, 1, d(19), d(18), 'f', 1, d(20)]);
    add('employment', [9_000_001, id, 'Acme', 'Clerk', 'Dallas', 'TX', d(14), '\\N', 1, d(20)]);
    add('licenses', [9_000_001, id, 'Pilot', 'TX1', 'TX', 'active', d(17), d(19), 1, d(18)]);
    add('property_owners', [9_000_001, 1, id, 'person', 1, 'A', '\\N', 'B', '\\N', '\\N', 't', d(16), '\\N', 1, d(16)]);
    add('person_addresses', [9_000_001, id, 1, d(-2), d(1), 'f', 1, d(2)]);
    add('person_liens', [9_000_001, id, 'tax', 'IRS', 100, 'Court', 'CV-1', '2099-01-01', '\\N', 'open', 1, d(20)]);
    add('addresses', [
      9_000_001,
      1,
      '\\N',
      'Main',
      'St',
      '\\N',
      '\\N',
      '\\N',
      'First National Bank Of Fl',
      'FL',
      '33651',
      '\\N',
      '\\N',
      27.9,
      -82.5,
      '1 main st',
      1,
      d(20),
    ]);
    const s = await computeRecordStats(dir);
    expect(s.timelineViolations).toEqual({
      propertyBeforeAge: 1,
      jobBeforeAge: 1,
      licenceBeforeAge: 1,
      contactBeforeAge: 1,
      firstSeenAfterLastSeen: 1,
      beforeBirth: 1,
      afterDeathOrToday: 1,
      addressWithoutCounty: 1,
      cityNotAPlace: 1,
    });
  });
});
