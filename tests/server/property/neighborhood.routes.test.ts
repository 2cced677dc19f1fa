import { beforeAll, describe, expect, it } from 'vitest';
import { InMemoryNeighborhood } from '../../../adapters/memory/in-memory-neighborhood.js';
import { PROPERTY_ID_MESSAGE } from '../../../core/property/comparables.schema.js';
import { NEIGHBORS_LEGAL_WARNING, WALK_SCORE_SOURCE } from '../../../core/property/neighborhood.rules.js';
import type { PropertyAccess } from '../../../core/property/property-access.port.js';
import type { PropertyStanding } from '../../../core/property/property-access.rules.js';
import { signUpAndSignIn, TestBrowser } from '../../support/accounts-app.js';
import {
  NEIGHBORHOOD_AS_OF,
  neighborhoodTables,
  PEOPLE,
  SCHOOLS,
  SUBJECT,
} from '../../support/neighborhood-fixtures.js';
import { inMemoryTestApp } from '../../support/test-app.js';

/**
 * GET /api/neighborhood/schools, /walk-score, /watch and POST /api/neighborhood/recent-neighbors
 * (001 section 7) through the production wiring with in-memory ports: members only (403 with
 * promptUpgrade and isPaused otherwise), 400 for a bad property id, 404 for an unknown property, and the
 * reply shapes of the neighbourhood tabs.
 */

const records = neighborhoodTables();

const build = () => {
  const standings = new Map<string, PropertyStanding>();
  const access: PropertyAccess = {
    standing: async (userId) => (userId === null ? 'anonymous' : (standings.get(userId) ?? 'free')),
  };
  const t = inMemoryTestApp({
    records,
    recordsAsOf: NEIGHBORHOOD_AS_OF,
    overrides: {
      property: { access, neighborhood: new InMemoryNeighborhood(records, { asOf: NEIGHBORHOOD_AS_OF }) },
    },
  });
  const visitor = async (standing: Exclude<PropertyStanding, 'anonymous'>) => {
    const { browser, email } = await signUpAndSignIn(t.app);
    const user = await t.kit.users.findByEmail(email);
    standings.set(user!.id, standing);
    return browser;
  };
  return { ...t, visitor };
};

type Call = (b: TestBrowser, propertyId: unknown) => Promise<Response>;
const CALLS: Record<string, Call> = {
  schools: (b, id) => b.get(`/api/neighborhood/schools?propertyId=${String(id)}`),
  walkScore: (b, id) => b.get(`/api/neighborhood/walk-score?propertyId=${String(id)}`),
  recentNeighbors: (b, id) => b.post('/api/neighborhood/recent-neighbors', { propertyId: id }),
  watch: (b, id) => b.get(`/api/neighborhood/watch?propertyId=${String(id)}`),
};

const RECORDER = { name: 'Fixture County Recorder', kind: 'county_recorder', jurisdiction: 'Fixture County, ZZ' };

describe('neighbourhood routes', () => {
  let t: ReturnType<typeof build>;
  let member: TestBrowser;
  beforeAll(async () => {
    t = build();
    member = await t.visitor('member');
  });

  it('403 MembershipRequired with promptUpgrade for anonymous, free and paused visitors (isPaused only when paused)', async () => {
    const visitors = [
      { browser: new TestBrowser(t.app, '198.51.100.9'), isPaused: false },
      { browser: await t.visitor('free'), isPaused: false },
      { browser: await t.visitor('paused'), isPaused: true },
    ];
    for (const { browser, isPaused } of visitors) {
      for (const [name, call] of Object.entries(CALLS)) {
        const res = await call(browser, SUBJECT.id);
        expect({ name, status: res.status }).toEqual({ name, status: 403 });
        const body = await res.json();
        expect(body).toMatchObject({ success: false, promptUpgrade: true, isPaused });
        expect(body.errors['*'][0]).toMatch(/membership|Sign in/i);
        expect(body).not.toHaveProperty('schools');
        expect(body).not.toHaveProperty('neighbors');
      }
    }
  });

  it('400 with the field error for a missing or malformed property id', async () => {
    for (const [name, call] of Object.entries(CALLS)) {
      for (const bad of ['', 'abc', '-1']) {
        const res = await call(member, bad);
        expect({ name, bad, status: res.status }).toEqual({ name, bad, status: 400 });
        expect(await res.json()).toEqual({ success: false, errors: { propertyId: [PROPERTY_ID_MESSAGE] } });
      }
    }
    const none = await member.get('/api/neighborhood/schools');
    expect(none.status).toBe(400);
  });

  it('404 for an unknown property', async () => {
    for (const [name, call] of Object.entries(CALLS)) {
      const res = await call(member, 979_999_999);
      expect({ name, status: res.status }).toEqual({ name, status: 404 });
      expect((await res.json()).success).toBe(false);
    }
  });

  it('200 schools for a member: the nearest 6, nearest first, in miles to a tenth, with source and date', async () => {
    const res = await CALLS.schools!(member, SUBJECT.id);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(Object.keys(body).sort()).toEqual(['schools', 'success']);
    expect(body.schools.map((s: { distanceMiles: number }) => s.distanceMiles)).toEqual([0.2, 0.4, 0.4, 0.8, 1.5, 3]);
    expect(body.schools[0]).toEqual({
      id: SCHOOLS.s1.id,
      name: 'Fixture s1 School',
      level: 'elementary',
      grades: 'K-5',
      distanceMiles: 0.2,
      rating: 7,
      enrollment: 500,
      studentTeacherRatio: 17.5,
      source: { name: 'Fixture school directory', kind: 'education', jurisdiction: 'ZZ' },
      recordedAt: '2026-08-01',
    });
  });

  it("200 walk score for a member: our model's score, its band, its source named honestly, dated the as-of date", async () => {
    const res = await CALLS.walkScore!(member, SUBJECT.id);
    expect(res.status).toBe(200);
    // Errands at 0.3, 0.51 and 0.9 mile weigh 0.95 + 0.74 + 0.35 = 2.04: 60 * sqrt(2.04/60) = 11.06; one
    // multi-family parcel: 20 * sqrt(1/150) = 1.63; 8 addresses: 20 * sqrt(8/3000) = 1.03; 13.73, so 14.
    expect(await res.json()).toEqual({
      success: true,
      walkScore: {
        score: 14,
        label: 'Car-Dependent',
        description: 'Almost all errands require a car.',
        source: WALK_SCORE_SOURCE,
        recordedAt: NEIGHBORHOOD_AS_OF,
      },
    });
  });

  it('200 recent neighbours for a member: the warning, the total, preview facts only', async () => {
    const res = await CALLS.recentNeighbors!(member, SUBJECT.id);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.warning).toBe(NEIGHBORS_LEGAL_WARNING);
    expect(body.total).toBe(3);
    expect(body.neighbors).toEqual([
      {
        personId: PEOPLE.n1,
        fullName: 'Nora Newcomb',
        age: 45,
        movedIn: '2026-09',
        distanceMiles: 0.1,
        city: 'Fixture Springs',
        state: 'ZZ',
        source: RECORDER,
        recordedAt: '2026-09-25',
      },
      expect.objectContaining({ personId: PEOPLE.n8, fullName: 'Elena Eastwood', age: null, movedIn: '2026-04' }),
      expect.objectContaining({ personId: PEOPLE.n2, age: 36, movedIn: '2025-10', distanceMiles: 0.2 }),
    ]);
    const text = JSON.stringify(body.neighbors);
    for (const hidden of [
      'Saguaro',
      'Palo Verde',
      '1210',
      '2201',
      '6025550147',
      'nora.newcomb@example.test',
      'email',
      'phone',
    ])
      expect(text).not.toContain(hidden);
  });

  it('200 watch for a member: filings within 0.5 mile in the last 12 months, newest first, street only', async () => {
    const res = await CALLS.watch!(member, SUBJECT.id);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.total).toBe(4);
    expect(body.filings.map((f: { kind: string }) => f.kind)).toEqual([
      'foreclosure',
      'preForeclosure',
      'eviction',
      'lien',
    ]);
    expect(body.filings[1]).toEqual({
      kind: 'preForeclosure',
      date: '2026-09-15',
      distanceMiles: 0.1,
      streetName: 'N Saguaro Dr',
      city: 'Fixture Springs',
      source: RECORDER,
      recordedAt: '2026-09-15',
    });
    expect(JSON.stringify(body.filings)).not.toContain('1210');
  });
});
