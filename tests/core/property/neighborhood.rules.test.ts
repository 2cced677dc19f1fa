import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PROPERTY_ID_MESSAGE } from '../../../core/property/comparables.schema.js';
import { monthOf } from '../../../core/property/market.rules.js';
import {
  errandWeight,
  inNeighborhoodWindow,
  NEIGHBORHOOD_RADIUS_MILES,
  NEIGHBORS_LEGAL_WARNING,
  neighborhoodMiles,
  neighborhoodWindow,
  SCHOOLS_LIMIT,
  streetNameOnly,
  WALK_SCORE_BANDS,
  WALK_SCORE_SOURCE,
  walkScoreBand,
  walkScoreOf,
  watchKindOfForeclosureStage,
} from '../../../core/property/neighborhood.rules.js';
import { NeighborhoodInput } from '../../../core/property/neighborhood.schema.js';

describe('neighbourhood window and radius', () => {
  it('reaches 0.5 mile, the nearby default (001 section 9), and lists up to 6 schools', () => {
    expect(NEIGHBORHOOD_RADIUS_MILES).toBe(0.5);
    expect(SCHOOLS_LIMIT).toBe(6);
  });

  it('is the 12 months ending at the as-of date, both ends included', () => {
    const w = neighborhoodWindow('2026-10-01');
    expect(w).toEqual({ from: '2025-10-01', to: '2026-10-01' });
    expect(inNeighborhoodWindow('2025-10-01', w)).toBe(true);
    expect(inNeighborhoodWindow('2025-09-30', w)).toBe(false);
    expect(inNeighborhoodWindow('2026-10-01', w)).toBe(true);
    expect(inNeighborhoodWindow('2026-10-02', w)).toBe(false);
  });

  it('clamps to the month end (a leap day as-of reaches back to Feb 28)', () => {
    expect(neighborhoodWindow('2028-02-29')).toEqual({ from: '2027-02-28', to: '2028-02-29' });
    expect(() => neighborhoodWindow('not a date')).toThrow();
  });

  it('never lets a date after the as-of date or more than 12 months before it in', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2040-01-01'), noInvalidDate: true }),
        fc.integer({ min: -800, max: 800 }),
        (asOfDate, offset) => {
          const asOf = asOfDate.toISOString().slice(0, 10);
          const d = new Date(asOfDate.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
          const w = neighborhoodWindow(asOf);
          const inside = inNeighborhoodWindow(d, w);
          if (offset > 0 || offset < -366) expect(inside).toBe(false);
          if (offset <= 0 && offset >= -365 + 1) expect(inside).toBe(true);
        },
      ),
    );
  });
});

describe('walk score', () => {
  it('names the usual bands at their edges', () => {
    const at = (s: number) => [walkScoreBand(s).label, walkScoreBand(s).description];
    expect(at(100)).toEqual(["Walker's Paradise", 'Daily errands do not require a car.']);
    expect(at(90)).toEqual(["Walker's Paradise", 'Daily errands do not require a car.']);
    expect(at(89)).toEqual(['Very Walkable', 'Most errands can be accomplished on foot.']);
    expect(at(70)).toEqual(['Very Walkable', 'Most errands can be accomplished on foot.']);
    expect(at(69)).toEqual(['Somewhat Walkable', 'Some errands can be accomplished on foot.']);
    expect(at(50)).toEqual(['Somewhat Walkable', 'Some errands can be accomplished on foot.']);
    expect(at(49)).toEqual(['Car-Dependent', 'Most errands require a car.']);
    expect(at(25)).toEqual(['Car-Dependent', 'Most errands require a car.']);
    expect(at(24)).toEqual(['Car-Dependent', 'Almost all errands require a car.']);
    expect(at(0)).toEqual(['Car-Dependent', 'Almost all errands require a car.']);
    expect(WALK_SCORE_BANDS).toHaveLength(5);
  });

  it('counts an errand fully within a quarter mile, a quarter at 1 mile, nothing beyond', () => {
    expect(errandWeight(0)).toBe(1);
    expect(errandWeight(0.25)).toBe(1);
    expect(errandWeight(0.625)).toBeCloseTo(0.625, 10);
    expect(errandWeight(1)).toBeCloseTo(0.25, 10);
    expect(errandWeight(1.01)).toBe(0);
  });

  it('scores nothing around as 0 and a dense, mixed street as 100', () => {
    expect(walkScoreOf({ destinationMiles: [], multiFamily: 0, addresses: 0 })).toBe(0);
    expect(walkScoreOf({ destinationMiles: Array(60).fill(0.1), multiFamily: 150, addresses: 3000 })).toBe(100);
    // 6 errands close by: 60 * sqrt(6/60) = 18.97; 5 multi-family: 20 * sqrt(5/150) = 3.65;
    // 200 addresses: 20 * sqrt(200/3000) = 5.16; 27.79 in all.
    expect(walkScoreOf({ destinationMiles: Array(6).fill(0.2), multiFamily: 5, addresses: 200 })).toBe(28);
    // An errand at 1 mile counts a quarter of one close by.
    expect(walkScoreOf({ destinationMiles: Array(4).fill(1), multiFamily: 0, addresses: 0 })).toBe(
      walkScoreOf({ destinationMiles: [0.1], multiFamily: 0, addresses: 0 }),
    );
  });

  it('stays within 0-100 and never drops when more is around', () => {
    const facts = fc.record({
      destinationMiles: fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { maxLength: 40 }),
      multiFamily: fc.nat(60),
      addresses: fc.nat(2000),
    });
    fc.assert(
      fc.property(facts, fc.double({ min: 0, max: 1, noNaN: true }), fc.nat(5), fc.nat(100), (f, extra, mf, ad) => {
        const s = walkScoreOf(f);
        expect(s).toBeGreaterThanOrEqual(0);
        expect(s).toBeLessThanOrEqual(100);
        expect(Number.isInteger(s)).toBe(true);
        const more = walkScoreOf({
          destinationMiles: [...f.destinationMiles, extra],
          multiFamily: f.multiFamily + mf,
          addresses: f.addresses + ad,
        });
        expect(more).toBeGreaterThanOrEqual(s);
      }),
    );
  });

  it('says honestly that the score is our model over the county records', () => {
    expect(WALK_SCORE_SOURCE.name).toMatch(/Tracewell walkability model/);
    expect(WALK_SCORE_SOURCE.name).toMatch(/county/);
    expect(WALK_SCORE_SOURCE.kind).toBe('model');
  });
});

describe('what the neighbourhood shows', () => {
  it('warns against harassment with the neighbours', () => {
    expect(NEIGHBORS_LEGAL_WARNING).toMatch(/harass/);
    expect(NEIGHBORS_LEGAL_WARNING).toMatch(/illegal/);
    expect(NEIGHBORS_LEGAL_WARNING).toMatch(/terms of use/);
  });

  it('shows a street without its house number or unit', () => {
    expect(streetNameOnly({ preDir: 'N', streetName: 'Main', streetSuffix: 'St', postDir: null })).toBe('N Main St');
    expect(streetNameOnly({ preDir: null, streetName: 'Desert Willow', streetSuffix: 'Dr', postDir: 'SW' })).toBe(
      'Desert Willow Dr SW',
    );
    expect(streetNameOnly({ preDir: ' ', streetName: 'Broadway', streetSuffix: null, postDir: null })).toBe('Broadway');
  });

  it('rounds distances to a tenth of a mile and shows the move-in month', () => {
    expect(neighborhoodMiles(0.26)).toBe(0.3);
    expect(neighborhoodMiles(0.04)).toBe(0);
    expect(neighborhoodMiles(0.449)).toBe(0.4);
    expect(monthOf('2026-03-17')).toBe('2026-03');
  });

  it('tells a pre-foreclosure notice from a foreclosure', () => {
    expect(watchKindOfForeclosureStage('pre_foreclosure')).toBe('preForeclosure');
    expect(watchKindOfForeclosureStage('auction')).toBe('foreclosure');
    expect(watchKindOfForeclosureStage('reo')).toBe('foreclosure');
  });

  it('reads a property id from a query string or a body and refuses anything else', () => {
    expect(NeighborhoodInput.parse({ propertyId: '42' })).toEqual({ propertyId: 42 });
    expect(NeighborhoodInput.parse({ propertyId: 7 })).toEqual({ propertyId: 7 });
    for (const bad of [undefined, '', 'abc', '0', '-3', '1.5', 1e20]) {
      const r = NeighborhoodInput.safeParse({ propertyId: bad });
      expect(r.success).toBe(false);
      expect(r.error?.issues[0]?.message).toBe(PROPERTY_ID_MESSAGE);
    }
  });
});
