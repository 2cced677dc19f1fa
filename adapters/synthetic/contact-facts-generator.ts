/**
 * Contact facts of a person: phone numbers (carrier records) and e-mail addresses derived from the name.
 */
import { dayOf, fmt, yearOfDay } from './day-numbers.js';
import type { FactsSubject } from './facts-subject.js';
import type { GenerationContext, PersonRec } from './generation-context.js';
import { phoneNumberFor } from './geo.js';
import { earliestDay } from './life-timeline.js';
import * as V from './vocabulary.js';

/** A phone row already written, and since when its owner has had it. */
export interface PhoneLine {
  id: number;
  since: number;
}

export class ContactFactsGenerator {
  constructor(private readonly ctx: GenerationContext) {}

  /** A phone number in `state`, on record since `since`. */
  newPhone(state: string, lineType: 'mobile' | 'landline' | 'voip', classification: number, since: number): PhoneLine {
    const ctx = this.ctx;
    const id = ctx.nextId('phones');
    const carrier =
      lineType === 'mobile'
        ? ctx.rng.pick(V.CARRIERS_MOBILE)
        : lineType === 'landline'
          ? ctx.rng.pick(V.CARRIERS_LANDLINE)
          : ctx.rng.pick(V.CARRIERS_VOIP);
    ctx.row('phones', [
      id,
      phoneNumberFor(ctx.rng, state),
      lineType,
      carrier,
      classification,
      ctx.src.carrier,
      ctx.rec(since, 400),
    ]);
    return { id, since };
  }

  /**
   * Links `p` to a phone, inside their life timeline: first seen no earlier than the phone's day and
   * the age for a phone of their own (a household line is theirs from then), last seen no earlier
   * than first seen. A line that would begin after the person's death is not linked (its draws are
   * still made, so the stream stays as it was).
   */
  private linkPhone(p: PersonRec, phone: PhoneLine, lastSeen: number | null, current: boolean): void {
    const ctx = this.ctx;
    const first = Math.max(phone.since, earliestDay(p.birth, 'contact'));
    const last = Math.max(first, lastSeen ?? ctx.asOf - ctx.rng.int(60));
    const source = ctx.rng.chance(0.8) ? ctx.src.carrier : ctx.src.marketing;
    const recorded = ctx.rec(lastSeen ?? phone.since, 200);
    if (last > (p.deathDay ?? ctx.asOf)) return;
    ctx.row('person_phones', [
      ctx.nextId('person_phones'),
      p.id,
      phone.id,
      fmt(first),
      fmt(last),
      current,
      source,
      recorded,
    ]);
  }

  /** Phones: a current mobile (kept from a former state sometimes), older numbers, the household line. */
  phones(s: FactsSubject, landline: PhoneLine | null): void {
    const ctx = this.ctx;
    const rng = ctx.rng;
    const { p, addr, former, adult, alive, lastDay } = s;
    if (rng.chance(alive ? 0.9 : 0.4)) {
      const fromState = former.length > 0 && rng.chance(0.3) ? rng.pick(former).addr.state : addr.state;
      const r = rng.next();
      const cls = r < 0.8 ? 6 : r < 0.85 ? 8 : r < 0.88 ? 1 : r < 0.95 ? 0 : r < 0.97 ? 5 : r < 0.99 ? 4 : 3;
      const since = ctx.between(Math.max(adult, ctx.asOf - 15 * 365), lastDay);
      this.linkPhone(
        p,
        this.newPhone(fromState, rng.chance(0.93) ? 'mobile' : 'voip', alive ? cls : 2, since),
        alive ? null : lastDay,
        alive,
      );
    }
    const old = rng.int(3);
    for (let i = 0; i < old; i++) {
      const st = former[i]?.addr.state ?? addr.state;
      const since = ctx.between(adult, Math.max(adult + 1, lastDay - 365));
      const ph = this.newPhone(st, rng.chance(0.6) ? 'landline' : 'mobile', rng.chance(0.5) ? 2 : 0, since);
      this.linkPhone(p, ph, Math.min(lastDay, since + 365 + rng.int(6 * 365)), false);
    }
    if (landline) this.linkPhone(p, landline, alive ? null : lastDay, alive);
  }

  /** E-mail addresses derived from the name. */
  emails(s: FactsSubject): void {
    const ctx = this.ctx;
    const rng = ctx.rng;
    const { p, adult, alive, lastDay } = s;
    if (rng.chance(alive ? 0.82 : 0.3)) {
      const n = 1 + rng.int(3);
      const f = p.first.toLowerCase().replace(/[^a-z]/g, '');
      const l = p.last.toLowerCase().replace(/[^a-z]/g, '');
      const yy = String(yearOfDay(p.birth) % 100).padStart(2, '0');
      for (let i = 0; i < n; i++) {
        const k = rng.int(6);
        const local =
          k === 0
            ? `${f}.${l}`
            : k === 1
              ? `${f}${l}${rng.int(100)}`
              : k === 2
                ? `${f.charAt(0)}${l}`
                : k === 3
                  ? `${f}${yy}`
                  : k === 4
                    ? `${l}.${f}${rng.int(1000)}`
                    : `${f}_${l}${yy}`;
        const since = ctx.between(Math.max(adult, dayOf('1998-01-01')), lastDay);
        ctx.row('emails', [
          ctx.nextId('emails'),
          p.id,
          `${local}@${rng.pick(V.EMAIL_DOMAINS)}`,
          fmt(since),
          fmt(i === 0 ? lastDay : ctx.between(since, lastDay)),
          i === 0 && alive,
          ctx.src.marketing,
          ctx.rec(since, 400),
        ]);
      }
    }
  }
}
