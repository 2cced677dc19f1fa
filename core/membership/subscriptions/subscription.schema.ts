import { z } from 'zod';

/**
 * A subscription's role (Spec 000 §3 Subscription.role). Money in integer cents (renewalPrice,
 * cancellationPrice); dates as ISO-8601 strings or null.
 */
const SubscriptionRoleSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  offerType: z.number().int().min(0),
  isActive: z.boolean(),
  willRenew: z.boolean(),
  expirationDate: z.string().nullable(),
  renewalPrice: z.number().int().nullable(),
  renewalTermHours: z.number().nullable(),
  cancellationPrice: z.number().int().nullable(),
  isPaused: z.boolean(),
  pauseDate: z.string().nullable(),
  resumeDate: z.string().nullable(),
  backgroundReportCount: z.number().int().min(0),
  backgroundReportLimit: z.number().int().min(0).nullable(),
  backgroundSearchCount: z.number().int().min(0),
  hasReachedBackgroundReportLimit: z.boolean(),
  orderFlags: z.number().int().min(0),
});
/** Spec 000 §3 Subscription.role. */
export type SubscriptionRole = z.output<typeof SubscriptionRoleSchema>;

/** A subscription (Spec 000 §3 Subscription). */
export const SubscriptionSchema = z.object({
  id: z.union([z.string(), z.number()]),
  subscriptionId: z.union([z.string(), z.number()]),
  isPaymentPending: z.boolean(),
  role: SubscriptionRoleSchema,
});
/** Spec 000 §3 Subscription. */
export type Subscription = z.output<typeof SubscriptionSchema>;

/**
 * A membership offer (Spec 000 §3 Membership offer): name, productDisplayName, offerType, flag (offer bit
 * flags, 002 §9), isDashboardUpgrade, productOfferId, productSkuId, productMenuId, couponId.
 */
export const MembershipOfferSchema = z.object({
  name: z.string(),
  productDisplayName: z.string(),
  offerType: z.number().int().min(0),
  flag: z.number().int().min(0),
  isDashboardUpgrade: z.boolean(),
  productOfferId: z.union([z.string(), z.number()]),
  productSkuId: z.union([z.string(), z.number()]),
  productMenuId: z.union([z.string(), z.number()]),
  couponId: z.union([z.string(), z.number()]).nullable(),
});
/** Spec 000 §3 Membership offer. */
export type MembershipOffer = z.output<typeof MembershipOfferSchema>;
