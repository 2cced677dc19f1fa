import { PgExperiments } from '../../adapters/postgres/pg-experiments.js';
import { PgFeatureFlags } from '../../adapters/postgres/pg-feature-flags.js';
import { PgUserFlows } from '../../adapters/postgres/pg-user-flows.js';
import { makeAuthorizeOperator } from '../../core/accounts/authorize-operator.use-case.js';
import type { RateLimiter } from '../../core/accounts/rate-limiter.port.js';
import type { UserRepository } from '../../core/accounts/user-repository.port.js';
import { makeAssignExperiment } from '../../core/experiments/assign-experiment.use-case.js';
import { makeExperimentReports } from '../../core/experiments/experiment-reports.use-case.js';
import type { Experiments } from '../../core/experiments/experiments.port.js';
import { makeRecordExposure } from '../../core/experiments/record-exposure.use-case.js';
import { makeSetExperimentActive } from '../../core/experiments/set-experiment-active.use-case.js';
import type { FeatureFlags, SiteFlagDeps } from '../../core/shell/feature-flags.port.js';
import { baseSiteFlagRules } from '../../core/shell/feature-flags.rules.js';
import { DEFAULT_SITE_FLAG_RULES, type SiteFlag } from '../../core/shell/flags.rules.js';
import { makeGetFeatures } from '../../core/shell/get-features.use-case.js';
import { makeGetUserFlow } from '../../core/shell/get-user-flow.use-case.js';
import { makeListSiteFlags } from '../../core/shell/list-site-flags.use-case.js';
import { makeTrackUserFlowEvent } from '../../core/shell/track-user-flow-event.use-case.js';
import { makeTrackUserFlowSession } from '../../core/shell/track-user-flow-session.use-case.js';
import { makeUpdateSiteFlag } from '../../core/shell/update-site-flag.use-case.js';
import type { UserFlowStore } from '../../core/shell/user-flow.port.js';
import { makeUserFlowHeartbeat } from '../../core/shell/user-flow-heartbeat.use-case.js';
import { type PortOverrides, type SharedBindings, withOverrides } from './shared.js';
import { CachedFeatureFlags, siteFlagOn } from './site-flags.js';

/** What the flags wiring builds and a test may replace. */
export interface FlagsPorts {
  /** The stored flag rules (uncached; the wiring puts the 5 s cache in front). */
  readonly featureFlags: FeatureFlags;
  readonly experiments: Experiments;
  /** The user flows and their sessions (docs/decisions/0081). */
  readonly userFlows: UserFlowStore;
}

/** The use cases of feature flags, experiments and the operator pages that edit and report them. */
export const flagsUseCases = (
  deps: SiteFlagDeps & {
    experiments: Experiments;
    users: Pick<UserRepository, 'findById'>;
    userFlows: UserFlowStore;
    /** Exposures and the user-flow tracker are limited per client address (docs/decisions/0094). */
    limiter: RateLimiter;
  },
) => ({
  features: makeGetFeatures(deps),
  listSiteFlags: makeListSiteFlags(deps),
  updateSiteFlag: makeUpdateSiteFlag(deps),
  authorizeOperator: makeAuthorizeOperator(deps),
  assignExperiment: makeAssignExperiment(deps),
  recordExposure: makeRecordExposure(deps),
  experimentReports: makeExperimentReports(deps),
  setExperimentActive: makeSetExperimentActive(deps),
  getUserFlow: makeGetUserFlow(deps),
  trackUserFlowSession: makeTrackUserFlowSession(deps),
  userFlowHeartbeat: makeUserFlowHeartbeat(deps),
  trackUserFlowEvent: makeTrackUserFlowEvent(deps),
});
export type FlagsUseCases = ReturnType<typeof flagsUseCases>;

export interface FlagsWiring {
  readonly ports: FlagsPorts;
  /** The flag reader the other areas consult (cached). */
  readonly siteFlags: SiteFlagDeps;
  /** The server's view of one flag, for an area it governs. */
  readonly siteFlag: (flag: SiteFlag) => () => Promise<boolean>;
  readonly useCases: FlagsUseCases;
}

/**
 * Feature flags (002 section 9) and experiments (002 section 2.5): the stored rules behind a 5 s cache
 * (FLAG_CACHE_MS), over the defaults less SITE_FLAGS_OFF, for SITE_ENVIRONMENT; the operator gate
 * reads the accounts' users.
 */
export const wireFlags = (
  shared: SharedBindings,
  deps: { readonly users: Pick<UserRepository, 'findById'>; readonly limiter: RateLimiter },
  overrides?: PortOverrides<FlagsPorts>,
): FlagsWiring => {
  const ports = withOverrides<FlagsPorts>(
    {
      featureFlags: new PgFeatureFlags(shared.db),
      experiments: new PgExperiments(shared.db),
      userFlows: new PgUserFlows(shared.db),
    },
    overrides,
  );
  const siteFlags: SiteFlagDeps = {
    flags: new CachedFeatureFlags(ports.featureFlags, shared.clock),
    base: baseSiteFlagRules(DEFAULT_SITE_FLAG_RULES, shared.config.siteFlagsOff),
    environment: shared.config.siteEnvironment,
    clock: shared.clock,
  };
  return {
    ports,
    siteFlags,
    siteFlag: (flag) => siteFlagOn(siteFlags, flag),
    useCases: flagsUseCases({
      ...siteFlags,
      experiments: ports.experiments,
      users: deps.users,
      userFlows: ports.userFlows,
      limiter: deps.limiter,
    }),
  };
};
