import { ok } from 'neverthrow';
import { peopleNamedByIdentityAlert } from '../fact-gate/fact-gate.rules.js';
import { SignedInUser, useCase } from '../shared/use-case.js';
import type { IdentityMonitoringPorts, StoredIdentityAlert } from './identity-monitoring.port.js';
import type { IdentityAlert } from './identity-monitoring.schema.js';

/** The alerts listed at most. */
const IDENTITY_ALERTS_LIMIT = 100;

/** A stored alert as the page shows it (contract `IdentityAlert`). */
const identityAlertView = (a: StoredIdentityAlert): IdentityAlert => ({
  id: a.id,
  kind: a.kind,
  text: a.text,
  createdAt: a.createdAt.toISOString(),
  seen: a.seenAt !== null,
  url: a.url,
});

/**
 * GET identity-monitoring/alerts: the member's identity alerts, newest first, and how many are unseen (none
 * before monitoring starts).
 */
export const makeListIdentityAlerts = (p: Pick<IdentityMonitoringPorts, 'store' | 'gate'>) =>
  useCase(SignedInUser, async (userId) => {
    const [stored, unseen] = await Promise.all([
      p.store.alerts(userId, IDENTITY_ALERTS_LIMIT),
      p.store.unseenCount(userId),
    ]);
    // An alert written before a relative opted out no longer names them (the fact gate).
    const alerts = await p.gate.people(stored, (a) => (a.kind === 'record' ? peopleNamedByIdentityAlert(a.key) : null));
    const hiddenUnseen = stored.filter((a) => a.seenAt === null && !alerts.includes(a)).length;
    return ok({ alerts: alerts.map(identityAlertView), unseen: Math.max(0, unseen - hiddenUnseen) });
  });
