/**
 * Site feature flags (002 section 9): the bits, and how environment, go-live date and override
 * cookies combine.
 */

/**
 * Site feature flag bits (002 section 9): socialLogin 1, freemiumPhoneReport 2, purposeOfUse 4,
 * fraudPatrol 8, freemium 16, chargebee 32, peopleYouMayKnow 64, convertFlow 128,
 * addressLandingPageV2 256, combinedCheckout 512, comparables 1024.
 */
export const SITE_FLAG_BITS = Object.freeze({
  socialLogin: 1,
  freemiumPhoneReport: 2,
  purposeOfUse: 4,
  fraudPatrol: 8,
  freemium: 16,
  chargebee: 32,
  peopleYouMayKnow: 64,
  convertFlow: 128,
  addressLandingPageV2: 256,
  combinedCheckout: 512,
  comparables: 1024,
} as const);

/** A site feature flag name. */
export type SiteFlag = keyof typeof SITE_FLAG_BITS;

/** The site flag names in bit order. */
export const SITE_FLAGS: readonly SiteFlag[] = Object.freeze(Object.keys(SITE_FLAG_BITS) as SiteFlag[]);

/** Whether a flag mask has a flag on. */
export const hasSiteFlag = (mask: number, flag: SiteFlag): boolean => (mask & SITE_FLAG_BITS[flag]) !== 0;

/** The kinds of environment (002 section 9: dev, review qa1-qa10, stage, prod). */
export type SiteEnvironmentKind = 'dev' | 'review' | 'stage' | 'prod';

/**
 * The kind of an environment name (002 section 9): "dev", "qa1" to "qa10" (review), "stage",
 * "prod" (case-insensitive). Any other name is treated as prod, so an unknown deployment never
 * turns on unreleased features.
 */
export const siteEnvironmentKind = (name: string): SiteEnvironmentKind => {
  const n = name.trim().toLowerCase();
  if (n === 'dev') return 'dev';
  if (n === 'stage') return 'stage';
  const qa = /^qa(\d{1,2})$/.exec(n);
  if (qa && Number(qa[1]) >= 1 && Number(qa[1]) <= 10) return 'review';
  return 'prod';
};

/** When a flag is on by itself: the environments where it is on by default, and an optional go-live instant. */
export type SiteFlagRule = {
  readonly environments: readonly SiteEnvironmentKind[];
  /** From this instant on (ISO 8601 date-time) the flag is on in every environment. */
  readonly goLive?: string;
};

const everywhereButProd: readonly SiteEnvironmentKind[] = ['dev', 'review', 'stage'];
const everywhere: readonly SiteEnvironmentKind[] = ['dev', 'review', 'stage', 'prod'];

/**
 * Our default rules (the spec lists the flags but not their state): released features are on
 * everywhere; freemium, chargebee, convertFlow, addressLandingPageV2 and combinedCheckout are on in
 * dev, review and stage only, until a go-live instant is configured.
 */
export const DEFAULT_SITE_FLAG_RULES: Readonly<Record<SiteFlag, SiteFlagRule>> = Object.freeze({
  socialLogin: { environments: everywhere },
  freemiumPhoneReport: { environments: everywhere },
  purposeOfUse: { environments: everywhere },
  fraudPatrol: { environments: everywhere },
  freemium: { environments: everywhereButProd },
  chargebee: { environments: everywhereButProd },
  peopleYouMayKnow: { environments: everywhere },
  convertFlow: { environments: everywhereButProd },
  addressLandingPageV2: { environments: everywhereButProd },
  combinedCheckout: { environments: everywhereButProd },
  comparables: { environments: everywhere },
});

/** Prefix of the per-flag override cookies: `tw_ff_{flag}` with value on/off (also 1/0, true/false). */
const SITE_FLAG_COOKIE_PREFIX = 'tw_ff_';
/** The marketing override cookie: a comma-separated list of flags forced on. */
export const SITE_FLAG_MARKETING_COOKIE = 'tw_ff_marketing';
/** "Marketing override cookie 1 hour" (002 section 9): its Max-Age in seconds. */
const SITE_FLAG_MARKETING_COOKIE_MAX_AGE_S = 3600;

const readSwitch = (v: string | undefined): boolean | undefined => {
  const s = v?.trim().toLowerCase();
  if (s === 'on' || s === '1' || s === 'true') return true;
  if (s === 'off' || s === '0' || s === 'false') return false;
  return undefined;
};

/** Where a flag's state came from. */
export type SiteFlagSource = 'override' | 'marketing' | 'goLive' | 'environment' | 'off';

/**
 * Resolves the site flags (002 section 9: "Flags also vary by environment (dev, review qa1-qa10,
 * stage, prod), go-live date and override cookies"). For each flag, the first that applies wins:
 * 1. a per-flag override cookie `tw_ff_{flag}=on|off` forces it on or off, outside prod only (a QA
 *    tool; visitors cannot switch production features);
 * 2. the marketing override cookie (`tw_ff_marketing`, lasting 1 hour) forces the listed flags on,
 *    in every environment (campaign landing pages);
 * 3. a go-live instant that has passed (`now` at or after it) turns it on;
 * 4. the environment default of the rule.
 * Returns the mask and each flag's source.
 */
export const resolveSiteFlags = (input: {
  readonly environment: string;
  readonly now: Date;
  readonly cookies?: Readonly<Record<string, string>>;
  readonly rules?: Readonly<Record<SiteFlag, SiteFlagRule>>;
}): { mask: number; sources: Record<SiteFlag, SiteFlagSource> } => {
  const kind = siteEnvironmentKind(input.environment);
  const rules = input.rules ?? DEFAULT_SITE_FLAG_RULES;
  const cookies = input.cookies ?? {};
  const marketing = new Set(
    (cookies[SITE_FLAG_MARKETING_COOKIE] ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter((s) => s !== ''),
  );
  let mask = 0;
  const sources = {} as Record<SiteFlag, SiteFlagSource>;
  for (const flag of SITE_FLAGS) {
    const rule = rules[flag];
    const forced = kind === 'prod' ? undefined : readSwitch(cookies[`${SITE_FLAG_COOKIE_PREFIX}${flag}`]);
    let on: boolean;
    let source: SiteFlagSource;
    const goLive = rule.goLive === undefined ? Number.NaN : Date.parse(rule.goLive);
    if (forced !== undefined) {
      on = forced;
      source = 'override';
    } else if (marketing.has(flag)) {
      on = true;
      source = 'marketing';
    } else if (!Number.isNaN(goLive) && input.now.getTime() >= goLive) {
      on = true;
      source = 'goLive';
    } else {
      on = rule.environments.includes(kind);
      source = on ? 'environment' : 'off';
    }
    sources[flag] = source;
    if (on) mask |= SITE_FLAG_BITS[flag];
  }
  return { mask, sources };
};

/** The Set-Cookie value of the marketing override (002 section 9): listed flags on for 1 hour; unknown names are dropped. */
export const marketingOverrideCookie = (flags: readonly string[], secure: boolean): string => {
  const known = flags.filter((f): f is SiteFlag => (SITE_FLAGS as readonly string[]).includes(f));
  return `${SITE_FLAG_MARKETING_COOKIE}=${known.join(',')}; Max-Age=${SITE_FLAG_MARKETING_COOKIE_MAX_AGE_S}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
};
