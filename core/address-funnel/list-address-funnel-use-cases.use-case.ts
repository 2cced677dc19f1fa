import { ok } from 'neverthrow';
import { z } from 'zod';
import { useCase } from '../shared/use-case.js';
import { addressFunnelUseCases } from './address-funnel-use-cases.rules.js';

/** GET use cases for the address funnel (002 section 7): the list, the fixed nine when there is none. */
export const makeListAddressFunnelUseCases = () =>
  useCase(z.unknown(), () => Promise.resolve(ok({ list: addressFunnelUseCases(null) })));
