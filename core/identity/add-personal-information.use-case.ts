import { err } from 'neverthrow';
import { useCase } from '../shared/use-case.js';
import type { IdentityMonitoringPorts } from './identity-monitoring.port.js';
import { personalInformationInput } from './identity-monitoring.schema.js';
import { contextForStep, statusNow } from './identity-monitoring.steps.js';
import { todayOf } from './identity-setup.rules.js';

/**
 * POST identity-monitoring/add-personal-information (signup/personal-info; 002 section 2.2): name, date of
 * birth (18 or older on the server's date) and address, after the e-mail is verified.
 */
export const makeAddPersonalInformation = (p: Pick<IdentityMonitoringPorts, 'store' | 'accounts' | 'clock'>) =>
  useCase(
    () => personalInformationInput(todayOf(p.clock.now())),
    async (info, userId: string) => {
      const ctx = await contextForStep(p, userId, 'personal-info');
      if (ctx.isErr()) return err(ctx.error);
      await p.store.savePersonalInfo(userId, info, p.clock.now());
      return statusNow(p, userId);
    },
  );
