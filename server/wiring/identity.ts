import { PgIdentityMonitoringStore } from '../../adapters/postgres/pg-identity-monitoring-store.js';
import { PgRecordActivity } from '../../adapters/postgres/pg-record-activity.js';
import { type OutboxSms, PgSmsOutbox } from '../../adapters/postgres/pg-sms-outbox.js';
import { SyntheticBreachSource } from '../../adapters/synthetic/synthetic-breaches.js';
import type { TokenDigest, VerificationCodes } from '../../core/accounts/password-hasher.port.js';
import type { RateLimiter } from '../../core/accounts/rate-limiter.port.js';
import type { UserRepository } from '../../core/accounts/user-repository.port.js';
import type { FactGate } from '../../core/fact-gate/fact-gate.steps.js';
import { makeAddPersonalInformation } from '../../core/identity/add-personal-information.use-case.js';
import { makeCheckEmailCode } from '../../core/identity/check-email-code.use-case.js';
import { makeCheckSmsCode } from '../../core/identity/check-sms-code.use-case.js';
import { makeClaimIdentity } from '../../core/identity/claim-identity.use-case.js';
import { makeGetIdentityStatus } from '../../core/identity/get-identity-status.use-case.js';
import { makeGetMatchingIdentities } from '../../core/identity/get-matching-identities.use-case.js';
import { makeGetPersonalInformation } from '../../core/identity/get-personal-information.use-case.js';
import { makeGetReportActivity } from '../../core/identity/get-report-activity.use-case.js';
import { makeIdentityAccounts } from '../../core/identity/identity-accounts.provider.js';
import type {
  BreachSource,
  IdentityAccounts,
  IdentityMonitoringPorts,
  IdentityMonitoringStore,
  RecordActivity,
  SmsSender,
} from '../../core/identity/identity-monitoring.port.js';
import { makeListBreaches } from '../../core/identity/list-breaches.use-case.js';
import { makeListIdentityAlerts } from '../../core/identity/list-identity-alerts.use-case.js';
import { makeMarkIdentityAlertsSeen } from '../../core/identity/mark-identity-alerts-seen.use-case.js';
import { makeSendEmailCode } from '../../core/identity/send-email-code.use-case.js';
import { makeSendSmsCode } from '../../core/identity/send-sms-code.use-case.js';
import { makeUpdateBreach } from '../../core/identity/update-breach.use-case.js';
import { makeUpdatePersonalInformation } from '../../core/identity/update-personal-information.use-case.js';
import { gatedPersonSearch } from '../../core/search/gated-person-search.steps.js';
import type { PersonSearch } from '../../core/search/person-search.port.js';
import type { ReportSource } from '../../core/shared/reports/report-source.port.js';
import { type PortOverrides, type SharedBindings, withOverrides } from './shared.js';

/** The kept text messages as the dev route reads them (the SMS outbox). */
export interface SmsOutboxReader {
  latestTo(to: string): Promise<OutboxSms | null>;
}

/** What the identity wiring builds and a test may replace. */
export interface IdentityPorts {
  readonly store: IdentityMonitoringStore;
  readonly breaches: BreachSource;
  readonly sms: SmsSender;
  /** The SMS outbox the dev route reads; null when messages are not kept. */
  readonly smsOutbox: SmsOutboxReader | null;
  readonly activity: RecordActivity;
  readonly accounts: IdentityAccounts;
}

/** The identity-monitoring use cases the routes call (docs/decisions/0073). */
const identityUseCases = (p: IdentityMonitoringPorts) => ({
  status: makeGetIdentityStatus(p),
  sendEmailCode: makeSendEmailCode(p),
  checkEmailCode: makeCheckEmailCode(p),
  addPersonalInformation: makeAddPersonalInformation(p),
  updatePersonalInformation: makeUpdatePersonalInformation(p),
  getPersonalInformation: makeGetPersonalInformation(p),
  sendSmsCode: makeSendSmsCode(p),
  checkSmsCode: makeCheckSmsCode(p),
  matchingIdentities: makeGetMatchingIdentities(p),
  claimIdentity: makeClaimIdentity(p),
  listBreaches: makeListBreaches(p),
  updateBreach: makeUpdateBreach(p),
  reportActivity: makeGetReportActivity(p),
  listAlerts: makeListIdentityAlerts(p),
  markAlertsSeen: makeMarkIdentityAlertsSeen(p),
});
export type IdentityUseCases = ReturnType<typeof identityUseCases>;

/** The identity-monitoring area: its ports, the full set the use cases and the job run on, and use cases. */
export interface IdentityWiring {
  readonly ports: IdentityPorts;
  /** Everything the use cases and the identity-monitoring job read (core IdentityMonitoringPorts). */
  readonly monitoring: IdentityMonitoringPorts;
  readonly useCases: IdentityUseCases;
}

/**
 * Identity monitoring (docs/decisions/0073) on its tables (migration 0073), the synthetic breach source,
 * the SMS outbox table (no SMS provider yet: messages are kept, and read at /api/dev/sms-outbox outside
 * production), the shared Mailer, clock and ids; from other areas: the accounts' users, digest and codes,
 * the search area's person look-ups and the reports area's source (the claimed record's facts).
 */
export const wireIdentity = (
  shared: SharedBindings,
  deps: {
    readonly users: UserRepository;
    readonly digest: TokenDigest;
    readonly codes: VerificationCodes;
    readonly limiter: RateLimiter;
    readonly people: PersonSearch;
    readonly source: ReportSource;
    /** The fact gate: the identities offered and the record alerts pass it (core/fact-gate/fact-gate.steps.ts). */
    readonly gate: FactGate;
  },
  overrides?: PortOverrides<IdentityPorts>,
): IdentityWiring => {
  const { db } = shared;
  const outbox = new PgSmsOutbox(db);
  const ports = withOverrides<IdentityPorts>(
    {
      store: new PgIdentityMonitoringStore(db),
      breaches: new SyntheticBreachSource(),
      sms: outbox,
      smsOutbox: outbox,
      activity: new PgRecordActivity(db),
      accounts: makeIdentityAccounts(deps.users),
    },
    overrides,
  );
  const monitoring: IdentityMonitoringPorts = {
    store: ports.store,
    accounts: ports.accounts,
    breaches: ports.breaches,
    sms: ports.sms,
    activity: ports.activity,
    mailer: shared.mailer,
    // The identities offered to claim pass the gate: a person who opted out is never offered.
    people: gatedPersonSearch(deps.people, deps.gate),
    // The claimed record's facts: the reports area's source, which passes the gate too.
    source: deps.source,
    gate: deps.gate,
    clock: shared.clock,
    ids: shared.ids,
    digest: deps.digest,
    codes: deps.codes,
    limiter: deps.limiter,
    siteUrl: shared.config.publicUrl,
  };
  return { ports, monitoring, useCases: identityUseCases(monitoring) };
};
