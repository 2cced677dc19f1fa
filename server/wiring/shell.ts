import type { LocalOidcServer } from '../../adapters/oidc/local-oidc-server.js';
import { PgClientLogStore } from '../../adapters/postgres/pg-client-log-store.js';
import type { RateLimiter } from '../../core/accounts/rate-limiter.port.js';
import type { ClientLogStore } from '../../core/shell/client-log.port.js';
import { makeRecordClientLogs } from '../../core/shell/record-client-logs.use-case.js';
import { makeSubmitContact } from '../../core/support/submit-contact.use-case.js';
import { makeHealth } from '../health.js';
import type { DevTools, HealthReport, UseCases } from '../use-cases.js';
import type { SmsOutboxReader } from './identity.js';
import { type OutboxReader, type PortOverrides, type SharedBindings, withOverrides } from './shared.js';

/** What the shell wiring builds and a test may replace. */
export interface ShellPorts {
  readonly clientLogs: ClientLogStore;
  /** The database probe behind GET /api/health. */
  readonly health: () => Promise<HealthReport>;
}

/** The site itself: health, deployment facts, the browser's logs, and the operator tools outside production. */
export interface ShellWiring {
  readonly ports: ShellPorts;
  readonly useCases: Pick<
    UseCases,
    'health' | 'site' | 'recordClientLogs' | 'devTools' | 'submitContact' | 'trustedProxyHops'
  >;
}

/**
 * Health (one query that proves the database answers), GET /api/site (`syntheticData`: the generator's
 * people are loaded, read at start-up), the client log store, and the operator tools: the mail outbox
 * (when mail is kept, not delivered) and the local OpenID providers, mounted only when the configuration
 * turns the dev tools on (never in production).
 */
export const wireShell = (
  shared: SharedBindings,
  deps: {
    readonly syntheticData: boolean;
    readonly outbox: OutboxReader | null;
    readonly smsOutbox: SmsOutboxReader | null;
    readonly localOidc: ReadonlyMap<string, LocalOidcServer>;
    /** The accounts area's limiter (the contact form and the browser's logs are limited per client address). */
    readonly limiter: RateLimiter;
  },
  overrides?: PortOverrides<ShellPorts>,
): ShellWiring => {
  const { config, log } = shared;
  const ports = withOverrides<ShellPorts>(
    {
      clientLogs: new PgClientLogStore(shared.db),
      health: makeHealth({ db: shared.db, log: (msg, extra) => log.warn(extra ?? {}, msg) }),
    },
    overrides,
  );
  const devTools: DevTools | null = config.devTools
    ? { outbox: deps.outbox, smsOutbox: deps.smsOutbox, oidc: deps.localOidc }
    : null;
  return {
    ports,
    useCases: {
      health: ports.health,
      site: { environment: config.nodeEnv, syntheticData: deps.syntheticData, mapTileUrl: config.mapTileUrl },
      recordClientLogs: makeRecordClientLogs({ store: ports.clientLogs, limiter: deps.limiter, clock: shared.clock }),
      submitContact: makeSubmitContact({
        mailer: shared.mailer,
        clock: shared.clock,
        rateLimiter: deps.limiter,
        careEmail: config.careEmail,
      }),
      trustedProxyHops: config.trustedProxyHops,
      devTools,
    },
  };
};
