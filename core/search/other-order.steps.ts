import type {
  CandidatesBothOrders,
  OtherOrderQuery,
  PersonCandidateQuery,
  PersonSearch,
} from './person-search.port.js';

/**
 * {@link PersonSearch.findCandidatesBothOrders} by two calls of `findCandidates`, for stores without a
 * one-look-up version: the other order (docs/decisions/0086) only when the typed order finds fewer than
 * `otherOrder.below`.
 */
export const candidatesBothOrdersByTwoLookups =
  (search: Pick<PersonSearch, 'findCandidates'>) =>
  async (query: PersonCandidateQuery, otherOrder: OtherOrderQuery): Promise<CandidatesBothOrders> => {
    const typed = await search.findCandidates({ ...query, exact: false });
    if (typed.length >= otherOrder.below) return { typed, other: null };
    const other = await search.findCandidates({
      first: query.last,
      last: query.first,
      firstNames: otherOrder.firstNames,
      limit: query.limit,
      exact: true,
    });
    return { typed, other };
  };
