import type { Queryable } from './db.js';

/**
 * Whether a property has a listing with at least `n` photos (property_listings.photo_count; one probe of
 * the property_id index). The synthetic photo source draws only photos the records list.
 */
export const listingPhotoExists = async (db: Queryable, propertyId: number, n: number): Promise<boolean> => {
  const r = await db.query<{ ok: boolean }>(
    'SELECT EXISTS (SELECT 1 FROM property_listings WHERE property_id = $1 AND photo_count >= $2) AS ok',
    [propertyId, n],
  );
  return r.rows[0]?.ok === true;
};
