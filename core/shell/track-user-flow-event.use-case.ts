import { err, ok, type Result } from 'neverthrow';
import type { RateLimitedError } from '../accounts/accounts.errors.js';
import { anonymousWriteChecks } from '../accounts/anonymous-writes.rules.js';
import { consumeLimits } from '../accounts/rate-limit.steps.js';
import type { RateLimiter } from '../accounts/rate-limiter.port.js';
import type { Clock } from '../shared/clock.port.js';
import { type NotFoundError, notFound } from '../shared/errors.js';
import { useCase } from '../shared/use-case.js';
import type { UserFlowStore } from './user-flow.port.js';
import { userFlowPageOfUrl } from './user-flow.rules.js';
import { UserFlowTrackInput } from './user-flow.schema.js';

/**
 * POST user-flow track event (002 section 7: actionName, eventDetails with url and data, timestamp):
 * records the event in the visitor's session; an event on a page of the flow ("Viewed Page", 002 section
 * 4.2) moves the session to that page, where the next visit resumes. The server's clock is the time kept.
 * Counts against the client address's user-flow budget (docs/decisions/0094): 429 past it, nothing stored.
 */
export const makeTrackUserFlowEvent = (p: { userFlows: UserFlowStore; clock: Clock; limiter: RateLimiter }) =>
  useCase(
    UserFlowTrackInput,
    async (
      b,
      client: { readonly ip: string },
    ): Promise<Result<{ recorded: true }, NotFoundError | RateLimitedError>> => {
      const f = await p.userFlows.flow(b.flow);
      if (!f) return err(notFound('user flow'));
      const limited = await consumeLimits(p.limiter, anonymousWriteChecks('userFlows', client.ip), p.clock.now());
      if (limited) return err(limited);
      const page = userFlowPageOfUrl(f.id, f.pages, b.eventDetails.url);
      const recorded = await p.userFlows.trackEvent({
        flowId: f.id,
        visitorId: b.visitorId,
        actionName: b.actionName,
        url: b.eventDetails.url,
        data: b.eventDetails.data,
        pageId: page?.pageId ?? null,
        occurredAt: p.clock.now(),
      });
      return recorded ? ok({ recorded: true }) : err(notFound('user flow session'));
    },
  );
