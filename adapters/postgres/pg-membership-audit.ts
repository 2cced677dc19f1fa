import type { MembershipAuditEvent } from '../../core/membership/membership-store.port.js';
import type { Queryable } from './db.js';

/**
 * Writes audit rows to `subscription_events` inside `tx`: every change to money, membership or the wallet
 * writes its rows in the transaction of the change (docs/decisions/0030-subscription-renewals.md).
 */
export const insertAuditEvents = async (
  tx: Queryable,
  userId: string,
  at: Date,
  events: readonly MembershipAuditEvent[],
): Promise<void> => {
  for (const e of events) {
    await tx.query(
      'INSERT INTO subscription_events (subscription_id, user_id, kind, detail, created_at) VALUES ($1, $2, $3, $4, $5)',
      [e.subscriptionId, userId, e.kind, JSON.stringify(e.detail), at],
    );
  }
};
