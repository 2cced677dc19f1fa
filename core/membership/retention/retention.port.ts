import type { Experiments } from '../../experiments/experiments.port.js';
import type { Clock } from '../../shared/clock.port.js';
import type { MembershipStore } from '../membership-store.port.js';

/** One retention (exit-survey) session as the provider keeps it. */
export interface RetentionSession {
  readonly id: string;
  readonly userId: string;
  readonly subscriptionId: string;
  /** The calendar month it counts in, `YYYY-MM` (UTC). */
  readonly month: string;
  readonly outcome: 'kept' | 'cancel' | null;
  readonly reason: string | null;
}

/**
 * The retention provider (Spec 000 §4 and §7: check-cap reads capFlag; its cancellation count). External in
 * the spec; ours is a sandbox whose flow is a page of this site (docs/decisions/0082). Failures throw.
 */
export interface RetentionProvider {
  /** Whether the month's cap of sessions is reached. */
  checkCap(month: string): Promise<{ capFlag: boolean }>;
  /** Sessions in the month that ended with "continue cancelling". */
  cancellationCount(month: string): Promise<number>;
  /**
   * Opens a session if the month's cap allows one and the member has opened fewer than `memberCap` in the
   * month (it then counts towards both) and answers where to send the member; `url: null` when either cap
   * is reached. The checks and the counts are one step: of many concurrent starts, those of one member
   * open at most `memberCap` sessions, and all of them together at most the month's cap.
   */
  startSession(input: {
    userId: string;
    subscriptionId: string;
    month: string;
    memberCap: number;
  }): Promise<{ url: string | null }>;
  findSession(sessionId: string): Promise<RetentionSession | null>;
  finishSession(sessionId: string, outcome: 'kept' | 'cancel', reason: string | null): Promise<void>;
}

/** The retention use cases' ports. */
export interface RetentionDeps {
  readonly retention: RetentionProvider;
  /** The member's subscriptions (the memberships area's store): a session is for one of the caller's own. */
  readonly subscriptions: Pick<MembershipStore, 'findSubscription'>;
  readonly experiments: Experiments;
  readonly clock: Clock;
}
