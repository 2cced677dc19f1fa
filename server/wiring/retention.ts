import { SandboxRetentionProvider } from '../../adapters/retention/sandbox-retention-provider.js';
import type { Experiments } from '../../core/experiments/experiments.port.js';
import type { MembershipStore } from '../../core/membership/membership-store.port.js';
import { makeFinishRetentionSession } from '../../core/membership/retention/finish-retention-session.use-case.js';
import { makeReadRetentionStatus } from '../../core/membership/retention/read-retention-status.use-case.js';
import type { RetentionProvider } from '../../core/membership/retention/retention.port.js';
import { makeStartRetentionSession } from '../../core/membership/retention/start-retention-session.use-case.js';
import type { Logger } from '../logger.js';
import { type PortOverrides, type SharedBindings, withOverrides } from './shared.js';

/** What the retention wiring builds and a test may replace. */
export interface RetentionPorts {
  readonly provider: RetentionProvider;
}

/** Spec 000 §9: retention-flow errors are logged as "Brightback error" (then the cancel modal opens). */
export const loggedRetentionProvider = (provider: RetentionProvider, log: Logger): RetentionProvider => {
  const logged =
    <A extends unknown[], R>(name: string, f: (...a: A) => Promise<R>) =>
    async (...a: A): Promise<R> => {
      try {
        return await f(...a);
      } catch (e) {
        log.error({ err: e, call: name }, 'Brightback error');
        throw e;
      }
    };
  return {
    checkCap: logged('checkCap', (m) => provider.checkCap(m)),
    cancellationCount: logged('cancellationCount', (m) => provider.cancellationCount(m)),
    startSession: logged('startSession', (i) => provider.startSession(i)),
    findSession: logged('findSession', (id) => provider.findSession(id)),
    finishSession: logged('finishSession', (id, o, r) => provider.finishSession(id, o, r)),
  };
};

export const retentionUseCases = (deps: Parameters<typeof makeReadRetentionStatus>[0]) => ({
  status: makeReadRetentionStatus(deps),
  start: makeStartRetentionSession(deps),
  finish: makeFinishRetentionSession(deps),
});
export type RetentionUseCases = ReturnType<typeof retentionUseCases>;

export interface RetentionWiring {
  readonly ports: RetentionPorts;
  readonly useCases: RetentionUseCases;
}

/**
 * The retention (exit-survey) flow (docs/decisions/0082): the sandbox provider (its sessions in the database)
 * with RETENTION_MONTHLY_CAP,
 * its failures logged, the `exit-survey` experiment that flags members, and the memberships area's store
 * (a session is only for the caller's own active subscription).
 */
export const wireRetention = (
  shared: SharedBindings,
  deps: { readonly experiments: Experiments; readonly subscriptions: Pick<MembershipStore, 'findSubscription'> },
  overrides?: PortOverrides<RetentionPorts>,
): RetentionWiring => {
  const ports = withOverrides<RetentionPorts>(
    {
      provider: new SandboxRetentionProvider({
        db: shared.db,
        monthlyCap: shared.config.retentionMonthlyCap,
        ids: shared.ids,
        clock: shared.clock,
      }),
    },
    overrides,
  );
  return {
    ports,
    useCases: retentionUseCases({
      retention: loggedRetentionProvider(ports.provider, shared.log),
      subscriptions: deps.subscriptions,
      experiments: deps.experiments,
      clock: shared.clock,
    }),
  };
};
