import { ok } from 'neverthrow';
import { z } from 'zod';
import { useCase } from '../shared/use-case.js';
import type { IdentityMonitoringPorts } from './identity-monitoring.port.js';

/** `{ alertIds }` marks those alerts, `{}` all of them. */
const IdentityAlertsSeenInput = z.object({
  alertIds: z.array(z.string().min(1).max(64)).max(500).optional(),
});

/** POST identity-monitoring/alerts/seen: the member saw alerts; answers how many were marked and the count left. */
export const makeMarkIdentityAlertsSeen = (p: Pick<IdentityMonitoringPorts, 'store' | 'clock'>) =>
  useCase(IdentityAlertsSeenInput, async ({ alertIds }, userId: string) => {
    const marked = await p.store.markAlertsSeen(userId, alertIds ?? null, p.clock.now());
    return ok({ marked, unseen: await p.store.unseenCount(userId) });
  });
