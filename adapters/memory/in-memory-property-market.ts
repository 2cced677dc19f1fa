import {
  type ComparableFacts,
  comparablesAverages,
  compareComparables,
  listingStatusOfMls,
  matchesComparablesFilter,
} from '../../core/property/comparables.rules.js';
import { milesBetween } from '../../core/property/geo-distance.rules.js';
import { listingClosed, type MarketListingRow, type MarketSaleRow } from '../../core/property/market.rules.js';
import type {
  ComparableRow,
  ComparablesQuery,
  ComparablesResult,
  MarketSource,
  MarketSubject,
  PropertyMarket,
} from '../../core/property/property-market.port.js';
import {
  asc,
  descNullsLast,
  InMemoryRecords,
  num,
  numOrNull,
  type RecordRow,
  type RecordTables,
  text,
  textOrNull,
} from './in-memory-records.js';

/**
 * The market facts over in-memory record tables (the fake of PgPropertyMarket): every property is
 * read as core `ComparableFacts` and tried with the core predicate `matchesComparablesFilter`, so the
 * fake is the definition the SQL is checked against (tests/adapters/property).
 */
export class InMemoryPropertyMarket implements PropertyMarket {
  private readonly r: InMemoryRecords;
  private docParcels: Map<string, Set<number>> | undefined;
  private readonly factsCache = new Map<number, ComparableFacts>();

  constructor(
    tables: RecordTables,
    private readonly asOfDate: string | null = null,
  ) {
    this.r = new InMemoryRecords(tables);
  }

  async subject(propertyId: number): Promise<MarketSubject | null> {
    const p = this.r.byId('properties', propertyId);
    if (!p) return null;
    const a = this.r.byId('addresses', num(p, 'address_id'));
    return {
      propertyId,
      latitude: num(p, 'latitude'),
      longitude: num(p, 'longitude'),
      squareFeet: numOrNull(p, 'square_feet'),
      zip: a ? text(a, 'zip') : '',
    };
  }

  async asOf(): Promise<string | null> {
    return this.asOfDate;
  }

  async comparables(q: ComparablesQuery): Promise<ComparablesResult> {
    const matches: { facts: ComparableFacts; row: RecordRow; distance: number; id: number }[] = [];
    for (const p of this.r.rows('properties')) {
      const facts = this.facts(p);
      if (!matchesComparablesFilter(q.subject, facts, q.filter)) continue;
      const distance = milesBetween(q.subject.latitude, q.subject.longitude, facts.latitude, facts.longitude);
      matches.push({ facts, row: p, distance, id: facts.id });
    }
    matches.sort(compareComparables);
    return {
      total: matches.length,
      averages: comparablesAverages(matches.map((m) => m.facts)),
      rows: matches.slice(q.offset, q.offset + q.limit).map((m) => this.row(m.row, m.facts, m.distance)),
    };
  }

  async sales(zip: string, from: string, before: string): Promise<MarketSaleRow[]> {
    const out: MarketSaleRow[] = [];
    for (const p of this.propertiesIn(zip)) {
      for (const t of this.r.where('property_transactions', 'property_id', num(p, 'id'))) {
        const amount = numOrNull(t, 'amount_cents');
        const day = text(t, 'recording_date');
        if (text(t, 'transaction_type') !== 'sale' || amount === null || amount <= 0) continue;
        if (day < from || day >= before) continue;
        out.push({
          recordingDate: day,
          amountCents: amount,
          squareFeet: numOrNull(p, 'square_feet'),
          sourceId: num(t, 'source_id'),
          recordedAt: text(t, 'recorded_at'),
        });
      }
    }
    return out;
  }

  async listings(zip: string, from: string, before: string): Promise<MarketListingRow[]> {
    const out: MarketListingRow[] = [];
    for (const p of this.propertiesIn(zip)) {
      for (const l of this.r.where('property_listings', 'property_id', num(p, 'id'))) {
        if (text(l, 'listing_type') !== 'sale' || text(l, 'list_date') >= before) continue;
        if (listingClosed(text(l, 'status')) && text(l, 'status_date') < from) continue;
        out.push({
          listDate: text(l, 'list_date'),
          status: text(l, 'status'),
          statusDate: text(l, 'status_date'),
          daysOnMarket: num(l, 'days_on_market'),
          sourceId: num(l, 'source_id'),
          recordedAt: text(l, 'recorded_at'),
        });
      }
    }
    return out;
  }

  async source(id: number): Promise<MarketSource | null> {
    const s = this.r.byId('sources', id);
    return s ? { name: text(s, 'name'), kind: text(s, 'kind'), jurisdiction: textOrNull(s, 'jurisdiction') } : null;
  }

  /** The properties whose address is in a ZIP. */
  private propertiesIn(zip: string): RecordRow[] {
    return this.r.rows('properties').filter((p) => {
      const a = this.r.byId('addresses', num(p, 'address_id'));
      return a !== undefined && text(a, 'zip') === zip;
    });
  }

  /** The core facts of a property (its latest sale listing, its last sale and that sale's parcels). */
  facts(p: RecordRow): ComparableFacts {
    const id = num(p, 'id');
    const cached = this.factsCache.get(id);
    if (cached) return cached;
    const saleListing = [...this.r.where('property_listings', 'property_id', id)]
      .filter((l) => text(l, 'listing_type') === 'sale')
      .sort((a, b) => descNullsLast(text(a, 'list_date'), text(b, 'list_date')) || num(b, 'id') - num(a, 'id'))[0];
    const lastSaleDate = textOrNull(p, 'last_sale_date');
    const sale = [...this.r.where('property_transactions', 'property_id', id)]
      .filter((t) => text(t, 'transaction_type') === 'sale' && text(t, 'recording_date') === lastSaleDate)
      .sort((a, b) => num(b, 'id') - num(a, 'id'))[0];
    const facts: ComparableFacts = {
      id,
      latitude: num(p, 'latitude'),
      longitude: num(p, 'longitude'),
      landUseCode: num(p, 'land_use_code'),
      propertyClass: text(p, 'property_class'),
      subdivision: textOrNull(p, 'subdivision'),
      yearBuilt: numOrNull(p, 'year_built'),
      squareFeet: numOrNull(p, 'square_feet'),
      bedrooms: numOrNull(p, 'bedrooms'),
      bathrooms: numOrNull(p, 'bathrooms'),
      lotSquareFeet: numOrNull(p, 'lot_square_feet'),
      lastSaleDate,
      lastSaleAmountCents: numOrNull(p, 'last_sale_cents'),
      estimatedValueCents: numOrNull(p, 'estimated_value_cents'),
      listingStatus: saleListing ? listingStatusOfMls(text(saleListing, 'status')) : null,
      lastSale: sale
        ? {
            armsLength: sale.arms_length === true,
            cash: sale.is_cash === true,
            documentType: text(sale, 'document_type'),
            multiParcel: (this.parcelsOf(text(sale, 'document_number'))?.size ?? 0) > 1,
          }
        : null,
    };
    this.factsCache.set(id, facts);
    return facts;
  }

  /** The parcels (property ids) whose sales carry a document number. */
  private parcelsOf(documentNumber: string): Set<number> | undefined {
    if (!this.docParcels) {
      this.docParcels = new Map();
      for (const t of this.r.rows('property_transactions')) {
        if (text(t, 'transaction_type') !== 'sale') continue;
        const key = text(t, 'document_number');
        const set = this.docParcels.get(key) ?? new Set<number>();
        set.add(num(t, 'property_id'));
        this.docParcels.set(key, set);
      }
    }
    return this.docParcels.get(documentNumber);
  }

  private row(p: RecordRow, facts: ComparableFacts, distance: number): ComparableRow {
    const a = this.r.byId('addresses', num(p, 'address_id'));
    const listings = [...this.r.where('property_listings', 'property_id', facts.id)].sort(
      (x, y) => descNullsLast(text(x, 'list_date'), text(y, 'list_date')) || num(y, 'id') - num(x, 'id'),
    );
    let photoUrl: string | null = null;
    for (const l of listings) {
      const photo = [...this.r.where('property_listing_photos', 'listing_id', num(l, 'id'))].sort(
        (x, y) => asc(num(x, 'seq'), num(y, 'seq')) || num(x, 'id') - num(y, 'id'),
      )[0];
      if (photo) {
        photoUrl = text(photo, 'url');
        break;
      }
    }
    const part = (col: string) => (a ? textOrNull(a, col) : null);
    return {
      ...facts,
      distance,
      houseNumber: part('house_number'),
      preDir: part('pre_dir'),
      streetName: part('street_name') ?? '',
      streetSuffix: part('street_suffix'),
      postDir: part('post_dir'),
      unitType: part('unit_type'),
      unit: part('unit'),
      city: part('city') ?? '',
      state: part('state') ?? '',
      zip: part('zip') ?? '',
      landUseGroup: text(p, 'land_use_group'),
      photoUrl,
    };
  }
}
