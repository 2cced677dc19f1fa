import { err, ok, type Result } from 'neverthrow';
import { compareIsoDates, isoDateAddMonths, isoDateOf, parseIsoDate } from '../shared/date.rules.js';
import type { FieldErrors } from '../shared/errors.js';

/**
 * Nearby filters: the price ladder, option filtering, last-sale dates, beds and baths, filtersJson
 * and the wire names, and the comparables defaults (001 sections 2, 3, 5 and 9).
 */

/** Default nearby radius, 0.5 mile (001 section 9). */
export const DEFAULT_NEARBY_RADIUS_MILES = 0.5;

const ladder = (): number[] => {
  const out: number[] = [];
  for (let p = 50_000; p <= 1_000_000; p += 50_000) out.push(p);
  for (let p = 1_250_000; p <= 5_000_000; p += 250_000) out.push(p);
  for (let p = 6_000_000; out.length < 41; p += 1_000_000) out.push(p);
  return out;
};

/**
 * The price option ladder (001 section 9, 002 section 9): "from 50k, +50k up to 1M, +250k up to
 * 5M, then +1M, giving 41 options": 20 steps 50,000-1,000,000, 16 steps 1,250,000-5,000,000, then 5
 * steps of +1M, so the ladder ends at 10,000,000. (The other reading, "price options are not
 * shown", is not taken: the filter bar has a price filter, 001 section 2.)
 */
export const PRICE_OPTIONS: readonly number[] = Object.freeze(ladder());

/** "Maximum price options only show values above the chosen minimum" (001 section 5); all when no minimum. */
export const maxPriceOptions = (min: number | null | undefined): number[] =>
  PRICE_OPTIONS.filter((p) => min == null || p > min);

/** "Minimum options only show values below the chosen maximum" (001 section 5); all when no maximum. */
export const minPriceOptions = (max: number | null | undefined): number[] =>
  PRICE_OPTIONS.filter((p) => max == null || p < max);

/** A price option label: "$50K", "$1.25M", "$10M". */
export const priceOptionLabel = (price: number): string =>
  price >= 1_000_000 ? `$${Number((price / 1_000_000).toFixed(2))}M` : `$${Math.round(price / 1000)}K`;

/** Last-sale interval options in months (001 section 9): 12, 9, 6, 3, 1. */
export const LAST_SALE_INTERVAL_OPTIONS: readonly number[] = Object.freeze([12, 9, 6, 3, 1]);

/** The date range of a last-sale interval: from `months` months before today to today (ISO dates). */
export const lastSaleIntervalRange = (months: number, today: string): { min: string; max: string } | null => {
  const min = isoDateAddMonths(today, -months);
  return min === null || parseIsoDate(today) === null ? null : { min, max: today.slice(0, 10) };
};

/** Our text for a last-sale range that ends after today (001 section 5 gives the rule, not the text). */
export const LAST_SALE_FUTURE_MESSAGE = 'The last sale date range cannot end in the future';
/** Our text for a start after the end (001 section 5 gives the rule, not the text). */
export const LAST_SALE_ORDER_MESSAGE = 'The start date cannot be after the end date';
/** Our text for a date that is not a calendar date. */
const LAST_SALE_DATE_MESSAGE = 'Please enter a valid date';

/** The calendar day an ISO text names (its date part), or null when none or before year 1 (no such day in the records). */
const calendarDay = (value: string): string | null => {
  const d = parseIsoDate(value);
  return d === null || d.year < 1 ? null : isoDateOf(d);
};

/**
 * Last-sale date range (001 section 5): "cannot end in the future, and the start cannot be after the
 * end". Dates are ISO calendar dates (the answer holds their date part, YYYY-MM-DD); either end may be
 * missing; `today` is the caller's calendar date. Errors are keyed lastSaleDateMin / lastSaleDateMax.
 */
export const checkLastSaleRange = (
  range: { readonly min?: string | null; readonly max?: string | null },
  today: string,
): Result<{ min: string | null; max: string | null }, FieldErrors> => {
  const errors: FieldErrors = {};
  const rawMin = range.min?.trim() || null;
  const rawMax = range.max?.trim() || null;
  const min = rawMin === null ? null : calendarDay(rawMin);
  const max = rawMax === null ? null : calendarDay(rawMax);
  if (rawMin !== null && min === null) errors.lastSaleDateMin = [LAST_SALE_DATE_MESSAGE];
  if (rawMax !== null && max === null) errors.lastSaleDateMax = [LAST_SALE_DATE_MESSAGE];
  if (Object.keys(errors).length > 0) return err(errors);
  if (max !== null && compareIsoDates(max, today) > 0) errors.lastSaleDateMax = [LAST_SALE_FUTURE_MESSAGE];
  if (min !== null && max !== null && compareIsoDates(min, max) > 0) errors.lastSaleDateMin = [LAST_SALE_ORDER_MESSAGE];
  return Object.keys(errors).length > 0 ? err(errors) : ok({ min, max });
};

/** Beds and baths choices (001 section 5): Any, 1+ to 5+ (value is the minimum, 0 for Any). */
export const BEDS_BATHS_OPTIONS: readonly { readonly label: string; readonly value: number }[] = Object.freeze([
  { label: 'Any', value: 0 },
  { label: '1+', value: 1 },
  { label: '2+', value: 2 },
  { label: '3+', value: 3 },
  { label: '4+', value: 4 },
  { label: '5+', value: 5 },
]);

type Kind = 'number' | 'text' | 'boolean' | 'codes';

/** The largest land-use code (codes are four digits, 001 section 3; room to five). */
const LAND_USE_CODE_MAX = 99_999;
/** The most land-use codes one filter may list (the spec's code list holds 30). */
export const LAND_USE_CODES_MAX = 100;

/** Whether a filter's land-use codes can be searched: at most LAND_USE_CODES_MAX, each 0..LAND_USE_CODE_MAX. */
export const landUseCodesInRange = (codes: readonly number[] | undefined): boolean =>
  codes === undefined || (codes.length <= LAND_USE_CODES_MAX && codes.every((c) => c >= 0 && c <= LAND_USE_CODE_MAX));

/**
 * The nearby filter fields and their kinds (001 section 3). The spec gives two readings; we take
 * their union, so a filter written under either reading is understood: the first list plus
 * listingAmountMax, storiesMin/Max, basement, garage, attic and pool from the other.
 */
const FILTER_FIELDS = {
  quickFilter: 'text',
  distanceFromSubject: 'number',
  landUseCode: 'codes',
  yearBuiltMin: 'number',
  yearBuiltMax: 'number',
  squareFeetMin: 'number',
  squareFeetMax: 'number',
  bedroomsMin: 'number',
  bedroomsMax: 'number',
  bathroomsMin: 'number',
  bathroomsMax: 'number',
  lotSquareFeetMin: 'number',
  lotSquareFeetMax: 'number',
  lastSaleDateMin: 'text',
  lastSaleDateMax: 'text',
  lastSaleDateInterval: 'number',
  subdivision: 'text',
  listingStatus: 'text',
  saleSituation: 'text',
  propertyClassCode: 'text',
  multiParcel: 'boolean',
  listingAmountMin: 'number',
  listingAmountMax: 'number',
  estimatedValueMin: 'number',
  lastSaleAmountMin: 'number',
  storiesMin: 'number',
  storiesMax: 'number',
  basement: 'boolean',
  garage: 'boolean',
  attic: 'boolean',
  pool: 'boolean',
} as const satisfies Record<string, Kind>;

/** A nearby filter field name (camelCase; capitalised on the wire). */
export type NearbyFilterField = keyof typeof FILTER_FIELDS;

/** Nearby filters (001 section 3), every field optional. */
export type NearbyFilters = {
  -readonly [K in NearbyFilterField]?: (typeof FILTER_FIELDS)[K] extends 'number'
    ? number
    : (typeof FILTER_FIELDS)[K] extends 'boolean'
      ? boolean
      : (typeof FILTER_FIELDS)[K] extends 'codes'
        ? number[]
        : string;
};

/** The nearby filter field names (001 section 3). */
const NEARBY_FILTER_FIELDS: readonly NearbyFilterField[] = Object.freeze(
  Object.keys(FILTER_FIELDS) as NearbyFilterField[],
);

const readValue = (kind: Kind, v: unknown): number | string | boolean | number[] | undefined => {
  if (kind === 'number') {
    const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : Number.NaN;
    return Number.isFinite(n) ? n : undefined;
  }
  if (kind === 'boolean') return typeof v === 'boolean' ? v : v === 'true' ? true : v === 'false' ? false : undefined;
  if (kind === 'codes') {
    const list = Array.isArray(v) ? v : v === null || v === undefined || v === '' ? [] : [v];
    const codes = list.map((x) => Number(x)).filter((n) => Number.isInteger(n));
    return codes.length > 0 ? codes : undefined;
  }
  if (typeof v === 'string') return v.trim() === '' ? undefined : v.trim();
  return typeof v === 'number' && Number.isFinite(v) ? String(v) : undefined;
};

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * Reads nearby filters from any object (camelCase or the capitalised wire names, 001 section 3):
 * known fields with a readable value are kept (numbers may come as numeric text, a single land-use
 * code as a number); unknown fields and unreadable values are dropped. Land-use codes are kept as
 * given: the schemas refuse those outside 0..LAND_USE_CODE_MAX (`landUseCodesInRange`).
 */
export const readNearbyFilters = (raw: unknown): NearbyFilters => {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return {};
  const src = raw as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const field of NEARBY_FILTER_FIELDS) {
    const value = field in src ? src[field] : src[capitalise(field)];
    const read = readValue(FILTER_FIELDS[field], value);
    if (read !== undefined) out[field] = read;
  }
  return out as NearbyFilters;
};

/**
 * The filtersJson query value (001 section 2): "A filtersJson value that is not valid JSON is
 * ignored" (gives no filters); a valid one is read with {@link readNearbyFilters}, so QuickFilter
 * inside it presets the chip.
 */
export const parseNearbyFiltersJson = (value: string | null | undefined): NearbyFilters => {
  if (value === null || value === undefined || value.trim() === '') return {};
  try {
    return readNearbyFilters(JSON.parse(value));
  } catch {
    return {};
  }
};

/** "On the wire the names are capitalised" (001 section 3): the filter body with capitalised names. */
export const toWireNearbyFilters = (filters: NearbyFilters): Record<string, unknown> => {
  const out: Record<string, unknown> = {};
  for (const field of NEARBY_FILTER_FIELDS) if (filters[field] !== undefined) out[capitalise(field)] = filters[field];
  return out;
};

/**
 * The number shown on 'More Filters' (001 section 2): the fields set to something other than their
 * default. Not counted: quickFilter (chips have their own row), a distance of 0.5, bedrooms and
 * bathrooms minimum 0 (Any).
 */
export const countActiveNearbyFilters = (filters: NearbyFilters): number =>
  NEARBY_FILTER_FIELDS.filter((f) => {
    const v = filters[f];
    if (v === undefined || f === 'quickFilter') return false;
    if (f === 'distanceFromSubject') return v !== DEFAULT_NEARBY_RADIUS_MILES;
    if (f === 'bedroomsMin' || f === 'bathroomsMin') return v !== 0;
    return true;
  }).length;

/**
 * The comparables filter defaults (001 section 9): "distance 0.5 mile, square feet ±20% of the
 * subject (minimum 0), last sale within 1 year, listing status Sold". Square feet bounds are
 * rounded to whole feet; without a known subject size the square-feet bounds are left open.
 */
export const comparablesDefaultFilter = (
  subjectSquareFeet: number | null | undefined,
  today: string,
): NearbyFilters => {
  const out: NearbyFilters = { distanceFromSubject: DEFAULT_NEARBY_RADIUS_MILES, listingStatus: 'sold' };
  if (subjectSquareFeet != null && Number.isFinite(subjectSquareFeet) && subjectSquareFeet > 0) {
    out.squareFeetMin = Math.max(0, Math.round(subjectSquareFeet * 0.8));
    out.squareFeetMax = Math.round(subjectSquareFeet * 1.2);
  }
  const from = isoDateAddMonths(today, -12);
  if (from !== null) {
    out.lastSaleDateMin = from;
    out.lastSaleDateMax = today.slice(0, 10);
  }
  return out;
};
