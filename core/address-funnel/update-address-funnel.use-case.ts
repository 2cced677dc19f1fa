import { err, ok, type Result } from 'neverthrow';
import type { Clock } from '../shared/clock.port.js';
import { type NotFoundError, notFound, type ValidationError } from '../shared/errors.js';
import { useCase } from '../shared/use-case.js';
import type { AddressFunnelRecord, AddressFunnels } from './address-funnel.port.js';
import { addressFunnelSavedUrl, addressFunnelView } from './address-funnel.rules.js';
import { UpdateAddressFunnelSchema } from './address-funnel.schema.js';
import { type AddressFunnelCaller, funnelOwner } from './address-funnel.steps.js';

/**
 * PUT address funnel update (002 section 7; payload ours, `UpdateAddressFunnelSchema`): saves the step
 * reached, the chosen use case, and completion, which fixes the saved address URL
 * (`addressFunnelSavedUrl`). A funnel that is absent or past its 24 hours is not found (404): the page
 * creates a new one from a search.
 */
export const makeUpdateAddressFunnel = (deps: { funnels: AddressFunnels; clock: Clock }) =>
  useCase(
    UpdateAddressFunnelSchema,
    async (
      input,
      caller: AddressFunnelCaller,
    ): Promise<Result<{ data: AddressFunnelRecord }, NotFoundError | ValidationError>> => {
      const owned = await funnelOwner(deps.funnels, caller);
      if (owned.isErr()) return err(owned.error);
      const owner = owned.value;
      const now = deps.clock.now();
      const { data } = addressFunnelView(await deps.funnels.find(owner), now);
      if (!data) return err(notFound('address funnel'));
      const completed = data.completed || input.completed === true;
      const saved = await deps.funnels.save(owner, {
        ...data,
        step: input.step ?? data.step,
        useCaseId: input.useCaseId ?? data.useCaseId,
        completed,
        savedAddressUrl: completed ? addressFunnelSavedUrl(data) : null,
        updatedAt: now,
      });
      return ok({ data: saved });
    },
  );
