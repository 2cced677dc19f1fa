import { boxAround, EARTH_RADIUS_MILES } from '../../core/property/geo-distance.rules.js';
import { CLOSED_MLS_STATUSES } from '../../core/property/market.rules.js';
import type { NearbyProperties, NearbyPropertyFacts } from '../../core/property/nearby-properties.port.js';
import type { Queryable } from './db.js';
import { greatCircleMilesSql } from './great-circle.sql.js';

/*
 * The nearby list (docs/decisions/0062). Two statements:
 * 1. the subject and the great-circle distance D of the farthest of its `limit` nearest neighbours by the
 *    GiST index's KNN order (`point <-> point`, planar degrees: fast, but not the great-circle order);
 * 2. every property in the box around the circle of radius D (core `boxAround`, GiST `<@`), by the exact
 *    great-circle distance (the haversine of core/property/geo-distance.rules.ts `milesBetween`, term for
 *    term), closest first, then by id, `limit` of them, with their address, listing and saved mark.
 * Exact: the KNN step found `limit` properties within D, so the closest `limit` are all within D, and
 * the box holds every point within D.
 */

/** Great-circle miles from the subject ($1 latitude, $2 longitude; $3 Earth radius, $4 degrees to radians). */
const miles = greatCircleMilesSql;

const SUBJECT_SQL = `SELECT latitude, longitude FROM properties WHERE id = $1`;

/** $1 lat, $2 lon, $3 R, $4 RAD, $5 subject id, $6 limit. */
const RADIUS_SQL = `
SELECT max(${miles('k.latitude', 'k.longitude')}) AS radius
  FROM (SELECT p.latitude, p.longitude FROM properties p
         WHERE p.id <> $5::bigint
         ORDER BY point(p.longitude, p.latitude) <-> point($2::float8, $1::float8)
         LIMIT $6::int) k`;

/**
 * $1 lat, $2 lon, $3 R, $4 RAD, $5 subject id, $6 limit, $7..$10 the box (min lon, min lat, max lon,
 * max lat), $11 the closed MLS statuses, $12 the viewer (uuid or null).
 */
const CLOSEST_SQL = `
WITH cand AS MATERIALIZED (
  SELECT p.id, p.address_id, p.estimated_value_cents, p.bedrooms, p.bathrooms::float8 AS bathrooms, p.square_feet,
         p.land_use_group, p.market_status, p.last_sale_date::text AS last_sale_date, p.last_sale_cents,
         ${miles('p.latitude', 'p.longitude')} AS distance
    FROM properties p
   WHERE point(p.longitude, p.latitude) <@ box(point($7::float8, $8::float8), point($9::float8, $10::float8))
     AND p.id <> $5::bigint
),
top AS MATERIALIZED (SELECT * FROM cand ORDER BY distance, id LIMIT $6::int)
SELECT top.*, a.house_number, a.pre_dir, a.street_name, a.street_suffix, a.post_dir, a.unit_type, a.unit,
       a.city, a.state, a.zip,
       (SELECT l.days_on_market FROM property_listings l
         WHERE l.property_id = top.id AND lower(btrim(l.status)) <> ALL($11::text[])
         ORDER BY l.list_date DESC, l.id DESC LIMIT 1) AS days_on_market,
       (SELECT f.url FROM property_listing_photos f WHERE f.listing_id = ll.id ORDER BY f.seq, f.id LIMIT 1) AS photo_url,
       (SELECT count(*) FROM property_listing_photos f WHERE f.listing_id = ll.id) AS photos,
       (SELECT sp.id FROM saved_properties sp WHERE sp.user_id = $12::uuid AND sp.property_id = top.id) AS saved_id
  FROM top
  JOIN addresses a ON a.id = top.address_id
  LEFT JOIN LATERAL (
    SELECT l.id FROM property_listings l WHERE l.property_id = top.id ORDER BY l.list_date DESC, l.id DESC LIMIT 1
  ) ll ON true
 ORDER BY top.distance, top.id`;

type Row = {
  id: number;
  estimated_value_cents: number | null;
  bedrooms: number | null;
  bathrooms: number | null;
  square_feet: number | null;
  land_use_group: string;
  market_status: number;
  last_sale_date: string | null;
  last_sale_cents: number | null;
  distance: number;
  house_number: string | null;
  pre_dir: string | null;
  street_name: string;
  street_suffix: string | null;
  post_dir: string | null;
  unit_type: string | null;
  unit: string | null;
  city: string;
  state: string;
  zip: string;
  days_on_market: number | null;
  photo_url: string | null;
  photos: number;
  saved_id: number | null;
};

const numOrNull = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** {@link NearbyProperties} on the record tables (PostgreSQL or PGlite): KNN, then the exact distance. */
export class PgNearbyProperties implements NearbyProperties {
  constructor(private readonly db: Queryable) {}

  async closest(input: {
    propertyId: number;
    limit: number;
    viewerId: string | null;
  }): Promise<readonly NearbyPropertyFacts[] | null> {
    const subject = (await this.db.query<{ latitude: number; longitude: number }>(SUBJECT_SQL, [input.propertyId]))
      .rows[0];
    if (!subject) return null;
    const { latitude: lat, longitude: lon } = subject;
    const geo = [lat, lon, EARTH_RADIUS_MILES, Math.PI / 180, input.propertyId, input.limit];
    const radius = numOrNull((await this.db.query<{ radius: number | null }>(RADIUS_SQL, geo)).rows[0]?.radius);
    if (radius === null) return [];
    const box = boxAround(lat, lon, radius);
    const viewer = input.viewerId && UUID.test(input.viewerId) ? input.viewerId : null;
    const rows = (
      await this.db.query<Row>(CLOSEST_SQL, [
        ...geo,
        box.minLon,
        box.minLat,
        box.maxLon,
        box.maxLat,
        CLOSED_MLS_STATUSES,
        viewer,
      ])
    ).rows;
    return rows.map(
      (r): NearbyPropertyFacts => ({
        id: Number(r.id),
        houseNumber: r.house_number,
        preDir: r.pre_dir,
        streetName: r.street_name,
        streetSuffix: r.street_suffix,
        postDir: r.post_dir,
        unitType: r.unit_type,
        unit: r.unit,
        city: r.city,
        state: r.state,
        zip: r.zip,
        estimatedValueCents: numOrNull(r.estimated_value_cents),
        bedrooms: numOrNull(r.bedrooms),
        bathrooms: numOrNull(r.bathrooms),
        squareFeet: numOrNull(r.square_feet),
        landUseGroup: r.land_use_group,
        marketStatus: Number(r.market_status),
        daysOnMarket: numOrNull(r.days_on_market),
        lastSaleDate: r.last_sale_date,
        lastSaleCents: numOrNull(r.last_sale_cents),
        distanceMiles: Number(r.distance),
        photoUrl: r.photo_url,
        photosAvailable: Number(r.photos),
        savedId: numOrNull(r.saved_id),
      }),
    );
  }
}
