import { membershipKindsFromName } from '../catalog/membership-catalog.rules.js';
import { membershipReportLimit, type ReportUsage, reportUsage } from './report-limits.rules.js';

/** What the effective report limit reads from a membership (a subscription, a role on the wire, the reports area's view). */
export interface ReportLimitHolder {
  /** The membership's own monthly limit, when it has one (000 section 3 backgroundReportLimit). */
  readonly reportLimit: number | null;
  readonly offerType: number;
  /** The membership name: "All Access Lifetime Membership" has the lifetime limit whatever its offer type. */
  readonly name: string;
  /** The plan period in months when known (quarterly plans count three times the limit). */
  readonly planPeriodMonths?: number | null | undefined;
}

/**
 * The monthly report limit that applies to a membership (000 section 6, 001 section 9, 002 section 9):
 * the membership's own limit when it has one; else the plan's limit for its offer type
 * ({@link membershipReportLimit}: 10 a month for All Access Lifetime, three times for quarterly plans);
 * else 0 (a membership without a report allowance unlocks nothing). Never negative.
 */
export const effectiveReportLimit = (m: ReportLimitHolder): number =>
  m.reportLimit ??
  membershipReportLimit({
    offerType: m.offerType,
    planPeriodMonths: m.planPeriodMonths ?? null,
    isAllAccessLifetime: membershipKindsFromName(m.name).allAccessLifetime,
  }) ??
  0;

/**
 * Usage of one subscription (Spec 000 §3 backgroundReportCount / backgroundReportLimit; §6 limits): the
 * reports used against the {@link effectiveReportLimit} of the role (its own limit when the server sent
 * one, else the plan's for its offer type and plan period, 10 a month for All Access Lifetime, else 0).
 */
export const subscriptionReportUsage = (input: {
  role: { name: string; offerType: number; backgroundReportCount: number; backgroundReportLimit: number | null };
  planPeriodMonths?: number | null;
}): ReportUsage =>
  reportUsage(
    input.role.backgroundReportCount,
    effectiveReportLimit({
      reportLimit: input.role.backgroundReportLimit,
      offerType: input.role.offerType,
      name: input.role.name,
      planPeriodMonths: input.planPeriodMonths ?? null,
    }),
  );
