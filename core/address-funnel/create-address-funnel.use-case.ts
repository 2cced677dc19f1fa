import { err, type Result } from 'neverthrow';
import type { RateLimitedError } from '../accounts/accounts.errors.js';
import { anonymousWriteChecks } from '../accounts/anonymous-writes.rules.js';
import { consumeLimits } from '../accounts/rate-limit.steps.js';
import type { RateLimiter } from '../accounts/rate-limiter.port.js';
import type { Clock } from '../shared/clock.port.js';
import type { ValidationError } from '../shared/errors.js';
import { useCase } from '../shared/use-case.js';
import type { AddressFunnelRecord, AddressFunnels } from './address-funnel.port.js';
import { CreateAddressFunnelSchema } from './address-funnel.schema.js';
import { type AddressFunnelCaller, funnelOwner } from './address-funnel.steps.js';

/**
 * POST address funnel create (002 section 7: PropertyId, SearchCriteria; 002 section 4 "Absent: create one
 * from the property details"): a new funnel at records, replacing the caller's earlier one (a new search
 * starts over). PropertyId is 0 when the address preview failed. A new visitor cookie makes a new row,
 * so creating counts against the client address's budget (docs/decisions/0094): 429 past it, nothing
 * stored. Updating changes the caller's one row and is not counted.
 */
export const makeCreateAddressFunnel = (deps: { funnels: AddressFunnels; clock: Clock; limiter: RateLimiter }) =>
  useCase(
    CreateAddressFunnelSchema,
    async (
      input,
      caller: AddressFunnelCaller,
      client: { readonly ip: string },
    ): Promise<Result<{ data: AddressFunnelRecord }, ValidationError | RateLimitedError>> => {
      const now = deps.clock.now();
      const limited = await consumeLimits(deps.limiter, anonymousWriteChecks('addressFunnels', client.ip), now);
      if (limited) return err(limited);
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
    },
  );
