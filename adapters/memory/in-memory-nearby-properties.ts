import { milesBetween } from '../../core/property/geo-distance.rules.js';
import { listingClosed } from '../../core/property/market.rules.js';
import type { NearbyProperties, NearbyPropertyFacts } from '../../core/property/nearby-properties.port.js';
import {
  InMemoryRecords,
  num,
  numOrNull,
  type RecordRow,
  type RecordTables,
  text,
  textOrNull,
} from './in-memory-records.js';

/** Latest listing first: list date, then id, both descending (as PgNearbyProperties orders them). */
const latestFirst = (a: RecordRow, b: RecordRow) =>
  text(b, 'list_date').localeCompare(text(a, 'list_date')) || num(b, 'id') - num(a, 'id');

/**
 * {@link NearbyProperties} over in-memory records: every property's great-circle distance
 * (`milesBetween`), closest first, then by id; the listing facts as PgNearbyProperties reads them.
 * Passes tests/adapters/property/nearby-properties.contract.test.ts.
 */
export class InMemoryNearbyProperties implements NearbyProperties {
  private readonly r: InMemoryRecords;
  private readonly saved = new Map<string, number>();

  constructor(tables: RecordTables) {
    this.r = new InMemoryRecords(tables);
  }

  /** Marks a property saved by a user with its saved-properties row id (the saved_properties rows of PostgreSQL). */
  markSaved(userId: string, propertyId: number, savedId: number): void {
    this.saved.set(`${userId}:${propertyId}`, savedId);
  }

  async closest(input: {
    propertyId: number;
    limit: number;
    viewerId: string | null;
  }): Promise<readonly NearbyPropertyFacts[] | null> {
    const subject = this.r.byId('properties', input.propertyId);
    if (!subject) return null;
    const [lat, lon] = [num(subject, 'latitude'), num(subject, 'longitude')];
    return this.r
      .rows('properties')
      .filter((p) => num(p, 'id') !== input.propertyId)
      .map((p) => ({ p, d: milesBetween(lat, lon, num(p, 'latitude'), num(p, 'longitude')) }))
      .sort((a, b) => a.d - b.d || num(a.p, 'id') - num(b.p, 'id'))
      .slice(0, input.limit)
      .flatMap(({ p, d }) => {
        const a = this.r.byId('addresses', num(p, 'address_id'));
        return a ? [this.facts(p, a, d, input.viewerId)] : [];
      });
  }

  private facts(p: RecordRow, a: RecordRow, distanceMiles: number, viewerId: string | null): NearbyPropertyFacts {
    const id = num(p, 'id');
    const listings = [...this.r.where('property_listings', 'property_id', id)].sort(latestFirst);
    const open = listings.find((l) => !listingClosed(text(l, 'status')));
    const latest = listings[0];
    const photos = latest
      ? [...this.r.where('property_listing_photos', 'listing_id', num(latest, 'id'))].sort(
          (x, y) => num(x, 'seq') - num(y, 'seq') || num(x, 'id') - num(y, 'id'),
        )
      : [];
    return {
      id,
      houseNumber: textOrNull(a, 'house_number'),
      preDir: textOrNull(a, 'pre_dir'),
      streetName: text(a, 'street_name'),
      streetSuffix: textOrNull(a, 'street_suffix'),
      postDir: textOrNull(a, 'post_dir'),
      unitType: textOrNull(a, 'unit_type'),
      unit: textOrNull(a, 'unit'),
      city: text(a, 'city'),
      state: text(a, 'state'),
      zip: text(a, 'zip'),
      estimatedValueCents: numOrNull(p, 'estimated_value_cents'),
      bedrooms: numOrNull(p, 'bedrooms'),
      bathrooms: numOrNull(p, 'bathrooms'),
      squareFeet: numOrNull(p, 'square_feet'),
      landUseGroup: text(p, 'land_use_group'),
      marketStatus: num(p, 'market_status'),
      daysOnMarket: open ? num(open, 'days_on_market') : null,
      lastSaleDate: textOrNull(p, 'last_sale_date'),
      lastSaleCents: numOrNull(p, 'last_sale_cents'),
      distanceMiles,
      photoUrl: photos[0] ? text(photos[0], 'url') : null,
      photosAvailable: photos.length,
      savedId: viewerId === null ? null : (this.saved.get(`${viewerId}:${id}`) ?? null),
    };
  }
}
