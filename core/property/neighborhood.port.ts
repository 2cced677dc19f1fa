import type { RateLimiter } from '../accounts/rate-limiter.port.js';
import type { Clock } from '../shared/clock.port.js';
import type { SchoolLevel, WalkabilityFacts, WatchFilingKind } from './neighborhood.rules.js';
import type { PropertyAccess } from './property-access.port.js';

/** Where a fact came from (a row of the records' `sources`). */
export interface NeighborhoodSource {
  readonly name: string;
  readonly kind: string;
  readonly jurisdiction: string | null;
}

/** The property the neighbourhood is asked about. */
export interface NeighborhoodSubject {
  readonly propertyId: number;
  readonly addressId: number;
  readonly latitude: number;
  readonly longitude: number;
}

/** A school and its great-circle distance from the subject (miles, unrounded). */
export interface SchoolFact {
  readonly id: number;
  readonly name: string;
  readonly level: SchoolLevel;
  readonly grades: string;
  readonly miles: number;
  readonly rating: number;
  readonly enrollment: number;
  readonly studentTeacherRatio: number;
  readonly source: NeighborhoodSource;
  readonly recordedAt: string;
}

/** A person who moved in near the subject: preview-level facts only (no street address, phone or e-mail). */
export interface NeighborFact {
  readonly personId: number;
  readonly firstName: string;
  readonly middleName: string | null;
  readonly lastName: string;
  readonly birthDate: string | null;
  /** The move-in day (person_addresses.from_date). */
  readonly movedIn: string;
  readonly miles: number;
  readonly city: string;
  readonly state: string;
  readonly source: NeighborhoodSource;
  readonly recordedAt: string;
}

/** A filing recorded near the subject: where only by street, never the house number. */
export interface WatchFilingFact {
  readonly id: number;
  readonly kind: WatchFilingKind;
  readonly date: string;
  readonly miles: number;
  readonly preDir: string | null;
  readonly streetName: string;
  readonly streetSuffix: string | null;
  readonly postDir: string | null;
  readonly city: string;
  readonly source: NeighborhoodSource;
  readonly recordedAt: string;
}

/** A circle around the subject and a window of dates (ISO, both ends included). */
export interface NeighborhoodArea {
  readonly radiusMiles: number;
  readonly from: string;
  readonly to: string;
  /** At most this many items; the total counts them all. */
  readonly limit: number;
}

/**
 * The neighbourhood of a property from the public records (001 sections 2 and 7: schools, walk
 * score, recent neighbors, the watch; docs/decisions/0061-neighborhood-data.md). Distances are
 * great-circle miles (core/property/geo-distance.rules.ts `milesBetween`), unrounded. Adapters:
 * adapters/postgres/pg-neighborhood.ts, adapters/memory/in-memory-neighborhood.ts.
 */
export interface Neighborhood {
  /** The day the loaded records describe (`app_meta.records_as_of`), or null when none is recorded. */
  asOf(): Promise<string | null>;
  /** The property with its location, or null when no such property (or it has no location). */
  subject(propertyId: number): Promise<NeighborhoodSubject | null>;
  /** Schools within `maxMiles`, nearest first (then by id), at most `limit`. */
  schoolsNear(subject: NeighborhoodSubject, maxMiles: number, limit: number): Promise<SchoolFact[]>;
  /** What lies within `miles` of the subject, for the walk score. The subject itself is not counted. */
  walkability(subject: NeighborhoodSubject, miles: number): Promise<WalkabilityFacts>;
  /**
   * Living people (not deceased) whose current address lies within the radius and who moved there
   * (from_date) within the window; the subject address's own residents excluded. Newest move-in
   * first, then nearest, then by person id.
   */
  recentNeighbors(
    subject: NeighborhoodSubject,
    area: NeighborhoodArea,
  ): Promise<{ readonly total: number; readonly neighbors: NeighborFact[] }>;
  /**
   * Pre-foreclosures, foreclosures (auction, bank owned), evictions and property liens of OTHER
   * properties within the radius, recorded (filed) within the window. Newest first, then nearest, then
   * kind (preForeclosure, foreclosure, eviction, lien) and id.
   */
  watchFilings(
    subject: NeighborhoodSubject,
    area: NeighborhoodArea,
  ): Promise<{ readonly total: number; readonly filings: WatchFilingFact[] }>;
}

/** What the neighbourhood use cases take: the records, who may use the tools, the clock. */
export interface NeighborhoodPorts {
  readonly neighborhood: Neighborhood;
  readonly access: PropertyAccess;
  readonly clock: Clock;
  /** The shared counters of the tools' limits (`PROPERTY_TOOL_LIMITS`); none: unlimited. */
  readonly limiter?: RateLimiter;
}
