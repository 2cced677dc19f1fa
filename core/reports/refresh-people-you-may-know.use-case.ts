import { err, ok, type Result } from 'neverthrow';
import type { ForbiddenError } from '../shared/errors.js';
import { SignedInUser, useCase } from '../shared/use-case.js';
import type { PeopleYouMayKnowPorts } from './people-you-may-know.port.js';
import { PYMK_MAX_SEEDS, PYMK_PER_SEED, suggestPeople } from './people-you-may-know.rules.js';
import type { PeopleYouMayKnowReply } from './people-you-may-know.schema.js';
import { pymkMembersOnly, pymkReply } from './people-you-may-know.steps.js';

/**
 * POST peopleyoumayknow (000 section 7): makes the member's suggestions anew from the relatives,
 * associates and neighbours of the people they looked up and of their own record when known
 * (docs/decisions/0072), keeping what the member did with earlier ones (removed stay removed), and
 * answers the list as GET does. Members only; nothing is made while the site flag is off.
 */
export const makeRefreshPeopleYouMayKnow = (p: PeopleYouMayKnowPorts) =>
  useCase(SignedInUser, async (userId): Promise<Result<PeopleYouMayKnowReply, ForbiddenError>> => {
    const member = await pymkMembersOnly(p, userId);
    if (member.isErr()) return err(member.error);
    if (await p.enabled()) {
      const seeds = await p.people.seeds(userId, PYMK_MAX_SEEDS);
      const connections =
        seeds.length > 0
          ? await p.people.connections(
              seeds.map((s) => s.personId),
              PYMK_PER_SEED,
            )
          : [];
      await p.people.replace(userId, suggestPeople({ seeds, connections }), () => p.ids.uuid(), p.clock.now());
    }
    return ok(await pymkReply(p, userId));
  });
