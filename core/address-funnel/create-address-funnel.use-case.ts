import type { Clock } from '../shared/clock.port.js';
import { useCase } from '../shared/use-case.js';
import type { AddressFunnels } from './address-funnel.port.js';
import { CreateAddressFunnelSchema } from './address-funnel.schema.js';
import { type AddressFunnelCaller, funnelOwner } from './address-funnel.steps.js';

/**
 * POST address funnel create (002 section 7: PropertyId, SearchCriteria; 002 section 4 "Absent: create one
 * from the property details"): a new funnel at records, replacing the caller's earlier one (a new search
 * starts over). PropertyId is 0 when the address preview failed.
 */
export const makeCreateAddressFunnel = (deps: { funnels: AddressFunnels; clock: Clock }) =>
  useCase(CreateAddressFunnelSchema, async (input, caller: AddressFunnelCaller) => {
    const now = deps.clock.now();
    return (await funnelOwner(deps.funnels, caller)).asyncMap(async (owner) => ({
      data: await deps.funnels.save(owner, {
        propertyId: input.PropertyId,
        searchCriteria: input.SearchCriteria,
        step: 'records',
        useCaseId: null,
        completed: false,
        savedAddressUrl: null,
        createdAt: now,
        updatedAt: now,
      }),
    }));
  });
