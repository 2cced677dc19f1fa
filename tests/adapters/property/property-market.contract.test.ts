import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InMemoryPropertyMarket } from '../../../adapters/memory/in-memory-property-market.js';
import { num, type RecordTables, text } from '../../../adapters/memory/in-memory-records.js';
import type { Db } from '../../../adapters/postgres/db.js';
import { PgPropertyMarket } from '../../../adapters/postgres/pg-property-market.js';
import { recordsAsOf } from '../../../adapters/postgres/records-stats.js';
import {
  type ComparableFacts,
  type ComparablesFilter,
  comparablesAverages,
  compareComparables,
  matchesComparablesFilter,
  PROPERTY_CLASS_CODES,
  type PropertyClassCode,
  type ResolvedComparablesFilter,
  resolveComparablesFilter,
  SALE_SITUATIONS,
} from '../../../core/property/comparables.rules.js';
import { milesBetween } from '../../../core/property/geo-distance.rules.js';
import { marketDemand, marketTrends, marketWindow } from '../../../core/property/market.rules.js';
import { LISTING_STATUS_OPTIONS } from '../../../core/property/property-enums.rules.js';
import type { MarketSubject, PropertyMarket } from '../../../core/property/property-market.port.js';
import { LAND_USE_CODES } from '../../../core/records/property-codes.rules.js';
import {
  FIXTURE_SOURCES,
  type FixtureProperty,
  fixtureListing,
  fixtureSale,
  fixtureTables,
  mergeTables,
} from '../../support/market-fixtures.js';
import { insertRecordTables, readRecordTables } from '../../support/record-tables.js';
import { loadSyntheticRecords } from '../../support/reports-app.js';
import { openTestDb } from '../../support/test-db.js';

/**
 * The PropertyMarket contract (core/property/property-market.port.ts) on a fixed-seed synthetic record
 * set plus hand-made fixtures: PgPropertyMarket reads the database (PGlite, or the server of
 * DATABASE_URL), InMemoryPropertyMarket the same rows read out of it. Comparables are checked against
 * the core predicate over every property (brute force); trends and demand against hand-computed figures.
 */

// Comparables fixture: a subject and candidates around (0.5, -150), far from any metro.
const AS_OF = '2026-11-21';
const S = 990_000_001;
const C = (n: number) => 990_000_010 + n;
const LAT = 0.5;
const LON = -150;
const comparablesProps: FixtureProperty[] = [
  { id: S, lat: LAT, lon: LON, squareFeet: 2000, lastSaleDate: '2019-05-01', lastSaleCents: 30_000_000 },
  {
    id: C(1),
    lat: LAT + 0.002,
    lon: LON,
    squareFeet: 1600,
    lastSaleDate: '2026-01-10',
    lastSaleCents: 40_000_000,
    estimatedCents: 41_000_000,
  },
  {
    id: C(2),
    lat: LAT + 0.004,
    lon: LON,
    squareFeet: 2400,
    lastSaleDate: '2025-11-21',
    lastSaleCents: 50_000_000,
    estimatedCents: 52_000_000,
  },
  { id: C(3), lat: LAT + 0.003, lon: LON, squareFeet: 2401, lastSaleDate: '2026-02-01', lastSaleCents: 45_000_000 },
  { id: C(4), lat: LAT + 0.001, lon: LON, squareFeet: 2000, lastSaleDate: '2025-11-20', lastSaleCents: 45_000_000 },
  { id: C(5), lat: LAT + 0.008, lon: LON, squareFeet: 2000, lastSaleDate: '2026-05-01', lastSaleCents: 45_000_000 },
  { id: C(6), lat: LAT + 0.005, lon: LON, squareFeet: 2000, lastSaleDate: '2026-06-01', lastSaleCents: 60_000_000 },
  { id: C(7), lat: LAT + 0.4, lon: LON, squareFeet: 2000, lastSaleDate: '2026-06-01', lastSaleCents: 60_000_000 },
  { id: C(8), lat: LAT + 0.006, lon: LON, squareFeet: 1800 },
  { id: C(9), lat: LAT + 0.0065, lon: LON, squareFeet: 2200, lastSaleDate: '2026-03-01', lastSaleCents: null },
];
const comparablesSales = [
  fixtureSale(S, '2019-05-01', 30_000_000),
  fixtureSale(C(1), '2026-01-10', 40_000_000, { cash: true }),
  fixtureSale(C(2), '2025-11-21', 50_000_000, { armsLength: false }),
  fixtureSale(C(3), '2026-02-01', 45_000_000),
  fixtureSale(C(4), '2025-11-20', 45_000_000),
  fixtureSale(C(5), '2026-05-01', 45_000_000),
  fixtureSale(C(6), '2026-06-01', 60_000_000, { doc: 'FX-PARCELS-1' }),
  fixtureSale(C(7), '2026-06-01', 60_000_000, { doc: 'FX-PARCELS-1' }),
  fixtureSale(C(9), '2026-03-01', null, { deed: "Trustee's Deed Upon Sale", armsLength: false }),
];
const comparablesListings = [
  fixtureListing(C(2), '2025-09-01', 'sold', '2025-11-21', 81),
  fixtureListing(C(2), '2026-10-01', 'active', '2026-10-01', 51),
  fixtureListing(C(8), '2026-04-01', 'expired', '2026-08-01', 122),
];

// Trends and demand fixture: ZIP 00001 around (1.5, -150); P4 is in ZIP 00002.
const P = (n: number) => 990_000_100 + n;
const marketProps: FixtureProperty[] = [
  { id: P(1), lat: 1.5, lon: -150, zip: '00001', squareFeet: 1000 },
  { id: P(2), lat: 1.501, lon: -150, zip: '00001', squareFeet: 2000 },
  { id: P(3), lat: 1.502, lon: -150, zip: '00001', squareFeet: null },
  { id: P(4), lat: 1.503, lon: -150, zip: '00002', squareFeet: 1000 },
];
const marketSales = [
  fixtureSale(P(1), '2026-11-05', 30_000_000),
  fixtureSale(P(2), '2026-11-20', 50_000_000),
  fixtureSale(P(3), '2026-11-10', 40_000_000),
  fixtureSale(P(1), '2026-10-01', 25_000_000, { source: FIXTURE_SOURCES.recorder2 }),
  fixtureSale(P(1), '2026-10-01', 20_000_000, { type: 'loan' }),
  fixtureSale(P(2), '2024-11-30', 10_000_000),
  fixtureSale(P(2), '2026-12-01', 10_000_000),
  fixtureSale(P(3), '2025-06-15', null),
  fixtureSale(P(4), '2026-11-02', 99_000_000),
  fixtureSale(P(2), '2024-12-01', 15_000_000),
];
const marketListings = [
  fixtureListing(P(1), '2026-09-10', 'sold', '2026-10-15', 35),
  fixtureListing(P(2), '2026-10-05', 'active', '2026-10-05', 47),
  fixtureListing(P(3), '2026-10-20', 'pending', '2026-11-01', 12),
  fixtureListing(P(1), '2026-08-01', 'expired', '2026-10-31', 91),
  fixtureListing(P(2), '2026-10-01', 'sold', '2026-10-25', 24),
  fixtureListing(P(3), '2026-10-01', 'active', '2026-10-01', 51, 'rent'),
  fixtureListing(P(4), '2026-10-01', 'active', '2026-10-01', 51),
  fixtureListing(P(1), '2024-01-01', 'sold', '2024-03-01', 60),
];

const FIXTURES = mergeTables(
  fixtureTables(comparablesProps, comparablesSales, comparablesListings),
  fixtureTables(marketProps, marketSales, marketListings),
);

let db: Db | undefined;
let tables: RecordTables;
let syntheticAsOf: string;
const ready = (async () => {
  db = await openTestDb();
  await loadSyntheticRecords(db, 600, 6060);
  await insertRecordTables(db, FIXTURES);
  tables = await readRecordTables(db);
  syntheticAsOf = (await recordsAsOf(db)) ?? AS_OF;
})();
afterAll(async () => db?.close());

const subjectOf = (id: number): MarketSubject => {
  const p = (tables.properties ?? []).find((r) => num(r, 'id') === id);
  if (!p) throw new Error(`no property ${id}`);
  const sq = p.square_feet;
  return {
    propertyId: id,
    latitude: num(p, 'latitude'),
    longitude: num(p, 'longitude'),
    squareFeet: sq === null ? null : Number(sq),
    zip: '',
  };
};

/** Every comparable by brute force: the core predicate over every property's facts, closest first. */
const bruteForce = (subject: MarketSubject, filter: ResolvedComparablesFilter) => {
  const facts = new InMemoryPropertyMarket(tables);
  return (tables.properties ?? [])
    .map((p) => facts.facts(p))
    .filter((f) => matchesComparablesFilter(subject, f, filter))
    .map((f) => ({ ...f, distance: milesBetween(subject.latitude, subject.longitude, f.latitude, f.longitude) }))
    .sort(compareComparables);
};

/** Every page of a comparables query at `limit`, in order. */
const allPages = async (
  m: PropertyMarket,
  subject: MarketSubject,
  filter: ResolvedComparablesFilter,
  limit: number,
) => {
  const first = await m.comparables({ subject, filter, offset: 0, limit });
  const rows = [...first.rows];
  for (let offset = limit; offset < first.total; offset += limit) {
    const next = await m.comparables({ subject, filter, offset, limit });
    expect(next.total).toBe(first.total);
    expect(next.averages).toEqual(first.averages);
    rows.push(...next.rows);
  }
  return { ...first, rows };
};

const ids = (list: readonly { id: number }[]) => list.map((r) => r.id);

const allCodes = Object.values(LAND_USE_CODES).flat();
const dateArb = fc
  .date({ min: new Date('2023-01-01T00:00:00Z'), max: new Date('2026-11-21T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));
/** A filter of up to four random fields (more would rarely match anything in a small set). */
const filterArb = (subdivisions: string[]): fc.Arbitrary<ComparablesFilter> =>
  fc
    .record({
      distanceFromSubject: fc.constantFrom(0.05, 0.2, 0.5, 1, 3),
      landUseCode: fc.subarray(allCodes, { minLength: 1 }),
      yearBuiltMin: fc.integer({ min: 1900, max: 2025 }),
      yearBuiltMax: fc.integer({ min: 1950, max: 2026 }),
      squareFeetMin: fc.integer({ min: 0, max: 3000 }),
      squareFeetMax: fc.integer({ min: 800, max: 40_000 }),
      bedroomsMin: fc.integer({ min: 0, max: 5 }),
      bedroomsMax: fc.integer({ min: 1, max: 12 }),
      bathroomsMin: fc.constantFrom(0, 1, 1.5, 2, 3),
      bathroomsMax: fc.constantFrom(1, 2, 2.5, 4, 10),
      lotSquareFeetMin: fc.integer({ min: 0, max: 10_000 }),
      lotSquareFeetMax: fc.integer({ min: 2000, max: 300_000 }),
      lastSaleDateMin: dateArb,
      lastSaleDateMax: dateArb,
      lastSaleDateInterval: fc.constantFrom(12, 9, 6, 3, 1),
      subdivision: fc.constantFrom(...subdivisions, 'no such place'),
      listingStatus: fc.constantFrom(...LISTING_STATUS_OPTIONS.map((o) => o.value)),
      saleSituation: fc.constantFrom(...SALE_SITUATIONS),
      propertyClassCode: fc.constantFrom(...(Object.keys(PROPERTY_CLASS_CODES) as PropertyClassCode[])),
      multiParcel: fc.boolean(),
    })
    .chain((full) =>
      fc
        .subarray(Object.keys(full) as (keyof typeof full)[], { maxLength: 4 })
        .map((keys) => Object.fromEntries(keys.map((k) => [k, full[k]])) as ComparablesFilter),
    );

const contract = (name: string, make: () => PropertyMarket) =>
  describe(`PropertyMarket contract: ${name}`, () => {
    let m: PropertyMarket;
    beforeAll(async () => {
      await ready;
      m = make();
    });

    it('answers the subject facts, and null for an unknown property', async () => {
      expect(await m.subject(S)).toEqual({
        propertyId: S,
        latitude: LAT,
        longitude: LON,
        squareFeet: 2000,
        zip: '00000',
      });
      expect(await m.subject(P(3))).toMatchObject({ squareFeet: null, zip: '00001' });
      expect(await m.subject(987_654_321)).toBeNull();
    });

    it('applies the defaults exactly: 0.5 mile, square feet ±20 %, a sale within 12 months, sold, one parcel', async () => {
      const subject = subjectOf(S);
      const filter = resolveComparablesFilter({}, subject, AS_OF);
      const r = await m.comparables({ subject, filter, offset: 0, limit: 50 });
      expect(ids(r.rows)).toEqual([C(1), C(2), C(9)]);
      expect(r.total).toBe(3);
      expect(r.averages).toEqual({
        averageSalePrice: 450_000,
        averagePricePerSqFt: 229.17,
        averageEstimatedValue: 465_000,
      });
      expect(r.rows[0]).toMatchObject({
        city: 'Fixtureville',
        zip: '00000',
        lastSaleDate: '2026-01-10',
        lastSaleAmountCents: 40_000_000,
      });
      expect(r.rows[0]?.distance).toBeCloseTo(milesBetween(LAT, LON, LAT + 0.002, LON), 9);
      expect(r.rows[1]?.listingStatus).toBe('active');
    });

    it('multiParcel true adds the sale recorded on two parcels; a sale situation narrows to the sales of that kind', async () => {
      const subject = subjectOf(S);
      const withParcels = resolveComparablesFilter({ multiParcel: true }, subject, AS_OF);
      expect(ids((await m.comparables({ subject, filter: withParcels, offset: 0, limit: 50 })).rows)).toEqual([
        C(1),
        C(2),
        C(6),
        C(9),
      ]);
      const cash = resolveComparablesFilter({ saleSituation: 'cash' }, subject, AS_OF);
      expect(ids((await m.comparables({ subject, filter: cash, offset: 0, limit: 50 })).rows)).toEqual([C(1)]);
      const foreclosure = resolveComparablesFilter({ saleSituation: 'foreclosure' }, subject, AS_OF);
      expect(ids((await m.comparables({ subject, filter: foreclosure, offset: 0, limit: 50 })).rows)).toEqual([C(9)]);
      const nonArms = resolveComparablesFilter({ saleSituation: 'nonArmsLength' }, subject, AS_OF);
      expect(ids((await m.comparables({ subject, filter: nonArms, offset: 0, limit: 50 })).rows)).toEqual([C(2), C(9)]);
    });

    it('reads Active and Failed from the latest sale listing, without a last-sale window unless asked', async () => {
      const subject = subjectOf(S);
      const active = resolveComparablesFilter({ listingStatus: 'active' }, subject, AS_OF);
      expect(active.lastSaleDateMin).toBeUndefined();
      expect(ids((await m.comparables({ subject, filter: active, offset: 0, limit: 50 })).rows)).toEqual([C(2)]);
      const failed = resolveComparablesFilter({ listingStatus: 'failed' }, subject, AS_OF);
      const r = await m.comparables({ subject, filter: failed, offset: 0, limit: 50 });
      expect(ids(r.rows)).toEqual([C(8)]);
      expect(r.averages).toEqual({ averageSalePrice: null, averagePricePerSqFt: null, averageEstimatedValue: null });
    });

    it('an empty page past the end still counts and averages every match', async () => {
      const subject = subjectOf(S);
      const filter = resolveComparablesFilter({}, subject, AS_OF);
      const r = await m.comparables({ subject, filter, offset: 50, limit: 50 });
      expect(r.rows).toEqual([]);
      expect(r.total).toBe(3);
      expect(r.averages.averageSalePrice).toBe(450_000);
    });

    it('for random subjects and filters: every row matches, averages are over the whole set, pages cover it once', async () => {
      const synthetic = (tables.properties ?? []).map((p) => num(p, 'id'));
      const subdivisions = [...new Set((tables.properties ?? []).slice(0, 40).map((p) => text(p, 'subdivision')))];
      let nonEmpty = 0;
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...synthetic),
          filterArb(subdivisions),
          fc.integer({ min: 1, max: 40 }),
          fc.boolean(),
          async (id, asked, limit, dataAsOf) => {
            const subject = subjectOf(id);
            const filter = resolveComparablesFilter(asked, subject, dataAsOf ? syntheticAsOf : AS_OF);
            const expected = bruteForce(subject, filter);
            const got = await allPages(m, subject, filter, limit);
            if (expected.length > 0) nonEmpty += 1;
            expect(got.total).toBe(expected.length);
            expect(new Set(ids(got.rows)).size).toBe(got.rows.length);
            expect([...ids(got.rows)].sort()).toEqual([...ids(expected)].sort());
            const loose = { ...filter, distanceFromSubject: filter.distanceFromSubject + 1e-9 };
            for (const [i, row] of got.rows.entries()) {
              expect(matchesComparablesFilter(subject, row as ComparableFacts, loose)).toBe(true);
              expect(
                Math.abs(row.distance - milesBetween(subject.latitude, subject.longitude, row.latitude, row.longitude)),
              ).toBeLessThan(1e-9);
              if (i > 0) expect(row.distance).toBeGreaterThanOrEqual((got.rows[i - 1]?.distance ?? 0) - 1e-12);
            }
            const want = comparablesAverages(expected);
            expect(got.averages.averageSalePrice).toBe(want.averageSalePrice);
            expect(got.averages.averageEstimatedValue).toBe(want.averageEstimatedValue);
            if (want.averagePricePerSqFt === null) expect(got.averages.averagePricePerSqFt).toBeNull();
            else
              expect(
                Math.abs((got.averages.averagePricePerSqFt ?? Number.NaN) - want.averagePricePerSqFt),
              ).toBeLessThanOrEqual(0.01);
          },
        ),
        { numRuns: 60, seed: 6060 },
      );
      expect(nonEmpty).toBeGreaterThan(5);
    });

    it('the default filter on synthetic subjects: each row within 0.5 mile, ±20 % of the size, sold in the last 12 months', async () => {
      let found = 0;
      for (const p of (tables.properties ?? []).filter((_, i) => i % 7 === 0)) {
        const subject = subjectOf(num(p, 'id'));
        const filter = resolveComparablesFilter({}, subject, syntheticAsOf);
        const r = await m.comparables({ subject, filter, offset: 0, limit: 100 });
        expect(r.total).toBe(bruteForce(subject, filter).length);
        for (const row of r.rows) {
          found += 1;
          expect(row.distance).toBeLessThanOrEqual(0.5);
          if (subject.squareFeet !== null) {
            expect(row.squareFeet).toBeGreaterThanOrEqual(Math.round(subject.squareFeet * 0.8));
            expect(row.squareFeet).toBeLessThanOrEqual(Math.round(subject.squareFeet * 1.2));
          }
          expect(row.lastSaleDate! > filter.lastSaleDateMin! || row.lastSaleDate === filter.lastSaleDateMin).toBe(true);
          expect(row.lastSaleDate! <= syntheticAsOf).toBe(true);
        }
      }
      expect(found).toBeGreaterThan(0);
    });

    it('trends: the sales of the ZIP with an amount, by month over the 24 months, medians in dollars', async () => {
      const { from, before } = marketWindow(AS_OF);
      expect({ from, before }).toEqual({ from: '2024-12-01', before: '2026-12-01' });
      const rows = await m.sales('00001', from, before);
      expect(rows.map((r) => r.recordingDate).sort()).toEqual([
        '2024-12-01',
        '2026-10-01',
        '2026-11-05',
        '2026-11-10',
        '2026-11-20',
      ]);
      const months = marketTrends(rows, AS_OF);
      expect(months).toHaveLength(24);
      expect(months[0]).toEqual({ month: '2024-12', medianSalePrice: 150_000, medianPricePerSqFt: 75, sales: 1 });
      expect(months[22]).toEqual({ month: '2026-10', medianSalePrice: 250_000, medianPricePerSqFt: 250, sales: 1 });
      expect(months[23]).toEqual({ month: '2026-11', medianSalePrice: 400_000, medianPricePerSqFt: 275, sales: 3 });
      expect(months[10]).toEqual({ month: '2025-10', medianSalePrice: null, medianPricePerSqFt: null, sales: 0 });
      expect(rows.filter((r) => r.sourceId === FIXTURE_SOURCES.recorder)).toHaveLength(4);
      expect(await m.source(FIXTURE_SOURCES.recorder)).toEqual({
        name: 'Fixture County Recorder',
        kind: 'recorder',
        jurisdiction: 'Fixture County, ZZ',
      });
      expect(await m.source(987_654_321)).toBeNull();
    });

    it('demand: active at month end, new, sold, median days on market and sold/new per month', async () => {
      const { from, before } = marketWindow(AS_OF);
      const rows = await m.listings('00001', from, before);
      expect(rows).toHaveLength(5);
      const months = marketDemand(rows, AS_OF);
      const at = (month: string) => months.find((x) => x.month === month);
      expect(at('2026-07')).toEqual({
        month: '2026-07',
        activeListings: 0,
        newListings: 0,
        soldListings: 0,
        medianDaysOnMarket: null,
        soldToListedRatio: null,
      });
      expect(at('2026-08')).toEqual({
        month: '2026-08',
        activeListings: 1,
        newListings: 1,
        soldListings: 0,
        medianDaysOnMarket: null,
        soldToListedRatio: 0,
      });
      expect(at('2026-09')).toEqual({
        month: '2026-09',
        activeListings: 2,
        newListings: 1,
        soldListings: 0,
        medianDaysOnMarket: null,
        soldToListedRatio: 0,
      });
      expect(at('2026-10')).toEqual({
        month: '2026-10',
        activeListings: 2,
        newListings: 3,
        soldListings: 2,
        medianDaysOnMarket: 29.5,
        soldToListedRatio: 0.67,
      });
      expect(at('2026-11')).toEqual({
        month: '2026-11',
        activeListings: 2,
        newListings: 0,
        soldListings: 0,
        medianDaysOnMarket: null,
        soldToListedRatio: null,
      });
    });
  });

contract('InMemoryPropertyMarket', () => new InMemoryPropertyMarket(tables, syntheticAsOf));
contract(process.env.DATABASE_URL ? 'PgPropertyMarket (PostgreSQL server)' : 'PgPropertyMarket (PGlite)', () => {
  if (!db) throw new Error('no database');
  return new PgPropertyMarket(db);
});

describe('PgPropertyMarket asOf', () => {
  it('is the day the loaded records describe', async () => {
    await ready;
    if (!db) throw new Error('no database');
    expect(await new PgPropertyMarket(db).asOf()).toBe(syntheticAsOf);
    expect(syntheticAsOf).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
