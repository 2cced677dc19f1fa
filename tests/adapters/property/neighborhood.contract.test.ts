import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InMemoryNeighborhood } from '../../../adapters/memory/in-memory-neighborhood.js';
import type { Db } from '../../../adapters/postgres/db.js';
import { PgNeighborhood } from '../../../adapters/postgres/pg-neighborhood.js';
import type { Neighborhood, NeighborhoodSubject } from '../../../core/property/neighborhood.port.js';
import {
  NEIGHBORHOOD_RADIUS_MILES,
  neighborhoodWindow,
  SCHOOLS_LIMIT,
  SCHOOLS_MAX_MILES,
  WALK_SCORE_RADIUS_MILES,
} from '../../../core/property/neighborhood.rules.js';
import {
  FIX_SRC,
  HOMES,
  NEAR,
  NEIGHBORHOOD_AS_OF,
  neighborhoodTables,
  PEOPLE,
  SCHOOLS,
  SUBJECT,
} from '../../support/neighborhood-fixtures.js';
import { insertRecordTables } from '../../support/record-tables.js';
import { openTestDb } from '../../support/test-db.js';

/**
 * The Neighborhood contract (core/property/neighborhood.port.ts) on a hand-made neighbourhood
 * (tests/support/neighborhood-fixtures.ts): the in-memory fake and PgNeighborhood (PGlite, or the
 * PostgreSQL server when DATABASE_URL is set) answer the same, on both sides of every edge.
 */

const area = (limit = 50) => ({
  radiusMiles: NEIGHBORHOOD_RADIUS_MILES,
  ...neighborhoodWindow(NEIGHBORHOOD_AS_OF),
  limit,
});

const contract = (name: string, make: () => Promise<Neighborhood>) =>
  describe(`Neighborhood contract: ${name}`, () => {
    let n: Neighborhood;
    let subject: NeighborhoodSubject;
    beforeAll(async () => {
      n = await make();
      subject = (await n.subject(SUBJECT.id))!;
    });

    it('finds the subject with its location and the records as-of date; an unknown property is null', async () => {
      expect(subject).toEqual({
        propertyId: SUBJECT.id,
        addressId: SUBJECT.id + 100_000,
        latitude: SUBJECT.lat,
        longitude: SUBJECT.lon,
      });
      expect(await n.subject(979_999_999)).toBeNull();
      expect(await n.asOf()).toBe(NEIGHBORHOOD_AS_OF);
    });

    it('lists the nearest schools first (ties by id), at most the limit, none beyond the reach', async () => {
      const schools = await n.schoolsNear(subject, SCHOOLS_MAX_MILES, SCHOOLS_LIMIT);
      expect(schools.map((s) => s.id)).toEqual([
        SCHOOLS.s1.id,
        SCHOOLS.s2a.id,
        SCHOOLS.s2b.id,
        SCHOOLS.s3.id,
        SCHOOLS.s4.id,
        SCHOOLS.s5.id,
      ]);
      expect(schools.map((s) => s.miles)).toEqual(
        [0.2, 0.4, 0.4, 0.8, 1.5, 3].map((m) => expect.closeTo(m, 6) as unknown as number),
      );
      expect(schools[0]).toMatchObject({
        level: 'elementary',
        grades: 'K-5',
        rating: 7,
        enrollment: 500,
        studentTeacherRatio: 17.5,
        recordedAt: '2026-08-01',
        source: { name: 'Fixture school directory', kind: 'education', jurisdiction: 'ZZ' },
      });
      const all = await n.schoolsNear(subject, SCHOOLS_MAX_MILES, 100);
      expect(all.map((s) => s.id)).toContain(SCHOOLS.s7.id);
      expect(all.map((s) => s.id)).not.toContain(SCHOOLS.s8.id);
    });

    it('counts the errands, apartment buildings and addresses within a mile, the subject left out', async () => {
      const w = await n.walkability(subject, WALK_SCORE_RADIUS_MILES);
      expect(w.destinationMiles).toEqual([0.3, 0.51, 0.9].map((m) => expect.closeTo(m, 6) as unknown as number));
      expect(w.multiFamily).toBe(1);
      // p1-p5's addresses and the three homes; not the subject's, not p6's at 1.2 miles.
      expect(w.addresses).toBe(8);
    });

    it('lists the people who moved within 0.5 mile in the window, newest first, with no contact facts', async () => {
      const { total, neighbors } = await n.recentNeighbors(subject, area());
      expect(total).toBe(3);
      expect(neighbors.map((x) => x.personId)).toEqual([PEOPLE.n1, PEOPLE.n8, PEOPLE.n2]);
      expect(neighbors[0]).toEqual({
        personId: PEOPLE.n1,
        firstName: 'Nora',
        middleName: null,
        lastName: 'Newcomb',
        birthDate: '1980-10-02',
        movedIn: '2026-09-20',
        miles: expect.closeTo(0.1, 6),
        city: 'Fixture Springs',
        state: 'ZZ',
        source: { name: 'Fixture County Recorder', kind: 'county_recorder', jurisdiction: 'Fixture County, ZZ' },
        recordedAt: '2026-09-25',
      });
      expect(neighbors[1]?.miles).toBeCloseTo(0.45, 6);
      expect(neighbors[2]?.movedIn).toBe('2025-10-01');
      const text = JSON.stringify(neighbors);
      for (const hidden of ['Palo Verde', 'Saguaro', '2201', '1210', '6025550147', 'nora.newcomb@example.test'])
        expect(text).not.toContain(hidden);
    });

    it('leaves out the subject address, the day before the window, moves after the as-of date, the dead, the moved-on and 0.51 mile', async () => {
      const ids = (await n.recentNeighbors(subject, area())).neighbors.map((x) => x.personId);
      for (const out of [PEOPLE.x, PEOPLE.n3, PEOPLE.n4, PEOPLE.n5, PEOPLE.n6, PEOPLE.n7])
        expect(ids).not.toContain(out);
    });

    it('cuts the neighbours at the limit and still counts them all', async () => {
      const { total, neighbors } = await n.recentNeighbors(subject, area(2));
      expect(total).toBe(3);
      expect(neighbors.map((x) => x.personId)).toEqual([PEOPLE.n1, PEOPLE.n8]);
    });

    it('lists the filings of other properties within 0.5 mile in the window, newest first, by street only', async () => {
      const { total, filings } = await n.watchFilings(subject, area());
      expect(total).toBe(4);
      expect(filings.map((f) => [f.kind, f.date])).toEqual([
        ['foreclosure', '2026-10-01'],
        ['preForeclosure', '2026-09-15'],
        ['eviction', '2026-05-01'],
        ['lien', '2025-10-01'],
      ]);
      expect(filings.map((f) => f.miles)).toEqual(
        [0.3, 0.1, 0.49, 0.1].map((m) => expect.closeTo(m, 6) as unknown as number),
      );
      expect(filings[1]).toMatchObject({
        preDir: 'N',
        streetName: 'Saguaro',
        streetSuffix: 'Dr',
        postDir: null,
        city: 'Fixture Springs',
        recordedAt: '2026-09-15',
        source: { name: 'Fixture County Recorder', kind: 'county_recorder', jurisdiction: 'Fixture County, ZZ' },
      });
      expect(filings[2]?.source.name).toBe('Fixture Justice Court');
      expect(JSON.stringify(filings)).not.toMatch(/"1210"|house/);
      const limited = await n.watchFilings(subject, area(1));
      expect(limited.total).toBe(4);
      expect(limited.filings).toHaveLength(1);
    });

    it('answers an empty neighbourhood with nothing', async () => {
      const far = { ...subject, propertyId: 1, addressId: HOMES.a2 + 1, latitude: 10, longitude: 10 };
      expect(await n.schoolsNear(far, SCHOOLS_MAX_MILES, SCHOOLS_LIMIT)).toEqual([]);
      expect(await n.walkability(far, 1)).toEqual({ destinationMiles: [], multiFamily: 0, addresses: 0 });
      expect(await n.recentNeighbors(far, area())).toEqual({ total: 0, neighbors: [] });
      expect(await n.watchFilings(far, area())).toEqual({ total: 0, filings: [] });
    });
  });

contract('in-memory fake', async () => new InMemoryNeighborhood(neighborhoodTables(), { asOf: NEIGHBORHOOD_AS_OF }));

let db: Db | undefined;
afterAll(async () => db?.close());
contract(process.env.DATABASE_URL ? 'PostgreSQL server' : 'PGlite', async () => {
  db = await openTestDb();
  await insertRecordTables(db, neighborhoodTables());
  await db.query(
    `INSERT INTO app_meta (key, value) VALUES ('records_as_of', $1)
     ON CONFLICT (key) DO UPDATE SET value = excluded.value`,
    [NEIGHBORHOOD_AS_OF],
  );
  return new PgNeighborhood(db);
});

describe('the fixture', () => {
  it('keeps its sources apart from the synthetic ones', () => {
    expect(Object.values(FIX_SRC).every((id) => id > 900_000_000)).toBe(true);
    expect(NEAR.p3.north).toBeLessThan(NEIGHBORHOOD_RADIUS_MILES);
    expect(NEAR.p4.north).toBeGreaterThan(NEIGHBORHOOD_RADIUS_MILES);
  });
});
