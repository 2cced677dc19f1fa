import { err, ok } from 'neverthrow';
import { SignedInUser, useCase } from '../shared/use-case.js';
import type { IdentityMonitoringPorts } from './identity-monitoring.port.js';
import { contextForStep } from './identity-monitoring.steps.js';
import { findMatchingIdentities } from './matching-identities.steps.js';

/**
 * GET identity-monitoring/get-matching-identities (signup/select-identity): at most 10 of our records that
 * may be the member and hold the e-mail or phone they verified, with only what a free preview shows;
 * after the phone is verified.
 */
export const makeGetMatchingIdentities = (
  p: Pick<IdentityMonitoringPorts, 'store' | 'accounts' | 'people' | 'clock'>,
) =>
  useCase(SignedInUser, async (userId) => {
    const ctx = await contextForStep(p, userId, 'select-identity');
    if (ctx.isErr()) return err(ctx.error);
    const { setup, account } = ctx.value;
    return ok({ identities: setup ? await findMatchingIdentities(p, setup, account.email) : [] });
  });
