import { err, ok, type Result } from 'neverthrow';
import { z } from 'zod';
import { type RateLimitedError, rateLimited } from '../accounts/accounts.errors.js';
import { retryAfterSeconds } from '../accounts/rate-limit.rules.js';
import {
  CORRECTIONS_PER_ADDRESS,
  correctionRateKey,
  hoursUntilWindowEnds,
  tooManyCorrectionsMessage,
} from '../reports/correction-limit.rules.js';
import type { ReportPorts } from '../reports/report-ports.port.js';
import type { ReportCorrection, ReportStore } from '../reports/report-store.port.js';
import { useCase } from '../shared/use-case.js';
import type { ReportCorrectionPorts } from './privacy-ports.port.js';
import { reportCorrectionCase } from './report-correction-case.rules.js';

/** The confirmation after a correction request is filed. */
export const REPORT_CORRECTION_CONFIRMATION =
  'Thank you. We have received your correction request and will review this record. If you left an email address, we will write to you when the review is done.';

const ReportCorrectionInput = z.object({
  reportType: z.enum(['background', 'phone', 'email', 'address', 'pdf'], { message: 'Please choose the report type' }),
  recordId: z.string().trim().min(1, 'Please say which record is wrong').max(200),
  section: z.string().trim().min(1, 'Please say which section is wrong').max(60),
  message: z.string().trim().min(10, 'Please describe the error in at least 10 characters').max(4000),
  email: z
    .string()
    .trim()
    .max(255)
    .optional()
    .transform((e) => (e ? e : undefined))
    .pipe(z.email('Sorry, that is not a valid email address').optional()),
});

/** Where a correction request comes from: the client address the per-address limit counts. */
export interface CorrectionClient {
  readonly ip: string;
}

/**
 * "Report an error in this record": stores the request, answers the confirmation.
 * Anyone may send one, so a valid request is first counted against its address (10 a day,
 * `CORRECTIONS_PER_ADDRESS`), atomically before it is stored: the 11th from one address within the
 * day is refused with 429 and the wait, however many arrive at once. Each stored request also opens a
 * 'correct' case in the privacy case queue ({@link reportCorrectionCase}), which operators work through.
 */
export const makeFileReportCorrection = (
  p: Pick<ReportPorts, 'ids' | 'clock'> &
    ReportCorrectionPorts & { readonly store: Pick<ReportStore, 'addCorrection'> },
) =>
  useCase(
    ReportCorrectionInput,
    async (
      c,
      userId: string | null,
      client: CorrectionClient,
    ): Promise<Result<{ id: string; message: string }, RateLimitedError>> => {
      const now = p.clock.now();
      const limit = CORRECTIONS_PER_ADDRESS;
      const w = await p.limiter.hit(correctionRateKey(client.ip), limit.windowMs, now);
      if (w.count > limit.max) {
        return err(
          rateLimited(
            tooManyCorrectionsMessage(hoursUntilWindowEnds(w.windowStart, limit, now)),
            retryAfterSeconds(w.windowStart, limit, now),
          ),
        );
      }
      const id = p.ids.uuid();
      const correction: ReportCorrection = {
        id,
        userId,
        reportType: c.reportType,
        recordId: c.recordId,
        section: c.section,
        message: c.message,
        email: c.email ?? null,
        createdAt: now,
      };
      await p.store.addCorrection(correction);
      await p.privacyCases.open(reportCorrectionCase(correction, p.ids.uuid()));
      return ok({ id, message: REPORT_CORRECTION_CONFIRMATION });
    },
  );
