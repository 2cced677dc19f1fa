import type { EnqueueOptions, JobPayload, JobQueue, JobSchedule } from '../../core/shared/job-queue.port.js';

interface StoredJob {
  readonly id: string;
  readonly name: string;
  readonly payload: JobPayload;
  readonly singletonKey: string | undefined;
  readonly retryLimit: number;
  readonly retryDelayMs: number;
  readonly retryBackoff: boolean;
  state: 'created' | 'retry' | 'active' | 'completed' | 'failed';
  attempts: number;
  runAfter: number;
}

/**
 * The jobs several {@link InMemoryJobQueue}s share, as several servers share one database: a job is
 * claimed by one of them (a synchronous claim, so exactly once), a recurring job's period by one.
 */
export class InMemoryJobBroker {
  readonly jobs: StoredJob[] = [];
  /** The last period claimed per recurring job name. */
  readonly periods = new Map<string, number>();
  private nextId = 1;

  add(name: string, payload: JobPayload, options: EnqueueOptions, now: number): string | null {
    const key = options.singletonKey;
    if (
      key !== undefined &&
      this.jobs.some((j) => j.name === name && j.singletonKey === key && j.state === 'created')
    ) {
      return null;
    }
    const id = `job-${this.nextId++}`;
    this.jobs.push({
      id,
      name,
      payload,
      singletonKey: key,
      retryLimit: options.retryLimit ?? 2,
      retryDelayMs: options.retryDelayMs ?? 0,
      retryBackoff: options.retryBackoff ?? false,
      state: 'created',
      attempts: 0,
      runAfter: now,
    });
    return id;
  }

  claim(names: ReadonlySet<string>, now: number): StoredJob | undefined {
    const job = this.jobs.find(
      (j) => (j.state === 'created' || j.state === 'retry') && names.has(j.name) && j.runAfter <= now,
    );
    if (job) {
      job.state = 'active';
      job.attempts++;
    }
    return job;
  }
}

/**
 * The in-memory {@link JobQueue} for use-case and wiring tests: the same contract as the pg-boss
 * adapter (tests/adapters/jobs/job-queue.contract.test.ts), polling every few milliseconds.
 * `runScheduled(name)` runs a recurring job's handler at once, so a test need not wait for a period;
 * `idle()` waits until no job is waiting or running.
 */
export class InMemoryJobQueue implements JobQueue {
  private readonly handlers = new Map<string, (payload: JobPayload) => Promise<void>>();
  private readonly scheduled = new Map<string, () => Promise<void>>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly running = new Set<Promise<void>>();
  private busy = false;
  private stopped = false;

  constructor(
    readonly broker = new InMemoryJobBroker(),
    private readonly opts: { pollMs?: number; now?: () => number } = {},
  ) {
    const poll = setInterval(() => this.poll(), opts.pollMs ?? 5);
    poll.unref();
    this.timers.add(poll);
  }

  private now(): number {
    return this.opts.now?.() ?? Date.now();
  }

  async schedule(name: string, when: JobSchedule, handler: () => Promise<void>): Promise<void> {
    this.scheduled.set(name, handler);
    await this.work(name, () => handler());
    if ('cron' in when) return; // cron is not interpreted here: tests call runScheduled(name)
    const tick = () => {
      if (this.stopped) return;
      const period = Math.floor(this.now() / when.everyMs);
      if (this.broker.periods.get(name) === period) return;
      const waiting = this.broker.jobs.some((j) => j.name === name && j.state === 'created');
      this.broker.periods.set(name, period);
      if (!waiting) this.broker.add(name, {}, { retryLimit: 0 }, this.now());
    };
    const timer = setInterval(tick, Math.max(1, Math.min(when.everyMs / 4, 60_000)));
    timer.unref();
    this.timers.add(timer);
    tick();
  }

  async enqueue<P extends JobPayload>(name: string, payload: P, options: EnqueueOptions = {}): Promise<string | null> {
    if (this.stopped) throw new Error('The job queue is stopped');
    return this.broker.add(name, payload, options, this.now());
  }

  async work<P extends JobPayload>(name: string, handler: (payload: P) => Promise<void>): Promise<void> {
    this.handlers.set(name, handler as (payload: JobPayload) => Promise<void>);
  }

  /** Runs the handler of the recurring job `name` now, in this instance. */
  async runScheduled(name: string): Promise<void> {
    const handler = this.scheduled.get(name);
    if (!handler) throw new Error(`No recurring job named ${name}`);
    await handler();
  }

  /** Resolves when no job of the broker waits (due now) or runs. */
  async idle(timeoutMs = 5_000): Promise<void> {
    const until = Date.now() + timeoutMs;
    while (
      this.broker.jobs.some(
        (j) => j.state === 'active' || ((j.state === 'created' || j.state === 'retry') && j.runAfter <= this.now()),
      )
    ) {
      if (Date.now() > until) throw new Error('The in-memory job queue did not become idle');
      await new Promise((r) => setTimeout(r, 5));
    }
  }

  /** Nothing to start: it polls from construction (the same lifecycle as the pg-boss adapter). */
  async start(): Promise<void> {}

  /** Stops polling and waits for the handlers running in this instance. */
  async stop(_timeoutMs?: number): Promise<void> {
    this.stopped = true;
    for (const t of this.timers) clearInterval(t);
    this.timers.clear();
    await Promise.all([...this.running]);
  }

  private poll(): void {
    if (this.busy || this.stopped || this.handlers.size === 0) return;
    const job = this.broker.claim(new Set(this.handlers.keys()), this.now());
    if (!job) return;
    const handler = this.handlers.get(job.name)!;
    this.busy = true;
    const run = handler(job.payload)
      .then(
        () => {
          job.state = 'completed';
        },
        () => {
          if (job.attempts > job.retryLimit) {
            job.state = 'failed';
            return;
          }
          const factor = job.retryBackoff ? 2 ** (job.attempts - 1) : 1;
          job.runAfter = this.now() + job.retryDelayMs * factor;
          job.state = 'retry';
        },
      )
      .finally(() => {
        this.busy = false;
        this.running.delete(run);
      });
    this.running.add(run);
  }
}
