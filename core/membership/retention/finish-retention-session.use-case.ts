import { err, ok } from 'neverthrow';
import { notFound } from '../../shared/errors.js';
import { useCase } from '../../shared/use-case.js';
import type { RetentionDeps } from './retention.port.js';
import { retentionReturnUrl } from './retention.rules.js';
import { FinishRetentionInput } from './retention.schema.js';

/**
 * POST /dashboard/api/retention/finish: the exit survey's answer for the member's own session (another
 * member's session is not found); answers the `returnUrl` (Spec 000 §2 utm_source brightback-save|cancel).
 */
export const makeFinishRetentionSession = (deps: Pick<RetentionDeps, 'retention'>) =>
  useCase(FinishRetentionInput, async ({ session, outcome, reason }, userId: string) => {
    const found = await deps.retention.findSession(session);
    if (!found || found.userId !== userId) return err(notFound('survey session'));
    if (found.outcome === null) await deps.retention.finishSession(session, outcome, reason ?? null);
    return ok({ returnUrl: retentionReturnUrl(outcome) });
  });
