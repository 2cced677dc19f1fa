import { err, ok, type Result } from 'neverthrow';
import type { RateLimitedError, UnauthenticatedError } from '../accounts/accounts.errors.js';
import {
  type ConflictError,
  conflict,
  type ForbiddenError,
  type ValidationError,
  validationError,
} from '../shared/errors.js';
import { useCase } from '../shared/use-case.js';
import { PrivacyAnswersInput } from './privacy-flow.schema.js';
import {
  denyCase,
  inStep,
  limitPrivacyCall,
  liveCase,
  type PrivacyCaseView,
  type PrivacyClient,
  privacyCaseView,
  privacyEvent,
} from './privacy-flow.steps.js';
import type { PrivacyPorts } from './privacy-ports.port.js';
import { verificationNeedsAddress } from './privacy-request.rules.js';
import {
  PRIVACY_ANSWER_TRIES,
  PRIVACY_MESSAGES,
  privacyAnswersComplete,
  privacyAnswersMatch,
  triesLeft,
} from './privacy-verification.rules.js';

/**
 * POST /api/consumer-privacy/verify (address-verification, options 3 and 4): the answers to the history
 * questions. Each submission takes one of {@link PRIVACY_ANSWER_TRIES} tries atomically before it is
 * compared, so parallel submissions cannot take more; a wrong one says how many are left; the last
 * wrong one denies the case (403, unable-to-verify-identity).
 */
export const makeAnswerPrivacyQuestions = (p: Pick<PrivacyPorts, 'cases' | 'clock' | 'limiter'>) =>
  useCase(
    PrivacyAnswersInput,
    async (
      { caseId, answers },
      client: PrivacyClient,
    ): Promise<
      Result<
        PrivacyCaseView,
        UnauthenticatedError | ForbiddenError | ConflictError | ValidationError | RateLimitedError
      >
    > => {
      const now = p.clock.now();
      const c = (await liveCase(p, caseId, now)).andThen((x) => inStep(x, ['verifying']));
      if (c.isErr()) return err(c.error);
      const v = c.value.verification;
      if (!v.option || !verificationNeedsAddress(v.option) || v.questionsPassed)
        return err(conflict(PRIVACY_MESSAGES.wrongStep));
      if (!privacyAnswersComplete(v.questions, answers))
        return err(
          validationError(
            Object.fromEntries(
              v.questions.filter((q) => !(answers[q.id] ?? '').trim()).map((q) => [q.id, [PRIVACY_MESSAGES.answerAll]]),
            ),
          ),
        );
      const limited = await limitPrivacyCall(p, 'checkPerIp', client, now);
      if (limited) return err(limited);
      const taken = await p.cases.takeTry(caseId, 'answer', PRIVACY_ANSWER_TRIES, 'verifying');
      if (taken === null) return err(await denyCase(p, caseId, now, 'no history-question tries left'));
      if (privacyAnswersMatch(v.questions, answers)) {
        const updated = await p.cases.update(
          caseId,
          ['verifying'],
          { verification: { ...v, questionsPassed: true } },
          privacyEvent(now, 'questions-answered', `history questions answered on try ${taken}`),
        );
        return updated ? ok(privacyCaseView(updated)) : err(conflict(PRIVACY_MESSAGES.wrongStep));
      }
      await p.cases.addEvent(caseId, privacyEvent(now, 'verification-failed', `wrong history answers (try ${taken})`));
      const left = triesLeft(taken, PRIVACY_ANSWER_TRIES);
      if (left === 0) return err(await denyCase(p, caseId, now, `${PRIVACY_ANSWER_TRIES} wrong history answers`));
      return err(validationError({ '*': [PRIVACY_MESSAGES.wrongAnswers(left)] }));
    },
  );
