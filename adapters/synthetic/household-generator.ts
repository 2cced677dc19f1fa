/**
 * Households: a head and the people living with them (spouse, children, roommates, an elder), their
 * relationships, address histories and facts. Later households refer back to recent ones (relatives,
 * associates), and properties draw their landlords and prior owners from the recent people.
 */
import type { AddressGenerator } from './address-generator.js';
import type { ContactFactsGenerator } from './contact-facts-generator.js';
import { YEAR } from './day-numbers.js';
import type {
  AddressInfo,
  FormerAddress,
  GenerationContext,
  PersonRec,
  RingHousehold,
  RingPerson,
} from './generation-context.js';
import { firstName, middleName, NICKNAMES, surnames } from './names.js';
import type { PersonFactsGenerator } from './person-facts-generator.js';
import { WeightedTable } from './prng.js';

/** Adult age distribution (18-100), roughly the US adult population by decade. */
const AGE_BINS = new WeightedTable(
  [
    [18, 24],
    [25, 34],
    [35, 44],
    [45, 54],
    [55, 64],
    [65, 74],
    [75, 84],
    [85, 100],
  ] as const,
  [12, 17.5, 16.5, 16, 16.5, 12.5, 6.5, 2.5],
);

/** What a property asks of the household of its owner. */
export interface HouseholdOptions {
  /** Makes a pre-probate owner. */
  forceHeadDeceased?: boolean;
  ownerLien?: boolean;
  ownerBankrupt?: boolean;
}

/** The members of a new household and its tie to an earlier one. */
interface Members {
  /** Everyone, head first. */
  members: PersonRec[];
  head: PersonRec;
  spouse: PersonRec | null;
  kids: PersonRec[];
  roommates: PersonRec[];
  elder: PersonRec | null;
  related: RingHousehold | undefined;
  relation: 'child' | 'sibling' | null;
}

export class HouseholdGenerator {
  constructor(
    private readonly ctx: GenerationContext,
    private readonly addresses: AddressGenerator,
    private readonly contact: ContactFactsGenerator,
    private readonly facts: PersonFactsGenerator,
  ) {}

  /**
   * One household at `addr`: members, their histories and facts. Returns the members (head first).
   * `cap` limits its size (the exact people count); `forceHeadDeceased` makes a pre-probate owner.
   */
  household(addr: AddressInfo, moveIn: number, cap: number, opts: HouseholdOptions = {}): PersonRec[] {
    const ctx = this.ctx;
    const rng = ctx.rng;
    const h = this.compose(cap, opts.forceHeadDeceased);
    this.relateMembers(h, moveIn);
    const { members, head, spouse, kids, related } = h;
    // Histories and facts per member.
    const landline = rng.chance(0.22)
      ? this.contact.newPhone(addr.state, 'landline', members.length > 1 ? 7 : 6, moveIn)
      : null;
    const sharedFormer: FormerAddress[] = [];
    for (const p of members) {
      const isPartner = p === head || p === spouse;
      const former = this.addresses.history(
        p,
        addr,
        moveIn,
        isPartner ? sharedFormer : null,
        p === head && related ? related : null,
      );
      this.facts.write(p, addr, former, landline, p === head ? opts : {});
    }

    // Remember for later households.
    const ringOf = (p: PersonRec) => this.toRing(p, addr, moveIn);
    const rh: RingHousehold = {
      surname: head.maiden ?? head.last,
      head: ringOf(head),
      spouse: spouse ? ringOf(spouse) : null,
      kids: kids.map(ringOf),
      address: addr,
    };
    ctx.recentHouseholds.push(rh);
    for (const p of members) ctx.recentPeople.push(ringOf(p));
    ctx.peopleMade(members.length);
    return members;
  }

  /** A household outside the property metros (anywhere in the 50 states + DC). */
  rural(): void {
    const ctx = this.ctx;
    const zip = ctx.rng.pick(ctx.zips);
    const moveIn = ctx.asOf - 60 - ctx.rng.int(12 * 365);
    const addr = this.addresses.randomAddress(zip, moveIn);
    this.household(addr, moveIn, ctx.peopleTarget - ctx.peopleDone);
  }

  /** Draws the members (at most `cap`), related to an earlier household a quarter of the time. */
  private compose(cap: number, forceHeadDeceased: boolean | undefined): Members {
    const ctx = this.ctx;
    const rng = ctx.rng;
    const related = rng.chance(0.25) ? ctx.recentHouseholds.pick(rng) : undefined;
    const type = rng.next();
    const headGender: 'M' | 'F' = rng.chance(0.5) ? 'M' : 'F';
    let surname = related ? related.surname : surnames.sample(rng);
    const minHeadAge = type >= 0.62 && type < 0.85 ? 40 : 18;
    let headBirth: number;
    let relation: 'child' | 'sibling' | null = null;
    if (related) {
      const childBirth = related.head.birth + Math.floor((22 + rng.int(15)) * YEAR);
      if (ctx.ageOf(childBirth) >= Math.max(18, minHeadAge)) {
        headBirth = childBirth;
        relation = 'child';
      } else {
        headBirth = related.head.birth + Math.floor((rng.next() * 16 - 8) * YEAR);
        if (ctx.ageOf(headBirth) < 18) headBirth = this.birthForAge(18 + rng.int(5));
        relation = 'sibling';
      }
    } else {
      headBirth = this.birthForAge(this.sampleAge(minHeadAge));
    }
    const members: PersonRec[] = [];
    const head = this.newPerson(headGender, surname, headBirth, forceHeadDeceased);
    members.push(head);
    const wantSpouse = type >= 0.3 && type < 0.77;
    const wantKids = type >= 0.62 && type < 0.85;
    let spouse: PersonRec | null = null;
    if (wantSpouse && members.length < cap) {
      const sameSex = rng.chance(0.04);
      const g: 'M' | 'F' = sameSex ? headGender : headGender === 'M' ? 'F' : 'M';
      let sb = headBirth + Math.floor(rng.normal() * 3 * YEAR);
      if (ctx.ageOf(sb) < 18) sb = this.birthForAge(18);
      if (ctx.ageOf(sb) > 100) sb = this.birthForAge(100);
      spouse = this.newPerson(g, surname, sb);
      if (!sameSex) {
        // The wife usually takes the husband's surname; her maiden name becomes an alias.
        const wife = g === 'F' ? spouse : head;
        const takes = rng.chance(0.75);
        if (wife === head && related && relation) {
          // A related daughter/sister: maiden name is the family surname, married name is new.
          if (takes) {
            const married = surnames.sample(rng);
            head.maiden = surname;
            head.last = married;
            spouse.last = married;
            surname = married;
          } else spouse.last = surnames.sample(rng);
        } else if (takes) {
          wife.maiden = surnames.sample(rng);
        } else {
          wife.last = surnames.sample(rng);
        }
      }
      members.push(spouse);
    }
    const kids: PersonRec[] = [];
    if (wantKids) {
      const n = 1 + (rng.chance(0.35) ? 1 : 0);
      for (let k = 0; k < n && members.length < cap; k++) {
        let kb = headBirth + Math.floor((20 + rng.int(18)) * YEAR);
        if (ctx.ageOf(kb) < 18) kb = this.birthForAge(18 + rng.int(4));
        const kid = this.newPerson(
          rng.chance(0.5) ? 'M' : 'F',
          head.gender === 'M' || !spouse ? head.last : spouse.last,
          kb,
        );
        kids.push(kid);
        members.push(kid);
      }
    }
    const roommates: PersonRec[] = [];
    if (type >= 0.85 && type < 0.93) {
      const n = 1 + rng.int(2);
      for (let k = 0; k < n && members.length < cap; k++) {
        const rm = this.newPerson(
          rng.chance(0.5) ? 'M' : 'F',
          surnames.sample(rng),
          this.birthForAge(this.sampleAge(18, 45)),
        );
        roommates.push(rm);
        members.push(rm);
      }
    }
    let elder: PersonRec | null = null;
    if (type >= 0.93 && members.length < cap) {
      const eb = headBirth - Math.floor((22 + rng.int(14)) * YEAR);
      if (ctx.ageOf(eb) <= 100) {
        elder = this.newPerson(rng.chance(0.65) ? 'F' : 'M', head.maiden ?? head.last, eb);
        members.push(elder);
      }
    }
    return { members, head, spouse, kids, roommates, elder, related, relation };
  }

  /** Relationships inside the household, to relatives in an earlier one, and to an associate. */
  private relateMembers(h: Members, moveIn: number): void {
    const ctx = this.ctx;
    const rng = ctx.rng;
    const { head, spouse, kids, roommates, elder, related, relation } = h;
    if (spouse) this.relate(head.id, spouse.id, 'relative', 'spouse', 'spouse', moveIn);
    for (const kid of kids) {
      this.relate(head.id, kid.id, 'relative', 'child', 'parent', moveIn);
      if (spouse) this.relate(spouse.id, kid.id, 'relative', 'child', 'parent', moveIn);
    }
    if (kids.length === 2) this.relate(kids[0]!.id, kids[1]!.id, 'relative', 'sibling', 'sibling', moveIn);
    if (elder) this.relate(head.id, elder.id, 'relative', 'parent', 'child', moveIn);
    for (const rm of roommates) this.relate(head.id, rm.id, 'associate', 'roommate', 'roommate', moveIn);
    // Relatives in an earlier household.
    if (related && relation) {
      const rel = relation;
      this.relate(head.id, related.head.id, 'relative', rel === 'child' ? 'parent' : 'sibling', rel, moveIn);
      if (related.spouse && rel === 'child')
        this.relate(head.id, related.spouse.id, 'relative', 'parent', 'child', moveIn);
      for (const k of related.kids) this.relate(head.id, k.id, 'relative', 'sibling', 'sibling', moveIn);
    }
    // An associate or two among recent people (neighbours, co-workers).
    if (rng.chance(0.5)) {
      const a = ctx.recentPeople.pick(rng);
      if (a && a.id !== head.id)
        this.relate(head.id, a.id, 'associate', rng.pick(['associate', 'neighbor', 'coworker']), 'associate', moveIn);
    }
  }

  private sampleAge(min = 18, max = 100): number {
    const ctx = this.ctx;
    for (let i = 0; i < 20; i++) {
      const [lo, hi] = AGE_BINS.sample(ctx.rng);
      const age = ctx.rng.range(lo, hi);
      if (age >= min && age <= max) return age;
    }
    return Math.max(18, Math.min(100, min));
  }

  private birthForAge(age: number): number {
    const ctx = this.ctx;
    return ctx.asOf - Math.ceil(age * YEAR) - ctx.rng.int(365);
  }

  private newPerson(gender: 'M' | 'F', last: string, birth: number, forceDeceased = false): PersonRec {
    const ctx = this.ctx;
    let first = firstName(ctx.rng, gender);
    let formalFirst: string | null = null;
    const nick = NICKNAMES[first];
    if (nick && ctx.rng.chance(0.15)) {
      formalFirst = first;
      first = ctx.rng.pick(nick);
    }
    const age = ctx.ageOf(birth);
    const pDead = age < 50 ? 0.003 : age < 70 ? 0.02 : age < 85 ? 0.07 : 0.15;
    const deceased = forceDeceased || ctx.rng.chance(pDead);
    let deathDay: number | null = null;
    if (deceased) {
      const span = forceDeceased ? 700 : 12 * 365;
      deathDay = Math.max(birth + 18 * 365 + 1, ctx.asOf - 30 - ctx.rng.int(span));
    }
    return {
      id: ctx.nextId('people'),
      first,
      middle: middleName(ctx.rng, gender),
      last,
      gender,
      birth,
      deceased,
      deathDay,
      formalFirst,
      maiden: null,
    };
  }

  private toRing(p: PersonRec, addr: AddressInfo, currentFrom: number): RingPerson {
    return {
      id: p.id,
      first: p.first,
      middle: p.middle,
      last: p.last,
      birth: p.birth,
      deceased: p.deceased,
      deathDay: p.deathDay,
      addressId: addr.id,
      city: addr.city,
      state: addr.state,
      county: addr.county,
      currentFrom,
    };
  }

  private relate(
    a: number,
    b: number,
    kind: 'relative' | 'associate',
    relAB: string,
    relBA: string,
    day: number,
  ): void {
    const ctx = this.ctx;
    ctx.row('relationships', [ctx.nextId('relationships'), a, b, kind, relAB, ctx.src.creditHeader, ctx.rec(day, 900)]);
    ctx.row('relationships', [ctx.nextId('relationships'), b, a, kind, relBA, ctx.src.creditHeader, ctx.rec(day, 900)]);
  }
}
