import { err, errAsync, okAsync, ResultAsync } from 'neverthrow';
import { z } from 'zod';
import type { ReportHistory } from '../accounts/history.port.js';
import { effectiveReportLimit } from '../membership/effective-report-limit.rules.js';
import { allAccessLimitMessage } from '../membership/report-limits.rules.js';
import { buildReportUrl } from '../search/search-url.rules.js';
import type { Clock, IdGenerator } from '../shared/clock.port.js';
import { type NotFoundError, notFound, parseInput, type ValidationError } from '../shared/errors.js';
import type { Mailer } from '../shared/mailer.port.js';
import type { ReportAccessLevelName } from './access-level.rules.js';
import { type ReportSubject, ReportSubjectInput, reportIdOf } from './report-contents.schema.js';
import type { ReportPdfRenderer } from './report-pdf-renderer.port.js';
import type { ReportSource } from './report-source.port.js';
import { REPORT_STATUS } from './report-status.rules.js';
import type { ReportGrantVia, ReportStore } from './report-store.port.js';
import type { ReportEntitlements, ReportMembership, ReportVoucher } from './report-unlock.port.js';
import { buildReportView, type ReportData, type ReportView } from './report-view.rules.js';
import { reportAgeOn } from './report-view-format.rules.js';

/** Everything the report use cases use. */
export interface ReportPorts {
  readonly source: ReportSource;
  readonly store: ReportStore;
  readonly allowance: ReportEntitlements;
  /** The accounts area's recent-reports writer (report_history). */
  readonly history: ReportHistory;
  readonly clock: Clock;
  readonly ids: IdGenerator;
  readonly mailer: Mailer;
  readonly renderer: ReportPdfRenderer;
  /** The partner service the all-access-limit message links to (000 section 6). */
  readonly partner: { readonly name: string; readonly url: string };
}

/** How the report can be unlocked by this visitor, for the "Unlock Full Report" button. */
export type ReportUnlockOffer =
  | { readonly kind: 'none' }
  | { readonly kind: 'voucher'; readonly priceLabel: 'FREE'; readonly buttonLabel: 'Redeem My Voucher' }
  | { readonly kind: 'membership'; readonly remaining: number; readonly limit: number; readonly buttonLabel: string }
  | {
      readonly kind: 'limitReached';
      readonly title: string;
      readonly message: string;
      readonly checkoutUrl: string;
      readonly partnerLink: { readonly label: string; readonly url: string };
    }
  | { readonly kind: 'checkout'; readonly checkoutUrl: string; readonly buttonLabel: string };

/** The checkout page per report type (the memberships area's pages, 002 section 2.2). */
export const REPORT_CHECKOUT_PATHS: Readonly<Record<ReportSubject['type'], string>> = {
  background: '/checkout/background-check',
  phone: '/phone/checkout',
  email: '/checkout/email',
  address: '/address/checkout',
};

/** The voucher kind that unlocks a report type (000 section 2 Report Vouchers). */
const VOUCHER_FOR: Readonly<Record<ReportSubject['type'], ReportVoucher['voucherType']>> = {
  background: 'background',
  phone: 'phone',
  address: 'address',
  email: 'background',
};

/**
 * Who gets which access level (000 sections 3 and 6; decision docs/decisions/0050-report-access.md):
 * anonymous visitors and signed-in users who hold nothing get preview; a purchased, voucher-claimed
 * or membership-unlocked report is full; a member with an active membership reading a background
 * report they have not unlocked gets contactSocial (contact and social sections, 000 section 1
 * "premium contact info, social"), and unlocks the rest with one of the month's reports.
 */
export const decideReportAccess = (input: {
  signedIn: boolean;
  grants: readonly ReportGrantVia[];
  membership: ReportMembership | null;
  type: ReportSubject['type'];
}): ReportAccessLevelName => {
  if (!input.signedIn) return 'preview';
  if (input.grants.length > 0) return 'full';
  if (input.membership && input.type === 'background') return 'contactSocial';
  return 'preview';
};

/** The /report link of a subject, with the person's names when known (002 section 2.1). */
export const reportUrlOf = (subject: ReportSubject, report: ReportData | null): string => {
  if (report?.type === 'background') {
    const p = report.data.person;
    const current = report.data.addresses.find((a) => a.isCurrent) ?? report.data.addresses[0];
    return buildReportUrl({
      id: subject.id,
      firstName: p.firstName,
      middleName: p.middleName ?? '',
      lastName: p.lastName,
      city: current?.city ?? '',
      state: current?.state ?? '',
      type: 'background',
    });
  }
  return buildReportUrl({ id: subject.id, type: subject.type });
};

/** The checkout link for a report: back to the report with `unlock=1` once paid. */
export const reportCheckoutUrl = (subject: ReportSubject, reportUrl: string): string => {
  const back = `${reportUrl}${reportUrl.includes('?') ? '&' : '?'}unlock=1`;
  const q = Object.entries({ type: subject.type, id: subject.id, reportId: reportIdOf(subject), redirect: back })
    .map(([k, v]) => `${k}=${encodeURIComponent(v)}`)
    .join('&');
  return `${REPORT_CHECKOUT_PATHS[subject.type]}?${q}`;
};

/** Loads the contents of a subject from the records. */
export const loadReportData = (source: ReportSource, s: ReportSubject): ResultAsync<ReportData | null, never> =>
  ResultAsync.fromSafePromise(
    (async (): Promise<ReportData | null> => {
      switch (s.type) {
        case 'background': {
          const data = await source.background(Number(s.id));
          return data ? { type: 'background', data } : null;
        }
        case 'phone': {
          const data = await source.phone(s.id);
          return data ? { type: 'phone', data } : null;
        }
        case 'email': {
          const data = await source.email(s.id);
          return data ? { type: 'email', data } : null;
        }
        case 'address': {
          const data = await source.address(Number(s.id));
          return data ? { type: 'address', data } : null;
        }
      }
    })(),
  );

/** What the view use case answers: the report as sent, plus the unlock offer and monitoring state. */
export type ViewReportOutput = {
  readonly report: ReportView & {
    readonly reportHistoryId: number | null;
    readonly url: string;
    readonly unlock: ReportUnlockOffer;
    readonly isMonitored: boolean;
  };
};

export const ViewReportInput = z.object({
  type: z.string().optional(),
  id: z.union([z.string(), z.number()]).transform(String),
  isPdfRequest: z.union([z.boolean(), z.string()]).optional(),
});

/** The unlock offer for a visitor who does not hold the report in full. */
const unlockOffer = async (
  p: ReportPorts,
  subject: ReportSubject,
  url: string,
  userId: string | null,
  membership: ReportMembership | null,
  level: ReportAccessLevelName,
): Promise<ReportUnlockOffer> => {
  if (level === 'full') return { kind: 'none' };
  const checkoutUrl = reportCheckoutUrl(subject, url);
  if (userId) {
    const voucher = await p.allowance.voucher(userId, VOUCHER_FOR[subject.type]);
    if (voucher) return { kind: 'voucher', priceLabel: 'FREE', buttonLabel: 'Redeem My Voucher' };
    if (membership) {
      const limit = effectiveReportLimit(membership);
      const remaining = Math.max(0, limit - membership.used);
      if (remaining > 0) return { kind: 'membership', remaining, limit, buttonLabel: 'Unlock Full Report' };
      const msg = allAccessLimitMessage({ limit, partner: p.partner });
      return { kind: 'limitReached', title: msg.title, message: msg.body, checkoutUrl, partnerLink: msg.partnerLink };
    }
  }
  return { kind: 'checkout', checkoutUrl, buttonLabel: 'Unlock Full Report' };
};

const noResultView = (subject: ReportSubject): ViewReportOutput['report'] => ({
  reportId: reportIdOf(subject),
  type: subject.type,
  subjectId: subject.id,
  accessLevel: 0,
  accessLevelName: 'noAccess',
  reportStatus: REPORT_STATUS.noResult,
  isOfflineOrder: true,
  isTeaser: true,
  title: '',
  subtitle: '',
  recordCounts: {},
  sections: [],
  notice: '',
  reportHistoryId: null,
  url: buildReportUrl({ id: subject.id, type: subject.type }),
  unlock: { kind: 'none' },
  isMonitored: false,
});

/**
 * Opens a report (000 sections 3 and 6, 002 section 9): reads the subject's records, decides the
 * access level, builds the report as sent (locked sections as counts only), and for a signed-in user
 * keeps it in the report history. A subject that is not in the records answers reportStatus noResult (3).
 */
export const makeViewReport =
  (p: ReportPorts) =>
  (raw: unknown, userId: string | null): ResultAsync<ViewReportOutput, ValidationError> =>
    parseInput(ViewReportInput, raw)
      .andThen((v) => parseInput(ReportSubjectInput, { type: v.type, id: v.id }))
      .asyncAndThen((subject) => viewSubject(p, subject, userId));

/** Builds the view of a known subject for a visitor (shared by the history route). */
export const viewSubject = (
  p: ReportPorts,
  subject: ReportSubject,
  userId: string | null,
): ResultAsync<ViewReportOutput, never> =>
  loadReportData(p.source, subject).andThen((report) =>
    ResultAsync.fromSafePromise(
      (async (): Promise<ViewReportOutput> => {
        if (!report) return { report: noResultView(subject) };
        const now = p.clock.now();
        const reportId = reportIdOf(subject);
        const [grants, membership] = userId
          ? await Promise.all([p.store.grants(userId, reportId), p.allowance.membership(userId, now)])
          : [[], null];
        const level = decideReportAccess({ signedIn: userId !== null, grants, membership, type: subject.type });
        const view = buildReportView({ subject, report, level, now });
        const url = reportUrlOf(subject, report);
        let reportHistoryId: number | null = null;
        let isMonitored = false;
        if (userId) {
          const pdfOrder = await p.store.pdfOrder(userId, reportId);
          await p.history.record(
            userId,
            {
              reportId,
              searchType: subject.type,
              criteria: historyCriteria(subject, report, now),
              title: view.title,
              subtitle: view.subtitle,
              url,
              isPdf: pdfOrder !== null,
            },
            now,
          );
          const row = await p.store.historyByReportId(userId, reportId);
          reportHistoryId = row?.id ?? null;
          isMonitored = await p.store.isMonitored(userId, reportId);
        }
        const unlock = await unlockOffer(p, subject, url, userId, membership, level);
        return { report: { ...view, reportHistoryId, url, unlock, isMonitored } };
      })(),
    ),
  );

const historyCriteria = (s: ReportSubject, r: ReportData, now: Date): Record<string, unknown> => {
  if (r.type !== 'background') return { id: s.id, type: s.type };
  const p = r.data.person;
  const current = r.data.addresses.find((a) => a.isCurrent) ?? r.data.addresses[0];
  return {
    id: s.id,
    type: s.type,
    firstName: p.firstName,
    middleName: p.middleName,
    lastName: p.lastName,
    city: current?.city ?? null,
    state: current?.state ?? null,
    age: reportAgeOn(p.birthDate, now),
  };
};

export const ReportOrderInput = z.object({
  orderItemId: z.union([z.string(), z.number()]).optional(),
  reportid: z
    .string({ error: 'Sorry, this report could not be found' })
    .min(1, 'Sorry, this report could not be found'),
});

/** A report id as the URL carries it: ours (`background-12`) or a report-history id. */
export const resolveReportRef = (
  p: ReportPorts,
  ref: string,
  userId: string,
): ResultAsync<ReportSubject, NotFoundError | ValidationError> => {
  const parsed = /^(background|phone|email|address)-(.+)$/.exec(ref);
  if (parsed) {
    return parseInput(ReportSubjectInput, { type: parsed[1], id: parsed[2] }).asyncAndThen((s) => okAsync(s));
  }
  if (!/^\d{1,15}$/.test(ref)) return errAsync(notFound('report'));
  return ResultAsync.fromSafePromise(p.store.historyItem(userId, Number(ref))).andThen((row) => {
    if (!row) return err(notFound('report'));
    const s = /^(background|phone|email|address)-(.+)$/.exec(row.reportId);
    return s ? parseInput(ReportSubjectInput, { type: s[1], id: s[2] }) : err(notFound('report'));
  });
};

/**
 * The report order lifecycle (000 section 7 reports/order; 002 section 9): reports are assembled
 * from the records at once, so a known subject is complete (2) and one the records do not hold is
 * noResult (3: nothing is charged). pending (1) is the state of an order being assembled.
 */
export const makeGetReportOrder =
  (p: ReportPorts) =>
  (
    raw: unknown,
    userId: string,
  ): ResultAsync<
    { reportStatus: number; isOfflineOrder: boolean; reportId: string },
    NotFoundError | ValidationError
  > =>
    parseInput(ReportOrderInput, raw).asyncAndThen((q) =>
      resolveReportRef(p, q.reportid, userId).andThen((subject) =>
        loadReportData(p.source, subject).map((data) => ({
          reportId: reportIdOf(subject),
          reportStatus: data ? REPORT_STATUS.complete : REPORT_STATUS.noResult,
          isOfflineOrder: data === null,
        })),
      ),
    );

/** Opens a report of the history by its id (GET /dashboard/api/reports/{id}). */
export const makeGetHistoryReport =
  (p: ReportPorts) =>
  (ref: string, userId: string): ResultAsync<ViewReportOutput, NotFoundError | ValidationError> =>
    resolveReportRef(p, ref, userId).andThen((s) => viewSubject(p, s, userId));
