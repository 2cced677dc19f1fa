import type { NearbyAlertsReport } from '../../core/property/nearby-alerts.job.js';
import type { Logger } from '../logger.js';

/**
 * Runs the saved nearby search alerts (core/property/nearby-alerts.job.ts) every `intervalMs`, one
 * run at a time in this process. Other instances may run it too: each search is recorded by one run
 * only (a compare-and-set), and only that run mails.
 * Returns a function that stops it (waiting for a run in progress).
 */
export const startNearbyAlertsWorker = (deps: {
  run: () => Promise<NearbyAlertsReport>;
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
        if (r.mailed > 0 || r.skipped > 0) deps.log.info(r, 'nearby search alerts');
      })
      .catch((e: unknown) => deps.log.error({ err: e }, 'nearby search alerts failed'))
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
