import { recordsAddressLine1 } from '../records/normalize.rules.js';
import type { LandUseGroup } from '../records/property-codes.rules.js';
import { compareIsoDates } from '../shared/date.rules.js';
import { PRE_FORECLOSURE_STAGE } from '../shared/reports/address-report-contents.schema.js';
import { DEFAULT_NEARBY_RADIUS_MILES, lastSaleIntervalRange } from './nearby-filters.rules.js';

/**
 * The neighbourhood tools (001 section 2 "Neighbourhood tabs: Neighbors, Lifestyle, Watch" and its
 * tooltips "new neighbors, find nearby neighbors, keeping kids safe (with a legal warning against
 * harassment)"; 001 section 7 "GET neighborhood/schools and walk-score. POST neighborhood/recent-neighbors").
 * The spec gives the tabs and the calls, not their rules: the radius, window, limits, the walk-score
 * model and the warning's words below are ours (docs/decisions/0061-neighborhood-data.md).
 */

/** How far the neighbourhood reaches: the nearby default, 0.5 mile (001 section 9). */
export const NEIGHBORHOOD_RADIUS_MILES = DEFAULT_NEARBY_RADIUS_MILES;
/** How far back "recent" reaches: the 12 months ending at the records' as-of date. */
export const NEIGHBORHOOD_WINDOW_MONTHS = 12;
/** Schools listed for a property: the nearest 6. */
export const SCHOOLS_LIMIT = 6;
/** Schools further than this are not "nearby" and are not listed. */
export const SCHOOLS_MAX_MILES = 10;
/** Recent neighbours and watch filings listed (the total counts them all). */
export const NEIGHBORHOOD_LIST_LIMIT = 50;
/** The walk score counts what lies within 1 mile of the property. */
export const WALK_SCORE_RADIUS_MILES = 1;

/** The legal warning shown with the neighbours (001 section 2: "a legal warning against harassment"). */
export const NEIGHBORS_LEGAL_WARNING =
  'Use this information only to stay informed about your neighbourhood. Using it to harass, threaten, stalk or ' +
  'intimidate anyone is illegal and is not permitted by our terms of use.';

/**
 * The window of "recent": the 12 months ending at the as-of date, both ends included (the quick
 * filters' "last 12 months" reads the same). `asOf` 2026-10-01 -> 2025-10-01 .. 2026-10-01.
 */
export const neighborhoodWindow = (asOf: string): { readonly from: string; readonly to: string } => {
  // The same months-back range as the last-sale interval filter (001 section 9).
  const range = lastSaleIntervalRange(NEIGHBORHOOD_WINDOW_MONTHS, asOf);
  if (range === null) throw new Error(`not a date: ${asOf}`);
  return { from: range.min, to: range.max };
};

/** True when an ISO date lies in the window (ends included). */
export const inNeighborhoodWindow = (date: string, window: { from: string; to: string }): boolean =>
  compareIsoDates(date, window.from) >= 0 && compareIsoDates(date, window.to) <= 0;

/** A walk-score band: its label and what it means (the usual Walk Score bands). */
export interface WalkScoreBand {
  readonly min: number;
  readonly label: string;
  readonly description: string;
}

/** The bands, highest first: 90-100, 70-89, 50-69, 25-49, 0-24. */
export const WALK_SCORE_BANDS: readonly WalkScoreBand[] = Object.freeze([
  { min: 90, label: "Walker's Paradise", description: 'Daily errands do not require a car.' },
  { min: 70, label: 'Very Walkable', description: 'Most errands can be accomplished on foot.' },
  { min: 50, label: 'Somewhat Walkable', description: 'Some errands can be accomplished on foot.' },
  { min: 25, label: 'Car-Dependent', description: 'Most errands require a car.' },
  { min: 0, label: 'Car-Dependent', description: 'Almost all errands require a car.' },
]);

/** The band of a score (0-100; out-of-range scores are clamped). */
export const walkScoreBand = (score: number): WalkScoreBand =>
  WALK_SCORE_BANDS.find((b) => Math.max(0, Math.min(100, score)) >= b.min) ?? WALK_SCORE_BANDS[4]!;

/** What the walk score is computed from: places within {@link WALK_SCORE_RADIUS_MILES} of the property. */
export interface WalkabilityFacts {
  /** Distance in miles of every commercial and office parcel (shops, services, workplaces: the errands). */
  readonly destinationMiles: readonly number[];
  /** Multi-family parcels (apartment buildings: a denser, walkable street). */
  readonly multiFamily: number;
  /** Addresses of any kind (how built-up the area is). */
  readonly addresses: number;
}

/** Land-use groups (core/property/property-enums.rules.ts) that are errands: shops, services, offices. */
export const WALK_DESTINATION_GROUPS: readonly LandUseGroup[] = Object.freeze(['commercial', 'office'] as const);
/** The land-use group of apartment buildings. */
export const WALK_MULTI_FAMILY_GROUP: LandUseGroup = 'multiFamily';

/**
 * Weights of the walk-score model: points for errands (decayed by distance), multi-family density and
 * address density, and how much of each earns all its points. Each part earns its points by the
 * square root of its share, so the first shops around count more than the fiftieth (diminishing
 * returns, as walkability scores usually have). Calibrated on the synthetic metros: their
 * neighbourhoods spread from Car-Dependent to Very Walkable (docs/decisions/0061-neighborhood-data.md).
 */
const WALK_SCORE_MODEL = Object.freeze({
  errandsPoints: 60,
  errandsFull: 60,
  multiFamilyPoints: 20,
  multiFamilyFull: 150,
  addressPoints: 20,
  addressesFull: 3000,
  /** An errand within this distance counts fully; further away it counts less, down to 1/4 at 1 mile. */
  fullWithinMiles: 0.25,
});

/** How much one errand at `miles` counts: 1 within 0.25 mile, falling linearly to 0.25 at 1 mile, 0 beyond. */
export const errandWeight = (miles: number): number => {
  const m = WALK_SCORE_MODEL;
  if (miles > WALK_SCORE_RADIUS_MILES) return 0;
  if (miles <= m.fullWithinMiles) return 1;
  return 1 - (0.75 * (miles - m.fullWithinMiles)) / (WALK_SCORE_RADIUS_MILES - m.fullWithinMiles);
};

const part = (points: number, value: number, full: number): number =>
  points * Math.sqrt(Math.min(1, Math.max(0, value) / full));

/**
 * Our walk score, 0-100, from the county parcel and address records (not the Walk Score company's):
 * 60 points for errands (commercial and office parcels, each weighted by {@link errandWeight}; 60
 * weighted errands earn them all), 20 for multi-family parcels (150 earn them all), 20 for addresses
 * (3,000 earn them all), each part by the square root of its share. More of anything never lowers it.
 */
export const walkScoreOf = (f: WalkabilityFacts): number => {
  const m = WALK_SCORE_MODEL;
  const errands = f.destinationMiles.reduce((s, d) => s + errandWeight(d), 0);
  const score =
    part(m.errandsPoints, errands, m.errandsFull) +
    part(m.multiFamilyPoints, f.multiFamily, m.multiFamilyFull) +
    part(m.addressPoints, f.addresses, m.addressesFull);
  return Math.max(0, Math.min(100, Math.round(score)));
};

/** The walk score's source, named honestly: our model over the county parcel records. */
export const WALK_SCORE_SOURCE = Object.freeze({
  name: 'Tracewell walkability model over county parcel and address records',
  kind: 'model',
  jurisdiction: null,
});

/** A school's level. */
export type SchoolLevel = 'elementary' | 'middle' | 'high';

/** The kinds of a neighbourhood-watch filing. */
export type WatchFilingKind = 'preForeclosure' | 'foreclosure' | 'eviction' | 'lien';

/** The order of watch kinds when a date and a distance tie. */
export const WATCH_KIND_ORDER: readonly WatchFilingKind[] = Object.freeze([
  'preForeclosure',
  'foreclosure',
  'eviction',
  'lien',
]);

/** A foreclosure record's stage as the watch names it: a pre-foreclosure notice, else a foreclosure (auction, bank owned). */
export const watchKindOfForeclosureStage = (stage: string): WatchFilingKind =>
  stage === PRE_FORECLOSURE_STAGE ? 'preForeclosure' : 'foreclosure';

/**
 * A street without its house number or unit ("N Main St"): what the watch shows of where a filing is.
 * The records' one-line form (`recordsAddressLine1`) of the street parts alone.
 */
export const streetNameOnly = (a: {
  readonly preDir: string | null;
  readonly streetName: string;
  readonly streetSuffix: string | null;
  readonly postDir: string | null;
}): string =>
  recordsAddressLine1({
    preDir: a.preDir?.trim() ?? null,
    streetName: a.streetName.trim(),
    streetSuffix: a.streetSuffix?.trim() ?? null,
    postDir: a.postDir?.trim() ?? null,
  });

/** A distance as the neighbourhood shows it: miles rounded to one decimal (0.26 -> 0.3). */
export const neighborhoodMiles = (miles: number): number => Math.round(miles * 10) / 10;
