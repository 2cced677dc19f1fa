import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FILTER_RANGE_MESSAGE } from '../../../core/property/comparables.schema.js';
import { LAST_SALE_FUTURE_MESSAGE, LAST_SALE_ORDER_MESSAGE } from '../../../core/property/nearby-filters.rules.js';
import { NEIGHBORHOOD_RADIUS_MILES, NEIGHBORHOOD_WINDOW_MONTHS } from '../../../core/property/neighborhood.rules.js';
import { LAND_USE_CODES, LAND_USE_GROUPS } from '../../../core/records/property-codes.rules.js';
import {
  checkComparablesForm,
  formFromFilter,
  landUseCodesOf,
  landUseGroupsOf,
  rawFilterOf,
} from '../../../web/src/features/reports/components/property-tools/comparables-filter';
import {
  demandSeries,
  emptyMonths,
  hasFigures,
  latestFigure,
  trendSeries,
} from '../../../web/src/features/reports/components/property-tools/market-series';
import {
  NEIGHBORHOOD_AREA,
  PROPERTY_TIPS,
} from '../../../web/src/features/reports/components/property-tools/property-tips';
import {
  asOfLine,
  bedsBathsSqFt,
  dollars,
  dollarsOrNull,
  MISSING,
  mdy,
  miles,
  milesInWords,
  percent,
  perSqFt,
  sourceLine,
} from '../../../web/src/features/reports/components/property-tools/tool-format';

describe('property tool figures', () => {
  it('money in whole dollars, per square foot, miles, dates MM/DD/YYYY; missing figures are a dash, 0 is $0', () => {
    expect(dollars(412000)).toBe('$412,000');
    expect(dollars(412000.4)).toBe('$412,000');
    expect(perSqFt(215.4)).toBe('$215/sq ft');
    expect(miles(0.314)).toBe('0.31 mi');
    expect(miles(2.44)).toBe('2.4 mi');
    expect(mdy('2025-03-09')).toBe('03/09/2025');
    expect(percent(0.874)).toBe('87%');
    for (const f of [dollars, perSqFt, miles, percent]) expect(f(null)).toBe(MISSING);
    // The server sends null for a figure the records do not hold: 0 is a recorded figure.
    expect(dollars(0)).toBe('$0');
    expect(dollarsOrNull(0)).toBe('$0');
    expect(dollarsOrNull(null)).toBeNull();
    expect(mdy(null)).toBe(MISSING);
  });

  it("the neighbourhood radius and window are the server's (core), in words", () => {
    expect(milesInWords(0.5)).toBe('half a mile');
    expect(milesInWords(0.25)).toBe('a quarter mile');
    expect(milesInWords(1)).toBe('1 mile');
    expect(milesInWords(2)).toBe('2 miles');
    expect(NEIGHBORHOOD_AREA).toBe(
      `within ${milesInWords(NEIGHBORHOOD_RADIUS_MILES)} in the last ${NEIGHBORHOOD_WINDOW_MONTHS} months`,
    );
    expect(PROPERTY_TIPS.newNeighbors.text).toContain(`in the last ${NEIGHBORHOOD_WINDOW_MONTHS} months`);
    expect(PROPERTY_TIPS.newNeighbors.text).toContain(`within ${milesInWords(NEIGHBORHOOD_RADIUS_MILES)} of`);
  });

  it('beds, baths and square feet leave out what is missing', () => {
    expect(bedsBathsSqFt({ bedrooms: 3, bathrooms: 2, squareFeet: 1850 })).toBe('3 bd · 2 ba · 1,850 sq ft');
    expect(bedsBathsSqFt({ bedrooms: null, bathrooms: 2, squareFeet: null })).toBe('2 ba');
    expect(bedsBathsSqFt({ bedrooms: null, bathrooms: null, squareFeet: null })).toBe(MISSING);
  });

  it('names the source and the date it recorded', () => {
    const source = { name: 'County recorder', kind: 'recorder', jurisdiction: 'Hillsborough County, FL' };
    expect(sourceLine(source, '2026-01-31T00:00:00Z')).toBe(
      'Source: County recorder, Hillsborough County, FL, recorded 2026-01-31',
    );
    expect(sourceLine(source, null)).toBe('Source: County recorder');
    // A market reply for a ZIP without sales names no source (null) and no date.
    expect(sourceLine(null, null)).toBeNull();
    expect(asOfLine('2026-02-01')).toBe('Data as of Feb 1, 2026');
  });
});

describe('comparables filter form (001 sections 3, 5 and 9)', () => {
  const asOf = '2026-02-01';
  const resolved = {
    distanceFromSubject: 0.5,
    listingStatus: 'sold' as const,
    multiParcel: false,
    squareFeetMin: 1200,
    squareFeetMax: 1800,
    lastSaleDateMin: '2025-02-01',
    lastSaleDateMax: '2026-02-01',
  };

  it('is filled from the resolved defaults and sends them back unchanged', () => {
    const form = formFromFilter(resolved);
    expect(form).toMatchObject({
      distanceFromSubject: '0.5',
      listingStatus: 'sold',
      squareFeetMin: '1200',
      squareFeetMax: '1800',
      lastSaleDateInterval: '',
      lastSaleDateMin: '2025-02-01',
      multiParcel: 'false',
      landUseGroups: [],
    });
    const checked = checkComparablesForm(form, asOf);
    expect(checked).toEqual({ ok: true, filter: resolved });
  });

  it('an interval replaces the dates it resolved to; blank fields and beds "Any" are not sent', () => {
    const form = formFromFilter({ ...resolved, lastSaleDateInterval: 6, bedroomsMin: 0 });
    expect(form.lastSaleDateInterval).toBe('6');
    expect(form.lastSaleDateMin).toBe('');
    const raw = rawFilterOf({ ...form, lastSaleDateMin: '2024-01-01', subdivision: '  ' });
    expect(raw.lastSaleDateInterval).toBe('6');
    expect(raw).not.toHaveProperty('lastSaleDateMin');
    expect(raw).not.toHaveProperty('subdivision');
    expect(raw).not.toHaveProperty('bedroomsMin');
  });

  it('refuses a range that ends after today (not after the data date), starts after its end, or has a minimum above its maximum', () => {
    const form = formFromFilter(resolved);
    const today = '2026-03-15';
    // Between the data's as-of date and today: accepted, as the server accepts it.
    const pastAsOf = checkComparablesForm({ ...form, lastSaleDateMax: '2026-03-01' }, today);
    expect(pastAsOf).toEqual({ ok: true, filter: { ...resolved, lastSaleDateMax: '2026-03-01' } });
    expect(checkComparablesForm({ ...form, lastSaleDateMax: today }, today).ok).toBe(true);
    const future = checkComparablesForm({ ...form, lastSaleDateMax: '2026-03-16' }, today);
    expect(future).toEqual({ ok: false, errors: { lastSaleDateMax: [LAST_SALE_FUTURE_MESSAGE] } });
    const order = checkComparablesForm({ ...form, lastSaleDateMin: '2026-01-20', lastSaleDateMax: '2026-01-10' }, asOf);
    expect(order).toEqual({ ok: false, errors: { lastSaleDateMin: [LAST_SALE_ORDER_MESSAGE] } });
    const range = checkComparablesForm({ ...form, squareFeetMin: '2000' }, asOf);
    expect(range).toEqual({ ok: false, errors: { squareFeetMin: [FILTER_RANGE_MESSAGE] } });
  });

  it('land-use groups go out as their codes and come back as the same groups', () => {
    expect(landUseCodesOf(['condo', 'townHouse'])).toEqual([1002, 1007, 1004, 1124, 2052]);
    fc.assert(
      fc.property(fc.subarray([...LAND_USE_GROUPS]), (groups) => {
        const back = landUseGroupsOf(landUseCodesOf(groups));
        expect(back).toEqual(LAND_USE_GROUPS.filter((g) => groups.includes(g)));
      }),
    );
    // A group counts only when all of its codes are asked for.
    expect(landUseGroupsOf([LAND_USE_CODES.condo[0] as number])).toEqual([]);
  });
});

describe('market series (contracts 3 and 4)', () => {
  const months = [
    { month: '2025-01', medianSalePrice: 400000, medianPricePerSqFt: 210, sales: 3 },
    { month: '2025-02', medianSalePrice: null, medianPricePerSqFt: null, sales: 0 },
    { month: '2025-03', medianSalePrice: 420000, medianPricePerSqFt: 220, sales: 2 },
  ];

  it('keeps a month without sales as a gap (null), not as 0', () => {
    const [price, ppsf, sales] = trendSeries(months);
    expect(price?.values).toEqual([400000, null, 420000]);
    expect(ppsf?.values).toEqual([210, null, 220]);
    expect(sales?.values).toEqual([3, 0, 2]);
    expect(price && emptyMonths(price)).toEqual(['Feb 2025']);
    expect(price && latestFigure(price)).toEqual({ month: '2025-03', value: 420000 });
    expect(price?.format(400000)).toBe('$400,000');
  });

  it('a month without listings counts 0 listings; a series of only empty medians has no figures', () => {
    const demand = demandSeries([
      {
        month: '2025-01',
        activeListings: 0,
        newListings: 0,
        soldListings: 0,
        medianDaysOnMarket: null,
        soldToListedRatio: null,
      },
    ]);
    // The counts are never null on the wire (a month without listings has 0); its medians are gaps.
    expect(demand.map(hasFigures)).toEqual([true, false, false]);
    expect(demand.map((s) => latestFigure(s))).toEqual([{ month: '2025-01', value: 0 }, null, null]);
  });
});
