import { ResultAsync } from 'neverthrow';
import { z } from 'zod';
import { useCase } from '../shared/use-case.js';
import type { SiteFlagDeps } from './feature-flags.port.js';
import { effectiveSiteFlagRules, type FeaturesReply, featuresReply } from './feature-flags.rules.js';
import { resolveSiteFlags } from './flags.rules.js';

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
