import { ResultAsync } from 'neverthrow';
import { RawInput, useCase } from '../shared/use-case.js';
import type { SiteFlagChange, SiteFlagDeps } from './feature-flags.port.js';
import { type SiteFlagOverview, siteFlagOverview } from './feature-flags.rules.js';

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
