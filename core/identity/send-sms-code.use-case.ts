import { err, type Result } from 'neverthrow';
import { maskPhone } from '../shared/contact-mask.rules.js';
import { useCase } from '../shared/use-case.js';
import type { IdentityMonitoringPorts } from './identity-monitoring.port.js';
import type { CodeSentReply } from './identity-monitoring.schema.js';
import { VERIFICATION_CODE_TTL_MINUTES, VerifySmsInput } from './identity-monitoring.schema.js';
import type { IdentityMonitoringError } from './identity-monitoring.steps.js';
import { contextForStep, issueCode } from './identity-monitoring.steps.js';

/** The text message that carries the code. */
const smsCodeText = (code: string) =>
  `Tracewell: your identity monitoring code is ${code}. It expires in ${VERIFICATION_CODE_TTL_MINUTES} minutes.`;

/**
 * POST identity-monitoring/verify-sms (signup/verify-phone): a 6-digit code by text message to the phone
 * given, after the personal information; valid 15 minutes, at most 5 per hour (429), and within the phone's
 * limits as a recipient of codes, whichever member asks (at most 5 an hour and 10 a day to one number).
 */
export const makeSendSmsCode = (
  p: Pick<IdentityMonitoringPorts, 'store' | 'accounts' | 'codes' | 'digest' | 'clock' | 'sms' | 'limiter'>,
) =>
  useCase(
    VerifySmsInput,
    async ({ phone }, userId: string): Promise<Result<CodeSentReply, IdentityMonitoringError>> => {
      const ctx = await contextForStep(p, userId, 'verify-phone');
      if (ctx.isErr()) return err(ctx.error);
      return issueCode(p, userId, 'phone', phone, maskPhone(phone), (code) =>
        p.sms.send({ to: phone, text: smsCodeText(code) }),
      );
    },
  );
