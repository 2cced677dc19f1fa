import type { Clock } from './clock.port.js';
import type { ExpiredRows } from './expired-rows.port.js';
import { EXPIRED_ROW_KINDS, type ExpiredRowKind, expiryCutoffs } from './expired-rows.rules.js';

/** Rows deleted by one clean-up run, per kind. */
export type ExpiredRowsReport = Readonly<Record<ExpiredRowKind, number>>;

/**
 * The clean-up job (docs/decisions/0070-job-queue.md): deletes expired sessions, used or expired
 * account tokens, ended rate-limit counters and old client logs, in batches of `batchSize` rows
 * (each its own statement, so requests run between them) and at most `maxBatches` per kind and run;
 * what is left waits for the next run.
 */
export const makeCleanUpExpiredRows =
  (deps: { readonly expiredRows: ExpiredRows; readonly clock: Clock }) =>
  async (opts: { batchSize?: number; maxBatches?: number } = {}): Promise<ExpiredRowsReport> => {
    const batchSize = opts.batchSize ?? 1_000;
    const maxBatches = opts.maxBatches ?? 20;
    const cutoffs = expiryCutoffs(deps.clock.now());
    const report = Object.fromEntries(EXPIRED_ROW_KINDS.map((k) => [k, 0])) as Record<ExpiredRowKind, number>;
    for (const kind of EXPIRED_ROW_KINDS) {
      for (let batch = 0; batch < maxBatches; batch++) {
        const deleted = await deps.expiredRows.deleteBatch(kind, cutoffs[kind], batchSize);
        report[kind] += deleted;
        if (deleted < batchSize) break;
      }
    }
    return report;
  };
