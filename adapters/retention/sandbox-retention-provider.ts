import type { RetentionProvider, RetentionSession } from '../../core/membership/retention.port.js';
import type { Clock, IdGenerator } from '../../core/shared/clock.port.js';
import type { Db } from '../postgres/db.js';

/** Where the sandbox's flow lives: a page of this site (web/src/features/retention). */
export const SANDBOX_EXIT_SURVEY_PATH = '/retention/exit-survey';

type Row = {
  id: string;
  user_id: string;
  subscription_id: string;
  month: string;
  outcome: 'kept' | 'cancel' | null;
  reason: string | null;
};

/**
 * The sandbox retention provider, kept in the database (migration 0089; docs/decisions/0082): the sessions and the
 * monthly count survive a restart and are shared by every server instance. A session opens only when its
 * month's counter can be raised below `monthlyCap`, in the same transaction as the session's row: parallel
 * starts never open more than the cap, and a crash between the two leaves neither.
 */
export class SandboxRetentionProvider implements RetentionProvider {
  constructor(private readonly opts: { db: Db; monthlyCap: number; ids: IdGenerator; clock: Clock }) {}

  async checkCap(month: string): Promise<{ capFlag: boolean }> {
    const { rows } = await this.opts.db.query<{ started: number }>(
      'SELECT started FROM retention_months WHERE month = $1',
      [month],
    );
    return { capFlag: (rows[0]?.started ?? 0) >= this.opts.monthlyCap };
  }

  async cancellationCount(month: string): Promise<number> {
    const { rows } = await this.opts.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM retention_sessions WHERE month = $1 AND outcome = 'cancel'",
      [month],
    );
    return rows[0]?.n ?? 0;
  }

  async startSession(input: {
    userId: string;
    subscriptionId: string;
    month: string;
  }): Promise<{ url: string | null }> {
    if (this.opts.monthlyCap < 1) return { url: null };
    const id = this.opts.ids.token(16);
    const opened = await this.opts.db.transaction(async (tx) => {
      const counted = await tx.query(
        `INSERT INTO retention_months (month, started) VALUES ($1, 1)
         ON CONFLICT (month) DO UPDATE SET started = retention_months.started + 1
         WHERE retention_months.started < $2
         RETURNING started`,
        [input.month, this.opts.monthlyCap],
      );
      if (counted.rowCount === 0) return false;
      await tx.query(
        `INSERT INTO retention_sessions (id, user_id, subscription_id, month, started_at)
         VALUES ($1, $2, $3, $4, $5)`,
        [id, input.userId, input.subscriptionId, input.month, this.opts.clock.now()],
      );
      return true;
    });
    return { url: opened ? `${SANDBOX_EXIT_SURVEY_PATH}?session=${encodeURIComponent(id)}` : null };
  }

  async findSession(sessionId: string): Promise<RetentionSession | null> {
    const { rows } = await this.opts.db.query<Row>(
      'SELECT id, user_id, subscription_id, month, outcome, reason FROM retention_sessions WHERE id = $1',
      [sessionId],
    );
    const r = rows[0];
    return r
      ? {
          id: r.id,
          userId: r.user_id,
          subscriptionId: r.subscription_id,
          month: r.month,
          outcome: r.outcome,
          reason: r.reason,
        }
      : null;
  }

  async finishSession(sessionId: string, outcome: 'kept' | 'cancel', reason: string | null): Promise<void> {
    await this.opts.db.query(
      `UPDATE retention_sessions SET outcome = $2, reason = $3, finished_at = $4
       WHERE id = $1 AND outcome IS NULL`,
      [sessionId, outcome, reason, this.opts.clock.now()],
    );
  }
}
