import { membershipKindsFromName, OfferType } from '../catalog/membership-catalog.rules.js';
import { isRewardsMembership } from '../subscriptions/rewards-membership.rules.js';

/**
 * The comprehensive-report special offers (002 section 9: "Comprehensive report special offers $100, $195,
 * $395"; docs/decisions/0083). The spec's figures are read as the catalog's unit, cents: $1.00, $1.95 and
 * $3.95 (the catalog stores $4.95 as 495, and Rewards members' benefit is "$1 Comprehensive", 000 section 9).
 * They are the "additional-cost unlock option" a member gets on reaching the month's report limit (000
 * section 6): one comprehensive report, bought once, that does not count against the limit. The prices are
 * the catalog's (core/membership/catalog/product-catalog.rules.ts); this rule picks the SKU a membership is offered.
 */
export const COMPREHENSIVE_REPORT_OFFER_SKUS = {
  /** Rewards members: "$1 Comprehensive" (000 section 9). */
  rewards: 'comprehensive-report-rewards',
  /** All Access and All Access Lifetime members: their plan is the premium-report plan. */
  allAccess: 'comprehensive-report-all-access',
  /** Every other membership with a monthly report limit. */
  member: 'comprehensive-report-member',
} as const;

/** The SKU of the comprehensive-report special offer for a membership, by its offer type and name. */
export const comprehensiveReportOfferSku = (m: { offerType: number; name: string }): string => {
  if (isRewardsMembership(m)) return COMPREHENSIVE_REPORT_OFFER_SKUS.rewards;
  if (m.offerType === OfferType.allAccess || membershipKindsFromName(m.name).allAccessLifetime)
    return COMPREHENSIVE_REPORT_OFFER_SKUS.allAccess;
  return COMPREHENSIVE_REPORT_OFFER_SKUS.member;
};
