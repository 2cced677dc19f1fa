import { err, ok, type Result } from 'neverthrow';
import type { ForbiddenError } from '../shared/errors.js';
import { useCase } from '../shared/use-case.js';
import type { PeopleYouMayKnowPorts } from './people-you-may-know.port.js';
import { type PeopleYouMayKnowReply, PeopleYouMayKnowVisibilityInput } from './people-you-may-know.schema.js';
import { pymkMembersOnly, pymkReply } from './people-you-may-know.steps.js';

/**
 * PUT peopleyoumayknow (000 section 7 "record with ShowInDashboard false"): hides the block on the
 * member's dashboard (true shows it again); answers the list as GET does. Members only.
 */
export const makeHidePeopleYouMayKnow = (p: PeopleYouMayKnowPorts) =>
  useCase(
    PeopleYouMayKnowVisibilityInput,
    async (b, userId: string): Promise<Result<PeopleYouMayKnowReply, ForbiddenError>> => {
      const member = await pymkMembersOnly(p, userId);
      if (member.isErr()) return err(member.error);
      await p.people.setShowInDashboard(userId, b.ShowInDashboard, p.clock.now());
      return ok(await pymkReply(p, userId));
    },
  );
