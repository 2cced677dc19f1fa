import { err } from 'neverthrow';
import { conflict } from '../shared/errors.js';
import { useCase } from '../shared/use-case.js';
import type { IdentityMonitoringPorts } from './identity-monitoring.port.js';
import { personalInformationInput, STEP_ORDER_MESSAGE } from './identity-monitoring.schema.js';
import { contextForStep, statusNow } from './identity-monitoring.steps.js';
import { todayOf } from './identity-setup.rules.js';

/**
 * PUT identity-monitoring/update-personal-information: replaces the personal information added before
 * (409 with STEP_ORDER_MESSAGE when none was). The claimed identity and the verified phone stay.
 */
export const makeUpdatePersonalInformation = (p: Pick<IdentityMonitoringPorts, 'store' | 'accounts' | 'clock'>) =>
  useCase(
    () => personalInformationInput(todayOf(p.clock.now())),
    async (info, userId: string) => {
      const ctx = await contextForStep(p, userId, 'personal-info');
      if (ctx.isErr()) return err(ctx.error);
      if (!ctx.value.setup?.personalInfo) return err(conflict(STEP_ORDER_MESSAGE));
      await p.store.savePersonalInfo(userId, info, p.clock.now());
      return statusNow(p, userId);
    },
  );
