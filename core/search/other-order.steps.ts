import type {
  CandidatesBothOrders,
  CardExtrasPrefetch,
  OtherOrderQuery,
  PersonCandidate,
  PersonCandidateQuery,
  PersonCardExtras,
  PersonSearch,
} from './person-search.port.js';

/**
 * {@link PersonSearch.findCandidatesBothOrders} by two calls of `findCandidates`, for stores without a
 * one-look-up version: the other order (docs/decisions/0086) only when the typed order finds fewer than
 * `otherOrder.below`, with the same limit and `livedIn`; with a `prefetch` (and a store with
 * `cardExtras`), the card extras of the candidates by {@link prefetchedCardExtras}.
 */
export const candidatesBothOrdersByTwoLookups =
  (search: Pick<PersonSearch, 'findCandidates'> & Partial<Pick<PersonSearch, 'cardExtras'>>) =>
  async (
    query: PersonCandidateQuery,
    otherOrder: OtherOrderQuery,
    prefetch?: CardExtrasPrefetch,
  ): Promise<CandidatesBothOrders> => {
    const typed = await search.findCandidates({ ...query, exact: false });
    const other =
      typed.length >= otherOrder.below
        ? null
        : await search.findCandidates({
            ...query,
            first: query.last,
            last: query.first,
            firstNames: otherOrder.firstNames,
            exact: true,
          });
    const cardExtras = search.cardExtras?.bind(search);
    if (!prefetch || !cardExtras) return { typed, other };
    return { typed, other, extras: await prefetchedCardExtras(cardExtras, [...typed, ...(other ?? [])], prefetch) };
  };

/**
 * The card extras a {@link CardExtrasPrefetch} asks for: those of the candidates (each once, of both
 * orders), or null when they are more than its `max`.
 */
const prefetchedCardExtras = async (
  cardExtras: PersonSearch['cardExtras'],
  candidates: readonly PersonCandidate[],
  prefetch: CardExtrasPrefetch,
): Promise<PersonCardExtras[] | null> => {
  const ids = [...new Set(candidates.map((c) => c.id))];
  return ids.length > prefetch.max ? null : cardExtras(ids);
};
