/**
 * Properties of the metros: the lot on a street grid, the building, the situation draws behind the
 * quick filters, the sale and its loans; then the owners and residents (property-owners-generator.ts),
 * the recorded documents and filings (property-filings-generator.ts) and the properties row.
 */
import { recordsAddressKey } from '../../core/records/normalize.rules.js';
import { dayOf, fmt, yearOfDay } from './day-numbers.js';
import type { AddressInfo, GenerationContext } from './generation-context.js';
import { balanceAfter, hpiAt, rateAt } from './housing-market.js';
import {
  type Building,
  type Finance,
  LAND_USE,
  type Loan,
  type Occupancy,
  type PropertyDraft,
  type Site,
  type Situation,
} from './property-draft.js';
import type { PropertyFilingsGenerator } from './property-filings-generator.js';
import type { PropertyOwnersGenerator } from './property-owners-generator.js';
import * as V from './vocabulary.js';

export class PropertyGenerator {
  constructor(
    private readonly ctx: GenerationContext,
    private readonly owners: PropertyOwnersGenerator,
    private readonly filings: PropertyFilingsGenerator,
  ) {}

  /** One property and every row about it, in the order of its draws. */
  property(): void {
    const site = this.site();
    const building = this.building(site);
    const situation = this.situation(site);
    const finance = this.finance(building, situation);
    const ownership = this.owners.ownership(site, building, situation, finance);
    const d: PropertyDraft = { site, building, situation, finance, ownership };
    this.owners.writeOwners(d);
    this.owners.transactions(d);
    this.filings.taxAssessments(d);
    const marketStatus = this.filings.listings(d);
    this.filings.foreclosures(d);
    this.filings.liensAndEvictions(d);
    this.filings.permitsAndRecordings(d);
    this.propertyRow(d, marketStatus);
    this.ctx.propsDone++;
  }

  /** The lot (metro, ZIP, next lot of the ZIP's street grid), the land use and the address row. */
  private site(): Site {
    const ctx = this.ctx;
    const rng = ctx.rng;
    const mi = ctx.metroTable.sample(ctx.placeRng);
    const m = ctx.metros[mi]!;
    const zi = ctx.zipTables[mi]!.sample(ctx.placeRng);
    const zip = m.zips[zi]!;
    const lot = ctx.lotCounters[mi]![zi]!++;
    const [assessorSrc, recorderSrc, permitSrc, courtSrc] = ctx.sources.metroSources[mi]!;
    const id = ctx.nextId('properties');

    // Street grid around the ZIP centroid: 40 lots per street (20 a side, 36 m apart), streets 150 m apart.
    const s = Math.floor(lot / 40);
    const pos = lot % 40;
    const side = pos % 2;
    const l = pos >> 1;
    const row = s === 0 ? 0 : s % 2 === 1 ? (s + 1) / 2 : -s / 2;
    const dy = row * 150 + (side ? 15 : -15);
    const dx = (l - 10) * 36 + (s % 3) * 12;
    const lat = zip.latitude + dy / 111_320;
    const lon = zip.longitude + dx / (111_320 * Math.cos((zip.latitude * Math.PI) / 180));
    const streetHash = (mi * 7919 + zi * 104_729 + s * 15_485_863) >>> 0;
    const street = V.STREET_NAMES[streetHash % V.STREET_NAMES.length]!;
    const suffix = V.STREET_SUFFIXES[(streetHash >>> 8) % V.STREET_SUFFIXES.length]!;
    const block = 1 + ((zi * 7 + s * 3) % 60);
    const house = String(block * 100 + l * 4 + side + 2);

    const [group, code, klass] = LAND_USE.sample(rng);
    const lu =
      m.city === 'Brooklyn' && group === 'house' && rng.chance(0.12)
        ? (['coOp', 1005, 'R'] as const)
        : ([group, code, klass] as const);
    const landGroup = lu[0];
    const residential = lu[2] === 'R';
    const unitType = landGroup === 'condo' || landGroup === 'coOp' ? 'Unit' : null;
    const unit = unitType ? String(100 * (1 + rng.int(6)) + 1 + rng.int(12)) : null;

    const addrId = ctx.nextId('addresses');
    const addrParts = { houseNumber: house, streetName: street, streetSuffix: suffix, unitType, unit };
    ctx.row('addresses', [
      addrId,
      house,
      null,
      street,
      suffix,
      null,
      unitType,
      unit,
      zip.city,
      zip.state,
      zip.zip,
      String(1000 + rng.int(9000)),
      m.county,
      lat.toFixed(6),
      lon.toFixed(6),
      recordsAddressKey(addrParts),
      assessorSrc,
      ctx.rec(ctx.asOf - 400 - rng.int(3000), 30),
    ]);
    const addr: AddressInfo = { id: addrId, city: zip.city, state: zip.state, zip: zip.zip, county: m.county };
    return {
      id,
      mi,
      m,
      zi,
      zip,
      s,
      pos,
      lat,
      lon,
      street,
      assessorSrc,
      recorderSrc,
      permitSrc,
      courtSrc,
      lu,
      landGroup,
      klass,
      residential,
      unit,
      addrId,
      addr,
    };
  }

  /** Building and lot, and the market value. */
  private building(site: Site): Building {
    const ctx = this.ctx;
    const rng = ctx.rng;
    const { mi, m, zi, landGroup, klass } = site;
    let beds: number | null = null;
    let baths: number | null = null;
    let sqft: number | null = null;
    let lotSqft: number | null = null;
    let year: number | null = null;
    let stories: number | null = null;
    let units = 1;
    const south = ['AZ', 'FL', 'TX', 'NV', 'CA', 'GA', 'LA'].includes(m.state);
    switch (landGroup) {
      case 'house':
      case 'townHouse': {
        beds = 2 + (rng.chance(0.85) ? rng.int(3) : 3) + (rng.chance(0.08) ? 1 : 0);
        baths = Math.max(1, beds - 1 + (rng.chance(0.5) ? 0.5 : 0) + (rng.chance(0.3) ? 1 : 0));
        sqft = Math.max(650, Math.round(450 + beds * 430 + rng.normal() * 220));
        lotSqft =
          landGroup === 'townHouse'
            ? 1200 + rng.int(2500)
            : Math.round(4000 + rng.int(9000) + (rng.chance(0.1) ? rng.int(30000) : 0));
        stories = landGroup === 'townHouse' ? 2 : rng.chance(0.55) ? 1 : 2;
        break;
      }
      case 'condo':
      case 'coOp':
        beds = 1 + rng.int(3);
        baths = beds === 1 ? 1 : beds - 1 + (rng.chance(0.5) ? 0.5 : 0) + (rng.chance(0.3) ? 1 : 0);
        sqft = Math.max(450, Math.round(300 + beds * 420 + rng.normal() * 120));
        stories = 1;
        break;
      case 'multiFamily':
        units = 2 + rng.int(3);
        beds = units * (1 + rng.int(3));
        baths = units * (1 + (rng.chance(0.4) ? 0.5 : 0));
        sqft = Math.round(units * (700 + rng.int(500)));
        lotSqft = 5000 + rng.int(9000);
        stories = 1 + rng.int(3);
        break;
      case 'office':
      case 'commercial':
        sqft = 2500 + rng.int(40_000);
        lotSqft = sqft * (2 + rng.int(3));
        stories = 1 + rng.int(4);
        units = 1 + rng.int(8);
        break;
      case 'land':
        lotSqft = 6000 + rng.int(200_000);
        units = 0;
        break;
      default:
        sqft = 800 + rng.int(4000);
        lotSqft = 5000 + rng.int(20000);
        stories = 1;
    }
    if (landGroup !== 'land')
      year = Math.min(yearOfDay(ctx.asOf) - 1, Math.max(1900, Math.round(1978 + rng.normal() * 24)));
    const ppsf =
      m.pricePerSqft * ctx.zipFactors[mi]![zi]! * Math.exp(rng.normal() * 0.12) * (year && year > 2010 ? 1.1 : 1);
    const value =
      Math.round((landGroup === 'land' ? lotSqft! * ppsf * 0.06 : sqft! * ppsf * (klass === 'C' ? 0.9 : 1)) / 100) *
        10_000 || 1_000_000; // cents, rounded to $100 (at least $10,000)
    return { beds, baths, sqft, lotSqft, year, stories, units, south, value };
  }

  /** Situation draws (shares chosen so each quick filter holds >= 0.5 % of properties). */
  private situation(site: Site): Situation {
    const rng = this.ctx.rng;
    const { landGroup, residential } = site;
    const reo = residential && rng.chance(0.013);
    const fc: 'pre' | 'auction' | null =
      residential && !reo ? (rng.chance(0.024) ? 'pre' : rng.chance(0.013) ? 'auction' : null) : null;
    const vacant = residential && (reo ? rng.chance(0.7) : fc === 'pre' ? rng.chance(0.38) : rng.chance(0.035));
    const occupancy: Occupancy = !residential
      ? 'rental'
      : vacant
        ? 'vacant'
        : landGroup === 'multiFamily' || rng.chance(0.3)
          ? 'rental'
          : 'owner';
    const taxDelinquent = rng.chance(fc ? 0.15 : 0.024);
    const propertyLien = rng.chance(0.03);
    const ownerLien = rng.chance(0.022);
    const ownerBankrupt = rng.chance(0.02) || (fc !== null && rng.chance(0.1));
    const ownerDeceased = residential && !reo && rng.chance(0.014);
    const market = rng.next();
    let listing: 'sale' | 'rent' | 'failed' | 'pending' | null = null;
    if (landGroup !== 'land' || market < 0.03) {
      if (market < 0.045) listing = 'sale';
      else if (market < 0.052) listing = 'pending';
      else if (market < 0.085) listing = 'failed';
      else if (market < 0.115 && (occupancy === 'rental' || occupancy === 'vacant') && !reo) listing = 'rent';
    }
    const flip = (listing === 'sale' || listing === 'pending') && !reo && rng.chance(0.3);
    const negative = residential && !reo && !flip && fc === null && rng.chance(0.014);
    return {
      reo,
      fc,
      vacant,
      occupancy,
      taxDelinquent,
      propertyLien,
      ownerLien,
      ownerBankrupt,
      ownerDeceased,
      listing,
      flip,
      negative,
    };
  }

  /** Sale history (newest first) and the loans at the last sale (and maybe a HELOC), amortised to as-of. */
  private finance(building: Building, situation: Situation): Finance {
    const ctx = this.ctx;
    const rng = ctx.rng;
    const { year, value } = building;
    const { reo, fc, occupancy, listing, flip, negative } = situation;
    let lastSale: number;
    const yrsAgo = rng.next();
    if (flip) lastSale = ctx.asOf - 120 - rng.int(540);
    else if (negative) lastSale = ctx.asOf - 200 - rng.int(900);
    else if (reo) lastSale = ctx.asOf - 30 - rng.int(500);
    else if (yrsAgo < 0.09) lastSale = ctx.asOf - 20 - rng.int(345);
    else if (yrsAgo < 0.27) lastSale = ctx.asOf - 365 - rng.int(730);
    else if (yrsAgo < 0.5) lastSale = ctx.asOf - 3 * 365 - rng.int(5 * 365);
    else if (yrsAgo < 0.8) lastSale = ctx.asOf - 8 * 365 - rng.int(10 * 365);
    else lastSale = ctx.asOf - 18 * 365 - rng.int(20 * 365);
    if (year) lastSale = Math.max(lastSale, dayOf(`${year}-06-01`) + rng.int(300));
    lastSale = Math.min(lastSale, ctx.asOf - 15);
    const recentSold = ctx.asOf - lastSale < 365 && !flip && !reo && listing === null;

    let estValue = value;
    const hpiLast = hpiAt(lastSale);
    let lastPrice = Math.round((value * hpiLast * Math.exp(rng.normal() * 0.06)) / 100_000) * 100_000;
    if (flip) lastPrice = Math.round((value * 0.72) / 100_000) * 100_000;
    if (reo) lastPrice = Math.round((value * 0.6) / 100_000) * 100_000;
    const cash = reo || (flip ? rng.chance(0.65) : rng.chance(occupancy === 'rental' ? 0.35 : 0.18));

    // Loans at the last sale (and maybe a HELOC); balances amortised to as-of.
    const loans: Loan[] = [];
    if (!cash && lastPrice > 0) {
      const ltv = negative ? 0.965 : rng.pick([0.8, 0.8, 0.8, 0.9, 0.965, 0.7, 0.75]);
      const type = ltv === 0.965 ? 'fha' : rng.chance(0.08) ? 'va' : 'conventional';
      const term = rng.chance(0.85) ? 360 : 180;
      const rate = Math.round((rateAt(lastSale) + rng.normal() * 0.3) * 1000) / 1000;
      const amount = Math.round((lastPrice * ltv) / 100_000) * 100_000;
      const months = Math.floor((ctx.asOf - lastSale) / 30.44);
      const paidOff = !negative && months > 60 && rng.chance(Math.min(0.7, months / 400));
      loans.push({
        day: lastSale + rng.int(3),
        amount,
        rate,
        term,
        type,
        lender: rng.pick(V.LENDERS),
        balance: paidOff ? 0 : Math.round(balanceAfter(amount, rate, term, months)),
      });
      if (negative || rng.chance(0.07)) {
        const hd = negative ? lastSale + 30 : lastSale + rng.int(Math.max(1, ctx.asOf - lastSale));
        const hAmount = Math.round((lastPrice * (negative ? 0.1 : 0.05 + rng.next() * 0.1)) / 100_000) * 100_000;
        loans.push({
          day: hd,
          amount: hAmount,
          rate: rateAt(hd) + 1.5,
          term: 360,
          type: 'heloc',
          lender: rng.pick(V.LENDERS),
          balance: Math.round(hAmount * (0.6 + rng.next() * 0.4)),
        });
      }
    }
    let open = loans.reduce((sum, ln) => sum + ln.balance, 0);
    if (negative) {
      estValue = Math.round((open * (0.82 + rng.next() * 0.14)) / 10_000) * 10_000;
    }
    if (fc && open === 0 && lastPrice > 0) {
      // A foreclosure needs a loan in default.
      const amount = Math.round((lastPrice * 0.8) / 100_000) * 100_000;
      const rate = rateAt(lastSale);
      const months = Math.floor((ctx.asOf - lastSale) / 30.44);
      loans.push({
        day: lastSale,
        amount,
        rate,
        term: 360,
        type: 'conventional',
        lender: rng.pick(V.LENDERS),
        balance: Math.round(balanceAfter(amount, rate, 360, Math.min(months, 300))),
      });
      open = loans.reduce((sum, ln) => sum + ln.balance, 0);
    }
    const equity = estValue - open;
    return { lastSale, recentSold, estValue, lastPrice, cash, loans, open, equity };
  }

  private propertyRow(d: PropertyDraft, marketStatus: number): void {
    const ctx = this.ctx;
    const rng = ctx.rng;
    const { id, addrId, zi, s, pos, unit, m, lu, landGroup, klass, street, residential, lat, lon, assessorSrc } =
      d.site;
    const { year, stories, beds, baths, sqft, lotSqft, units, south } = d.building;
    const { vacant } = d.situation;
    const { estValue, open, equity, lastSale, lastPrice } = d.finance;
    const { ownerOccupied } = d.ownership;
    const hoa =
      landGroup === 'condo' || landGroup === 'coOp' || landGroup === 'townHouse' || (residential && rng.chance(0.3));
    ctx.row('properties', [
      id,
      addrId,
      `${String(100 + zi).padStart(3, '0')}-${String(s).padStart(2, '0')}-${String(pos).padStart(3, '0')}${unit ? `-${unit}` : ''}`,
      m.county,
      m.fips,
      lu[1],
      landGroup,
      klass === 'R' ? 'Residential' : klass === 'C' ? 'Commercial' : klass === 'V' ? 'Vacant Land' : 'Other',
      `${street} ${rng.pick(['Estates', 'Heights', 'Park', 'Village', 'Gardens', 'Place'])}`,
      year,
      stories,
      beds,
      baths,
      beds ? beds + 2 + rng.int(3) : null,
      sqft,
      lotSqft,
      units,
      residential && rng.chance(south ? 0.25 : 0.08),
      residential && landGroup !== 'condo' && rng.chance(0.75),
      residential && !south && rng.chance(0.35),
      residential && rng.chance(0.3),
      hoa,
      hoa ? rng.range(5, 60) * 1000 : null,
      ownerOccupied,
      vacant,
      estValue,
      fmt(ctx.asOf - rng.int(30)),
      open,
      equity,
      fmt(lastSale),
      lastPrice,
      marketStatus,
      lat.toFixed(6),
      lon.toFixed(6),
      assessorSrc,
      ctx.rec(ctx.asOf - 60, 50),
    ]);
  }
}
