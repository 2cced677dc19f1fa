import { err, type Result } from 'neverthrow';
import { maskEmail } from '../shared/contact-mask.rules.js';
import { SignedInUser, useCase } from '../shared/use-case.js';
import type { IdentityMonitoringPorts } from './identity-monitoring.port.js';
import type { CodeSentReply } from './identity-monitoring.schema.js';
import { VERIFICATION_CODE_TTL_MINUTES } from './identity-monitoring.schema.js';
import type { IdentityMonitoringError } from './identity-monitoring.steps.js';
import { contextForStep, issueCode } from './identity-monitoring.steps.js';

/** The e-mail that carries the code. */
const emailCodeMessage = (to: string, code: string) => ({
  to,
  subject: `Your Tracewell identity monitoring code: ${code}`,
  text: [
    'Use this code to verify your e-mail address for Tracewell identity monitoring.',
    '',
    `Your verification code is ${code}. It expires in ${VERIFICATION_CODE_TTL_MINUTES} minutes.`,
    '',
    'If you did not ask for it, you can ignore this e-mail.',
  ].join('\n'),
});

/**
 * POST identity-monitoring/verify-email (000 section 7; signup/verify-email): a 6-digit code to the account
 * e-mail, valid 15 minutes; at most 5 per hour (429), and within the e-mail's limits as a recipient of codes.
 */
export const makeSendEmailCode = (
  p: Pick<IdentityMonitoringPorts, 'store' | 'accounts' | 'codes' | 'digest' | 'clock' | 'mailer' | 'limiter'>,
) =>
  useCase(SignedInUser, async (userId): Promise<Result<CodeSentReply, IdentityMonitoringError>> => {
    const ctx = await contextForStep(p, userId, 'verify-email');
    if (ctx.isErr()) return err(ctx.error);
    const { email } = ctx.value.account;
    return issueCode(p, userId, 'email', email, maskEmail(email), (code) =>
      p.mailer.send(emailCodeMessage(email, code)),
    );
  });
