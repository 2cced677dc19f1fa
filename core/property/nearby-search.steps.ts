import { err, ok, type Result, ResultAsync } from 'neverthrow';
import type { Clock } from '../shared/clock.port.js';
import { calendarDateIn, isoDateOf } from '../shared/date.rules.js';
import { type NotFoundError, notFound, type ValidationError, validationError } from '../shared/errors.js';
import type { NearbyFilters } from './nearby-filters.rules.js';
import type { NearbySearch, NearbySubject } from './nearby-search.port.js';
import { geometryArea, type NearbyArea, radiusArea, resolveNearbyFilters } from './nearby-search.rules.js';
import { NEARBY_TARGET_MESSAGE, type NearbyTarget } from './nearby-search.schema.js';

/** Where a search looks, as the use cases of the nearby search resolve it. */
export interface ResolvedNearbyTarget {
  readonly area: NearbyArea;
  readonly subject: NearbySubject | null;
  /** The typed address as read ("Main St, Austin, TX 78701"), null for a subject or a drawn shape. */
  readonly address: string | null;
}

const today = (clock: Clock): string => isoDateOf(calendarDateIn(clock.now()));

/**
 * The Target and Filter of a nearby search resolved (001 section 3 "Search target"): a subject's
 * location or a geocoded address with the Filter's distanceFromSubject as radius, or a drawn
 * Geometry; the Filter checked, its last-sale interval turned into dates ending on the records' day.
 * A subject the records do not hold is NotFound; an address we cannot place, a shape without area
 * or wider than NEARBY_MAX_SPAN_MILES is a validation error (400).
 */
export const resolveNearbyScope = (
  deps: { readonly search: NearbySearch; readonly clock: Clock },
  target: NearbyTarget,
  filter: NearbyFilters,
): ResultAsync<ResolvedNearbyTarget & { readonly filters: NearbyFilters }, ValidationError | NotFoundError> => {
  const radius = filter.distanceFromSubject ?? 0;
  const run = async (): Promise<
    Result<ResolvedNearbyTarget & { filters: NearbyFilters }, ValidationError | NotFoundError>
  > => {
    const asOf = (await deps.search.asOf()) ?? today(deps.clock);
    const filters = resolveNearbyFilters(filter, today(deps.clock), asOf);
    if (filters.isErr()) return err(validationError(filters.error));
    const done = (
      r: Result<NearbyArea, Record<string, string[]>>,
      subject: NearbySubject | null,
      address: string | null,
    ) => (r.isErr() ? err(validationError(r.error)) : ok({ area: r.value, subject, address, filters: filters.value }));
    if ('SubjectPropertyId' in target) {
      const subject = await deps.search.subject(target.SubjectPropertyId);
      if (subject === null) return err(notFound('property'));
      return done(radiusArea(subject, radius), subject, null);
    }
    if ('Geometry' in target) return done(geometryArea(target.Geometry, radius), null, null);
    const point = await deps.search.geocode({
      city: target.City,
      state: target.State,
      zip: target.Zip,
      street: target.Street,
    });
    if (point === null) return err(validationError({ Target: [NEARBY_TARGET_MESSAGE] }));
    const address = [target.Street, target.City, [target.State, target.Zip].filter(Boolean).join(' ')]
      .filter((s) => s !== undefined && s.trim() !== '')
      .join(', ');
    return done(radiusArea(point, radius), null, address);
  };
  return new ResultAsync(run());
};
