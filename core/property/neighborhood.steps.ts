import { err, ok, ResultAsync } from 'neverthrow';
import type { RateLimitedError } from '../accounts/accounts.errors.js';
import { utcIsoDate } from '../shared/date.rules.js';
import { type NotFoundError, notFound } from '../shared/errors.js';
import type { NeighborhoodPorts, NeighborhoodSubject } from './neighborhood.port.js';
import type { MembershipRequiredError } from './property.errors.js';
import { requirePropertyMember } from './require-member.steps.js';

/** A neighbourhood call's subject and the day its rules count from. */
export interface NeighborhoodContext {
  readonly subject: NeighborhoodSubject;
  /** The records' as-of date ("today" for the property rules); the clock's UTC day when none is recorded. */
  readonly asOf: string;
}

/**
 * The steps every neighbourhood call starts with (001 section 6; docs/decisions/0061-neighborhood-data.md):
 * the caller must be a member (403 MembershipRequired otherwise), the property must exist (404), then the
 * records' as-of date.
 */
export const neighborhoodContext = (
  p: NeighborhoodPorts,
  userId: string | null,
  propertyId: number,
): ResultAsync<NeighborhoodContext, MembershipRequiredError | RateLimitedError | NotFoundError> =>
  requirePropertyMember(p, userId)
    .andThen(() => ResultAsync.fromSafePromise(p.neighborhood.subject(propertyId)))
    .andThen((subject) => (subject ? ok(subject) : err(notFound('property'))))
    .andThen((subject) =>
      ResultAsync.fromSafePromise(p.neighborhood.asOf()).map((asOf) => ({
        subject,
        asOf: asOf ?? utcIsoDate(p.clock.now()),
      })),
    );
