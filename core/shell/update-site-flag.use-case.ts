import { ok } from 'neverthrow';
import { useCase } from '../shared/use-case.js';
import type { SiteFlagDeps } from './feature-flags.port.js';
import { SITE_ENVIRONMENT_KINDS } from './feature-flags.rules.js';
import { UpdateSiteFlagInput } from './feature-flags.schema.js';

/**
 * An operator changes a flag (002 section 9): the environments where it is on and the go-live; stored
 * with who and when, and appended to the audit trail. Seen by every server within the flag cache's age.
 */
export const makeUpdateSiteFlag = (deps: SiteFlagDeps) =>
  useCase(UpdateSiteFlagInput, async (input, operatorEmail: string) => {
    await deps.flags.save({
      flag: input.flag,
      environments: SITE_ENVIRONMENT_KINDS.filter((k) => input.environments.includes(k)),
      goLive: input.goLive === null ? null : new Date(input.goLive),
      updatedBy: operatorEmail,
      updatedAt: deps.clock.now(),
    });
    return ok({ flag: input.flag });
  });
