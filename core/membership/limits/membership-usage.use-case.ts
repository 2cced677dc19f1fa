import { ResultAsync } from 'neverthrow';
import { SignedInUser, useCase } from '../../shared/use-case.js';
import type { MembershipPorts } from '../membership-ports.port.js';
import { activeSubscriptionOf, usagePeriodStart } from '../subscriptions/subscription.rules.js';
import { effectiveReportLimit } from './effective-report-limit.rules.js';
import { type ReportUsage, reportUsage } from './report-limits.rules.js';

/** The usage of the active membership on the wire. */
export interface MembershipUsageView extends ReportUsage {
  subscriptionId: string;
  name: string;
  periodStart: string;
  periodEnd: string | null;
}

/** GET membership/usage (the Membership Usage page and gauge, 000 sections 2, 9). */
export const makeMembershipUsage = (deps: Pick<MembershipPorts, 'store' | 'clock'>) =>
  useCase(SignedInUser, (userId) =>
    ResultAsync.fromSafePromise(
      (async (): Promise<{ usage: MembershipUsageView | null }> => {
        const now = deps.clock.now();
        const active = activeSubscriptionOf(await deps.store.listSubscriptions(userId), now);
        if (!active) return { usage: null };
        const used = await deps.store.usageCount(active.id, usagePeriodStart(active, now));
        return {
          usage: {
            subscriptionId: active.id,
            name: active.name,
            periodStart: usagePeriodStart(active, now).toISOString(),
            periodEnd: active.expirationDate?.toISOString() ?? null,
            ...reportUsage(used, effectiveReportLimit(active)),
          },
        };
      })(),
    ),
  );
