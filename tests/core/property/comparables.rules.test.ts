import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type ComparableFacts,
  type ComparablesSubject,
  comparablesAverages,
  listingStatusOfMls,
  matchesComparablesFilter,
  propertyClassCodeOf,
  resolveComparablesFilter,
} from '../../../core/property/comparables.rules.js';
import { comparablesInput, MarketInput } from '../../../core/property/comparables.schema.js';
import { boxAround, milesBetween } from '../../../core/property/geo-distance.rules.js';
import { marketMonths, marketTrends, marketWindow, median } from '../../../core/property/market.rules.js';

const AS_OF = '2026-11-21';
const subject: ComparablesSubject = { propertyId: 1, latitude: 34.05, longitude: -118.25, squareFeet: 2000 };

/** A candidate next to the subject that every default filter accepts. */
const candidate = (o: Partial<ComparableFacts> = {}): ComparableFacts => ({
  id: 2,
  latitude: 34.051,
  longitude: -118.25,
  landUseCode: 1001,
  propertyClass: 'Residential',
  subdivision: 'Oak Park',
  yearBuilt: 1990,
  squareFeet: 2000,
  bedrooms: 3,
  bathrooms: 2,
  lotSquareFeet: 6000,
  lastSaleDate: '2026-05-01',
  lastSaleAmountCents: 50_000_000,
  estimatedValueCents: 52_000_000,
  listingStatus: null,
  lastSale: { armsLength: true, cash: false, documentType: 'Grant Deed', multiParcel: false },
  ...o,
});

const defaults = resolveComparablesFilter({}, subject, AS_OF);
const matches = (c: ComparableFacts, f = defaults) => matchesComparablesFilter(subject, c, f);

describe('comparables defaults (001 section 9: 0.5 mile, square feet ±20 % minimum 0, last sale within 1 year, Sold)', () => {
  it('resolves an empty filter against the subject and the as-of date', () => {
    expect(defaults).toEqual({
      distanceFromSubject: 0.5,
      squareFeetMin: 1600,
      squareFeetMax: 2400,
      lastSaleDateMin: '2025-11-21',
      lastSaleDateMax: '2026-11-21',
      listingStatus: 'sold',
      multiParcel: false,
    });
  });

  it('leaves the size open for a subject of unknown size; keeps a bound the caller gave with its pair', () => {
    const f = resolveComparablesFilter({}, { squareFeet: null }, AS_OF);
    expect(f.squareFeetMin).toBeUndefined();
    expect(f.squareFeetMax).toBeUndefined();
    const g = resolveComparablesFilter({ squareFeetMin: 1000 }, subject, AS_OF);
    expect([g.squareFeetMin, g.squareFeetMax]).toEqual([1000, undefined]);
  });

  it('an interval (12, 9, 6, 3, 1 months) wins over min/max and ends at the as-of date', () => {
    const f = resolveComparablesFilter(
      { lastSaleDateInterval: 3, lastSaleDateMin: '2020-01-01', lastSaleDateMax: '2021-01-01' },
      subject,
      AS_OF,
    );
    expect([f.lastSaleDateMin, f.lastSaleDateMax]).toEqual(['2026-08-21', '2026-11-21']);
  });

  it('Active, Pending and Failed get no last-sale window unless asked', () => {
    for (const listingStatus of ['active', 'pending', 'failed'] as const) {
      const f = resolveComparablesFilter({ listingStatus }, subject, AS_OF);
      expect(f.lastSaleDateMin).toBeUndefined();
      expect(f.listingStatus).toBe(listingStatus);
    }
  });

  it('the square-feet bounds are never negative and hold the subject (fast-check)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 200_000 }), (sq) => {
        const f = resolveComparablesFilter({}, { squareFeet: sq }, AS_OF);
        expect(f.squareFeetMin).toBeGreaterThanOrEqual(0);
        expect(f.squareFeetMin! <= sq && sq <= f.squareFeetMax!).toBe(true);
      }),
    );
  });
});

describe('matchesComparablesFilter', () => {
  it('never lists the subject itself', () => {
    expect(matches(candidate({ id: subject.propertyId }))).toBe(false);
    expect(matches(candidate())).toBe(true);
  });

  it('keeps the square feet, last sale and distance bounds inclusive', () => {
    expect(matches(candidate({ squareFeet: 1600 }))).toBe(true);
    expect(matches(candidate({ squareFeet: 2401 }))).toBe(false);
    expect(matches(candidate({ lastSaleDate: '2025-11-21' }))).toBe(true);
    expect(matches(candidate({ lastSaleDate: '2025-11-20' }))).toBe(false);
    const far = candidate({ latitude: subject.latitude + 0.5 / 69.09 + 0.0001 });
    expect(matches(far)).toBe(false);
    expect(matches(far, { ...defaults, distanceFromSubject: 1 })).toBe(true);
  });

  it('a bound on a fact the candidate lacks excludes it; Sold needs a recorded sale', () => {
    expect(matches(candidate({ squareFeet: null }))).toBe(false);
    expect(matches(candidate({ lastSaleDate: null }))).toBe(false);
    expect(matches(candidate({ yearBuilt: null }), { ...defaults, yearBuiltMin: 1950 })).toBe(false);
    expect(matches(candidate({ yearBuilt: null }))).toBe(true);
  });

  it('reads subdivision without case, listing status from the latest sale listing, class by code or name', () => {
    expect(matches(candidate(), { ...defaults, subdivision: ' oak PARK ' })).toBe(true);
    expect(matches(candidate(), { ...defaults, subdivision: 'Elm Park' })).toBe(false);
    const active = resolveComparablesFilter({ listingStatus: 'active' }, subject, AS_OF);
    expect(matches(candidate({ listingStatus: 'active' }), active)).toBe(true);
    expect(matches(candidate({ listingStatus: 'pending' }), active)).toBe(false);
    expect(listingStatusOfMls('Withdrawn')).toBe('failed');
    expect(listingStatusOfMls('cancelled')).toBe('failed');
    expect(listingStatusOfMls('coming soon')).toBeNull();
    expect(propertyClassCodeOf('Vacant Land')).toBe('V');
    expect(propertyClassCodeOf('r')).toBe('R');
    expect(matches(candidate(), { ...defaults, propertyClassCode: 'C' })).toBe(false);
    expect(matches(candidate({ propertyClass: 'C' }), { ...defaults, propertyClassCode: 'C' })).toBe(true);
  });

  it('sale situations read the last sale; multiParcel false drops sales recorded on several parcels', () => {
    const sale = candidate().lastSale!;
    const with_ = (o: Partial<typeof sale>) => candidate({ lastSale: { ...sale, ...o } });
    expect(matches(with_({ cash: true }), { ...defaults, saleSituation: 'cash' })).toBe(true);
    expect(matches(with_({ cash: false }), { ...defaults, saleSituation: 'cash' })).toBe(false);
    expect(matches(with_({ armsLength: false }), { ...defaults, saleSituation: 'nonArmsLength' })).toBe(true);
    expect(matches(with_({ armsLength: false }), { ...defaults, saleSituation: 'armsLength' })).toBe(false);
    expect(
      matches(with_({ documentType: "TRUSTEE'S DEED UPON SALE" }), { ...defaults, saleSituation: 'foreclosure' }),
    ).toBe(true);
    expect(matches(candidate({ lastSale: null }), { ...defaults, saleSituation: 'armsLength' })).toBe(false);
    expect(matches(with_({ multiParcel: true }))).toBe(false);
    expect(matches(with_({ multiParcel: true }), { ...defaults, multiParcel: true })).toBe(true);
    expect(matches(with_({ multiParcel: false }), { ...defaults, multiParcel: true })).toBe(true);
  });

  it('a wider radius never drops a match (fast-check)', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -0.02, max: 0.02, noNaN: true }),
        fc.double({ min: -0.02, max: 0.02, noNaN: true }),
        fc.double({ min: 0.01, max: 5, noNaN: true }),
        fc.double({ min: 0, max: 5, noNaN: true }),
        (dLat, dLon, r, more) => {
          const c = candidate({ latitude: subject.latitude + dLat, longitude: subject.longitude + dLon });
          if (matches(c, { ...defaults, distanceFromSubject: r })) {
            expect(matches(c, { ...defaults, distanceFromSubject: r + more })).toBe(true);
          }
        },
      ),
    );
  });
});

describe('great-circle distance and the search box', () => {
  it('one degree of latitude is about 69.1 miles; distance is symmetric and zero to itself', () => {
    expect(milesBetween(34, -118, 35, -118)).toBeCloseTo(69.09, 1);
    expect(milesBetween(34, -118, 34, -118)).toBe(0);
  });

  it('the box holds every point within the radius (fast-check)', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 20, max: 65, noNaN: true }),
        fc.double({ min: -160, max: -60, noNaN: true }),
        fc.double({ min: 0.05, max: 10, noNaN: true }),
        fc.double({ min: 0, max: 2 * Math.PI, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (lat, lon, r, bearing, share) => {
          // A point `share * r` miles away along `bearing` (small-distance projection, then checked exactly).
          const d = (share * r) / 69.09;
          const pLat = lat + d * Math.cos(bearing);
          const pLon = lon + (d * Math.sin(bearing)) / Math.cos((lat * Math.PI) / 180);
          if (milesBetween(lat, lon, pLat, pLon) > r) return;
          const b = boxAround(lat, lon, r);
          expect(pLat >= b.minLat && pLat <= b.maxLat && pLon >= b.minLon && pLon <= b.maxLon).toBe(true);
          expect(milesBetween(lat, lon, pLat, pLon)).toBeCloseTo(milesBetween(pLat, pLon, lat, lon), 9);
        },
      ),
    );
  });
});

describe('comparablesAverages (001 section 3: averageSalePrice, averagePricePerSqFt, averageEstimatedValue)', () => {
  it('averages each figure over the comparables that have it, in dollars to the cent; null when none', () => {
    expect(
      comparablesAverages([
        { lastSaleAmountCents: 40_000_000, squareFeet: 1600, estimatedValueCents: 41_000_000 },
        { lastSaleAmountCents: 50_000_000, squareFeet: 2400, estimatedValueCents: null },
        { lastSaleAmountCents: null, squareFeet: 2000, estimatedValueCents: 52_000_000 },
        { lastSaleAmountCents: 30_000_001, squareFeet: 0, estimatedValueCents: null },
      ]),
    ).toEqual({ averageSalePrice: 400_000, averagePricePerSqFt: 229.17, averageEstimatedValue: 465_000 });
    expect(comparablesAverages([])).toEqual({
      averageSalePrice: null,
      averagePricePerSqFt: null,
      averageEstimatedValue: null,
    });
  });

  it('lies between the smallest and largest value and ignores the order (fast-check)', () => {
    const item = fc.record({
      lastSaleAmountCents: fc.option(fc.integer({ min: 1, max: 5_000_000_000 }), { nil: null }),
      squareFeet: fc.option(fc.integer({ min: 0, max: 20_000 }), { nil: null }),
      estimatedValueCents: fc.option(fc.integer({ min: 1, max: 5_000_000_000 }), { nil: null }),
    });
    fc.assert(
      fc.property(fc.array(item, { maxLength: 30 }), (list) => {
        const a = comparablesAverages(list);
        const sales = list.flatMap((x) => (x.lastSaleAmountCents === null ? [] : [x.lastSaleAmountCents / 100]));
        if (sales.length === 0) expect(a.averageSalePrice).toBeNull();
        else {
          expect(a.averageSalePrice!).toBeGreaterThanOrEqual(Math.min(...sales) - 0.005);
          expect(a.averageSalePrice!).toBeLessThanOrEqual(Math.max(...sales) + 0.005);
        }
        const back = comparablesAverages([...list].reverse());
        expect(back.averageSalePrice).toBe(a.averageSalePrice);
        expect(back.averageEstimatedValue).toBe(a.averageEstimatedValue);
      }),
    );
  });
});

describe('comparables input (camelCase or capitalised wire names, 001 section 3)', () => {
  const parse = (raw: unknown) => comparablesInput(AS_OF).safeParse(raw);

  it('reads both spellings alike, with page 1 and the nearby page size 50 by default', () => {
    const a = parse({ propertyId: 7, filter: { distanceFromSubject: 1, listingStatus: 'Active', landUseCode: 1001 } });
    const b = parse({
      PropertyId: '7',
      Filter: { DistanceFromSubject: '1', ListingStatus: 'active', LandUseCode: [1001] },
    });
    expect(a.success && b.success).toBe(true);
    expect(a.data).toEqual(b.data);
    expect(a.data).toEqual({
      propertyId: 7,
      filter: { distanceFromSubject: 1, listingStatus: 'active', landUseCode: [1001] },
      pagination: { page: 1, limit: 50 },
    });
    expect(parse({ propertyId: 7, pagination: { Page: 2, Limit: 10 } }).data?.pagination).toEqual({
      page: 2,
      limit: 10,
    });
  });

  it('refuses bad values field by field', () => {
    const r = parse({
      propertyId: 'x',
      filter: {
        distanceFromSubject: 11,
        bedroomsMin: 'many',
        squareFeetMin: 3000,
        squareFeetMax: 2000,
        lastSaleDateInterval: 2,
        lastSaleDateMax: '2027-01-01',
        listingStatus: 'gone',
        saleSituation: 'auction',
        propertyClassCode: 'Z',
      },
      pagination: { limit: 101 },
    });
    expect(r.success).toBe(false);
    const fields = (r.error?.issues ?? []).map((i) => i.path.join('.'));
    expect(fields.sort()).toEqual(
      [
        'propertyId',
        'filter.distanceFromSubject',
        'filter.bedroomsMin',
        'filter.squareFeetMin',
        'filter.lastSaleDateInterval',
        'filter.lastSaleDateMax',
        'filter.listingStatus',
        'filter.saleSituation',
        'filter.propertyClassCode',
        'pagination.limit',
      ].sort(),
    );
    expect(MarketInput.safeParse({ PropertyId: 3 }).data).toEqual({ propertyId: 3 });
    expect(MarketInput.safeParse({}).success).toBe(false);
  });
});

describe('market months and medians', () => {
  it('the 24 months end at the as-of month, across a year boundary', () => {
    const months = marketMonths('2026-01-31');
    expect(months).toHaveLength(24);
    expect([months[0], months[23]]).toEqual(['2024-02', '2026-01']);
    expect(marketWindow('2026-01-31')).toEqual({ from: '2024-02-01', before: '2026-02-01' });
  });

  it('median: the middle value, the mean of the two middle ones for an even count, null for none', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNull();
  });

  it('every sale in the window is counted in exactly one month (fast-check)', () => {
    const day = fc
      .date({ min: new Date('2024-12-01T00:00:00Z'), max: new Date('2026-11-30T00:00:00Z'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10));
    const row = fc.record({
      recordingDate: day,
      amountCents: fc.integer({ min: 1, max: 1_000_000_000 }),
      squareFeet: fc.option(fc.integer({ min: 1, max: 9000 }), { nil: null }),
      sourceId: fc.constant(1),
      recordedAt: fc.constant('2026-11-01'),
    });
    fc.assert(
      fc.property(fc.array(row, { maxLength: 60 }), (rows) => {
        const months = marketTrends(rows, AS_OF);
        expect(months.reduce((n, m) => n + m.sales, 0)).toBe(rows.length);
        for (const m of months) expect(m.sales === 0).toBe(m.medianSalePrice === null);
      }),
    );
  });
});
