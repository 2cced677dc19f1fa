import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { InMemoryNearbySearch } from '../../../adapters/memory/in-memory-nearby-search.js';
import { num, type RecordTables } from '../../../adapters/memory/in-memory-records.js';
import { InMemorySavedNearbySearches } from '../../../adapters/memory/in-memory-saved-nearby-searches.js';
import type { RateLimiter } from '../../../core/accounts/rate-limiter.port.js';
import { LAND_USE_CODE_MESSAGE } from '../../../core/property/comparables.schema.js';
import { EARTH_RADIUS_MILES } from '../../../core/property/geo-distance.rules.js';
import { NEARBY_AREA_MESSAGE, NEARBY_GEOMETRY_MESSAGE } from '../../../core/property/nearby-search.schema.js';
import type { PropertyAccess } from '../../../core/property/property-access.port.js';
import type { PropertyStanding } from '../../../core/property/property-access.rules.js';
import { QUICK_FILTER_IDS } from '../../../core/property/quick-filters.rules.js';
import { SAVED_NEARBY_SEARCHES_MAX } from '../../../core/property/saved-nearby-search.rules.js';
import { PROPERTY_TOOL_LIMITS } from '../../../core/property/tool-limits.rules.js';
import { signUpAndSignIn, TestBrowser } from '../../support/accounts-app.js';
import { syntheticRecordTables } from '../../support/record-tables.js';
import { inMemoryTestApp } from '../../support/test-app.js';

/**
 * The nearby routes under /dashboard/api/nearby (001 sections 2, 3, 4, 7 and 9; docs/decisions/0067)
 * through the production wiring with in-memory ports: members only (403 with promptUpgrade), 400 for
 * targets, shapes and areas the search cannot use, never 500 on hostile input; the reply shapes.
 */
// biome-ignore lint/suspicious/noExplicitAny: JSON read in assertions
type Json = Record<string, any>;
const AS_OF = '2026-11-01';
let records: RecordTables;
let subject: number;
let center: [number, number];

/** A limiter that never refuses (counts nothing). */
const limiter: RateLimiter = {
  hit: async (_key, _windowMs, now) => ({ count: 1, windowStart: now }),
  peek: async (_key, _windowMs, now) => ({ count: 0, windowStart: now }),
  undo: async () => undefined,
  reset: async () => undefined,
};

const build = (opts: { unlimited: boolean } = { unlimited: true }) => {
  const standings = new Map<string, PropertyStanding>();
  const access: PropertyAccess = {
    standing: async (userId) => (userId === null ? 'anonymous' : (standings.get(userId) ?? 'free')),
  };
  const nearbySearch = new InMemoryNearbySearch(records, AS_OF);
  let t: ReturnType<typeof inMemoryTestApp> | undefined;
  const savedNearbySearches = new InMemorySavedNearbySearches(
    async (id) => (await t!.kit.users.findById(id))?.email ?? null,
  );
  t = inMemoryTestApp({
    records,
    recordsAsOf: AS_OF,
    // The per-member burst limits (PROPERTY_TOOL_LIMITS.nearby) are tested below with their own app;
    // these tests fire more calls in a second than a person would.
    overrides: { property: { access, nearbySearch, savedNearbySearches, ...(opts.unlimited ? { limiter } : {}) } },
  });
  const visitor = async (standing: Exclude<PropertyStanding, 'anonymous'>) => {
    const { browser, email } = await signUpAndSignIn(t!.app);
    const user = (await t!.kit.users.findByEmail(email))!;
    standings.set(user.id, standing);
    return { browser, userId: user.id, email };
  };
  return { ...t, visitor, nearbySearch };
};

const miles = (m: number) => (m / EARTH_RADIUS_MILES) * (180 / Math.PI);

describe('/dashboard/api/nearby', () => {
  let t: ReturnType<typeof build>;
  let member: Awaited<ReturnType<ReturnType<typeof build>['visitor']>>;
  beforeAll(async () => {
    records = syntheticRecordTables(400, 5151);
    const p = records.properties![0]!;
    subject = num(p, 'id');
    center = [num(p, 'longitude'), num(p, 'latitude')];
    t = build();
    member = await t.visitor('member');
  }, 60_000);

  it('403 MembershipRequired with promptUpgrade for anonymous, free and paused visitors, on every call', async () => {
    const browsers = [
      new TestBrowser(t.app, '198.51.100.9'),
      (await t.visitor('free')).browser,
      (await t.visitor('paused')).browser,
    ];
    const body = { Target: { SubjectPropertyId: subject } };
    for (const browser of browsers) {
      for (const [method, path] of [
        ['post', '/dashboard/api/nearby/search'],
        ['post', '/dashboard/api/nearby/quick-filter-counts'],
        ['post', '/dashboard/api/nearby/saved-searches'],
        ['get', '/dashboard/api/nearby/saved-searches'],
      ] as const) {
        const res = method === 'get' ? await browser.get(path) : await browser.post(path, { ...body, Criteria: body });
        // Anonymous visitors have no session: the dashboard answers 401 before the tool does.
        if (res.status === 401) continue;
        expect(res.status, path).toBe(403);
        expect((await res.json()) as Json).toMatchObject({ success: false, promptUpgrade: true });
      }
    }
  });

  it('a member searches around a subject: the contract shape, the subject excluded, cards with marker and href', async () => {
    const res = await member.browser.post('/dashboard/api/nearby/search', {
      Target: { SubjectPropertyId: subject },
      Filter: { DistanceFromSubject: 2 },
      Sort: 'distance',
      Pagination: { Page: 1, Limit: 10 },
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as Json;
    expect(body).toMatchObject({ success: true, promptUpgrade: false });
    const r = body.response;
    expect(r.quickFilter).toBe('allProperties');
    expect(r.retriedWithoutFilters).toBe(false);
    expect(r.area).toMatchObject({ radiusMiles: 2, subject: { id: subject }, address: null });
    expect(r.pagination).toMatchObject({ page: 1, limit: 10 });
    expect(r.pagination.pages).toBe(Math.ceil(r.pagination.total / 10));
    expect(r.properties.length).toBeGreaterThan(0);
    for (const card of r.properties) {
      expect(card.id).not.toBe(subject);
      expect(card.marker.href).toBe(`/report?type=address&id=${card.id}`);
      expect(typeof card.marker.latitude).toBe('number');
      expect(card).toHaveProperty('listingAmount');
      expect(card).toHaveProperty('lotSquareFeet');
      expect(card.isSaved).toBe(false);
      expect(card.distanceFromSubject).toBeLessThanOrEqual(2);
    }
    // Distance sorts descending (001 section 9).
    const d = r.properties.map((c: Json) => c.distanceFromSubject);
    expect(d).toEqual([...d].sort((a, b) => b - a));
  });

  it('a typed address is geocoded with our address index; a drawn Point searches its radius', async () => {
    const a = records.addresses!.find((x) => x.latitude !== null && x.house_number !== null)!;
    const res = await member.browser.post('/dashboard/api/nearby/search', {
      Target: { Zip: a.zip, Street: `${a.house_number} ${a.street_name}` },
      Filter: { DistanceFromSubject: 1 },
    });
    expect(res.status).toBe(200);
    const { response } = (await res.json()) as Json;
    expect(response.area).toMatchObject({
      subject: null,
      radiusMiles: 1,
      address: `${a.house_number} ${a.street_name}, ${a.zip}`,
    });
    const point = await member.browser.post('/dashboard/api/nearby/search', {
      Target: { Geometry: { Type: 'Point', Points: [center] } },
      Filter: { DistanceFromSubject: 0.25 },
    });
    expect(point.status).toBe(200);
    expect(((await point.json()) as Json).response.area).toMatchObject({
      radiusMiles: 0.25,
      center: { latitude: center[1] },
    });
  });

  it('the chip counts equal the total of each chip search', async () => {
    const Target = { Geometry: { Type: 'circle', Points: [center, [center[0] + miles(1.5), center[1]]] } };
    const res = await member.browser.post('/dashboard/api/nearby/quick-filter-counts', {
      Target,
      Filter: { BedroomsMin: 2 },
    });
    expect(res.status).toBe(200);
    const { response } = (await res.json()) as Json;
    expect(Object.keys(response.counts)).toEqual([...QUICK_FILTER_IDS]);
    for (const q of QUICK_FILTER_IDS) {
      const s = await member.browser.post('/dashboard/api/nearby/search', {
        Target,
        Filter: { BedroomsMin: 2, QuickFilter: q },
      });
      expect(((await s.json()) as Json).response.pagination.total, q).toBe(response.counts[q]);
    }
  });

  it('400 for a missing target, a bad shape, an area over 10 miles, a bad page or sort, a last sale in the future', async () => {
    const bad: [unknown, string | null][] = [
      [{}, null],
      [{ Target: {} }, null],
      [{ Target: { Geometry: { Type: 'polygon', Points: [center, center] } } }, null],
      [{ Target: { Geometry: { Type: 'polygon', Points: [center, center, center] } } }, NEARBY_GEOMETRY_MESSAGE],
      [{ Target: { Geometry: { Type: 'hexagon', Points: [center] } } }, null],
      [
        { Target: { Geometry: { Type: 'rectangle', Points: [center, [center[0] + miles(14), center[1] + 0.01]] } } },
        NEARBY_AREA_MESSAGE,
      ],
      [{ Target: { SubjectPropertyId: subject }, Filter: { DistanceFromSubject: 6 } }, NEARBY_AREA_MESSAGE],
      [{ Target: { SubjectPropertyId: subject }, Filter: { DistanceFromSubject: -1 } }, NEARBY_AREA_MESSAGE],
      [{ Target: { SubjectPropertyId: subject }, Sort: 'cheapest' }, null],
      [{ Target: { SubjectPropertyId: subject }, Pagination: { Page: 0 } }, null],
      [{ Target: { SubjectPropertyId: subject }, Pagination: { Limit: 51 } }, null],
      [{ Target: { SubjectPropertyId: subject }, Filter: { LastSaleDateMax: '2999-01-01' } }, null],
      [{ Target: { SubjectPropertyId: subject }, Filter: { LastSaleDateInterval: 7 } }, null],
      [{ Target: { SubjectPropertyId: subject }, Filter: { SaleSituation: 'lucky' } }, null],
      [{ Target: { Zip: '00000' } }, null],
      // A land-use code the database cannot hold, or too many: refused, not searched without filters.
      [{ Target: { SubjectPropertyId: subject }, Filter: { LandUseCode: [1e20] } }, LAND_USE_CODE_MESSAGE],
      [{ Target: { SubjectPropertyId: subject }, Filter: { LandUseCode: [-3] } }, LAND_USE_CODE_MESSAGE],
      [
        { Target: { SubjectPropertyId: subject }, Filter: { LandUseCode: Array.from({ length: 101 }, () => 1001) } },
        LAND_USE_CODE_MESSAGE,
      ],
    ];
    for (const [body, message] of bad) {
      const res = await member.browser.post('/dashboard/api/nearby/search', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      const json = (await res.json()) as Json;
      expect(json.success).toBe(false);
      if (message) expect(JSON.stringify(json.errors)).toContain(message);
    }
    expect(
      (await member.browser.post('/dashboard/api/nearby/search', { Target: { SubjectPropertyId: 99_999_999 } })).status,
    ).toBe(404);
    // The same codes on the chip counts and on a saved search: 400, not 500, and nothing saved.
    for (const path of ['/dashboard/api/nearby/quick-filter-counts', '/dashboard/api/nearby/saved-searches']) {
      const body = { Target: { SubjectPropertyId: subject }, Filter: { LandUseCode: [1e20] } };
      const res = await member.browser.post(
        path,
        path.endsWith('saved-searches') ? { Filters: body.Filter, Criteria: { Target: body.Target } } : body,
      );
      expect(res.status, path).toBe(400);
    }
  });

  it('a search without a Filter uses the default radius of 0.5 mile', async () => {
    const res = await member.browser.post('/dashboard/api/nearby/search', { Target: { SubjectPropertyId: subject } });
    expect(res.status).toBe(200);
    expect(((await res.json()) as Json).response.area.radiusMiles).toBe(0.5);
  });

  it('never 500 on hostile input', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.anything(),
          fc.record({ Target: fc.anything(), Filter: fc.anything(), Sort: fc.anything(), Pagination: fc.anything() }),
          fc.record({
            Target: fc.record({
              Geometry: fc.record({
                Type: fc.constantFrom('circle', 'rectangle', 'polygon', 'point', 'POLYGON'),
                Points: fc.array(fc.tuple(fc.double(), fc.double()), { maxLength: 8 }),
              }),
            }),
            Filter: fc.dictionary(
              fc.constantFrom('DistanceFromSubject', 'BedroomsMin', 'LandUseCode', 'ListingStatus', 'LastSaleDateMin'),
              fc.anything(),
            ),
          }),
        ),
        async (body) => {
          for (const path of [
            '/dashboard/api/nearby/search',
            '/dashboard/api/nearby/quick-filter-counts',
            '/dashboard/api/nearby/saved-searches',
          ]) {
            const res = await member.browser.post(path, body);
            expect([200, 400, 404], `${path} ${JSON.stringify(body)}`).toContain(res.status);
          }
        },
      ),
      { numRuns: 60 },
    );
  }, 60_000);

  it('a failed filtered search is retried once with only the target, quick filter and distance', async () => {
    t.nearbySearch.failFilteredSearches = true;
    try {
      const res = await member.browser.post('/dashboard/api/nearby/search', {
        Target: { SubjectPropertyId: subject },
        Filter: { DistanceFromSubject: 1, BedroomsMin: 3 },
      });
      expect(res.status).toBe(200);
      const { response } = (await res.json()) as Json;
      expect(response.retriedWithoutFilters).toBe(true);
    } finally {
      t.nearbySearch.failFilteredSearches = false;
    }
  });

  it('saved searches: save, list with a /nearby link, delete; at most 100 per member', async () => {
    const who = await t.visitor('member');
    const Criteria = { Address: 'Drawn area', Target: { Geometry: { Type: 'point', Points: [center] } } };
    const saved = await who.browser.post('/dashboard/api/nearby/saved-searches', {
      Filters: { QuickFilter: 'vacant', BedroomsMin: 2 },
      Criteria,
    });
    expect(saved.status).toBe(200);
    const item = (await saved.json()) as Json;
    expect(item).toMatchObject({ success: true, response: { searchTypeEnumTitle: 'Nearby' } });
    const list = (await (await who.browser.get('/dashboard/api/nearby/saved-searches')).json()) as Json;
    const first = list.response as Json[];
    expect(first).toHaveLength(1);
    expect(first[0]).toMatchObject({
      id: item.response.id,
      searchTypeEnumTitle: 'Nearby',
      title: 'Drawn area · Vacant',
    });
    expect(first[0]!.searchUrl).toMatch(/^\/nearby\?/);
    expect(first[0]!.searchUrl).toContain('quickFilter=vacant');
    expect(JSON.parse(first[0]!.searchCriteriaJson).isNearbySearch).toBe(true);
    // Another member cannot delete it; the owner can, once.
    expect(
      (await member.browser.request(`/dashboard/api/nearby/saved-searches/${first[0]!.id}`, { method: 'DELETE' }))
        .status,
    ).toBe(404);
    expect(
      (await who.browser.request(`/dashboard/api/nearby/saved-searches/${first[0]!.id}`, { method: 'DELETE' })).status,
    ).toBe(200);
    expect(
      (await who.browser.request(`/dashboard/api/nearby/saved-searches/${first[0]!.id}`, { method: 'DELETE' })).status,
    ).toBe(404);
    for (let i = 0; i < SAVED_NEARBY_SEARCHES_MAX; i++) {
      expect((await who.browser.post('/dashboard/api/nearby/saved-searches', { Criteria })).status).toBe(200);
    }
    expect((await who.browser.post('/dashboard/api/nearby/saved-searches', { Criteria })).status).toBe(409);
  }, 60_000);

  it('a member firing nearby searches and chip counts faster than a person is held at 20 in 10 seconds (429)', async () => {
    const limited = build({ unlimited: false });
    const m = await limited.visitor('member');
    const body = { Target: { SubjectPropertyId: subject } };
    const statuses = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        m.browser
          .post(i % 2 ? '/dashboard/api/nearby/search' : '/dashboard/api/nearby/quick-filter-counts', body)
          .then((r) => r.status),
      ),
    );
    expect(statuses.filter((s) => s === 200)).toHaveLength(PROPERTY_TOOL_LIMITS.nearby.max);
    expect(statuses.filter((s) => s === 429)).toHaveLength(30 - PROPERTY_TOOL_LIMITS.nearby.max);
  });
});
