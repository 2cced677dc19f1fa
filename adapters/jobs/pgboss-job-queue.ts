import { AsyncResource } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import PgBoss from 'pg-boss';
import type { EnqueueOptions, JobPayload, JobQueue, JobSchedule } from '../../core/shared/job-queue.port.js';
import type { Db } from '../postgres/db.js';

export interface PgBossJobQueueOptions {
  /** pg-boss runs its SQL through our Db: the one pool, so PGlite's single connection serves it too. */
  readonly db: Db;
  /** The schema pg-boss creates and migrates at start (default `pgboss`). */
  readonly schema?: string;
  /** How often an idle worker looks for jobs, ms (at least 500; default 2000). */
  readonly pollingIntervalMs?: number;
  /** A job still running after this long counts as failed and is retried (default 15 minutes). */
  readonly expireInSeconds?: number;
  /** Errors of the queue's own background work (polling, maintenance); the queue goes on. */
  readonly onError?: (e: Error) => void;
}

/** Jobs one fetch takes (then handled one after the other). */
const BATCH_SIZE = 10;

/**
 * When pg-boss archives a finished job. It refuses a recurring period (`singletonSeconds`) longer than
 * this, and the configuration allows periods up to 7 days (server/config.ts: the monitoring digest is
 * 24 hours by default), so 8 days; pg-boss's own default, 12 hours, refused the digest at start-up.
 */
const ARCHIVE_AFTER_SECONDS = 8 * 24 * 3_600;

/** The longest a recurring job's tick waits between two attempts to claim the current period. */
const MAX_TICK_MS = 60_000;

/**
 * The {@link JobQueue} on pg-boss (docs/decisions/0070-job-queue.md). Jobs are rows of the `pgboss`
 * schema, fetched with `FOR UPDATE SKIP LOCKED`, so each is handled by one instance. Work queues use
 * pg-boss's `short` policy: at most one waiting job per singleton key (a job without a key gets a
 * random one, so it never collides). A recurring job is a `stately` queue (one waiting, one running)
 * fed by each instance's ticker with throttled sends (`singletonSeconds` = the period): one job per
 * period across all instances.
 */
export class PgBossJobQueue implements JobQueue {
  private readonly boss: PgBoss;
  private readonly queues = new Map<string, Promise<void>>();
  private readonly tickers = new Set<NodeJS.Timeout>();
  private readonly pollingIntervalSeconds: number;
  private readonly expireInSeconds: number;
  private started: Promise<void> | undefined;
  private stopping = false;
  /**
   * The async context of the queue's creation (start-up). Its polling loops, timers and maintenance
   * run in it, never in the context of whatever request happened to call first: `db.query` refuses to
   * run in a context that holds a transaction open (decision 0003), and would refuse pg-boss forever.
   */
  private readonly scope = new AsyncResource('PgBossJobQueue');

  constructor(private readonly opts: PgBossJobQueueOptions) {
    this.pollingIntervalSeconds = Math.max(500, opts.pollingIntervalMs ?? 2_000) / 1000;
    this.expireInSeconds = opts.expireInSeconds ?? 15 * 60;
    this.boss = new PgBoss({
      db: { executeSql: (text: string, values: unknown[]) => opts.db.query(text, values) },
      schema: opts.schema ?? 'pgboss',
      migrate: true,
      supervise: true,
      schedule: true,
      expireInSeconds: this.expireInSeconds,
      archiveCompletedAfterSeconds: ARCHIVE_AFTER_SECONDS,
      // Finished jobs stay a week for inspection, then pg-boss's maintenance deletes them.
      deleteAfterDays: 7,
    });
    this.boss.on('error', (e: Error) => opts.onError?.(e));
  }

  /** Creates or migrates the `pgboss` schema (under an advisory lock), then starts maintenance and cron. */
  start(): Promise<void> {
    this.started ??= this.scope.runInAsyncScope(() => this.boss.start()).then(() => undefined);
    return this.started;
  }

  /**
   * Stops fetching and ticking, waits up to `timeoutMs` for running handlers, then marks the ones
   * still running as failed (they are retried by another instance or after a restart).
   */
  async stop(timeoutMs = 10_000): Promise<void> {
    if (this.stopping || !this.started) return;
    this.stopping = true;
    for (const t of this.tickers) clearInterval(t);
    this.tickers.clear();
    await this.started.catch(() => undefined);
    await this.boss.stop({ graceful: true, wait: true, close: false, timeout: timeoutMs });
  }

  async schedule(name: string, when: JobSchedule, handler: () => Promise<void>): Promise<void> {
    await this.start();
    await this.ensureQueue(name, 'stately');
    await this.scope.runInAsyncScope(() =>
      this.boss.work(name, { batchSize: 1, pollingIntervalSeconds: this.pollingIntervalSeconds }, async () => {
        await handler();
      }),
    );
    if ('cron' in when) {
      await this.boss.schedule(name, when.cron, {}, { retryLimit: 0, tz: 'UTC' });
      return;
    }
    const periodSeconds = Math.max(1, Math.ceil(when.everyMs / 1000));
    const tick = () => {
      if (this.stopping) return;
      this.boss
        .send(name, {}, { singletonSeconds: periodSeconds, retryLimit: 0, expireInSeconds: this.expireInSeconds })
        .catch((e: unknown) => this.opts.onError?.(e as Error));
    };
    const tickMs = Math.min(MAX_TICK_MS, Math.max(500, Math.floor((periodSeconds * 1000) / 4)));
    const timer = this.scope.runInAsyncScope(() => setInterval(tick, tickMs));
    timer.unref();
    this.tickers.add(timer);
    tick();
  }

  async enqueue<P extends JobPayload>(name: string, payload: P, options: EnqueueOptions = {}): Promise<string | null> {
    await this.start();
    await this.ensureQueue(name, 'short');
    return this.boss.send(name, payload as object, {
      retryLimit: options.retryLimit ?? 2,
      retryDelay: Math.ceil((options.retryDelayMs ?? 0) / 1000),
      retryBackoff: options.retryBackoff ?? false,
      singletonKey: options.singletonKey ?? randomUUID(),
      expireInSeconds: this.expireInSeconds,
    });
  }

  async work<P extends JobPayload>(name: string, handler: (payload: P) => Promise<void>): Promise<void> {
    await this.start();
    await this.ensureQueue(name, 'short');
    // A batch per fetch (pg-boss waits a polling interval between fetches), handled one job at a
    // time; a job whose handler throws is failed alone (retried per its options), the others complete.
    const options = { batchSize: BATCH_SIZE, pollingIntervalSeconds: this.pollingIntervalSeconds };
    const work = () =>
      this.boss.work<P>(name, options, async (jobs) => {
        for (const job of jobs) {
          try {
            await handler(job.data);
          } catch (e) {
            const error = e instanceof Error ? { name: e.name, message: e.message } : { message: String(e) };
            await this.boss.fail(name, job.id, error);
          }
        }
      });
    await this.scope.runInAsyncScope(work);
  }

  /** pg-boss 10 needs a queue before its first job; creating one that exists does nothing. */
  private ensureQueue(name: string, policy: 'short' | 'stately'): Promise<void> {
    let created = this.queues.get(name);
    if (!created) {
      created = this.createQueue(name, policy);
      created.catch(() => this.queues.delete(name));
      this.queues.set(name, created);
    }
    return created;
  }

  /**
   * Two instances creating the same queue at once can deadlock inside pg-boss's `create_queue`
   * (PostgreSQL aborts one of them): the loser finds the queue there, or tries again.
   */
  private async createQueue(name: string, policy: 'short' | 'stately'): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      try {
        await this.boss.createQueue(name, { name, policy });
        return;
      } catch (e) {
        if (await this.boss.getQueue(name).catch(() => null)) return;
        if (attempt >= 5) throw e;
        await new Promise((r) => setTimeout(r, 50 * attempt));
      }
    }
  }
}
