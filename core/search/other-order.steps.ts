import type {
  CandidatesBothOrders,
  CardExtrasPrefetch,
  OtherOrderQuery,
  PersonCandidate,
  PersonCandidateQuery,
  PersonCardExtras,
  PersonSearch,
} from './person-search.port.js';
import { livedInState } from './ranking.rules.js';

/**
 * {@link PersonSearch.findCandidatesBothOrders} by two calls of `findCandidates`, for stores without a
 * one-look-up version: the other order (docs/decisions/0086) only when the typed order finds fewer than
 * `otherOrder.below`; with a `prefetch` (and a store with `cardExtras`), the card extras of the
 * candidates who lived in its state by {@link cardExtrasOfState}.
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
            first: query.last,
            last: query.first,
            firstNames: otherOrder.firstNames,
            limit: query.limit,
            exact: true,
          });
    const cardExtras = search.cardExtras?.bind(search);
    if (!prefetch || !cardExtras) return { typed, other };
    return { typed, other, extras: await cardExtrasOfState(cardExtras, [...typed, ...(other ?? [])], prefetch) };
  };

/**
 * The card extras a {@link CardExtrasPrefetch} asks for: those of the candidates who lived in its state
 * (each once), or null when they are more than its `max`, the candidates (of both orders, as found) more
 * than its `candidatesAtMost`, or no state is given.
 */
export const cardExtrasOfState = async (
  cardExtras: PersonSearch['cardExtras'],
  candidates: readonly PersonCandidate[],
  prefetch: CardExtrasPrefetch,
): Promise<PersonCardExtras[] | null> => {
  if (prefetch.state.trim() === '' || candidates.length > prefetch.candidatesAtMost) return null;
  const ids = [...new Set(candidates.filter((c) => livedInState(prefetch, c.places)).map((c) => c.id))];
  return ids.length > prefetch.max ? null : cardExtras(ids);
};
