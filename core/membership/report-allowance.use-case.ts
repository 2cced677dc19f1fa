import { err, ok, type Result } from 'neverthrow';
import type { MembershipPorts } from './checkout.use-case.js';
import { type ReportLimitReachedError, reportLimitReached } from './membership.errors.js';
import { OfferType } from './membership-catalog.rules.js';
import { allAccessLimitMessage, membershipReportLimit } from './report-limits.rules.js';
import { usagePeriodStart } from './subscription.rules.js';
import { activeSubscriptionOf } from './subscription.use-case.js';

/** Where members past the all-access limit are pointed (000 section 6 "a link to a partner service"). */
export const REPORT_PARTNER = { name: 'our partner search service', url: 'https://www.example.com/partner-search' };

/** The text shown when a non-all-access membership reaches its limit. */
export const REPORT_LIMIT_MESSAGE =
  'You have reached your monthly report limit. Your limit resets when your membership renews.';
/** No membership with access (none, expired, paused or payment pending). */
export const NO_MEMBERSHIP_MESSAGE = 'A membership is required to unlock this report.';

export type ReportAllowanceError = ReportLimitReachedError | { readonly type: 'Forbidden'; readonly message: string };

/** What a check answers: the figures of the current period. */
export interface ReportAllowanceStatus {
  subscriptionId: string;
  used: number;
  limit: number;
  remaining: number;
}

/**
 * `ReportAllowance` (issue 7, for the reports area): report unlocks count against the active membership's
 * monthly limit (000 section 6: by offer type, x3 quarterly, 10 for lifetime). `canUnlock` answers the figures
 * or why not (no membership; limit reached, with the all-access message and partner link for All Access);
 * `recordUnlock` counts one report once per period (unlocking the same report again is free).
 */
export interface ReportAllowance {
  canUnlock(userId: string): Promise<Result<ReportAllowanceStatus, ReportAllowanceError>>;
  recordUnlock(userId: string, reportId: string): Promise<Result<ReportAllowanceStatus, ReportAllowanceError>>;
}

export const makeReportAllowance = (deps: MembershipPorts): ReportAllowance => {
  const status = async (userId: string) => {
    const now = deps.clock.now();
    const sub = activeSubscriptionOf(await deps.store.listSubscriptions(userId), now);
    if (sub?.status !== 'active' || sub.isPaymentPending) return null;
    if (sub.expirationDate !== null && sub.expirationDate <= now) return null;
    const periodStart = usagePeriodStart(sub, now);
    const used = await deps.store.usageCount(sub.id, periodStart);
    const limit = sub.reportLimit ?? membershipReportLimit({ offerType: sub.offerType }) ?? 0;
    return { sub, periodStart, used, limit, now };
  };
  const limitError = (offerType: number, limit: number, used: number) =>
    reportLimitReached(
      limit,
      used,
      offerType === OfferType.allAccess
        ? allAccessLimitMessage({ limit, partner: REPORT_PARTNER }).body
        : REPORT_LIMIT_MESSAGE,
    );
  return {
    canUnlock: async (userId) => {
      const s = await status(userId);
      if (!s) return err({ type: 'Forbidden', message: NO_MEMBERSHIP_MESSAGE });
      if (s.used >= s.limit) return err(limitError(s.sub.offerType, s.limit, s.used));
      return ok({ subscriptionId: s.sub.id, used: s.used, limit: s.limit, remaining: s.limit - s.used });
    },
    recordUnlock: async (userId, reportId) => {
      const s = await status(userId);
      if (!s) return err({ type: 'Forbidden', message: NO_MEMBERSHIP_MESSAGE });
      if (s.used >= s.limit) return err(limitError(s.sub.offerType, s.limit, s.used));
      const outcome = await deps.store.recordUsage({
        userId,
        subscriptionId: s.sub.id,
        reportId,
        periodStart: s.periodStart,
        at: s.now,
        limit: s.limit,
      });
      // Another unlock took the last report between the count above and this write.
      if (outcome === 'limit') return err(limitError(s.sub.offerType, s.limit, s.limit));
      const used = s.used + (outcome === 'added' ? 1 : 0);
      return ok({ subscriptionId: s.sub.id, used, limit: s.limit, remaining: Math.max(0, s.limit - used) });
    },
  };
};
