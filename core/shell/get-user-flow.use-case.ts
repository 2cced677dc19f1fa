import { err, ok, type Result } from 'neverthrow';
import { type NotFoundError, notFound } from '../shared/errors.js';
import { useCase } from '../shared/use-case.js';
import type { UserFlowDefinition, UserFlowStore } from './user-flow.port.js';
import { GetUserFlowInput } from './user-flow.schema.js';

/**
 * GET user flow by id (002 section 7): pages (pageId, uriPath, pageFlags, pageOrder, and our title and
 * targetPath), name, flowFlags, isEnabled. A disabled flow answers isEnabled false (the tracker then says
 * "Userflow is disabled", 002 section 8); an unknown one is not found.
 */
export const makeGetUserFlow = (p: { userFlows: UserFlowStore }) =>
  useCase(GetUserFlowInput, async ({ flow }): Promise<Result<Omit<UserFlowDefinition, 'id'>, NotFoundError>> => {
    const f = await p.userFlows.flow(flow);
    return f
      ? ok({ name: f.name, flowFlags: f.flowFlags, isEnabled: f.isEnabled, pages: f.pages })
      : err(notFound('user flow'));
  });
