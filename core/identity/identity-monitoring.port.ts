import type { TokenDigest, VerificationCodes } from '../accounts/password-hasher.port.js';
import type { RateLimiter } from '../accounts/rate-limiter.port.js';
import type { FactGate } from '../fact-gate/fact-gate.steps.js';
import type { MonitoringSnapshot } from '../reports/monitoring-changes.rules.js';
import type { PersonSearch } from '../search/person-search.port.js';
import type { Clock, IdGenerator } from '../shared/clock.port.js';
import type { Mailer } from '../shared/mailer.port.js';
import type { ReportSource } from '../shared/reports/report-source.port.js';
import type { BreachStatus, PersonalInformationInput } from './identity-monitoring.schema.js';

/** Which identifier a verification code proves: the account e-mail or a phone. */
export type CodeKind = 'email' | 'phone';

/** A member's identity-monitoring set-up as stored (docs/decisions/0073). */
export interface IdentitySetup {
  readonly userId: string;
  /** When the member proved the account e-mail with a code; null before. */
  readonly emailVerifiedAt: Date | null;
  readonly personalInfo: PersonalInformationInput | null;
  /** The verified phone, ten digits; null before verify-sms-token. */
  readonly phone: string | null;
  /** The claimed record (a person id of our public records); null before select-identity. */
  readonly recordId: string | null;
  /** When monitoring started (the claim); null before. */
  readonly activatedAt: Date | null;
  /** When the claimed record's snapshot was taken (compare-and-set token of a job run). */
  readonly snapshotAt: Date | null;
}

/** What `issueCode` answers: stored, or refused because `perHour` codes of that kind went out in the last hour. */
export type IssueCodeOutcome = 'issued' | 'too-many';

/**
 * What `checkCode` answers: the code matched (it is used up), did not match (one try used), or there is no
 * live code (none sent, expired, used, or its tries are used up).
 */
export type CheckCodeOutcome =
  | { readonly outcome: 'ok'; readonly sentTo: string }
  | { readonly outcome: 'wrong' | 'expired' };

/** A new alert; `key` makes it once per member (a breach and identifier, or a record change). */
export interface NewIdentityAlert {
  readonly id: string;
  readonly key: string;
  readonly kind: 'breach' | 'record';
  readonly text: string;
  readonly url: string;
}

/** A stored alert. */
export interface StoredIdentityAlert extends NewIdentityAlert {
  readonly createdAt: Date;
  readonly seenAt: Date | null;
}

/** A member whose monitoring is active (what the job visits). */
export interface ActiveIdentity {
  readonly userId: string;
  readonly email: string;
  readonly phone: string | null;
  readonly recordId: string;
  readonly snapshotAt: Date | null;
}

/**
 * Identity monitoring's own records (migration 0073; docs/decisions/0073): the set-up, the verification
 * codes (digests only), the member's breach statuses, the claimed record's snapshot and the alerts.
 * Adapters: PgIdentityMonitoringStore, InMemoryIdentityMonitoringStore; both pass
 * tests/adapters/identity/identity-monitoring-store.contract.test.ts.
 */
export interface IdentityMonitoringStore {
  setup(userId: string): Promise<IdentitySetup | null>;
  markEmailVerified(userId: string, at: Date): Promise<void>;
  /** Saves (replaces) the personal information. */
  savePersonalInfo(userId: string, info: PersonalInformationInput, at: Date): Promise<void>;
  /** Stores the verified phone. */
  savePhone(userId: string, phone: string, at: Date): Promise<void>;

  /**
   * Stores a new code of `kind` (as its digest) unless `perHour` codes of that kind were issued to the
   * member in the hour before `at`. Atomic: of many concurrent calls at most `perHour` are issued.
   * A new code replaces the earlier ones of its kind (they can no longer be used).
   */
  issueCode(
    userId: string,
    kind: CodeKind,
    code: { readonly digest: string; readonly sentTo: string; readonly expiresAt: Date },
    at: Date,
    perHour: number,
  ): Promise<IssueCodeOutcome>;
  /**
   * Tries the member's latest code of `kind` against `digest` at `at`: a live code (not used, not expired,
   * fewer than `maxTries` tries) that matches is used up ('ok'); one that does not match counts a try
   * ('wrong'); no live code is 'expired'. Atomic: concurrent tries never exceed `maxTries`.
   */
  checkCode(userId: string, kind: CodeKind, digest: string, at: Date, maxTries: number): Promise<CheckCodeOutcome>;

  /**
   * Starts monitoring `recordId` with its snapshot `facts` (the baseline) and the alerts due at once;
   * true when it did, false when an identity was already claimed (nothing written).
   */
  activate(
    userId: string,
    recordId: string,
    facts: MonitoringSnapshot,
    at: Date,
    alerts: readonly NewIdentityAlert[],
  ): Promise<boolean>;
  /** Members whose monitoring is active, with the account e-mail (deleted accounts are left out). */
  active(): Promise<ActiveIdentity[]>;
  snapshot(userId: string): Promise<MonitoringSnapshot | null>;
  /**
   * One job run's record result as a compare-and-set on the snapshot: stores `facts` and the alerts only
   * when the snapshot is still the one taken at `expectedAt`. Answers the alerts written (each key once per
   * member), or null when another run recorded first (nothing written).
   */
  recordRun(
    userId: string,
    expectedAt: Date | null,
    facts: MonitoringSnapshot,
    at: Date,
    alerts: readonly NewIdentityAlert[],
  ): Promise<StoredIdentityAlert[] | null>;
  /** Adds alerts, each key once per member; answers those written (not already there). */
  addAlerts(userId: string, alerts: readonly NewIdentityAlert[], at: Date): Promise<StoredIdentityAlert[]>;
  /** Newest first, at most `limit`. */
  alerts(userId: string, limit: number): Promise<StoredIdentityAlert[]>;
  unseenCount(userId: string): Promise<number>;
  /** Marks the given alerts (all when none given) seen; answers how many changed. */
  markAlertsSeen(userId: string, alertIds: readonly string[] | null, at: Date): Promise<number>;

  /** The member's statuses of breaches they read or resolved (absent: 'new'). */
  breachStatuses(userId: string): Promise<ReadonlyMap<string, BreachStatus>>;
  setBreachStatus(userId: string, breachId: string, status: BreachStatus, at: Date): Promise<void>;
}

/** A breach of the breach source: a company or site whose data leaked. */
export interface BreachRecord {
  readonly id: string;
  readonly source: string;
  readonly breachDate: string;
  readonly disclosedDate: string;
  readonly dataClasses: readonly string[];
}

/** A breach that exposed one of the member's identifiers. */
export interface BreachExposure {
  readonly breach: BreachRecord;
  readonly identifier: 'email' | 'phone';
}

/**
 * Where breaches come from (docs/decisions/0073; the synthetic source is described in
 * docs/breach-data-format.md). Only breaches disclosed on or before `asOf` (ISO date) are answered.
 */
export interface BreachSource {
  exposures(
    ids: { readonly email: string | null; readonly phone: string | null },
    asOf: string,
  ): Promise<BreachExposure[]>;
}

/** A text message (ten-digit US number). */
export interface SmsMessage {
  readonly to: string;
  readonly text: string;
}

/** Sends text messages (verification codes). Adapter: an outbox table outside production. Throws when lost. */
export interface SmsSender {
  send(message: SmsMessage): Promise<void>;
}

/** The accounts area as identity monitoring needs it. */
export interface IdentityAccounts {
  /** The account's e-mail and whether it is already verified (user flag verifiedEmail); null when gone. */
  account(userId: string): Promise<{ readonly email: string; readonly emailVerified: boolean } | null>;
  /** Sets the account's verifiedEmail flag (000 section 3 user flags). */
  markEmailVerified(userId: string): Promise<void>;
}

/**
 * Who opened reports on a record and how often its name was searched, never who (report activity).
 */
export interface RecordActivity {
  /**
   * When each other member last opened the report `reportId` (one date per member, `excludeUserId` left out).
   */
  reportViews(reportId: string, excludeUserId: string): Promise<Date[]>;
  /** Name searches by other members since `since` for this first and last name (case-insensitive). */
  nameSearches(
    name: { readonly firstName: string; readonly lastName: string },
    excludeUserId: string,
    since: Date,
  ): Promise<number>;
}

/** The ports of the identity-monitoring use cases and job (docs/decisions/0073). */
export interface IdentityMonitoringPorts {
  readonly store: IdentityMonitoringStore;
  readonly accounts: IdentityAccounts;
  readonly breaches: BreachSource;
  readonly sms: SmsSender;
  readonly mailer: Mailer;
  readonly people: PersonSearch;
  /** The claimed record's facts (the reports area's source, as report monitoring reads them). */
  readonly source: ReportSource;
  readonly activity: RecordActivity;
  /**
   * The fact gate (core/fact-gate/fact-gate.steps.ts): a record alert names nobody who opted out (the member sees
   * their own record in full); stored alerts pass it again when listed.
   */
  readonly gate: Pick<FactGate, 'changes' | 'people'>;
  readonly clock: Clock;
  readonly ids: IdGenerator;
  readonly digest: TokenDigest;
  readonly codes: VerificationCodes;
  /** The accounts area's shared counters (codes per recipient, core/identity/code-recipient-limits.rules.ts). */
  readonly limiter: RateLimiter;
  /** The public origin of links in e-mails. */
  readonly siteUrl: string;
}
