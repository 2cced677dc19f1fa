/**
 * The filings about a property: tax assessments, MLS listings, foreclosures, liens, evictions,
 * building permits and other recorded documents.
 */
import { dayOf, fmt, yearOfDay } from './day-numbers.js';
import type { GenerationContext } from './generation-context.js';
import { docNumber, ownerName, type PropertyDraft, personName } from './property-draft.js';
import * as V from './vocabulary.js';

export class PropertyFilingsGenerator {
  constructor(private readonly ctx: GenerationContext) {}

  /** Tax assessments: the last three years; the newest may be delinquent. */
  taxAssessments(d: PropertyDraft): void {
    const ctx = this.ctx;
    const rng = ctx.rng;
    const { id, landGroup, assessorSrc } = d.site;
    const { taxDelinquent } = d.situation;
    const { estValue } = d.finance;
    const { ownerOccupied } = d.ownership;
    const asOfYear = yearOfDay(ctx.asOf);
    const ratio = 0.85 + rng.next() * 0.15;
    for (let k = 2; k >= 0; k--) {
      const ty = asOfYear - k;
      const mv = Math.round((estValue * (1 - 0.03 * k)) / 10_000) * 10_000;
      const assessed = Math.round((mv * ratio) / 100) * 100;
      const land = Math.round((assessed * (landGroup === 'land' ? 1 : 0.25 + rng.next() * 0.1)) / 100) * 100;
      const tax = Math.round(assessed * 0.011);
      const delinquent = k === 0 && taxDelinquent;
      ctx.row('property_tax_assessments', [
        ctx.nextId('property_tax_assessments'),
        id,
        ty,
        land,
        assessed - land,
        assessed,
        mv,
        tax,
        ownerOccupied ? 'Homestead' : null,
        delinquent,
        delinquent ? Math.round(tax * (0.5 + rng.next())) : null,
        assessorSrc,
        fmt(dayOf(`${ty}-03-01`) + rng.int(200)),
      ]);
    }
  }

  /** MLS listings: current ones and the sale that just closed. Returns the market status (0, 1 listed, 2 sold). */
  listings(d: PropertyDraft): number {
    const ctx = this.ctx;
    const rng = ctx.rng;
    const { reo, listing } = d.situation;
    const { lastSale, recentSold, estValue, lastPrice } = d.finance;
    let marketStatus = 0;
    if (listing === 'sale' || listing === 'pending') {
      const ld = ctx.asOf - rng.int(150);
      this.listingRow(
        d,
        'sale',
        listing === 'sale' ? 'active' : 'pending',
        ld,
        listing === 'sale' ? ld : Math.min(ctx.asOf, ld + 10 + rng.int(40)),
        Math.round((estValue * (0.97 + rng.next() * 0.1)) / 100_000) * 100_000,
        null,
      );
      marketStatus = 1;
    } else if (listing === 'rent') {
      const ld = ctx.asOf - rng.int(60);
      this.listingRow(d, 'rent', 'active', ld, ld, Math.round((estValue * 0.0065) / 1000) * 1000, null);
      marketStatus = 1;
    } else if (listing === 'failed') {
      const ld = ctx.asOf - 120 - rng.int(240);
      this.listingRow(
        d,
        'sale',
        rng.pick(['expired', 'withdrawn', 'cancelled']),
        ld,
        ld + 60 + rng.int(120),
        Math.round((estValue * 1.08) / 100_000) * 100_000,
        null,
      );
    }
    if (recentSold || (listing === null && !reo && ctx.asOf - lastSale < 365)) {
      const ld = lastSale - 30 - rng.int(60);
      this.listingRow(d, 'sale', 'sold', ld, lastSale, Math.round((lastPrice * 1.02) / 100_000) * 100_000, lastPrice);
      marketStatus = 2;
    }
    return marketStatus;
  }

  /** A listing and its photos. */
  private listingRow(
    d: PropertyDraft,
    type: 'sale' | 'rent',
    status: string,
    listDay: number,
    statusDay: number,
    price: number,
    close: number | null,
  ): void {
    const ctx = this.ctx;
    const rng = ctx.rng;
    const { id, mi, zip, landGroup } = d.site;
    const { beds, baths } = d.building;
    const lid = ctx.nextId('property_listings');
    const photos = 3 + rng.int(10);
    const dom = Math.max(0, (status === 'active' ? ctx.asOf : statusDay) - listDay);
    ctx.row('property_listings', [
      lid,
      id,
      `MLS${mi + 10}${String(rng.int(10_000_000)).padStart(7, '0')}`,
      type,
      status,
      fmt(listDay),
      fmt(statusDay),
      price,
      close,
      dom,
      `${personName(rng).first} ${personName(rng).last}`,
      rng.pick(V.BROKERAGES),
      photos,
      beds
        ? `${beds} bed, ${baths} bath ${landGroup === 'house' ? 'home' : landGroup} in ${zip.city}.`
        : `${landGroup} in ${zip.city}.`,
      ctx.src.mls,
      ctx.rec(statusDay, 5),
    ]);
    for (let k = 1; k <= photos; k++) {
      ctx.row('property_listing_photos', [
        ctx.nextId('property_listing_photos'),
        id,
        lid,
        k,
        `/api/property-photos/${id}.svg?n=${k}`,
        k === 1 ? 'Front' : null,
        ctx.src.mls,
        ctx.rec(listDay, 3),
      ]);
    }
  }

  /** Foreclosures: a notice of default or lis pendens, a scheduled auction, a bank-owned (REO) sale, an old cancelled case. */
  foreclosures(d: PropertyDraft): void {
    const ctx = this.ctx;
    const rng = ctx.rng;
    const { id, m, recorderSrc } = d.site;
    const { reo, fc } = d.situation;
    const { lastSale, lastPrice, loans, open } = d.finance;
    const { owners, buyerNames, sellerName } = d.ownership;
    const borrower = buyerNames;
    const firstLoan = loans[0];
    if (fc) {
      const nod = ctx.asOf - 20 - rng.int(250);
      ctx.row('property_foreclosures', [
        ctx.nextId('property_foreclosures'),
        id,
        fc === 'pre' ? 'pre_foreclosure' : 'pre_foreclosure',
        rng.chance(0.6) ? 'Notice of Default' : 'Lis Pendens',
        docNumber(rng, nod),
        fmt(nod),
        `FC-${yearOfDay(nod)}-${rng.int(1_000_000)}`,
        borrower,
        firstLoan?.lender ?? rng.pick(V.LENDERS),
        rng.pick(V.TRUSTEES),
        Math.round(open * (0.03 + rng.next() * 0.05)),
        null,
        null,
        null,
        fc === 'pre' ? 'active' : 'superseded',
        recorderSrc,
        ctx.rec(nod, 20),
      ]);
      if (fc === 'auction') {
        const nts = Math.min(ctx.asOf - 5, nod + 90 + rng.int(60));
        ctx.row('property_foreclosures', [
          ctx.nextId('property_foreclosures'),
          id,
          'auction',
          'Notice of Trustee Sale',
          docNumber(rng, nts),
          fmt(nts),
          `FC-${yearOfDay(nod)}-${rng.int(1_000_000)}`,
          borrower,
          firstLoan?.lender ?? rng.pick(V.LENDERS),
          rng.pick(V.TRUSTEES),
          Math.round(open * 0.06),
          fmt(ctx.asOf + 5 + rng.int(60)),
          `${m.county} County Courthouse, main entrance`,
          Math.round((open * 0.9) / 100_000) * 100_000,
          'scheduled',
          recorderSrc,
          ctx.rec(nts, 10),
        ]);
      }
    }
    if (reo) {
      const nod = lastSale - 200 - rng.int(200);
      ctx.row('property_foreclosures', [
        ctx.nextId('property_foreclosures'),
        id,
        'reo',
        "Trustee's Deed Upon Sale",
        docNumber(rng, lastSale),
        fmt(lastSale),
        `FC-${yearOfDay(nod)}-${rng.int(1_000_000)}`,
        sellerName,
        owners[0]?.company ?? null,
        rng.pick(V.TRUSTEES),
        null,
        fmt(lastSale - 10),
        `${m.county} County Courthouse`,
        lastPrice,
        'reverted_to_lender',
        recorderSrc,
        ctx.rec(lastSale, 20),
      ]);
    } else if (rng.chance(0.01)) {
      const d = ctx.asOf - 400 - rng.int(3000);
      ctx.row('property_foreclosures', [
        ctx.nextId('property_foreclosures'),
        id,
        'pre_foreclosure',
        'Notice of Default',
        docNumber(rng, d),
        fmt(d),
        null,
        borrower,
        rng.pick(V.LENDERS),
        rng.pick(V.TRUSTEES),
        rng.range(50, 400) * 10_000,
        null,
        null,
        null,
        'cancelled',
        recorderSrc,
        ctx.rec(d, 20),
      ]);
    }
  }

  /** Liens on the property and evictions of its tenants. */
  liensAndEvictions(d: PropertyDraft): void {
    const ctx = this.ctx;
    const rng = ctx.rng;
    const { id, m, zip, residential, recorderSrc, courtSrc } = d.site;
    const { occupancy, propertyLien } = d.situation;
    const { knownHousehold, owners, buyerNames } = d.ownership;
    const borrower = buyerNames;
    if (propertyLien || rng.chance(0.02)) {
      const [type, creditor] = rng.pick(V.PROPERTY_LIEN_TYPES);
      const d = ctx.asOf - 10 - rng.int(5 * 365);
      const isOpen = propertyLien;
      ctx.row('property_liens', [
        ctx.nextId('property_liens'),
        id,
        type,
        type === 'hoa' ? `${zip.city} ${creditor}` : creditor,
        borrower,
        owners[0]?.personId ?? null,
        type === 'judgment' ? `${m.county} County Civil Court` : null,
        type === 'judgment' ? `CV-${yearOfDay(d)}-${rng.int(1_000_000)}` : null,
        docNumber(rng, d),
        fmt(d),
        rng.range(5, 600) * 10_000,
        isOpen ? null : fmt(Math.min(ctx.asOf, d + 60 + rng.int(700))),
        isOpen ? 'open' : 'released',
        recorderSrc,
        ctx.rec(d, 30),
      ]);
    }
    if (residential && occupancy === 'rental' && rng.chance(0.03)) {
      const d = ctx.asOf - 30 - rng.int(6 * 365);
      const tenant = knownHousehold?.[0];
      const tn = tenant ? `${tenant.first} ${tenant.last}` : `${personName(rng).first} ${personName(rng).last}`;
      ctx.row('property_evictions', [
        ctx.nextId('property_evictions'),
        id,
        `EV-${yearOfDay(d)}-${rng.int(1_000_000)}`,
        `${m.county} County Justice Court`,
        fmt(d),
        owners[0] ? ownerName(owners[0]) : 'Owner',
        tn,
        tenant?.id ?? null,
        fmt(d + 20 + rng.int(40)),
        rng.range(10, 120) * 10_000,
        rng.pick(['judgment_for_plaintiff', 'dismissed', 'settled']),
        courtSrc,
        ctx.rec(d, 30),
      ]);
    }
  }

  /** Building permits, probate and other recordings. */
  permitsAndRecordings(d: PropertyDraft): void {
    const ctx = this.ctx;
    const rng = ctx.rng;
    const { id, permitSrc, recorderSrc, courtSrc } = d.site;
    const { year } = d.building;
    const { ownerDeceased } = d.situation;
    const { buyerNames } = d.ownership;
    if (rng.chance(0.15) && year) {
      const n = 1 + rng.int(3);
      for (let k = 0; k < n; k++) {
        const [ptype, desc] = rng.pick(V.PERMIT_TYPES);
        const d = Math.max(dayOf(`${year}-12-31`), ctx.asOf - 30 - rng.int(15 * 365));
        const done = d < ctx.asOf - 180 || rng.chance(0.5);
        ctx.row('property_permits', [
          ctx.nextId('property_permits'),
          id,
          `BP${yearOfDay(d)}-${rng.int(1_000_000)}`,
          ptype,
          desc,
          done ? 'finaled' : 'issued',
          fmt(d),
          done ? fmt(Math.min(ctx.asOf, d + 20 + rng.int(150))) : null,
          rng.range(2, 800) * 100_000,
          rng.pick(V.CONTRACTORS),
          permitSrc,
          ctx.rec(d, 30),
        ]);
      }
    }
    if (ownerDeceased && rng.chance(0.2)) {
      // Probate already opened for some deceased owners (then not pre-probate).
      const d = ctx.asOf - 10 - rng.int(300);
      ctx.row('property_recordings', [
        ctx.nextId('property_recordings'),
        id,
        'Letters of Administration (Probate)',
        docNumber(rng, d),
        fmt(d),
        buyerNames,
        null,
        null,
        courtSrc,
        ctx.rec(d, 30),
      ]);
    }
    if (rng.chance(0.05)) {
      const d = ctx.asOf - rng.int(10 * 365);
      ctx.row('property_recordings', [
        ctx.nextId('property_recordings'),
        id,
        rng.pick(['Easement', 'Assignment of Mortgage', 'Affidavit', 'Notice of Completion']),
        docNumber(rng, d),
        fmt(d),
        buyerNames,
        null,
        null,
        recorderSrc,
        ctx.rec(d, 30),
      ]);
    }
  }
}
