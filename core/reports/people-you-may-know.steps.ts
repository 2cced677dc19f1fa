import { err, ok, type Result } from 'neverthrow';
import { type ForbiddenError, forbidden } from '../shared/errors.js';
import type { PeopleYouMayKnowPorts } from './people-you-may-know.port.js';
import { PYMK_MAX_SUGGESTIONS, personYouMayKnowView } from './people-you-may-know.rules.js';
import type { PeopleYouMayKnowReply } from './people-you-may-know.schema.js';
import { mayMonitorReport } from './report-access.rules.js';

/** Suggestions are a membership benefit (000 section 6: the dashboard's blocks are for members). */
export const PYMK_MEMBERS_ONLY = 'People You May Know is included with a membership.';

/** The steps every People You May Know call starts with: the caller holds an active membership, else 403. */
export const pymkMembersOnly = async (
  p: Pick<PeopleYouMayKnowPorts, 'allowance' | 'clock'>,
  userId: string,
): Promise<Result<void, ForbiddenError>> =>
  (await p.allowance.membership(userId, p.clock.now())) ? ok(undefined) : err(forbidden(PYMK_MEMBERS_ONLY));

/**
 * The reply of GET and POST peopleyoumayknow: the member's suggestions not removed, as cards show them;
 * none, with showInDashboard false, while the site flag is off or the member hid the block.
 */
export const pymkReply = async (
  p: Pick<PeopleYouMayKnowPorts, 'people' | 'clock' | 'enabled' | 'gate' | 'levelOf'>,
  userId: string,
): Promise<PeopleYouMayKnowReply> => {
  if (!(await p.enabled()) || !(await p.people.showInDashboard(userId))) return { data: [], showInDashboard: false };
  const asOf = p.clock.now().toISOString().slice(0, 10);
  const stored = await p.people.list(userId, PYMK_MAX_SUGGESTIONS);
  // A person who opted out after the suggestion was made is not shown, nor named by a reason (docs/decisions/0093).
  const rows = await p.gate.people(stored, (r) => [r.personId, r.seedPersonId]);
  const now = p.clock.now();
  const levels = await p.levelOf(
    userId,
    rows.map((r) => `background-${r.personId}`),
    now,
  );
  return {
    data: rows.map((r, n) => personYouMayKnowView(r, asOf, mayMonitorReport(levels[n] ?? 'noAccess'))),
    showInDashboard: true,
  };
};
