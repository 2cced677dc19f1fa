import { isForeclosureDeed, listingStatusOfMls } from '../../core/property/comparables.rules.js';
import { milesBetween } from '../../core/property/geo-distance.rules.js';
import { listingClosed } from '../../core/property/market.rules.js';
import type {
  NearbyScope,
  NearbySearch,
  NearbySearchFacts,
  NearbySearchQuery,
  NearbySubject,
} from '../../core/property/nearby-search.port.js';
import { insideArea, matchesNearbyFilters, type NearbyFilterFacts } from '../../core/property/nearby-search.rules.js';
import {
  computeEquityPercent,
  type ForeclosureStage,
  type PropertyFacts,
  QUICK_FILTER_IDS,
  QUICK_FILTERS,
  type QuickFilterId,
} from '../../core/property/quick-filters.rules.js';
import {
  bool,
  InMemoryRecords,
  num,
  numOrNull,
  type RecordRow,
  type RecordTables,
  text,
  textOrNull,
} from './in-memory-records.js';

/** One property as the nearby search reads it: card facts, filter facts, quick-filter facts. */
export interface PropertySearchRow extends NearbyFilterFacts {
  readonly card: Omit<NearbySearchFacts, 'distanceMiles' | 'savedId'>;
  readonly quick: PropertyFacts;
  /** The quick filters it matches on the records' day. */
  readonly quickFilters: ReadonlySet<QuickFilterId>;
}

const byDesc = (cols: string[]) => (a: RecordRow, b: RecordRow) => {
  for (const c of cols) {
    const x = c === 'id' ? num(a, c) : text(a, c);
    const y = c === 'id' ? num(b, c) : text(b, c);
    if (x !== y) return x < y ? 1 : -1;
  }
  return 0;
};

/**
 * The nearby search rows of every property, read from the record rows as
 * property_search_refresh() (functions/property_search_refresh.sql) derives them, with the quick filters of core
 * (QUICK_FILTERS) applied as of `asOf`.
 */
export const propertySearchRows = (tables: RecordTables, asOf: string): PropertySearchRow[] => {
  const r = new InMemoryRecords(tables);
  const openLiensOf = (personId: number) =>
    r.where('person_liens', 'person_id', personId).filter((l) => text(l, 'status') === 'open').length;
  const bankrupt = (personId: number) =>
    r.where('bankruptcies', 'person_id', personId).some((b) => text(b, 'status') === 'open');
  const saleDocs = new Map<string, Set<number>>();
  for (const t of r.rows('property_transactions'))
    if (text(t, 'transaction_type') === 'sale') {
      const set = saleDocs.get(text(t, 'document_number')) ?? new Set<number>();
      set.add(num(t, 'property_id'));
      saleDocs.set(text(t, 'document_number'), set);
    }
  return r.rows('properties').map((p): PropertySearchRow => {
    const id = num(p, 'id');
    const a = r.byId('addresses', num(p, 'address_id')) as RecordRow;
    const owners = r.where('property_owners', 'property_id', id).filter((o) => bool(o, 'is_current'));
    const people = owners.map((o) => numOrNull(o, 'person_id')).filter((x): x is number => x !== null);
    const fcs = r.where('property_foreclosures', 'property_id', id);
    const noticeOfSale = fcs.some((f) => text(f, 'stage') === 'auction' && text(f, 'status') === 'scheduled');
    const preActive = fcs.filter((f) => text(f, 'stage') === 'pre_foreclosure' && text(f, 'status') === 'active');
    const stage: ForeclosureStage = noticeOfSale
      ? 'noticeOfSale'
      : preActive.some((f) => text(f, 'document_type') === 'Lis Pendens')
        ? 'lisPendens'
        : preActive.length > 0
          ? 'noticeOfDefault'
          : 'none';
    const auctions = fcs
      .filter((f) => text(f, 'stage') === 'auction' && text(f, 'status') === 'scheduled')
      .map((f) => textOrNull(f, 'auction_date'))
      .filter((d): d is string => d !== null)
      .sort();
    const tax = [...r.where('property_tax_assessments', 'property_id', id)].sort(
      (x, y) => num(y, 'tax_year') - num(x, 'tax_year') || num(y, 'id') - num(x, 'id'),
    )[0];
    const txs = r.where('property_transactions', 'property_id', id);
    const sale = txs.filter((t) => text(t, 'transaction_type') === 'sale').sort(byDesc(['recording_date', 'id']))[0];
    const openLoans = txs.filter((t) => text(t, 'transaction_type') === 'loan' && bool(t, 'is_open')).length;
    const listings = r.where('property_listings', 'property_id', id);
    const latest = [...listings].sort(byDesc(['status_date', 'id']))[0];
    const byListDate = [...listings].sort(byDesc(['list_date', 'id']));
    const open = byListDate.find((l) => !listingClosed(text(l, 'status')));
    const photos = byListDate[0]
      ? [...r.where('property_listing_photos', 'listing_id', num(byListDate[0], 'id'))].sort(
          (x, y) => num(x, 'seq') - num(y, 'seq') || num(x, 'id') - num(y, 'id'),
        )
      : [];
    const estimatedValueCents = numOrNull(p, 'estimated_value_cents');
    const bankOwned = owners.some((o) => text(o, 'owner_type') === 'bank');
    const quick: PropertyFacts = {
      marketStatus: num(p, 'market_status') === 1 ? 'onMarket' : num(p, 'market_status') === 2 ? 'sold' : 'offMarket',
      listingStatus: latest ? listingStatusOfMls(text(latest, 'status')) : null,
      listingType: latest ? (text(latest, 'listing_type') === 'rent' ? 'rent' : 'sale') : null,
      daysOnMarket: open ? num(open, 'days_on_market') : null,
      estimatedValue: estimatedValueCents === null ? null : estimatedValueCents / 100,
      openLoanCount: openLoans,
      openLoanBalance: num(p, 'open_loans_cents') / 100,
      equityPercent: computeEquityPercent(
        estimatedValueCents === null ? null : estimatedValueCents / 100,
        num(p, 'open_loans_cents') / 100,
      ),
      lastSaleDate: textOrNull(p, 'last_sale_date'),
      lastSaleCashPurchase: sale ? bool(sale, 'is_cash') : false,
      isVacant: bool(p, 'vacant'),
      ownerOccupied: bool(p, 'owner_occupied'),
      taxDelinquent: tax ? bool(tax, 'delinquent') : false,
      ownerInBankruptcy: people.some(bankrupt),
      propertyLienCount: r.where('property_liens', 'property_id', id).filter((l) => text(l, 'status') === 'open')
        .length,
      personalLienCount: people.reduce((s, pid) => s + openLiensOf(pid), 0),
      foreclosureStage: stage,
      auctionDate: auctions.at(-1) ?? null,
      ownerDeceased: people.some((pid) => r.byId('people', pid)?.deceased === true),
      probateOpened: r
        .where('property_recordings', 'property_id', id)
        .some((x) => text(x, 'document_type').includes('Probate')),
      bankOwned,
    };
    const listingAmountCents = open ? num(open, 'list_price_cents') : null;
    return {
      landUseCode: num(p, 'land_use_code'),
      propertyClass: text(p, 'property_class'),
      subdivision: textOrNull(p, 'subdivision'),
      yearBuilt: numOrNull(p, 'year_built'),
      stories: numOrNull(p, 'stories'),
      bedrooms: numOrNull(p, 'bedrooms'),
      bathrooms: numOrNull(p, 'bathrooms'),
      squareFeet: numOrNull(p, 'square_feet'),
      lotSquareFeet: numOrNull(p, 'lot_square_feet'),
      pool: bool(p, 'pool'),
      garage: bool(p, 'garage'),
      basement: bool(p, 'basement'),
      attic: bool(p, 'attic'),
      estimatedValueCents,
      listingStatus: quick.listingStatus,
      listingAmountCents,
      lastSaleDate: textOrNull(p, 'last_sale_date'),
      lastSaleCents: numOrNull(p, 'last_sale_cents'),
      lastSale: sale
        ? {
            armsLength: bool(sale, 'arms_length'),
            cash: bool(sale, 'is_cash'),
            foreclosure: isForeclosureDeed(text(sale, 'document_type')),
            multiParcel: (saleDocs.get(text(sale, 'document_number'))?.size ?? 0) > 1,
          }
        : null,
      quick,
      quickFilters: new Set(QUICK_FILTERS.filter((q) => q.matches(quick, asOf)).map((q) => q.id)),
      card: {
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
        estimatedValueCents,
        bedrooms: numOrNull(p, 'bedrooms'),
        bathrooms: numOrNull(p, 'bathrooms'),
        squareFeet: numOrNull(p, 'square_feet'),
        landUseGroup: text(p, 'land_use_group'),
        marketStatus: num(p, 'market_status'),
        daysOnMarket: open ? num(open, 'days_on_market') : null,
        lastSaleDate: textOrNull(p, 'last_sale_date'),
        lastSaleCents: numOrNull(p, 'last_sale_cents'),
        photoUrl: photos[0] ? text(photos[0], 'url') : null,
        photosAvailable: photos.length,
        latitude: num(p, 'latitude'),
        longitude: num(p, 'longitude'),
        listingAmountCents,
        lotSquareFeet: numOrNull(p, 'lot_square_feet'),
      },
    };
  });
};

const SORT_VALUE: Readonly<Record<string, (f: NearbySearchFacts) => number | null>> = {
  daysOnMarket: (f) => f.daysOnMarket,
  listingAmount: (f) => f.listingAmountCents,
  distanceFromSubject: (f) => f.distanceMiles,
  squareFeet: (f) => f.squareFeet,
  lotSquareFeet: (f) => f.lotSquareFeet,
  bedrooms: (f) => f.bedrooms,
  bathrooms: (f) => f.bathrooms,
};

/**
 * {@link NearbySearch} over in-memory records: every property tested against the area (core
 * `insideArea`), the filters (core `matchesNearbyFilters`) and the quick filter. Passes
 * tests/adapters/property/nearby-search.contract.test.ts.
 */
export class InMemoryNearbySearch implements NearbySearch {
  private rowsCache: PropertySearchRow[] | null = null;
  private readonly saved = new Map<string, number>();
  /** When set, the next search with extra filters throws (a test of the retry). */
  failFilteredSearches = false;

  constructor(
    private readonly tables: RecordTables,
    private readonly recordsAsOf: string | null,
  ) {}

  private rows(): PropertySearchRow[] {
    this.rowsCache ??= propertySearchRows(this.tables, this.recordsAsOf ?? '2026-01-01');
    return this.rowsCache;
  }

  /** Marks a property saved by a user (the saved_properties rows of PostgreSQL). */
  markSaved(userId: string, propertyId: number, savedId: number): void {
    this.saved.set(`${userId}:${propertyId}`, savedId);
  }

  async asOf(): Promise<string | null> {
    return this.recordsAsOf;
  }

  async subject(id: number): Promise<NearbySubject | null> {
    const row = this.rows().find((x) => x.card.id === id);
    if (!row) return null;
    const c = row.card;
    return {
      id,
      latitude: c.latitude,
      longitude: c.longitude,
      houseNumber: c.houseNumber,
      preDir: c.preDir,
      streetName: c.streetName,
      streetSuffix: c.streetSuffix,
      postDir: c.postDir,
      unitType: c.unitType,
      unit: c.unit,
    };
  }

  async geocode(a: {
    city?: string | undefined;
    state?: string | undefined;
    zip?: string | undefined;
    street?: string | undefined;
  }): Promise<{ latitude: number; longitude: number } | null> {
    const inPlace = (this.tables.addresses ?? []).filter(
      (x) =>
        x.latitude !== null &&
        x.longitude !== null &&
        (a.zip
          ? x.zip === a.zip
          : String(x.state) === (a.state ?? '').toUpperCase() &&
            String(x.city).toLowerCase() === (a.city ?? '').toLowerCase()),
    );
    const mean = (list: readonly RecordRow[]) =>
      list.length === 0
        ? null
        : {
            latitude: list.reduce((s, x) => s + num(x, 'latitude'), 0) / list.length,
            longitude: list.reduce((s, x) => s + num(x, 'longitude'), 0) / list.length,
          };
    const street = a.street?.trim().toLowerCase().replace(/\s+/g, ' ');
    if (street) {
      const line = (x: RecordRow) =>
        ['house_number', 'pre_dir', 'street_name', 'street_suffix', 'post_dir']
          .map((c) => textOrNull(x, c))
          .filter((v) => v !== null)
          .join(' ')
          .toLowerCase();
      const hit = mean(inPlace.filter((x) => line(x).startsWith(street)));
      if (hit) return hit;
    }
    return mean(inPlace);
  }

  private scoped(q: NearbyScope): { row: PropertySearchRow; distance: number }[] {
    const { latitude, longitude } = q.area.center;
    return this.rows()
      .filter(
        (x) =>
          x.card.id !== q.excludeId &&
          insideArea(q.area, x.card.latitude, x.card.longitude) &&
          matchesNearbyFilters(x, q.filters),
      )
      .map((row) => ({ row, distance: milesBetween(latitude, longitude, row.card.latitude, row.card.longitude) }));
  }

  async search(q: NearbySearchQuery): Promise<{ total: number; properties: readonly NearbySearchFacts[] }> {
    const extra = Object.keys(q.filters).some((k) => k !== 'quickFilter' && k !== 'distanceFromSubject');
    if (this.failFilteredSearches && extra) throw new Error('in-memory nearby search: failing as asked');
    const value = SORT_VALUE[q.sort.field] ?? SORT_VALUE.daysOnMarket!;
    const all = this.scoped(q)
      .filter((x) => x.row.quickFilters.has(q.quickFilter))
      .map(
        ({ row, distance }): NearbySearchFacts => ({
          ...row.card,
          distanceMiles: distance,
          savedId: q.viewerId === null ? null : (this.saved.get(`${q.viewerId}:${row.card.id}`) ?? null),
        }),
      )
      .sort((a, b) => {
        const [x, y] = [value(a), value(b)];
        if (x !== y) {
          if (x === null) return 1;
          if (y === null) return -1;
          return q.sort.desc ? y - x : x - y;
        }
        return a.id - b.id;
      });
    return { total: all.length, properties: all.slice(q.offset, q.offset + q.limit) };
  }

  async counts(q: NearbyScope): Promise<Record<QuickFilterId, number>> {
    const out = Object.fromEntries(QUICK_FILTER_IDS.map((id) => [id, 0])) as Record<QuickFilterId, number>;
    for (const { row } of this.scoped(q)) for (const id of row.quickFilters) out[id] += 1;
    return out;
  }

  async matchingIds(q: NearbyScope & { quickFilter: QuickFilterId }): Promise<readonly number[]> {
    return this.scoped(q)
      .filter((x) => x.row.quickFilters.has(q.quickFilter))
      .map((x) => x.row.card.id)
      .sort((a, b) => a - b);
  }
}
