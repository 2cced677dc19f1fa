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
 * The argument types of the comparables search, market_comparables() (adapters/postgres/functions/market_comparables.sql,
 * the one text of the statement: docs/decisions/0060-property-research.md), $1 to $32 in order; the call casts each
 * parameter to its type. tests/adapters/property/pg-property-market-sql.test.ts holds them to the file's.
 */
export const COMPARABLES_PARAMS = [
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
 * Rebuilds the per-ZIP sales and sale listings (`market_refresh()`, functions/market_refresh.sql) from the record
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
 * The market facts in PostgreSQL (PGlite or a server): comparables in one statement (the function
 * market_comparables(), {@link COMPARABLES_PARAMS}); the sales and sale listings of a ZIP from the per-ZIP tables of
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
