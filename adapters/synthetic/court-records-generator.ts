/**
 * Court and licensing records of a person: criminal and traffic cases, bankruptcies, liens and
 * judgments, professional licences. A minority of people have any.
 */
import { fmt, yearOfDay } from './day-numbers.js';
import type { FactsSubject, ForcedFacts } from './facts-subject.js';
import type { AddressInfo, GenerationContext, RingPerson } from './generation-context.js';
import { countyJurisdiction } from './geo.js';
import { STATE_NAMES } from './record-sources.js';
import * as V from './vocabulary.js';

/**
 * A court of the county of `place`: "Dallas County District Court", "Orleans Parish Court". A place
 * without a county (none in generated sets) names the city's court.
 */
export const courtName = (place: { city: string; state: string; county: string | null }, court: string): string =>
  place.county ? `${countyJurisdiction(place.county, place.state)} ${court}` : `${place.city} ${court}`;

/** A filing day of a person's case, moved before their death (a deceased landlord's estate). */
const beforeDeath = (p: RingPerson, day: number): number => (p.deathDay === null ? day : Math.min(day, p.deathDay - 1));

export class CourtRecordsGenerator {
  constructor(private readonly ctx: GenerationContext) {}

  /** Where a case was heard: a former place sometimes, else the current one. */
  private courtPlace(s: FactsSubject): AddressInfo {
    const rng = this.ctx.rng;
    return s.former.length > 0 && rng.chance(0.4) ? rng.pick(s.former).addr : s.addr;
  }

  /** Criminal records: a minority of people. */
  criminal(s: FactsSubject): void {
    const ctx = this.ctx;
    const rng = ctx.rng;
    const { p, adult, lastDay } = s;
    if (rng.chance(0.055)) {
      const n = 1 + (rng.chance(0.3) ? 1 : 0);
      for (let i = 0; i < n; i++) {
        const place = this.courtPlace(s);
        const [offense, cls] = rng.pick(V.CRIMINAL_OFFENSES);
        const od = ctx.between(adult, lastDay - 60);
        const filed = od + 5 + rng.int(90);
        const disp = rng.pick(V.DISPOSITIONS);
        const guilty = disp.startsWith('Guilty');
        ctx.row('criminal_records', [
          ctx.nextId('criminal_records'),
          p.id,
          'criminal',
          offense,
          cls,
          courtName(place, cls === 'felony' ? 'District Court' : 'Court'),
          place.county,
          place.state,
          `CR-${yearOfDay(filed)}-${String(rng.int(1_000_000)).padStart(6, '0')}`,
          fmt(od),
          fmt(filed),
          disp,
          fmt(filed + 30 + rng.int(300)),
          guilty
            ? rng.pick([
                '12 months probation',
                '30 days jail',
                'Fine $500',
                '24 months prison',
                'Community service 80 hours',
              ])
            : null,
          ctx.stateSrc(place.state, 0),
          ctx.rec(filed, 200),
        ]);
      }
    }
  }

  /** Traffic records (infractions). */
  traffic(s: FactsSubject): void {
    const ctx = this.ctx;
    const rng = ctx.rng;
    const { p, adult, lastDay } = s;
    if (rng.chance(0.12)) {
      const n = 1 + rng.int(3);
      for (let i = 0; i < n; i++) {
        const place = this.courtPlace(s);
        const od = ctx.between(Math.max(adult, ctx.asOf - 20 * 365), lastDay - 10);
        ctx.row('criminal_records', [
          ctx.nextId('criminal_records'),
          p.id,
          'traffic',
          rng.pick(V.TRAFFIC_OFFENSES),
          'infraction',
          courtName(place, 'Traffic Court'),
          place.county,
          place.state,
          `TR-${yearOfDay(od)}-${String(rng.int(10_000_000)).padStart(7, '0')}`,
          fmt(od),
          fmt(od + rng.int(20)),
          rng.pick(['Paid', 'Guilty', 'Dismissed', 'Traffic School']),
          fmt(od + 20 + rng.int(90)),
          `Fine $${50 + rng.int(30) * 10}`,
          ctx.stateSrc(place.state, 1),
          ctx.rec(od, 120),
        ]);
      }
    }
  }

  /** A bankruptcy: a forced (property-owner) case is an open chapter 13 plan; others mostly closed. */
  bankruptcy(s: FactsSubject, forced: ForcedFacts): void {
    const ctx = this.ctx;
    const rng = ctx.rng;
    const { p, addr, adult, lastDay } = s;
    if (forced.ownerBankrupt || rng.chance(0.012)) {
      const filed = forced.ownerBankrupt
        ? Math.min(ctx.asOf - 30 - rng.int(3 * 365), lastDay - 1)
        : ctx.between(adult, lastDay - 30);
      const ch = forced.ownerBankrupt ? 13 : rng.chance(0.7) ? 7 : 13;
      const status =
        forced.ownerBankrupt || ctx.asOf - filed < 200
          ? 'open'
          : ch === 7
            ? rng.chance(0.9)
              ? 'discharged'
              : 'dismissed'
            : rng.pick(['discharged', 'dismissed', 'open']);
      ctx.row('bankruptcies', [
        ctx.nextId('bankruptcies'),
        p.id,
        ch,
        `US Bankruptcy Court, District of ${STATE_NAMES[addr.state]}`,
        `${String(yearOfDay(filed) % 100).padStart(2, '0')}-${String(rng.int(100_000)).padStart(5, '0')}`,
        fmt(filed),
        status,
        status === 'open' ? null : fmt(Math.min(ctx.asOf, filed + 100 + rng.int(900))),
        rng.range(5, 300) * 100_000,
        rng.range(20, 900) * 100_000,
        ctx.src.bankruptcyCourts,
        ctx.rec(filed, 60),
      ]);
    }
  }

  /** A lien or judgment against the person (forced open for a property owner). */
  lien(s: FactsSubject, forced: ForcedFacts): void {
    const ctx = this.ctx;
    const rng = ctx.rng;
    const { p, addr, adult, lastDay } = s;
    if (forced.ownerLien || rng.chance(0.03)) {
      const [type, creditor] = rng.pick(V.LIEN_CREDITORS);
      const filed = ctx.between(Math.max(adult, ctx.asOf - 12 * 365), lastDay - 10);
      const open = forced.ownerLien || rng.chance(0.4);
      ctx.row('person_liens', [
        ctx.nextId('person_liens'),
        p.id,
        type,
        creditor,
        rng.range(5, 900) * 10_000,
        courtName(addr, type === 'judgment' ? 'Civil Court' : 'Court'),
        `CV-${yearOfDay(filed)}-${String(rng.int(1_000_000)).padStart(6, '0')}`,
        fmt(filed),
        open ? null : fmt(Math.min(ctx.asOf, filed + 100 + rng.int(1500))),
        open ? 'open' : 'released',
        ctx.stateSrc(addr.state, 0),
        ctx.rec(filed, 90),
      ]);
    }
  }

  /** A professional licence. */
  license(s: FactsSubject): void {
    const ctx = this.ctx;
    const rng = ctx.rng;
    const { p, addr, adult, alive, lastDay } = s;
    if (rng.chance(0.1)) {
      // Three years after adulthood, or (a young person's) the latest day of their timeline.
      const issue = Math.min(ctx.between(adult + 365 * 3, lastDay), lastDay);
      const exp = issue + 2 * 365 * (1 + rng.int(3));
      ctx.row('licenses', [
        ctx.nextId('licenses'),
        p.id,
        rng.pick(V.LICENSE_TYPES),
        `${addr.state}${rng.range(100000, 9999999)}`,
        addr.state,
        exp < ctx.asOf || !alive ? 'expired' : 'active',
        fmt(issue),
        fmt(exp),
        ctx.stateSrc(addr.state, 2),
        ctx.rec(issue, 200),
      ]);
    }
  }

  /** Liens and bankruptcies of a landlord generated earlier (rows may be written at any time). */
  forLandlord(p: RingPerson, lien: boolean, bankrupt: boolean): void {
    const ctx = this.ctx;
    const rng = ctx.rng;
    if (lien) {
      const [type, creditor] = rng.pick(V.LIEN_CREDITORS);
      const d = beforeDeath(p, ctx.asOf - 30 - rng.int(5 * 365));
      ctx.row('person_liens', [
        ctx.nextId('person_liens'),
        p.id,
        type,
        creditor,
        rng.range(5, 900) * 10_000,
        courtName(p, 'Court'),
        `CV-${yearOfDay(d)}-${String(rng.int(1_000_000)).padStart(6, '0')}`,
        fmt(d),
        null,
        'open',
        ctx.stateSrc(p.state, 0),
        ctx.rec(d, 60),
      ]);
    }
    if (bankrupt) {
      const d = beforeDeath(p, ctx.asOf - 30 - rng.int(3 * 365));
      ctx.row('bankruptcies', [
        ctx.nextId('bankruptcies'),
        p.id,
        13,
        `US Bankruptcy Court, District of ${STATE_NAMES[p.state]}`,
        `${String(yearOfDay(d) % 100).padStart(2, '0')}-${String(rng.int(100_000)).padStart(5, '0')}`,
        fmt(d),
        'open',
        null,
        rng.range(5, 300) * 100_000,
        rng.range(20, 900) * 100_000,
        ctx.src.bankruptcyCourts,
        ctx.rec(d, 60),
      ]);
    }
  }
}
