import { num, type RecordTables } from './in-memory-records.js';

/** The in-memory twin of `listingPhotoExists`: a listing of the property with at least `n` photos. */
export const inMemoryListingPhotoExists =
  (records: RecordTables) =>
  async (propertyId: number, n: number): Promise<boolean> =>
    (records.property_listings ?? []).some((l) => num(l, 'property_id') === propertyId && num(l, 'photo_count') >= n);
