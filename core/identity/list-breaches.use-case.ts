import { err, ok } from 'neverthrow';
import { SignedInUser, useCase } from '../shared/use-case.js';
import { memberBreaches } from './breaches.steps.js';
import type { IdentityMonitoringPorts } from './identity-monitoring.port.js';
import { contextForStep } from './identity-monitoring.steps.js';

/**
 * GET identity-monitoring/get-user-breaches (000 section 7): the breaches that exposed the member's e-mail
 * or phone, newest disclosure first; once monitoring is active (409 with STEP_ORDER_MESSAGE before).
 */
export const makeListBreaches = (p: Pick<IdentityMonitoringPorts, 'store' | 'accounts' | 'breaches' | 'clock'>) =>
  useCase(SignedInUser, async (userId) => {
    const ctx = await contextForStep(p, userId, null);
    if (ctx.isErr()) return err(ctx.error);
    const { account, setup } = ctx.value;
    return ok({ breaches: await memberBreaches(p, userId, { email: account.email, phone: setup?.phone ?? null }) });
  });
