import { useCase } from '../shared/use-case.js';
import type { NeighborhoodPorts, NeighborhoodSource } from './neighborhood.port.js';
import {
  NEIGHBORHOOD_LIST_LIMIT,
  NEIGHBORHOOD_RADIUS_MILES,
  neighborhoodMiles,
  neighborhoodWindow,
  streetNameOnly,
  type WatchFilingKind,
} from './neighborhood.rules.js';
import { NeighborhoodInput } from './neighborhood.schema.js';
import { neighborhoodContext } from './neighborhood.steps.js';

/** A filing as the Watch tab shows it: the street only, never the house number. */
export interface WatchFilingView {
  readonly kind: WatchFilingKind;
  readonly date: string;
  readonly distanceMiles: number;
  readonly streetName: string;
  readonly city: string;
  readonly source: NeighborhoodSource;
  readonly recordedAt: string;
}

/**
 * GET neighborhood/watch (the Watch tab, 001 section 2): pre-foreclosures, foreclosures, evictions and
 * property liens of other properties within 0.5 mile, recorded in the 12 months ending at the as-of date,
 * newest first, at most {@link NEIGHBORHOOD_LIST_LIMIT} (`total` counts them all). Members only.
 */
export const makeNeighborhoodWatch = (p: NeighborhoodPorts) =>
  useCase(NeighborhoodInput, ({ propertyId }, userId: string | null) =>
    neighborhoodContext(p, userId, propertyId).map(async ({ subject, asOf }) => {
      const { total, filings } = await p.neighborhood.watchFilings(subject, {
        radiusMiles: NEIGHBORHOOD_RADIUS_MILES,
        ...neighborhoodWindow(asOf),
        limit: NEIGHBORHOOD_LIST_LIMIT,
      });
      return {
        filings: filings.map(
          (f): WatchFilingView => ({
            kind: f.kind,
            date: f.date,
            distanceMiles: neighborhoodMiles(f.miles),
            streetName: streetNameOnly(f),
            city: f.city,
            source: f.source,
            recordedAt: f.recordedAt,
          }),
        ),
        total,
      };
    }),
  );
