import { useCase } from '../shared/use-case.js';
import type { NeighborhoodPorts, NeighborhoodSource } from './neighborhood.port.js';
import { WALK_SCORE_RADIUS_MILES, WALK_SCORE_SOURCE, walkScoreBand, walkScoreOf } from './neighborhood.rules.js';
import { NeighborhoodInput } from './neighborhood.schema.js';
import { neighborhoodContext } from './neighborhood.steps.js';

/** The walk score as the Lifestyle tab shows it. */
export interface WalkScoreView {
  readonly score: number;
  readonly label: string;
  readonly description: string;
  readonly source: NeighborhoodSource;
  readonly recordedAt: string;
}

/**
 * GET neighborhood/walk-score (001 section 7): our score from what lies within
 * {@link WALK_SCORE_RADIUS_MILES} of the property (`walkScoreOf`), its band, and its source named
 * honestly (our model over the county records), dated the records' as-of date. Members only.
 */
export const makeGetWalkScore = (p: NeighborhoodPorts) =>
  useCase(NeighborhoodInput, ({ propertyId }, userId: string | null) =>
    neighborhoodContext(p, userId, propertyId).map(async ({ subject, asOf }) => {
      const score = walkScoreOf(await p.neighborhood.walkability(subject, WALK_SCORE_RADIUS_MILES));
      const band = walkScoreBand(score);
      const walkScore: WalkScoreView = {
        score,
        label: band.label,
        description: band.description,
        source: WALK_SCORE_SOURCE,
        recordedAt: asOf,
      };
      return { walkScore };
    }),
  );
