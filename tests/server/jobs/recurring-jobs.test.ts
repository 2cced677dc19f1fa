import { describe, expect, it } from 'vitest';
import { InMemoryJobQueue } from '../../../adapters/memory/in-memory-job-queue.js';
import { RECURRING_JOBS, scheduleRecurringJobs } from '../../../server/jobs/recurring-jobs.js';
import { silentLogger } from '../../../server/logger.js';

const report = {
  payments: { recovery: { found: 0, refunded: 0, failed: 0 }, renewals: { leased: 0 } },
  alerts: { searches: 0, baselines: 0, mailed: 0, skipped: 0 },
  cleanup: { sessions: 0, accountTokens: 0, rateLimits: 0, clientLogs: 0, identityCodes: 0, visitorSearches: 0 },
};

describe('recurring jobs on the queue', () => {
  it('each job runs at its interval through the queue; a run that throws does not stop the next', async () => {
    const queue = new InMemoryJobQueue(undefined, { pollMs: 1 });
    const runs = { payments: 0, alerts: 0, cleanup: 0, monitoring: 0, digest: 0, identity: 0 };
    await scheduleRecurringJobs(queue, {
      runPaymentJobs: async () => {
        runs.payments++;
        if (runs.payments === 1) throw new Error('gateway down');
        return report.payments as never;
      },
      runNearbyAlerts: async () => {
        runs.alerts++;
        return report.alerts as never;
      },
      cleanUpExpiredRows: async () => {
        runs.cleanup++;
        return report.cleanup;
      },
      runReportMonitoring: async () => {
        runs.monitoring++;
        return { reports: 0, alerts: 0, baselines: 0, skipped: 0, raced: 0 } as never;
      },
      sendMonitoringDigest: async () => {
        runs.digest++;
        return { members: 0, alerts: 0 };
      },
      runIdentityMonitoring: async () => {
        runs.identity++;
        return { members: 1, breachAlerts: 1, recordAlerts: 0, raced: 0, mailed: 1 };
      },
      log: silentLogger(),
      renewalIntervalMs: 20,
      nearbyAlertsIntervalMs: 20,
      cleanupIntervalMs: 60_000,
      monitoringIntervalMs: 20,
      monitoringDigestIntervalMs: 60_000,
    });
    await expect.poll(() => runs.payments, { timeout: 2_000 }).toBeGreaterThanOrEqual(3);
    await expect.poll(() => runs.alerts, { timeout: 2_000 }).toBeGreaterThanOrEqual(3);
    await expect.poll(() => runs.monitoring, { timeout: 2_000 }).toBeGreaterThanOrEqual(3);
    await expect.poll(() => runs.identity, { timeout: 2_000 }).toBeGreaterThanOrEqual(3);
    expect(runs.digest).toBe(1);
    await queue.runScheduled(RECURRING_JOBS.monitoringDigest);
    expect(runs.digest).toBe(2);
    expect(runs.cleanup).toBe(1);
    await queue.runScheduled(RECURRING_JOBS.cleanup);
    expect(runs.cleanup).toBe(2);
    await queue.stop();
  });
});
