/**
 * Addresses that are not tracked properties (people's other homes, rural households) and each
 * person's address history.
 */
import { recordsAddressKey } from '../../core/records/normalize.rules.js';
import { fmt, YEAR } from './day-numbers.js';
import type { AddressInfo, FormerAddress, GenerationContext, PersonRec, RingHousehold } from './generation-context.js';
import { US_STATES, type Zip } from './geo.js';
import * as V from './vocabulary.js';

export class AddressGenerator {
  constructor(private readonly ctx: GenerationContext) {}

  private streetName(): [string | null, string, string | null] {
    const ctx = this.ctx;
    const pre = ctx.rng.chance(0.15) ? ctx.rng.pick(V.DIRECTIONALS) : null;
    const name = ctx.rng.chance(0.12) ? ctx.rng.pick(V.NUMBERED_STREETS) : ctx.rng.pick(V.STREET_NAMES);
    return [pre, name, ctx.rng.pick(V.STREET_SUFFIXES)];
  }

  /** An address anywhere in a ZIP (not a tracked property): jittered around the ZIP centroid. */
  randomAddress(zip: Zip, recorded: number, apartment = this.ctx.rng.chance(0.25)): AddressInfo {
    const ctx = this.ctx;
    const [pre, street, suffix] = this.streetName();
    const house = String(ctx.rng.range(1, 99) * (ctx.rng.chance(0.7) ? 100 : 10) + ctx.rng.int(100));
    const unit = apartment ? String(ctx.rng.range(1, 40) * (ctx.rng.chance(0.5) ? 100 : 1) + ctx.rng.int(20)) : null;
    const id = ctx.nextId('addresses');
    const lat = zip.latitude + (ctx.rng.next() - 0.5) * 0.04;
    const lon = zip.longitude + (ctx.rng.next() - 0.5) * 0.05;
    const parts = {
      houseNumber: house,
      preDir: pre,
      streetName: street,
      streetSuffix: suffix,
      unitType: unit ? 'Apt' : null,
      unit,
    };
    ctx.row('addresses', [
      id,
      house,
      pre,
      street,
      suffix,
      null,
      parts.unitType,
      unit,
      zip.city,
      zip.state,
      zip.zip,
      ctx.rng.chance(0.6) ? String(ctx.rng.range(1000, 9999)) : null,
      zip.county,
      lat.toFixed(6),
      lon.toFixed(6),
      recordsAddressKey(parts),
      ctx.src.usps,
      ctx.rec(recorded, 400),
    ]);
    return { id, city: zip.city, state: zip.state, zip: zip.zip, county: zip.county };
  }

  private zipInState(state: string): Zip {
    const ctx = this.ctx;
    return ctx.rng.pick(ctx.zipsByState.get(state) ?? ctx.zips);
  }

  /** Writes the person's address rows; returns former addresses (newest first). */
  history(
    p: PersonRec,
    addr: AddressInfo,
    moveIn: number,
    shared: FormerAddress[] | null,
    parentHousehold: RingHousehold | null,
  ): FormerAddress[] {
    const ctx = this.ctx;
    const rng = ctx.rng;
    const adultDay = p.birth + Math.floor(18 * YEAR);
    let from = Math.max(moveIn, adultDay);
    if (p.deceased && p.deathDay !== null && p.deathDay <= from) {
      // Died after moving in (the people row is written after this, with the adjusted date).
      p.deathDay = Math.min(ctx.asOf - 1, from + 30 + rng.int(Math.max(1, ctx.asOf - from - 30)));
      if (p.deathDay <= from) from = p.deathDay - 1;
    }
    const end = p.deceased ? p.deathDay : null;
    ctx.row('person_addresses', [
      ctx.nextId('person_addresses'),
      p.id,
      addr.id,
      fmt(from),
      fmt(end),
      !p.deceased,
      ctx.src.creditHeader,
      ctx.rec(from, 300),
    ]);
    const former: FormerAddress[] = [];
    let to = from - rng.int(30);
    // Partners share part of their history.
    if (shared) {
      if (shared.length > 0) {
        for (const s of shared) if (s.from >= adultDay && rng.chance(0.8)) former.push(s);
        if (former.length > 0) to = former[former.length - 1]!.from - rng.int(30);
      }
    }
    const moves = Math.min(rng.int(5), Math.floor((to - adultDay) / (2 * 365)));
    let state = addr.state;
    for (let i = 0; i < moves; i++) {
      const stay = 365 + rng.int(7 * 365);
      const f = Math.max(adultDay, to - stay);
      if (to - f < 120) break;
      if (rng.chance(0.35)) state = rng.pick(US_STATES);
      const a = this.randomAddress(this.zipInState(state), f);
      const entry = { addr: a, from: f, to };
      former.push(entry);
      if (shared && shared.length < 3 && !shared.includes(entry)) shared.push(entry);
      to = f - rng.int(30);
    }
    // Grew up at the parents' address.
    if (parentHousehold && rng.chance(0.8)) {
      const grewTo = Math.min(to, adultDay + rng.int(5 * 365));
      const grewFrom = Math.max(p.birth, grewTo - 18 * 365);
      if (grewTo > grewFrom) former.push({ addr: parentHousehold.address, from: grewFrom, to: grewTo });
    }
    for (const e of former) {
      ctx.row('person_addresses', [
        ctx.nextId('person_addresses'),
        p.id,
        e.addr.id,
        fmt(e.from),
        fmt(e.to),
        false,
        rng.chance(0.3) ? ctx.src.usps : ctx.src.creditHeader,
        ctx.rec(e.to, 600),
      ]);
    }
    return former;
  }
}
