import { z } from 'zod';
import type { Clock } from '../shared/clock.port.js';
import { useCase } from '../shared/use-case.js';
import type { AddressFunnels } from './address-funnel.port.js';
import { addressFunnelView } from './address-funnel.rules.js';
import { funnelOwner } from './address-funnel.steps.js';

/**
 * GET address funnel by user (002 section 7: "data with completed"; 002 section 4): the caller's funnel,
 * absent once older than 24 hours, with what the page does next (`addressFunnelResume`): completed ->
 * redirect to the saved address URL; absent -> create; incomplete -> resume at its step.
 */
export const makeGetAddressFunnel = (deps: { funnels: AddressFunnels; clock: Clock }) =>
  useCase(z.unknown(), async (_input, caller: { userId: string | null; visitorId: string | null }) =>
    (await funnelOwner(deps.funnels, caller)).asyncMap(async (owner) =>
      addressFunnelView(await deps.funnels.find(owner), deps.clock.now()),
    ),
  );
