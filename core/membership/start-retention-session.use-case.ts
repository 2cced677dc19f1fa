import { ok, type Result } from 'neverthrow';
import { useCase } from '../shared/use-case.js';
import type { RetentionDeps } from './retention.port.js';
import { retentionMonth } from './retention.rules.js';
import { StartRetentionInput } from './retention.schema.js';
import { isExitSurveyFlagged } from './retention.steps.js';

/**
 * POST /dashboard/api/retention/sessions: sends a flagged member under the month's cap to the retention flow,
 * answering its `url`; otherwise, and when the provider fails, `url: null` (Spec 000 §4: the cancel modal
 * opens). The flag and the cap are checked again here: the browser's view is not trusted, and the provider
 * counts the session against the cap in the same step that opens it (parallel starts never pass the cap).
 */
export const makeStartRetentionSession = (deps: RetentionDeps) =>
  useCase(
    StartRetentionInput,
    async (
      { subscriptionId },
      userId: string,
      recentlySent: boolean,
    ): Promise<Result<{ url: string | null }, never>> => {
      if (!(await isExitSurveyFlagged(deps, userId, recentlySent))) return ok({ url: null });
      const month = retentionMonth(deps.clock.now());
      try {
        if ((await deps.retention.checkCap(month)).capFlag) return ok({ url: null });
        const { url } = await deps.retention.startSession({ userId, subscriptionId, month });
        return ok({ url });
      } catch {
        return ok({ url: null });
      }
    },
  );
