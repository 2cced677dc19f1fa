import { err, type Result } from 'neverthrow';
import { useCase } from '../shared/use-case.js';
import type { IdentityMonitoringPorts } from './identity-monitoring.port.js';
import type { IdentityMonitoringStatus } from './identity-monitoring.schema.js';
import { VerificationCodeInput } from './identity-monitoring.schema.js';
import type { IdentityMonitoringError } from './identity-monitoring.steps.js';
import { checkCode, contextForStep, statusNow } from './identity-monitoring.steps.js';

/**
 * POST identity-monitoring/verify-email-token (signup/verify-email/confirm): the code e-mailed by verify-email.
 * A right code verifies the e-mail step and, when it went to the account's e-mail as it is now, the
 * account e-mail itself (user flag verifiedEmail). Wrong: CODE_WRONG_MESSAGE; expired or 5 tries used:
 * CODE_EXPIRED_MESSAGE (both 400 under `code`).
 */
export const makeCheckEmailCode = (p: Pick<IdentityMonitoringPorts, 'store' | 'accounts' | 'digest' | 'clock'>) =>
  useCase(
    VerificationCodeInput,
    async ({ code }, userId: string): Promise<Result<IdentityMonitoringStatus, IdentityMonitoringError>> => {
      const ctx = await contextForStep(p, userId, 'verify-email');
      if (ctx.isErr()) return err(ctx.error);
      const checked = await checkCode(p, userId, 'email', code);
      if (checked.isErr()) return err(checked.error);
      await p.store.markEmailVerified(userId, p.clock.now());
      if (checked.value.toLowerCase() === ctx.value.account.email.toLowerCase())
        await p.accounts.markEmailVerified(userId);
      return statusNow(p, userId);
    },
  );
