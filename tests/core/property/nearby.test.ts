import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BEDS_BATHS_OPTIONS,
  checkLastSaleRange,
  comparablesDefaultFilter,
  countActiveNearbyFilters,
  DEFAULT_NEARBY_RADIUS_MILES,
  LAST_SALE_FUTURE_MESSAGE,
  LAST_SALE_INTERVAL_OPTIONS,
  LAST_SALE_ORDER_MESSAGE,
  lastSaleIntervalRange,
  maxPriceOptions,
  minPriceOptions,
  PRICE_OPTIONS,
  parseNearbyFiltersJson,
  priceOptionLabel,
  readNearbyFilters,
  toWireNearbyFilters,
} from '../../../core/property/nearby-filters.rules.js';
import {
  DEFAULT_NEARBY_SORT,
  isMarkerDrawn,
  LAND_USE_LABEL,
  mapZoomFor,
  markerDensityLevel,
  NEARBY_SORT_OPTIONS,
  propertyStatusPill,
} from '../../../core/property/property-enums.rules.js';
import { parseSavedSearchAddress, savedSearchCriteria } from '../../../core/property/saved-search.rules.js';
import {
  LAND_USE_CODES,
  LAND_USE_GROUPS,
  landUseGroupOf,
  MARKET_STATUS,
} from '../../../core/records/property-codes.rules.js';

describe('price ladder (001 section 9)', () => {
  it('has 41 options from 50k to 10M', () => {
    expect(PRICE_OPTIONS).toHaveLength(41);
    expect(PRICE_OPTIONS[0]).toBe(50_000);
    expect(PRICE_OPTIONS[19]).toBe(1_000_000);
    expect(PRICE_OPTIONS[20]).toBe(1_250_000);
    expect(PRICE_OPTIONS[35]).toBe(5_000_000);
    expect(PRICE_OPTIONS[36]).toBe(6_000_000);
    expect(PRICE_OPTIONS[40]).toBe(10_000_000);
    for (let i = 1; i < PRICE_OPTIONS.length; i++) expect(PRICE_OPTIONS[i]!).toBeGreaterThan(PRICE_OPTIONS[i - 1]!);
    expect([priceOptionLabel(50_000), priceOptionLabel(1_250_000), priceOptionLabel(10_000_000)]).toEqual([
      '$50K',
      '$1.25M',
      '$10M',
    ]);
  });
  it('min/max filtering never offers max <= min', () => {
    expect(maxPriceOptions(null)).toHaveLength(41);
    expect(minPriceOptions(undefined)).toHaveLength(41);
    fc.assert(
      fc.property(fc.constantFrom(...PRICE_OPTIONS), fc.integer({ min: 0, max: 20_000_000 }), (min, max) => {
        for (const m of maxPriceOptions(min)) expect(m).toBeGreaterThan(min);
        for (const m of minPriceOptions(max)) expect(m).toBeLessThan(max);
      }),
    );
  });
});

describe('last sale and beds/baths (001 sections 5, 9)', () => {
  it('intervals', () => {
    expect(LAST_SALE_INTERVAL_OPTIONS).toEqual([12, 9, 6, 3, 1]);
    expect(lastSaleIntervalRange(3, '2026-05-31')).toEqual({ min: '2026-02-28', max: '2026-05-31' });
    expect(lastSaleIntervalRange(3, 'nope')).toBeNull();
  });
  it('range cannot end in the future; start not after end', () => {
    const today = '2026-11-21';
    expect(checkLastSaleRange({ min: '2026-01-01', max: '2026-11-21' }, today)._unsafeUnwrap()).toEqual({
      min: '2026-01-01',
      max: '2026-11-21',
    });
    expect(checkLastSaleRange({ max: '2026-11-22' }, today)._unsafeUnwrapErr()).toEqual({
      lastSaleDateMax: [LAST_SALE_FUTURE_MESSAGE],
    });
    expect(checkLastSaleRange({ min: '2026-02-01', max: '2026-01-01' }, today)._unsafeUnwrapErr()).toEqual({
      lastSaleDateMin: [LAST_SALE_ORDER_MESSAGE],
    });
    expect(checkLastSaleRange({ min: '2026-02-30', max: 'x' }, today)._unsafeUnwrapErr()).toEqual({
      lastSaleDateMin: ['Please enter a valid date'],
      lastSaleDateMax: ['Please enter a valid date'],
    });
    expect(checkLastSaleRange({ min: ' ', max: null }, today)._unsafeUnwrap()).toEqual({ min: null, max: null });
  });
  it('beds and baths choices', () => {
    expect(BEDS_BATHS_OPTIONS.map((o) => o.label)).toEqual(['Any', '1+', '2+', '3+', '4+', '5+']);
  });
});

describe('filtersJson and wire names (001 sections 2, 3)', () => {
  it('invalid JSON is ignored', () => {
    expect(parseNearbyFiltersJson('{oops')).toEqual({});
    expect(parseNearbyFiltersJson(null)).toEqual({});
    expect(parseNearbyFiltersJson('[1,2]')).toEqual({});
    expect(parseNearbyFiltersJson('"x"')).toEqual({});
  });
  it('reads capitalised or camelCase names, drops the unknown', () => {
    expect(
      parseNearbyFiltersJson(
        JSON.stringify({
          QuickFilter: 'vacant',
          BedroomsMin: '3',
          LandUseCode: 1002,
          Pool: 'true',
          Garage: 'x',
          foo: 1,
          subdivision: ' Oak ',
          yearBuiltMin: '',
        }),
      ),
    ).toEqual({ quickFilter: 'vacant', bedroomsMin: 3, landUseCode: [1002], pool: true, subdivision: 'Oak' });
    expect(
      readNearbyFilters({
        landUseCode: ['1004', 'x'],
        listingStatus: 5,
        multiParcel: false,
        basement: 'false',
        attic: 1,
      }),
    ).toEqual({
      landUseCode: [1004],
      listingStatus: '5',
      multiParcel: false,
      basement: false,
    });
    expect(readNearbyFilters({ landUseCode: null, distanceFromSubject: Number.NaN, listingStatus: {} })).toEqual({});
  });
  it('wire round trip', () => {
    const f = {
      quickFilter: 'flipper',
      distanceFromSubject: 1,
      landUseCode: [1001],
      lastSaleDateMin: '2026-01-01',
      pool: true,
    };
    const wire = toWireNearbyFilters(f);
    expect(wire).toEqual({
      QuickFilter: 'flipper',
      DistanceFromSubject: 1,
      LandUseCode: [1001],
      LastSaleDateMin: '2026-01-01',
      Pool: true,
    });
    expect(readNearbyFilters(wire)).toEqual(f);
    expect(parseNearbyFiltersJson(JSON.stringify(wire))).toEqual(f);
  });
  it('active filter count', () => {
    expect(
      countActiveNearbyFilters({ quickFilter: 'vacant', distanceFromSubject: 0.5, bedroomsMin: 0, bathroomsMin: 0 }),
    ).toBe(0);
    expect(countActiveNearbyFilters({ distanceFromSubject: 1, bedroomsMin: 2, bathroomsMin: 1, pool: true })).toBe(4);
  });
  it('comparables defaults', () => {
    expect(comparablesDefaultFilter(2000, '2026-11-21')).toEqual({
      distanceFromSubject: DEFAULT_NEARBY_RADIUS_MILES,
      listingStatus: 'sold',
      squareFeetMin: 1600,
      squareFeetMax: 2400,
      lastSaleDateMin: '2025-11-21',
      lastSaleDateMax: '2026-11-21',
    });
    expect(comparablesDefaultFilter(null, 'bad')).toEqual({ distanceFromSubject: 0.5, listingStatus: 'sold' });
    fc.assert(
      fc.property(fc.double({ min: 1, max: 1e6, noNaN: true }), (sf) => {
        const c = comparablesDefaultFilter(sf, '2026-01-01');
        expect(c.squareFeetMin!).toBeGreaterThanOrEqual(0);
        expect(c.squareFeetMin!).toBeLessThanOrEqual(c.squareFeetMax!);
      }),
    );
  });
});

describe('enumerations and map (001 sections 2, 3, 9)', () => {
  it('land use', () => {
    expect(LAND_USE_CODES.townHouse).toEqual([1002, 1007]);
    expect(LAND_USE_CODES.condo).toEqual([1004, 1124, 2052]);
    expect(LAND_USE_CODES.coOp).toEqual([1005, 1125]);
    expect(LAND_USE_GROUPS.map((g) => LAND_USE_LABEL[g])).toEqual([
      'House',
      'Townhouse',
      'Condo',
      'Multi-Family',
      'Co-Op',
      'Office',
      'Commercial',
      'Land',
      'Other',
    ]);
    expect(landUseGroupOf(2052)).toBe('condo');
    expect(landUseGroupOf(1001)).toBe('house');
    expect(landUseGroupOf(7777)).toBe('other');
    expect(landUseGroupOf(null)).toBe('other');
    const all = Object.values(LAND_USE_CODES).flat();
    expect(new Set(all).size).toBe(all.length);
  });
  it('sort options', () => {
    expect(DEFAULT_NEARBY_SORT).toEqual({ id: 'newest', label: 'Newest', field: 'daysOnMarket', desc: false });
    expect(NEARBY_SORT_OPTIONS.map((o) => o.label)).toEqual([
      'Newest',
      'Highest Price',
      'Lowest Price',
      'Distance',
      'Square Feet',
      'Lot Size',
      'Beds',
      'Baths',
    ]);
    expect(NEARBY_SORT_OPTIONS.filter((o) => !o.desc).map((o) => o.id)).toEqual(['newest', 'lowestPrice']);
  });
  it('status pill', () => {
    expect(MARKET_STATUS).toEqual({ offMarket: 0, onMarket: 1, sold: 2 });
    expect(propertyStatusPill({ marketStatus: 1, daysOnMarket: 12 })).toEqual({
      text: '12 DAYS ON MARKET',
      color: 'green',
    });
    expect(propertyStatusPill({ marketStatus: 1 })).toEqual({ text: '0 DAYS ON MARKET', color: 'green' });
    expect(propertyStatusPill({ marketStatus: 2, lastSaleDate: '2026-03-04' })).toEqual({
      text: 'SOLD 03/04/2026',
      color: 'blue',
    });
    expect(propertyStatusPill({ marketStatus: 2, lastSaleDate: null })).toEqual({ text: 'SOLD', color: 'blue' });
    expect(propertyStatusPill({ marketStatus: 0 })).toBeNull();
  });
  it('zoom and marker density', () => {
    expect([mapZoomFor(false), mapZoomFor(true)]).toEqual([18, 20]);
    expect([30, 31, 50, 51, 70, 71].map(markerDensityLevel)).toEqual([0, 1, 1, 2, 2, 3]);
    expect(isMarkerDrawn(1, 30)).toBe(true);
    expect(isMarkerDrawn(1, 31)).toBe(false);
    expect(isMarkerDrawn(4, 80)).toBe(true);
  });
});

describe('saved-search address (001 section 5)', () => {
  it('needs state, city, number and street; semicolon is a comma', () => {
    expect(parseSavedSearchAddress('123 Main St; Austin; TX 78701')._unsafeUnwrap()).toMatchObject({
      houseNumber: '123',
      street: 'Main St',
      city: 'Austin',
      state: 'TX',
      zip: '78701',
    });
    for (const bad of ['Main St, Austin, TX', '123 Main St, TX', '123 Main St, Austin', ''])
      expect(parseSavedSearchAddress(bad)._unsafeUnwrapErr()).toBe('Please enter a valid address');
  });
  it('criteria body', () => {
    const a = parseSavedSearchAddress('12 Oak Ave Apt 3, Austin, TX 78701')._unsafeUnwrap();
    expect(savedSearchCriteria(a, { propertyId: '5' })).toEqual({
      State: 'TX',
      City: 'Austin',
      HouseNumber: '12',
      Street: 'Oak Ave',
      Unit: '3',
      Pre: '',
      Post: '',
      Zip: '78701',
      Address: '12 Oak Ave #3, Austin, TX 78701',
      ReportHistoryId: null,
      PropertyId: '5',
      Target: null,
    });
  });
});
