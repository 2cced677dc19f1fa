import type { RetentionProvider, RetentionSession } from '../../core/membership/retention.port.js';
import type { IdGenerator } from '../../core/shared/clock.port.js';

/** Where the sandbox's flow lives: a page of this site (web/src/features/retention). */
export const SANDBOX_EXIT_SURVEY_PATH = '/retention/exit-survey';

/**
 * The sandbox retention provider (docs/decisions/0082): sessions and their monthly count kept in this
 * server's memory, a cap of `monthlyCap` sessions per calendar month, and a flow that is our own exit-survey
 * page. A restart forgets the count (the cap then allows up to `monthlyCap` more sessions that month).
 */
export class SandboxRetentionProvider implements RetentionProvider {
  private readonly sessions = new Map<string, RetentionSession>();

  constructor(private readonly opts: { monthlyCap: number; ids: IdGenerator }) {}

  private inMonth(month: string): RetentionSession[] {
    return [...this.sessions.values()].filter((s) => s.month === month);
  }

  async checkCap(month: string): Promise<{ capFlag: boolean }> {
    return { capFlag: this.inMonth(month).length >= this.opts.monthlyCap };
  }

  async cancellationCount(month: string): Promise<number> {
    return this.inMonth(month).filter((s) => s.outcome === 'cancel').length;
  }

  async startSession(input: { userId: string; subscriptionId: string; month: string }): Promise<{ url: string }> {
    const id = this.opts.ids.token(16);
    this.sessions.set(id, { id, ...input, outcome: null, reason: null });
    return { url: `${SANDBOX_EXIT_SURVEY_PATH}?session=${encodeURIComponent(id)}` };
  }

  async findSession(sessionId: string): Promise<RetentionSession | null> {
    return this.sessions.get(sessionId) ?? null;
  }

  async finishSession(sessionId: string, outcome: 'kept' | 'cancel', reason: string | null): Promise<void> {
    const s = this.sessions.get(sessionId);
    if (s) this.sessions.set(sessionId, { ...s, outcome, reason });
  }
}
