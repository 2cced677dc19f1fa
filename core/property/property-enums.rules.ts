import { type LandUseGroup, MARKET_STATUS } from '../records/property-codes.rules.js';
import { isoDateToMdy } from '../shell/time.rules.js';

/**
 * Property enumerations and map constants (001 sections 2, 3 and 9; 002 section 9). The records' own codes
 * (market status, land-use groups) are core/records/property-codes.rules.ts.
 */

/** Display labels of the land-use groups (001 section 9 "Property types"). */
export const LAND_USE_LABEL: Readonly<Record<LandUseGroup, string>> = Object.freeze({
  house: 'House',
  townHouse: 'Townhouse',
  condo: 'Condo',
  multiFamily: 'Multi-Family',
  coOp: 'Co-Op',
  office: 'Office',
  commercial: 'Commercial',
  land: 'Land',
  other: 'Other',
});

/** Listing status options (001 section 9): Active, Pending/Contingent, Failed/Expired, Sold. */
export const LISTING_STATUS_OPTIONS = Object.freeze([
  { value: 'active', label: 'Active' },
  { value: 'pending', label: 'Pending/Contingent' },
  { value: 'failed', label: 'Failed/Expired' },
  { value: 'sold', label: 'Sold' },
] as const);
/** A listing status value. */
export type ListingStatus = (typeof LISTING_STATUS_OPTIONS)[number]['value'];

/** A nearby sort option (001 section 9). */
export type NearbySortOption = {
  readonly id: string;
  readonly label: string;
  readonly field: string;
  readonly desc: boolean;
};

/**
 * Sort options (001 section 9): Newest (daysOnMarket ascending, the default), Highest Price, Lowest
 * Price, Distance, Square Feet, Lot Size, Beds, Baths. The spec says "All except Newest are
 * descending"; we follow it except for Lowest Price, which sorts the price ascending: a descending
 * Lowest Price would list the highest price first, the same as Highest Price, against its own label.
 * The price field is the listing amount (the asking price of properties on the market).
 */
export const NEARBY_SORT_OPTIONS: readonly NearbySortOption[] = Object.freeze([
  { id: 'newest', label: 'Newest', field: 'daysOnMarket', desc: false },
  { id: 'highestPrice', label: 'Highest Price', field: 'listingAmount', desc: true },
  { id: 'lowestPrice', label: 'Lowest Price', field: 'listingAmount', desc: false },
  { id: 'distance', label: 'Distance', field: 'distanceFromSubject', desc: true },
  { id: 'squareFeet', label: 'Square Feet', field: 'squareFeet', desc: true },
  { id: 'lotSize', label: 'Lot Size', field: 'lotSquareFeet', desc: true },
  { id: 'beds', label: 'Beds', field: 'bedrooms', desc: true },
  { id: 'baths', label: 'Baths', field: 'bathrooms', desc: true },
]);

/** The default nearby sort (001 section 9): daysOnMarket ascending. */
export const DEFAULT_NEARBY_SORT: NearbySortOption = NEARBY_SORT_OPTIONS[0] as NearbySortOption;

/** The status pill of a nearby card (001 section 2). */
export type StatusPill = { readonly text: string; readonly color: 'green' | 'blue' };

/**
 * The status pill (001 section 2): "'N DAYS ON MARKET' (green) or 'SOLD {date}' (blue)". On market
 * shows the days (the spec's text as written, "DAYS" also for 1; a missing count reads 0); sold
 * shows the last sale date as MM/DD/YYYY ("SOLD" alone when the date is unknown); off market shows
 * no pill.
 */
export const propertyStatusPill = (p: {
  readonly marketStatus: number;
  readonly daysOnMarket?: number | null;
  readonly lastSaleDate?: string | null;
}): StatusPill | null => {
  if (p.marketStatus === MARKET_STATUS.onMarket) {
    return { text: `${Math.max(0, Math.floor(p.daysOnMarket ?? 0))} DAYS ON MARKET`, color: 'green' };
  }
  if (p.marketStatus === MARKET_STATUS.sold) {
    const date = p.lastSaleDate ? isoDateToMdy(p.lastSaleDate) : null;
    return { text: date ? `SOLD ${date}` : 'SOLD', color: 'blue' };
  }
  return null;
};

/** Map zoom (001 section 9): 18, up to 20 when a marker is selected. */
const MAP_ZOOM = Object.freeze({ default: 18, selected: 20 } as const);
/** The map zoom for a state of selection (001 section 9). */
export const mapZoomFor = (markerSelected: boolean): number => (markerSelected ? MAP_ZOOM.selected : MAP_ZOOM.default);
/** "Marker density thins out above 30, 50 and 70 visible markers" (001 section 9). */
const MARKER_DENSITY_THRESHOLDS: readonly number[] = Object.freeze([30, 50, 70]);
/** Map height on mobile (001 section 9): 500 px. */
export const MAP_MOBILE_HEIGHT_PX = 500;

/**
 * Marker thinning (001 section 9). Our rule: the density level is how many thresholds the visible
 * marker count is above (0 up to 30, 1 for 31-50, 2 for 51-70, 3 above 70), and every
 * (level + 1)-th marker is drawn (all, every 2nd, every 3rd, every 4th). The selected and subject
 * markers are always drawn by the map itself.
 */
export const markerDensityLevel = (visibleMarkers: number): number =>
  MARKER_DENSITY_THRESHOLDS.filter((t) => visibleMarkers > t).length;

/** Whether the marker at an index is drawn at the density of the visible count ({@link markerDensityLevel}). */
export const isMarkerDrawn = (index: number, visibleMarkers: number): boolean =>
  index % (markerDensityLevel(visibleMarkers) + 1) === 0;
