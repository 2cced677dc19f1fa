import { z } from 'zod';

/**
 * What Cancel Membership does on one subscription, on the wire (000 section 4 Cancel flow): part of each
 * subscription of GET /dashboard/api/membership. The server builds it with `subscriptionCancelView`
 * (core/membership/cancellation/cancel-flow.rules.ts); the browser reads it with this schema and follows it with the
 * cancel-press machine (core/membership/cancellation/cancel-press.machine.ts), deciding nothing itself.
 */

/** A notice shown instead of the cancel modal (mobile-store members, All Access Lifetime). */
const CancelNoticeSchema = z.object({ title: z.string(), text: z.string() });
export type CancelNotice = z.output<typeof CancelNoticeSchema>;

/** What pressing Cancel Membership does first. */
const CancelPressSchema = z.discriminatedUnion('type', [
  /** A notice, no modal. */
  z.object({ type: z.literal('notice'), notice: CancelNoticeSchema }),
  /** The cancel modal opens. */
  z.object({ type: z.literal('cancelModal') }),
  /** The retention facts are asked (exit-survey flag, monthly cap): the retention flow or the cancel modal. */
  z.object({ type: z.literal('retentionCheck') }),
]);
export type CancelPress = z.output<typeof CancelPressSchema>;

/** The cancel modal's context (the panels it leads to: 000 section 4 Cancel-membership modal panels). */
const CancelModalContextSchema = z.object({
  isPaymentPending: z.boolean(),
  isRewards: z.boolean(),
  discountOfferShown: z.boolean(),
});

/** Cancel Membership on one subscription. */
export const SubscriptionCancelSchema = z.object({
  /** Whether the subscription shows Cancel Membership. */
  shown: z.boolean(),
  press: CancelPressSchema,
  modal: CancelModalContextSchema,
});
export type SubscriptionCancelView = z.output<typeof SubscriptionCancelSchema>;
