import { ok } from 'neverthrow';
import { z } from 'zod';
import { recommendedJoinPlan } from '../membership/offers/plan-recommendation.rules.js';
import { useCase } from '../shared/use-case.js';
import type { FunnelPorts } from './user-interests.port.js';

/**
 * GET /api/user-interests (002 section 7: "data.Categories"): the signed-in user's saved interests (empty when
 * none were saved) and the plan they recommend.
 */
export const makeReadUserInterests = (p: FunnelPorts) =>
  useCase(z.object({ userId: z.string().min(1) }), async ({ userId }) => {
    const ids = (await p.interests.get(userId)) ?? [];
    return ok({ data: { Categories: [...ids], recommendedPlan: recommendedJoinPlan(ids) } });
  });
