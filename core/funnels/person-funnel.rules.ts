/**
 * The person funnel (002 section 2.2: "Person funnel (base path not shown): additional, email, name,
 * location, interests, gather-data, and an empty-path results screen"). Base path chosen: /people-search
 * (docs/decisions/0079). The steps run in this order: name, location, additional, email, interests,
 * gather-data, then the results at the base path itself.
 */
export const PERSON_FUNNEL_BASE = '/people-search';
const PERSON_FUNNEL_STEPS = ['name', 'location', 'additional', 'email', 'interests', 'gather-data', ''] as const;
export type PersonFunnelStep = (typeof PERSON_FUNNEL_STEPS)[number];

/** A stored person funnel is kept 3600 s in browser storage (002 sections 4 and 9). */
export const PERSON_FUNNEL_TTL_SECONDS = 3_600;

/** The path of a step: /people-search/{step}; the results screen is /people-search. */
export const personFunnelPath = (step: PersonFunnelStep): string =>
  step === '' ? PERSON_FUNNEL_BASE : `${PERSON_FUNNEL_BASE}/${step}`;

/** The step after `step` (the results screen is the last and stays). */
export const nextPersonFunnelStep = (step: PersonFunnelStep): PersonFunnelStep => {
  const i = PERSON_FUNNEL_STEPS.indexOf(step);
  return PERSON_FUNNEL_STEPS[Math.min(i + 1, PERSON_FUNNEL_STEPS.length - 1)] ?? '';
};

/** The step before `step`, or null on the first. */
export const previousPersonFunnelStep = (step: PersonFunnelStep): PersonFunnelStep | null => {
  const i = PERSON_FUNNEL_STEPS.indexOf(step);
  return i <= 0 ? null : (PERSON_FUNNEL_STEPS[i - 1] ?? null);
};

/** "Step 2 of 6" for the question steps; null for gather-data and the results. */
export const personFunnelProgress = (step: PersonFunnelStep): { step: number; of: number } | null => {
  const asked = PERSON_FUNNEL_STEPS.slice(0, 5);
  const i = asked.indexOf(step);
  return i === -1 ? null : { step: i + 1, of: asked.length };
};

/** What the person funnel keeps: the criteria asked so far and when it was last saved. */
export interface StoredPersonFunnel {
  readonly firstName: string;
  readonly middleName: string;
  readonly lastName: string;
  readonly city: string;
  readonly state: string;
  readonly age: number | null;
  readonly email: string;
  readonly interests: readonly number[];
  readonly savedAtMs: number;
}

/** The stored funnel while younger than 3600 s, else null (an expired funnel starts again). */
export const freshPersonFunnel = (stored: StoredPersonFunnel | null, nowMs: number): StoredPersonFunnel | null =>
  stored && nowMs - stored.savedAtMs >= 0 && nowMs - stored.savedAtMs < PERSON_FUNNEL_TTL_SECONDS * 1000
    ? stored
    : null;

/**
 * Where a funnel with these criteria resumes: the first question step whose answer is missing (name needs
 * first and last name), else gather-data.
 */
export const personFunnelResumeStep = (
  f: Pick<StoredPersonFunnel, 'firstName' | 'lastName'> | null,
): PersonFunnelStep => (f?.firstName && f.lastName ? 'gather-data' : 'name');

/**
 * The checkout of the person found (/checkout/people, 002 section 2.2), with the criteria the checkout
 * reads (fn, mn, ln).
 */
export const personFunnelCheckoutUrl = (p: { firstName: string; middleName?: string; lastName: string }): string => {
  const pairs: [string, string][] = [['fn', p.firstName]];
  if (p.middleName) pairs.push(['mn', p.middleName]);
  pairs.push(['ln', p.lastName]);
  return `/checkout/people?${pairs.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&')}`;
};
