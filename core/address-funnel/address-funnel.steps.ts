import { err, ok, type Result } from 'neverthrow';
import { type ValidationError, validationError } from '../shared/errors.js';
import type { AddressFunnelOwner, AddressFunnels } from './address-funnel.port.js';

/** The caller's trusted context: the signed-in user's id (or null) and the visitor cookie's id (or null). */
export type AddressFunnelCaller = { readonly userId: string | null; readonly visitorId: string | null };

/**
 * Whose funnel a call reads or writes (001 section 4, "fetch the funnel by user"): the signed-in user's,
 * after taking over the funnel this browser started before signing up; else the visitor's.
 */
export const funnelOwner = async (
  funnels: AddressFunnels,
  caller: AddressFunnelCaller,
): Promise<Result<AddressFunnelOwner, ValidationError>> => {
  if (caller.userId) {
    if (caller.visitorId) await funnels.adopt(caller.visitorId, caller.userId);
    return ok({ kind: 'user', id: caller.userId });
  }
  if (caller.visitorId) return ok({ kind: 'visitor', id: caller.visitorId });
  return err(validationError({ '*': ['Please allow cookies to keep your place in the address funnel.'] }));
};
