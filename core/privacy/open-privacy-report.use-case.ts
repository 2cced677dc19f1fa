import { err, ok, type Result } from 'neverthrow';
import type { RateLimitedError, UnauthenticatedError } from '../accounts/accounts.errors.js';
import {
  type ConflictError,
  conflict,
  type ForbiddenError,
  forbidden,
  generalError,
  type ValidationError,
  validationError,
} from '../shared/errors.js';
import { useCase } from '../shared/use-case.js';
import { PrivacyCodeInput } from './privacy-flow.schema.js';
import {
  limitPrivacyCall,
  liveCase,
  type PrivacyClient,
  privacyDeliveryDigest,
  privacyEvent,
  privacyReportFilename,
  renderPrivacyReport,
} from './privacy-flow.steps.js';
import type { PrivacyPorts } from './privacy-ports.port.js';
import { PRIVACY_MESSAGES, triesLeft } from './privacy-verification.rules.js';

/** Codes tried on a texted report link before it closes. */
const PRIVACY_REPORT_LINK_TRIES = 5;

/**
 * POST /api/consumer-privacy/report (/request-my-info/your-report): the texted link of a 'know' request
 * verified by phone, opened with the code of the text while the case is kept (86400 s). Each try is
 * taken atomically; after {@link PRIVACY_REPORT_LINK_TRIES} the link is closed (403). Answers the PDF.
 */
export const makeOpenPrivacyReport = (
  p: Pick<PrivacyPorts, 'cases' | 'clock' | 'limiter' | 'digest' | 'records' | 'renderer'>,
) =>
  useCase(
    PrivacyCodeInput,
    async (
      { caseId, code },
      client: PrivacyClient,
    ): Promise<
      Result<
        { filename: string; contentType: string; contentBase64: string },
        UnauthenticatedError | ForbiddenError | ConflictError | ValidationError | RateLimitedError
      >
    > => {
      const now = p.clock.now();
      const found = await liveCase(p, caseId, now);
      if (found.isErr()) return err(found.error);
      const c = found.value;
      const digest = c.verification.deliveryDigest;
      if (c.state !== 'completed' || c.kind !== 'know' || !digest || c.personId === null)
        return err(conflict(PRIVACY_MESSAGES.wrongStep));
      const limited = await limitPrivacyCall(p, 'checkPerIp', client, now);
      if (limited) return err(limited);
      const taken = await p.cases.takeTry(caseId, 'delivery', PRIVACY_REPORT_LINK_TRIES, 'completed');
      if (taken === null) return err(forbidden(PRIVACY_MESSAGES.unableToVerify));
      if (privacyDeliveryDigest(p, caseId, code) !== digest) {
        await p.cases.addEvent(
          caseId,
          privacyEvent(now, 'verification-failed', `wrong report link code (try ${taken})`),
        );
        const left = triesLeft(taken, PRIVACY_REPORT_LINK_TRIES);
        if (left === 0) return err(forbidden(PRIVACY_MESSAGES.unableToVerify));
        return err(validationError({ code: [PRIVACY_MESSAGES.wrongCode(left)] }));
      }
      const pdf = await renderPrivacyReport(p, c.personId, now);
      if (!pdf) return err(generalError(PRIVACY_MESSAGES.recordNotFound));
      await p.cases.addEvent(caseId, privacyEvent(now, 'report-opened', `PDF of ${pdf.bytes} bytes`));
      return ok({ filename: privacyReportFilename(caseId), contentType: 'application/pdf', contentBase64: pdf.base64 });
    },
  );
