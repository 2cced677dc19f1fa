import { InMemorySearchHistory } from '../../adapters/memory/in-memory-accounts.js';
import { InMemoryAddressFunnels } from '../../adapters/memory/in-memory-address-funnels.js';
import { InMemoryClientLogStore } from '../../adapters/memory/in-memory-client-log-store.js';
import { InMemoryExperiments } from '../../adapters/memory/in-memory-experiments.js';
import { InMemoryFeatureFlags } from '../../adapters/memory/in-memory-feature-flags.js';
import { InMemoryIdentityMonitoringStore } from '../../adapters/memory/in-memory-identity-monitoring-store.js';
import { InMemoryRecordActivity, InMemorySmsSender } from '../../adapters/memory/in-memory-identity-ports.js';
import { inMemoryListingPhotoExists } from '../../adapters/memory/in-memory-listing-photos.js';
import {
  InMemoryMembershipStore,
  InMemoryProductCatalog,
  InMemoryWalletStore,
} from '../../adapters/memory/in-memory-membership.js';
import { InMemoryNearbyProperties } from '../../adapters/memory/in-memory-nearby-properties.js';
import { InMemoryNearbySearch } from '../../adapters/memory/in-memory-nearby-search.js';
import { InMemoryNeighborhood } from '../../adapters/memory/in-memory-neighborhood.js';
import { InMemoryPaymentGateway, InMemoryPaymentOrderStore } from '../../adapters/memory/in-memory-payments.js';
import { InMemoryPeopleYouMayKnowStore } from '../../adapters/memory/in-memory-people-you-may-know-store.js';
import { InMemoryPersonSearch } from '../../adapters/memory/in-memory-person-search.js';
import { InMemoryPrivacyCaseStore } from '../../adapters/memory/in-memory-privacy-cases.js';
import { InMemoryPropertyMarket } from '../../adapters/memory/in-memory-property-market.js';
import type { RecordTables } from '../../adapters/memory/in-memory-records.js';
import { InMemoryReportHistory } from '../../adapters/memory/in-memory-report-history.js';
import { InMemoryReportMonitoringStore } from '../../adapters/memory/in-memory-report-monitoring-store.js';
import { InMemoryReportSource } from '../../adapters/memory/in-memory-report-source.js';
import { InMemoryReportStore } from '../../adapters/memory/in-memory-report-store.js';
import { InMemoryRetentionProvider } from '../../adapters/memory/in-memory-retention-provider.js';
import { InMemorySavedNearbySearches } from '../../adapters/memory/in-memory-saved-nearby-searches.js';
import { InMemorySavedProperties } from '../../adapters/memory/in-memory-saved-properties.js';
import { InMemorySearchAutocomplete } from '../../adapters/memory/in-memory-search-autocomplete.js';
import { InMemorySuppressions } from '../../adapters/memory/in-memory-suppressions.js';
import { InMemoryUserFlows } from '../../adapters/memory/in-memory-user-flows.js';
import { InMemoryVisitorSearchHistory } from '../../adapters/memory/in-memory-visitor-search-history.js';
import type { Db } from '../../adapters/postgres/db.js';
import { SyntheticPropertyPhotos } from '../../adapters/synthetic/synthetic-property-photos.js';
import { createApp } from '../../server/app.js';
import { type AppConfig, parseConfig, RETENTION_MONTHLY_CAP_DEFAULT } from '../../server/config.js';
import { createContainer, resolveUseCases, TOKENS, type WiringOverrides } from '../../server/container.js';
import { silentLogger } from '../../server/logger.js';
import { inMemoryAccountPorts, type TestClock } from './accounts-kit.js';
import { JOIN_HEADLINE } from './experiment-fixtures.js';
import { testReadDb } from './test-db.js';

/** The public origin of every test app (links in e-mails). */
export const TEST_SITE = 'http://tracewell.test';

/**
 * The configuration the test apps run under, read through the server's one schema: NODE_ENV test (the
 * operator tools are on), links to {@link TEST_SITE}, one trusted proxy (a TestBrowser sends its address
 * in X-Forwarded-For), no demo data. `env` adds or replaces variables.
 */
export const testConfig = (env: Record<string, string> = {}): AppConfig =>
  parseConfig({ NODE_ENV: 'test', PUBLIC_URL: TEST_SITE, TRUST_PROXY: 'on', DEMO_DATA: 'off', ...env });

/**
 * The application exactly as production wires it (server/container.ts and server/wiring/), on `db`,
 * with the test configuration and `overrides` swapped in. Returns the app, its use cases, and each
 * area's wiring (ports and use cases) for tests that look inside.
 */
export const wiredTestApp = (opts: {
  db: Db;
  /** The read side (docs/decisions/0085); by default the replicas of DATABASE_READ_URL, if any (tests/support/test-db.ts). */
  readDb?: Db;
  env?: Record<string, string>;
  overrides?: WiringOverrides;
  syntheticData?: boolean;
}) => {
  const readDb = opts.readDb ?? testReadDb(opts.db);
  const container = createContainer({
    config: testConfig(opts.env),
    db: opts.db,
    ...(readDb ? { readDb } : {}),
    log: silentLogger(),
    syntheticData: opts.syntheticData ?? false,
    ...(opts.overrides ? { overrides: opts.overrides } : {}),
  });
  const useCases = resolveUseCases(container);
  return {
    app: createApp({ useCases, log: silentLogger() }),
    useCases,
    container,
    accounts: container.get(TOKENS.Accounts),
    membership: container.get(TOKENS.Membership),
    reports: container.get(TOKENS.Reports),
    search: container.get(TOKENS.Search),
    property: container.get(TOKENS.Property),
    identity: container.get(TOKENS.Identity),
    jobs: container.get(TOKENS.Jobs),
    flags: container.get(TOKENS.Flags),
  };
};

/**
 * A `Db` for apps whose tests never reach the database: every statement fails, naming the cause, so a
 * test that strays onto a route needing one fails loudly instead of passing by accident.
 */
export const noDatabase = (): Db => {
  const refuse = async (): Promise<never> => {
    throw new Error('this test app has no database: build it on openTestDb() (tests/support/test-db.ts)');
  };
  return { kind: 'pglite', query: refuse, transaction: refuse, copyFromFile: refuse, close: async () => undefined };
};

/**
 * The production graph with in-memory ports swapped in, on {@link noDatabase}: accounts (fast hasher,
 * sequential ids, a clock tests move, mail kept in `mailer.sent`), memberships (core's catalog,
 * the in-memory gateway with the sandbox's test cards), search and reports over
 * `records`, the property market and the nearby list over `records`, browser logs, and a health probe that answers ok.
 * The fakes are returned too.
 */
export const inMemoryTestApp = (
  opts: {
    clock?: TestClock;
    records?: RecordTables;
    /** The day `records` describe (app_meta.records_as_of); unset: the clock's date. */
    recordsAsOf?: string;
    env?: Record<string, string>;
    overrides?: WiringOverrides;
  } = {},
) => {
  const kit = inMemoryAccountPorts(opts.clock ? { clock: opts.clock } : {});
  const records = opts.records ?? {};
  const reportHistory = new InMemoryReportHistory();
  const clientLogs = new InMemoryClientLogStore();
  const gateway = new InMemoryPaymentGateway(kit.clock);
  const wallet = new InMemoryWalletStore();
  const orders = new InMemoryPaymentOrderStore();
  const flags = {
    featureFlags: new InMemoryFeatureFlags(),
    experiments: new InMemoryExperiments([JOIN_HEADLINE]),
    userFlows: new InMemoryUserFlows(),
  };
  const membership = {
    catalog: new InMemoryProductCatalog(),
    store: new InMemoryMembershipStore({ users: kit.users, wallet, orders, charges: gateway }),
    wallet,
    orders,
    gateway,
    // The experiments the flags area records exposures in: a sale converts them.
    experiments: flags.experiments,
  };
  const reportStore = new InMemoryReportStore(reportHistory);
  // One list of opted-out people for the privacy flow, search and reports.
  const suppressions = new InMemorySuppressions();
  const privacy = { cases: new InMemoryPrivacyCaseStore(), suppressions };
  const sms = new InMemorySmsSender();
  const identityStore = new InMemoryIdentityMonitoringStore(
    async (id) => (await kit.users.findById(id))?.email ?? null,
  );
  const overrides: WiringOverrides = {
    clock: kit.clock,
    ids: kit.ports.ids,
    mailer: kit.mailer,
    accounts: { ...kit.ports, searchHistory: new InMemorySearchHistory(), reportHistory },
    membership,
    search: {
      people: new InMemoryPersonSearch(records),
      autocomplete: new InMemorySearchAutocomplete(records),
      visitorHistory: new InMemoryVisitorSearchHistory(),
    },
    reports: {
      source: new InMemoryReportSource(records),
      store: reportStore,
      monitoring: new InMemoryReportMonitoringStore(
        reportStore,
        async (userId) => (await kit.users.findById(userId))?.email ?? null,
      ),
      userEmail: async (userId) => (await kit.users.findById(userId))?.email ?? null,
      people: new InMemoryPeopleYouMayKnowStore(records, reportHistory, async (userId) => {
        const u = await kit.users.findById(userId);
        return u ? { firstName: u.firstName, lastName: u.lastName, address: u.address } : null;
      }),
    },
    privacy: { suppressions },
    privacyCases: privacy.cases,
    identity: {
      store: identityStore,
      sms,
      smsOutbox: null,
      activity: new InMemoryRecordActivity(reportHistory),
    },
    shell: { clientLogs, health: async () => ({ status: 'ok', db: 'pglite', migration: '' }) },
    suppressions,
    flags,
    addressFunnel: { funnels: new InMemoryAddressFunnels() },
    retention: {
      provider: new InMemoryRetentionProvider({
        monthlyCap: Number(opts.env?.RETENTION_MONTHLY_CAP ?? RETENTION_MONTHLY_CAP_DEFAULT),
        ids: kit.ports.ids,
      }),
    },
    property: {
      market: new InMemoryPropertyMarket(records, opts.recordsAsOf ?? null),
      neighborhood: new InMemoryNeighborhood(records, { asOf: opts.recordsAsOf ?? null }),
      nearby: new InMemoryNearbyProperties(records),
      nearbySearch: new InMemoryNearbySearch(records, opts.recordsAsOf ?? null),
      savedNearbySearches: new InMemorySavedNearbySearches(
        async (id) => (await kit.users.findById(id))?.email ?? null,
        () => kit.clock.now(),
      ),
      photos: new SyntheticPropertyPhotos(inMemoryListingPhotoExists(records)),
      saved: new InMemorySavedProperties(new Map()),
    },
    ...opts.overrides,
  };
  const wired = wiredTestApp({ db: noDatabase(), ...(opts.env ? { env: opts.env } : {}), overrides });
  return {
    ...wired,
    kit,
    clientLogs,
    reportHistory,
    membershipFakes: membership,
    sms,
    identityStore,
    privacyFakes: privacy,
    flagFakes: flags,
  };
};
