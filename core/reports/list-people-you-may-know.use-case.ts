import { err, ok, type Result } from 'neverthrow';
import type { ForbiddenError } from '../shared/errors.js';
import { SignedInUser, useCase } from '../shared/use-case.js';
import type { PeopleYouMayKnowPorts } from './people-you-may-know.port.js';
import type { PeopleYouMayKnowReply } from './people-you-may-know.schema.js';
import { pymkMembersOnly, pymkReply } from './people-you-may-know.steps.js';

/** GET peopleyoumayknow (000 section 7 "people-you-may-know list (reads data)"): the member's suggestions. Members only. */
export const makeListPeopleYouMayKnow = (p: PeopleYouMayKnowPorts) =>
  useCase(SignedInUser, async (userId): Promise<Result<PeopleYouMayKnowReply, ForbiddenError>> => {
    const member = await pymkMembersOnly(p, userId);
    if (member.isErr()) return err(member.error);
    return ok(await pymkReply(p, userId));
  });
