import type { RenewalRunReport } from '../../core/membership/renewal.use-case.js';
import type { Logger } from '../logger.js';

/**
 * Runs the renewal job every `intervalMs` (docs/decisions/0030): one run at a time in this process; several
 * processes may run it together, the lease (FOR UPDATE SKIP LOCKED) and the idempotent charges keep a due
 * subscription from being renewed twice. Returns a function that stops it (waiting for a run in progress).
 */
export const startRenewalWorker = (deps: {
  run: () => Promise<RenewalRunReport>;
  log: Logger;
  intervalMs?: number;
}): (() => Promise<void>) => {
  let running: Promise<void> | null = null;
  let stopped = false;
  const tick = () => {
    if (running || stopped) return;
    running = deps
      .run()
      .then((r) => {
        if (r.leased > 0) deps.log.info(r, 'renewal job');
      })
      .catch((e: unknown) => deps.log.error({ err: e }, 'renewal job failed'))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, deps.intervalMs ?? 60_000);
  timer.unref();
  setTimeout(tick, 2_000).unref();
  return async () => {
    stopped = true;
    clearInterval(timer);
    await running;
  };
};
