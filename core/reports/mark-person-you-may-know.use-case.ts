import { err, ok, type Result } from 'neverthrow';
import { type ForbiddenError, type NotFoundError, notFound } from '../shared/errors.js';
import { useCase } from '../shared/use-case.js';
import type { PeopleYouMayKnowPorts } from './people-you-may-know.port.js';
import { MarkPersonYouMayKnowInput, type PeopleYouMayKnowMark } from './people-you-may-know.schema.js';
import { pymkMembersOnly } from './people-you-may-know.steps.js';

/**
 * PATCH peopleyoumayknow/{id} ("on click or clicked") and PATCH peopleyoumayknow/{id}/add-favorite
 * (000 section 7): marks one of the member's own suggestions. Another member's id, or an unknown one,
 * is not found (404). Members only.
 */
export const makeMarkPersonYouMayKnow = (p: PeopleYouMayKnowPorts) =>
  useCase(
    MarkPersonYouMayKnowInput,
    async (
      b,
      userId: string,
    ): Promise<Result<{ id: string; mark: PeopleYouMayKnowMark }, ForbiddenError | NotFoundError>> => {
      const member = await pymkMembersOnly(p, userId);
      if (member.isErr()) return err(member.error);
      if (!(await p.people.mark(userId, b.id, b.mark, p.clock.now()))) return err(notFound('suggestion'));
      return ok({ id: b.id, mark: b.mark });
    },
  );
