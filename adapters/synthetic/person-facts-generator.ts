/**
 * The facts of one person, written once their address history is known: the people row and aliases,
 * contact facts, employment, education and social profiles, court records, and their ground-truth row.
 */

import type { ContactFactsGenerator, PhoneLine } from './contact-facts-generator.js';
import type { CourtRecordsGenerator } from './court-records-generator.js';
import { fmt, YEAR, yearOfDay } from './day-numbers.js';
import type { FactsSubject, ForcedFacts } from './facts-subject.js';
import type { AddressInfo, FormerAddress, GenerationContext, PersonRec } from './generation-context.js';
import { STATE_NAMES } from './record-sources.js';
import * as V from './vocabulary.js';

export class PersonFactsGenerator {
  constructor(
    private readonly ctx: GenerationContext,
    private readonly contact: ContactFactsGenerator,
    private readonly court: CourtRecordsGenerator,
  ) {}

  /** Writes every fact of `p` (living at `addr`, formerly at `former`), in the order of their draws. */
  write(
    p: PersonRec,
    addr: AddressInfo,
    former: FormerAddress[],
    landline: PhoneLine | null,
    forced: ForcedFacts,
  ): void {
    const ctx = this.ctx;
    const s: FactsSubject = {
      p,
      addr,
      former,
      age: ctx.ageOf(p.birth),
      adult: p.birth + Math.floor(18 * YEAR),
      alive: !p.deceased,
      lastDay: p.deathDay ?? ctx.asOf,
    };
    this.identity(s);
    this.contact.phones(s, landline);
    this.contact.emails(s);
    this.employment(s);
    this.education(s);
    this.socialProfiles(s);
    this.court.criminal(s);
    this.court.traffic(s);
    this.court.bankruptcy(s, forced);
    this.court.lien(s, forced);
    this.court.license(s);
    this.groundTruth(s);
  }

  /** The people row and aliases: formal name when a nickname is on record, maiden name, an occasional AKA. */
  private identity(s: FactsSubject): void {
    const ctx = this.ctx;
    const rng = ctx.rng;
    const { p, adult } = s;
    ctx.row('people', [
      p.id,
      p.first,
      p.middle,
      p.last,
      rng.chance(0.02) && p.gender === 'M' ? rng.pick(['Jr', 'Sr', 'II', 'III']) : null,
      p.gender,
      fmt(p.birth),
      p.deceased,
      fmt(p.deathDay),
      p.deceased ? ctx.src.deathMaster : ctx.src.creditHeader,
      ctx.rec(p.deceased ? p.deathDay : adult + rng.int(Math.max(1, ctx.asOf - adult)), 120),
    ]);
    const alias = (type: string, first: string, middle: string | null, last: string) =>
      ctx.row('person_names', [
        ctx.nextId('person_names'),
        p.id,
        type,
        first,
        middle,
        last,
        ctx.src.creditHeader,
        ctx.rec(null),
      ]);
    if (p.formalFirst) alias('formal', p.formalFirst, p.middle, p.last);
    if (p.maiden) alias('maiden', p.first, p.middle, p.maiden);
    if (rng.chance(0.08)) {
      if (p.middle && p.middle.length > 1) alias('aka', p.middle, null, p.last);
      else alias('aka', p.first.charAt(0), p.middle, p.last);
    }
  }

  private employment(s: FactsSubject): void {
    const ctx = this.ctx;
    const rng = ctx.rng;
    const { p, addr, former, age, adult, alive, lastDay } = s;
    if (age < 80 && rng.chance(0.62)) {
      const n = 1 + rng.int(3);
      let end: number | null = null;
      for (let i = 0; i < n; i++) {
        const endDay: number = end ?? lastDay;
        const start = Math.max(adult, endDay - 365 - rng.int(8 * 365));
        if (start >= endDay) break;
        const place = i === 0 ? addr : (former[i - 1]?.addr ?? addr);
        ctx.row('employment', [
          ctx.nextId('employment'),
          p.id,
          rng.pick(V.EMPLOYERS),
          rng.pick(V.JOB_TITLES),
          place.city,
          place.state,
          fmt(start),
          i === 0 && alive && age < 67 ? null : fmt(endDay),
          ctx.src.marketing,
          ctx.rec(start, 700),
        ]);
        end = start - rng.int(120);
      }
    }
  }

  private education(s: FactsSubject): void {
    const ctx = this.ctx;
    const rng = ctx.rng;
    const { p, addr, former } = s;
    if (rng.chance(0.5)) {
      const place = former.length > 0 ? former[former.length - 1]!.addr : addr;
      const hs = rng.chance(0.4);
      ctx.row('education', [
        ctx.nextId('education'),
        p.id,
        hs ? `${place.city} High School` : `${STATE_NAMES[place.state] ?? place.city} ${rng.pick(V.SCHOOLS_SUFFIX)}`,
        hs ? 'High School Diploma' : rng.pick(V.DEGREES.slice(1)),
        hs ? null : rng.pick(V.FIELDS),
        yearOfDay(p.birth) + (hs ? 18 : 22 + rng.int(4)),
        ctx.src.marketing,
        ctx.rec(null),
      ]);
    }
  }

  private socialProfiles(s: FactsSubject): void {
    const ctx = this.ctx;
    const rng = ctx.rng;
    const { p, age, alive } = s;
    if (alive && rng.chance(age < 40 ? 0.75 : age < 65 ? 0.55 : 0.25)) {
      const n = 1 + rng.int(3);
      const base = `${p.first}${p.last}`.toLowerCase().replace(/[^a-z]/g, '');
      const used = new Set<number>();
      for (let i = 0; i < n; i++) {
        const k = rng.int(V.SOCIAL_NETWORKS.length);
        if (used.has(k)) continue;
        used.add(k);
        const net = V.SOCIAL_NETWORKS[k]!;
        const user = rng.chance(0.5) ? base : `${base}${rng.int(1000)}`;
        ctx.row('social_profiles', [
          ctx.nextId('social_profiles'),
          p.id,
          net.network,
          user,
          net.url(user),
          ctx.src.social,
          ctx.rec(null),
        ]);
      }
    }
  }

  /** Ground truth for the search-relevance benchmark. */
  private groundTruth(s: FactsSubject): void {
    const { p, addr, former } = s;
    const cities = [...new Set(former.map((e) => `${e.addr.city} ${e.addr.state}`))];
    this.ctx.truth([
      p.id,
      p.first,
      p.last,
      p.formalFirst,
      p.formalFirst !== null,
      p.maiden,
      yearOfDay(p.birth),
      p.deceased,
      addr.city,
      addr.state,
      cities.join(';'),
    ]);
  }
}
