import { err, ok, type Result } from 'neverthrow';
import type { NotFoundError } from '../../shared/errors.js';
import { useCase } from '../../shared/use-case.js';
import { findOwnedSubscription } from '../subscriptions/subscription.steps.js';
import type { RetentionDeps } from './retention.port.js';
import { mayStartRetention, RETENTION_SESSIONS_PER_MEMBER_MONTHLY, retentionMonth } from './retention.rules.js';
import { StartRetentionInput } from './retention.schema.js';
import { isExitSurveyFlagged } from './retention.steps.js';

/**
 * POST /dashboard/api/retention/sessions: sends a flagged member who is cancelling their own active
 * subscription to the retention flow, answering its `url`, while the month's cap and the member's own
 * ({@link RETENTION_SESSIONS_PER_MEMBER_MONTHLY}) allow; otherwise, and when the provider fails, `url: null`
 * (Spec 000 §4: the cancel modal opens). A subscription that is not the caller's is not found (404), as on
 * every subscription route. The flag and the caps are checked again here: the browser's view is not
 * trusted, and the provider counts the session against both caps in the same step that opens it
 * (parallel starts never pass either cap).
 */
export const makeStartRetentionSession = (deps: RetentionDeps) =>
  useCase(
    StartRetentionInput,
    async (
      { subscriptionId },
      userId: string,
      recentlySent: boolean,
    ): Promise<Result<{ url: string | null }, NotFoundError>> => {
      const owned = await findOwnedSubscription({ store: deps.subscriptions }, userId, subscriptionId);
      if (owned.isErr()) return err(owned.error);
      const now = deps.clock.now();
      if (!mayStartRetention(owned.value, now)) return ok({ url: null });
      if (!(await isExitSurveyFlagged(deps, userId, recentlySent))) return ok({ url: null });
      const month = retentionMonth(now);
      try {
        if ((await deps.retention.checkCap(month)).capFlag) return ok({ url: null });
        const { url } = await deps.retention.startSession({
          userId,
          subscriptionId: owned.value.id,
          month,
          memberCap: RETENTION_SESSIONS_PER_MEMBER_MONTHLY,
        });
        return ok({ url });
      } catch {
        return ok({ url: null });
      }
    },
  );
