import type { PrivacyCase, PrivacyCaseEvent, PrivacyCaseState } from './privacy-cases.schema.js';
import type { VerificationOption } from './privacy-request.rules.js';
import type { PrivacyContact, PrivacyQuestion } from './privacy-verification.rules.js';

/**
 * What a case of the /request-my-info flow remembers about its verification (docs/decisions/0074):
 * the option, the contacts our records hold for the chosen person (offered masked), the history
 * questions with their answers, the contact a code went to and the code's digest (never the code).
 */
export interface PrivacyVerification {
  readonly option: VerificationOption | null;
  readonly contacts: readonly PrivacyContact[];
  readonly questions: readonly PrivacyQuestion[];
  readonly questionsPassed: boolean;
  readonly recipient: PrivacyContact | null;
  readonly codeDigest: string | null;
  readonly codeExpiresAt: string | null;
  readonly codesSent: number;
  /** The digest of the code that opens a texted report link (phone options, 'know'). */
  readonly deliveryDigest: string | null;
}

export const EMPTY_VERIFICATION: PrivacyVerification = Object.freeze({
  option: null,
  contacts: [],
  questions: [],
  questionsPassed: false,
  recipient: null,
  codeDigest: null,
  codeExpiresAt: null,
  codesSent: 0,
  deliveryDigest: null,
});

/** A case as the store keeps it: the contract's case plus the flow's verification and tries. */
export interface PrivacyCaseRecord extends PrivacyCase {
  readonly verification: PrivacyVerification;
  readonly answerTries: number;
  readonly codeTries: number;
  readonly deliveryTries: number;
  /** The correction the requester asked for ('correct' cases). */
  readonly correction: string | null;
}

/** What a try is counted on: history answers, verification codes, the texted report link's code. */
export type PrivacyTryKind = 'answer' | 'code' | 'delivery';

/** Fields a step changes; absent fields stay. */
export interface PrivacyCasePatch {
  readonly state?: PrivacyCaseState;
  readonly personId?: number | null;
  readonly contact?: string | null;
  readonly verification?: PrivacyVerification;
  readonly confirmedAt?: Date;
  readonly completedAt?: Date;
  readonly correction?: string;
}

/**
 * The privacy cases (docs/decisions/0074). Adapters: PgPrivacyCaseStore (migration 0076),
 * InMemoryPrivacyCaseStore. Every method is one atomic step.
 */
export interface PrivacyCaseStore {
  /** Stores a new case with its first audit event. */
  open(c: PrivacyCaseRecord): Promise<void>;
  find(id: string): Promise<PrivacyCaseRecord | null>;
  /**
   * Applies `patch` and appends `event` only while the case is in one of `from` (compare and set);
   * answers the case after it, or null when it was in another state (or is unknown).
   */
  update(
    id: string,
    from: readonly PrivacyCaseState[],
    patch: PrivacyCasePatch,
    event: PrivacyCaseEvent,
  ): Promise<PrivacyCaseRecord | null>;
  /**
   * Takes one try of `kind` while fewer than `max` were taken and the case is in `state`: answers the
   * tries taken after this one, or null when none was left (or the case moved on). N parallel calls take
   * at most `max` tries between them.
   */
  takeTry(id: string, kind: PrivacyTryKind, max: number, state: PrivacyCaseState): Promise<number | null>;
  /** Appends an audit event. */
  addEvent(id: string, event: PrivacyCaseEvent): Promise<void>;
  /** Open cases (received, verifying, verified), the earliest completion due date first. */
  listOpen(): Promise<PrivacyCaseRecord[]>;
}
