import { useCase } from '../shared/use-case.js';
import type { NeighborhoodPorts, NeighborhoodSource } from './neighborhood.port.js';
import { neighborhoodMiles, SCHOOLS_LIMIT, SCHOOLS_MAX_MILES, type SchoolLevel } from './neighborhood.rules.js';
import { NeighborhoodInput } from './neighborhood.schema.js';
import { neighborhoodContext } from './neighborhood.steps.js';

/** A school as the Lifestyle tab shows it (001 section 2). */
export interface SchoolView {
  readonly id: number;
  readonly name: string;
  readonly level: SchoolLevel;
  readonly grades: string;
  readonly distanceMiles: number;
  readonly rating: number;
  readonly enrollment: number;
  readonly studentTeacherRatio: number;
  readonly source: NeighborhoodSource;
  readonly recordedAt: string;
}

/**
 * GET neighborhood/schools (001 section 7): the nearest {@link SCHOOLS_LIMIT} schools within
 * {@link SCHOOLS_MAX_MILES} of the property, nearest first, each with its rating, enrollment, source and
 * date. Members only.
 */
export const makeGetSchools = (p: NeighborhoodPorts) =>
  useCase(NeighborhoodInput, ({ propertyId }, userId: string | null) =>
    neighborhoodContext(p, userId, propertyId).map(async ({ subject }) => {
      const schools = await p.neighborhood.schoolsNear(subject, SCHOOLS_MAX_MILES, SCHOOLS_LIMIT);
      return {
        schools: schools.map(
          (s): SchoolView => ({
            id: s.id,
            name: s.name,
            level: s.level,
            grades: s.grades,
            distanceMiles: neighborhoodMiles(s.miles),
            rating: s.rating,
            enrollment: s.enrollment,
            studentTeacherRatio: s.studentTeacherRatio,
            source: s.source,
            recordedAt: s.recordedAt,
          }),
        ),
      };
    }),
  );
