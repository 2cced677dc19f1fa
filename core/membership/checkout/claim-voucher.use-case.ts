import { err, ok, type Result } from 'neverthrow';
import { z } from 'zod';
import { type NotFoundError, notFound } from '../../shared/errors.js';
import { useCase } from '../../shared/use-case.js';
import type { MembershipPorts } from '../membership-ports.port.js';

const ClaimInput = z.object({
  voucherId: z.string().uuid({ error: 'A voucher is required' }),
  reportId: z.string().max(100).optional(),
});

/** POST vouchers/claim: marks an unclaimed voucher as used (the report area unlocks the report). */
export const makeClaimVoucher = (deps: Pick<MembershipPorts, 'store' | 'clock'>) =>
  useCase(ClaimInput, async (input, userId: string): Promise<Result<{ claimed: true }, NotFoundError>> => {
    const done = await deps.store.claimVoucher(userId, input.voucherId, deps.clock.now(), input.reportId ?? null);
    return done ? ok({ claimed: true }) : err(notFound('voucher'));
  });
