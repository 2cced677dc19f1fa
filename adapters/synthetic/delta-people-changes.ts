/**
 * The changes a records update makes to people: moves, new phones and e-mails, marriages, new
 * criminal and traffic cases, deaths. Rows go through the delta's context (ids above the set's);
 * rows no longer current go to retire.tsv and deaths to deaths.tsv.
 */

import { AddressGenerator } from './address-generator.js';
import { ContactFactsGenerator } from './contact-facts-generator.js';
import { courtName } from './court-records-generator.js';
import { fmt, YEAR, yearOfDay } from './day-numbers.js';
import type { DeltaContext } from './delta-context.js';
import type { SnapCurrent, SnapPerson } from './delta-snapshot.js';
import type { AddressInfo } from './generation-context.js';
import { surnames } from './names.js';
import type { TsvWriter } from './tsv-writer.js';
import * as V from './vocabulary.js';

/** The change kinds of a delta, as counted in its manifest. */
export type ChangeKind =
  | 'moves'
  | 'phoneChanges'
  | 'emailChanges'
  | 'marriages'
  | 'criminalRecords'
  | 'trafficRecords'
  | 'deaths'
  | 'sales'
  | 'newListings'
  | 'listingsOffMarket';

export class DeltaPeopleChanges {
  private readonly addresses: AddressGenerator;
  private readonly contacts: ContactFactsGenerator;
  /** People changed already: one change per person keeps each timeline simple. */
  readonly touched = new Set<number>();

  constructor(
    private readonly ctx: DeltaContext,
    private readonly retire: TsvWriter,
    private readonly deaths: TsvWriter,
  ) {
    this.addresses = new AddressGenerator(ctx);
    this.contacts = new ContactFactsGenerator(ctx);
  }

  private adultAlive(p: SnapPerson, minAge = 18, maxAge = 200): boolean {
    if (p.deceased || p.birth === null) return false;
    const age = (this.ctx.asOf - p.birth) / YEAR;
    return age >= minAge && age <= maxAge;
  }

  /** An untouched living adult passing `ok`, or null after a bounded number of draws. */
  pickPerson(ok: (p: SnapPerson) => boolean = () => true, minAge = 18, maxAge = 200): SnapPerson | null {
    const people = this.ctx.snap.people;
    for (let tries = 0; tries < 60; tries++) {
      const p = people[this.ctx.rng.int(people.length)]!;
      if (!this.touched.has(p.id) && this.adultAlive(p, minAge, maxAge) && ok(p)) {
        this.touched.add(p.id);
        return p;
      }
    }
    return null;
  }

  private currentAddress(p: SnapPerson): AddressInfo | null {
    const links = this.ctx.snap.currentAddresses.get(p.id) ?? [];
    const a = links[0] ? this.ctx.snap.addresses.get(links[0].refId) : undefined;
    return a ? { id: a.id, city: a.city, state: a.state, zip: a.zip, county: a.county } : null;
  }

  private retireRow(
    table: string,
    id: number,
    day: number,
    status: string | null = null,
    amount: number | null = null,
  ) {
    this.retire.row([table, id, fmt(day), status, amount]);
  }

  /**
   * A move on `day`: the person's current address links end the day before and a new current link
   * starts on `day`, at `to` (a property's address) or at a new address, mostly in the same state.
   * Returns false when the timeline would not make sense (a current address starting after `day`).
   */
  move(p: SnapPerson, day: number, to: AddressInfo | null = null): boolean {
    const ctx = this.ctx;
    const rng = ctx.rng;
    const links = ctx.snap.currentAddresses.get(p.id) ?? [];
    if (links.some((l) => l.since !== null && l.since >= day - 1)) return false;
    const from = this.currentAddress(p);
    let dest = to;
    if (!dest) {
      const state = from && rng.chance(0.75) ? from.state : rng.pick([...ctx.zipsByState.keys()]);
      const zips = ctx.zipsByState.get(state) ?? ctx.zips;
      // A new city where one can: the move should be visible in a search by place.
      let zip = rng.pick(zips);
      for (let i = 0; i < 5 && from && zip.city === from.city; i++) zip = rng.pick(zips);
      dest = this.addresses.randomAddress(zip, day);
    }
    for (const l of links) this.retireRow('person_addresses', l.id, day - 1);
    ctx.row('person_addresses', [
      ctx.nextId('person_addresses'),
      p.id,
      dest.id,
      fmt(day),
      null,
      true,
      rng.chance(0.5) ? ctx.src.usps : ctx.src.creditHeader,
      ctx.recIn(day, 20),
    ]);
    return true;
  }

  /** A new mobile number replaces a current one (or is the person's first). */
  phoneChange(p: SnapPerson): void {
    const ctx = this.ctx;
    const day = ctx.windowDay();
    const state = this.currentAddress(p)?.state ?? 'AZ';
    for (const l of this.currentOf(ctx.snap.currentPhones, p, day)) this.retireRow('person_phones', l.id, day - 1);
    const phone = this.contacts.newPhone(state, 'mobile', 6, day);
    ctx.row('person_phones', [
      ctx.nextId('person_phones'),
      p.id,
      phone.id,
      fmt(day),
      fmt(Math.max(day, ctx.asOf - ctx.rng.int(5))),
      true,
      ctx.src.carrier,
      ctx.recIn(day, 20),
    ]);
  }

  /** Current links of a person that started before `day` (one of them, at random, is replaced). */
  private currentOf(m: Map<number, SnapCurrent[]>, p: SnapPerson, day: number): SnapCurrent[] {
    const links = (m.get(p.id) ?? []).filter((l) => l.since === null || l.since < day - 1);
    return links.length === 0 ? [] : [this.ctx.rng.pick(links)];
  }

  /** A new e-mail address (derived from the name, as the set's) replaces a current one. */
  emailChange(p: SnapPerson): void {
    const ctx = this.ctx;
    const rng = ctx.rng;
    const day = ctx.windowDay();
    for (const l of this.currentOf(ctx.snap.currentEmails, p, day)) this.retireRow('emails', l.id, day - 1);
    const f = p.first.toLowerCase().replace(/[^a-z]/g, '');
    const l = p.last.toLowerCase().replace(/[^a-z]/g, '');
    const local = rng.chance(0.5) ? `${f}.${l}${rng.int(100)}` : `${f.charAt(0)}${l}${yearOfDay(day) % 100}`;
    ctx.row('emails', [
      ctx.nextId('emails'),
      p.id,
      `${local}@${rng.pick(V.EMAIL_DOMAINS)}`,
      fmt(day),
      fmt(Math.max(day, ctx.asOf - rng.int(5))),
      true,
      ctx.src.marketing,
      ctx.recIn(day, 20),
    ]);
  }

  /** A marriage: the person is also known by a married name (a person_names row of type married). */
  marriage(p: SnapPerson): void {
    const ctx = this.ctx;
    let last = surnames.sample(ctx.rng);
    for (let i = 0; i < 5 && last === p.last; i++) last = surnames.sample(ctx.rng);
    const day = ctx.windowDay();
    ctx.row('person_names', [
      ctx.nextId('person_names'),
      p.id,
      'married',
      p.first,
      p.middle,
      last,
      ctx.src.creditHeader,
      ctx.recIn(day, 20),
    ]);
  }

  /**
   * A criminal (or traffic) case heard where the person lives: the offense comes first, the filing
   * after it and before the recording, which is in the delta's window.
   */
  courtCase(p: SnapPerson, kind: 'criminal' | 'traffic'): boolean {
    const ctx = this.ctx;
    const rng = ctx.rng;
    const place = this.currentAddress(p);
    if (!place) return false;
    const filed = ctx.windowDay();
    if (kind === 'criminal') {
      const [offense, cls] = rng.pick(V.CRIMINAL_OFFENSES);
      const od = filed - 5 - rng.int(90);
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
        'Pending',
        null,
        null,
        ctx.stateSrc(place.state, 0),
        ctx.recIn(filed, 10),
      ]);
      return true;
    }
    const od = filed - rng.int(20);
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
      fmt(filed),
      'Pending',
      null,
      `Fine $${50 + rng.int(30) * 10}`,
      ctx.stateSrc(place.state, 1),
      ctx.recIn(filed, 10),
    ]);
    return true;
  }

  /** A death (Death Master File): the deceased marker, and the person's addresses, phones, e-mails end. */
  death(p: SnapPerson): boolean {
    const ctx = this.ctx;
    const day = ctx.windowDay();
    const links = ctx.snap.currentAddresses.get(p.id) ?? [];
    if (links.some((l) => l.since !== null && l.since >= day)) return false;
    this.deaths.row([p.id, fmt(day), ctx.src.deathMaster, ctx.recIn(day, 20)]);
    for (const l of links) this.retireRow('person_addresses', l.id, day);
    for (const l of ctx.snap.currentPhones.get(p.id) ?? [])
      this.retireRow('person_phones', l.id, Math.max(day, l.since ?? day));
    for (const l of ctx.snap.currentEmails.get(p.id) ?? [])
      this.retireRow('emails', l.id, Math.max(day, l.since ?? day));
    return true;
  }

  /** Retires a row of another area (owners, listings) through the same file. */
  retireOther(table: string, id: number, day: number, status: string | null = null, amount: number | null = null) {
    this.retireRow(table, id, day, status, amount);
  }
}
