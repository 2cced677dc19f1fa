import { err, ok, type Result, ResultAsync } from 'neverthrow';
import { z } from 'zod';
import { type RateLimitedError, rateLimited } from '../accounts/accounts.errors.js';
import { retryAfterSeconds } from '../accounts/rate-limit.rules.js';
import type { RateLimiter } from '../accounts/rate-limiter.port.js';
import {
  type ForbiddenError,
  forbidden,
  type NotFoundError,
  notFound,
  parseInput,
  type ValidationError,
} from '../shared/errors.js';
import {
  CORRECTIONS_PER_ADDRESS,
  correctionRateKey,
  hoursUntilWindowEnds,
  tooManyCorrectionsMessage,
} from './correction-limit.rules.js';
import { reportSubjectOf } from './report-contents.schema.js';
import type { ReportStore } from './report-store.port.js';
import type { ReportPorts } from './view-report.use-case.js';

const ReportIdParam = z
  .string()
  .max(300)
  .refine((id) => reportSubjectOf(id) !== null, 'Sorry, this report could not be found');

/** GET {reportId}/view-state (001 section 7): the sections this user has viewed. */
export const makeGetReportViewState =
  (p: ReportPorts) =>
  (reportId: string, userId: string): ResultAsync<{ viewedSections: string[] }, ValidationError> =>
    parseInput(ReportIdParam, reportId).asyncAndThen((id) =>
      ResultAsync.fromSafePromise(p.store.viewedSections(userId, id).then((viewedSections) => ({ viewedSections }))),
    );

export const ViewStateUpdateInput = z.object({
  section: z
    .string()
    .trim()
    .min(1)
    .max(60)
    .regex(/^[a-z0-9-]+$/i),
  hasViewed: z.literal(true),
});

/** POST {reportId}/view-state/update { section, hasViewed: true } (001 section 7). */
export const makeUpdateReportViewState =
  (p: ReportPorts) =>
  (reportId: string, raw: unknown, userId: string): ResultAsync<{ section: string }, ValidationError> =>
    parseInput(ReportIdParam, reportId)
      .andThen((id) => parseInput(ViewStateUpdateInput, raw).map((b) => ({ id, b })))
      .asyncAndThen(({ id, b }) =>
        ResultAsync.fromSafePromise(
          p.store.markViewed(userId, id, b.section, p.clock.now()).then(() => ({ section: b.section })),
        ),
      );

/** The confirmation after a correction request is filed. */
export const REPORT_CORRECTION_CONFIRMATION =
  'Thank you. We have received your correction request and will review this record. If you left an email address, we will write to you when the review is done.';

export const ReportCorrectionInput = z.object({
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
 * "Report an error in this record" (issue 8 slice C): stores the request, answers the confirmation.
 * Anyone may send one, so a valid request is first counted against its address (10 a day,
 * `CORRECTIONS_PER_ADDRESS`), atomically before it is stored: the 11th from one address within the
 * day is refused with 429 and the wait, however many arrive at once.
 */
export const makeFileReportCorrection =
  (
    p: Pick<ReportPorts, 'ids' | 'clock'> & {
      readonly store: Pick<ReportStore, 'addCorrection'>;
      readonly limiter: RateLimiter;
    },
  ) =>
  (
    raw: unknown,
    userId: string | null,
    client: CorrectionClient,
  ): ResultAsync<{ id: string; message: string }, ValidationError | RateLimitedError> =>
    parseInput(ReportCorrectionInput, raw).asyncAndThen((c) =>
      ResultAsync.fromSafePromise(
        (async (): Promise<Result<{ id: string; message: string }, RateLimitedError>> => {
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
          await p.store.addCorrection({
            id,
            userId,
            reportType: c.reportType,
            recordId: c.recordId,
            section: c.section,
            message: c.message,
            email: c.email ?? null,
            createdAt: now,
          });
          return ok({ id, message: REPORT_CORRECTION_CONFIRMATION });
        })(),
      ).andThen((r) => r),
    );

/** Monitoring is a membership benefit. */
export const REPORT_MONITORING_MEMBERS_ONLY = 'Report monitoring is included with a membership.';

export const SubscribeInput = z.object({
  subscribe: z.boolean(),
  orderItemId: z.union([z.string(), z.number()]).optional().nullable(),
  reportHistoryId: z.union([z.string(), z.number()]).optional().nullable(),
  id: z.union([z.string(), z.number()]).optional().nullable(),
  key: z.string().optional().nullable(),
});

/**
 * "Monitor this report" (000 section 7 notifications/subscribe; body subscribe, orderItemId,
 * reportHistoryId, id, key): the report is named by its history id, else by its report id (`id` or
 * `key`). Members only; turning it off is always allowed.
 */
export const makeSubscribeReport =
  (p: ReportPorts) =>
  (
    raw: unknown,
    userId: string,
  ): ResultAsync<{ reportId: string; isMonitored: boolean }, ValidationError | NotFoundError | ForbiddenError> =>
    parseInput(SubscribeInput, raw).asyncAndThen((b) =>
      ResultAsync.fromSafePromise(
        (async () => {
          let reportId: string | null = null;
          if (
            b.reportHistoryId !== undefined &&
            b.reportHistoryId !== null &&
            /^\d+$/.test(String(b.reportHistoryId))
          ) {
            reportId = (await p.store.historyItem(userId, Number(b.reportHistoryId)))?.reportId ?? null;
          }
          for (const cand of [b.id, b.key]) {
            if (!reportId && cand !== undefined && cand !== null && reportSubjectOf(String(cand)))
              reportId = String(cand);
          }
          if (!reportId) return err(notFound('report'));
          const now = p.clock.now();
          if (b.subscribe && !(await p.allowance.membership(userId, now)))
            return err(forbidden(REPORT_MONITORING_MEMBERS_ONLY));
          await p.store.setMonitoring(userId, reportId, b.subscribe, false, now);
          return ok({ reportId, isMonitored: b.subscribe });
        })(),
      ).andThen((r) => r),
    );

export const SilentSubscribeInput = z.object({
  subscribe: z.literal(true),
  preorder: z.literal(true),
  tahoeId: z.union([z.string(), z.number()]).transform(String),
});

/**
 * The silent phone variant (000 section 7 subscribe/silent { subscribe: true, preorder: true,
 * tahoeId }; 002 section 4): `tahoeId` is the record id of the phone report (ten digits) or of a
 * person. The caller reads success and errors['*'][0].
 */
export const makeSilentSubscribeReport =
  (p: ReportPorts) =>
  (
    raw: unknown,
    userId: string,
  ): ResultAsync<{ reportId: string; isMonitored: boolean }, ValidationError | NotFoundError | ForbiddenError> =>
    parseInput(SilentSubscribeInput, raw).asyncAndThen((b) => {
      const digits = b.tahoeId.replace(/\D/g, '');
      const id = digits.length === 10 ? `phone-${digits}` : `background-${b.tahoeId}`;
      return makeSubscribeReport(p)({ subscribe: true, id }, userId);
    });
