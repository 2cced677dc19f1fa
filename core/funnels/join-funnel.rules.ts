/** The join funnel's steps in order (002 section 2.2): /join, /join/categories, /join/interests, /join/membership, /join/checkout. */
const JOIN_FUNNEL_STEPS = ['landing', 'categories', 'interests', 'membership', 'checkout'] as const;
export type JoinFunnelStep = (typeof JOIN_FUNNEL_STEPS)[number];

/** Funnel defaults are kept in browser storage for 24 hours (002 sections 4 and 9: 86400 s). */
export const JOIN_FUNNEL_STORAGE_TTL_SECONDS = 86_400;

/** A join funnel id (002 section 2.2: "The join funnels take an id query parameter"): a short token. */
const FUNNEL_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** The funnel id of a query value, or null when absent or not a short token (it is then dropped, never echoed). */
export const joinFunnelId = (value: string | null | undefined): string | null =>
  value && FUNNEL_ID.test(value) ? value : null;

/**
 * The URL of a join funnel step, carrying the funnel `id` and, for the membership and checkout steps, the
 * recommended `plan` (/join accepts ?plan=premium, 002 section 2.2).
 */
export const joinFunnelUrl = (
  step: JoinFunnelStep,
  q: { readonly id?: string | null; readonly plan?: string | null } = {},
): string => {
  const path = step === 'landing' ? '/join' : `/join/${step}`;
  const id = joinFunnelId(q.id);
  const pairs: [string, string][] = [];
  if (id) pairs.push(['id', id]);
  if (q.plan && (step === 'membership' || step === 'checkout')) pairs.push(['plan', q.plan]);
  const s = pairs.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&');
  return s ? `${path}?${s}` : path;
};

/** Browser-kept join funnel interests: the ids and when they were chosen (ms since the epoch). */
export interface StoredJoinInterests {
  readonly categories: readonly number[];
  readonly savedAtMs: number;
}

/** The stored interests while younger than 24 hours, else null (expired ones count as none). */
export const freshJoinInterests = (stored: StoredJoinInterests | null, nowMs: number): StoredJoinInterests | null =>
  stored && nowMs - stored.savedAtMs >= 0 && nowMs - stored.savedAtMs < JOIN_FUNNEL_STORAGE_TTL_SECONDS * 1000
    ? stored
    : null;
