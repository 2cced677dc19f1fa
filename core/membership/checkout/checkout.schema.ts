import { z } from 'zod';
import { makeCheckoutCardSchema } from '../../billing/checkout-card.schema.js';

const criteriaValue = z.union([z.string().max(200), z.number()]).optional();

/** The checkout form (002 section 3 Checkout state, section 7 silent checkout payload), without the card. */
const CheckoutOrderSchema = z.object({
  idempotencyKey: z
    .string({ error: 'A checkout key is required' })
    .regex(/^[A-Za-z0-9_:-]{8,100}$/, { error: 'A checkout key is required' }),
  productMenuId: z.string().max(100).optional(),
  productMenuName: z.string().max(100).optional(),
  productOfferId: z.string({ error: 'Please choose an offer' }).min(1, { error: 'Please choose an offer' }).max(100),
  productSkuId: z.string().max(100).optional(),
  criteria: z.record(z.string(), criteriaValue).optional(),
  redirect: z.string().max(500).optional(),
});

/**
 * The whole checkout form at `now`: the order and the card (the core checkout-card schema under `card`,
 * so its messages arrive keyed `card.creditCardNo`, ... as the browser shows them). A missing card is
 * checked as an empty one, so each of its fields says what is missing.
 */
export const makeCheckoutFormSchema = (now: Date) =>
  CheckoutOrderSchema.extend({ card: z.preprocess((v) => v ?? {}, makeCheckoutCardSchema(now)) });
export type CheckoutForm = z.output<ReturnType<typeof makeCheckoutFormSchema>>;

/**
 * The silent checkout (002 section 7 "silent background checkout"; 000 section 7 "silent checkout
 * submits"): a signed-in buyer pays with the card on file, so there is no card in the form. The spec's
 * payload is `checkoutType, productMenuName or productMenuId, productOfferId, productSkuName or
 * productSkuId, selectedProductSkuIds, appliedCoupons, upgradeCouponId, hasVoucher, criteria`. Ours adds the
 * idempotency key (one per confirmation, as the checkout's) and `termsAccepted` (000 section 5: terms
 * accepted when terms exist, checked by the server too). Coupons are accepted on the wire and ignored: the
 * price is always the catalog SKU's, never one the browser names.
 */
export const SilentCheckoutSchema = CheckoutOrderSchema.extend({
  checkoutType: z.string({ error: 'Please choose what to buy' }).min(1).max(40),
  productSkuName: z.string().max(100).optional(),
  selectedProductSkuIds: z.array(z.string().max(100)).max(10).optional(),
  appliedCoupons: z.array(z.string().max(100)).max(10).optional(),
  upgradeCouponId: z.string().max(100).nullish(),
  hasVoucher: z.boolean().default(false),
  termsAccepted: z.boolean().default(false),
});
export type SilentCheckoutForm = z.output<typeof SilentCheckoutSchema>;
