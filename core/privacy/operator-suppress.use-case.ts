import { err, ok, type Result } from 'neverthrow';
import { generalError, type ValidationError } from '../shared/errors.js';
import { useCase } from '../shared/use-case.js';
import { EMPTY_VERIFICATION, type PrivacyCaseRecord } from './privacy-case-store.port.js';
import { OperatorSuppressInput, privacyCaseDueDates } from './privacy-cases.schema.js';
import { completeOptOut, privacyEvent } from './privacy-flow.steps.js';
import type { PrivacyPorts } from './privacy-ports.port.js';

/** What a customer-care opt-out answers. */
export interface OperatorSuppressAnswer {
  readonly caseId: string;
  readonly optOutId: string;
  readonly suppressed: readonly number[];
}

/**
 * `npm run privacy -- suppress <personId> [--note TEXT]`: customer care opts a person out. A 'delete'
 * case is opened on the customer-care channel (verified by the operator, with the note in its trail)
 * and completed by the same step as the flow's delete ({@link completeOptOut}).
 */
export const makeOperatorSuppress = (p: Pick<PrivacyPorts, 'cases' | 'clock' | 'ids' | 'records' | 'suppressions'>) =>
  useCase(
    OperatorSuppressInput,
    async ({ personId, note, operator }): Promise<Result<OperatorSuppressAnswer, ValidationError>> => {
      const now = p.clock.now();
      if (!(await p.records.background(personId))) return err(generalError(`No person ${personId} in the records`));
      const due = privacyCaseDueDates(now);
      const c: PrivacyCaseRecord = {
        id: p.ids.uuid(),
        kind: 'delete',
        state: 'verified',
        channel: 'customer-care',
        personId,
        receivedAt: now.toISOString(),
        confirmBy: due.confirmBy,
        completeBy: due.completeBy,
        confirmedAt: now.toISOString(),
        completedAt: null,
        contact: null,
        events: [privacyEvent(now, 'opened', note ? `customer care: ${note}` : 'customer care', operator)],
        verification: EMPTY_VERIFICATION,
        answerTries: 0,
        deliveryTries: 0,
        codeTries: 0,
        correction: null,
      };
      await p.cases.open(c);
      const out = await completeOptOut(p, c, operator, now);
      return ok({ caseId: c.id, optOutId: out.optOutId, suppressed: out.suppressed });
    },
  );
