import { err, ok, type Result } from 'neverthrow';
import type { RateLimitedError, UnauthenticatedError } from '../accounts/accounts.errors.js';
import { consumeLimits } from '../accounts/rate-limit.steps.js';
import { codeRecipientLimitChecks } from '../identity/code-recipient-limits.rules.js';
import { addMs } from '../shared/date.rules.js';
import {
  type ConflictError,
  conflict,
  type ForbiddenError,
  generalError,
  type ValidationError,
  validationError,
} from '../shared/errors.js';
import { useCase } from '../shared/use-case.js';
import { PrivacyContactChoiceInput } from './privacy-flow.schema.js';
import {
  inStep,
  liveCase,
  type PrivacyCaseView,
  type PrivacyClient,
  privacyCallCheck,
  privacyCaseView,
  privacyCodeDigest,
  privacyEvent,
} from './privacy-flow.steps.js';
import type { PrivacyPorts } from './privacy-ports.port.js';
import { verificationChannel, verificationNeedsAddress } from './privacy-request.rules.js';
import { PRIVACY_CODE_TTL_MS, PRIVACY_CODES_PER_CASE, PRIVACY_MESSAGES } from './privacy-verification.rules.js';

/** The code's message: the same words by e-mail and by text. */
const privacyCodeText = (code: string): string =>
  `Your Tracewell privacy request code is ${code}. It expires in 15 minutes. If you did not ask for it, ignore this message.`;

/**
 * POST /api/consumer-privacy/set-email (options 1 and 3) and verify-ownership-phone (options 2 and 4):
 * the requester picks one of the masked contacts our records hold for the chosen person (never a free
 * address) and a 6-digit code goes there, stored as a digest bound to the case, good for 15 minutes.
 * For the address options, only after the history questions are passed. At most
 * {@link PRIVACY_CODES_PER_CASE} codes per case; counted per client address and per recipient, across
 * every address and case (core/identity/code-recipient-limits.rules.ts).
 */
export const makeSendPrivacyCode = (
  p: Pick<PrivacyPorts, 'cases' | 'clock' | 'limiter' | 'codes' | 'digest' | 'mailer' | 'sms'>,
  channel: 'email' | 'phone',
) =>
  useCase(
    PrivacyContactChoiceInput,
    async (
      { caseId, contactId },
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
      if (!v.option || verificationChannel(v.option) !== channel) return err(conflict(PRIVACY_MESSAGES.wrongStep));
      if (verificationNeedsAddress(v.option) && !v.questionsPassed) return err(conflict(PRIVACY_MESSAGES.wrongStep));
      const contact = v.contacts.find((x) => x.id === contactId);
      if (!contact) return err(validationError({ contactId: [PRIVACY_MESSAGES.contactNotFound] }));
      if (v.codesSent >= PRIVACY_CODES_PER_CASE) return err(generalError(PRIVACY_MESSAGES.tooManyCodes));
      // Per client address, and per recipient across every address and case (a person is not flooded).
      const limited = await consumeLimits(
        p.limiter,
        [privacyCallCheck('sendPerIp', client), ...codeRecipientLimitChecks(channel, contact.value)],
        now,
      );
      if (limited) return err(limited);
      const code = p.codes.sixDigits();
      const updated = await p.cases.update(
        caseId,
        ['verifying'],
        {
          verification: {
            ...v,
            recipient: contact,
            codeDigest: privacyCodeDigest(p, caseId, code),
            codeExpiresAt: addMs(now, PRIVACY_CODE_TTL_MS).toISOString(),
            codesSent: v.codesSent + 1,
          },
        },
        privacyEvent(now, 'code-sent', `${channel} ${contact.masked}`),
      );
      if (!updated) return err(conflict(PRIVACY_MESSAGES.wrongStep));
      if (channel === 'email') {
        await p.mailer.send({
          to: contact.value,
          subject: `Your Tracewell privacy request code: ${code}`,
          text: privacyCodeText(code),
        });
      } else {
        if (!p.sms) return err(generalError(PRIVACY_MESSAGES.phoneUnavailable));
        await p.sms.send({ to: contact.value, text: privacyCodeText(code) });
      }
      return ok(privacyCaseView(updated));
    },
  );
