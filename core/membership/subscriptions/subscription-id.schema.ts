import { z } from 'zod';

/** The body of POST subscription/resume and subscription/pause: the subscription and, to pause, the days (1-90). */
export const SubscriptionIdInput = z.object({
  subscriptionId: z.union([z.string(), z.number()], { error: 'A membership is required' }).transform(String),
  days: z.coerce.number().int().min(1).max(90).optional(),
});
