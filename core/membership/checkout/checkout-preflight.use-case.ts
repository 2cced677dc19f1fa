import { okAsync } from 'neverthrow';
import { useCase } from '../../shared/use-case.js';
import type { MembershipPorts } from '../membership-ports.port.js';
import { makeCheckoutFormSchema } from './checkout.schema.js';

/**
 * Checks a checkout form before anything happens (the order and the card, with the checkout's own
 * schemas), so that a sign-up inside the checkout is not made for a form the checkout would refuse.
 */
export const makeCheckoutPreflight = (deps: Pick<MembershipPorts, 'clock'>) =>
  useCase(
    () => makeCheckoutFormSchema(deps.clock.now()),
    () => okAsync(true as const),
  );
