import { err, ok, type Result } from 'neverthrow';
import { z } from 'zod';
import type { ConflictError, NotFoundError } from '../../shared/errors.js';
import { useCase } from '../../shared/use-case.js';
import type { MembershipPorts } from '../membership-ports.port.js';
import { cancelSubscription } from '../subscriptions/subscription.rules.js';
import { findOwnedSubscription, saveSubscriptionChange } from '../subscriptions/subscription.steps.js';

const CancelInput = z.object({
  subscriptionSummary: z
    .array(
      z.object({ key: z.union([z.string(), z.number()]).transform(String), value: z.string().max(200).optional() }),
      {
        error: 'Please choose a membership to cancel',
      },
    )
    .min(1, { error: 'Please choose a membership to cancel' })
    .max(20),
});

/**
 * POST subscription/cancel (000 section 7: subscriptionSummary [{ key: subscription id, value: name }]):
 * each listed subscription stops renewing; access continues to the end of the paid period.
 */
export const makeCancelSubscriptions = (deps: Pick<MembershipPorts, 'store' | 'clock'>) =>
  useCase(
    CancelInput,
    async (input, userId: string): Promise<Result<{ cancelled: string[] }, NotFoundError | ConflictError>> => {
      const cancelled: string[] = [];
      for (const { key } of input.subscriptionSummary) {
        const now = deps.clock.now();
        const found = await findOwnedSubscription(deps, userId, key);
        if (found.isErr()) return err(found.error);
        const next = cancelSubscription(found.value, now);
        if (next.isErr()) return err(next.error);
        const saved = await saveSubscriptionChange(deps, found.value, next.value, 'subscription.cancelled', {
          expirationDate: next.value.expirationDate?.toISOString() ?? null,
        });
        if (saved.isErr()) return err(saved.error);
        cancelled.push(key);
      }
      return ok({ cancelled });
    },
  );
