import { err, ok, type Result, ResultAsync } from 'neverthrow';
import { recordsAddressLine1 } from '../records/normalize.rules.js';
import { landUseGroupOf } from '../records/property-codes.rules.js';
import { utcIsoDate } from '../shared/date.rules.js';
import { type NotFoundError, notFound } from '../shared/errors.js';
import { useCase } from '../shared/use-case.js';
import {
  type ComparablesFilter,
  centsToDollars,
  pricePerSqFtCents,
  type ResolvedComparablesFilter,
  resolveComparablesFilter,
} from './comparables.rules.js';
import { comparablesInput } from './comparables.schema.js';
import { marketSubject } from './market.steps.js';
import { LAND_USE_LABEL, type ListingStatus } from './property-enums.rules.js';
import type { ComparableRow, MarketDeps } from './property-market.port.js';
import { type GridPagination, gridPageCount } from './saved-properties.rules.js';

/** One comparable on the wire (001 section 3 "Comparables": the property list with distanceFromSubject; dollars, miles). */
export interface ComparableView {
  readonly id: number;
  readonly streetAddress: string;
  readonly city: string;
  readonly state: string;
  readonly zip: string;
  readonly latitude: number;
  readonly longitude: number;
  readonly bedrooms: number | null;
  readonly bathrooms: number | null;
  readonly squareFeet: number | null;
  readonly lotSquareFeet: number | null;
  readonly yearBuilt: number | null;
  readonly landUseCode: number;
  readonly propertyType: string;
  readonly lastSaleDate: string | null;
  readonly lastSaleAmount: number | null;
  readonly pricePerSqFt: number | null;
  readonly estimatedValue: number | null;
  readonly distanceFromSubject: number;
  readonly listingStatus: ListingStatus | null;
  readonly photoUrl: string | null;
}

/** POST /api/market/comparables on the wire. */
export interface ComparablesReply {
  readonly totalProperties: number;
  readonly averageSalePrice: number | null;
  readonly averagePricePerSqFt: number | null;
  readonly averageEstimatedValue: number | null;
  /** The filter as applied: the asked fields with the defaults of 001 section 9. */
  readonly filter: ResolvedComparablesFilter;
  readonly subject: { propertyId: number; latitude: number; longitude: number; squareFeet: number | null };
  readonly asOf: string;
  readonly pagination: GridPagination & { readonly pages: number };
  readonly properties: ComparableView[];
}

const flagGate = (on: boolean): Result<void, NotFoundError> => (on ? ok(undefined) : err(notFound('comparables')));

const view = (r: ComparableRow): ComparableView => {
  const ppsf = pricePerSqFtCents(r);
  return {
    id: r.id,
    streetAddress: recordsAddressLine1(r),
    city: r.city,
    state: r.state,
    zip: r.zip,
    latitude: r.latitude,
    longitude: r.longitude,
    bedrooms: r.bedrooms,
    bathrooms: r.bathrooms,
    squareFeet: r.squareFeet,
    lotSquareFeet: r.lotSquareFeet,
    yearBuilt: r.yearBuilt,
    landUseCode: r.landUseCode,
    propertyType: LAND_USE_LABEL[landUseGroupOf(r.landUseCode)],
    lastSaleDate: r.lastSaleDate,
    lastSaleAmount: r.lastSaleAmountCents === null ? null : centsToDollars(r.lastSaleAmountCents),
    pricePerSqFt: ppsf === null ? null : centsToDollars(ppsf),
    estimatedValue: r.estimatedValueCents === null ? null : centsToDollars(r.estimatedValueCents),
    distanceFromSubject: r.distance,
    listingStatus: r.listingStatus,
    photoUrl: r.photoUrl,
  };
};

/**
 * Comparables (001 section 3 "Comparables", section 7 "POST comparables", section 9 defaults):
 * governed by the comparables site flag (bit 1024, 001 section 6): while it is off the tool does not
 * exist (404). Members only (403 MembershipRequired otherwise); 404 for an unknown property. The
 * filter is resolved against the subject and the as-of date (`resolveComparablesFilter`); the reply
 * counts and averages every match and lists one page, closest first (then by id).
 */
export const makeFindComparables = (
  deps: MarketDeps & { readonly comparablesEnabled: () => boolean | Promise<boolean> },
) => {
  // The schema depends on the calendar date only: built once a day, not once a request.
  let schema: { today: string; input: ReturnType<typeof comparablesInput> } | null = null;
  const inputFor = (today: string) => {
    if (schema?.today !== today) schema = { today, input: comparablesInput(today) };
    return schema.input;
  };
  return useCase(
    () => inputFor(utcIsoDate(deps.clock.now())),
    (input, userId: string | null) =>
      ResultAsync.fromSafePromise(Promise.resolve(deps.comparablesEnabled()))
        .andThen(flagGate)
        .andThen(() => marketSubject(deps, userId, input.propertyId, 'comparables'))
        .andThen(({ subject, asOf }) => {
          const filter = resolveComparablesFilter(input.filter as ComparablesFilter, subject, asOf);
          const { page, limit } = input.pagination;
          return ResultAsync.fromSafePromise(
            deps.market.comparables({ subject, filter, offset: (page - 1) * limit, limit }),
          ).map(
            (result): ComparablesReply => ({
              totalProperties: result.total,
              ...result.averages,
              filter,
              subject: {
                propertyId: subject.propertyId,
                latitude: subject.latitude,
                longitude: subject.longitude,
                squareFeet: subject.squareFeet,
              },
              asOf,
              pagination: { page, pages: gridPageCount({ limit, total: result.total }), limit, total: result.total },
              properties: result.rows.map(view),
            }),
          );
        }),
  );
};
