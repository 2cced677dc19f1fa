import { ok, ResultAsync } from 'neverthrow';
import { z } from 'zod';
import type { Clock } from '../shared/clock.port.js';
import { RawInput, useCase } from '../shared/use-case.js';
import type { FeatureFlags, SiteFlagChange } from './feature-flags.port.js';
import {
  effectiveSiteFlagRules,
  type FeaturesReply,
  featuresReply,
  type SiteFlagOverview,
  siteFlagOverview,
} from './feature-flags.rules.js';
import { UpdateSiteFlagInput } from './feature-flags.schema.js';
import { hasSiteFlag, resolveSiteFlags, type SiteFlag, type SiteFlagRule } from './flags.rules.js';

/** What the flag use cases share: the stored rules, the base rules, this deployment's environment, the clock. */
export interface SiteFlagDeps {
  readonly flags: FeatureFlags;
  readonly base: Readonly<Record<SiteFlag, SiteFlagRule>>;
  readonly environment: string;
  readonly clock: Clock;
}

const Cookies = z.record(z.string(), z.string()).default({});

/**
 * GET /api/features (002 section 9): the 11 site flags by their spec names with bit and state, and the
 * mask, resolved for this environment, the stored rules (go-live included) and the request's override
 * cookies (`tw_ff_{flag}` outside prod; the 1-hour marketing cookie).
 */
export const makeGetFeatures = (deps: SiteFlagDeps) =>
  useCase(
    Cookies,
    (cookies): ResultAsync<FeaturesReply, never> =>
      ResultAsync.fromSafePromise(deps.flags.stored()).map((stored) =>
        featuresReply(
          resolveSiteFlags({
            environment: deps.environment,
            now: deps.clock.now(),
            cookies,
            rules: effectiveSiteFlagRules(deps.base, stored),
          }),
        ),
      ),
  );

/**
 * The server's own view of one flag (no cookies: visitors cannot switch what the server allows), for
 * the areas it governs (the comparables tool and section, bit 1024).
 */
export const siteFlagEnabled = (deps: SiteFlagDeps, flag: SiteFlag) => async (): Promise<boolean> => {
  const rules = effectiveSiteFlagRules(deps.base, await deps.flags.stored());
  const { mask } = resolveSiteFlags({ environment: deps.environment, now: deps.clock.now(), rules });
  return hasSiteFlag(mask, flag);
};

/** The operator page's list (002 section 9): each flag's rule and state per environment, and the audit trail. */
export const makeListSiteFlags = (deps: SiteFlagDeps) =>
  useCase(
    RawInput,
    (): ResultAsync<{ environment: string; flags: SiteFlagOverview[]; audit: SiteFlagChange[] }, never> =>
      ResultAsync.fromSafePromise(Promise.all([deps.flags.stored(), deps.flags.audit(50)])).map(([stored, audit]) => ({
        environment: deps.environment,
        flags: siteFlagOverview({ base: deps.base, stored, environment: deps.environment, now: deps.clock.now() }),
        audit,
      })),
  );

/**
 * An operator changes a flag (002 section 9): the environments where it is on and the go-live; stored
 * with who and when, and appended to the audit trail. Seen by every server within the flag cache's age.
 */
export const makeUpdateSiteFlag = (deps: SiteFlagDeps) =>
  useCase(UpdateSiteFlagInput, async (input, operatorEmail: string) => {
    const kinds = ['dev', 'review', 'stage', 'prod'] as const;
    await deps.flags.save({
      flag: input.flag,
      environments: kinds.filter((k) => input.environments.includes(k)),
      goLive: input.goLive === null ? null : new Date(input.goLive),
      updatedBy: operatorEmail,
      updatedAt: deps.clock.now(),
    });
    return ok({ flag: input.flag });
  });
