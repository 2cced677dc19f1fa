import { z } from 'zod';
import { LAND_USE_CODE_MESSAGE, PropertyIdSchema } from './comparables.schema.js';
import type { NearbyCard } from './nearby-card.rules.js';
import {
  DEFAULT_NEARBY_RADIUS_MILES,
  landUseCodesInRange,
  type NearbyFilters,
  readNearbyFilters,
} from './nearby-filters.rules.js';
import { NEARBY_SORT_OPTIONS } from './property-enums.rules.js';
import type { QuickFilterId } from './quick-filters.rules.js';
import { NEARBY_PAGE_SIZE } from './saved-properties.rules.js';

/**
 * The nearby search on the wire (001 sections 3 and 7 "search nearby", "save nearby search";
 * docs/decisions/0067): `{ Target, Filter, Sort, Pagination: { Page, Limit } }`. The browser and the
 * server read every body with these schemas.
 */

/** Our text for a search without a place to search. */
export const NEARBY_TARGET_MESSAGE = 'Please choose an address, a property or an area on the map';
/** Our text for a drawn shape the search cannot use. */
export const NEARBY_GEOMETRY_MESSAGE = 'Please draw the area again: the shape is not valid';
/** Our text for a page out of range. */
const NEARBY_PAGE_MESSAGE = 'Please choose a valid page';

/** The widest a drawn shape or a radius may reach, miles (bounds what one request costs). */
export const NEARBY_MAX_SPAN_MILES = 10;
/** Our text for a shape or radius larger than a search may cover. */
export const NEARBY_AREA_MESSAGE = `Please choose a smaller area (at most ${NEARBY_MAX_SPAN_MILES} miles across)`;
/** The most vertices a drawn polygon may have. */
const NEARBY_MAX_POLYGON_POINTS = 200;
/** The deepest page of a nearby search. */
const NEARBY_MAX_PAGE = 1000;

/** A [longitude, latitude] pair (001 section 3: "Points as lng/lat pairs"). */
const LngLatSchema = z.tuple([z.number().min(-180).max(180), z.number().min(-90).max(90)], {
  error: NEARBY_GEOMETRY_MESSAGE,
});
export type LngLat = z.output<typeof LngLatSchema>;

/**
 * A drawn or pointed area (001 section 3 "Search target"): `circle` is its centre and a point on its edge;
 * `rectangle` two opposite corners (or all four); `polygon` at least 3 vertices (closed implicitly);
 * `Point` one point, searched with the filter's DistanceFromSubject radius. `Type` is read case-insensitively.
 */
const NearbyGeometrySchema = z
  .object({
    Type: z
      .string({ error: NEARBY_GEOMETRY_MESSAGE })
      .transform((t) => t.trim().toLowerCase())
      .pipe(z.enum(['circle', 'rectangle', 'polygon', 'point'], { error: NEARBY_GEOMETRY_MESSAGE })),
    Points: z.array(LngLatSchema, { error: NEARBY_GEOMETRY_MESSAGE }).min(1).max(NEARBY_MAX_POLYGON_POINTS),
  })
  .refine(
    (g) =>
      g.Type === 'point'
        ? g.Points.length === 1
        : g.Type === 'circle'
          ? g.Points.length === 2
          : g.Type === 'rectangle'
            ? g.Points.length === 2 || g.Points.length >= 4
            : g.Points.length >= 3,
    NEARBY_GEOMETRY_MESSAGE,
  );
export type NearbyGeometry = z.output<typeof NearbyGeometrySchema>;

const text = (max: number) => z.string().trim().max(max).optional();

/** The Target (001 section 3): a subject property, a typed address (City/State/Zip/Street), or a Geometry. */
export const NearbyTargetSchema = z.union(
  [
    z.object({ SubjectPropertyId: PropertyIdSchema }),
    z.object({ Geometry: NearbyGeometrySchema }),
    z
      .object({ City: text(60), State: text(2), Zip: text(10), Street: text(120) })
      .refine((a) => Boolean(a.Zip || (a.City && a.State)), NEARBY_TARGET_MESSAGE),
  ],
  { error: NEARBY_TARGET_MESSAGE },
);
export type NearbyTarget = z.output<typeof NearbyTargetSchema>;

/** The sort option ids (001 section 9), `newest` the default. */
const NEARBY_SORT_IDS = NEARBY_SORT_OPTIONS.map((o) => o.id) as [string, ...string[]];

/** The Filter (001 section 3 "Nearby filters", capitalised on the wire), read with `readNearbyFilters`. */
const NearbyFilterSchema = z
  .unknown()
  .transform((raw): NearbyFilters => readNearbyFilters(raw))
  .refine((f) => landUseCodesInRange(f.landUseCode), { message: LAND_USE_CODE_MESSAGE, path: ['LandUseCode'] })
  .transform((f): NearbyFilters => ({ distanceFromSubject: DEFAULT_NEARBY_RADIUS_MILES, ...f }));

/**
 * POST /dashboard/api/nearby/search (001 section 7): `{ Target, Filter, Sort, Pagination: { Page, Limit } }`.
 * Sort is a sort option id (001 section 9; default `newest`); the page size is 50 (001 section 9).
 */
export const NearbySearchInput = z.object({
  Target: NearbyTargetSchema,
  Filter: NearbyFilterSchema.prefault({}),
  Sort: z.enum(NEARBY_SORT_IDS).default('newest'),
  Pagination: z
    .object({
      Page: z.coerce.number({ error: NEARBY_PAGE_MESSAGE }).int().min(1).max(NEARBY_MAX_PAGE).default(1),
      Limit: z.coerce
        .number({ error: NEARBY_PAGE_MESSAGE })
        .int()
        .min(1)
        .max(NEARBY_PAGE_SIZE)
        .default(NEARBY_PAGE_SIZE),
    })
    .default({ Page: 1, Limit: NEARBY_PAGE_SIZE }),
});

/** POST /dashboard/api/nearby/quick-filter-counts: the chip counts for `{ Target, Filter }` (the quick filter itself ignored). */
export const NearbyCountsInput = z.object({ Target: NearbyTargetSchema, Filter: NearbyFilterSchema.prefault({}) });

/** A search result card: the nearby card of 001 section 3 with its map marker and asking price. */
export interface NearbySearchCard extends NearbyCard {
  /** 001 section 3 "marker (with href)": where the marker stands and the report it opens. */
  readonly marker: { readonly latitude: number; readonly longitude: number; readonly href: string };
  /** The asking price of the current listing, dollars; null off market. */
  readonly listingAmount: number | null;
  readonly lotSquareFeet: number | null;
}

/** Where the search looked: the centre the distances are measured from, and the subject when there is one. */
export interface NearbySearchArea {
  readonly center: { readonly latitude: number; readonly longitude: number };
  /** Miles, for a radius search; null for a drawn rectangle or polygon. */
  readonly radiusMiles: number | null;
  readonly subject: {
    readonly id: number;
    readonly streetAddress: string;
    readonly latitude: number;
    readonly longitude: number;
  } | null;
  /** The typed address as the search read it (a Target of City/State/Zip/Street), else null. */
  readonly address: string | null;
}

/** The reply (001 section 3 "Nearby response"): `{ success, response: { properties, pagination }, promptUpgrade }`. */
export interface NearbySearchResponse {
  readonly properties: readonly NearbySearchCard[];
  readonly pagination: {
    readonly page: number;
    readonly pages: number;
    readonly limit: number;
    readonly total: number;
  };
  readonly area: NearbySearchArea;
  /** The quick filter applied (exactly one, 001 section 4). */
  readonly quickFilter: QuickFilterId;
  /**
   * True when the filtered search failed and was run again with only the target, the quick filter and
   * the distance ("a failed search is retried once without the extra filters", 001 section 4).
   */
  readonly retriedWithoutFilters?: boolean;
}

/** The chip counts: how many properties of the target (with the other filters) each quick filter keeps. */
export interface NearbyCountsResponse {
  readonly counts: Readonly<Record<QuickFilterId, number>>;
}

/**
 * POST /dashboard/api/nearby/saved-searches (001 sections 3 and 7): `{ Filters, Criteria }`; Criteria as
 * `savedSearchCriteria` builds it (core/property/saved-search.rules.ts), Target included.
 */
export const SaveNearbySearchInput = z.object({
  Filters: NearbyFilterSchema.prefault({}),
  Criteria: z.object({
    State: z.string().trim().max(2).default(''),
    City: z.string().trim().max(60).default(''),
    HouseNumber: z.string().trim().max(20).default(''),
    Street: z.string().trim().max(120).default(''),
    Unit: z.string().trim().max(20).default(''),
    Pre: z.string().trim().max(4).default(''),
    Post: z.string().trim().max(4).default(''),
    Zip: z.string().trim().max(10).default(''),
    Address: z.string().trim().max(300).default(''),
    ReportHistoryId: z
      .union([z.string().max(20), z.number()])
      .nullable()
      .default(null),
    PropertyId: z
      .union([z.string().max(20), z.number()])
      .nullable()
      .default(null),
    Target: NearbyTargetSchema,
  }),
});

/** A saved nearby search as the dashboard lists it (001 section 3 "Saved search history item"). */
export interface SavedNearbySearch {
  readonly id: string;
  /** The criteria and filters as JSON text (searchCriteriaJson). */
  readonly searchCriteriaJson: string;
  readonly searchTypeEnumTitle: 'Nearby';
  /** The /nearby URL that runs the search again. */
  readonly searchUrl: string;
  /** A one-line description: the address or 'Drawn area', with the quick filter. */
  readonly title: string;
  readonly insertDate: string;
  /** When the alert job last ran it, and how many new properties its last alert named. */
  readonly lastAlertAt: string | null;
}
