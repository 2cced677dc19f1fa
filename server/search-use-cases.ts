import type { Container, ServiceIdentifier } from 'inversify';
import { InMemoryCandidateCache } from '../adapters/memory/in-memory-candidate-cache.js';
import type { Db } from '../adapters/postgres/db.js';
import { PgPersonSearch, PgSearchAutocomplete } from '../adapters/postgres/pg-person-search.js';
import type { SearchHistory } from '../core/accounts/history.port.js';
import {
  makeAddressSuggestions,
  makeCitySuggestions,
  makeLastNameSuggestions,
} from '../core/search/autocomplete.use-case.js';
import type { CandidateCache, PersonSearch, SearchAutocomplete } from '../core/search/person-search.port.js';
import {
  makeSearchAddress,
  makeSearchEmail,
  makeSearchPeople,
  makeSearchPhone,
} from '../core/search/person-search.use-case.js';
import type { Clock } from '../core/shared/clock.port.js';

/** The search use cases the routes call (issue 5). */
export interface SearchUseCases {
  readonly searchPeople: ReturnType<typeof makeSearchPeople>;
  readonly searchPhone: ReturnType<typeof makeSearchPhone>;
  readonly searchEmail: ReturnType<typeof makeSearchEmail>;
  readonly searchAddress: ReturnType<typeof makeSearchAddress>;
  readonly addressSuggestions: ReturnType<typeof makeAddressSuggestions>;
  readonly citySuggestions: ReturnType<typeof makeCitySuggestions>;
  readonly lastNameSuggestions: ReturnType<typeof makeLastNameSuggestions>;
}

/** Builds the search use cases from ports (real or fake). */
export const makeSearchUseCases = (deps: {
  people: PersonSearch;
  candidates?: CandidateCache;
  autocomplete: SearchAutocomplete;
  clock: Clock;
  history?: SearchHistory;
  onHistoryError?: (e: unknown) => void;
}): SearchUseCases => {
  const s = {
    people: deps.people,
    clock: deps.clock,
    ...(deps.candidates ? { candidates: deps.candidates } : {}),
    ...(deps.history ? { history: deps.history } : {}),
    ...(deps.onHistoryError ? { onHistoryError: deps.onHistoryError } : {}),
  };
  const a = { autocomplete: deps.autocomplete };
  return {
    searchPeople: makeSearchPeople(s),
    searchPhone: makeSearchPhone(s),
    searchEmail: makeSearchEmail(s),
    searchAddress: makeSearchAddress(s),
    addressSuggestions: makeAddressSuggestions(a),
    citySuggestions: makeCitySuggestions(a),
    lastNameSuggestions: makeLastNameSuggestions(a),
  };
};

/** The search use cases on PostgreSQL (or PGlite). */
export const pgSearchUseCases = (
  db: Db,
  extra: { history?: SearchHistory; onHistoryError?: (e: unknown) => void; candidates?: CandidateCache } = {},
): SearchUseCases =>
  makeSearchUseCases({
    people: new PgPersonSearch(db),
    autocomplete: new PgSearchAutocomplete(db),
    clock: { now: () => new Date() },
    ...extra,
  });

export const SEARCH_TOKEN = Symbol.for('tracewell.Search') as ServiceIdentifier<SearchUseCases>;

/** Binds the search use cases; the search history writer comes from the accounts area when bound. */
export const bindSearch = (
  c: Container,
  tokens: { db: ServiceIdentifier<Db>; history: ServiceIdentifier<SearchHistory> },
  onHistoryError?: (e: unknown) => void,
): void => {
  c.bind(SEARCH_TOKEN).toDynamicValue((ctx) =>
    pgSearchUseCases(ctx.get(tokens.db), {
      history: ctx.get(tokens.history),
      candidates: new InMemoryCandidateCache({ ttlMs: 60_000, maxCandidates: 100_000 }),
      ...(onHistoryError ? { onHistoryError } : {}),
    }),
  );
};
