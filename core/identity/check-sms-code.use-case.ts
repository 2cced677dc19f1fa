import { err, type Result } from 'neverthrow';
import { useCase } from '../shared/use-case.js';
import type { IdentityMonitoringPorts } from './identity-monitoring.port.js';
import type { IdentityMonitoringStatus } from './identity-monitoring.schema.js';
import { VerificationCodeInput } from './identity-monitoring.schema.js';
import type { IdentityMonitoringError } from './identity-monitoring.steps.js';
import { checkCode, contextForStep, statusNow } from './identity-monitoring.steps.js';

/**
 * POST identity-monitoring/verify-sms-token: the texted code; a right one stores the phone it went to as
 * the member's verified phone. Wrong: CODE_WRONG_MESSAGE; expired or 5 tries used: CODE_EXPIRED_MESSAGE.
 */
export const makeCheckSmsCode = (p: Pick<IdentityMonitoringPorts, 'store' | 'accounts' | 'digest' | 'clock'>) =>
  useCase(
    VerificationCodeInput,
    async ({ code }, userId: string): Promise<Result<IdentityMonitoringStatus, IdentityMonitoringError>> => {
      const ctx = await contextForStep(p, userId, 'verify-phone');
      if (ctx.isErr()) return err(ctx.error);
      const checked = await checkCode(p, userId, 'phone', code);
      if (checked.isErr()) return err(checked.error);
      await p.store.savePhone(userId, checked.value, p.clock.now());
      return statusNow(p, userId);
    },
  );
