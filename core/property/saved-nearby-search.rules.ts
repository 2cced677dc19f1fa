import { type NearbyFilters, toWireNearbyFilters } from './nearby-filters.rules.js';
import type { SavedNearbySearchRecord } from './nearby-search.port.js';
import type { SavedNearbySearch } from './nearby-search.schema.js';
import { activeQuickFilter, quickFilterById } from './quick-filters.rules.js';

/** The most nearby searches a member may save (ours). */
export const SAVED_NEARBY_SEARCHES_MAX = 100;
/** Our text when the member already holds that many. */
export const SAVED_NEARBY_SEARCHES_FULL_MESSAGE = `You can save up to ${SAVED_NEARBY_SEARCHES_MAX} nearby searches. Please delete one first.`;

/** The Criteria fields the /nearby link carries (001 section 2 "Query inputs"). */
interface LinkCriteria {
  readonly City?: string;
  readonly State?: string;
  readonly Zip?: string;
  readonly Street?: string;
  readonly Address?: string;
  readonly PropertyId?: string | number | null;
  readonly ReportHistoryId?: string | number | null;
  readonly Target?: unknown;
}

/**
 * The /nearby URL that runs a saved search again (001 section 2 "Query inputs": reportId, propertyId,
 * city, state, zip, street, fullAddress, filtersJson, target, quickFilter); empty values are left out.
 */
export const savedNearbySearchUrl = (filters: NearbyFilters, c: LinkCriteria): string => {
  const q: string[] = [];
  const set = (k: string, v: string) => q.push(`${k}=${encodeURIComponent(v)}`);
  const put = (k: string, v: unknown) => {
    if (v !== undefined && v !== null && String(v).trim() !== '') set(k, String(v));
  };
  put('reportId', c.ReportHistoryId);
  put('propertyId', c.PropertyId);
  put('city', c.City);
  put('state', c.State);
  put('zip', c.Zip);
  put('street', c.Street);
  put('fullAddress', c.Address);
  if (c.Target !== undefined && c.Target !== null) set('target', JSON.stringify(c.Target));
  const wire = toWireNearbyFilters(filters);
  if (Object.keys(wire).length > 0) set('filtersJson', JSON.stringify(wire));
  set('quickFilter', activeQuickFilter(filters.quickFilter));
  return `/nearby?${q.join('&')}`;
};

/** The one-line title of a saved search: the address (or 'Drawn area'), with the quick filter's label. */
export const savedNearbySearchTitle = (filters: NearbyFilters, c: LinkCriteria): string => {
  const target = c.Target as Record<string, unknown> | null | undefined;
  const place =
    c.Address?.trim() ||
    (target && 'Geometry' in target
      ? 'Drawn area'
      : [c.Street, c.City, c.State, c.Zip].filter((s) => s?.trim()).join(', ')) ||
    'Drawn area';
  return `${place} · ${quickFilterById(activeQuickFilter(filters.quickFilter)).label}`;
};

/** A stored search as the dashboard lists it (001 section 3 "Saved search history item"). */
export const savedNearbySearchItem = (r: SavedNearbySearchRecord): SavedNearbySearch => ({
  id: r.id,
  searchCriteriaJson: JSON.stringify({ ...r.criteria, Filters: r.filters, isNearbySearch: true }),
  searchTypeEnumTitle: 'Nearby',
  searchUrl: r.searchUrl,
  title: r.title,
  insertDate: r.createdAt.toISOString(),
  lastAlertAt: r.lastAlertAt === null ? null : r.lastAlertAt.toISOString(),
});
