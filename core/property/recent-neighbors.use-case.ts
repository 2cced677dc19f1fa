import { personFullName } from '../search/person-preview.rules.js';
import { ageOn } from '../search/ranking.rules.js';
import { useCase } from '../shared/use-case.js';
import { monthOf } from './market.rules.js';
import type { NeighborhoodPorts, NeighborhoodSource } from './neighborhood.port.js';
import {
  NEIGHBORHOOD_LIST_LIMIT,
  NEIGHBORHOOD_RADIUS_MILES,
  NEIGHBORS_LEGAL_WARNING,
  neighborhoodMiles,
  neighborhoodWindow,
} from './neighborhood.rules.js';
import { NeighborhoodInput } from './neighborhood.schema.js';
import { neighborhoodContext } from './neighborhood.steps.js';

/** A new neighbour as the Neighbors tab shows them: preview-level facts only (no street address, phone or e-mail). */
export interface NeighborView {
  readonly personId: number;
  readonly fullName: string;
  readonly age: number | null;
  /** YYYY-MM. */
  readonly movedIn: string;
  readonly distanceMiles: number;
  readonly city: string;
  readonly state: string;
  readonly source: NeighborhoodSource;
  readonly recordedAt: string;
}

/**
 * POST neighborhood/recent-neighbors (001 section 7; the tooltips "new neighbors" and "find nearby
 * neighbors", with the legal warning against harassment, 001 section 2): people who moved within
 * 0.5 mile of the property in the 12 months ending at the as-of date, newest first, at most
 * {@link NEIGHBORHOOD_LIST_LIMIT} (`total` counts them all). Members only.
 */
export const makeRecentNeighbors = (p: NeighborhoodPorts) =>
  useCase(NeighborhoodInput, ({ propertyId }, userId: string | null) =>
    neighborhoodContext(p, userId, propertyId).map(async ({ subject, asOf }) => {
      const { total, neighbors } = await p.neighborhood.recentNeighbors(subject, {
        radiusMiles: NEIGHBORHOOD_RADIUS_MILES,
        ...neighborhoodWindow(asOf),
        limit: NEIGHBORHOOD_LIST_LIMIT,
      });
      return {
        warning: NEIGHBORS_LEGAL_WARNING,
        total,
        neighbors: neighbors.map(
          (n): NeighborView => ({
            personId: n.personId,
            fullName: personFullName(n),
            age: ageOn(n.birthDate, asOf),
            movedIn: monthOf(n.movedIn),
            distanceMiles: neighborhoodMiles(n.miles),
            city: n.city,
            state: n.state,
            source: n.source,
            recordedAt: n.recordedAt,
          }),
        ),
      };
    }),
  );
