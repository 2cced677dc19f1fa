import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EARTH_RADIUS_MILES, milesBetween } from '../../../core/property/geo-distance.rules.js';
import {
  areaBox,
  areaSpanMiles,
  geometryArea,
  insidePolygon,
  matchesNearbyFilters,
  type NearbyFilterFacts,
  newMatches,
  radiusArea,
  resolveNearbyFilters,
} from '../../../core/property/nearby-search.rules.js';
import { NEARBY_AREA_MESSAGE, NEARBY_GEOMETRY_MESSAGE } from '../../../core/property/nearby-search.schema.js';
import { savedNearbySearchTitle, savedNearbySearchUrl } from '../../../core/property/saved-nearby-search.rules.js';

/** The nearby search's pure rules (docs/decisions/0067; 001 sections 3, 4 and 9). */
const RAD = Math.PI / 180;
const east = (lat: number, lon: number, miles: number): [number, number] => [
  lon + miles / EARTH_RADIUS_MILES / Math.cos(lat * RAD) / RAD,
  lat,
];

describe('areas', () => {
  it('a radius above 5 miles (10 across) is refused with the area message; up to 5 is kept', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.01, max: 20, noNaN: true }), (r) => {
        const a = radiusArea({ latitude: 33, longitude: -112 }, r);
        if (r * 2 > 10) expect(a._unsafeUnwrapErr()).toEqual({ Target: [NEARBY_AREA_MESSAGE] });
        else expect(areaSpanMiles(a._unsafeUnwrap())).toBeCloseTo(2 * r, 9);
      }),
    );
    expect(radiusArea({ latitude: 0, longitude: 0 }, 0).isErr()).toBe(true);
  });

  it('a circle is its centre and an edge point; its radius is the great-circle distance', () => {
    const a = geometryArea({ Type: 'circle', Points: [[-112, 33], east(33, -112, 1.5)] }, 0.5)._unsafeUnwrap();
    expect(a.kind).toBe('circle');
    if (a.kind === 'circle') expect(a.radiusMiles).toBeCloseTo(1.5, 6);
  });

  it('shapes without area are refused with the geometry message', () => {
    const flat = {
      Type: 'rectangle',
      Points: [
        [-112, 33],
        [-111.99, 33],
      ],
    } as const;
    const line = {
      Type: 'polygon',
      Points: [
        [-112, 33],
        [-111.99, 33.01],
        [-111.98, 33.02],
      ],
    } as const;
    const dot = {
      Type: 'circle',
      Points: [
        [-112, 33],
        [-112, 33],
      ],
    } as const;
    for (const g of [flat, line, dot])
      expect(geometryArea(g as never, 0.5)._unsafeUnwrapErr()).toEqual({ Target: [NEARBY_GEOMETRY_MESSAGE] });
  });

  it('a rectangle of 4 corners is the box of its corners; wider than 10 miles is refused', () => {
    const [x1, y1] = [-112, 33];
    const [x2] = east(33, -112, 3);
    const a = geometryArea(
      {
        Type: 'rectangle',
        Points: [
          [x1, y1],
          [x2, y1],
          [x2, y1 + 0.02],
          [x1, y1 + 0.02],
        ],
      },
      1,
    );
    expect(a._unsafeUnwrap().kind).toBe('box');
    const wide = east(33, -112, 10.5)[0];
    expect(
      geometryArea(
        {
          Type: 'rectangle',
          Points: [
            [x1, y1],
            [wide, y1 + 0.01],
          ],
        },
        1,
      ).isErr(),
    ).toBe(true);
  });

  it('ray casting: the centre of a convex polygon is inside, a point beyond its box is not', () => {
    fc.assert(
      fc.property(fc.integer({ min: 3, max: 12 }), fc.double({ min: 0.001, max: 0.1, noNaN: true }), (n, r) => {
        const pts = Array.from(
          { length: n },
          (_, k) => [r * Math.cos((2 * Math.PI * k) / n), r * Math.sin((2 * Math.PI * k) / n)] as [number, number],
        );
        expect(insidePolygon(pts, 0, 0)).toBe(true);
        expect(insidePolygon(pts, 2 * r, 0)).toBe(false);
      }),
    );
  });

  it('the circle box holds every point of the circle (the index pre-filter never loses one)', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -60, max: 60, noNaN: true }),
        fc.double({ min: -170, max: 170, noNaN: true }),
        fc.double({ min: 0.1, max: 5, noNaN: true }),
        fc.double({ min: 0, max: 360, noNaN: true }),
        (lat, lon, r, bearing) => {
          const a = radiusArea({ latitude: lat, longitude: lon }, r)._unsafeUnwrap();
          const dLat = (r * 0.999 * Math.cos(bearing * RAD)) / EARTH_RADIUS_MILES / RAD;
          const dLon = (r * 0.999 * Math.sin(bearing * RAD)) / EARTH_RADIUS_MILES / Math.cos((lat + dLat) * RAD) / RAD;
          const [pLat, pLon] = [lat + dLat, lon + dLon];
          if (milesBetween(lat, lon, pLat, pLon) <= r) {
            const b = areaBox(a);
            expect(pLat >= b.minLat && pLat <= b.maxLat && pLon >= b.minLon && pLon <= b.maxLon).toBe(true);
          }
        },
      ),
    );
  });
});

const facts: NearbyFilterFacts = {
  landUseCode: 1001,
  propertyClass: 'Residential',
  subdivision: 'Oak Hills',
  yearBuilt: 1990,
  stories: 2,
  bedrooms: 3,
  bathrooms: 2,
  squareFeet: 1800,
  lotSquareFeet: 6000,
  pool: true,
  garage: false,
  basement: false,
  attic: true,
  estimatedValueCents: 40_000_000,
  listingStatus: 'active',
  listingAmountCents: 42_500_000,
  lastSaleDate: '2020-05-01',
  lastSaleCents: 30_000_000,
  lastSale: { armsLength: true, cash: false, foreclosure: false, multiParcel: false },
};

describe('filters', () => {
  it('each field as 001 section 3 reads it', () => {
    const yes = [
      {},
      { landUseCode: [1000, 1001] },
      { bedroomsMin: 0, bedroomsMax: 3 },
      { subdivision: ' oak hills ' },
      { propertyClassCode: 'r' },
      { listingStatus: 'pending,active' },
      { saleSituation: 'armsLength' },
      { listingAmountMin: 425_000, listingAmountMax: 425_000 },
      { estimatedValueMin: 400_000, lastSaleAmountMin: 300_000 },
      { pool: true, garage: false },
      { lastSaleDateMin: '2020-05-01', lastSaleDateMax: '2020-05-01' },
      { multiParcel: false },
    ];
    const no = [
      { landUseCode: [1002] },
      { bedroomsMin: 4 },
      { storiesMax: 1 },
      { subdivision: 'Elm' },
      { propertyClassCode: 'C' },
      { listingStatus: 'sold' },
      { saleSituation: 'cash' },
      { listingAmountMax: 425_000 - 1 },
      { garage: true },
      { lastSaleDateMin: '2020-05-02' },
    ];
    for (const f of yes) expect(matchesNearbyFilters(facts, f), JSON.stringify(f)).toBe(true);
    for (const f of no) expect(matchesNearbyFilters(facts, f), JSON.stringify(f)).toBe(false);
    expect(matchesNearbyFilters({ ...facts, yearBuilt: null }, { yearBuiltMin: 1900 })).toBe(false);
  });

  it('resolving: an interval becomes dates ending on the records day; bad values are refused by field', () => {
    expect(resolveNearbyFilters({ lastSaleDateInterval: 6 }, '2026-11-20', '2026-08-31')._unsafeUnwrap()).toMatchObject(
      {
        lastSaleDateMin: '2026-02-28',
        lastSaleDateMax: '2026-08-31',
      },
    );
    const e = resolveNearbyFilters(
      {
        lastSaleDateInterval: 5,
        bedroomsMin: 4,
        bedroomsMax: 2,
        saleSituation: 'x',
        propertyClassCode: 'Z',
        listingStatus: 'gone',
      },
      '2026-11-20',
      '2026-11-01',
    )._unsafeUnwrapErr();
    expect(Object.keys(e).sort()).toEqual([
      'bedroomsMin',
      'lastSaleDateInterval',
      'listingStatus',
      'propertyClassCode',
      'saleSituation',
    ]);
    expect(resolveNearbyFilters({ lastSaleDateMax: '2026-12-01' }, '2026-11-20', '2026-11-01').isErr()).toBe(true);
  });
});

describe('saved searches', () => {
  it('newMatches: what is matched now and was not before, ascending, once', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(50)), fc.array(fc.nat(50)), (before, now) => {
        const got = newMatches(before, now);
        expect(got).toEqual([...new Set(now)].filter((x) => !before.includes(x)).sort((a, b) => a - b));
      }),
    );
  });

  it('the /nearby link carries the place, the filters as filtersJson and the chip; the title names them', () => {
    const url = savedNearbySearchUrl(
      { quickFilter: 'highEquity', bedroomsMin: 3 },
      { City: 'Austin', State: 'TX', Zip: '78701', Address: '1 Main St, Austin, TX 78701', PropertyId: 7 },
    );
    const q = new URL(`https://x${url}`).searchParams;
    expect(url.startsWith('/nearby?')).toBe(true);
    expect(q.get('propertyId')).toBe('7');
    expect(q.get('city')).toBe('Austin');
    expect(JSON.parse(q.get('filtersJson')!)).toEqual({ QuickFilter: 'highEquity', BedroomsMin: 3 });
    expect(q.get('quickFilter')).toBe('highEquity');
    expect(savedNearbySearchTitle({}, { Target: { Geometry: {} } })).toBe('Drawn area · All Properties');
  });
});
