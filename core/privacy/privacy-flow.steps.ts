import { err, ok, type Result } from 'neverthrow';
import { type RateLimitedError, type UnauthenticatedError, unauthenticated } from '../accounts/accounts.errors.js';
import { consumeLimits, type LimitCheck } from '../accounts/rate-limit.steps.js';
import { buildReportView } from '../reports/report-view.rules.js';
import { HOUR_MS, MINUTE_MS } from '../shared/date.rules.js';
import { type ConflictError, conflict, type ForbiddenError, forbidden } from '../shared/errors.js';
import type { PrivacyCaseRecord } from './privacy-case-store.port.js';
import type { PrivacyCaseEvent, PrivacyCaseState } from './privacy-cases.schema.js';
import type { PrivacyPorts } from './privacy-ports.port.js';
import {
  isPrivacyCaseLive,
  type PrivacyPage,
  VERIFICATION_OPTION,
  verificationNeedsAddress,
} from './privacy-request.rules.js';
import { PRIVACY_ANSWER_TRIES, PRIVACY_CODE_TRIES, PRIVACY_MESSAGES, triesLeft } from './privacy-verification.rules.js';

/** Per client address limits of the public calls (docs/decisions/0074). */
const PRIVACY_LIMITS = {
  openPerIp: { max: 10, windowMs: HOUR_MS },
  searchPerIp: { max: 60, windowMs: 15 * MINUTE_MS },
  checkPerIp: { max: 30, windowMs: 15 * MINUTE_MS },
  sendPerIp: { max: 10, windowMs: HOUR_MS },
} as const;

/** Where a call comes from: the client address the limits count. */
export interface PrivacyClient {
  readonly ip: string;
}

/** The per-address counter of a call. */
export const privacyCallCheck = (action: keyof typeof PRIVACY_LIMITS, client: PrivacyClient): LimitCheck => ({
  key: `privacy-${action}:ip:${client.ip}`,
  limit: PRIVACY_LIMITS[action],
});

/** Counts a call against its per-address limit: the 429, or null. */
export const limitPrivacyCall = (
  p: Pick<PrivacyPorts, 'limiter'>,
  action: keyof typeof PRIVACY_LIMITS,
  client: PrivacyClient,
  now: Date,
): Promise<RateLimitedError | null> => consumeLimits(p.limiter, [privacyCallCheck(action, client)], now);

/** An audit event at `at`. */
export const privacyEvent = (at: Date, event: string, detail: string, actor = 'requester'): PrivacyCaseEvent => ({
  at: at.toISOString(),
  event,
  actor,
  detail,
});

/**
 * The case of a call, while the flow may still use it: unknown, or older than its 86400 s while not
 * completed (002 section 4.1), is the 401 that restarts the flow at /request-my-info (002 section 8.1
 * step 1); an unverified case found stale is marked expired on the way.
 */
export const liveCase = async (
  p: Pick<PrivacyPorts, 'cases'>,
  caseId: string,
  now: Date,
): Promise<Result<PrivacyCaseRecord, UnauthenticatedError>> => {
  const c = await p.cases.find(caseId);
  if (!c || c.state === 'expired') return err(unauthenticated(PRIVACY_MESSAGES.caseGone));
  if (!isPrivacyCaseLive(new Date(c.receivedAt), now)) {
    if (c.state === 'received' || c.state === 'verifying')
      await p.cases.update(
        c.id,
        [c.state],
        { state: 'expired' },
        privacyEvent(now, 'expired', '86400 s passed', 'system'),
      );
    return err(unauthenticated(PRIVACY_MESSAGES.caseGone));
  }
  return ok(c);
};

/** A denied case answers 403 (unable-to-verify-identity); a case in another step answers 409. */
export const inStep = (
  c: PrivacyCaseRecord,
  states: readonly PrivacyCaseState[],
): Result<PrivacyCaseRecord, ForbiddenError | ConflictError> => {
  if (c.state === 'denied') return err(forbidden(PRIVACY_MESSAGES.unableToVerify));
  return states.includes(c.state) ? ok(c) : err(conflict(PRIVACY_MESSAGES.wrongStep));
};

/** The page a case stands at (002 section 4.1 page order). */
const privacyCasePage = (c: PrivacyCaseRecord): PrivacyPage => {
  if (c.state === 'denied') return 'unable-to-verify-identity';
  if (c.state === 'completed') return 'request-confirmed';
  if (c.state === 'expired') return 'landing';
  if (c.personId === null) return 'search-results';
  const option = c.verification.option;
  if (option && verificationNeedsAddress(option) && !c.verification.questionsPassed) return 'address-verification';
  if (c.state !== 'verified') return 'confirm-your-identity';
  if (c.correction !== null) return 'request-confirmed';
  return 'where-to-send-your-report';
};

/** What the browser is told about a case: never a raw contact, a code or an answer. */
export interface PrivacyCaseView {
  readonly caseId: string;
  readonly kind: PrivacyCaseRecord['kind'];
  readonly state: PrivacyCaseState;
  readonly option: number | null;
  readonly page: PrivacyPage;
  readonly questions: readonly { readonly id: string; readonly prompt: string; readonly choices: readonly string[] }[];
  readonly contacts: readonly { readonly id: string; readonly masked: string }[];
  /** The masked contact the code went to (and the report and confirmation go to). */
  readonly recipient: string | null;
  readonly codeSent: boolean;
  readonly answerTriesLeft: number;
  readonly codeTriesLeft: number;
  readonly receivedAt: string;
  readonly confirmBy: string;
  readonly completeBy: string;
}

export const privacyCaseView = (c: PrivacyCaseRecord): PrivacyCaseView => ({
  caseId: c.id,
  kind: c.kind,
  state: c.state,
  option: c.verification.option ? VERIFICATION_OPTION[c.verification.option] : null,
  page: privacyCasePage(c),
  questions: c.verification.questionsPassed
    ? []
    : c.verification.questions.map((q) => ({ id: q.id, prompt: q.prompt, choices: q.choices })),
  contacts: c.verification.contacts.map((x) => ({ id: x.id, masked: x.masked })),
  recipient: c.verification.recipient?.masked ?? null,
  codeSent: c.verification.codeDigest !== null,
  answerTriesLeft: triesLeft(c.answerTries, PRIVACY_ANSWER_TRIES),
  codeTriesLeft: triesLeft(c.codeTries, PRIVACY_CODE_TRIES),
  receivedAt: c.receivedAt,
  confirmBy: c.confirmBy,
  completeBy: c.completeBy,
});

/** The code's digest, bound to its case, so a leaked table reveals no codes (as device codes). */
export const privacyCodeDigest = (p: Pick<PrivacyPorts, 'digest'>, caseId: string, code: string): string =>
  p.digest.sha256(`privacy:${caseId}:${code}`);

/**
 * The work of a 'delete' (opt-out) request, the same for the flow and for customer care: the person is
 * suppressed through the Suppressions port (the opt-out links their other records) and the case is
 * completed with the opt-out in its audit trail.
 */
export const completeOptOut = async (
  p: Pick<PrivacyPorts, 'cases' | 'suppressions'>,
  c: PrivacyCaseRecord,
  actor: string,
  now: Date,
): Promise<{ optOutId: string; suppressed: readonly number[]; completed: PrivacyCaseRecord | null }> => {
  if (c.personId === null) throw new Error(`privacy case ${c.id} has no person to suppress`);
  const out = await p.suppressions.optOut(c.personId, c.id, now);
  const completed = await p.cases.update(
    c.id,
    ['verified'],
    { state: 'completed', completedAt: now },
    privacyEvent(
      now,
      'suppressed',
      `opt-out ${out.optOutId}: ${out.suppressed.length} record${out.suppressed.length === 1 ? '' : 's'} suppressed`,
      actor,
    ),
  );
  return { ...out, completed };
};

/** Denies a case whose requester could not verify (unable-to-verify-identity): the 403 to answer. */
export const denyCase = async (
  p: Pick<PrivacyPorts, 'cases'>,
  caseId: string,
  now: Date,
  detail: string,
): Promise<ForbiddenError> => {
  await p.cases.update(
    caseId,
    ['received', 'verifying'],
    { state: 'denied' },
    privacyEvent(now, 'denied', detail, 'system'),
  );
  return forbidden(PRIVACY_MESSAGES.unableToVerify);
};

/** The digest of the code that opens a texted report link, bound to its case. */
export const privacyDeliveryDigest = (p: Pick<PrivacyPorts, 'digest'>, caseId: string, code: string): string =>
  p.digest.sha256(`privacy-report:${caseId}:${code}`);

/** The file name of a privacy report PDF. */
export const privacyReportFilename = (caseId: string): string => `tracewell-privacy-${caseId}.pdf`;

/** Everything we hold about the person (their full report, every fact with its source and date) as a PDF. */
export const renderPrivacyReport = async (
  p: Pick<PrivacyPorts, 'records' | 'renderer'>,
  personId: number,
  now: Date,
): Promise<{ readonly base64: string; readonly bytes: number } | null> => {
  const data = await p.records.background(personId);
  if (!data) return null;
  const view = buildReportView({
    subject: { type: 'background', id: String(personId) },
    report: { type: 'background', data },
    level: 'full',
    now,
  });
  return p.renderer.render(view, now);
};
