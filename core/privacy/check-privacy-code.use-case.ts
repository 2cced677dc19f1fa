import { err, ok, type Result } from 'neverthrow';
import type { RateLimitedError, UnauthenticatedError } from '../accounts/accounts.errors.js';
import {
  type ConflictError,
  conflict,
  type ForbiddenError,
  type ValidationError,
  validationError,
} from '../shared/errors.js';
import { useCase } from '../shared/use-case.js';
import { PrivacyCodeInput } from './privacy-flow.schema.js';
import {
  denyCase,
  inStep,
  limitPrivacyCall,
  liveCase,
  type PrivacyCaseView,
  type PrivacyClient,
  privacyCaseView,
  privacyCodeDigest,
  privacyEvent,
} from './privacy-flow.steps.js';
import type { PrivacyPorts } from './privacy-ports.port.js';
import { PRIVACY_CODE_TRIES, PRIVACY_MESSAGES, triesLeft } from './privacy-verification.rules.js';

/**
 * POST /api/consumer-privacy/validate (confirm-your-identity): the 6-digit code. Each check takes one of
 * {@link PRIVACY_CODE_TRIES} tries atomically before the comparison, so parallel checks cannot take
 * more; the right code verifies the case (the requester owns a contact our records tie to the person);
 * the last wrong one denies it (403, unable-to-verify-identity); an expired code asks for a new one.
 */
export const makeCheckPrivacyCode = (p: Pick<PrivacyPorts, 'cases' | 'clock' | 'limiter' | 'digest'>) =>
  useCase(
    PrivacyCodeInput,
    async (
      { caseId, code },
      client: PrivacyClient,
    ): Promise<
      Result<
        PrivacyCaseView,
        UnauthenticatedError | ForbiddenError | ConflictError | ValidationError | RateLimitedError
      >
    > => {
      const now = p.clock.now();
      const c = (await liveCase(p, caseId, now)).andThen((x) => inStep(x, ['verifying']));
      if (c.isErr()) return err(c.error);
      const v = c.value.verification;
      if (!v.codeDigest || !v.codeExpiresAt || !v.recipient) return err(conflict(PRIVACY_MESSAGES.wrongStep));
      const limited = await limitPrivacyCall(p, 'checkPerIp', client, now);
      if (limited) return err(limited);
      const taken = await p.cases.takeTry(caseId, 'code', PRIVACY_CODE_TRIES, 'verifying');
      if (taken === null) return err(await denyCase(p, caseId, now, 'no code tries left'));
      const right = privacyCodeDigest(p, caseId, code) === v.codeDigest;
      if (right && now.getTime() < new Date(v.codeExpiresAt).getTime()) {
        const updated = await p.cases.update(
          caseId,
          ['verifying'],
          { state: 'verified', contact: v.recipient.masked },
          privacyEvent(now, 'verified', `code sent to ${v.recipient.masked} entered (try ${taken})`),
        );
        return updated ? ok(privacyCaseView(updated)) : err(conflict(PRIVACY_MESSAGES.wrongStep));
      }
      await p.cases.addEvent(
        caseId,
        privacyEvent(now, 'verification-failed', `${right ? 'expired' : 'wrong'} code (try ${taken})`),
      );
      const left = triesLeft(taken, PRIVACY_CODE_TRIES);
      if (left === 0) return err(await denyCase(p, caseId, now, `${PRIVACY_CODE_TRIES} code tries used`));
      return err(validationError({ code: [right ? PRIVACY_MESSAGES.codeExpired : PRIVACY_MESSAGES.wrongCode(left)] }));
    },
  );
