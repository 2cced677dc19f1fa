import { err, ok, type Result } from 'neverthrow';
import type { Clock } from '../shared/clock.port.js';
import { type NotFoundError, notFound } from '../shared/errors.js';
import { useCase } from '../shared/use-case.js';
import type { UserFlowStore } from './user-flow.port.js';
import { UserFlowHeartbeatInput } from './user-flow.schema.js';

/** POST user-flow heartbeat (002 section 7, every 15 minutes): the visitor's session is still open. */
export const makeUserFlowHeartbeat = (p: { userFlows: UserFlowStore; clock: Clock }) =>
  useCase(
    UserFlowHeartbeatInput,
    async (b): Promise<Result<{ recorded: true }, NotFoundError>> =>
      (await p.userFlows.heartbeat(b.flow, b.visitorId, p.clock.now()))
        ? ok({ recorded: true })
        : err(notFound('user flow session')),
  );
