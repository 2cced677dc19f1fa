import type { ResultAsync } from 'neverthrow';
import type { DbKind } from '../adapters/postgres/db.js';
import type { ValidationError } from '../core/shared/errors.js';
import type { ClientLogContext } from '../core/shell/record-client-logs.use-case.js';
import type { AccountsUseCases } from './accounts-use-cases.js';
import type { MembershipUseCases } from './membership-use-cases.js';
import type { ReportsUseCases } from './reports-use-cases.js';
import type { SearchUseCases } from './search-use-cases.js';

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
}

/**
 * Everything the routes can call: a plain object, built by server/container.ts from the real
 * adapters, or by a test from in-memory fakes. An area adds its use cases here (one additive edit)
 * and binds them in the container.
 */
export interface UseCases {
  /**
   * Accounts: sign-up, log-in, sessions, passwords, social log-in, deletion (issue 6). Optional so a
   * test of another area can leave it out: then /dashboard/api/* always answers 401 (fails closed).
   * tests/support/accounts-app.ts builds one on in-memory fakes, with a signed-in cookie helper.
   */
  accounts?: AccountsUseCases;
  /** Memberships, checkout, wallet, renewals (issue 7). Optional like accounts: absent, its routes are not mounted. */
  membership?: MembershipUseCases;
  /** Reports: contents, access levels, unlock, history, view state, PDF, monitoring (issue 8). Optional: absent, its routes are not mounted. */
  reports?: ReportsUseCases;
  health: () => Promise<HealthReport>;
  /** Deployment facts for the UI (whether the records are synthetic). Absent: not mounted. */
  site?: SiteInfo;
  /** Search: name, phone, e-mail and address searches and autocomplete (issue 5). Optional: absent, its routes are not mounted. */
  search?: SearchUseCases;
  recordClientLogs: (raw: unknown, context?: ClientLogContext) => ResultAsync<{ stored: number }, ValidationError>;
}
