import { err, ok, type Result } from 'neverthrow';
import type { Clock } from '../shared/clock.port.js';
import { type ConflictError, conflict, type NotFoundError, notFound } from '../shared/errors.js';
import { useCase } from '../shared/use-case.js';
import { USER_FLOW_ERRORS } from './user-flow.machine.js';
import type { UserFlowStore } from './user-flow.port.js';
import { userFlowFirstPage } from './user-flow.rules.js';
import { UserFlowSessionInput } from './user-flow.schema.js';

/**
 * POST user-flow session track (002 section 7: clientFlag, referrer, origin, criteria -> pageId): the
 * page the visitor's session is on, the flow's first regular page for a new session. The tracker
 * redirects to it when the URL names another page (002 section 4.2). A disabled flow is a conflict with
 * the spec's "Userflow is disabled".
 */
export const makeTrackUserFlowSession = (p: { userFlows: UserFlowStore; clock: Clock }) =>
  useCase(
    UserFlowSessionInput,
    async (b, userId: string | null): Promise<Result<{ pageId: number }, NotFoundError | ConflictError>> => {
      const f = await p.userFlows.flow(b.flow);
      if (!f) return err(notFound('user flow'));
      if (!f.isEnabled) return err(conflict(USER_FLOW_ERRORS.disabled));
      const first = userFlowFirstPage(f.pages);
      if (!first) return err(conflict(USER_FLOW_ERRORS.missingPages));
      return ok(
        await p.userFlows.startSession({
          flowId: f.id,
          visitorId: b.visitorId,
          userId,
          clientFlag: b.clientFlag,
          referrer: b.referrer ?? null,
          origin: b.origin ?? null,
          criteria: b.criteria,
          initialPageId: first.pageId,
          at: p.clock.now(),
        }),
      );
    },
  );
