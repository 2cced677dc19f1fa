import type { SiteFlagDeps } from './feature-flags.port.js';
import { effectiveSiteFlagRules } from './feature-flags.rules.js';
import { hasSiteFlag, resolveSiteFlags, type SiteFlag } from './flags.rules.js';

/**
 * The server's own view of one flag (no cookies: visitors cannot switch what the server allows), for
 * the areas it governs (the comparables tool and section, bit 1024): the stored rules over the base,
 * for this environment, now.
 */
export const siteFlagEnabled = (deps: SiteFlagDeps, flag: SiteFlag) => async (): Promise<boolean> => {
  const rules = effectiveSiteFlagRules(deps.base, await deps.flags.stored());
  return hasSiteFlag(resolveSiteFlags({ environment: deps.environment, now: deps.clock.now(), rules }).mask, flag);
};
