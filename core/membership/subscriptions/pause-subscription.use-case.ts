import { err, ok, type Result } from 'neverthrow';
import { addDays } from '../../shared/date.rules.js';
import type { ConflictError, NotFoundError } from '../../shared/errors.js';
import { useCase } from '../../shared/use-case.js';
import type { MembershipPorts } from '../membership-ports.port.js';
import { type SubscriptionView, subscriptionView } from './membership-views.rules.js';
import { DEFAULT_PAUSE_DAYS, pauseSubscription } from './subscription.rules.js';
import { findOwnedSubscription, saveSubscriptionChange } from './subscription.steps.js';
import { SubscriptionIdInput } from './subscription-id.schema.js';

/** POST subscription/pause (body subscriptionId, optional days, default 30): our addition so members can pause. */
export const makePauseSubscription = (deps: Pick<MembershipPorts, 'store' | 'clock'>) =>
  useCase(
    SubscriptionIdInput,
    async (
      input,
      userId: string,
    ): Promise<Result<{ subscription: SubscriptionView }, NotFoundError | ConflictError>> => {
      const found = await findOwnedSubscription(deps, userId, input.subscriptionId);
      if (found.isErr()) return err(found.error);
      const now = deps.clock.now();
      const resume = addDays(now, input.days ?? DEFAULT_PAUSE_DAYS);
      const next = pauseSubscription(found.value, now, resume);
      if (next.isErr()) return err(next.error);
      const saved = await saveSubscriptionChange(deps, found.value, next.value, 'subscription.paused', {
        resumeDate: resume.toISOString(),
      });
      if (saved.isErr()) return err(saved.error);
      return ok({ subscription: subscriptionView(saved.value, 0, now) });
    },
  );
