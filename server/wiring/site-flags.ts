import {
  DEFAULT_SITE_FLAG_RULES,
  hasSiteFlag,
  resolveSiteFlags,
  SITE_FLAGS,
  type SiteFlag,
  type SiteFlagRule,
} from '../../core/shell/flags.rules.js';
import type { SharedBindings } from './shared.js';

/**
 * Whether a site feature flag (002 section 9) is on for this deployment at a moment: the flag rules of
 * core (`resolveSiteFlags`) for the configured site environment, with the flags the configuration
 * switches off (SITE_FLAGS_OFF) never on. No request cookies: this is the server's own view, used to
 * govern endpoints (the comparables tool, 001 section 6: bit 1024).
 */
export const siteFlagOn = (shared: Pick<SharedBindings, 'config' | 'clock'>, flag: SiteFlag): (() => boolean) => {
  // The configuration is read once; only the time (a go-live instant) changes between calls.
  const off = new Set(shared.config.siteFlagsOff);
  const rules = Object.fromEntries(
    SITE_FLAGS.map((f): [SiteFlag, SiteFlagRule] => [
      f,
      off.has(f) ? { environments: [] } : DEFAULT_SITE_FLAG_RULES[f],
    ]),
  ) as Record<SiteFlag, SiteFlagRule>;
  return () =>
    hasSiteFlag(
      resolveSiteFlags({ environment: shared.config.siteEnvironment, now: shared.clock.now(), rules }).mask,
      flag,
    );
};
