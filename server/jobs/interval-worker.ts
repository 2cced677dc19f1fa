import type { Logger } from '../logger.js';

/**
 * Runs a job every `intervalMs`, one run at a time in this process (as the nearby alerts worker does);
 * other instances may run it too, the job itself keeps each piece of work to one run (report monitoring:
 * a compare-and-set per report; the digest: a claim per alert; docs/decisions/0071). Logs a run's report
 * when `worthLogging` says so, and a failure once. Returns a function that stops it (waiting for a run in
 * progress).
 */
export const startIntervalWorker = <R extends object>(deps: {
  name: string;
  run: () => Promise<R>;
  worthLogging: (r: R) => boolean;
  log: Logger;
  intervalMs: number;
}): (() => Promise<void>) => {
  let running: Promise<void> | null = null;
  let stopped = false;
  const tick = () => {
    if (running || stopped) return;
    running = deps
      .run()
      .then((r) => {
        if (deps.worthLogging(r)) deps.log.info({ job: deps.name, report: r as object }, 'job run');
      })
      .catch((e: unknown) => deps.log.error({ err: e }, `${deps.name} failed`))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, deps.intervalMs);
  timer.unref();
  return async () => {
    stopped = true;
    clearInterval(timer);
    await running;
  };
};
