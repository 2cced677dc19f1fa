import { z } from 'zod';
import {
  type ComparablesFilter,
  PROPERTY_CLASS_CODES,
  type PropertyClassCode,
  SALE_SITUATIONS,
  type SaleSituation,
} from './comparables.rules.js';
import {
  checkLastSaleRange,
  LAND_USE_CODES_MAX,
  LAST_SALE_INTERVAL_OPTIONS,
  landUseCodesInRange,
  type NearbyFilterField,
  readNearbyFilters,
} from './nearby-filters.rules.js';
import { LISTING_STATUS_OPTIONS, type ListingStatus } from './property-enums.rules.js';
import { NEARBY_PAGE_SIZE } from './saved-properties.rules.js';

/**
 * The inputs of the market tools (001 section 7 "POST /api/market: comparables, trends, demand"):
 * the subject property, the comparables filter (001 section 3, read with `readNearbyFilters`, so
 * camelCase and the capitalised wire names are both understood) and the page.
 */

/** Our text for a missing or malformed property id. */
export const PROPERTY_ID_MESSAGE = 'Please choose a property';
/** Our text for a value that cannot be read as the field's kind. */
const FILTER_VALUE_MESSAGE = 'Please enter a valid value';
/** Our text for a distance out of range. */
const COMPARABLES_DISTANCE_MESSAGE = 'The distance must be more than 0 and at most 10 miles';
/** Our text for a negative bound. */
const FILTER_NEGATIVE_MESSAGE = 'The value cannot be negative';
/** Our text for a minimum above its maximum. */
export const FILTER_RANGE_MESSAGE = 'The minimum cannot be more than the maximum';
/** The largest comparables radius, miles (the agreed contract). */
export const COMPARABLES_MAX_DISTANCE_MILES = 10;
/** The largest comparables page. */
const COMPARABLES_MAX_LIMIT = 100;
/**
 * The deepest comparables page (1,000 pages of up to 100: 100,000 rows, far past any real area's
 * matches at 10 miles). Bounds the offset one request can ask the database to skip.
 */
const COMPARABLES_MAX_PAGE = 1000;
/** Our text for land-use codes that are not codes. */
export const LAND_USE_CODE_MESSAGE = `Please choose up to ${LAND_USE_CODES_MAX} land use codes`;

/** The comparables filter fields (001 section 3 "Comparables"), a subset of the nearby filter fields. */
export const COMPARABLES_FILTER_FIELDS = Object.freeze([
  'distanceFromSubject',
  'landUseCode',
  'yearBuiltMin',
  'yearBuiltMax',
  'squareFeetMin',
  'squareFeetMax',
  'bedroomsMin',
  'bedroomsMax',
  'bathroomsMin',
  'bathroomsMax',
  'lotSquareFeetMin',
  'lotSquareFeetMax',
  'lastSaleDateMin',
  'lastSaleDateMax',
  'lastSaleDateInterval',
  'subdivision',
  'listingStatus',
  'saleSituation',
  'propertyClassCode',
  'multiParcel',
] as const satisfies readonly NearbyFilterField[]);

const RANGES = [
  ['yearBuiltMin', 'yearBuiltMax'],
  ['squareFeetMin', 'squareFeetMax'],
  ['bedroomsMin', 'bedroomsMax'],
  ['bathroomsMin', 'bathroomsMax'],
  ['lotSquareFeetMin', 'lotSquareFeetMax'],
] as const;

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const given = (src: Record<string, unknown>, field: string): unknown =>
  field in src ? src[field] : src[capitalise(field)];
const present = (v: unknown): boolean =>
  v !== undefined && v !== null && !(typeof v === 'string' && v.trim() === '') && !(Array.isArray(v) && v.length === 0);

/**
 * Reads and checks a comparables filter: the fields of {@link COMPARABLES_FILTER_FIELDS} under either
 * name; other fields are ignored; a value that cannot be read, a negative bound, a minimum above its
 * maximum, a distance outside (0, 10], a last-sale range that is not dates, ends after `today` or
 * starts after its end (`checkLastSaleRange`, 001 section 5), an interval other than 12, 9, 6, 3, 1
 * months, an unknown listing status, sale situation or class code is refused with a message for
 * that field. `today` is the caller's calendar date.
 */
export const comparablesFilterSchema = (today: string) =>
  z.unknown().transform((raw, ctx): ComparablesFilter => {
    if (raw === undefined || raw === null) return {};
    if (typeof raw !== 'object' || Array.isArray(raw)) {
      ctx.addIssue({ code: 'custom', message: FILTER_VALUE_MESSAGE });
      return z.NEVER;
    }
    const src = raw as Record<string, unknown>;
    const read = readNearbyFilters(src);
    const out: Record<string, unknown> = {};
    const fail = (field: string, message: string) => ctx.addIssue({ code: 'custom', message, path: [field] });
    for (const field of COMPARABLES_FILTER_FIELDS) {
      const value = read[field];
      if (value === undefined) {
        if (present(given(src, field))) fail(field, FILTER_VALUE_MESSAGE);
        continue;
      }
      out[field] = value;
    }
    const codes = out.landUseCode as number[] | undefined;
    if (!landUseCodesInRange(codes)) fail('landUseCode', LAND_USE_CODE_MESSAGE);
    const d = out.distanceFromSubject as number | undefined;
    if (d !== undefined && !(d > 0 && d <= COMPARABLES_MAX_DISTANCE_MILES))
      fail('distanceFromSubject', COMPARABLES_DISTANCE_MESSAGE);
    for (const [lo, hi] of RANGES) {
      const a = out[lo] as number | undefined;
      const b = out[hi] as number | undefined;
      if (a !== undefined && a < 0) fail(lo, FILTER_NEGATIVE_MESSAGE);
      if (b !== undefined && b < 0) fail(hi, FILTER_NEGATIVE_MESSAGE);
      if (a !== undefined && b !== undefined && a > b) fail(lo, FILTER_RANGE_MESSAGE);
    }
    if (out.lastSaleDateMin !== undefined || out.lastSaleDateMax !== undefined) {
      const range = checkLastSaleRange(
        { min: out.lastSaleDateMin as string | undefined, max: out.lastSaleDateMax as string | undefined },
        today,
      );
      if (range.isErr())
        for (const [field, messages] of Object.entries(range.error)) for (const m of messages) fail(field, m);
      else {
        // The database reads the date part only: '2026-01-05T..' or '2026-01-05 and more' is that day.
        if (range.value.min !== null) out.lastSaleDateMin = range.value.min;
        if (range.value.max !== null) out.lastSaleDateMax = range.value.max;
      }
    }
    const interval = out.lastSaleDateInterval as number | undefined;
    if (interval !== undefined && !LAST_SALE_INTERVAL_OPTIONS.includes(interval)) {
      fail('lastSaleDateInterval', `Please choose ${LAST_SALE_INTERVAL_OPTIONS.join(', ')} months`);
    }
    if (out.listingStatus !== undefined) {
      const s = String(out.listingStatus).toLowerCase();
      const known = LISTING_STATUS_OPTIONS.find((o) => o.value === s);
      if (known) out.listingStatus = known.value as ListingStatus;
      else fail('listingStatus', `Please choose ${LISTING_STATUS_OPTIONS.map((o) => o.value).join(', ')}`);
    }
    if (out.saleSituation !== undefined) {
      const s = String(out.saleSituation).toLowerCase();
      const known = SALE_SITUATIONS.find((x) => x.toLowerCase() === s);
      if (known) out.saleSituation = known as SaleSituation;
      else fail('saleSituation', `Please choose ${SALE_SITUATIONS.join(', ')}`);
    }
    if (out.propertyClassCode !== undefined) {
      const s = String(out.propertyClassCode).toUpperCase();
      if (Object.hasOwn(PROPERTY_CLASS_CODES, s)) out.propertyClassCode = s as PropertyClassCode;
      else fail('propertyClassCode', `Please choose ${Object.keys(PROPERTY_CLASS_CODES).join(', ')}`);
    }
    return out as ComparablesFilter;
  });

/** A number or numeric text as is; anything else (a list, an object, true) as a value no number schema accepts. */
const scalar = (v: unknown): unknown =>
  typeof v === 'number' || typeof v === 'string' || v === undefined ? v : Number.NaN;

/** A property id: a positive whole number (numeric text accepted; a list, object or boolean refused). */
export const PropertyIdSchema = z.preprocess(
  scalar,
  z.coerce
    .number({ error: PROPERTY_ID_MESSAGE })
    .int(PROPERTY_ID_MESSAGE)
    .positive(PROPERTY_ID_MESSAGE)
    .max(Number.MAX_SAFE_INTEGER, PROPERTY_ID_MESSAGE),
);

const pick = (raw: unknown, field: string): unknown =>
  typeof raw === 'object' && raw !== null && !Array.isArray(raw)
    ? given(raw as Record<string, unknown>, field)
    : undefined;

/** The page of a comparables search: page 1..1000, limit 1..100 (default 50, the nearby page size of 001 section 9). */
const ComparablesPaginationSchema = z.preprocess(
  (raw) => ({ page: scalar(pick(raw, 'page')), limit: scalar(pick(raw, 'limit')) }),
  z.object({
    page: z.coerce
      .number({ error: 'Please choose a page' })
      .int('Please choose a page')
      .min(1, 'Please choose a page')
      .max(COMPARABLES_MAX_PAGE, `Please choose a page up to ${COMPARABLES_MAX_PAGE}`)
      .default(1),
    limit: z.coerce
      .number({ error: `Please choose 1 to ${COMPARABLES_MAX_LIMIT}` })
      .int(`Please choose 1 to ${COMPARABLES_MAX_LIMIT}`)
      .min(1, `Please choose 1 to ${COMPARABLES_MAX_LIMIT}`)
      .max(COMPARABLES_MAX_LIMIT, `Please choose 1 to ${COMPARABLES_MAX_LIMIT}`)
      .default(NEARBY_PAGE_SIZE),
  }),
);

/** POST /api/market/comparables: `{ propertyId, filter?, pagination? }` (or PropertyId, Filter, Pagination). */
export const comparablesInput = (today: string) =>
  z.preprocess(
    (raw) => ({
      propertyId: pick(raw, 'propertyId'),
      filter: pick(raw, 'filter'),
      pagination: pick(raw, 'pagination'),
    }),
    z.object({
      propertyId: PropertyIdSchema,
      filter: comparablesFilterSchema(today),
      pagination: ComparablesPaginationSchema,
    }),
  );

/** POST /api/market/trends and /demand: `{ propertyId }` (or PropertyId). */
export const MarketInput = z.preprocess(
  (raw) => ({ propertyId: pick(raw, 'propertyId') }),
  z.object({ propertyId: PropertyIdSchema }),
);
export type MarketInput = z.output<typeof MarketInput>;
