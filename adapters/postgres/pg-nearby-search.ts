import { type PropertyClassCode, recordedPropertyClassesOf } from '../../core/property/comparables.rules.js';
import { EARTH_RADIUS_MILES } from '../../core/property/geo-distance.rules.js';
import type {
  NearbyScope,
  NearbySearch,
  NearbySearchFacts,
  NearbySearchQuery,
  NearbySubject,
} from '../../core/property/nearby-search.port.js';
import { areaBox, cents, listingStatusesOf } from '../../core/property/nearby-search.rules.js';
import {
  FLIPPER_MAX_OWNED_MONTHS,
  HIGH_EQUITY_MIN_PERCENT,
  LOW_EQUITY_MAX_PERCENT,
  QUICK_FILTER_IDS,
  type QuickFilterId,
  SOLD_WITHIN_MONTHS,
} from '../../core/property/quick-filters.rules.js';
import type { Queryable } from './db.js';
import { greatCircleMilesSql } from './great-circle.sql.js';

/*
 * The nearby search on `property_search` (migration 0067; docs/decisions/0067). Every statement starts
 * from the GiST index on the point: the area's bounding box (`pt <@ box`), then the exact test (the
 * great-circle distance of core `milesBetween` for a circle, `polygon @> point` for a polygon), then
 * the Filter fields on the same row (the SQL of core `matchesNearbyFilters`, field for field), then
 * the quick filter's bit (bit i = QUICK_FILTER_IDS[i]).
 */

const miles = greatCircleMilesSql('s.latitude', 's.longitude');
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const numOrNull = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));

/** The bit of a quick filter in `property_search.quick_filters`. */
export const quickFilterBit = (id: QuickFilterId): number => 1 << QUICK_FILTER_IDS.indexOf(id);

/**
 * What property_search_refresh() (adapters/postgres/functions/property_search_refresh.sql) needs to know of the
 * quick filters, from core (docs/decisions/0095): each filter's bit and the thresholds of
 * core/property/quick-filters.rules.ts, so SQL types none of them.
 */
export const propertySearchRules = () => ({
  bits: Object.fromEntries(QUICK_FILTER_IDS.map((id) => [id, quickFilterBit(id)])),
  highEquityMinPercent: HIGH_EQUITY_MIN_PERCENT,
  lowEquityMaxPercent: LOW_EQUITY_MAX_PERCENT,
  soldWithinMonths: SOLD_WITHIN_MONTHS,
  flipperMaxOwnedMonths: FLIPPER_MAX_OWNED_MONTHS,
});

/**
 * Rebuilds `property_search` from the record tables with core's quick filters (property_search_refresh()). The
 * records refresh runs it after every load; tests that write records by hand call it.
 */
export const refreshPropertySearch = async (db: Queryable): Promise<void> => {
  await db.query('SELECT property_search_refresh($1::jsonb)', [JSON.stringify(propertySearchRules())]);
};

/** The sort fields of NEARBY_SORT_OPTIONS as columns of the candidates. */
const SORT_COLUMNS: Readonly<Record<string, string>> = {
  daysOnMarket: 'days_on_market',
  listingAmount: 'listing_amount_cents',
  distanceFromSubject: 'distance',
  squareFeet: 'square_feet',
  lotSquareFeet: 'lot_square_feet',
  bedrooms: 'bedrooms',
  bathrooms: 'bathrooms',
};

/** The WHERE of a scope, with its parameters ($1..$4 are the centre and the haversine constants). */
export const scopeWhere = (q: NearbyScope): { where: string; params: unknown[] } => {
  const params: unknown[] = [q.area.center.latitude, q.area.center.longitude, EARTH_RADIUS_MILES, Math.PI / 180];
  const p = (v: unknown) => {
    params.push(v);
    return `$${params.length}`;
  };
  const b = areaBox(q.area);
  const w: string[] = [
    `s.pt <@ box(point(${p(b.minLon)}::float8, ${p(b.minLat)}::float8), point(${p(b.maxLon)}::float8, ${p(b.maxLat)}::float8))`,
  ];
  if (q.area.kind === 'circle') w.push(`${miles} <= ${p(q.area.radiusMiles)}::float8`);
  // Statements without the distance still name the centre's parameters, so each has a type.
  else w.push('$1::float8 IS NOT NULL AND $2::float8 IS NOT NULL AND $3::float8 > 0 AND $4::float8 > 0');
  if (q.area.kind === 'polygon') {
    const pts = q.area.points;
    const next = pts.map((_, i) => pts[(i + 1) % pts.length] as readonly [number, number]);
    // `polygon @> point` first (cheap, but PostgreSQL's geometry compares with a 1e-6 tolerance, so
    // points a hair outside an edge pass), then the exact even-odd ray casting of core `insidePolygon`.
    w.push(`${p(`(${pts.map(([x, y]) => `(${x},${y})`).join(',')})`)}::polygon @> s.pt`);
    w.push(`(SELECT count(*) FROM unnest(${p(pts.map((v) => v[0]))}::float8[], ${p(pts.map((v) => v[1]))}::float8[],
                                  ${p(next.map((v) => v[0]))}::float8[], ${p(next.map((v) => v[1]))}::float8[]) AS e(xi, yi, xj, yj)
        WHERE (e.yi > s.latitude) <> (e.yj > s.latitude)
          AND s.longitude < ((e.xj - e.xi) * (s.latitude - e.yi)) / (e.yj - e.yi) + e.xi) % 2 = 1`);
  }
  if (q.excludeId !== null) w.push(`s.id <> ${p(q.excludeId)}::bigint`);
  const f = q.filters;
  if (f.landUseCode !== undefined) w.push(`s.land_use_code = ANY(${p(f.landUseCode)}::int[])`);
  const range = (col: string, min: number | string | undefined, max: number | string | undefined, cast = 'float8') => {
    if (min !== undefined) w.push(`s.${col} >= ${p(min)}::${cast}`);
    if (max !== undefined) w.push(`s.${col} <= ${p(max)}::${cast}`);
  };
  range('year_built', f.yearBuiltMin, f.yearBuiltMax);
  range('square_feet', f.squareFeetMin, f.squareFeetMax);
  range('bedrooms', f.bedroomsMin || undefined, f.bedroomsMax);
  range('bathrooms', f.bathroomsMin || undefined, f.bathroomsMax);
  range('lot_square_feet', f.lotSquareFeetMin, f.lotSquareFeetMax);
  range('stories', f.storiesMin, f.storiesMax);
  range('last_sale_date', f.lastSaleDateMin, f.lastSaleDateMax, 'date');
  range('listing_amount_cents', cents(f.listingAmountMin), cents(f.listingAmountMax));
  range('estimated_value_cents', cents(f.estimatedValueMin), undefined);
  range('last_sale_cents', cents(f.lastSaleAmountMin), undefined);
  if (f.subdivision !== undefined) w.push(`s.subdivision_key = ${p(f.subdivision.trim().toLowerCase())}::text`);
  if (f.propertyClassCode !== undefined)
    w.push(
      `lower(btrim(s.property_class)) = ANY(${p(recordedPropertyClassesOf(f.propertyClassCode.toUpperCase() as PropertyClassCode))}::text[])`,
    );
  if (f.listingStatus !== undefined) w.push(`s.listing_status = ANY(${p(listingStatusesOf(f.listingStatus))}::text[])`);
  switch (f.saleSituation?.toLowerCase()) {
    case 'armslength':
      w.push('s.last_sale_arms_length');
      break;
    case 'nonarmslength':
      w.push('s.last_sale_arms_length = false');
      break;
    case 'cash':
      w.push('s.last_sale_arms_length IS NOT NULL AND s.last_sale_cash');
      break;
    case 'foreclosure':
      w.push('s.last_sale_foreclosure');
      break;
  }
  if (f.multiParcel === false) w.push('s.last_sale_multi_parcel IS NOT TRUE');
  for (const k of ['pool', 'garage', 'basement', 'attic'] as const)
    if (f[k] !== undefined) w.push(`s.${k} = ${p(f[k])}::boolean`);
  return { where: w.join('\n     AND '), params };
};

type Row = Record<string, unknown>;

/** {@link NearbySearch} on PostgreSQL or PGlite (migration 0067). */
export class PgNearbySearch implements NearbySearch {
  constructor(private readonly db: Queryable) {}

  async asOf(): Promise<string | null> {
    const r = await this.db.query<{ value: string }>("SELECT value FROM app_meta WHERE key = 'records_as_of'");
    return r.rows[0]?.value ?? null;
  }

  async subject(id: number): Promise<NearbySubject | null> {
    const r = (
      await this.db.query<Row>(
        `SELECT p.id, p.latitude, p.longitude, a.house_number, a.pre_dir, a.street_name, a.street_suffix, a.post_dir,
                a.unit_type, a.unit
           FROM properties p JOIN addresses a ON a.id = p.address_id WHERE p.id = $1::bigint`,
        [id],
      )
    ).rows[0];
    if (!r) return null;
    return {
      id: Number(r.id),
      latitude: Number(r.latitude),
      longitude: Number(r.longitude),
      houseNumber: r.house_number as string | null,
      preDir: r.pre_dir as string | null,
      streetName: r.street_name as string,
      streetSuffix: r.street_suffix as string | null,
      postDir: r.post_dir as string | null,
      unitType: r.unit_type as string | null,
      unit: r.unit as string | null,
    };
  }

  async geocode(a: {
    city?: string | undefined;
    state?: string | undefined;
    zip?: string | undefined;
    street?: string | undefined;
  }): Promise<{ latitude: number; longitude: number } | null> {
    const place = a.zip
      ? { sql: 'a.zip = $1::text', params: [a.zip] as unknown[] }
      : { sql: 'a.state = upper($1::text) AND lower(a.city) = lower($2::text)', params: [a.state ?? '', a.city ?? ''] };
    const centroid = async (extra: string, params: unknown[]) => {
      const r = (
        await this.db.query<{ lat: number | null; lon: number | null }>(
          `SELECT avg(a.latitude) AS lat, avg(a.longitude) AS lon FROM addresses a
            WHERE ${place.sql} AND a.latitude IS NOT NULL AND a.longitude IS NOT NULL ${extra}`,
          params,
        )
      ).rows[0];
      return r && r.lat !== null && r.lon !== null ? { latitude: Number(r.lat), longitude: Number(r.lon) } : null;
    };
    const street = a.street?.trim().toLowerCase().replace(/\s+/g, ' ');
    if (street) {
      const n = place.params.length + 1;
      const pattern = `${street.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
      const hit = await centroid(
        `AND lower(concat_ws(' ', a.house_number, a.pre_dir, a.street_name, a.street_suffix, a.post_dir)) LIKE $${n}::text`,
        [...place.params, pattern],
      );
      if (hit) return hit;
    }
    return centroid('', place.params);
  }

  async search(q: NearbySearchQuery): Promise<{ total: number; properties: readonly NearbySearchFacts[] }> {
    const { where, params } = scopeWhere(q);
    const p = (v: unknown) => {
      params.push(v);
      return `$${params.length}`;
    };
    const col = SORT_COLUMNS[q.sort.field] ?? 'days_on_market';
    const bit = p(quickFilterBit(q.quickFilter));
    const limit = p(q.limit);
    const offset = p(q.offset);
    const viewer = p(q.viewerId && UUID.test(q.viewerId) ? q.viewerId : null);
    const sql = `
WITH c AS MATERIALIZED (
  SELECT s.id, s.latitude, s.longitude, s.estimated_value_cents, s.bedrooms, s.bathrooms, s.square_feet,
         s.lot_square_feet, s.land_use_group, s.market_status, s.days_on_market, s.listing_amount_cents,
         s.last_sale_date::text AS last_sale_date, s.last_sale_cents, ${miles} AS distance,
         s.house_number, s.pre_dir, s.street_name, s.street_suffix, s.post_dir, s.unit_type, s.unit, s.city, s.state,
         s.zip, s.photo_url, s.photo_count AS photos
    FROM property_search s
   WHERE ${where}
     AND (s.quick_filters & ${bit}::int) <> 0
),
top AS MATERIALIZED (
  SELECT * FROM c ORDER BY ${col} ${q.sort.desc ? 'DESC' : 'ASC'} NULLS LAST, id LIMIT ${limit}::int OFFSET ${offset}::int
)
SELECT t.total, top.*,
       (SELECT sp.id FROM saved_properties sp WHERE sp.user_id = ${viewer}::uuid AND sp.property_id = top.id) AS saved_id
  FROM (SELECT count(*) AS total FROM c) t
  LEFT JOIN top ON true
 ORDER BY top.${col} ${q.sort.desc ? 'DESC' : 'ASC'} NULLS LAST, top.id`;
    const rows = (await this.db.query<Row>(sql, params)).rows;
    const total = Number(rows[0]?.total ?? 0);
    return {
      total,
      properties: rows
        .filter((r) => r.id !== null && r.id !== undefined)
        .map(
          (r): NearbySearchFacts => ({
            id: Number(r.id),
            houseNumber: r.house_number as string | null,
            preDir: r.pre_dir as string | null,
            streetName: r.street_name as string,
            streetSuffix: r.street_suffix as string | null,
            postDir: r.post_dir as string | null,
            unitType: r.unit_type as string | null,
            unit: r.unit as string | null,
            city: r.city as string,
            state: r.state as string,
            zip: r.zip as string,
            estimatedValueCents: numOrNull(r.estimated_value_cents),
            bedrooms: numOrNull(r.bedrooms),
            bathrooms: numOrNull(r.bathrooms),
            squareFeet: numOrNull(r.square_feet),
            landUseGroup: r.land_use_group as string,
            marketStatus: Number(r.market_status),
            daysOnMarket: numOrNull(r.days_on_market),
            lastSaleDate: r.last_sale_date as string | null,
            lastSaleCents: numOrNull(r.last_sale_cents),
            distanceMiles: Number(r.distance),
            photoUrl: (r.photo_url as string | null) ?? null,
            photosAvailable: Number(r.photos ?? 0),
            savedId: numOrNull(r.saved_id),
            latitude: Number(r.latitude),
            longitude: Number(r.longitude),
            listingAmountCents: numOrNull(r.listing_amount_cents),
            lotSquareFeet: numOrNull(r.lot_square_feet),
          }),
        ),
    };
  }

  async counts(q: NearbyScope): Promise<Record<QuickFilterId, number>> {
    const { where, params } = scopeWhere(q);
    const cols = QUICK_FILTER_IDS.map(
      (id) => `count(*) FILTER (WHERE (s.quick_filters & ${quickFilterBit(id)}) <> 0) AS "${id}"`,
    ).join(',\n       ');
    const row =
      (await this.db.query<Row>(`SELECT ${cols}\n  FROM property_search s\n WHERE ${where}`, params)).rows[0] ?? {};
    return Object.fromEntries(QUICK_FILTER_IDS.map((id) => [id, Number(row[id] ?? 0)])) as Record<
      QuickFilterId,
      number
    >;
  }

  async matchingIds(q: NearbyScope & { quickFilter: QuickFilterId }): Promise<readonly number[]> {
    const { where, params } = scopeWhere(q);
    params.push(quickFilterBit(q.quickFilter));
    const rows = (
      await this.db.query<{ id: number }>(
        `SELECT s.id FROM property_search s WHERE ${where} AND (s.quick_filters & $${params.length}::int) <> 0 ORDER BY s.id`,
        params,
      )
    ).rows;
    return rows.map((r) => Number(r.id));
  }
}
