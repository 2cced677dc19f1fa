import { compareIsoDates } from '../shared/date.rules.js';
import { milesBetween } from './geo-distance.rules.js';
import { comparablesDefaultFilter, lastSaleIntervalRange } from './nearby-filters.rules.js';
import type { ListingStatus } from './property-enums.rules.js';

/**
 * Comparables (001 section 3 "Comparables", section 9 "Comparables defaults"): what each filter field
 * means on our records, the defaults, the one predicate a comparable must satisfy and the averages of
 * the result. Every reading is recorded in docs/decisions/0060-property-research.md.
 */

/**
 * The sale situations a comparables search can ask for, read from the comparable's last recorded
 * sale (its `property_transactions` row of type 'sale' on the last-sale date):
 * - `armsLength`: a sale between unrelated parties (the recorder's arm's-length flag);
 * - `nonArmsLength`: any other sale (family transfers, foreclosure deeds, ...);
 * - `cash`: a sale with no purchase loan (the recorder's cash flag);
 * - `foreclosure`: the sale is a foreclosure deed ({@link FORECLOSURE_DEED_TYPES}), i.e. the lender
 *   or a bidder took the property at the trustee's or sheriff's sale (bank owned when the lender did).
 */
export const SALE_SITUATIONS = Object.freeze(['armsLength', 'nonArmsLength', 'cash', 'foreclosure'] as const);
/** A sale situation (see {@link SALE_SITUATIONS}). */
export type SaleSituation = (typeof SALE_SITUATIONS)[number];

/** The deed types of a foreclosure sale (compared case-insensitively). */
export const FORECLOSURE_DEED_TYPES: readonly string[] = Object.freeze([
  "Trustee's Deed Upon Sale",
  "Sheriff's Deed",
  "Referee's Deed",
]);

/**
 * Property class codes (the assessor's class, `properties.property_class`): R residential, C
 * commercial, V vacant land, O other. The records hold the class by name ("Residential") or by code;
 * both read as the code.
 */
export const PROPERTY_CLASS_CODES = Object.freeze({
  R: 'Residential',
  C: 'Commercial',
  V: 'Vacant Land',
  O: 'Other',
} as const);
/** A property class code. */
export type PropertyClassCode = keyof typeof PROPERTY_CLASS_CODES;

/** The class code of a recorded property class (its code or its name, any case); null when neither. */
export const propertyClassCodeOf = (recorded: string | null | undefined): PropertyClassCode | null => {
  const v = (recorded ?? '').trim().toLowerCase();
  for (const [code, name] of Object.entries(PROPERTY_CLASS_CODES)) {
    if (v === code.toLowerCase() || v === name.toLowerCase()) return code as PropertyClassCode;
  }
  return null;
};

/** The recorded `property_class` values (lower-case) that read as a class code: its code and its name. */
export const recordedPropertyClassesOf = (code: PropertyClassCode): string[] => [
  code.toLowerCase(),
  PROPERTY_CLASS_CODES[code].toLowerCase(),
];

/**
 * MLS listing statuses (`property_listings.status`) per listing status option (001 section 9:
 * Active, Pending/Contingent, Failed/Expired, Sold): a failed listing is one that ended without a
 * sale (expired, withdrawn or cancelled).
 */
export const MLS_STATUSES: Readonly<Record<ListingStatus, readonly string[]>> = Object.freeze({
  active: ['active'],
  pending: ['pending'],
  failed: ['expired', 'withdrawn', 'cancelled'],
  sold: ['sold'],
});

/** The listing status option of an MLS status (any case); null for a status no option lists. */
export const listingStatusOfMls = (status: string | null | undefined): ListingStatus | null => {
  const s = (status ?? '').trim().toLowerCase();
  for (const [option, list] of Object.entries(MLS_STATUSES)) if (list.includes(s)) return option as ListingStatus;
  return null;
};

/** The comparables filter as asked (001 section 3), every field optional; read by comparables.schema.ts. */
export interface ComparablesFilter {
  readonly distanceFromSubject?: number;
  readonly landUseCode?: number[];
  readonly yearBuiltMin?: number;
  readonly yearBuiltMax?: number;
  readonly squareFeetMin?: number;
  readonly squareFeetMax?: number;
  readonly bedroomsMin?: number;
  readonly bedroomsMax?: number;
  readonly bathroomsMin?: number;
  readonly bathroomsMax?: number;
  readonly lotSquareFeetMin?: number;
  readonly lotSquareFeetMax?: number;
  readonly lastSaleDateMin?: string;
  readonly lastSaleDateMax?: string;
  readonly lastSaleDateInterval?: number;
  readonly subdivision?: string;
  readonly listingStatus?: ListingStatus;
  readonly saleSituation?: SaleSituation;
  readonly propertyClassCode?: PropertyClassCode;
  readonly multiParcel?: boolean;
}

/** The filter with the defaults applied (001 section 9): distance, listing status and multiParcel always set. */
export interface ResolvedComparablesFilter extends ComparablesFilter {
  readonly distanceFromSubject: number;
  readonly listingStatus: ListingStatus;
  readonly multiParcel: boolean;
}

/** The subject of a comparables search: the property the report is about. */
export interface ComparablesSubject {
  readonly propertyId: number;
  readonly latitude: number;
  readonly longitude: number;
  readonly squareFeet: number | null;
}

/** The last recorded sale of a comparable, as the sale situation and multiParcel read it. */
export interface LastSaleFacts {
  readonly armsLength: boolean;
  readonly cash: boolean;
  readonly documentType: string;
  /** The sale's document number is also recorded as a sale of another parcel. */
  readonly multiParcel: boolean;
}

/** The facts of a candidate comparable the filter reads (money in cents). */
export interface ComparableFacts {
  readonly id: number;
  readonly latitude: number;
  readonly longitude: number;
  readonly landUseCode: number;
  readonly propertyClass: string;
  readonly subdivision: string | null;
  readonly yearBuilt: number | null;
  readonly squareFeet: number | null;
  readonly bedrooms: number | null;
  readonly bathrooms: number | null;
  readonly lotSquareFeet: number | null;
  /** `properties.last_sale_date`: the recording date of the latest sale. */
  readonly lastSaleDate: string | null;
  readonly lastSaleAmountCents: number | null;
  readonly estimatedValueCents: number | null;
  /** The listing status option of the property's latest sale listing (by list date, then id); null when never listed. */
  readonly listingStatus: ListingStatus | null;
  /** The sale transaction on the last-sale date (the latest by id); null when none is recorded. */
  readonly lastSale: LastSaleFacts | null;
}

type Pair = readonly [number | undefined, number | undefined];

/**
 * Applies the comparables defaults (001 section 9) to a filter, against the subject and the as-of
 * date (the day the records describe: "today" for property rules):
 * - distanceFromSubject: 0.5 mile when absent;
 * - square feet: when neither bound is given, ±20 % of the subject's size (minimum 0); a subject of
 *   unknown size leaves them open; one bound given keeps the pair as given;
 * - last sale: a lastSaleDateInterval (months) wins over min/max and ends at the as-of date; else the
 *   given bounds; when neither is given and the listing status is Sold, within 12 months of the as-of
 *   date. (Active, pending and failed listings are current: no last-sale window unless asked.)
 * - listingStatus: Sold when absent; multiParcel: false when absent.
 */
export const resolveComparablesFilter = (
  filter: ComparablesFilter,
  subject: Pick<ComparablesSubject, 'squareFeet'>,
  asOf: string,
): ResolvedComparablesFilter => {
  const defaults = comparablesDefaultFilter(subject.squareFeet, asOf);
  const listingStatus = filter.listingStatus ?? 'sold';
  const out: Record<string, unknown> = { ...filter };
  out.distanceFromSubject = filter.distanceFromSubject ?? defaults.distanceFromSubject;
  out.listingStatus = listingStatus;
  out.multiParcel = filter.multiParcel ?? false;
  if (filter.squareFeetMin === undefined && filter.squareFeetMax === undefined) {
    if (defaults.squareFeetMin !== undefined) out.squareFeetMin = defaults.squareFeetMin;
    if (defaults.squareFeetMax !== undefined) out.squareFeetMax = defaults.squareFeetMax;
  }
  const interval =
    filter.lastSaleDateInterval === undefined ? null : lastSaleIntervalRange(filter.lastSaleDateInterval, asOf);
  if (interval !== null) {
    out.lastSaleDateMin = interval.min;
    out.lastSaleDateMax = interval.max;
  } else if (filter.lastSaleDateMin === undefined && filter.lastSaleDateMax === undefined && listingStatus === 'sold') {
    if (defaults.lastSaleDateMin !== undefined) out.lastSaleDateMin = defaults.lastSaleDateMin;
    if (defaults.lastSaleDateMax !== undefined) out.lastSaleDateMax = defaults.lastSaleDateMax;
  }
  return out as unknown as ResolvedComparablesFilter;
};

const inRange = (v: number | null, [min, max]: Pair): boolean => {
  if (min === undefined && max === undefined) return true;
  if (v === null) return false;
  return (min === undefined || v >= min) && (max === undefined || v <= max);
};

const situationHolds = (sale: LastSaleFacts, situation: SaleSituation): boolean => {
  switch (situation) {
    case 'armsLength':
      return sale.armsLength;
    case 'nonArmsLength':
      return !sale.armsLength;
    case 'cash':
      return sale.cash;
    case 'foreclosure':
      return isForeclosureDeed(sale.documentType);
  }
};

/** Whether a deed type is a foreclosure sale ({@link FORECLOSURE_DEED_TYPES}). */
export const isForeclosureDeed = (documentType: string): boolean =>
  FORECLOSURE_DEED_TYPES.some((t) => t.toLowerCase() === documentType.trim().toLowerCase());

/**
 * Whether a candidate is a comparable of the subject under a resolved filter (001 section 3). The
 * subject itself never is. A bound on a fact the candidate lacks (no year built, no last sale, ...)
 * excludes it. Meanings:
 * - distanceFromSubject: great-circle distance ({@link milesBetween}) at most this many miles;
 * - landUseCode: the land-use code is one of the list; min/max pairs: inclusive bounds;
 * - lastSaleDateMin/Max: the last-sale date (`properties.last_sale_date`) inside, inclusive;
 * - subdivision: equal, ignoring case and surrounding spaces;
 * - listingStatus: Sold = a recorded sale (a last-sale date; the last-sale window bounds it);
 *   Active, Pending, Failed = the status of the property's latest sale listing (failed: expired,
 *   withdrawn or cancelled, {@link MLS_STATUSES});
 * - saleSituation: the last recorded sale is of that situation ({@link SALE_SITUATIONS});
 * - propertyClassCode: the assessor's class reads as that code ({@link propertyClassCodeOf});
 * - multiParcel: false excludes a property whose last sale's document number is recorded on more
 *   than one parcel; true includes such sales too.
 */
export const matchesComparablesFilter = (
  subject: ComparablesSubject,
  c: ComparableFacts,
  f: ResolvedComparablesFilter,
): boolean => {
  if (c.id === subject.propertyId) return false;
  if (milesBetween(subject.latitude, subject.longitude, c.latitude, c.longitude) > f.distanceFromSubject) return false;
  if (f.landUseCode !== undefined && f.landUseCode.length > 0 && !f.landUseCode.includes(c.landUseCode)) return false;
  if (!inRange(c.yearBuilt, [f.yearBuiltMin, f.yearBuiltMax])) return false;
  if (!inRange(c.squareFeet, [f.squareFeetMin, f.squareFeetMax])) return false;
  if (!inRange(c.bedrooms, [f.bedroomsMin, f.bedroomsMax])) return false;
  if (!inRange(c.bathrooms, [f.bathroomsMin, f.bathroomsMax])) return false;
  if (!inRange(c.lotSquareFeet, [f.lotSquareFeetMin, f.lotSquareFeetMax])) return false;
  if (f.lastSaleDateMin !== undefined || f.lastSaleDateMax !== undefined) {
    if (c.lastSaleDate === null) return false;
    if (f.lastSaleDateMin !== undefined && compareIsoDates(c.lastSaleDate, f.lastSaleDateMin) < 0) return false;
    if (f.lastSaleDateMax !== undefined && compareIsoDates(c.lastSaleDate, f.lastSaleDateMax) > 0) return false;
  }
  if (f.subdivision !== undefined && (c.subdivision ?? '').trim().toLowerCase() !== f.subdivision.trim().toLowerCase())
    return false;
  if (f.listingStatus === 'sold' ? c.lastSaleDate === null : c.listingStatus !== f.listingStatus) return false;
  if (f.saleSituation !== undefined && (c.lastSale === null || !situationHolds(c.lastSale, f.saleSituation)))
    return false;
  if (f.propertyClassCode !== undefined && propertyClassCodeOf(c.propertyClass) !== f.propertyClassCode) return false;
  if (!f.multiParcel && c.lastSale?.multiParcel === true) return false;
  return true;
};

/** The sums behind the comparables averages (money in cents). */
export interface ComparablesSums {
  readonly saleCount: number;
  readonly saleCentsSum: number;
  readonly pricePerSqFtCount: number;
  /** Sum over the comparables with both of lastSaleAmountCents / squareFeet (cents per square foot). */
  readonly pricePerSqFtCentsSum: number;
  readonly estimatedCount: number;
  readonly estimatedCentsSum: number;
}

/** The averages of a comparables result (001 section 3), in dollars; null when nothing to average. */
export interface ComparablesAverages {
  readonly averageSalePrice: number | null;
  readonly averagePricePerSqFt: number | null;
  readonly averageEstimatedValue: number | null;
}

/** Cents (any real number) to dollars rounded to whole cents: the one rounding of money on these wires. */
export const centsToDollars = (cents: number): number => Math.round(cents) / 100;

/** A comparable's price per square foot in cents, or null without a sale amount or a positive size. */
export const pricePerSqFtCents = (c: Pick<ComparableFacts, 'lastSaleAmountCents' | 'squareFeet'>): number | null =>
  c.lastSaleAmountCents !== null && c.squareFeet !== null && c.squareFeet > 0
    ? c.lastSaleAmountCents / c.squareFeet
    : null;

/** Adds up the comparables for the averages (see {@link comparablesAverages}). */
const comparablesSums = (
  list: readonly Pick<ComparableFacts, 'lastSaleAmountCents' | 'squareFeet' | 'estimatedValueCents'>[],
): ComparablesSums => {
  let saleCount = 0;
  let saleCentsSum = 0;
  let pricePerSqFtCount = 0;
  let pricePerSqFtCentsSum = 0;
  let estimatedCount = 0;
  let estimatedCentsSum = 0;
  for (const c of list) {
    if (c.lastSaleAmountCents !== null) {
      saleCount += 1;
      saleCentsSum += c.lastSaleAmountCents;
    }
    const ppsf = pricePerSqFtCents(c);
    if (ppsf !== null) {
      pricePerSqFtCount += 1;
      pricePerSqFtCentsSum += ppsf;
    }
    if (c.estimatedValueCents !== null) {
      estimatedCount += 1;
      estimatedCentsSum += c.estimatedValueCents;
    }
  }
  return { saleCount, saleCentsSum, pricePerSqFtCount, pricePerSqFtCentsSum, estimatedCount, estimatedCentsSum };
};

/** The averages from their sums: each mean in cents, rounded once to whole cents, in dollars. */
export const averagesFromSums = (s: ComparablesSums): ComparablesAverages => ({
  averageSalePrice: s.saleCount > 0 ? centsToDollars(s.saleCentsSum / s.saleCount) : null,
  averagePricePerSqFt: s.pricePerSqFtCount > 0 ? centsToDollars(s.pricePerSqFtCentsSum / s.pricePerSqFtCount) : null,
  averageEstimatedValue: s.estimatedCount > 0 ? centsToDollars(s.estimatedCentsSum / s.estimatedCount) : null,
});

/**
 * The averages of a comparables result (001 section 3: averageSalePrice, averagePricePerSqFt,
 * averageEstimatedValue), over every matching comparable (not one page):
 * - averageSalePrice: the mean last-sale amount of those with one;
 * - averagePricePerSqFt: the mean of each comparable's last-sale amount / square feet, over those
 *   with both (a size of 0 counts as unknown);
 * - averageEstimatedValue: the mean estimated value of those with one.
 * Each is in dollars rounded to whole cents, null when no comparable has the facts.
 */
export const comparablesAverages = (
  list: readonly Pick<ComparableFacts, 'lastSaleAmountCents' | 'squareFeet' | 'estimatedValueCents'>[],
): ComparablesAverages => averagesFromSums(comparablesSums(list));

/** Orders comparables as the result lists them (001 section 3): closest first, then by id. */
export const compareComparables = (
  a: { readonly distance: number; readonly id: number },
  b: { readonly distance: number; readonly id: number },
): number => a.distance - b.distance || a.id - b.id;
