import { err, ok, type Result } from 'neverthrow';
import { type RateLimitedError, rateLimited } from '../accounts/accounts.errors.js';
import { releaseAttempt, reserveAttempt } from '../accounts/rate-limit.steps.js';
import { diffSnapshots, type MonitoringSnapshot } from '../reports/monitoring-changes.rules.js';
import { currentReportFacts } from '../reports/report-monitoring.job.js';
import { addMinutes } from '../shared/date.rules.js';
import { type ConflictError, conflict, type NotFoundError, notFound, type ValidationError } from '../shared/errors.js';
import { breachAlertsOf, IDENTITY_MONITORING_PAGE } from './breach-alerts.rules.js';
import { codeRecipientLimitChecks } from './code-recipient-limits.rules.js';
import type { CodeKind, IdentityMonitoringPorts, IdentitySetup, NewIdentityAlert } from './identity-monitoring.port.js';
import {
  CODE_EXPIRED_MESSAGE,
  CODE_WRONG_MESSAGE,
  type CodeSentReply,
  type IdentityMonitoringStatus,
  type IdentitySetupStep,
  STEP_ORDER_MESSAGE,
  TOO_MANY_CODES_MESSAGE,
  VERIFICATION_CODE_MAX_TRIES,
  VERIFICATION_CODE_TTL_MINUTES,
  VERIFICATION_CODES_PER_HOUR,
} from './identity-monitoring.schema.js';
import { identityStatusOf, mayTakeStep, stepsDone, todayOf } from './identity-setup.rules.js';

/** The member's set-up with the account it belongs to. */
export interface IdentityContext {
  readonly setup: IdentitySetup | null;
  readonly account: { readonly email: string; readonly emailVerified: boolean };
}

/** The set-up and account of a signed-in member; NotFound when the account is gone. */
const loadContext = async (
  p: Pick<IdentityMonitoringPorts, 'store' | 'accounts'>,
  userId: string,
): Promise<Result<IdentityContext, NotFoundError>> => {
  const account = await p.accounts.account(userId);
  if (!account) return err(notFound('account'));
  return ok({ setup: await p.store.setup(userId), account });
};

/**
 * The context when `step` may be taken now (every earlier step done), else 409 with STEP_ORDER_MESSAGE
 * (docs/decisions/0073). `step` null: monitoring must be active.
 */
export const contextForStep = async (
  p: Pick<IdentityMonitoringPorts, 'store' | 'accounts'>,
  userId: string,
  step: IdentitySetupStep | null,
): Promise<Result<IdentityContext, NotFoundError | ConflictError>> => {
  const ctx = await loadContext(p, userId);
  if (ctx.isErr()) return ctx;
  const done = stepsDone(ctx.value.setup, ctx.value.account.emailVerified);
  const allowed = step === null ? done['select-identity'] : mayTakeStep(done, step);
  return allowed ? ctx : err(conflict(STEP_ORDER_MESSAGE));
};

/** The status after a step (re-read). */
export const statusNow = async (
  p: Pick<IdentityMonitoringPorts, 'store' | 'accounts'>,
  userId: string,
): Promise<Result<IdentityMonitoringStatus, NotFoundError>> =>
  (await loadContext(p, userId)).map((c) => identityStatusOf(c.setup, c.account));

/** A code's digest, bound to the member and its kind, so a leaked table reveals no codes. */
const identityCodeDigest = (p: Pick<IdentityMonitoringPorts, 'digest'>, userId: string, kind: CodeKind, code: string) =>
  p.digest.sha256(`identity:${userId}:${kind}:${code}`);

/**
 * Issues a 6-digit code of `kind` for `sentTo` and hands it to `deliver`: valid 15 minutes, 5 tries, at most
 * 5 per member, kind and hour (a sixth answers 429 with TOO_MANY_CODES_MESSAGE; the store counts atomically),
 * and within the recipient's own limits, whichever member asks (core/identity/code-recipient-limits.rules.ts:
 * a 429 with its text). The recipient's count comes first and is taken back when the member's refuses, so a
 * member's refused sends use up nothing of the recipient's.
 */
export const issueCode = async (
  p: Pick<IdentityMonitoringPorts, 'store' | 'codes' | 'digest' | 'clock' | 'limiter'>,
  userId: string,
  kind: CodeKind,
  sentTo: string,
  maskedTo: string,
  deliver: (code: string) => Promise<void>,
): Promise<Result<CodeSentReply, RateLimitedError>> => {
  const now = p.clock.now();
  const reserved = await reserveAttempt(p.limiter, codeRecipientLimitChecks(kind, sentTo), now);
  if (reserved.isErr()) return err(reserved.error);
  const code = p.codes.sixDigits();
  const outcome = await p.store.issueCode(
    userId,
    kind,
    {
      digest: identityCodeDigest(p, userId, kind, code),
      sentTo,
      expiresAt: addMinutes(now, VERIFICATION_CODE_TTL_MINUTES),
    },
    now,
    VERIFICATION_CODES_PER_HOUR,
  );
  if (outcome === 'too-many') {
    await releaseAttempt(p.limiter, reserved.value);
    return err(rateLimited(TOO_MANY_CODES_MESSAGE, 3600));
  }
  await deliver(code);
  return ok({ sentTo: maskedTo, expiresInMinutes: VERIFICATION_CODE_TTL_MINUTES });
};

/**
 * Tries the member's code of `kind`: the address or phone it was sent to when it matches; the spec's
 * texts under `code` otherwise (wrong, or expired / tried too many times).
 */
export const checkCode = async (
  p: Pick<IdentityMonitoringPorts, 'store' | 'digest' | 'clock'>,
  userId: string,
  kind: CodeKind,
  code: string,
): Promise<Result<string, ValidationError>> => {
  const r = await p.store.checkCode(
    userId,
    kind,
    identityCodeDigest(p, userId, kind, code),
    p.clock.now(),
    VERIFICATION_CODE_MAX_TRIES,
  );
  if (r.outcome === 'ok') return ok(r.sentTo);
  return err({
    type: 'Validation',
    errors: { code: [r.outcome === 'wrong' ? CODE_WRONG_MESSAGE : CODE_EXPIRED_MESSAGE] },
  });
};

/** The report id of a claimed record (a background report on the person). */
export const recordReportId = (recordId: string): string => `background-${recordId}`;

/** The alerts of every breach disclosed by `now` that exposed the member's e-mail or phone. */
export const disclosedBreachAlerts = async (
  p: Pick<IdentityMonitoringPorts, 'breaches' | 'ids'>,
  ids: { readonly email: string; readonly phone: string | null },
  now: Date,
): Promise<NewIdentityAlert[]> => breachAlertsOf(await p.breaches.exposures(ids, todayOf(now)), () => p.ids.uuid());

/** The claimed record's facts now and its report link; an empty snapshot when the record is gone. */
export const claimedRecordFacts = async (
  p: Pick<IdentityMonitoringPorts, 'source'>,
  recordId: string,
  now: Date,
): Promise<{ facts: MonitoringSnapshot; url: string } | null> => {
  const current = await currentReportFacts(p.source, recordReportId(recordId), now);
  return current ? { facts: current.facts, url: current.url } : null;
};

/**
 * One alert per change in the claimed record (kind 'record'), each change once (its key and date): the
 * changes the fact gate lets through for the person themself (their whole record, nobody who opted out:
 * a relative's opt-out is not announced as "no longer listed").
 */
export const recordAlertsOf = async (
  p: Pick<IdentityMonitoringPorts, 'gate'>,
  recordId: string,
  before: MonitoringSnapshot,
  after: MonitoringSnapshot,
  url: string,
  newId: () => string,
): Promise<NewIdentityAlert[]> =>
  (await p.gate.changes(recordReportId(recordId), 'full', diffSnapshots(before, after))).map((c) => ({
    id: newId(),
    key: `record:${c.kind}:${c.key ?? c.text}:${c.recordedAt ?? ''}`,
    kind: 'record',
    text: c.text,
    url: url || IDENTITY_MONITORING_PAGE,
  }));

/** The errors an identity-monitoring use case answers (400, 404, 409, 429). */
export type IdentityMonitoringError = ValidationError | NotFoundError | ConflictError | RateLimitedError;
