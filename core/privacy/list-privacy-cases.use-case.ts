import { ok } from 'neverthrow';
import { utcIsoDate } from '../shared/date.rules.js';
import { RawInput, useCase } from '../shared/use-case.js';
import { isPrivacyCaseOverdue, isPrivacyConfirmationOverdue } from './privacy-case-queue.rules.js';
import type { PrivacyCaseRecord } from './privacy-case-store.port.js';
import type { PrivacyPorts } from './privacy-ports.port.js';

/** One open case of the queue, with its overdue marks. */
export type PrivacyQueueItem = PrivacyCaseRecord & { readonly overdue: boolean; readonly confirmOverdue: boolean };

/** `npm run privacy -- cases`: the open cases, earliest completion due date first, overdue ones marked. */
export const makeListPrivacyCases = (p: Pick<PrivacyPorts, 'cases' | 'clock'>) =>
  useCase(RawInput, async () => {
    const today = utcIsoDate(p.clock.now());
    const open = await p.cases.listOpen();
    return ok({
      today,
      cases: open.map(
        (c): PrivacyQueueItem => ({
          ...c,
          overdue: isPrivacyCaseOverdue(c, today),
          confirmOverdue: isPrivacyConfirmationOverdue(c, today),
        }),
      ),
    });
  });
