/** A variant of an experiment and its share of the traffic (a positive weight; shares are weight / total). */
export type ExperimentVariant = { readonly key: string; readonly weight: number };

/**
 * A 32-bit hash of a text: FNV-1a over the UTF-16 code units, then the murmur3 finaliser so that
 * neighbouring ids (visitor-1, visitor-2) spread over the whole range.
 */
export const hash32 = (text: string): number => {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
};

/**
 * The variant a visitor sees in an experiment (experiments apply on the paths of 002 section 2.5):
 * deterministic, hash(experiment key, visitor id) placed on [0, 1) and matched against the variants'
 * cumulative shares, so a visitor keeps their variant on every page load and every server, with no
 * stored assignment, and each variant receives its weight's share of visitors. `null` without a
 * variant of positive weight.
 */
export const assignVariant = (
  experimentKey: string,
  visitorId: string,
  variants: readonly ExperimentVariant[],
): string | null => {
  const live = variants.filter((v) => v.weight > 0);
  const total = live.reduce((s, v) => s + v.weight, 0);
  if (live.length === 0 || !Number.isFinite(total)) return null;
  const point = (hash32(`${experimentKey}:${visitorId}`) / 0x1_0000_0000) * total;
  let upTo = 0;
  for (const v of live) {
    upTo += v.weight;
    if (point < upTo) return v.key;
  }
  return live[live.length - 1]?.key ?? null;
};

/** The paths experiments apply on (002 section 2.5); a trailing `/**` matches the path and everything under it. */
const EXPERIMENT_PATHS: readonly string[] = Object.freeze([
  '/uf/**',
  '/join',
  '/name',
  '/people/**',
  '/products/name',
  '/checkout/people',
  '/checkout/email',
  '/checkout/address',
  '/checkout/background-check',
  '/checkout/criminal-records',
  '/checkout/dating/person',
  '/checkout/dating/phone',
]);

/** Whether experiments apply on a page path (002 section 2.5). */
export const experimentsApplyOn = (path: string): boolean => {
  const p = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return EXPERIMENT_PATHS.some((pattern) =>
    pattern.endsWith('/**') ? p === pattern.slice(0, -3) || p.startsWith(pattern.slice(0, -2)) : p === pattern,
  );
};
