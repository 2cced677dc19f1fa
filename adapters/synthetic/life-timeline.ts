/**
 * A person's life timeline: the youngest age at which each kind of fact may begin in their records
 * (docs/data-format.md "Life timeline", docs/decisions/0084-believable-timelines.md). The generator
 * draws every fact inside it and `npm run data -- stats` counts the facts outside it; both read
 * these rules, so the ages live here and nowhere else.
 */

/** Youngest age, in years, at which a fact of each kind may begin. */
export const TIMELINE_MIN_AGE = {
  /** A phone number or an e-mail address first seen. */
  contact: 13,
  /** The start of a job. */
  job: 16,
  /** The issue of a professional licence. */
  licence: 18,
  /** The start of owning a property. */
  property: 18,
} as const;

export type TimelineFact = keyof typeof TIMELINE_MIN_AGE;

const MS_DAY = 86_400_000;

/**
 * The first day (day number) on which a fact of `kind` may begin for a person born on day `birth`:
 * their birthday of that age (one born on 29 February has it on 1 March).
 */
export const earliestDay = (birth: number, kind: TimelineFact): number => {
  const b = new Date(birth * MS_DAY);
  return Math.round(Date.UTC(b.getUTCFullYear() + TIMELINE_MIN_AGE[kind], b.getUTCMonth(), b.getUTCDate()) / MS_DAY);
};

/**
 * The kinds of timeline violation the stats count (each must be 0): a fact begun below its
 * youngest age, a first-seen day after the last-seen day, a fact dated before birth or after death
 * or the set's "today", an address without a county, a city field that names no place of its state.
 */
export const TIMELINE_VIOLATIONS = [
  'propertyBeforeAge',
  'jobBeforeAge',
  'licenceBeforeAge',
  'contactBeforeAge',
  'firstSeenAfterLastSeen',
  'beforeBirth',
  'afterDeathOrToday',
  'addressWithoutCounty',
  'cityNotAPlace',
] as const;

export type TimelineViolation = (typeof TIMELINE_VIOLATIONS)[number];

/**
 * The violation of one dated fact of a person, if any: `start` (and `end`, if the fact has one) in
 * day numbers; `kind` the age rule it follows, if one applies. A fact that ends on or after death
 * (or today) is not a violation of its own (records close on the day); one that begins after is.
 */
export const timelineViolationOf = (fact: {
  birth: number;
  /** Day of death, or null while alive. */
  death: number | null;
  today: number;
  start: number | null;
  end: number | null;
  kind: TimelineFact | null;
  /** An ownership may end after its owner's death (the estate sells); other facts end by then. */
  mayOutliveOwner?: boolean;
}): TimelineViolation | null => {
  const { birth, death, today, start, end, kind } = fact;
  if (start !== null && start < birth) return 'beforeBirth';
  if (start !== null && kind !== null && start < earliestDay(birth, kind)) return `${kind}BeforeAge`;
  if (start !== null && end !== null && start > end) return 'firstSeenAfterLastSeen';
  const last = Math.min(today, death ?? today);
  const endLimit = fact.mayOutliveOwner ? today : last;
  if ((start !== null && start > last) || (end !== null && end > endLimit)) return 'afterDeathOrToday';
  return null;
};
