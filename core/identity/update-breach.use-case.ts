import { err, ok } from 'neverthrow';
import { notFound } from '../shared/errors.js';
import { useCase } from '../shared/use-case.js';
import { nextBreachStatus } from './breach-alerts.rules.js';
import { memberBreaches } from './breaches.steps.js';
import type { IdentityMonitoringPorts } from './identity-monitoring.port.js';
import { UpdateBreachInput } from './identity-monitoring.schema.js';
import { contextForStep } from './identity-monitoring.steps.js';

/**
 * POST identity-monitoring/update-user-breach (000 section 7): the member read a breach or resolved it (a
 * resolved one stays resolved). 404 when the breach is not one of the member's.
 */
export const makeUpdateBreach = (p: Pick<IdentityMonitoringPorts, 'store' | 'accounts' | 'breaches' | 'clock'>) =>
  useCase(UpdateBreachInput, async ({ breachId, status }, userId: string) => {
    const ctx = await contextForStep(p, userId, null);
    if (ctx.isErr()) return err(ctx.error);
    const { account, setup } = ctx.value;
    const breach = (await memberBreaches(p, userId, { email: account.email, phone: setup?.phone ?? null })).find(
      (b) => b.id === breachId,
    );
    if (!breach) return err(notFound('breach'));
    const next = nextBreachStatus(breach.status, status);
    await p.store.setBreachStatus(userId, breachId, next, p.clock.now());
    return ok({ breach: { ...breach, status: next } });
  });
