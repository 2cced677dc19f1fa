import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOB_QUEUE_SUBJECTS, type JobQueueSubject, type QueueInstance } from '../../support/job-queue-subjects.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Polls `check` until it holds (or fails the test after `ms`). */
const eventually = async (check: () => boolean, ms = 20_000): Promise<void> => {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error('timed out waiting');
    await sleep(50);
  }
};

/**
 * The JobQueue contract (core/shared/job-queue.port.ts; docs/decisions/0070-job-queue.md): a job is
 * handled once; a failing one is retried up to its limit; two instances on the same jobs (two servers)
 * handle each job exactly once; a singleton key keeps a second waiting job out; a recurring job runs
 * once per period across instances, never two runs at once; stopping waits for a running handler. On the in-memory fake, PGlite and, when
 * DATABASE_URL is set, the PostgreSQL server.
 */
describe.each(JOB_QUEUE_SUBJECTS)('JobQueue contract: %s', (_name, open) => {
  let subject: JobQueueSubject;
  let a: QueueInstance;
  let b: QueueInstance;
  beforeAll(async () => {
    subject = await open();
    a = await subject.instance();
    b = await subject.instance();
  }, 60_000);
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await subject?.close();
  }, 60_000);

  it('a job enqueued is handled once, with its payload', async () => {
    const seen: unknown[] = [];
    await a.queue.work<{ n: number }>('once', async (p) => {
      seen.push(p);
    });
    const id = await a.queue.enqueue('once', { n: 7 });
    expect(id).toEqual(expect.any(String));
    await eventually(() => seen.length === 1);
    await sleep(1_200);
    expect(seen).toEqual([{ n: 7 }]);
  }, 30_000);

  it('a failing handler is retried up to its limit, then left alone; one that recovers stops there', async () => {
    const attempts = new Map<string, number>();
    await a.queue.work<{ key: string; failures: number }>('flaky', async ({ key, failures }) => {
      const n = (attempts.get(key) ?? 0) + 1;
      attempts.set(key, n);
      if (n <= failures) throw new Error(`attempt ${n} fails`);
    });
    await a.queue.enqueue('flaky', { key: 'always', failures: 99 }, { retryLimit: 2 });
    await a.queue.enqueue('flaky', { key: 'twice', failures: 2 }, { retryLimit: 5 });
    await eventually(() => attempts.get('always') === 3 && attempts.get('twice') === 3);
    await sleep(1_500);
    expect(Object.fromEntries(attempts)).toEqual({ always: 3, twice: 3 });
  }, 30_000);

  it('two instances working the same queue handle each of 50 jobs exactly once', async () => {
    const handled: number[] = [];
    const byInstance = { a: 0, b: 0 };
    for (const [label, inst] of [['a', a] as const, ['b', b] as const]) {
      await inst.queue.work<{ n: number }>('shared', async ({ n }) => {
        handled.push(n);
        byInstance[label]++;
        await sleep(5);
      });
    }
    await Promise.all(Array.from({ length: 50 }, (_, n) => (n % 2 ? a : b).queue.enqueue('shared', { n })));
    await eventually(() => handled.length >= 50);
    await sleep(1_500);
    expect(handled).toHaveLength(50);
    expect(new Set(handled).size).toBe(50);
    expect(byInstance.a + byInstance.b).toBe(50);
  }, 60_000);

  it('a singleton key keeps a second job out while the first waits', async () => {
    const first = await a.queue.enqueue('keyed-nobody-works', { n: 1 }, { singletonKey: 'k' });
    const second = await b.queue.enqueue('keyed-nobody-works', { n: 2 }, { singletonKey: 'k' });
    const other = await b.queue.enqueue('keyed-nobody-works', { n: 3 }, { singletonKey: 'other' });
    const keyless = await Promise.all([
      a.queue.enqueue('keyed-nobody-works', { n: 4 }),
      a.queue.enqueue('keyed-nobody-works', { n: 5 }),
    ]);
    expect(first).toEqual(expect.any(String));
    expect(second).toBeNull();
    expect(other).toEqual(expect.any(String));
    expect(keyless.every((id) => typeof id === 'string')).toBe(true);
  });

  it('stopping an instance waits for the handler it is running', async () => {
    const c = await subject.instance();
    let started = false;
    let finished = false;
    await c.queue.work('slow', async () => {
      started = true;
      await sleep(800);
      finished = true;
    });
    await c.queue.enqueue('slow', {});
    await eventually(() => started);
    await c.stop();
    expect(finished).toBe(true);
  }, 30_000);

  it('a recurring job runs once per period across two instances, one run at a time', async () => {
    const runs: number[] = [];
    let active = 0;
    let overlapped = false;
    const handler = async () => {
      active++;
      if (active > 1) overlapped = true;
      runs.push(Date.now());
      await sleep(200);
      active--;
    };
    const started = Date.now();
    await Promise.all([
      a.queue.schedule('every-2s', { everyMs: 2_000 }, handler),
      b.queue.schedule('every-2s', { everyMs: 2_000 }, handler),
    ]);
    await sleep(6_500);
    const periods = Math.floor(Date.now() / 2_000) - Math.floor(started / 2_000) + 1;
    expect(runs.length).toBeGreaterThanOrEqual(2);
    expect(runs.length).toBeLessThanOrEqual(periods);
    expect(overlapped).toBe(false);
  }, 30_000);
});
