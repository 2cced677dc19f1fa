import type { LocalOidcServer } from '../adapters/oidc/local-oidc-server.js';
import type { DbKind } from '../adapters/postgres/db.js';
import type { makeRecordClientLogs } from '../core/shell/record-client-logs.use-case.js';
import type { makeSubmitContact } from '../core/support/submit-contact.use-case.js';
import type { AccountsUseCases } from './wiring/accounts.js';
import type { AddressFunnelUseCases } from './wiring/address-funnel.js';
import type { FlagsUseCases } from './wiring/flags.js';
import type { FunnelsUseCases } from './wiring/funnels.js';
import type { IdentityUseCases, SmsOutboxReader } from './wiring/identity.js';
import type { MembershipUseCases } from './wiring/membership.js';
import type { PrivacyUseCases } from './wiring/privacy.js';
import type { PropertyUseCases } from './wiring/property.js';
import type { ReportsUseCases } from './wiring/reports.js';
import type { RetentionUseCases } from './wiring/retention.js';
import type { SearchUseCases } from './wiring/search.js';
import type { OutboxReader } from './wiring/shared.js';

/** GET /api/health. */
export interface HealthReport {
  status: 'ok' | 'error';
  db: DbKind;
  /** Latest applied migration version, e.g. `'0001'` (`''` when unknown). */
  migration: string;
}

/** GET /api/site: what the UI must tell every visitor about this deployment. */
export interface SiteInfo {
  environment: 'development' | 'test' | 'production';
  /** The records are the synthetic generator's (any environment), and the UI says so on every page. */
  syntheticData: boolean;
  /** The map tile URL template of /nearby (MAP_TILE_URL). */
  mapTileUrl: string;
}

/** Operator tools outside production: the mail outbox and the local OpenID providers. */
export interface DevTools {
  /** The kept mail; `null` when mail is delivered (SMTP). */
  readonly outbox: OutboxReader | null;
  /** The kept text messages (identity monitoring's codes); `null` when none are kept. */
  readonly smsOutbox: SmsOutboxReader | null;
  readonly oidc: ReadonlyMap<string, LocalOidcServer>;
}

/**
 * Everything the routes can call: a plain object that `resolveUseCases(container)` builds from the
 * container (server/container.ts and server/wiring/). Every area is required and mounted, so a
 * missing binding fails the type check or the start-up, never a route; tests build it through the same
 * wiring with in-memory ports swapped in (tests/support/test-app.ts).
 */
export interface UseCases {
  /** Accounts: sign-up, log-in, sessions, passwords, social log-in, deletion (000 sections 3-5). */
  accounts: AccountsUseCases;
  /** Memberships, checkout, wallet (002). */
  membership: MembershipUseCases;
  /** Reports: contents, access levels, unlock, history, view state, PDF, monitoring (000 section 6, 001). */
  reports: ReportsUseCases;
  /** Search: name, phone, e-mail and address searches and autocomplete (002 sections 2.1, 3, 9). */
  search: SearchUseCases;
  /** Property research: comparables, market, neighbourhood, nearby (001). */
  property: PropertyUseCases;
  /** Privacy requests: the /request-my-info flow and the operators' queue (002 section 4.1, docs/decisions/0074). */
  privacy: PrivacyUseCases;
  /** Identity monitoring: set-up steps, breaches, report activity, alerts (000 sections 2 and 7; docs/decisions/0073). */
  identity: IdentityUseCases;
  /** Site feature flags, experiments and their operator pages (002 sections 2.5, 9). */
  flags: FlagsUseCases;
  /** The address funnel's state and use cases (002 sections 4 and 7; docs/decisions/0080). */
  addressFunnel: AddressFunnelUseCases;
  /** The join and person funnels: data categories and user interests (002 sections 2.2, 7; docs/decisions/0079). */
  funnels: FunnelsUseCases;
  /** The retention (exit-survey) flow before the cancel modal (000 section 4; docs/decisions/0082). */
  retention: RetentionUseCases;
  health: () => Promise<HealthReport>;
  /** Deployment facts for the UI (whether the records are synthetic). */
  site: SiteInfo;
  /** POST /api/logger: the browser's logs, bounded per client address and visitor (docs/decisions/0094). */
  recordClientLogs: ReturnType<typeof makeRecordClientLogs>;
  /** The /contact form (000 section 1): to Customer Care, with a reply by the next business day. */
  submitContact: ReturnType<typeof makeSubmitContact>;
  /** How many proxies in front of us may name the client address (X-Forwarded-For). */
  trustedProxyHops: number | boolean;
  /** The operator tools; `null` where the configuration turns them off (production). */
  devTools: DevTools | null;
}
