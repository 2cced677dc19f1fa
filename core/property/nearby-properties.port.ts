import type { RecordsAddressLine } from '../records/normalize.rules.js';

/**
 * The facts of one property near a subject, as a nearby card shows them (001 section 3 "Nearby property
 * card"; docs/decisions/0062). Amounts in cents; the card turns them into dollars.
 */
export interface NearbyPropertyFacts extends RecordsAddressLine {
  readonly id: number;
  readonly city: string;
  readonly state: string;
  readonly zip: string;
  readonly estimatedValueCents: number | null;
  readonly bedrooms: number | null;
  readonly bathrooms: number | null;
  readonly squareFeet: number | null;
  readonly landUseGroup: string;
  /** 001 section 3: offMarket 0, onMarket 1, sold 2. */
  readonly marketStatus: number;
  /** Days on market of the latest listing still open (active or pending); null without one. */
  readonly daysOnMarket: number | null;
  readonly lastSaleDate: string | null;
  readonly lastSaleCents: number | null;
  /** Great-circle miles from the subject (core/property/geo-distance.rules.ts `milesBetween`), unrounded. */
  readonly distanceMiles: number;
  /** The first photo of the latest listing (the one with photos shown on comparables too); null without one. */
  readonly photoUrl: string | null;
  /** How many photos that listing has. */
  readonly photosAvailable: number;
  /** The viewer's saved_properties row for the property, null when not saved. */
  readonly savedId: number | null;
}

/**
 * The properties closest to a subject (001 section 7 "POST /api/address/nearby"). Adapters:
 * PgNearbyProperties (KNN on the GiST index of point(longitude, latitude), then the exact great-circle
 * distance), InMemoryNearbyProperties; one contract suite (tests/adapters/property).
 */
export interface NearbyProperties {
  /**
   * The `limit` properties closest to `propertyId`, closest first (then by id), the subject itself
   * never among them; `savedId` for `viewerId` (null: nothing is saved). null when the subject is not
   * in the records.
   */
  closest(input: {
    readonly propertyId: number;
    readonly limit: number;
    readonly viewerId: string | null;
  }): Promise<readonly NearbyPropertyFacts[] | null>;
}
