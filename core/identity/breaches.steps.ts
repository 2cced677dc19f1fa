import { breachViewOf, byDisclosureNewestFirst, exposureId } from './breach-alerts.rules.js';
import type { IdentityMonitoringPorts } from './identity-monitoring.port.js';
import type { Breach } from './identity-monitoring.schema.js';
import { todayOf } from './identity-setup.rules.js';

/** The breaches disclosed by now that exposed the member's e-mail or verified phone, with their statuses. */
export const memberBreaches = async (
  p: Pick<IdentityMonitoringPorts, 'store' | 'breaches' | 'clock'>,
  userId: string,
  ids: { readonly email: string; readonly phone: string | null },
): Promise<Breach[]> => {
  const [exposures, statuses] = await Promise.all([
    p.breaches.exposures(ids, todayOf(p.clock.now())),
    p.store.breachStatuses(userId),
  ]);
  return exposures.map((e) => breachViewOf(e, ids, statuses.get(exposureId(e)) ?? 'new')).sort(byDisclosureNewestFirst);
};
