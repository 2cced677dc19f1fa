import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InMemoryNearbyProperties } from '../../../adapters/memory/in-memory-nearby-properties.js';
import { num, type RecordRow, type RecordTables, text } from '../../../adapters/memory/in-memory-records.js';
import type { Db } from '../../../adapters/postgres/db.js';
import { PgNearbyProperties } from '../../../adapters/postgres/pg-nearby-properties.js';
import { milesBetween } from '../../../core/property/geo-distance.rules.js';
import type { NearbyProperties } from '../../../core/property/nearby-properties.port.js';
import { readRecordTables } from '../../support/record-tables.js';
import { loadSyntheticRecords } from '../../support/reports-app.js';
import { openTestDb } from '../../support/test-db.js';

/**
 * The NearbyProperties contract (core/property/nearby-properties.port.ts; contract 6) on a fixed-seed
 * synthetic record set: PgNearbyProperties reads the database, InMemoryNearbyProperties the same rows
 * read out of it. The expected order is computed here by brute force from the rows, with the haversine
 * of core (`milesBetween`).
 */
let db: Db | undefined;
let tables: RecordTables;
const ready = (async () => {
  db = await openTestDb();
  await loadSyntheticRecords(db, 300, 6161);
  tables = await readRecordTables(db);
})();
afterAll(async () => db?.close());

const rows = (t: string): readonly RecordRow[] => tables[t] ?? [];
/** The `limit` closest other properties to `id`, by brute force: [id, miles], closest first, then by id. */
const bruteForce = (id: number, limit: number): [number, number][] => {
  const s = rows('properties').find((p) => num(p, 'id') === id)!;
  return rows('properties')
    .filter((p) => num(p, 'id') !== id)
    .map((p): [number, number] => [
      num(p, 'id'),
      milesBetween(num(s, 'latitude'), num(s, 'longitude'), num(p, 'latitude'), num(p, 'longitude')),
    ])
    .sort((a, b) => a[1] - b[1] || a[0] - b[0])
    .slice(0, limit);
};

type Saver = { user: () => Promise<string>; save: (userId: string, propertyId: number) => Promise<number> };

const contract = (name: string, make: () => { nearby: NearbyProperties; saver: Saver }) =>
  describe(`NearbyProperties contract: ${name}`, () => {
    let nearby: NearbyProperties;
    let saver: Saver;
    beforeAll(async () => {
      await ready;
      ({ nearby, saver } = make());
    }, 180_000);

    it('an unknown subject answers null', async () => {
      expect(await nearby.closest({ propertyId: 99_999_999, limit: 10, viewerId: null })).toBeNull();
    });

    it('closest first (great-circle miles, then id), the subject excluded, at most `limit`', async () => {
      const subjects = rows('properties')
        .filter((_, i) => i % 7 === 0)
        .map((p) => num(p, 'id'));
      expect(subjects.length).toBeGreaterThan(15);
      for (const id of subjects) {
        for (const limit of [1, 10, 50]) {
          const got = (await nearby.closest({ propertyId: id, limit, viewerId: null }))!;
          const want = bruteForce(id, limit);
          expect(
            got.map((p) => p.id),
            `property ${id}, limit ${limit}`,
          ).toEqual(want.map(([pid]) => pid));
          got.forEach((p, i) => {
            expect(p.distanceMiles).toBeCloseTo(want[i]![1], 9);
          });
          expect(got.some((p) => p.id === id)).toBe(false);
        }
      }
    });

    it('a limit above the number of properties answers every other property', async () => {
      const id = num(rows('properties')[0]!, 'id');
      const all = (await nearby.closest({ propertyId: id, limit: 100_000, viewerId: null }))!;
      expect(all).toHaveLength(rows('properties').length - 1);
    });

    it('card facts: address, days on market of the open listing, the latest listing first photo and count', async () => {
      const listed = new Set(rows('property_listings').map((l) => num(l, 'property_id')));
      const subject = rows('properties').find((p) => listed.has(num(p, 'id')))!;
      const list = (await nearby.closest({ propertyId: num(subject, 'id'), limit: 50, viewerId: null }))!;
      let withOpen = 0;
      let withPhoto = 0;
      for (const f of list) {
        const p = rows('properties').find((x) => num(x, 'id') === f.id)!;
        const a = rows('addresses').find((x) => num(x, 'id') === num(p, 'address_id'))!;
        expect([f.city, f.state, f.zip, f.streetName]).toEqual([
          text(a, 'city'),
          text(a, 'state'),
          text(a, 'zip'),
          text(a, 'street_name'),
        ]);
        expect(f.marketStatus).toBe(num(p, 'market_status'));
        const listings = rows('property_listings')
          .filter((l) => num(l, 'property_id') === f.id)
          .sort((x, y) => text(y, 'list_date').localeCompare(text(x, 'list_date')) || num(y, 'id') - num(x, 'id'));
        const open = listings.find((l) => ['active', 'pending'].includes(text(l, 'status')));
        expect(f.daysOnMarket).toBe(open ? num(open, 'days_on_market') : null);
        if (open) withOpen += 1;
        const photos = listings[0]
          ? rows('property_listing_photos').filter((x) => num(x, 'listing_id') === num(listings[0]!, 'id'))
          : [];
        expect(f.photosAvailable).toBe(photos.length);
        const first = [...photos].sort((x, y) => num(x, 'seq') - num(y, 'seq'))[0];
        expect(f.photoUrl).toBe(first ? text(first, 'url') : null);
        if (first) withPhoto += 1;
        expect(f.savedId).toBeNull();
      }
      expect(withOpen).toBeGreaterThan(0);
      expect(withPhoto).toBeGreaterThan(0);
    });

    it("savedId: the viewer's saved row, for that viewer only", async () => {
      const id = num(rows('properties')[5]!, 'id');
      const [first, second] = bruteForce(id, 2);
      const viewer = await saver.user();
      const stranger = await saver.user();
      const savedId = await saver.save(viewer, first![0]);
      const mine = (await nearby.closest({ propertyId: id, limit: 2, viewerId: viewer }))!;
      expect(mine.map((p) => [p.id, p.savedId])).toEqual([
        [first![0], savedId],
        [second![0], null],
      ]);
      const theirs = (await nearby.closest({ propertyId: id, limit: 2, viewerId: stranger }))!;
      expect(theirs.map((p) => p.savedId)).toEqual([null, null]);
    });
  });

let nextSavedId = 1;
contract('in-memory fake', () => {
  const nearby = new InMemoryNearbyProperties(tables);
  return {
    nearby,
    saver: {
      user: async () => randomUUID(),
      save: async (userId, propertyId) => {
        const id = nextSavedId++;
        nearby.markSaved(userId, propertyId, id);
        return id;
      },
    },
  };
});
contract(process.env.DATABASE_URL ? 'PostgreSQL server' : 'PGlite', () => ({
  nearby: new PgNearbyProperties(db!),
  saver: {
    user: async () => {
      const id = randomUUID();
      await db!.query('INSERT INTO users (id, email, created_at, password_changed_at) VALUES ($1, $2, now(), now())', [
        id,
        `${id}@example.com`,
      ]);
      return id;
    },
    save: async (userId, propertyId) =>
      Number(
        (
          await db!.query<{ id: number }>(
            'INSERT INTO saved_properties (user_id, property_id) VALUES ($1, $2) RETURNING id',
            [userId, propertyId],
          )
        ).rows[0]!.id,
      ),
  },
}));

describe('InMemoryNearbyProperties answers what PgNearbyProperties answers on the same records', () => {
  it('for a spread of subjects, to the last member', async () => {
    await ready;
    const pg = new PgNearbyProperties(db!);
    const fake = new InMemoryNearbyProperties(tables);
    for (const p of rows('properties').filter((_, i) => i % 11 === 0)) {
      const q = { propertyId: num(p, 'id'), limit: 20, viewerId: null };
      const [a, b] = [await fake.closest(q), await pg.closest(q)];
      expect(a!.map((x) => ({ ...x, distanceMiles: 0 }))).toEqual(b!.map((x) => ({ ...x, distanceMiles: 0 })));
      a!.forEach((x, i) => {
        expect(x.distanceMiles).toBeCloseTo(b![i]!.distanceMiles, 9);
      });
    }
  }, 120_000);
});
