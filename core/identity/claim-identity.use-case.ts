import { err, type Result } from 'neverthrow';
import { conflict, validationError } from '../shared/errors.js';
import { useCase } from '../shared/use-case.js';
import type { IdentityMonitoringPorts } from './identity-monitoring.port.js';
import type { IdentityMonitoringStatus } from './identity-monitoring.schema.js';
import { ClaimIdentityInput, IDENTITY_NOT_FOUND_MESSAGE } from './identity-monitoring.schema.js';
import type { IdentityMonitoringError } from './identity-monitoring.steps.js';
import { claimedRecordFacts, contextForStep, disclosedBreachAlerts, statusNow } from './identity-monitoring.steps.js';
import { findMatchingIdentities } from './matching-identities.steps.js';

/** A second claim once monitoring is active (409). */
export const ALREADY_ACTIVE_MESSAGE = 'Identity monitoring is already active for your account.';

/**
 * POST identity-monitoring/claim-report (select-identity): the member says which of their matches is them,
 * and monitoring starts (docs/decisions/0073): the record's facts now become the baseline the job compares
 * with, and every breach already disclosed that exposed the member's e-mail or phone becomes an alert.
 * A record that is not one of the matches (every match holds the e-mail or phone the member verified, so
 * nobody claims a stranger's record): 400 with IDENTITY_NOT_FOUND_MESSAGE under `recordId`.
 */
export const makeClaimIdentity = (
  p: Pick<IdentityMonitoringPorts, 'store' | 'accounts' | 'people' | 'source' | 'breaches' | 'clock' | 'ids'>,
) =>
  useCase(
    ClaimIdentityInput,
    async ({ recordId }, userId: string): Promise<Result<IdentityMonitoringStatus, IdentityMonitoringError>> => {
      const ctx = await contextForStep(p, userId, 'select-identity');
      if (ctx.isErr()) return err(ctx.error);
      const { setup, account } = ctx.value;
      if (setup?.recordId) return err(conflict(ALREADY_ACTIVE_MESSAGE));
      const matches = setup ? await findMatchingIdentities(p, setup, account.email) : [];
      if (!matches.some((m) => m.recordId === recordId)) {
        return err(validationError({ recordId: [IDENTITY_NOT_FOUND_MESSAGE] }));
      }
      const now = p.clock.now();
      const facts = (await claimedRecordFacts(p, recordId, now))?.facts ?? [];
      const alerts = await disclosedBreachAlerts(p, { email: account.email, phone: setup?.phone ?? null }, now);
      if (!(await p.store.activate(userId, recordId, facts, now, alerts))) return err(conflict(ALREADY_ACTIVE_MESSAGE));
      return statusNow(p, userId);
    },
  );
