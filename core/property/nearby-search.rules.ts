import { err, ok, type Result } from 'neverthrow';
import { compareIsoDates } from '../shared/date.rules.js';
import type { FieldErrors } from '../shared/errors.js';
import { PROPERTY_CLASS_CODES, propertyClassCodeOf, SALE_SITUATIONS } from './comparables.rules.js';
import { boxAround, type LatLonBox, milesBetween } from './geo-distance.rules.js';
import {
  checkLastSaleRange,
  LAST_SALE_INTERVAL_OPTIONS,
  lastSaleIntervalRange,
  type NearbyFilters,
} from './nearby-filters.rules.js';
import {
  NEARBY_AREA_MESSAGE,
  NEARBY_GEOMETRY_MESSAGE,
  NEARBY_MAX_SPAN_MILES,
  type NearbyGeometry,
} from './nearby-search.schema.js';
import { LISTING_STATUS_OPTIONS, type ListingStatus } from './property-enums.rules.js';

/**
 * The nearby search's rules (001 sections 3, 4 and 9; docs/decisions/0067): the area a Target
 * covers, what each Filter field means on a property, and the saved search's link.
 */

/** A point (degrees). */
export interface LatLon {
  readonly latitude: number;
  readonly longitude: number;
}

/**
 * The area a search covers. `center` is where distances are measured from: the subject, the typed
 * address, the circle's centre, or the middle of a rectangle's or polygon's bounding box.
 */
export type NearbyArea =
  | { readonly kind: 'circle'; readonly center: LatLon; readonly radiusMiles: number }
  | { readonly kind: 'box'; readonly center: LatLon; readonly box: LatLonBox }
  | {
      readonly kind: 'polygon';
      readonly center: LatLon;
      readonly box: LatLonBox;
      readonly points: readonly (readonly [number, number])[];
    };

const areaError = (message: string): FieldErrors => ({ Target: [message] });

/** The bounding box of an area (every point of the area is inside it). */
export const areaBox = (a: NearbyArea): LatLonBox =>
  a.kind === 'circle' ? boxAround(a.center.latitude, a.center.longitude, a.radiusMiles) : a.box;

/** How wide an area is, miles: a circle's diameter; a box's larger side (measured at its middle). */
export const areaSpanMiles = (a: NearbyArea): number => {
  if (a.kind === 'circle') return 2 * a.radiusMiles;
  const { minLat, maxLat, minLon, maxLon } = a.box;
  const mid = (minLat + maxLat) / 2;
  return Math.max(milesBetween(minLat, minLon, maxLat, minLon), milesBetween(mid, minLon, mid, maxLon));
};

const checked = (a: NearbyArea): Result<NearbyArea, FieldErrors> =>
  areaSpanMiles(a) > NEARBY_MAX_SPAN_MILES ? err(areaError(NEARBY_AREA_MESSAGE)) : ok(a);

/** A radius around a point (subject, typed address, Point): refused when not above 0 or wider than NEARBY_MAX_SPAN_MILES. */
export const radiusArea = (center: LatLon, radiusMiles: number): Result<NearbyArea, FieldErrors> =>
  Number.isFinite(radiusMiles) && radiusMiles > 0
    ? checked({ kind: 'circle', center, radiusMiles })
    : err({ distanceFromSubject: [NEARBY_AREA_MESSAGE] });

const boxOf = (points: readonly (readonly [number, number])[]): LatLonBox => ({
  minLon: Math.min(...points.map((p) => p[0])),
  maxLon: Math.max(...points.map((p) => p[0])),
  minLat: Math.min(...points.map((p) => p[1])),
  maxLat: Math.max(...points.map((p) => p[1])),
});
const middle = (b: LatLonBox): LatLon => ({
  latitude: (b.minLat + b.maxLat) / 2,
  longitude: (b.minLon + b.maxLon) / 2,
});

/** Twice the signed area of a polygon (shoelace, taken about its first vertex to keep rounding small), square degrees. */
const doubleArea = (pts: readonly (readonly [number, number])[]): number => {
  const [x0, y0] = pts[0] as readonly [number, number];
  return pts.reduce((s, p, i) => {
    const q = pts[(i + 1) % pts.length] as readonly [number, number];
    return s + (p[0] - x0) * (q[1] - y0) - (q[0] - x0) * (p[1] - y0);
  }, 0);
};

/**
 * The area of a drawn Geometry (001 section 3 "Search target"): a circle is its centre and a point on
 * its edge; a rectangle the box of its 2 or 4 corners; a polygon its vertices (closed implicitly);
 * a Point the `radiusMiles` around it. A shape without area (a zero radius, a flat box, collinear
 * vertices) is refused with NEARBY_GEOMETRY_MESSAGE, one wider than NEARBY_MAX_SPAN_MILES with
 * NEARBY_AREA_MESSAGE. Shapes crossing the antimeridian are not supported (none of our records are there).
 */
export const geometryArea = (g: NearbyGeometry, radiusMiles: number): Result<NearbyArea, FieldErrors> => {
  const pts = g.Points;
  const first = pts[0] as readonly [number, number];
  if (g.Type === 'point') return radiusArea({ latitude: first[1], longitude: first[0] }, radiusMiles);
  if (g.Type === 'circle') {
    const edge = pts[1] as readonly [number, number];
    const r = milesBetween(first[1], first[0], edge[1], edge[0]);
    if (!(r > 0)) return err(areaError(NEARBY_GEOMETRY_MESSAGE));
    return checked({ kind: 'circle', center: { latitude: first[1], longitude: first[0] }, radiusMiles: r });
  }
  const box = boxOf(pts);
  if (!(box.maxLat > box.minLat && box.maxLon > box.minLon)) return err(areaError(NEARBY_GEOMETRY_MESSAGE));
  if (g.Type === 'rectangle') return checked({ kind: 'box', center: middle(box), box });
  // Collinear vertices: no area, up to rounding (relative to the bounding box).
  const boxArea = (box.maxLat - box.minLat) * (box.maxLon - box.minLon);
  if (Math.abs(doubleArea(pts)) <= 1e-9 * boxArea) return err(areaError(NEARBY_GEOMETRY_MESSAGE));
  return checked({ kind: 'polygon', center: middle(box), box, points: pts });
};

/** Point in polygon by ray casting (even-odd), [longitude, latitude] vertices. */
export const insidePolygon = (points: readonly (readonly [number, number])[], lon: number, lat: number): boolean => {
  let inside = false;
  for (let i = 0, j = points.length - 1; i < points.length; j = i++) {
    const [xi, yi] = points[i] as readonly [number, number];
    const [xj, yj] = points[j] as readonly [number, number];
    if (yi > lat !== yj > lat && lon < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
};

/** Whether a point is inside an area: great-circle distance for a circle, the box, or the polygon. */
export const insideArea = (a: NearbyArea, lat: number, lon: number): boolean => {
  if (a.kind === 'circle') return milesBetween(a.center.latitude, a.center.longitude, lat, lon) <= a.radiusMiles;
  const b = a.box;
  if (lat < b.minLat || lat > b.maxLat || lon < b.minLon || lon > b.maxLon) return false;
  return a.kind === 'box' || insidePolygon(a.points, lon, lat);
};

/** The facts of one property the Filter fields read (money in cents). */
export interface NearbyFilterFacts {
  readonly landUseCode: number;
  readonly propertyClass: string;
  readonly subdivision: string | null;
  readonly yearBuilt: number | null;
  readonly stories: number | null;
  readonly bedrooms: number | null;
  readonly bathrooms: number | null;
  readonly squareFeet: number | null;
  readonly lotSquareFeet: number | null;
  readonly pool: boolean;
  readonly garage: boolean;
  readonly basement: boolean;
  readonly attic: boolean;
  readonly estimatedValueCents: number | null;
  /** The latest listing (status date, then id) as a listing status option; null when never listed. */
  readonly listingStatus: ListingStatus | null;
  readonly listingAmountCents: number | null;
  readonly lastSaleDate: string | null;
  readonly lastSaleCents: number | null;
  /** The latest sale transaction; null when none is recorded. */
  readonly lastSale: {
    readonly armsLength: boolean;
    readonly cash: boolean;
    readonly foreclosure: boolean;
    readonly multiParcel: boolean;
  } | null;
}

const inRange = (v: number | null, min: number | undefined, max: number | undefined): boolean =>
  (min === undefined && max === undefined) ||
  (v !== null && (min === undefined || v >= min) && (max === undefined || v <= max));

/** The listing statuses a listingStatus filter names (one option, or several separated by commas). */
export const listingStatusesOf = (value: string): ListingStatus[] =>
  value
    .split(',')
    .map((s) => s.trim().toLowerCase())
    .filter((s): s is ListingStatus => LISTING_STATUS_OPTIONS.some((o) => o.value === s));

/**
 * Whether a property passes every Filter field (001 section 3 "Nearby filters"); quickFilter and
 * distanceFromSubject are the search's own. A bound on a fact the property lacks excludes it.
 * - landUseCode: one of the codes; min/max pairs (year built, square feet, beds, baths, lot,
 *   stories): inclusive; a minimum of 0 beds or baths is Any (001 section 5);
 * - lastSaleDateMin/Max: the last-sale date inside, inclusive (an interval is turned into these first);
 * - subdivision: equal ignoring case and surrounding spaces; propertyClassCode: the class reads as
 *   that code (propertyClassCodeOf);
 * - listingStatus: the latest listing's status is one of the options named;
 * - saleSituation: the latest sale is arm's length, not arm's length, cash or a foreclosure deed;
 *   multiParcel false: the latest sale is not on several parcels (true or unset: no condition);
 * - listingAmountMin/Max, estimatedValueMin, lastSaleAmountMin: dollars, inclusive;
 * - pool, garage, basement, attic: the property has (true) or lacks (false) it.
 */
export const matchesNearbyFilters = (p: NearbyFilterFacts, f: NearbyFilters): boolean => {
  if (f.landUseCode !== undefined && !f.landUseCode.includes(p.landUseCode)) return false;
  if (!inRange(p.yearBuilt, f.yearBuiltMin, f.yearBuiltMax)) return false;
  if (!inRange(p.squareFeet, f.squareFeetMin, f.squareFeetMax)) return false;
  if (!inRange(p.bedrooms, f.bedroomsMin || undefined, f.bedroomsMax)) return false;
  if (!inRange(p.bathrooms, f.bathroomsMin || undefined, f.bathroomsMax)) return false;
  if (!inRange(p.lotSquareFeet, f.lotSquareFeetMin, f.lotSquareFeetMax)) return false;
  if (!inRange(p.stories, f.storiesMin, f.storiesMax)) return false;
  if (f.lastSaleDateMin !== undefined || f.lastSaleDateMax !== undefined) {
    if (p.lastSaleDate === null) return false;
    if (f.lastSaleDateMin !== undefined && compareIsoDates(p.lastSaleDate, f.lastSaleDateMin) < 0) return false;
    if (f.lastSaleDateMax !== undefined && compareIsoDates(p.lastSaleDate, f.lastSaleDateMax) > 0) return false;
  }
  if (f.subdivision !== undefined && (p.subdivision ?? '').trim().toLowerCase() !== f.subdivision.trim().toLowerCase())
    return false;
  if (f.propertyClassCode !== undefined && propertyClassCodeOf(p.propertyClass) !== f.propertyClassCode.toUpperCase())
    return false;
  if (f.listingStatus !== undefined) {
    if (p.listingStatus === null || !listingStatusesOf(f.listingStatus).includes(p.listingStatus)) return false;
  }
  if (f.saleSituation !== undefined) {
    const s = p.lastSale;
    const want = f.saleSituation.toLowerCase();
    if (s === null) return false;
    if (want === 'armslength' && !s.armsLength) return false;
    if (want === 'nonarmslength' && s.armsLength) return false;
    if (want === 'cash' && !s.cash) return false;
    if (want === 'foreclosure' && !s.foreclosure) return false;
  }
  if (f.multiParcel === false && p.lastSale?.multiParcel === true) return false;
  if (!inRange(p.listingAmountCents, cents(f.listingAmountMin), cents(f.listingAmountMax))) return false;
  if (!inRange(p.estimatedValueCents, cents(f.estimatedValueMin), undefined)) return false;
  if (!inRange(p.lastSaleCents, cents(f.lastSaleAmountMin), undefined)) return false;
  for (const k of ['pool', 'garage', 'basement', 'attic'] as const)
    if (f[k] !== undefined && p[k] !== f[k]) return false;
  return true;
};

/** Dollars to cents for a money bound. */
export const cents = (dollars: number | undefined): number | undefined =>
  dollars === undefined ? undefined : Math.round(dollars * 100);

const RANGE_PAIRS = [
  ['yearBuiltMin', 'yearBuiltMax'],
  ['squareFeetMin', 'squareFeetMax'],
  ['bedroomsMin', 'bedroomsMax'],
  ['bathroomsMin', 'bathroomsMax'],
  ['lotSquareFeetMin', 'lotSquareFeetMax'],
  ['storiesMin', 'storiesMax'],
  ['listingAmountMin', 'listingAmountMax'],
] as const;

/**
 * Checks the Filter and resolves it for a search: a last-sale range must be dates, not end after
 * `today` and not start after its end (001 section 5, `checkLastSaleRange`); an interval must be one
 * of 12, 9, 6, 3, 1 months and becomes the dates ending on `asOf` (the records' day); a minimum above
 * its maximum, an unknown listing status, sale situation or class code is refused with its field.
 */
export const resolveNearbyFilters = (
  f: NearbyFilters,
  today: string,
  asOf: string,
): Result<NearbyFilters, FieldErrors> => {
  const errors: FieldErrors = {};
  const fail = (field: string, message: string) => {
    errors[field] = [...(errors[field] ?? []), message];
  };
  const out: NearbyFilters = { ...f };
  for (const [lo, hi] of RANGE_PAIRS) {
    const a = f[lo];
    const b = f[hi];
    if (a !== undefined && b !== undefined && a > b) fail(lo, 'The minimum cannot be more than the maximum');
  }
  if (f.lastSaleDateInterval !== undefined) {
    const range = LAST_SALE_INTERVAL_OPTIONS.includes(f.lastSaleDateInterval)
      ? lastSaleIntervalRange(f.lastSaleDateInterval, asOf)
      : null;
    if (range === null) fail('lastSaleDateInterval', `Please choose ${LAST_SALE_INTERVAL_OPTIONS.join(', ')} months`);
    else {
      out.lastSaleDateMin = range.min;
      out.lastSaleDateMax = range.max;
    }
  } else if (f.lastSaleDateMin !== undefined || f.lastSaleDateMax !== undefined) {
    const r = checkLastSaleRange({ min: f.lastSaleDateMin ?? null, max: f.lastSaleDateMax ?? null }, today);
    if (r.isErr()) Object.assign(errors, r.error);
    else {
      if (r.value.min === null) delete out.lastSaleDateMin;
      else out.lastSaleDateMin = r.value.min;
      if (r.value.max === null) delete out.lastSaleDateMax;
      else out.lastSaleDateMax = r.value.max;
    }
  }
  if (f.listingStatus !== undefined && listingStatusesOf(f.listingStatus).length === 0)
    fail('listingStatus', `Please choose ${LISTING_STATUS_OPTIONS.map((o) => o.value).join(', ')}`);
  if (f.saleSituation !== undefined && !SALE_SITUATIONS.some((s) => s.toLowerCase() === f.saleSituation?.toLowerCase()))
    fail('saleSituation', `Please choose ${SALE_SITUATIONS.join(', ')}`);
  if (f.propertyClassCode !== undefined && !Object.hasOwn(PROPERTY_CLASS_CODES, f.propertyClassCode.toUpperCase()))
    fail('propertyClassCode', `Please choose ${Object.keys(PROPERTY_CLASS_CODES).join(', ')}`);
  return Object.keys(errors).length > 0 ? err(errors) : ok(out);
};

/** The Filter without its extra fields: what the retry of a failed search keeps (001 section 4: target, quick filter, distance). */
export const targetOnlyFilters = (f: NearbyFilters): NearbyFilters => ({
  ...(f.quickFilter !== undefined ? { quickFilter: f.quickFilter } : {}),
  ...(f.distanceFromSubject !== undefined ? { distanceFromSubject: f.distanceFromSubject } : {}),
});

/** The report a nearby card's marker opens (001 section 3 "marker (with href)"). */
export const nearbyMarkerHref = (propertyId: number): string => `/report?type=address&id=${propertyId}`;

/** The properties a saved search matches now that it did not match at its last run, ascending. */
export const newMatches = (previous: readonly number[], current: readonly number[]): number[] => {
  const before = new Set(previous);
  return [...new Set(current)].filter((id) => !before.has(id)).sort((a, b) => a - b);
};
