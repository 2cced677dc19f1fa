/**
 * The changes a records update makes to properties: sales (after a listing, which closes as sold, or
 * off-market), with the sale transaction, the new owners and the old owners no longer current; new
 * listings; listings taken off the market.
 */
import { fmt } from './day-numbers.js';
import type { DeltaContext } from './delta-context.js';
import type { DeltaPeopleChanges } from './delta-people-changes.js';
import type { SnapPerson, SnapProperty } from './delta-snapshot.js';
import { rateAt } from './housing-market.js';
import { docNumber, personName } from './property-draft.js';
import * as V from './vocabulary.js';

export class DeltaPropertyChanges {
  /** Properties changed already: one change per property. */
  readonly touched = new Set<number>();
  private readonly peopleById = new Map<number, SnapPerson>();
  /** Assessor source id -> [recorder source id, metro index]. */
  private readonly metroOf = new Map<number, [number, number]>();
  buyerMoves = 0;
  sellerMoves = 0;

  constructor(
    private readonly ctx: DeltaContext,
    private readonly people: DeltaPeopleChanges,
  ) {
    for (const p of ctx.snap.people) this.peopleById.set(p.id, p);
    const byJurisdiction = new Map<string, number>();
    for (const [id, [, kind, j]] of ctx.snap.sources) if (kind === 'county_recorder' && j) byJurisdiction.set(j, id);
    let mi = 0;
    for (const [id, [, kind, j]] of ctx.snap.sources) {
      if (kind !== 'county_assessor' || !j) continue;
      this.metroOf.set(id, [byJurisdiction.get(j) ?? id, mi++]);
    }
  }

  /** An untouched property passing `ok`, or null after a bounded number of draws. */
  private pick(ok: (p: SnapProperty) => boolean): SnapProperty | null {
    const props = this.ctx.snap.properties;
    for (let tries = 0; tries < 80 && props.length > 0; tries++) {
      const p = props[this.ctx.rng.int(props.length)]!;
      if (!this.touched.has(p.id) && ok(p)) {
        this.touched.add(p.id);
        return p;
      }
    }
    return null;
  }

  private address(p: SnapProperty) {
    const a = this.ctx.snap.addresses.get(p.addressId);
    return a ? { id: a.id, city: a.city, state: a.state, zip: a.zip, county: a.county } : null;
  }

  /**
   * A sale recorded in the window: after an open sale listing (closed as sold) when `listed`, else
   * off-market. Returns false when no property fits.
   */
  sale(listed: boolean): boolean {
    const ctx = this.ctx;
    const rng = ctx.rng;
    const p = this.pick(
      (q) =>
        q.owners.length > 0 &&
        q.estValue !== null &&
        (q.lastSale === null || q.lastSale < ctx.setAsOf - 365) &&
        q.owners.every((o) => o.from === null || o.from < ctx.setAsOf) &&
        (listed ? q.openListings.some((l) => l.type === 'sale') : q.openListings.length === 0),
    );
    const addr = p ? this.address(p) : null;
    if (!p || !addr) return false;
    const day = ctx.windowDay();
    const listing = p.openListings.find((l) => l.type === 'sale');
    const price = listing
      ? Math.round((listing.price * (0.96 + rng.next() * 0.06)) / 100_000) * 100_000
      : Math.round((p.estValue! * (0.95 + rng.next() * 0.1)) / 100_000) * 100_000;
    const sellers = p.owners.map((o) => o.company ?? `${o.first ?? ''} ${o.last ?? ''}`.trim()).join('; ');
    // Sellers who live there move out before the sale closes.
    for (const o of p.owners) {
      const seller = o.personId === null ? undefined : this.peopleById.get(o.personId);
      if (!seller || seller.deceased || this.people.touched.has(seller.id)) continue;
      const links = ctx.snap.currentAddresses.get(seller.id) ?? [];
      if (!links.some((l) => l.refId === p.addressId)) continue;
      this.people.touched.add(seller.id);
      if (this.people.move(seller, Math.max(ctx.setAsOf + 1, day - rng.int(5)))) this.sellerMoves++;
    }
    // The buyer: a person of the set who moves in, or someone from elsewhere.
    const buyer = rng.chance(0.5) ? this.people.pickPerson((q) => ctx.snap.currentAddresses.has(q.id), 25, 80) : null;
    const name = buyer ?? { ...personName(rng), id: null };
    if (buyer && this.people.move(buyer, Math.min(ctx.asOf - 1, day + 1 + rng.int(10)), addr)) this.buyerMoves++;
    const [recorder] = this.metroOf.get(p.sourceId) ?? [p.sourceId, 0];
    const cash = rng.chance(0.3);
    const buyerName = `${name.first} ${name.last}`;
    for (const o of p.owners) this.people.retireOther('property_owners', o.id, day);
    if (listing) this.people.retireOther('property_listings', listing.id, day, 'sold', price);
    for (const l of p.openListings)
      if (l !== listing) this.people.retireOther('property_listings', l.id, day, 'withdrawn');
    ctx.row('property_owners', [
      ctx.nextId('property_owners'),
      p.id,
      buyer?.id ?? null,
      'person',
      1,
      name.first,
      name.middle,
      name.last,
      null,
      null,
      true,
      fmt(day),
      null,
      p.sourceId,
      ctx.recIn(day, 20),
    ]);
    ctx.row('property_transactions', [
      ctx.nextId('property_transactions'),
      p.id,
      'sale',
      'Grant Deed',
      docNumber(rng, day),
      fmt(day),
      price,
      buyerName,
      sellers,
      null,
      null,
      null,
      null,
      false,
      null,
      cash,
      true,
      recorder,
      ctx.recIn(day, 10),
    ]);
    if (!cash) {
      const amount = Math.round((price * 0.8) / 100_000) * 100_000;
      ctx.row('property_transactions', [
        ctx.nextId('property_transactions'),
        p.id,
        'loan',
        'Deed of Trust',
        docNumber(rng, day),
        fmt(day),
        amount,
        buyerName,
        null,
        rng.pick(V.LENDERS),
        'conventional',
        rateAt(day).toFixed(3),
        360,
        true,
        amount,
        false,
        true,
        recorder,
        ctx.recIn(day, 10),
      ]);
    }
    return true;
  }

  /** A property comes on the market: a new active sale listing with its photos. */
  newListing(): boolean {
    const ctx = this.ctx;
    const rng = ctx.rng;
    const p = this.pick((q) => q.owners.length > 0 && q.estValue !== null && q.openListings.length === 0);
    const addr = p ? this.address(p) : null;
    if (!p || !addr) return false;
    const [, mi] = this.metroOf.get(p.sourceId) ?? [0, 0];
    const day = ctx.windowDay();
    const id = ctx.nextId('property_listings');
    const photos = 3 + rng.int(10);
    const agent = personName(rng);
    ctx.row('property_listings', [
      id,
      p.id,
      `MLS${mi + 10}${String(rng.int(10_000_000)).padStart(7, '0')}`,
      'sale',
      'active',
      fmt(day),
      fmt(day),
      Math.round((p.estValue! * (0.97 + rng.next() * 0.1)) / 100_000) * 100_000,
      null,
      ctx.asOf - day,
      `${agent.first} ${agent.last}`,
      rng.pick(V.BROKERAGES),
      photos,
      p.beds
        ? `${p.beds} bed, ${p.baths} bath ${p.landGroup === 'house' ? 'home' : p.landGroup} in ${addr.city}.`
        : `${p.landGroup} in ${addr.city}.`,
      ctx.src.mls,
      ctx.recIn(day, 5),
    ]);
    for (let k = 1; k <= photos; k++) {
      ctx.row('property_listing_photos', [
        ctx.nextId('property_listing_photos'),
        p.id,
        id,
        k,
        `/api/property-photos/${p.id}.svg?n=${k}`,
        k === 1 ? 'Front' : null,
        ctx.src.mls,
        ctx.recIn(day, 5),
      ]);
    }
    return true;
  }

  /** An open listing ends without a sale: withdrawn, expired or cancelled. */
  offMarket(): boolean {
    const ctx = this.ctx;
    const p = this.pick((q) => q.openListings.length > 0);
    if (!p) return false;
    const day = ctx.windowDay();
    for (const l of p.openListings) {
      this.people.retireOther('property_listings', l.id, day, ctx.rng.pick(['withdrawn', 'expired', 'cancelled']));
    }
    return true;
  }
}
