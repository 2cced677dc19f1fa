import { ok } from 'neverthrow';
import { recommendedJoinPlan } from '../membership/offers/plan-recommendation.rules.js';
import { useCase } from '../shared/use-case.js';
import type { FunnelPorts } from './user-interests.port.js';
import { SaveUserInterestsInput } from './user-interests.schema.js';

/**
 * POST /api/user-interests: saves the signed-in user's chosen data categories (replacing the previous choice)
 * and answers them with the plan they recommend (002 section 4: ids 204 to 211 recommend Premium).
 */
export const makeSaveUserInterests = (p: FunnelPorts) =>
  useCase(SaveUserInterestsInput, async ({ Categories }, userId: string) => {
    await p.interests.save(userId, Categories, p.clock.now());
    return ok({ data: { Categories, recommendedPlan: recommendedJoinPlan(Categories) } });
  });
