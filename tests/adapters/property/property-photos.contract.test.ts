import { afterAll, describe, expect, it } from 'vitest';
import { inMemoryListingPhotoExists } from '../../../adapters/memory/in-memory-listing-photos.js';
import { num, type RecordTables } from '../../../adapters/memory/in-memory-records.js';
import type { Db } from '../../../adapters/postgres/db.js';
import { listingPhotoExists } from '../../../adapters/postgres/pg-listing-photos.js';
import { houseSvg } from '../../../adapters/synthetic/house-svg.js';
import { SyntheticPropertyPhotos } from '../../../adapters/synthetic/synthetic-property-photos.js';
import type { PropertyPhotos } from '../../../core/property/property-photos.port.js';
import { readRecordTables } from '../../support/record-tables.js';
import { loadSyntheticRecords } from '../../support/reports-app.js';
import { openTestDb } from '../../support/test-db.js';

/**
 * The PropertyPhotos contract (core/property/property-photos.port.ts): a photo exists exactly when the
 * property has a listing with at least that many photos, and is the generator's drawing. The database
 * (PGlite, or the PostgreSQL server with DATABASE_URL) and the in-memory rows read out of it must agree.
 */
let db: Db | undefined;
let tables: RecordTables;
const ready = (async () => {
  db = await openTestDb();
  await loadSyntheticRecords(db, 300, 6161);
  tables = await readRecordTables(db);
})();
afterAll(async () => db?.close());

const where = process.env.DATABASE_URL ? 'PostgreSQL server' : 'PGlite';

describe.each([
  ['in memory', () => new SyntheticPropertyPhotos(inMemoryListingPhotoExists(tables))],
  [where, () => new SyntheticPropertyPhotos((id, n) => listingPhotoExists(db!, id, n))],
] as const)('PropertyPhotos (%s)', (_name, make) => {
  it('draws every photo a listing counts and nothing past it', async () => {
    await ready;
    const photos: PropertyPhotos = make();
    const listings = (tables.property_listings ?? []).filter((l) => num(l, 'photo_count') > 0);
    expect(listings.length).toBeGreaterThan(5);
    for (const l of listings.slice(0, 15)) {
      const id = num(l, 'property_id');
      const most = Math.max(
        ...(tables.property_listings ?? [])
          .filter((x) => num(x, 'property_id') === id)
          .map((x) => num(x, 'photo_count')),
      );
      expect(await photos.photo(id, 1)).toEqual({ contentType: 'image/svg+xml', body: houseSvg(id, 1) });
      expect((await photos.photo(id, most))?.body).toBe(houseSvg(id, most));
      expect(await photos.photo(id, most + 1)).toBeNull();
    }
  }, 120_000);

  it('has no photo of a property without a listing', async () => {
    await ready;
    const photos: PropertyPhotos = make();
    const listed = new Set((tables.property_listings ?? []).map((l) => num(l, 'property_id')));
    const unlisted = (tables.properties ?? []).map((p) => num(p, 'id')).filter((id) => !listed.has(id));
    expect(unlisted.length).toBeGreaterThan(0);
    for (const id of unlisted.slice(0, 10)) expect(await photos.photo(id, 1)).toBeNull();
    expect(await photos.photo(999_999_999, 1)).toBeNull();
  });
});
