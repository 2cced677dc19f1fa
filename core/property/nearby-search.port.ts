import type { RecordsAddressLine } from '../records/normalize.rules.js';
import type { NearbyFilters } from './nearby-filters.rules.js';
import type { NearbyPropertyFacts } from './nearby-properties.port.js';
import type { NearbyArea } from './nearby-search.rules.js';
import type { NearbySortOption } from './property-enums.rules.js';
import type { QuickFilterId } from './quick-filters.rules.js';

/**
 * The nearby search over the records (001 sections 2, 3, 4 and 9; docs/decisions/0067). Adapters:
 * PgNearbySearch (the `property_search` table of migration 0067, GiST on the point) and
 * InMemoryNearbySearch; one contract suite (tests/adapters/property/nearby-search.contract.test.ts).
 */

/** One result: the nearby card facts plus where it stands, its asking price and its lot. */
export interface NearbySearchFacts extends NearbyPropertyFacts {
  readonly latitude: number;
  readonly longitude: number;
  /** Asking price of the latest open listing, cents; null off market. */
  readonly listingAmountCents: number | null;
  readonly lotSquareFeet: number | null;
}

/** What every query of the search reads: the area, the subject to leave out, the Filter fields. */
export interface NearbyScope {
  readonly area: NearbyArea;
  /** The subject property, never among the results; null without one. */
  readonly excludeId: number | null;
  /** The Filter fields (quickFilter and distanceFromSubject are not read here); a last-sale interval already turned into dates. */
  readonly filters: NearbyFilters;
}

/** A page of the search. */
export interface NearbySearchQuery extends NearbyScope {
  readonly quickFilter: QuickFilterId;
  readonly sort: NearbySortOption;
  readonly offset: number;
  readonly limit: number;
  /** Whose saved marks to read (null: none). */
  readonly viewerId: string | null;
}

/** A subject property: where it stands and its address line. */
export interface NearbySubject extends RecordsAddressLine {
  readonly id: number;
  readonly latitude: number;
  readonly longitude: number;
}

/** The nearby search port. */
export interface NearbySearch {
  /** The day the loaded records describe (app_meta records_as_of), null when unknown. */
  asOf(): Promise<string | null>;
  /** A property of the records, null when unknown. */
  subject(id: number): Promise<NearbySubject | null>;
  /**
   * Geocodes a typed address with our own address index (the addresses' latitude/longitude): the
   * mean point of the addresses whose street line starts with `street` in the ZIP (or city and
   * state); without such a street (or none typed), the centroid of the ZIP, else of the city. null
   * when nothing is known there.
   */
  geocode(a: {
    readonly city?: string | undefined;
    readonly state?: string | undefined;
    readonly zip?: string | undefined;
    readonly street?: string | undefined;
  }): Promise<{ readonly latitude: number; readonly longitude: number } | null>;
  /** The properties inside the area that pass the filters and the quick filter, sorted (nulls last, then id); their total. */
  search(q: NearbySearchQuery): Promise<{ readonly total: number; readonly properties: readonly NearbySearchFacts[] }>;
  /** For each quick filter, how many properties inside the area pass the filters and it (one statement). */
  counts(q: NearbyScope): Promise<Record<QuickFilterId, number>>;
  /** The ids of every match of a search (ascending), for the saved-search alerts. */
  matchingIds(q: NearbyScope & { readonly quickFilter: QuickFilterId }): Promise<readonly number[]>;
}

/** A saved nearby search as stored (001 sections 3 and 7). */
export interface SavedNearbySearchRecord {
  readonly id: string;
  readonly userId: string;
  /** The Filters as saved (read with readNearbyFilters). */
  readonly filters: Record<string, unknown>;
  /** The Criteria as saved, Target included. */
  readonly criteria: Record<string, unknown>;
  readonly title: string;
  readonly searchUrl: string;
  readonly createdAt: Date;
  /** What it matched at the last alert run; null before the first run. */
  readonly matchedIds: readonly number[] | null;
  readonly lastAlertAt: Date | null;
}

/** The saved nearby searches of the members (PgSavedNearbySearches, InMemorySavedNearbySearches). */
export interface SavedNearbySearches {
  /** Stores one unless the user already holds `max` (then null); atomic per user. */
  add(
    userId: string,
    s: Pick<SavedNearbySearchRecord, 'filters' | 'criteria' | 'title' | 'searchUrl'>,
    max: number,
  ): Promise<SavedNearbySearchRecord | null>;
  /** The user's searches, newest first. */
  list(userId: string): Promise<readonly SavedNearbySearchRecord[]>;
  /** Deletes the user's search; false when the user holds none with that id. */
  remove(userId: string, id: string): Promise<boolean>;
  /** Every saved search with its owner's e-mail address, oldest first (the alert job). */
  all(): Promise<readonly (SavedNearbySearchRecord & { readonly email: string })[]>;
  /**
   * Records an alert run, what the search matched and when, if no other run was recorded since
   * `previousRunAt` (the run this one read): a compare-and-set, so when several server instances run
   * the alerts at once exactly one records each search, and only that one mails. False when another won.
   */
  recordRun(id: string, previousRunAt: Date | null, matchedIds: readonly number[], at: Date): Promise<boolean>;
}
