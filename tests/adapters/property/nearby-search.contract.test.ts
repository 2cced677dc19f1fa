import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InMemoryNearbySearch, propertySearchRows } from '../../../adapters/memory/in-memory-nearby-search.js';
import type { RecordTables } from '../../../adapters/memory/in-memory-records.js';
import type { Db } from '../../../adapters/postgres/db.js';
import { PgNearbySearch } from '../../../adapters/postgres/pg-nearby-search.js';
import { EARTH_RADIUS_MILES, milesBetween } from '../../../core/property/geo-distance.rules.js';
import type { NearbyFilters } from '../../../core/property/nearby-filters.rules.js';
import type { NearbyScope, NearbySearch } from '../../../core/property/nearby-search.port.js';
import {
  geometryArea,
  matchesNearbyFilters,
  type NearbyArea,
  radiusArea,
} from '../../../core/property/nearby-search.rules.js';
import { NEARBY_SORT_OPTIONS, type NearbySortOption } from '../../../core/property/property-enums.rules.js';
import { QUICK_FILTER_IDS, QUICK_FILTERS, type QuickFilterId } from '../../../core/property/quick-filters.rules.js';
import { readRecordTables } from '../../support/record-tables.js';
import { loadSyntheticRecords } from '../../support/reports-app.js';
import { openTestDb } from '../../support/test-db.js';

/**
 * The NearbySearch contract (core/property/nearby-search.port.ts; docs/decisions/0067) on a fixed-seed
 * synthetic record set: PgNearbySearch reads property_search (migration 0067), InMemoryNearbySearch
 * the record rows read out of the same database. The expected results are chosen here by brute force
 * over every property: inside the area by core `milesBetween` (circles) or by ray casting written
 * here (polygons), the Filter by core `matchesNearbyFilters`, the chip by the core QUICK_FILTERS
 * predicates applied to the facts read from the records, and sorted by the option's field, nulls
 * last, then id. So the SQL mirror of the quick filters in migration 0067 is held to core's rules.
 */
let db: Db | undefined;
let tables: RecordTables;
let asOf: string;
const ready = (async () => {
  db = await openTestDb();
  await loadSyntheticRecords(db, 600, 6767);
  tables = await readRecordTables(db);
  asOf = (await db.query<{ value: string }>("SELECT value FROM app_meta WHERE key = 'records_as_of'")).rows[0]!.value;
})();
afterAll(async () => db?.close());

const RAD = Math.PI / 180;
/** A point `miles` from (lat, lon) at `bearing` degrees (flat approximation, fine under 10 miles). */
const offset = (lat: number, lon: number, miles: number, bearing: number): [number, number] => {
  const dLat = (miles * Math.cos(bearing * RAD)) / EARTH_RADIUS_MILES / RAD;
  const dLon = (miles * Math.sin(bearing * RAD)) / EARTH_RADIUS_MILES / Math.cos(lat * RAD) / RAD;
  return [lon + dLon, lat + dLat];
};

/** Ray casting, written here independently of core's. */
const inPolygon = (pts: readonly (readonly [number, number])[], x: number, y: number): boolean => {
  let c = false;
  for (let i = 0; i < pts.length; i++) {
    const [x1, y1] = pts[i]!;
    const [x2, y2] = pts[(i + 1) % pts.length]!;
    if (y1 > y !== y2 > y && x < x1 + ((y - y1) * (x2 - x1)) / (y2 - y1)) c = !c;
  }
  return c;
};

const inside = (a: NearbyArea, lat: number, lon: number): boolean => {
  if (a.kind === 'circle') return milesBetween(a.center.latitude, a.center.longitude, lat, lon) <= a.radiusMiles;
  const b = a.box;
  const inBox = lat >= b.minLat && lat <= b.maxLat && lon >= b.minLon && lon <= b.maxLon;
  return a.kind === 'box' ? inBox : inBox && inPolygon(a.points, lon, lat);
};

let searchRows: ReturnType<typeof propertySearchRows> | undefined;
type Expected = { id: number; distance: number; value: number | null };
const SORT_VALUE: Record<string, (r: ReturnType<typeof propertySearchRows>[number], d: number) => number | null> = {
  daysOnMarket: (r) => r.card.daysOnMarket,
  listingAmount: (r) => r.listingAmountCents,
  distanceFromSubject: (_r, d) => d,
  squareFeet: (r) => r.squareFeet,
  lotSquareFeet: (r) => r.lotSquareFeet,
  bedrooms: (r) => r.bedrooms,
  bathrooms: (r) => r.bathrooms,
};

const bruteForce = (scope: NearbyScope, quick: QuickFilterId | null, sort: NearbySortOption): Expected[] => {
  const q = quick === null ? null : QUICK_FILTERS.find((x) => x.id === quick)!;
  searchRows ??= propertySearchRows(tables, asOf);
  return searchRows
    .filter((r) => r.card.id !== scope.excludeId)
    .filter((r) => inside(scope.area, r.card.latitude, r.card.longitude))
    .filter((r) => matchesNearbyFilters(r, scope.filters))
    .filter((r) => q === null || q.matches(r.quick, asOf))
    .map((r) => {
      const d = milesBetween(
        scope.area.center.latitude,
        scope.area.center.longitude,
        r.card.latitude,
        r.card.longitude,
      );
      return { id: r.card.id, distance: d, value: SORT_VALUE[sort.field]!(r, d) };
    })
    .sort((a, b) => {
      if (a.value !== b.value) {
        if (a.value === null) return 1;
        if (b.value === null) return -1;
        return sort.desc ? b.value - a.value : a.value - b.value;
      }
      return a.id - b.id;
    });
};

const properties = () => tables.properties ?? [];
const subdivisions = () => [
  ...new Set(
    properties()
      .map((p) => p.subdivision)
      .filter((s): s is string => typeof s === 'string'),
  ),
];

const filtersArb = (): fc.Arbitrary<NearbyFilters> =>
  fc
    .record(
      {
        landUseCode: fc.subarray([1000, 1001, 1002, 1004, 1100, 1101, 2000, 4000], { minLength: 1 }),
        yearBuiltMin: fc.integer({ min: 1940, max: 2015 }),
        squareFeetMin: fc.integer({ min: 400, max: 3000 }),
        squareFeetMax: fc.integer({ min: 3000, max: 8000 }),
        bedroomsMin: fc.integer({ min: 0, max: 5 }),
        bathroomsMax: fc.integer({ min: 1, max: 5 }),
        lotSquareFeetMin: fc.integer({ min: 1000, max: 10000 }),
        storiesMax: fc.integer({ min: 1, max: 3 }),
        lastSaleDateMin: fc.constantFrom('2015-01-01', '2020-06-15', '2024-01-31'),
        subdivision: fc.constantFrom(...subdivisions(), 'No Such Place'),
        listingStatus: fc.constantFrom('active', 'pending', 'failed', 'sold', 'active,pending'),
        saleSituation: fc.constantFrom('armsLength', 'nonArmsLength', 'cash', 'foreclosure'),
        propertyClassCode: fc.constantFrom('R', 'C', 'V', 'O'),
        multiParcel: fc.boolean(),
        listingAmountMin: fc.integer({ min: 0, max: 900_000 }),
        estimatedValueMin: fc.integer({ min: 0, max: 900_000 }),
        lastSaleAmountMin: fc.integer({ min: 0, max: 900_000 }),
        pool: fc.boolean(),
        garage: fc.boolean(),
        basement: fc.boolean(),
        attic: fc.boolean(),
      },
      { requiredKeys: [] },
    )
    .map(
      // At most two fields at once, so most searches still find something in a small record set.
      (f) => Object.fromEntries(Object.entries(f).slice(0, 2)) as NearbyFilters,
    );

const sortArb = fc.constantFrom(...NEARBY_SORT_OPTIONS);
const quickArb = fc.oneof(
  { arbitrary: fc.constant<QuickFilterId>('allProperties'), weight: 3 },
  { arbitrary: fc.constantFrom(...QUICK_FILTER_IDS), weight: 2 },
);
const subjectArb = () => fc.integer({ min: 0, max: properties().length - 1 });

/** A drawn shape around a property: a circle, a rectangle (2 or 4 corners) or a star-shaped polygon. */
const geometryArb = () =>
  fc
    .tuple(
      subjectArb(),
      fc.constantFrom('circle', 'rectangle2', 'rectangle4', 'polygon'),
      fc.double({ min: 0.1, max: 2, noNaN: true }),
      fc.array(fc.tuple(fc.double({ min: 0.1, max: 2, noNaN: true }), fc.double({ min: 0, max: 1, noNaN: true })), {
        minLength: 3,
        maxLength: 9,
      }),
    )
    .map(([i, type, r, spokes]) => {
      const p = properties()[i]!;
      const [lat, lon] = [Number(p.latitude), Number(p.longitude)];
      if (type === 'circle') return { Type: 'circle', Points: [[lon, lat], offset(lat, lon, r, 40)] };
      if (type === 'rectangle2')
        return { Type: 'rectangle', Points: [offset(lat, lon, r, 225), offset(lat, lon, r, 45)] };
      if (type === 'rectangle4') {
        const [a, b] = [offset(lat, lon, r, 225), offset(lat, lon, r, 45)];
        return { Type: 'rectangle', Points: [a, [b[0], a[1]], b, [a[0], b[1]]] };
      }
      // Star-shaped: spokes at increasing angles, each its own length.
      const n = spokes.length;
      return {
        Type: 'polygon',
        Points: spokes.map(([len, jitter], k) => offset(lat, lon, len, ((k + jitter * 0.8) * 360) / n)),
      };
    });

/** Every page of a search, as [id, distance] pairs; checks each page's size and the total. */
const allPages = async (
  s: NearbySearch,
  scope: NearbyScope,
  quick: QuickFilterId,
  sort: NearbySortOption,
  limit: number,
) => {
  const out: { id: number; distance: number }[] = [];
  let total = -1;
  for (let page = 0; page < 100; page++) {
    const r = await s.search({ ...scope, quickFilter: quick, sort, offset: page * limit, limit, viewerId: null });
    total = r.total;
    expect(r.properties.length).toBeLessThanOrEqual(limit);
    out.push(...r.properties.map((p) => ({ id: p.id, distance: p.distanceMiles })));
    if (r.properties.length < limit) break;
  }
  expect(out).toHaveLength(total);
  return out;
};

const contract = (name: string, make: () => NearbySearch) =>
  describe(`NearbySearch contract: ${name}`, () => {
    let s: NearbySearch;
    beforeAll(async () => {
      await ready;
      s = make();
    }, 180_000);

    const check = async (scope: NearbyScope, quick: QuickFilterId, sort: NearbySortOption, limit: number) => {
      const want = bruteForce(scope, quick, sort);
      const got = await allPages(s, scope, quick, sort, limit);
      expect(got.map((x) => x.id)).toEqual(want.map((x) => x.id));
      got.forEach((x, i) => {
        expect(x.distance).toBeCloseTo(want[i]!.distance, 9);
      });
      return want.length;
    };

    it('radius around a subject: exactly the brute-force selection, every page, any filter, quick filter and sort', async () => {
      let nonEmpty = 0;
      await fc.assert(
        fc.asyncProperty(
          subjectArb(),
          fc.double({ min: 0.1, max: 2, noNaN: true }),
          filtersArb(),
          quickArb,
          sortArb,
          fc.integer({ min: 1, max: 50 }),
          async (i, r, filters, quick, sort, limit) => {
            const p = properties()[i]!;
            const area = radiusArea(
              { latitude: Number(p.latitude), longitude: Number(p.longitude) },
              r,
            )._unsafeUnwrap();
            nonEmpty += (await check({ area, excludeId: Number(p.id), filters }, quick, sort, limit)) > 0 ? 1 : 0;
          },
        ),
        { numRuns: 60 },
      );
      expect(nonEmpty).toBeGreaterThan(5);
    }, 180_000);

    it('drawn circles, rectangles and polygons: exactly the brute-force selection', async () => {
      let nonEmpty = 0;
      await fc.assert(
        fc.asyncProperty(
          geometryArb(),
          fc.option(filtersArb(), { nil: undefined }),
          quickArb,
          sortArb,
          async (g, filters, quick, sort) => {
            const area = geometryArea(g as never, 0.5)._unsafeUnwrap();
            nonEmpty += (await check({ area, excludeId: null, filters: filters ?? {} }, quick, sort, 50)) > 0 ? 1 : 0;
          },
        ),
        { numRuns: 60 },
      );
      expect(nonEmpty).toBeGreaterThan(10);
    }, 180_000);

    it('every quick filter: the results and the chip counts equal the brute force, and each count is that search total', async () => {
      const seen = new Set<QuickFilterId>();
      for (const p of properties().filter((_, i) => i % 25 === 0)) {
        const area = radiusArea({ latitude: Number(p.latitude), longitude: Number(p.longitude) }, 2)._unsafeUnwrap();
        const scope: NearbyScope = { area, excludeId: Number(p.id), filters: {} };
        const counts = await s.counts(scope);
        for (const q of QUICK_FILTER_IDS) {
          const n = await check(scope, q, NEARBY_SORT_OPTIONS[0]!, 50);
          expect(counts[q], q).toBe(n);
          if (n > 0) seen.add(q);
        }
      }
      expect(seen.size).toBeGreaterThanOrEqual(18);
    }, 180_000);

    it('chip counts under random filters and shapes equal the totals each chip search returns', async () => {
      await fc.assert(
        fc.asyncProperty(geometryArb(), filtersArb(), async (g, filters) => {
          const scope: NearbyScope = { area: geometryArea(g as never, 0.5)._unsafeUnwrap(), excludeId: null, filters };
          const counts = await s.counts(scope);
          for (const q of QUICK_FILTER_IDS) {
            const r = await s.search({
              ...scope,
              quickFilter: q,
              sort: NEARBY_SORT_OPTIONS[0]!,
              offset: 0,
              limit: 1,
              viewerId: null,
            });
            expect(counts[q], q).toBe(r.total);
            expect(counts[q], q).toBe(bruteForce(scope, q, NEARBY_SORT_OPTIONS[0]!).length);
          }
          expect((await s.matchingIds({ ...scope, quickFilter: 'allProperties' })).length).toBe(counts.allProperties);
        }),
        { numRuns: 25 },
      );
    }, 180_000);

    it('subject and geocoding: a subject is found, an unknown one is null; a ZIP and a typed street are placed', async () => {
      const p = properties()[3]!;
      expect((await s.subject(Number(p.id)))?.latitude).toBe(Number(p.latitude));
      expect(await s.subject(99_999_999)).toBeNull();
      const a = (tables.addresses ?? []).find((x) => x.latitude !== null && x.house_number !== null)!;
      const zipPoint = await s.geocode({ zip: String(a.zip) });
      expect(zipPoint).not.toBeNull();
      const street = `${a.house_number} ${a.street_name}`;
      const hit = (await s.geocode({ zip: String(a.zip), street }))!;
      expect(milesBetween(hit.latitude, hit.longitude, Number(a.latitude), Number(a.longitude))).toBeLessThan(2);
      expect(await s.geocode({ zip: '00000' })).toBeNull();
    }, 60_000);
  });

contract('in-memory fake', () => new InMemoryNearbySearch(tables, asOf));
contract(process.env.DATABASE_URL ? 'PostgreSQL server' : 'PGlite', () => new PgNearbySearch(db!));
