import type { RateLimiter } from '../accounts/rate-limiter.port.js';
import type { Clock } from '../shared/clock.port.js';
import type {
  ComparableFacts,
  ComparablesAverages,
  ComparablesSubject,
  ResolvedComparablesFilter,
} from './comparables.rules.js';
import type { MarketListingRow, MarketSaleRow } from './market.rules.js';
import type { PropertyAccess } from './property-access.port.js';

/** The subject of the market tools: its location, size and ZIP. */
export interface MarketSubject extends ComparablesSubject {
  readonly zip: string;
}

/** Where a market figure comes from (a `sources` row: the county recorder, the MLS, ...). */
export interface MarketSource {
  readonly name: string;
  readonly kind: string;
  readonly jurisdiction: string | null;
}

/** One comparable as the result lists it: its facts, its distance and what the card shows. */
export interface ComparableRow extends ComparableFacts {
  /** Miles from the subject (great circle, core/property/geo-distance.rules.ts). */
  readonly distance: number;
  readonly houseNumber: string | null;
  readonly preDir: string | null;
  readonly streetName: string;
  readonly streetSuffix: string | null;
  readonly postDir: string | null;
  readonly unitType: string | null;
  readonly unit: string | null;
  readonly city: string;
  readonly state: string;
  readonly zip: string;
  readonly landUseGroup: string;
  /** The first photo (lowest seq) of the property's latest listing with photos; null when none. */
  readonly photoUrl: string | null;
}

/** A comparables query: the subject, the resolved filter and the page wanted. */
export interface ComparablesQuery {
  readonly subject: ComparablesSubject;
  readonly filter: ResolvedComparablesFilter;
  readonly offset: number;
  readonly limit: number;
}

/** The answer: every match counted and averaged, one page listed. */
export interface ComparablesResult {
  /** How many properties match (all pages). */
  readonly total: number;
  /** The averages over every match (core `comparablesAverages`). */
  readonly averages: ComparablesAverages;
  /** The page: matches sorted by distance, then id, from `offset`, at most `limit`. */
  readonly rows: ComparableRow[];
}

/**
 * The market facts of the record tables (001 sections 3 and 7: comparables, trends, demand).
 * Adapters: PgPropertyMarket (SQL) and InMemoryPropertyMarket (over the record tables, with the core
 * predicate). A match is exactly what `matchesComparablesFilter` accepts.
 */
export interface PropertyMarket {
  /** The subject's facts; null for an unknown property. */
  subject(propertyId: number): Promise<MarketSubject | null>;
  /** The day the loaded records describe (`app_meta.records_as_of`), or null when unknown. */
  asOf(): Promise<string | null>;
  /** The comparables of a subject under a resolved filter. */
  comparables(query: ComparablesQuery): Promise<ComparablesResult>;
  /** The recorded sales with an amount above 0 of a ZIP, recording date in [from, before). */
  sales(zip: string, from: string, before: string): Promise<MarketSaleRow[]>;
  /**
   * The sale listings of a ZIP that matter to the months [from, before): listed before `before` and
   * not closed (sold, expired, withdrawn, cancelled) before `from`.
   */
  listings(zip: string, from: string, before: string): Promise<MarketListingRow[]>;
  /** A source by id; null when unknown. */
  source(id: number): Promise<MarketSource | null>;
}

/** What the market use cases take: who may use the tools, the clock and the market facts. */
export interface MarketDeps {
  readonly access: PropertyAccess;
  readonly clock: Clock;
  /** The shared counters of the tools' limits (`PROPERTY_TOOL_LIMITS`); none: unlimited. */
  readonly limiter?: RateLimiter;
  readonly market: PropertyMarket;
}
