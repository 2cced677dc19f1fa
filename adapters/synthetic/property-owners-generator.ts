/**
 * Who owns a property and who lives there (a household of the set, a landlord among recent people,
 * a company, a trust or a bank), the owner rows, and the recorded sales and loans.
 */

import type { CourtRecordsGenerator } from './court-records-generator.js';
import { dayOf, fmt } from './day-numbers.js';
import type { GenerationContext, PersonRec } from './generation-context.js';
import type { HouseholdGenerator } from './household-generator.js';
import { hpiAt, rateAt } from './housing-market.js';
import { earliestDay } from './life-timeline.js';
import {
  type Building,
  docNumber,
  type Finance,
  type Owner,
  type Ownership,
  ownerName,
  type PropertyDraft,
  personName,
  type Site,
  type Situation,
} from './property-draft.js';
import * as V from './vocabulary.js';

export class PropertyOwnersGenerator {
  constructor(
    private readonly ctx: GenerationContext,
    private readonly households: HouseholdGenerator,
    private readonly court: CourtRecordsGenerator,
  ) {}

  /**
   * Owners: the household living there, a landlord among recent people, a company, a trust or a bank;
   * and the prior owner (the seller of the last sale), sometimes a person in the data set.
   */
  ownership(site: Site, building: Building, sit: Situation, finance: Finance): Ownership {
    const ctx = this.ctx;
    const rng = ctx.rng;
    const { year } = building;
    const { lastSale } = finance;
    const knownHousehold = this.residents(site, sit, finance);
    const owners = this.currentOwners(knownHousehold, sit);
    const { reo, occupancy } = sit;
    // Owner-occupied: a living current owner lives there.
    const ownerOccupied =
      occupancy === 'owner' &&
      knownHousehold !== null &&
      owners.some((o) => knownHousehold!.some((m) => m.id === o.personId && !m.deceased));
    const buyerNames = owners.map(ownerName).join('; ');

    // Prior owner (the seller of the last sale), sometimes a person in the data set.
    const prior = rng.chance(0.45) ? ctx.recentPeople.pick(rng) : undefined;
    const sellerName = reo
      ? `${personName(rng).first} ${personName(rng).last}`
      : prior
        ? `${prior.first} ${prior.last}`
        : (() => {
            const n = personName(rng);
            return `${n.first} ${n.last}`;
          })();
    const hadPriorSale = year !== null && lastSale - 365 * 3 > dayOf(`${year}-06-01`);
    const priorSaleDay = hadPriorSale ? Math.max(dayOf(`${year}-06-01`), lastSale - 365 - rng.int(12 * 365)) : null;
    return { knownHousehold, owners, ownerOccupied, buyerNames, prior, sellerName, priorSaleDay };
  }

  /**
   * A household of the set moves in when the people count allows (else an owner-occupied property
   * becomes a rental); a property whose residents are all deceased is vacant.
   */
  private residents(site: Site, sit: Situation, finance: Finance): PersonRec[] | null {
    const ctx = this.ctx;
    const rng = ctx.rng;
    const { addr, residential } = site;
    const { lastSale } = finance;
    let knownHousehold: PersonRec[] | null = null;
    const canAttach = ctx.peopleDone < ctx.peopleTarget && rng.chance(ctx.attachShare);
    if (sit.occupancy === 'owner' && !canAttach) sit.occupancy = 'rental';
    const { occupancy, ownerDeceased, ownerLien, ownerBankrupt } = sit;
    if (residential && occupancy !== 'vacant' && canAttach) {
      const moveIn = occupancy === 'owner' ? lastSale : Math.max(lastSale, ctx.asOf - 60 - rng.int(6 * 365));
      knownHousehold = this.households.household(
        addr,
        moveIn,
        ctx.peopleTarget - ctx.peopleDone,
        occupancy === 'owner' ? { forceHeadDeceased: ownerDeceased, ownerLien, ownerBankrupt } : {},
      );
    }
    if (knownHousehold?.every((m) => m.deceased)) sit.vacant = true;
    return knownHousehold;
  }

  private currentOwners(knownHousehold: PersonRec[] | null, sit: Situation): Owner[] {
    const ctx = this.ctx;
    const rng = ctx.rng;
    const { reo, occupancy, ownerDeceased, ownerLien, ownerBankrupt } = sit;
    const owners: Owner[] = [];
    if (reo) {
      owners.push({
        personId: null,
        type: 'bank',
        first: null,
        middle: null,
        last: null,
        company: rng.pick(V.BANKS_REO),
        mailing: null,
        birth: null,
        death: null,
      });
    } else if (occupancy === 'owner' && knownHousehold) {
      const [h, sp] = knownHousehold;
      owners.push({
        personId: h!.id,
        type: 'person',
        first: h!.first,
        middle: h!.middle,
        last: h!.last,
        company: null,
        mailing: null,
        birth: h!.birth,
        death: h!.deathDay,
      });
      if (sp && (rng.chance(0.85) || h!.deceased))
        owners.push({
          personId: sp.id,
          type: 'person',
          first: sp.first,
          middle: sp.middle,
          last: sp.last,
          company: null,
          mailing: null,
          birth: sp.birth,
          death: sp.deathDay,
        });
    } else {
      const r = rng.next();
      let landlord = r < 0.68 ? ctx.recentPeople.pick(rng) : undefined;
      if (ownerDeceased) {
        // Pre-probate via an absentee owner: look for a deceased person among recent people.
        for (let k = 0; k < 40 && landlord && !landlord.deceased; k++) landlord = ctx.recentPeople.pick(rng);
      }
      if (landlord && (ownerDeceased ? true : !landlord.deceased)) {
        owners.push({
          personId: landlord.id,
          type: 'person',
          first: landlord.first,
          middle: landlord.middle,
          last: landlord.last,
          company: null,
          mailing: landlord.addressId,
          birth: landlord.birth,
          death: landlord.deathDay,
        });
        // The landlord's own situations, recorded against the person.
        if (ownerLien || ownerBankrupt) this.court.forLandlord(landlord, ownerLien, ownerBankrupt);
      } else if (r < 0.95) {
        const company = `${rng.pick(V.COMPANY_WORDS)} ${rng.pick(V.COMPANY_SUFFIXES)}`;
        owners.push({
          personId: null,
          type: 'company',
          first: null,
          middle: null,
          last: null,
          company,
          mailing: null,
          birth: null,
          death: null,
        });
      } else {
        const n = personName(rng);
        owners.push({
          personId: null,
          type: 'trust',
          first: null,
          middle: null,
          last: n.last,
          company: `The ${n.last} Family Trust`,
          mailing: null,
          birth: null,
          death: null,
        });
      }
    }
    return owners;
  }

  /** The current owners' rows and the prior owner's (who may have lived here before). */
  writeOwners(d: PropertyDraft): void {
    const ctx = this.ctx;
    const { id, addrId, assessorSrc } = d.site;
    const { lastSale } = d.finance;
    const { owners, sellerName, priorSaleDay } = d.ownership;
    // Inside each owner's life timeline: a person owns from the sale, or from the age of owning if
    // they were younger then (they took it over later), and no later than their death; a prior owner
    // too young to have owned it when it was bought, or dead by then, is recorded by name only.
    const { prior } = d.ownership;
    const priorLinked =
      prior !== undefined &&
      priorSaleDay !== null &&
      earliestDay(prior.birth, 'property') <= priorSaleDay &&
      (prior.deathDay === null || prior.deathDay >= priorSaleDay);
    owners.forEach((o, i) => {
      const from =
        o.birth === null
          ? lastSale
          : Math.min(Math.max(lastSale, earliestDay(o.birth, 'property')), o.death ?? Number.POSITIVE_INFINITY);
      ctx.row('property_owners', [
        ctx.nextId('property_owners'),
        id,
        o.personId,
        o.type,
        i + 1,
        o.first,
        o.middle,
        o.last,
        o.company,
        o.mailing,
        true,
        fmt(from),
        null,
        assessorSrc,
        ctx.rec(lastSale, 120),
      ]);
    });
    if (priorSaleDay !== null) {
      ctx.row('property_owners', [
        ctx.nextId('property_owners'),
        id,
        priorLinked ? prior.id : null,
        'person',
        1,
        prior?.first ?? sellerName.split(' ')[0],
        prior?.middle ?? null,
        prior?.last ?? sellerName.split(' ').slice(1).join(' '),
        null,
        null,
        false,
        fmt(priorSaleDay),
        fmt(lastSale),
        assessorSrc,
        ctx.rec(lastSale, 120),
      ]);
      if (prior && prior.currentFrom > lastSale && !prior.deceased) {
        // The prior owner lived here before moving to their current address (the recorded-at day is
        // drawn for an unlinked one too, so the stream stays as it was).
        const recorded = ctx.rec(lastSale, 300);
        if (priorLinked)
          ctx.row('person_addresses', [
            ctx.nextId('person_addresses'),
            prior.id,
            addrId,
            fmt(priorSaleDay),
            fmt(lastSale),
            false,
            ctx.src.creditHeader,
            recorded,
          ]);
      }
    }
  }

  /** Transactions: the last sale (or trustee's deed), its loans, the prior sale. */
  transactions(d: PropertyDraft): void {
    const ctx = this.ctx;
    const rng = ctx.rng;
    const { id, recorderSrc } = d.site;
    const { value } = d.building;
    const { reo, flip } = d.situation;
    const { lastSale, lastPrice, cash, loans } = d.finance;
    const { buyerNames, sellerName, priorSaleDay } = d.ownership;
    const saleDoc = reo
      ? "Trustee's Deed Upon Sale"
      : rng.pick(['Grant Deed', 'Warranty Deed', 'Special Warranty Deed']);
    ctx.row('property_transactions', [
      ctx.nextId('property_transactions'),
      id,
      'sale',
      saleDoc,
      docNumber(rng, lastSale),
      fmt(lastSale),
      lastPrice,
      buyerNames,
      sellerName,
      null,
      null,
      null,
      null,
      false,
      null,
      cash,
      !reo && !flip ? rng.chance(0.95) : !reo,
      recorderSrc,
      ctx.rec(lastSale, 45),
    ]);
    for (const ln of loans) {
      ctx.row('property_transactions', [
        ctx.nextId('property_transactions'),
        id,
        'loan',
        ln.type === 'heloc' ? 'Home Equity Line of Credit' : 'Deed of Trust',
        docNumber(rng, ln.day),
        fmt(ln.day),
        ln.amount,
        buyerNames,
        null,
        ln.lender,
        ln.type,
        ln.rate.toFixed(3),
        ln.term,
        ln.balance > 0,
        ln.balance,
        false,
        true,
        recorderSrc,
        ctx.rec(ln.day, 45),
      ]);
      if (ln.balance === 0) {
        const rel = Math.min(ctx.asOf - 10, ln.day + 5 * 365 + rng.int(8 * 365));
        ctx.row('property_recordings', [
          ctx.nextId('property_recordings'),
          id,
          'Release of Mortgage',
          docNumber(rng, rel),
          fmt(rel),
          ln.lender,
          buyerNames,
          ln.amount,
          recorderSrc,
          ctx.rec(rel, 45),
        ]);
      }
    }
    if (priorSaleDay !== null) {
      const pp = Math.round((value * hpiAt(priorSaleDay) * Math.exp(rng.normal() * 0.06)) / 100_000) * 100_000;
      const pcash = rng.chance(0.2);
      ctx.row('property_transactions', [
        ctx.nextId('property_transactions'),
        id,
        'sale',
        'Grant Deed',
        docNumber(rng, priorSaleDay),
        fmt(priorSaleDay),
        pp,
        sellerName,
        `${personName(rng).first} ${personName(rng).last}`,
        null,
        null,
        null,
        null,
        false,
        null,
        pcash,
        true,
        recorderSrc,
        ctx.rec(priorSaleDay, 45),
      ]);
      if (!pcash) {
        const amt = Math.round((pp * 0.8) / 100_000) * 100_000;
        ctx.row('property_transactions', [
          ctx.nextId('property_transactions'),
          id,
          'loan',
          'Deed of Trust',
          docNumber(rng, priorSaleDay),
          fmt(priorSaleDay),
          amt,
          sellerName,
          null,
          rng.pick(V.LENDERS),
          'conventional',
          rateAt(priorSaleDay).toFixed(3),
          360,
          false,
          0,
          false,
          true,
          recorderSrc,
          ctx.rec(priorSaleDay, 45),
        ]);
      }
    }
  }
}
