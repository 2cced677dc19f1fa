import { err, ok, type Result } from 'neverthrow';
import { type ForbiddenError, type NotFoundError, notFound } from '../shared/errors.js';
import { useCase } from '../shared/use-case.js';
import type { PeopleYouMayKnowPorts } from './people-you-may-know.port.js';
import { RemovePersonYouMayKnowInput } from './people-you-may-know.schema.js';
import { pymkMembersOnly } from './people-you-may-know.steps.js';

/**
 * DELETE peopleyoumayknow/{id} (000 sections 4 and 7 "Remove: the record is set to not shown"): the
 * suggestion is never listed again, not even after a refresh. Another member's id, or an unknown one,
 * is not found (404). Members only.
 */
export const makeRemovePersonYouMayKnow = (p: PeopleYouMayKnowPorts) =>
  useCase(
    RemovePersonYouMayKnowInput,
    async (b, userId: string): Promise<Result<{ id: string; removed: true }, ForbiddenError | NotFoundError>> => {
      const member = await pymkMembersOnly(p, userId);
      if (member.isErr()) return err(member.error);
      if (!(await p.people.remove(userId, b.id, p.clock.now()))) return err(notFound('suggestion'));
      return ok({ id: b.id, removed: true as const });
    },
  );
