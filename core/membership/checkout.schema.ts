import { z } from 'zod';
import { makeCheckoutCardSchema } from '../billing/checkout-card.schema.js';

const criteriaValue = z.union([z.string().max(200), z.number()]).optional();

/** The checkout form (002 section 3 Checkout state, section 7 silent checkout payload), without the card. */
export const CheckoutOrderSchema = z.object({
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
