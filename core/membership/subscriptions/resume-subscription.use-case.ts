import { err, ok, type Result } from 'neverthrow';
import type { ConflictError, NotFoundError } from '../../shared/errors.js';
import { useCase } from '../../shared/use-case.js';
import type { MembershipPorts } from '../membership-ports.port.js';
import { type SubscriptionView, subscriptionView } from './membership-views.rules.js';
import { resumeSubscription } from './subscription.rules.js';
import { findOwnedSubscription, saveSubscriptionChange } from './subscription.steps.js';
import { SubscriptionIdInput } from './subscription-id.schema.js';

/** POST subscription/resume (000 section 4 Resume, body subscriptionId). */
export const makeResumeSubscription = (deps: Pick<MembershipPorts, 'store' | 'clock'>) =>
  useCase(
    SubscriptionIdInput,
    async (
      input,
      userId: string,
    ): Promise<Result<{ subscription: SubscriptionView }, NotFoundError | ConflictError>> => {
      const found = await findOwnedSubscription(deps, userId, input.subscriptionId);
      if (found.isErr()) return err(found.error);
      const now = deps.clock.now();
      const next = resumeSubscription(found.value, now);
      if (next.isErr()) return err(next.error);
      const saved = await saveSubscriptionChange(deps, found.value, next.value, 'subscription.resumed');
      if (saved.isErr()) return err(saved.error);
      return ok({ subscription: subscriptionView(saved.value, 0, now) });
    },
  );
