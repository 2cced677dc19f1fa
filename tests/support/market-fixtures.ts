import type { RecordRow, RecordTables } from '../../adapters/memory/in-memory-records.js';

/**
 * Hand-made record rows for the property market tests: a few properties with their addresses, sales
 * and listings, far from any synthetic metro (ids from 990,000,000, ZIPs 00000 and 00001), so they
 * can sit next to a synthetic set in one database.
 */

export const FIXTURE_SOURCES = { recorder: 990_000_001, mls: 990_000_002, recorder2: 990_000_003 } as const;

const sources: RecordRow[] = [
  {
    id: FIXTURE_SOURCES.recorder,
    name: 'Fixture County Recorder',
    kind: 'recorder',
    jurisdiction: 'Fixture County, ZZ',
  },
  { id: FIXTURE_SOURCES.mls, name: 'Fixture MLS', kind: 'mls', jurisdiction: null },
  { id: FIXTURE_SOURCES.recorder2, name: 'Other Recorder', kind: 'recorder', jurisdiction: 'Other County, ZZ' },
];

export interface FixtureProperty {
  readonly id: number;
  readonly lat: number;
  readonly lon: number;
  readonly zip?: string;
  readonly squareFeet?: number | null;
  readonly lastSaleDate?: string | null;
  readonly lastSaleCents?: number | null;
  readonly estimatedCents?: number | null;
  readonly landUseCode?: number;
  readonly propertyClass?: string;
}

/** A properties row and its address (address id = property id + 5,000,000). */
export const fixtureProperty = (p: FixtureProperty): { property: RecordRow; address: RecordRow } => ({
  address: {
    id: p.id + 5_000_000,
    house_number: String(p.id % 1000),
    street_name: 'Fixture',
    street_suffix: 'St',
    city: 'Fixtureville',
    state: 'ZZ',
    zip: p.zip ?? '00000',
    latitude: p.lat,
    longitude: p.lon,
    address_key: `${p.id % 1000} fixture st`,
    source_id: FIXTURE_SOURCES.recorder,
    recorded_at: '2026-01-01',
  },
  property: {
    id: p.id,
    address_id: p.id + 5_000_000,
    apn: `FX-${p.id}`,
    county: 'Fixture',
    land_use_code: p.landUseCode ?? 1001,
    land_use_group: 'house',
    property_class: p.propertyClass ?? 'Residential',
    subdivision: 'Fixture Park',
    year_built: 1990,
    bedrooms: 3,
    bathrooms: 2,
    square_feet: p.squareFeet === undefined ? 2000 : p.squareFeet,
    lot_square_feet: 6000,
    units: 1,
    pool: false,
    garage: true,
    basement: false,
    attic: false,
    hoa: false,
    owner_occupied: true,
    vacant: false,
    estimated_value_cents: p.estimatedCents === undefined ? null : p.estimatedCents,
    open_loans_cents: 0,
    last_sale_date: p.lastSaleDate ?? null,
    last_sale_cents: p.lastSaleCents ?? null,
    market_status: 0,
    latitude: p.lat,
    longitude: p.lon,
    source_id: FIXTURE_SOURCES.recorder,
    recorded_at: '2026-01-01',
  },
});

let nextTx = 990_100_000;
/** A property_transactions row. */
export const fixtureSale = (
  propertyId: number,
  recordingDate: string,
  amountCents: number | null,
  o: {
    type?: 'sale' | 'loan';
    doc?: string;
    cash?: boolean;
    armsLength?: boolean;
    deed?: string;
    source?: number;
  } = {},
): RecordRow => {
  nextTx += 1;
  return {
    id: nextTx,
    property_id: propertyId,
    transaction_type: o.type ?? 'sale',
    document_type: o.deed ?? 'Grant Deed',
    document_number: o.doc ?? `FX-DOC-${nextTx}`,
    recording_date: recordingDate,
    amount_cents: amountCents,
    is_open: false,
    is_cash: o.cash ?? false,
    arms_length: o.armsLength ?? true,
    source_id: o.source ?? FIXTURE_SOURCES.recorder,
    recorded_at: recordingDate,
  };
};

let nextListing = 990_200_000;
/** A property_listings row (a sale listing unless `type` says rent). */
export const fixtureListing = (
  propertyId: number,
  listDate: string,
  status: string,
  statusDate: string,
  daysOnMarket: number,
  type: 'sale' | 'rent' = 'sale',
): RecordRow => {
  nextListing += 1;
  return {
    id: nextListing,
    property_id: propertyId,
    mls_number: `FXMLS${nextListing}`,
    listing_type: type,
    status,
    list_date: listDate,
    status_date: statusDate,
    list_price_cents: 40_000_000,
    days_on_market: daysOnMarket,
    photo_count: 0,
    source_id: FIXTURE_SOURCES.mls,
    recorded_at: statusDate,
  };
};

/** Record tables of fixture properties and their rows. */
export const fixtureTables = (
  props: readonly FixtureProperty[],
  transactions: readonly RecordRow[],
  listings: readonly RecordRow[],
): RecordTables => {
  const built = props.map(fixtureProperty);
  return {
    sources,
    addresses: built.map((b) => b.address),
    properties: built.map((b) => b.property),
    property_transactions: [...transactions],
    property_listings: [...listings],
  };
};

/** Two sets of record tables as one (rows appended table by table; a row whose id is already there is kept once). */
export const mergeTables = (a: RecordTables, b: RecordTables): RecordTables => {
  const out: Record<string, RecordRow[]> = {};
  for (const t of new Set([...Object.keys(a), ...Object.keys(b)])) {
    const seen = new Set<unknown>();
    out[t] = [...(a[t] ?? []), ...(b[t] ?? [])].filter((r) => !seen.has(r.id) && seen.add(r.id));
  }
  return out;
};
