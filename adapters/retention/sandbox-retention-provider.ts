import type { RetentionProvider, RetentionSession } from '../../core/membership/retention/retention.port.js';
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

/** Thrown inside the start's transaction to roll the member's count back when the month's cap is reached. */
class MonthCapReached extends Error {}

/**
 * The sandbox retention provider, kept in the database (migrations 0089 and 0106; docs/decisions/0082): the
 * sessions and the counts survive a restart and are shared by every server instance. A session opens only
 * when the member's counter for the month can be raised below the start's `memberCap` and the month's
 * counter below `monthlyCap`, in the same transaction as the session's row. Each counter is one conditional
 * upsert, whose row lock orders concurrent starts (each sees the count the one before it left): parallel
 * starts never open more than either cap, and a crash between the steps leaves none of them. The member's
 * counter comes first, so one member's many calls wait on their own row and never touch the month's count.
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
    memberCap: number;
  }): Promise<{ url: string | null }> {
    if (this.opts.monthlyCap < 1 || input.memberCap < 1) return { url: null };
    const id = this.opts.ids.token(16);
    const opened = await this.opts.db
      .transaction(async (tx) => {
        const member = await tx.query(
          `INSERT INTO retention_member_months (user_id, month, started) VALUES ($1, $2, 1)
           ON CONFLICT (user_id, month) DO UPDATE SET started = retention_member_months.started + 1
           WHERE retention_member_months.started < $3
           RETURNING started`,
          [input.userId, input.month, input.memberCap],
        );
        if (member.rowCount === 0) return false;
        const counted = await tx.query(
          `INSERT INTO retention_months (month, started) VALUES ($1, 1)
           ON CONFLICT (month) DO UPDATE SET started = retention_months.started + 1
           WHERE retention_months.started < $2
           RETURNING started`,
          [input.month, this.opts.monthlyCap],
        );
        if (counted.rowCount === 0) throw new MonthCapReached();
        await tx.query(
          `INSERT INTO retention_sessions (id, user_id, subscription_id, month, started_at)
           VALUES ($1, $2, $3, $4, $5)`,
          [id, input.userId, input.subscriptionId, input.month, this.opts.clock.now()],
        );
        return true;
      })
      .catch((e: unknown) => {
        if (e instanceof MonthCapReached) return false;
        throw e;
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
