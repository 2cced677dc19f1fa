import { Container, type ServiceIdentifier } from 'inversify';
import { systemClock } from '../adapters/clock/system-clock.js';
import { nodeIdGenerator } from '../adapters/crypto/node-crypto-tokens.js';
import { PgBossJobQueue } from '../adapters/jobs/pgboss-job-queue.js';
import { QueuedMailer } from '../adapters/mail/queued-mailer.js';
import { SmtpMailer } from '../adapters/mail/smtp-mailer.js';
import type { Db } from '../adapters/postgres/db.js';
import { PgOutboxMailer } from '../adapters/postgres/pg-outbox-mailer.js';
import { PgPrivacyCaseStore } from '../adapters/postgres/pg-privacy-case-store.js';
import { PgSuppressions } from '../adapters/postgres/pg-suppressions.js';
import { type FactGate, makeFactGate } from '../core/fact-gate/fact-gate.steps.js';
import type { Suppressions } from '../core/fact-gate/suppression.port.js';
import { makeAccountMembership } from '../core/membership/account-membership.provider.js';
import type { MembershipPorts } from '../core/membership/membership-ports.port.js';
import type { PrivacyCaseStore } from '../core/privacy/privacy-case-store.port.js';
import type { Clock, IdGenerator } from '../core/shared/clock.port.js';
import type { Mailer } from '../core/shared/mailer.port.js';
import type { AppConfig } from './config.js';
import type { Logger } from './logger.js';
import type { UseCases } from './use-cases.js';
import { type AccountsPorts, type AccountsWiring, wireAccounts } from './wiring/accounts.js';
import { type AddressFunnelPorts, type AddressFunnelWiring, wireAddressFunnel } from './wiring/address-funnel.js';
import { type FlagsPorts, type FlagsWiring, wireFlags } from './wiring/flags.js';
import { type FunnelsPorts, type FunnelsWiring, wireFunnels } from './wiring/funnels.js';
import { type IdentityPorts, type IdentityWiring, wireIdentity } from './wiring/identity.js';
import { type JobsWiring, type RunnableJobQueue, wireJobs } from './wiring/jobs.js';
import { type MembershipWiring, wireMembership } from './wiring/membership.js';
import { type PrivacyWiring, type PrivacyWiringPorts, wirePrivacy } from './wiring/privacy.js';
import { type PropertyPorts, type PropertyWiring, wireProperty } from './wiring/property.js';
import { type ReportsPorts, type ReportsWiring, wireReports } from './wiring/reports.js';
import { type RetentionPorts, type RetentionWiring, wireRetention } from './wiring/retention.js';
import { type SearchPorts, type SearchWiring, wireSearch } from './wiring/search.js';
import type { OutboxReader, PortOverrides, SharedBindings } from './wiring/shared.js';
import { type ShellPorts, type ShellWiring, wireShell } from './wiring/shell.js';

const token = <T>(name: string): ServiceIdentifier<T> => Symbol.for(`tracewell.${name}`);

/** Service identifiers: the shared bindings, then one per area (its ports and use cases, server/wiring/). */
export const TOKENS = {
  Config: token<AppConfig>('Config'),
  Db: token<Db>('Db'),
  /** The read side: the replicas of DATABASE_READ_URL, or the Db itself (docs/decisions/0085). */
  ReadDb: token<Db>('ReadDb'),
  Logger: token<Logger>('Logger'),
  /** The one clock: the system's. */
  Clock: token<Clock>('Clock'),
  IdGenerator: token<IdGenerator>('IdGenerator'),
  /** The one Mailer every area sends through: SMTP when MAIL_TRANSPORT is smtp, else the database outbox. */
  Mailer: token<Mailer>('Mailer'),
  /** The outbox the operator page reads: the Mailer itself when mail is kept, else none. */
  Outbox: token<OutboxReader | null>('Outbox'),
  Shared: token<SharedBindings>('Shared'),
  Accounts: token<AccountsWiring>('Accounts'),
  Membership: token<MembershipWiring>('Membership'),
  Reports: token<ReportsWiring>('Reports'),
  Search: token<SearchWiring>('Search'),
  Property: token<PropertyWiring>('Property'),
  Privacy: token<PrivacyWiring>('Privacy'),
  /** Identity monitoring (docs/decisions/0073). */
  Identity: token<IdentityWiring>('Identity'),
  Shell: token<ShellWiring>('Shell'),
  Jobs: token<JobsWiring>('Jobs'),
  /** The job queue in the database (docs/decisions/0070-job-queue.md). */
  JobQueue: token<RunnableJobQueue>('JobQueue'),
  /** The SMTP relay the queued e-mails are handed to; null when mail goes to the outbox. */
  MailRelay: token<Mailer | null>('MailRelay'),
  /** Opted-out people (docs/record-linkage.md): the privacy flow writes them; the fact gate reads them. */
  Suppressions: token<Suppressions>('Suppressions'),
  /** The one fact gate every surface asks (core/fact-gate/fact-gate.steps.ts; docs/decisions/0093). */
  FactGate: token<FactGate>('FactGate'),
  /**
   * The privacy case queue (docs/decisions/0074): one store, shared by the privacy area and by the
   * reports area, whose correction requests open cases in it.
   */
  PrivacyCases: token<PrivacyCaseStore>('PrivacyCases'),
  /** Site feature flags and experiments (docs/decisions/0076-feature-flags-and-experiments.md). */
  Flags: token<FlagsWiring>('Flags'),
  AddressFunnel: token<AddressFunnelWiring>('AddressFunnel'),
  /** The join and person funnels (docs/decisions/0079). */
  Funnels: token<FunnelsWiring>('Funnels'),
  /** The retention (exit-survey) flow (docs/decisions/0082). */
  Retention: token<RetentionWiring>('Retention'),
};

/**
 * Bindings a test replaces, so that the graph it drives is the production graph with in-memory ports
 * swapped in (tests/support/test-app.ts). Production passes none.
 */
export interface WiringOverrides {
  readonly clock?: Clock;
  readonly ids?: IdGenerator;
  readonly mailer?: Mailer;
  /** The job queue (e.g. the in-memory one); by default pg-boss on the database. */
  readonly jobQueue?: RunnableJobQueue;
  /** The outbox the operator page reads; without it, none unless the Mailer is the database outbox. */
  readonly outbox?: OutboxReader | null;
  readonly accounts?: PortOverrides<AccountsPorts>;
  readonly membership?: PortOverrides<MembershipPorts>;
  readonly reports?: PortOverrides<ReportsPorts>;
  readonly search?: PortOverrides<SearchPorts>;
  readonly property?: PortOverrides<PropertyPorts>;
  readonly privacy?: PortOverrides<Omit<PrivacyWiringPorts, 'cases'>>;
  /** The privacy case queue both the privacy and the reports area use. */
  readonly privacyCases?: PrivacyCaseStore;
  readonly shell?: PortOverrides<ShellPorts>;
  readonly suppressions?: Suppressions;
  readonly identity?: PortOverrides<IdentityPorts>;
  readonly flags?: PortOverrides<FlagsPorts>;
  readonly addressFunnel?: PortOverrides<AddressFunnelPorts>;
  readonly funnels?: PortOverrides<FunnelsPorts>;
  readonly retention?: PortOverrides<RetentionPorts>;
}

/**
 * The composition root (shared/STYLE.md section 4): every binding of the application, and the only
 * place that knows inversify, with no decorators (`toConstantValue`, `toResolvedValue`). Each area's
 * ports and use cases are built by its wiring function from the shared bindings and what other areas
 * hand it: membership -> accounts -> search, property -> reports, jobs -> shell (operator tools).
 */
export const createContainer = (deps: {
  config: AppConfig;
  db: Db;
  /** The replicas of DATABASE_READ_URL (server/main.ts opens them); without it every read goes to `db`. */
  readDb?: Db;
  log: Logger;
  /** Whether the records are the synthetic generator's (server/bootstrap/demo-data.ts), read at start-up. */
  syntheticData: boolean;
  overrides?: WiringOverrides;
}): Container => {
  const o = deps.overrides ?? {};
  const c = new Container({ defaultScope: 'Singleton' });
  c.bind(TOKENS.Config).toConstantValue(deps.config);
  c.bind(TOKENS.Db).toConstantValue(deps.db);
  c.bind(TOKENS.ReadDb).toConstantValue(deps.readDb ?? deps.db);
  c.bind(TOKENS.Logger).toConstantValue(deps.log);
  c.bind(TOKENS.Clock).toConstantValue(o.clock ?? systemClock);
  c.bind(TOKENS.IdGenerator).toConstantValue(o.ids ?? nodeIdGenerator);
  c.bind(TOKENS.JobQueue).toResolvedValue(
    (db: Db, log: Logger): RunnableJobQueue =>
      o.jobQueue ?? new PgBossJobQueue({ db, onError: (e) => log.error({ err: e }, 'job queue error') }),
    [TOKENS.Db, TOKENS.Logger],
  );
  c.bind(TOKENS.MailRelay).toResolvedValue(
    (config: AppConfig): Mailer | null =>
      config.mailTransport === 'smtp' && config.smtpUrl ? new SmtpMailer(config.smtpUrl, config.mailFrom) : null,
    [TOKENS.Config],
  );
  // SMTP: each e-mail is a queued job, handed to the relay with retries and backoff; else the outbox table.
  c.bind(TOKENS.Mailer).toResolvedValue(
    (db: Db, relay: Mailer | null, queue: RunnableJobQueue): Mailer =>
      o.mailer ?? (relay ? new QueuedMailer(queue) : new PgOutboxMailer(db)),
    [TOKENS.Db, TOKENS.MailRelay, TOKENS.JobQueue],
  );
  c.bind(TOKENS.Outbox).toResolvedValue(
    (mailer: Mailer) => (o.outbox !== undefined ? o.outbox : mailer instanceof PgOutboxMailer ? mailer : null),
    [TOKENS.Mailer],
  );
  c.bind(TOKENS.Shared).toResolvedValue(
    (
      config: AppConfig,
      db: Db,
      readDb: Db,
      clock: Clock,
      ids: IdGenerator,
      mailer: Mailer,
      log: Logger,
    ): SharedBindings => ({
      config,
      db,
      readDb,
      clock,
      ids,
      mailer,
      log,
    }),
    [TOKENS.Config, TOKENS.Db, TOKENS.ReadDb, TOKENS.Clock, TOKENS.IdGenerator, TOKENS.Mailer, TOKENS.Logger],
  );

  c.bind(TOKENS.Suppressions).toResolvedValue((db: Db) => o.suppressions ?? new PgSuppressions(db), [TOKENS.Db]);
  // The one fact gate every surface asks (docs/decisions/0093), over the one list of opted-out people.
  c.bind(TOKENS.FactGate).toResolvedValue(
    (suppressions: Suppressions) => makeFactGate(suppressions),
    [TOKENS.Suppressions],
  );
  c.bind(TOKENS.PrivacyCases).toResolvedValue((db: Db) => o.privacyCases ?? new PgPrivacyCaseStore(db), [TOKENS.Db]);

  c.bind(TOKENS.Flags).toResolvedValue(
    (shared: SharedBindings, accounts: AccountsWiring) =>
      wireFlags(shared, { users: accounts.ports.users, limiter: accounts.ports.rateLimiter }, o.flags),
    [TOKENS.Shared, TOKENS.Accounts],
  );

  c.bind(TOKENS.AddressFunnel).toResolvedValue(
    (s: SharedBindings, property: PropertyWiring, flags: FlagsWiring, accounts: AccountsWiring) =>
      wireAddressFunnel(
        s,
        {
          market: property.ports.market,
          comparablesEnabled: flags.siteFlag('comparables'),
          limiter: accounts.ports.rateLimiter,
        },
        o.addressFunnel,
      ),
    [TOKENS.Shared, TOKENS.Property, TOKENS.Flags, TOKENS.Accounts],
  );
  c.bind(TOKENS.Funnels).toResolvedValue((shared: SharedBindings) => wireFunnels(shared, o.funnels), [TOKENS.Shared]);
  c.bind(TOKENS.Retention).toResolvedValue(
    (shared: SharedBindings, flags: FlagsWiring, membership: MembershipWiring) =>
      wireRetention(
        shared,
        { experiments: flags.ports.experiments, subscriptions: membership.ports.store },
        o.retention,
      ),
    [TOKENS.Shared, TOKENS.Flags, TOKENS.Membership],
  );
  c.bind(TOKENS.Membership).toResolvedValue(
    (shared: SharedBindings) => wireMembership(shared, o.membership),
    [TOKENS.Shared],
  );
  c.bind(TOKENS.Accounts).toResolvedValue(
    (shared: SharedBindings, membership: MembershipWiring) =>
      wireAccounts(
        shared,
        // The membership part of GET /dashboard/api/user: subscriptions, roles, offers, paused, cancelled.
        { membership: makeAccountMembership(membership.ports) },
        o.accounts,
      ),
    [TOKENS.Shared, TOKENS.Membership],
  );
  c.bind(TOKENS.Search).toResolvedValue(
    (shared: SharedBindings, accounts: AccountsWiring, property: PropertyWiring, gate: FactGate) =>
      wireSearch(shared, { history: accounts.ports.searchHistory, savedMarks: property.ports.saved, gate }, o.search),
    [TOKENS.Shared, TOKENS.Accounts, TOKENS.Property, TOKENS.FactGate],
  );
  c.bind(TOKENS.Reports).toResolvedValue(
    (
      shared: SharedBindings,
      membership: MembershipWiring,
      accounts: AccountsWiring,
      property: PropertyWiring,
      gate: FactGate,
      flags: FlagsWiring,
      privacyCases: PrivacyCaseStore,
    ) =>
      wireReports(
        shared,
        {
          membership: membership.ports,
          history: accounts.ports.reportHistory,
          limiter: accounts.ports.rateLimiter,
          propertyAccess: property.ports.access,
          gate,
          siteFlag: flags.siteFlag,
          privacyCases,
        },
        o.reports,
      ),
    [
      TOKENS.Shared,
      TOKENS.Membership,
      TOKENS.Accounts,
      TOKENS.Property,
      TOKENS.FactGate,
      TOKENS.Flags,
      TOKENS.PrivacyCases,
    ],
  );
  c.bind(TOKENS.Property).toResolvedValue(
    (
      shared: SharedBindings,
      membership: MembershipWiring,
      accounts: AccountsWiring,
      gate: FactGate,
      flags: FlagsWiring,
    ) =>
      wireProperty(
        shared,
        { membership: membership.ports, limiter: accounts.ports.rateLimiter, gate, siteFlag: flags.siteFlag },
        o.property,
      ),
    [TOKENS.Shared, TOKENS.Membership, TOKENS.Accounts, TOKENS.FactGate, TOKENS.Flags],
  );
  c.bind(TOKENS.Privacy).toResolvedValue(
    (
      shared: SharedBindings,
      accounts: AccountsWiring,
      reports: ReportsWiring,
      search: SearchWiring,
      identity: IdentityWiring,
      suppressions: Suppressions,
      cases: PrivacyCaseStore,
    ) =>
      wirePrivacy(
        shared,
        {
          accounts: accounts.ports,
          reports: reports.ports,
          searchPeople: search.useCases.searchPeople,
          // The one text-message sender (the identity area's: the SMS outbox outside production).
          sms: identity.ports.sms,
          // The one list of opted-out people, which search and reports read.
          suppressions,
          // The one case queue, which report corrections open cases in too.
          cases,
        },
        o.privacy,
      ),
    [
      TOKENS.Shared,
      TOKENS.Accounts,
      TOKENS.Reports,
      TOKENS.Search,
      TOKENS.Identity,
      TOKENS.Suppressions,
      TOKENS.PrivacyCases,
    ],
  );
  c.bind(TOKENS.Identity).toResolvedValue(
    (shared: SharedBindings, accounts: AccountsWiring, search: SearchWiring, reports: ReportsWiring, gate: FactGate) =>
      wireIdentity(
        shared,
        {
          users: accounts.ports.users,
          digest: accounts.ports.digest,
          codes: accounts.ports.codes,
          limiter: accounts.ports.rateLimiter,
          people: search.ports.people,
          source: reports.ports.source,
          gate,
        },
        o.identity,
      ),
    [TOKENS.Shared, TOKENS.Accounts, TOKENS.Search, TOKENS.Reports, TOKENS.FactGate],
  );
  c.bind(TOKENS.Jobs).toResolvedValue(
    (
      shared: SharedBindings,
      membership: MembershipWiring,
      property: PropertyWiring,
      reports: ReportsWiring,
      identity: IdentityWiring,
      queue: RunnableJobQueue,
      relay: Mailer | null,
      gate: FactGate,
    ) =>
      wireJobs(shared, {
        queue,
        membership: membership.ports,
        property: property.ports,
        reports: reports.ports,
        gate,
        identity: identity.monitoring,
        // A test's own Mailer replaces the queued one: then nothing is queued for the relay.
        mailRelay: o.mailer ? null : relay,
      }),
    [
      TOKENS.Shared,
      TOKENS.Membership,
      TOKENS.Property,
      TOKENS.Reports,
      TOKENS.Identity,
      TOKENS.JobQueue,
      TOKENS.MailRelay,
      TOKENS.FactGate,
    ],
  );
  c.bind(TOKENS.Shell).toResolvedValue(
    (shared: SharedBindings, outbox: OutboxReader | null, accounts: AccountsWiring, identity: IdentityWiring) =>
      wireShell(
        shared,
        {
          syntheticData: deps.syntheticData,
          outbox,
          smsOutbox: identity.ports.smsOutbox,
          localOidc: accounts.localOidc,
          limiter: accounts.ports.rateLimiter,
        },
        o.shell,
      ),
    [TOKENS.Shared, TOKENS.Outbox, TOKENS.Accounts, TOKENS.Identity],
  );
  return c;
};

/** The plain use-case object the routes receive; routes never see the container. */
export const resolveUseCases = (c: Container): UseCases => ({
  accounts: c.get(TOKENS.Accounts).useCases,
  membership: c.get(TOKENS.Membership).useCases,
  reports: c.get(TOKENS.Reports).useCases,
  search: c.get(TOKENS.Search).useCases,
  property: c.get(TOKENS.Property).useCases,
  privacy: c.get(TOKENS.Privacy).useCases,
  identity: c.get(TOKENS.Identity).useCases,
  flags: c.get(TOKENS.Flags).useCases,
  addressFunnel: c.get(TOKENS.AddressFunnel).useCases,
  funnels: c.get(TOKENS.Funnels).useCases,
  retention: c.get(TOKENS.Retention).useCases,
  ...c.get(TOKENS.Shell).useCases,
});

/**
 * Starts the job queue with the background jobs (payments, nearby alerts, clean-up, queued e-mail);
 * resolves to a function that stops it, waiting up to `timeoutMs` for running jobs.
 */
export const startJobs = (c: Container): Promise<(timeoutMs: number) => Promise<void>> => c.get(TOKENS.Jobs).start();
