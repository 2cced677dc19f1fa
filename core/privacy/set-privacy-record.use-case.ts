import { err, ok, type Result } from 'neverthrow';
import type { UnauthenticatedError } from '../accounts/accounts.errors.js';
import {
  type ConflictError,
  conflict,
  type ForbiddenError,
  generalError,
  type ValidationError,
} from '../shared/errors.js';
import { useCase } from '../shared/use-case.js';
import { SetPrivacyRecordInput } from './privacy-flow.schema.js';
import { inStep, liveCase, type PrivacyCaseView, privacyCaseView, privacyEvent } from './privacy-flow.steps.js';
import type { PrivacyPorts } from './privacy-ports.port.js';
import { verificationChannel, verificationNeedsAddress } from './privacy-request.rules.js';
import {
  buildPrivacyQuestions,
  PRIVACY_MESSAGES,
  type PrivacyDecoys,
  privacyContactsOf,
} from './privacy-verification.rules.js';

/** How many records on each side of the person's the decoys are drawn from. */
const PRIVACY_DECOY_NEIGHBOURS = 8;

/**
 * Streets and ZIP codes of other people's records (the ids next to the person's), as decoys that look
 * like the true answer; the question rules drop any that is in the person's own history.
 */
const decoysNear = async (p: Pick<PrivacyPorts, 'records'>, personId: number): Promise<PrivacyDecoys> => {
  const ids = Array.from(
    { length: PRIVACY_DECOY_NEIGHBOURS * 2 + 1 },
    (_, i) => personId - PRIVACY_DECOY_NEIGHBOURS + i,
  ).filter((id) => id > 0 && id !== personId);
  const others = await Promise.all(ids.map((id) => p.records.background(id)));
  const addresses = others.flatMap((o) => o?.addresses ?? []);
  return { streets: addresses.map((a) => a.line1), zips: addresses.map((a) => a.zip) };
};

/**
 * POST /api/consumer-privacy/set-record-id: the requester picks the record they say is theirs. The case
 * keeps the contacts OUR records tie to that person for the option's channel (offered masked; a code
 * only ever goes to one of them) and, for the address options, the history questions with their
 * answers. A record without a contact of that channel, or without an address history for the
 * questions, cannot be verified that way: the requester starts again with another option.
 */
export const makeSetPrivacyRecord = (p: Pick<PrivacyPorts, 'cases' | 'clock' | 'records' | 'ids'>) =>
  useCase(
    SetPrivacyRecordInput,
    async ({
      caseId,
      recordId,
    }): Promise<Result<PrivacyCaseView, UnauthenticatedError | ForbiddenError | ConflictError | ValidationError>> => {
      const now = p.clock.now();
      const c = (await liveCase(p, caseId, now)).andThen((x) => inStep(x, ['received']));
      if (c.isErr()) return err(c.error);
      const option = c.value.verification.option;
      if (!option) return err(conflict(PRIVACY_MESSAGES.wrongStep));
      const data = await p.records.background(recordId);
      if (!data) return err(generalError(PRIVACY_MESSAGES.recordNotFound));
      const channel = verificationChannel(option);
      const contacts =
        channel === 'email'
          ? privacyContactsOf(
              'email',
              data.emails.map((e) => ({ value: e.email, isCurrent: e.isCurrent })),
            )
          : privacyContactsOf(
              'phone',
              data.phones.map((x) => ({ value: x.number, isCurrent: x.isCurrent })),
            );
      if (contacts.length === 0)
        return err(generalError(channel === 'email' ? PRIVACY_MESSAGES.noEmail : PRIVACY_MESSAGES.noPhone));
      let questions: ReturnType<typeof buildPrivacyQuestions> = [];
      if (verificationNeedsAddress(option)) {
        questions = buildPrivacyQuestions(data, await decoysNear(p, recordId), p.ids.token(16));
        if (!questions) return err(generalError(PRIVACY_MESSAGES.noHistory));
      }
      const updated = await p.cases.update(
        caseId,
        ['received'],
        { personId: recordId, state: 'verifying', verification: { ...c.value.verification, contacts, questions } },
        privacyEvent(now, 'record-chosen', `person ${recordId}`),
      );
      return updated ? ok(privacyCaseView(updated)) : err(conflict(PRIVACY_MESSAGES.wrongStep));
    },
  );
