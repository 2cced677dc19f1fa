import type { ExpiredRowKind } from './expired-rows.rules.js';

/** The stores of rows that expire (sessions, account tokens, rate-limit counters, client logs). */
export interface ExpiredRows {
  /**
   * Deletes at most `limit` rows of `kind` that expired before `cutoff` (expired-rows.rules.ts says what
   * that means for each kind) and resolves to how many it deleted.
   */
  deleteBatch(kind: ExpiredRowKind, cutoff: Date, limit: number): Promise<number>;
}
