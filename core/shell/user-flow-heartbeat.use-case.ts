import { err, ok, type Result } from 'neverthrow';
import type { RateLimitedError } from '../accounts/accounts.errors.js';
import { anonymousWriteChecks } from '../accounts/anonymous-writes.rules.js';
import { consumeLimits } from '../accounts/rate-limit.steps.js';
import type { RateLimiter } from '../accounts/rate-limiter.port.js';
import type { Clock } from '../shared/clock.port.js';
import { type NotFoundError, notFound } from '../shared/errors.js';
import { useCase } from '../shared/use-case.js';
import type { UserFlowStore } from './user-flow.port.js';
import { UserFlowHeartbeatInput } from './user-flow.schema.js';

/**
 * POST user-flow heartbeat (002 section 7, every 15 minutes): the visitor's session is still open. A
 * write like the tracker's other calls, so it counts against the same per-address budget (docs/decisions/0094).
 */
export const makeUserFlowHeartbeat = (p: { userFlows: UserFlowStore; clock: Clock; limiter: RateLimiter }) =>
  useCase(
    UserFlowHeartbeatInput,
    async (
      b,
      client: { readonly ip: string },
    ): Promise<Result<{ recorded: true }, NotFoundError | RateLimitedError>> => {
      const now = p.clock.now();
      const limited = await consumeLimits(p.limiter, anonymousWriteChecks('userFlows', client.ip), now);
      if (limited) return err(limited);
      return (await p.userFlows.heartbeat(b.flow, b.visitorId, now))
        ? ok({ recorded: true })
        : err(notFound('user flow session'));
    },
  );
