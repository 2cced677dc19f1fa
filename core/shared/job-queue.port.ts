/**
 * Background work that survives a restart and runs once across several server instances
 * (docs/decisions/0070-job-queue.md). The queue lives in the database; handlers run in whichever
 * instance fetches the job first.
 *
 * Delivery is at least once: a job whose process dies after the handler did its work but before the
 * queue recorded it as done runs again once it expires. Handlers are therefore idempotent (the renewal
 * leases, the alerts' compare-and-set, a mail sent twice at worst).
 */
export interface JobQueue {
  /**
   * Runs `handler` once per period across all instances: every `everyMs` milliseconds (rounded up to
   * whole seconds), or on a five-field `cron` expression (UTC, minute resolution). At most one run of
   * the same name is in progress at a time, and at most one more waits behind it.
   */
  schedule(name: string, when: JobSchedule, handler: () => Promise<void>): Promise<void>;
  /**
   * Stores a job for `work(name, ...)` to handle. Resolves to the job's id, or `null` when a job
   * with the same `singletonKey` is already waiting for its first attempt (nothing was stored).
   */
  enqueue<P extends JobPayload>(name: string, payload: P, options?: EnqueueOptions): Promise<string | null>;
  /**
   * Handles the jobs of `name`, one at a time per instance. A handler that throws fails that attempt:
   * the job is tried again after its retry delay until its retry limit is used up.
   */
  work<P extends JobPayload>(name: string, handler: (payload: P) => Promise<void>): Promise<void>;
}

/** When a recurring job runs: every so many milliseconds, or on a cron expression. */
export type JobSchedule = { readonly everyMs: number } | { readonly cron: string };

/** A job's data: a JSON object (it is stored as `jsonb`). */
export type JobPayload = { readonly [key: string]: JsonValue };
export type JsonValue = string | number | boolean | null | readonly JsonValue[] | { readonly [key: string]: JsonValue };

export interface EnqueueOptions {
  /** Attempts after the first one that fails (default 2). */
  readonly retryLimit?: number;
  /** Wait before a retry, ms (rounded up to whole seconds; default 0). */
  readonly retryDelayMs?: number;
  /** Double the wait after each failed attempt (with jitter). Default false. */
  readonly retryBackoff?: boolean;
  /**
   * While a job of this name with this key waits for its first attempt, another with the same key is
   * not stored (`enqueue` resolves to null). A job being run or waiting for a retry does not count.
   */
  readonly singletonKey?: string;
}
