import {
  averagesFromSums,
  FORECLOSURE_DEED_TYPES,
  listingStatusOfMls,
  MLS_STATUSES,
  recordedPropertyClassesOf,
} from '../../core/property/comparables.rules.js';
import { boxAround, EARTH_RADIUS_MILES } from '../../core/property/geo-distance.rules.js';
import { CLOSED_MLS_STATUSES, type MarketListingRow, type MarketSaleRow } from '../../core/property/market.rules.js';
import type {
  ComparableRow,
  ComparablesQuery,
  ComparablesResult,
  MarketSource,
  MarketSubject,
  PropertyMarket,
} from '../../core/property/property-market.port.js';
import type { Db, Queryable } from './db.js';
import { recordsAsOf } from './records-stats.js';

/**
 * The comparables statement (docs/decisions/0060-property-research.md). The GiST cube index of
 * migration 0065 over (longitude, latitude, last-sale day, square feet) finds the properties in the box
 * around the circle that are also inside the last-sale window and the size range (open dimensions are
 * ±1e9; a missing sale date or size sits at a sentinel below every bound, so a bound excludes it as
 * the core predicate does); every property-column bound is then checked exactly; the exact great-circle distance (the haversine of core/property/geo-distance.rules.ts,
 * term for term) keeps those within the radius; only they look up their latest sale listing and their
 * last sale (with its other parcels, by document number); the count and the sums behind the averages
 * are taken over every match in the same statement, and only the page reads addresses and photos.
 * An empty page still returns the one row of totals. It runs as the function of migration 0065
 * ({@link COMPARABLES_FUNCTION_SQL}).
 */
export const COMPARABLES_SQL = `
WITH cand AS MATERIALIZED (
  SELECT p.id, p.address_id, p.latitude, p.longitude, p.land_use_code, p.land_use_group, p.property_class,
         p.subdivision, p.year_built, p.square_feet, p.bedrooms, p.bathrooms::float8 AS bathrooms, p.lot_square_feet,
         p.last_sale_date, p.last_sale_cents::float8 AS last_sale_cents,
         p.estimated_value_cents::float8 AS estimated_value_cents,
         2 * $5::float8 * asin(sqrt(least(1::float8,
           sin((p.latitude - $1::float8) * $6::float8 / 2) ^ 2
           + cos($1::float8 * $6::float8) * cos(p.latitude * $6::float8) * sin((p.longitude - $2::float8) * $6::float8 / 2) ^ 2
         ))) AS distance
    FROM properties p
   WHERE cube(ARRAY[p.longitude, p.latitude, coalesce(p.last_sale_date - DATE '2000-01-01', -100000)::float8,
                    coalesce(p.square_feet, -1)::float8])
         <@ cube(ARRAY[$7::float8, $8::float8, coalesce(($22::date - DATE '2000-01-01')::float8, -1e9),
                       coalesce($14::float8, -1e9)],
                 ARRAY[$9::float8, $10::float8, coalesce(($23::date - DATE '2000-01-01')::float8, 1e9),
                       coalesce($15::float8, 1e9)])
     AND p.id <> $3::bigint
     AND ($11::int[] IS NULL OR p.land_use_code = ANY($11::int[]))
     AND ($12::float8 IS NULL OR p.year_built >= $12::float8) AND ($13::float8 IS NULL OR p.year_built <= $13::float8)
     AND ($14::float8 IS NULL OR p.square_feet >= $14::float8) AND ($15::float8 IS NULL OR p.square_feet <= $15::float8)
     AND ($16::float8 IS NULL OR p.bedrooms >= $16::float8) AND ($17::float8 IS NULL OR p.bedrooms <= $17::float8)
     AND ($18::float8 IS NULL OR p.bathrooms >= $18::float8) AND ($19::float8 IS NULL OR p.bathrooms <= $19::float8)
     AND ($20::float8 IS NULL OR p.lot_square_feet >= $20::float8) AND ($21::float8 IS NULL OR p.lot_square_feet <= $21::float8)
     AND ($22::date IS NULL OR p.last_sale_date >= $22::date) AND ($23::date IS NULL OR p.last_sale_date <= $23::date)
     AND ($24::text IS NULL OR lower(btrim(p.subdivision)) = $24::text)
     AND (NOT $25::boolean OR p.last_sale_date IS NOT NULL)
     AND ($26::text[] IS NULL OR lower(btrim(p.property_class)) = ANY($26::text[]))
),
near AS MATERIALIZED (
  SELECT * FROM cand WHERE distance <= $4::float8
),
m AS MATERIALIZED (
  SELECT n.*, ls.status AS listing_status, st.arms_length, st.is_cash, st.document_type, st.multi_parcel
    FROM near n
    LEFT JOIN LATERAL (
      SELECT l.status FROM property_listings l
       WHERE l.property_id = n.id AND l.listing_type = 'sale'
       ORDER BY l.list_date DESC, l.id DESC LIMIT 1
    ) ls ON true
    LEFT JOIN LATERAL (
      SELECT t.arms_length, t.is_cash, t.document_type,
             EXISTS (SELECT 1 FROM property_transactions o
                      WHERE o.document_number = t.document_number AND o.transaction_type = 'sale'
                        AND o.property_id <> t.property_id) AS multi_parcel
        FROM property_transactions t
       WHERE t.property_id = n.id AND t.transaction_type = 'sale' AND t.recording_date = n.last_sale_date
       ORDER BY t.id DESC LIMIT 1
    ) st ON true
   WHERE ($27::text[] IS NULL OR lower(btrim(ls.status)) = ANY($27::text[]))
     AND ($28::text IS NULL OR (st.document_type IS NOT NULL AND CASE $28::text
           WHEN 'armsLength' THEN st.arms_length
           WHEN 'nonArmsLength' THEN NOT st.arms_length
           WHEN 'cash' THEN st.is_cash
           WHEN 'foreclosure' THEN lower(btrim(st.document_type)) = ANY($29::text[])
           ELSE false END))
     AND ($30::boolean OR st.multi_parcel IS NOT TRUE)
),
agg AS (
  SELECT count(*)::int AS total,
         count(last_sale_cents)::int AS sale_count,
         coalesce(sum(last_sale_cents), 0)::float8 AS sale_sum,
         count(*) FILTER (WHERE last_sale_cents IS NOT NULL AND square_feet > 0)::int AS ppsf_count,
         coalesce(sum(last_sale_cents / square_feet) FILTER (WHERE last_sale_cents IS NOT NULL AND square_feet > 0), 0)::float8 AS ppsf_sum,
         count(estimated_value_cents)::int AS est_count,
         coalesce(sum(estimated_value_cents), 0)::float8 AS est_sum
    FROM m
),
page AS (
  SELECT * FROM m ORDER BY distance, id LIMIT $31::int OFFSET $32::int
)
SELECT agg.*, pg.id, pg.latitude, pg.longitude, pg.land_use_code, pg.land_use_group, pg.property_class, pg.subdivision,
       pg.year_built, pg.square_feet, pg.bedrooms, pg.bathrooms, pg.lot_square_feet, pg.last_sale_date::text AS last_sale_date,
       pg.last_sale_cents, pg.estimated_value_cents, pg.distance, pg.listing_status,
       pg.arms_length, pg.is_cash, pg.document_type, pg.multi_parcel,
       a.house_number, a.pre_dir, a.street_name, a.street_suffix, a.post_dir, a.unit_type, a.unit, a.city, a.state, a.zip,
       ph.url AS photo_url
  FROM agg
  LEFT JOIN page pg ON true
  LEFT JOIN addresses a ON a.id = pg.address_id
  LEFT JOIN LATERAL (
    SELECT f.url FROM property_listings l JOIN property_listing_photos f ON f.listing_id = l.id
     WHERE l.property_id = pg.id
     ORDER BY l.list_date DESC, l.id DESC, f.seq, f.id LIMIT 1
  ) ph ON true
 ORDER BY pg.distance, pg.id`;

/** The parameter types of {@link COMPARABLES_SQL}, $1 to $32 in order. */
const COMPARABLES_PARAMS = [
  'float8',
  'float8',
  'bigint',
  'float8',
  'float8',
  'float8',
  'float8',
  'float8',
  'float8',
  'float8',
  'int[]',
  'float8',
  'float8',
  'float8',
  'float8',
  'float8',
  'float8',
  'float8',
  'float8',
  'float8',
  'float8',
  'date',
  'date',
  'text',
  'boolean',
  'text[]',
  'text[]',
  'text',
  'text[]',
  'boolean',
  'int',
  'int',
] as const;

/** The columns {@link COMPARABLES_SQL} answers, with their types. */
const COMPARABLES_COLUMNS = `total int, sale_count int, sale_sum float8, ppsf_count int, ppsf_sum float8, est_count int,
  est_sum float8, id bigint, latitude float8, longitude float8, land_use_code int, land_use_group text,
  property_class text, subdivision text, year_built int, square_feet int, bedrooms int, bathrooms float8,
  lot_square_feet int, last_sale_date text, last_sale_cents float8, estimated_value_cents float8, distance float8,
  listing_status text, arms_length boolean, is_cash boolean, document_type text, multi_parcel boolean,
  house_number text, pre_dir text, street_name text, street_suffix text, post_dir text, unit_type text, unit text,
  city text, state text, zip text, photo_url text`;

/**
 * {@link COMPARABLES_SQL} as a plpgsql function, so its plan is cached per connection (planning the
 * statement cost about as much as running it: docs/performance.md "Property market"). The latest
 * migration that defines it (0065) holds this text; tests/adapters/property/pg-property-market-sql.test.ts
 * fails when the two differ (then add a migration with the new text).
 */
export const COMPARABLES_FUNCTION_SQL = `CREATE OR REPLACE FUNCTION market_comparables(${COMPARABLES_PARAMS.join(', ')})
RETURNS TABLE (${COMPARABLES_COLUMNS})
LANGUAGE plpgsql STABLE AS $fn$
#variable_conflict use_column
BEGIN
  RETURN QUERY ${COMPARABLES_SQL.trim()};
END
$fn$;`;

const CALL_COMPARABLES = `SELECT * FROM market_comparables(${COMPARABLES_PARAMS.map((t, i) => `$${i + 1}::${t}`).join(', ')})`;

type Num = number | null;
interface ComparablesSqlRow {
  total: number;
  sale_count: number;
  sale_sum: number;
  ppsf_count: number;
  ppsf_sum: number;
  est_count: number;
  est_sum: number;
  id: string | null;
  latitude: number;
  longitude: number;
  land_use_code: number;
  land_use_group: string;
  property_class: string;
  subdivision: string | null;
  year_built: Num;
  square_feet: Num;
  bedrooms: Num;
  bathrooms: Num;
  lot_square_feet: Num;
  last_sale_date: string | null;
  last_sale_cents: Num;
  estimated_value_cents: Num;
  distance: number;
  listing_status: string | null;
  arms_length: boolean | null;
  is_cash: boolean | null;
  document_type: string | null;
  multi_parcel: boolean | null;
  house_number: string | null;
  pre_dir: string | null;
  street_name: string | null;
  street_suffix: string | null;
  post_dir: string | null;
  unit_type: string | null;
  unit: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  photo_url: string | null;
}

/**
 * Rebuilds the per-ZIP sales and sale listings (migration 0064 `market_refresh()`) from the record
 * tables. The records loader runs it after every load; tests that insert records by hand call it.
 */
export const refreshMarketTables = async (db: Queryable): Promise<void> => {
  await db.query('SELECT market_refresh()');
};

/** The default time bound of one comparables statement on a server (a few times the widest search's cost). */
export const COMPARABLES_TIMEOUT_MS = 8000;

/** The default number of comparables statements at once (of the pool's 10 connections; docs/performance.md). */
export const COMPARABLES_CONCURRENCY = 4;

/** At most `max` tasks at once; the others wait their turn, first come first served. */
const gate = (max: number) => {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (running < max) running += 1;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
};

const orNull = <T>(v: T | undefined): T | null => (v === undefined ? null : v);

/**
 * The market facts in PostgreSQL (PGlite or a server): comparables in one statement (above, the
 * function of migration 0065); the sales and sale listings of a ZIP from the per-ZIP tables of
 * migration 0064, one index range each (docs/decisions/0060-property-research.md).
 */
export class PgPropertyMarket implements PropertyMarket {
  /**
   * `comparablesTimeoutMs`: the most time one comparables statement may take on a PostgreSQL server
   * (`SET LOCAL statement_timeout`; a cancelled one is SQLSTATE 57014, a 503 for the caller). The
   * widest search takes 1-2.3 s at 1M people (docs/performance.md); PGlite does not enforce the bound.
   */
  constructor(
    private readonly db: Queryable | Db,
    private readonly opts: { readonly comparablesTimeoutMs?: number; readonly comparablesConcurrency?: number } = {},
  ) {
    this.comparablesGate = gate(opts.comparablesConcurrency ?? COMPARABLES_CONCURRENCY);
  }

  private readonly comparablesGate: ReturnType<typeof gate>;

  /**
   * Runs the comparables statement under its time bound (in its own transaction on a server), at most
   * `comparablesConcurrency` at once: the others wait their turn, so a burst of wide searches never
   * holds every connection of the pool and the rest of the site keeps answering.
   */
  private runComparables(params: readonly unknown[]) {
    return this.comparablesGate(() => this.comparablesStatement(params));
  }

  private comparablesStatement(params: readonly unknown[]) {
    const db = this.db;
    if (!('transaction' in db) || db.kind === 'pglite') return db.query<ComparablesSqlRow>(CALL_COMPARABLES, params);
    const ms = Math.max(1, Math.round(this.opts.comparablesTimeoutMs ?? COMPARABLES_TIMEOUT_MS));
    return db.transaction(async (tx) => {
      await tx.query(`SET LOCAL statement_timeout = ${ms}`);
      return tx.query<ComparablesSqlRow>(CALL_COMPARABLES, params);
    });
  }

  async subject(propertyId: number): Promise<MarketSubject | null> {
    const r = await this.db.query<{ latitude: number; longitude: number; square_feet: Num; zip: string | null }>(
      `SELECT p.latitude, p.longitude, p.square_feet, a.zip
         FROM properties p LEFT JOIN addresses a ON a.id = p.address_id WHERE p.id = $1`,
      [propertyId],
    );
    const row = r.rows[0];
    return row
      ? {
          propertyId,
          latitude: row.latitude,
          longitude: row.longitude,
          squareFeet: row.square_feet,
          zip: row.zip ?? '',
        }
      : null;
  }

  asOf(): Promise<string | null> {
    return recordsAsOf(this.db);
  }

  async comparables(q: ComparablesQuery): Promise<ComparablesResult> {
    const { subject: s, filter: f } = q;
    const box = boxAround(s.latitude, s.longitude, f.distanceFromSubject);
    const sold = f.listingStatus === 'sold';
    const params: unknown[] = [
      s.latitude,
      s.longitude,
      s.propertyId,
      f.distanceFromSubject,
      EARTH_RADIUS_MILES,
      Math.PI / 180,
      box.minLon,
      box.minLat,
      box.maxLon,
      box.maxLat,
      f.landUseCode && f.landUseCode.length > 0 ? f.landUseCode : null,
      orNull(f.yearBuiltMin),
      orNull(f.yearBuiltMax),
      orNull(f.squareFeetMin),
      orNull(f.squareFeetMax),
      orNull(f.bedroomsMin),
      orNull(f.bedroomsMax),
      orNull(f.bathroomsMin),
      orNull(f.bathroomsMax),
      orNull(f.lotSquareFeetMin),
      orNull(f.lotSquareFeetMax),
      orNull(f.lastSaleDateMin),
      orNull(f.lastSaleDateMax),
      f.subdivision === undefined ? null : f.subdivision.trim().toLowerCase(),
      sold,
      f.propertyClassCode === undefined ? null : recordedPropertyClassesOf(f.propertyClassCode),
      sold ? null : MLS_STATUSES[f.listingStatus],
      orNull(f.saleSituation),
      FORECLOSURE_DEED_TYPES.map((t) => t.toLowerCase()),
      f.multiParcel,
      q.limit,
      q.offset,
    ];
    const r = await this.runComparables(params);
    const first = r.rows[0];
    if (!first) throw new Error('comparables: the totals row is missing');
    return {
      total: first.total,
      averages: averagesFromSums({
        saleCount: first.sale_count,
        saleCentsSum: first.sale_sum,
        pricePerSqFtCount: first.ppsf_count,
        pricePerSqFtCentsSum: first.ppsf_sum,
        estimatedCount: first.est_count,
        estimatedCentsSum: first.est_sum,
      }),
      rows: r.rows.filter((x) => x.id !== null).map(toComparableRow),
    };
  }

  async sales(zip: string, from: string, before: string): Promise<MarketSaleRow[]> {
    const r = await this.db.query<{
      recording_date: string;
      amount_cents: number;
      square_feet: Num;
      source_id: number;
      recorded_at: string;
    }>(
      `SELECT recording_date::text AS recording_date, amount_cents::float8 AS amount_cents, square_feet,
              source_id::float8 AS source_id, recorded_at::text AS recorded_at
         FROM market_sales
        WHERE zip = $1 AND recording_date >= $2::date AND recording_date < $3::date`,
      [zip, from, before],
    );
    return r.rows.map((x) => ({
      recordingDate: x.recording_date,
      amountCents: x.amount_cents,
      squareFeet: x.square_feet,
      sourceId: x.source_id,
      recordedAt: x.recorded_at,
    }));
  }

  async listings(zip: string, from: string, before: string): Promise<MarketListingRow[]> {
    const r = await this.db.query<{
      list_date: string;
      status: string;
      status_date: string;
      days_on_market: number;
      source_id: number;
      recorded_at: string;
    }>(
      `SELECT list_date::text AS list_date, status, status_date::text AS status_date, days_on_market,
              source_id::float8 AS source_id, recorded_at::text AS recorded_at
         FROM market_listings
        WHERE zip = $1 AND list_date < $3::date
          AND NOT (lower(btrim(status)) = ANY($4::text[]) AND status_date < $2::date)`,
      [zip, from, before, CLOSED_MLS_STATUSES],
    );
    return r.rows.map((x) => ({
      listDate: x.list_date,
      status: x.status,
      statusDate: x.status_date,
      daysOnMarket: x.days_on_market,
      sourceId: x.source_id,
      recordedAt: x.recorded_at,
    }));
  }

  async source(id: number): Promise<MarketSource | null> {
    const r = await this.db.query<MarketSource>('SELECT name, kind, jurisdiction FROM sources WHERE id = $1', [id]);
    return r.rows[0] ?? null;
  }
}

const toComparableRow = (x: ComparablesSqlRow): ComparableRow => ({
  id: Number(x.id),
  latitude: x.latitude,
  longitude: x.longitude,
  landUseCode: x.land_use_code,
  propertyClass: x.property_class,
  subdivision: x.subdivision,
  yearBuilt: x.year_built,
  squareFeet: x.square_feet,
  bedrooms: x.bedrooms,
  bathrooms: x.bathrooms,
  lotSquareFeet: x.lot_square_feet,
  lastSaleDate: x.last_sale_date,
  lastSaleAmountCents: x.last_sale_cents,
  estimatedValueCents: x.estimated_value_cents,
  listingStatus: listingStatusOfMls(x.listing_status),
  lastSale:
    x.document_type === null
      ? null
      : {
          armsLength: x.arms_length === true,
          cash: x.is_cash === true,
          documentType: x.document_type,
          multiParcel: x.multi_parcel === true,
        },
  distance: x.distance,
  houseNumber: x.house_number,
  preDir: x.pre_dir,
  streetName: x.street_name ?? '',
  streetSuffix: x.street_suffix,
  postDir: x.post_dir,
  unitType: x.unit_type,
  unit: x.unit,
  city: x.city ?? '',
  state: x.state ?? '',
  zip: x.zip ?? '',
  landUseGroup: x.land_use_group,
  photoUrl: x.photo_url,
});
