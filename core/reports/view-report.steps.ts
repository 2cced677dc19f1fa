import { err, errAsync, okAsync, ResultAsync } from 'neverthrow';
import { effectiveReportLimit } from '../membership/limits/effective-report-limit.rules.js';
import { allAccessLimitMessage } from '../membership/limits/report-limits.rules.js';
import { buildReportUrl } from '../search/search-url.rules.js';
import { type NotFoundError, notFound, parseInput, type ValidationError } from '../shared/errors.js';
import type { ReportAccessLevelName } from '../shared/reports/access-level.rules.js';
import { type ReportSubject, ReportSubjectInput, reportIdOf } from '../shared/reports/report-contents.schema.js';
import type { ReportData, ReportSource } from '../shared/reports/report-source.port.js';
import type { ReportMembership } from '../shared/reports/report-unlock.port.js';
import { newItemRefs, snapshotOf } from './monitoring-changes.rules.js';
import {
  decideReportAccess,
  mayMonitorReport,
  REPORT_VOUCHER_FOR,
  type ReportUnlockOffer,
  reportCheckoutUrl,
  reportUrlOf,
} from './report-access.rules.js';
import type { ReportPorts } from './report-ports.port.js';
import { REPORT_STATUS } from './report-status.rules.js';
import { buildReportView, type ReportView } from './report-view.rules.js';
import { reportAgeOn } from './report-view-format.rules.js';

/** Steps the report use cases share: load a subject's records, build its view for a visitor, resolve a report link. */

/** Loads the contents of a subject from the records; `viewerId` (signed-in viewer) for an address report's saved mark. */
export const loadReportData = (
  source: ReportSource,
  s: ReportSubject,
  viewerId: string | null = null,
): ResultAsync<ReportData | null, never> =>
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
          const data = await source.address(Number(s.id), viewerId);
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
    /** Whether the viewer may turn monitoring on ({@link mayMonitorReport}): a member holding it in full. */
    readonly canMonitor: boolean;
  };
};

/**
 * The message of a member at the month's limit (000 section 6) with its additional-cost unlock, the
 * comprehensive-report special offer of the plan (docs/decisions/0083): the same for the report page's
 * offer and for an unlock refused at the limit.
 */
export const limitReachedMessage = async (
  p: Pick<ReportPorts, 'allowance' | 'partner'>,
  membership: ReportMembership,
  limit: number,
) => {
  const extra = await p.allowance.additionalReportOffer(membership);
  const msg = allAccessLimitMessage({
    limit,
    planName: membership.name,
    unlockPriceCents: extra?.priceCents ?? null,
    partner: p.partner,
  });
  return { msg, extra };
};

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
    const voucher = await p.allowance.voucher(userId, REPORT_VOUCHER_FOR[subject.type]);
    if (voucher) return { kind: 'voucher', priceLabel: 'FREE', buttonLabel: 'Redeem My Voucher' };
    if (membership) {
      const limit = effectiveReportLimit(membership);
      const remaining = Math.max(0, limit - membership.used);
      if (remaining > 0) return { kind: 'membership', remaining, limit, buttonLabel: 'Unlock Full Report' };
      const { msg, extra } = await limitReachedMessage(p, membership, limit);
      return {
        kind: 'limitReached',
        title: msg.title,
        message: msg.body,
        checkoutUrl,
        partnerLink: msg.partnerLink,
        unlock: extra ? { label: msg.unlock.label, priceCents: extra.priceCents, terms: extra.terms } : null,
      };
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
  canMonitor: false,
});

/**
 * A person who opted out has no report: the fact gate (core/fact-gate/fact-gate.steps.ts) answers their
 * background report not found, before any record is read.
 */
export const unlessSuppressed = (p: Pick<ReportPorts, 'gate'>, s: ReportSubject): ResultAsync<void, NotFoundError> =>
  ResultAsync.fromSafePromise(
    s.type === 'background' && /^\d{1,15}$/.test(s.id)
      ? p.gate.hiddenAmong([Number(s.id)])
      : Promise.resolve(new Set<number>()),
  ).andThen((hidden) => (hidden.size > 0 ? errAsync(notFound('report')) : okAsync(undefined)));

/** Builds the view of a known subject for a visitor (shared by the history route). */
export const viewSubject = (
  p: ReportPorts,
  subject: ReportSubject,
  userId: string | null,
): ResultAsync<ViewReportOutput, never> =>
  loadReportData(p.source, subject, userId).andThen((report) =>
    ResultAsync.fromSafePromise(
      (async (): Promise<ViewReportOutput> => {
        if (!report) return { report: noResultView(subject) };
        const now = p.clock.now();
        const reportId = reportIdOf(subject);
        const [grants, membership, standing, comparables] = await Promise.all([
          userId ? p.store.grants(userId, reportId) : [],
          userId ? p.allowance.membership(userId, now) : null,
          report.type === 'address' ? p.propertyAccess.standing(userId, now) : null,
          report.type === 'address' ? p.comparables() : false,
        ]);
        const level = decideReportAccess({ signedIn: userId !== null, grants, membership, type: subject.type });
        let view = buildReportView({
          subject,
          report,
          level,
          now,
          ...(standing ? { address: { comparables, standing } } : {}),
        });
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
          const marked = await monitoringMarks(p, userId, reportId, report, view, isMonitored, level, now);
          isMonitored = marked.isMonitored;
          view = marked.view;
        }
        const unlock = await unlockOffer(p, subject, url, userId, membership, level);
        const canMonitor = userId !== null && mayMonitorReport(level);
        return { report: { ...view, reportHistoryId, url, unlock, isMonitored, canMonitor } };
      })(),
    ),
  );

/**
 * Report monitoring on a member's view (docs/decisions/0071): a background report the member opens in
 * full is monitored automatically when the member's preferences say so (its facts now are the baseline);
 * the facts that an unseen alert of a monitored report names are marked `isNew`, and viewing the report
 * marks those alerts seen (the view that shows the marks is the member seeing them).
 */
const monitoringMarks = async (
  p: ReportPorts,
  userId: string,
  reportId: string,
  report: ReportData,
  view: ReportView,
  isMonitored: boolean,
  level: ReportAccessLevelName,
  now: Date,
): Promise<{ view: ReportView; isMonitored: boolean }> => {
  if (!isMonitored) {
    if (report.type !== 'background' || level !== 'full') return { view, isMonitored };
    if (!(await p.monitoring.autoMonitor(userId, reportId, now))) return { view, isMonitored };
    await p.monitoring.putSnapshot(userId, reportId, snapshotOf(report), now);
    return { view, isMonitored: true };
  }
  const unseen = await p.monitoring.unseenAlerts(userId, reportId);
  if (unseen.length === 0) return { view, isMonitored };
  // The member sees them now: this view carries the marks, the badge and the unseen filter drop them.
  await p.monitoring.markSeen(userId, { reportId }, now);
  const refs = newItemRefs(
    snapshotOf(report),
    unseen.flatMap((a) => a.changes),
  );
  if (refs.size === 0) return { view, isMonitored };
  return {
    isMonitored,
    view: {
      ...view,
      sections: view.sections.map((s) => ({
        ...s,
        items: s.items.map((i) => (refs.has(i.recordRef) ? { ...i, isNew: true as const } : i)),
      })),
    },
  };
};

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
