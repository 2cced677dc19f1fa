import type { StoredSiteFlag } from './feature-flags.port.js';
import {
  resolveSiteFlags,
  SITE_FLAG_BITS,
  SITE_FLAGS,
  type SiteEnvironmentKind,
  type SiteFlag,
  type SiteFlagRule,
  type SiteFlagSource,
} from './flags.rules.js';

/** The environment kinds in the order the operator page lists them (002 section 9). */
export const SITE_ENVIRONMENT_KINDS: readonly SiteEnvironmentKind[] = Object.freeze(['dev', 'review', 'stage', 'prod']);

/** A name of each kind, to resolve a flag "as if" in that environment. */
const KIND_EXAMPLE: Record<SiteEnvironmentKind, string> = { dev: 'dev', review: 'qa1', stage: 'stage', prod: 'prod' };

/**
 * The rules in force (002 section 9): a stored rule (the operator's) replaces the base rule of its
 * flag; the others keep the base (the defaults, less the flags the deployment switches off).
 */
export const effectiveSiteFlagRules = (
  base: Readonly<Record<SiteFlag, SiteFlagRule>>,
  stored: readonly StoredSiteFlag[],
): Record<SiteFlag, SiteFlagRule> => {
  const out = { ...base } as Record<SiteFlag, SiteFlagRule>;
  for (const s of stored) {
    out[s.flag] = { environments: [...s.environments], ...(s.goLive ? { goLive: s.goLive.toISOString() } : {}) };
  }
  return out;
};

/** The base rules: the defaults, with the flags in `off` on nowhere (SITE_FLAGS_OFF, a deployment's kill switch). */
export const baseSiteFlagRules = (
  defaults: Readonly<Record<SiteFlag, SiteFlagRule>>,
  off: readonly SiteFlag[],
): Record<SiteFlag, SiteFlagRule> =>
  Object.fromEntries(SITE_FLAGS.map((f) => [f, off.includes(f) ? { environments: [] } : defaults[f]])) as Record<
    SiteFlag,
    SiteFlagRule
  >;

/** GET /api/features (002 section 9): each flag by its spec name with its bit and state, and the mask. */
export type FeaturesReply = {
  readonly features: Record<
    SiteFlag,
    { readonly bit: number; readonly enabled: boolean; readonly source: SiteFlagSource }
  >;
  readonly mask: number;
};

/** The reply of GET /api/features for a resolved mask and its sources. */
export const featuresReply = (resolved: {
  mask: number;
  sources: Record<SiteFlag, SiteFlagSource>;
}): FeaturesReply => ({
  features: Object.fromEntries(
    SITE_FLAGS.map((f) => [
      f,
      { bit: SITE_FLAG_BITS[f], enabled: (resolved.mask & SITE_FLAG_BITS[f]) !== 0, source: resolved.sources[f] },
    ]),
  ) as FeaturesReply['features'],
  mask: resolved.mask,
});

/** A flag as the operator page shows it: its rule, and its state now in each kind of environment (no cookies). */
export type SiteFlagOverview = {
  readonly flag: SiteFlag;
  readonly bit: number;
  readonly environments: readonly SiteEnvironmentKind[];
  readonly goLive: string | null;
  /** Whether the rule is an operator's (stored) or the built-in one. */
  readonly stored: boolean;
  readonly updatedBy: string | null;
  readonly updatedAt: string | null;
  readonly states: Record<SiteEnvironmentKind, boolean>;
  /** The state in this deployment's environment. */
  readonly enabledHere: boolean;
};

/** Every flag for the operator page (002 section 9), in bit order. */
export const siteFlagOverview = (input: {
  readonly base: Readonly<Record<SiteFlag, SiteFlagRule>>;
  readonly stored: readonly StoredSiteFlag[];
  readonly environment: string;
  readonly now: Date;
}): SiteFlagOverview[] => {
  const rules = effectiveSiteFlagRules(input.base, input.stored);
  const masks = Object.fromEntries(
    SITE_ENVIRONMENT_KINDS.map((k) => [
      k,
      resolveSiteFlags({ environment: KIND_EXAMPLE[k], now: input.now, rules }).mask,
    ]),
  ) as Record<SiteEnvironmentKind, number>;
  const here = resolveSiteFlags({ environment: input.environment, now: input.now, rules }).mask;
  const byFlag = new Map(input.stored.map((s) => [s.flag, s]));
  return SITE_FLAGS.map((flag) => {
    const s = byFlag.get(flag);
    const bit = SITE_FLAG_BITS[flag];
    return {
      flag,
      bit,
      environments: rules[flag].environments,
      goLive: rules[flag].goLive ?? null,
      stored: s !== undefined,
      updatedBy: s?.updatedBy ?? null,
      updatedAt: s?.updatedAt.toISOString() ?? null,
      states: Object.fromEntries(SITE_ENVIRONMENT_KINDS.map((k) => [k, (masks[k] & bit) !== 0])) as Record<
        SiteEnvironmentKind,
        boolean
      >,
      enabledHere: (here & bit) !== 0,
    };
  });
};
