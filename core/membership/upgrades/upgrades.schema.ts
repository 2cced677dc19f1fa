import { z } from 'zod';

/**
 * The upgrades view on the wire (GET /dashboard/api/upgrades, 000 section 3 "Upgrade on a subscription"):
 * the server builds it with core's rules and the browser reads it with these schemas.
 */

/** The account-level offer (000 section 4, 002 section 6), bought with the card on file. */
const AccountUpgradeOfferSchema = z.object({
  productSkuId: z.string(),
  productOfferId: z.string(),
  productMenuId: z.string(),
  name: z.string(),
  productDisplayName: z.string(),
  offerType: z.number().int().min(0),
  /** Cents. */
  price: z.number().int().min(0),
  termHours: z.number().nullable(),
  terms: z.string(),
  /**
   * The monthly report limit the plan gives (`effectiveReportLimit` of the plan's SKU: 000 section 6, 001
   * section 9, 002 section 9); 0 for a plan without a report allowance.
   */
  reportLimit: z.number().int().min(0),
});
export type AccountUpgradeOfferView = z.output<typeof AccountUpgradeOfferSchema>;

/** One upgrade or re-activation offered on a subscription (000 section 3 "Upgrade on a subscription"). */
const SubscriptionUpgradeSchema = AccountUpgradeOfferSchema.extend({
  subscriptionId: z.string(),
  kind: z.enum(['upgrade', 'reactivate']),
});
export type SubscriptionUpgradeView = z.output<typeof SubscriptionUpgradeSchema>;

/** The upgrades and the account-level offer of GET upgrades, as the browser checks them. */
export const UpgradeChoicesSchema = z.object({
  upgrades: z.array(SubscriptionUpgradeSchema),
  accountOffer: AccountUpgradeOfferSchema.nullable(),
});
