import { err, ok, type Result } from 'neverthrow';
import type { RateLimitedError } from '../accounts/accounts.errors.js';
import { anonymousWriteChecks } from '../accounts/anonymous-writes.rules.js';
import { consumeLimits } from '../accounts/rate-limit.steps.js';
import type { RateLimiter } from '../accounts/rate-limiter.port.js';
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
 * the spec's "Userflow is disabled". A new visitor cookie starts a new session, so the call counts against
 * the client address's user-flow budget (docs/decisions/0094): 429 past it, nothing stored.
 */
export const makeTrackUserFlowSession = (p: { userFlows: UserFlowStore; clock: Clock; limiter: RateLimiter }) =>
  useCase(
    UserFlowSessionInput,
    async (
      b,
      userId: string | null,
      client: { readonly ip: string },
    ): Promise<Result<{ pageId: number }, NotFoundError | ConflictError | RateLimitedError>> => {
      const f = await p.userFlows.flow(b.flow);
      if (!f) return err(notFound('user flow'));
      if (!f.isEnabled) return err(conflict(USER_FLOW_ERRORS.disabled));
      const first = userFlowFirstPage(f.pages);
      if (!first) return err(conflict(USER_FLOW_ERRORS.missingPages));
      const limited = await consumeLimits(p.limiter, anonymousWriteChecks('userFlows', client.ip), p.clock.now());
      if (limited) return err(limited);
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
