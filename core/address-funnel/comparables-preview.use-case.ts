import { err, ok, type Result } from 'neverthrow';
import { z } from 'zod';
import { type ComparablesFilter, resolveComparablesFilter } from '../property/comparables.rules.js';
import type { PropertyMarket } from '../property/property-market.port.js';
import type { Clock } from '../shared/clock.port.js';
import { utcIsoDate } from '../shared/date.rules.js';
import { type NotFoundError, notFound } from '../shared/errors.js';
import { useCase } from '../shared/use-case.js';

/** The comparables step's preview: how many comparables the default search finds, and that search. */
export type ComparablesPreview = {
  readonly totalProperties: number;
  /** The default radius in miles (001 section 9: 0.5 mile). */
  readonly distanceMiles: number;
  /** The last-sale window of the default search (001 section 9: within 1 year of the as-of date). */
  readonly lastSaleFrom: string | null;
  readonly lastSaleTo: string | null;
};

const Input = z.object({
  propertyId: z.coerce
    .number({ error: 'Please give a property id' })
    .int('Please give a property id')
    .min(1, 'Please give a property id')
    .max(Number.MAX_SAFE_INTEGER, 'Please give a property id'),
});

/**
 * The comparables step of the address funnel (docs/decisions/0080): the number of comparables the
 * comparables tool's default search finds (001 section 9 defaults), and nothing else. As the address
 * report's locked sections do in preview (docs/decisions/0050, 0062), it is an honest count: no address,
 * price or average, which are the member tool's (docs/decisions/0060). It follows the comparables flag:
 * off, the tool does not exist (404).
 */
export const makeComparablesPreview = (deps: {
  readonly market: PropertyMarket;
  readonly clock: Clock;
  readonly comparablesEnabled: () => boolean | Promise<boolean>;
}) =>
  useCase(Input, async ({ propertyId }): Promise<Result<ComparablesPreview, NotFoundError>> => {
    if (!(await deps.comparablesEnabled())) return err(notFound('comparables'));
    const subject = await deps.market.subject(propertyId);
    if (!subject) return err(notFound('property'));
    const asOf = (await deps.market.asOf()) ?? utcIsoDate(deps.clock.now());
    const filter = resolveComparablesFilter({} as ComparablesFilter, subject, asOf);
    const found = await deps.market.comparables({ subject, filter, offset: 0, limit: 1 });
    return ok({
      totalProperties: found.total,
      distanceMiles: filter.distanceFromSubject,
      lastSaleFrom: filter.lastSaleDateMin ?? null,
      lastSaleTo: filter.lastSaleDateMax ?? null,
    });
  });
