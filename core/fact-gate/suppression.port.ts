import type { LinkageRecord } from '../records/record-linkage.rules.js';

/**
 * Suppression of opted-out people (docs/record-linkage.md; docs/decisions/0075): an opt-out stores the
 * person's linkage profile (names, birth date, address history, phones, e-mails at the time) and suppresses
 * the person's record; every later record the linkage scorer links to a profile is suppressed too (a
 * copy under a nickname, after a move, from another source). Surfaces never ask it themselves: the fact
 * gate (core/fact-gate/fact-gate.steps.ts, docs/decisions/0093) does, for every fact on its way out.
 * Adapters: PgSuppressions (migration 0075), InMemorySuppressions.
 */
export interface SuppressionEntry {
  readonly personId: number;
  /** The opt-out whose profile the record was linked to. */
  readonly optOutId: string;
  /** 'opt-out' for the person who asked; 'linked' for a record linked later, with its score. */
  readonly reason: 'opt-out' | 'linked';
  readonly score: number | null;
  readonly at: string;
}

export interface Suppressions {
  /** The subset of `personIds` that is suppressed. */
  suppressedAmong(personIds: readonly number[]): Promise<ReadonlySet<number>>;
  /** Whether one person is suppressed. */
  isSuppressed(personId: number): Promise<boolean>;
  /**
   * Opts a person out: stores the profile, suppresses `personId`, and links every current record that
   * the scorer links to the profile. Idempotent per person (a second opt-out of a suppressed person
   * returns the first one's id). Returns the opt-out id and the people suppressed.
   */
  optOut(
    personId: number,
    caseId: string | null,
    at: Date,
  ): Promise<{ optOutId: string; suppressed: readonly number[] }>;
  /**
   * Links records that arrived later (a records update's touched people, or all people) to the stored
   * profiles and suppresses the ones that link. Returns the newly suppressed.
   */
  linkNewRecords(personIds: readonly number[] | 'all', at: Date): Promise<readonly SuppressionEntry[]>;
  /** The linkage profile of a person as the records hold it now (for the scorer); null when unknown. */
  profileOf(personId: number): Promise<LinkageRecord | null>;
  /**
   * The people the records link an e-mail address to (lower case): an e-mail report is about them, so the
   * fact gate hides its alerts once they all opted out.
   */
  emailHolders(lowerCaseEmail: string): Promise<number[]>;
  /**
   * Of some surnames (their letters in lower case, `searchNameKey`), those the records give only to people who
   * are suppressed: suggesting one while a visitor types would name them (docs/decisions/0093, 0095).
   */
  surnamesOnlySuppressedHold(surnameKeys: readonly string[]): Promise<ReadonlySet<string>>;
}
