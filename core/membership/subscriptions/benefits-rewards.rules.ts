import { OfferType } from '../catalog/membership-catalog.rules.js';
import { renewalPriceLabel } from '../catalog/renewal-label.rules.js';
import type { SubscriptionView } from './membership-views.rules.js';
import type { ProductSkuView } from './product-offer-view.schema.js';
import { isRewardsMembership } from './rewards-membership.rules.js';

/**
 * /dashboard/benefits-rewards (000 sections 2 and 6: "Rewards members can access the benefits page").
 * What a Rewards membership includes here is what our catalog sells: its report allowance and its price.
 * The spec's fuller list of Rewards benefits (savings club, gift cards, $1 reports...) is not part of
 * this product, so it is never shown (docs/decisions/0081).
 */
export type BenefitsRewardsView =
  | {
      readonly kind: 'member';
      readonly membershipName: string;
      readonly lines: readonly string[];
    }
  | {
      readonly kind: 'offer';
      /** The Rewards offer of the catalog, or null when none is on sale. */
      readonly offer: { readonly name: string; readonly lines: readonly string[]; readonly terms: string } | null;
      /** How to get it: the upgrade lives on Your Account. */
      readonly howTo: string;
      readonly howToHref: string;
    };

/** The text telling a non-member how to get Rewards (our copy). */
export const REWARDS_HOW_TO = 'Upgrade to the Rewards Membership from Your Account.';

const reportsLine = (limit: number | null): string | null =>
  limit === null ? null : `Up to ${limit.toLocaleString('en-US')} unlocked reports per membership period.`;

const entitlementReports = (sku: ProductSkuView): number | null => {
  const e = sku.entitlements.find((x) => x.name === 'Number of Reports');
  const n = e ? Number(e.value) : Number.NaN;
  return Number.isFinite(n) && n > 0 ? n : null;
};

/**
 * The benefits page for this member (000 section 6): a Rewards member (an active Rewards subscription,
 * by offer type or name) sees what the membership includes; anyone else sees the Rewards offer of the
 * catalog (`rewardsSkus`: the SKUs on sale, any offer type) and how to get it.
 */
export const benefitsRewardsView = (input: {
  subscriptions: readonly SubscriptionView[];
  rewardsSkus: readonly (ProductSkuView & { offerTerms?: string })[];
}): BenefitsRewardsView => {
  const sub = input.subscriptions.find((s) => s.role.isActive && isRewardsMembership(s.role));
  if (sub) {
    const lines = [
      reportsLine(sub.role.backgroundReportLimit),
      `Reports used this period: ${sub.role.backgroundReportCount.toLocaleString('en-US')}.`,
      sub.role.willRenew && sub.role.renewalPrice !== null
        ? `Renews at ${renewalPriceLabel(sub.role.renewalPrice, sub.role.renewalTermHours)} until you cancel.`
        : 'Does not renew.',
    ].filter((l): l is string => l !== null);
    return { kind: 'member', membershipName: sub.role.name, lines };
  }
  const sku = input.rewardsSkus.find((s) => s.offerType === OfferType.rewards) ?? null;
  const offer = sku
    ? {
        name: sku.productDisplayName || sku.name,
        lines: [
          reportsLine(entitlementReports(sku)),
          `${renewalPriceLabel(sku.price, sku.termHours)}, renewing until you cancel.`,
        ].filter((l): l is string => l !== null),
        terms: sku.terms,
      }
    : null;
  return { kind: 'offer', offer, howTo: REWARDS_HOW_TO, howToHref: '/dashboard/account' };
};
