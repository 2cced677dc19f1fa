import type { ReportEntitlements } from '../../shared/reports/report-unlock.port.js';
import { makeFindAddOn } from '../checkout/add-on-purchase.provider.js';
import type { MembershipPorts } from '../membership-ports.port.js';
import { comprehensiveReportOfferSku } from '../offers/comprehensive-report-offers.rules.js';
import { activeSubscriptionOf, usagePeriodStart } from '../subscriptions/subscription.rules.js';

/** Where members past the all-access limit are pointed (000 section 6 "a link to a partner service"). */
export const REPORT_PARTNER = { name: 'our partner search service', url: 'https://www.example.com/partner-search' };

/** The store's atomic answer for one unlock, mapped one to one onto the reports area's words. */
const CONSUME_OUTCOME = {
  added: 'consumed',
  already: 'alreadyCounted',
  limit: 'limitReached',
} as const satisfies Record<
  Awaited<ReturnType<MembershipPorts['store']['recordUsage']>>,
  Awaited<ReturnType<ReportEntitlements['consume']>>
>;

/**
 * The report allowance (000 section 6): what the reports area may take from a membership, on the
 * memberships area's ports. A member's unlocks count against the active membership's monthly limit
 * (by offer type, x3 quarterly, 10 for lifetime; the limit itself is applied by the reports area with
 * `membershipReportLimit`). `consume` is one atomic step of the store (count and write under the
 * subscription's row lock), so parallel unlocks can never take more than the limit; its answer is passed
 * on as it is: `added` -> consumed, `already` -> alreadyCounted, `limit` -> limitReached.
 * Vouchers, the card on file for add-ons and the additional-cost unlock at the limit (the comprehensive-
 * report special offer of the membership, `comprehensiveReportOfferSku`, priced by the catalog) come from
 * the same ports.
 */
export const makeReportAllowance = (m: Pick<MembershipPorts, 'store' | 'wallet' | 'catalog'>): ReportEntitlements => ({
  async membership(userId, at) {
    const sub = activeSubscriptionOf(await m.store.listSubscriptions(userId), at);
    if (sub?.status !== 'active' || sub.isPaymentPending) return null;
    if (sub.expirationDate !== null && sub.expirationDate <= at) return null;
    const periodStart = usagePeriodStart(sub, at);
    return {
      subscriptionId: sub.id,
      name: sub.name,
      offerType: sub.offerType,
      reportLimit: sub.reportLimit,
      used: await m.store.usageCount(sub.id, periodStart),
      periodStart,
    };
  },
  // A report unlocked before is held through its grant and never comes here again.
  consume: async (input) => CONSUME_OUTCOME[await m.store.recordUsage(input)],
  async voucher(userId, voucherType) {
    const v = (await m.store.listVouchers(userId)).find((x) => x.claimedAt === null && x.voucherType === voucherType);
    return v ? { id: v.id, voucherType: v.voucherType } : null;
  },
  claimVoucher: (userId, voucherId, reportId, at) => m.store.claimVoucher(userId, voucherId, at, reportId),
  async cardOnFile(userId) {
    const c = await m.wallet.defaultCard(userId);
    if (!c) return null;
    return { brand: c.brand, last4: c.last4, expMonth: c.expMonth, expYear: c.expYear };
  },
  additionalReportOffer: (membership) => makeFindAddOn(m)(comprehensiveReportOfferSku(membership)),
});
