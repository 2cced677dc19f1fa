import type { RetentionProvider, RetentionSession } from '../../core/membership/retention/retention.port.js';
import type { IdGenerator } from '../../core/shared/clock.port.js';
import { SANDBOX_EXIT_SURVEY_PATH } from '../retention/sandbox-retention-provider.js';

/**
 * The retention provider in memory, for tests: the same contract as the database-backed sandbox provider
 * (tests/adapters/retention/retention-provider.contract.test.ts). One synchronous step counts a session
 * against the month's cap and the member's and opens it, so parallel starts pass neither cap here either.
 */
export class InMemoryRetentionProvider implements RetentionProvider {
  private readonly sessions: Map<string, RetentionSession>;

  /** `sessions`: storage shared with other instances (another server, a restart); else its own. */
  constructor(
    private readonly opts: { monthlyCap: number; ids: IdGenerator; sessions?: Map<string, RetentionSession> },
  ) {
    this.sessions = opts.sessions ?? new Map();
  }

  private inMonth(month: string): RetentionSession[] {
    return [...this.sessions.values()].filter((s) => s.month === month);
  }

  async checkCap(month: string): Promise<{ capFlag: boolean }> {
    return { capFlag: this.inMonth(month).length >= this.opts.monthlyCap };
  }

  async cancellationCount(month: string): Promise<number> {
    return this.inMonth(month).filter((s) => s.outcome === 'cancel').length;
  }

  async startSession(input: {
    userId: string;
    subscriptionId: string;
    month: string;
    memberCap: number;
  }): Promise<{ url: string | null }> {
    const inMonth = this.inMonth(input.month);
    if (inMonth.length >= this.opts.monthlyCap) return { url: null };
    if (inMonth.filter((s) => s.userId === input.userId).length >= input.memberCap) return { url: null };
    const id = this.opts.ids.token(16);
    const { userId, subscriptionId, month } = input;
    this.sessions.set(id, { id, userId, subscriptionId, month, outcome: null, reason: null });
    return { url: `${SANDBOX_EXIT_SURVEY_PATH}?session=${encodeURIComponent(id)}` };
  }

  async findSession(sessionId: string): Promise<RetentionSession | null> {
    return this.sessions.get(sessionId) ?? null;
  }

  async finishSession(sessionId: string, outcome: 'kept' | 'cancel', reason: string | null): Promise<void> {
    const s = this.sessions.get(sessionId);
    if (s && s.outcome === null) this.sessions.set(sessionId, { ...s, outcome, reason });
  }

  /** Account deletion's part (PgAccountErasure scrubs the same): the free-text reasons of a user go. */
  eraseReasons(userId: string): void {
    for (const s of this.sessions.values()) if (s.userId === userId) this.sessions.set(s.id, { ...s, reason: null });
  }
}
