import { isoDateToMdy } from '../shell/time.rules.js';

/**
 * Property enumerations and map constants (001 sections 2, 3 and 9; 002 section 9).
 */

/** Property market status (001 section 3): offMarket 0, onMarket 1, sold 2. */
export const MARKET_STATUS = Object.freeze({ offMarket: 0, onMarket: 1, sold: 2 } as const);
/** A market status name. */
export type MarketStatusName = keyof typeof MARKET_STATUS;

/** The land-use groups (001 section 3), in the display order house, townhouse, condo, multi-family, co-op, office, commercial, land, other. */
export const LAND_USE_GROUPS = Object.freeze([
  'house',
  'townHouse',
  'condo',
  'multiFamily',
  'coOp',
  'office',
  'commercial',
  'land',
  'other',
] as const);
/** A land-use group. */
export type LandUseGroup = (typeof LAND_USE_GROUPS)[number];

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

/**
 * Land-use codes per group. The spec fixes townHouse 1002, 1007; condo 1004, 1124, 2052; coOp 1005,
 * 1125. The rest are ours, in the same standardised land-use numbering (1xxx residential, 2xxx
 * commercial, 4xxx land): house 1000 (residential, general), 1001 (single-family), 1003 (cluster
 * home), 1006 (manufactured home); multiFamily 1100 (multi-family, general), 1101 (duplex), 1102
 * (triplex), 1103 (quadruplex), 1110 (apartments, 5+ units); office 2010 (office building), 2011
 * (office park), 2012 (medical office); commercial 2000 (commercial,
 * general), 2001 (retail), 2002 (restaurant), 2003 (hotel/motel), 2004 (warehouse); land 4000
 * (vacant land, general), 4001 (residential lot), 4002 (commercial lot), 4003 (agricultural).
 * `other` lists 9000 (unknown) and also takes every code no group lists.
 */
export const LAND_USE_CODES: Readonly<Record<LandUseGroup, readonly number[]>> = Object.freeze({
  house: [1000, 1001, 1003, 1006],
  townHouse: [1002, 1007],
  condo: [1004, 1124, 2052],
  multiFamily: [1100, 1101, 1102, 1103, 1110],
  coOp: [1005, 1125],
  office: [2010, 2011, 2012],
  commercial: [2000, 2001, 2002, 2003, 2004],
  land: [4000, 4001, 4002, 4003],
  other: [9000],
});

/** The land-use group of a code; a code no group lists (or none) is `other`. */
export const landUseGroupOf = (code: number | null | undefined): LandUseGroup =>
  (LAND_USE_GROUPS as readonly LandUseGroup[]).find((g) => code != null && LAND_USE_CODES[g].includes(code)) ?? 'other';

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
export const MAP_ZOOM = Object.freeze({ default: 18, selected: 20 } as const);
/** The map zoom for a state of selection (001 section 9). */
export const mapZoomFor = (markerSelected: boolean): number => (markerSelected ? MAP_ZOOM.selected : MAP_ZOOM.default);
/** "Marker density thins out above 30, 50 and 70 visible markers" (001 section 9). */
export const MARKER_DENSITY_THRESHOLDS: readonly number[] = Object.freeze([30, 50, 70]);
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
