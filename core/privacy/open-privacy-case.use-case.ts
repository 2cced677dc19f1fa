import { err, ok, type Result } from 'neverthrow';
import type { RateLimitedError } from '../accounts/accounts.errors.js';
import { generalError, type ValidationError } from '../shared/errors.js';
import { useCase } from '../shared/use-case.js';
import { EMPTY_VERIFICATION, type PrivacyCaseRecord } from './privacy-case-store.port.js';
import { privacyCaseDueDates } from './privacy-cases.schema.js';
import { OpenPrivacyCaseInput } from './privacy-flow.schema.js';
import {
  limitPrivacyCall,
  type PrivacyCaseView,
  type PrivacyClient,
  privacyCaseView,
  privacyEvent,
} from './privacy-flow.steps.js';
import type { PrivacyPorts } from './privacy-ports.port.js';
import { VERIFICATION_OPTION, verificationChannel } from './privacy-request.rules.js';
import { PRIVACY_MESSAGES } from './privacy-verification.rules.js';

/**
 * POST /api/consumer-privacy/auth-validate: opens a case for what the requester wants (know, delete,
 * correct) and how they will verify (option 1 to 4, else "Invalid verification option", 002 section
 * 4.1), with its due dates and its first audit event. Counted per client address.
 */
export const makeOpenPrivacyCase = (p: PrivacyPorts) =>
  useCase(
    OpenPrivacyCaseInput,
    async (input, client: PrivacyClient): Promise<Result<PrivacyCaseView, RateLimitedError | ValidationError>> => {
      const now = p.clock.now();
      if (verificationChannel(input.option) === 'phone' && !p.sms)
        return err(generalError(PRIVACY_MESSAGES.phoneUnavailable));
      const limited = await limitPrivacyCall(p, 'openPerIp', client, now);
      if (limited) return err(limited);
      const due = privacyCaseDueDates(now);
      const record: PrivacyCaseRecord = {
        id: p.ids.uuid(),
        kind: input.kind,
        state: 'received',
        channel: 'web',
        personId: null,
        receivedAt: now.toISOString(),
        confirmBy: due.confirmBy,
        completeBy: due.completeBy,
        confirmedAt: null,
        completedAt: null,
        contact: null,
        events: [privacyEvent(now, 'opened', `${input.kind} request, option ${VERIFICATION_OPTION[input.option]}`)],
        verification: { ...EMPTY_VERIFICATION, option: input.option },
        answerTries: 0,
        deliveryTries: 0,
        codeTries: 0,
        correction: null,
      };
      await p.cases.open(record);
      return ok(privacyCaseView(record));
    },
  );
