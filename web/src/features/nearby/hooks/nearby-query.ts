import { type NearbyFilters, parseNearbyFiltersJson } from '#core/property/nearby-filters.rules';
import { type NearbyTarget, NearbyTargetSchema } from '#core/property/nearby-search.schema';
import { activeQuickFilter, type QuickFilterId } from '#core/property/quick-filters.rules';

/** What the /nearby query string asks for (001 section 2 "Query inputs"). */
export type NearbyQuery = {
  /** Where to search; null when the URL names no place (then the browser's location is asked). */
  readonly target: NearbyTarget | null;
  /** The filters of filtersJson (invalid JSON gives none), without the quick filter. */
  readonly filters: NearbyFilters;
  /** The active chip: quickFilter, else QuickFilter inside filtersJson, else All Properties. */
  readonly quickFilter: QuickFilterId;
  readonly propertyId: string | null;
  readonly reportId: string | null;
  /** The address the back link names ('Return to {address}'). */
  readonly fullAddress: string | null;
};

const readTarget = (raw: string | null): NearbyTarget | null => {
  if (!raw) return null;
  try {
    const parsed = NearbyTargetSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
};

const readShape = (raw: string | null): NearbyTarget | null => {
  if (!raw) return null;
  try {
    const parsed = NearbyTargetSchema.safeParse({ Geometry: JSON.parse(raw) });
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
};

/**
 * Reads the /nearby query (001 section 2): "If propertyId is given, the subject is that property.
 * Otherwise city, state, zip and street are used"; a `target` (a Target as JSON) or a `shape` (a drawn
 * Geometry as JSON, as a saved search's URL carries it) comes next; "A filtersJson value that is not valid
 * JSON is ignored"; the chip is preset from quickFilter or QuickFilter inside filtersJson.
 */
export const nearbyQueryFrom = (params: URLSearchParams): NearbyQuery => {
  const get = (k: string) => params.get(k)?.trim() || null;
  const propertyId = get('propertyId');
  const { quickFilter: jsonQuick, ...filters } = parseNearbyFiltersJson(params.get('filtersJson'));
  const address = { City: get('city'), State: get('state'), Zip: get('zip'), Street: get('street') };
  const typed = NearbyTargetSchema.safeParse(
    Object.fromEntries(Object.entries(address).filter(([, v]) => v !== null)) as Record<string, string>,
  );
  const target: NearbyTarget | null = propertyId
    ? (NearbyTargetSchema.safeParse({ SubjectPropertyId: propertyId }).data ?? null)
    : (readTarget(get('target')) ??
      readShape(get('shape')) ??
      (address.City || address.Zip ? (typed.success ? typed.data : null) : null));
  return {
    target,
    filters,
    quickFilter: activeQuickFilter(get('quickFilter'), jsonQuick ?? null),
    propertyId,
    reportId: get('reportId'),
    fullAddress: get('fullAddress'),
  };
};

/** The geometry a browser position searches (001 section 2: "the browser's current location is requested"). */
export const pointTarget = (longitude: number, latitude: number): NearbyTarget => ({
  Geometry: { Type: 'point', Points: [[longitude, latitude]] },
});
