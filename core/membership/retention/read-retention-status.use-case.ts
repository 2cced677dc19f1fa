import { ok, type Result } from 'neverthrow';
import { z } from 'zod';
import { useCase } from '../../shared/use-case.js';
import type { RetentionDeps } from './retention.port.js';
import { retentionMonth } from './retention.rules.js';
import { isExitSurveyFlagged } from './retention.steps.js';

/**
 * GET /dashboard/api/retention/status: the facts of Spec 000 §4's cancel decision, `exitSurveyFlag` and
 * `monthlyCapReached` (check-cap's capFlag, asked only of a flagged member). A provider failure counts as
 * the cap reached, so the cancel modal opens (the wiring logs it as "Brightback error").
 */
export const makeReadRetentionStatus = (deps: RetentionDeps) =>
  useCase(
    z.object({}),
    async (
      _input,
      userId: string,
      recentlySent: boolean,
    ): Promise<Result<{ exitSurveyFlag: boolean; monthlyCapReached: boolean }, never>> => {
      const exitSurveyFlag = await isExitSurveyFlagged(deps, userId, recentlySent);
      if (!exitSurveyFlag) return ok({ exitSurveyFlag, monthlyCapReached: false });
      const monthlyCapReached = await deps.retention.checkCap(retentionMonth(deps.clock.now())).then(
        (r) => r.capFlag,
        () => true,
      );
      return ok({ exitSurveyFlag, monthlyCapReached });
    },
  );
