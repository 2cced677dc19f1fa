import { InMemoryCandidateCache } from '../../adapters/memory/in-memory-candidate-cache.js';
import { ProcessRateLimiter } from '../../adapters/memory/process-rate-limiter.js';
import { PgPersonSearch, PgSearchAutocomplete } from '../../adapters/postgres/pg-person-search.js';
import { PgVisitorSearchHistory } from '../../adapters/postgres/pg-visitor-search-history.js';
import type { SearchHistory } from '../../core/accounts/history.port.js';
import type { FactGate } from '../../core/fact-gate/fact-gate.steps.js';
import { makeAddressSuggestions } from '../../core/search/address-suggestions.use-case.js';
import { makeCitySuggestions } from '../../core/search/city-suggestions.use-case.js';
import { makeClaimVisitorSearches } from '../../core/search/claim-visitor-searches.use-case.js';
import { gatedPersonSearch, gatedSearchAutocomplete } from '../../core/search/gated-person-search.steps.js';
import { makeLastNameSuggestions } from '../../core/search/last-name-suggestions.use-case.js';
import { makeListUseCases } from '../../core/search/list-use-cases.use-case.js';
import type { CandidateCache, PersonSearch, SearchAutocomplete } from '../../core/search/person-search.port.js';
import type { SavedPropertyMarks } from '../../core/search/saved-property-marks.port.js';
import { makeSearchAddress } from '../../core/search/search-address.use-case.js';
import { makeSearchEmail } from '../../core/search/search-email.use-case.js';
import { makeSearchPeople } from '../../core/search/search-people.use-case.js';
import { makeSearchPhone } from '../../core/search/search-phone.use-case.js';
import type { VisitorSearchHistory } from '../../core/search/visitor-search-history.port.js';
import { type PortOverrides, type SharedBindings, withOverrides } from './shared.js';

/** The search use cases the routes call (002 sections 2.1, 3, 7 and 9). */
export interface SearchUseCases {
  readonly searchPeople: ReturnType<typeof makeSearchPeople>;
  readonly searchPhone: ReturnType<typeof makeSearchPhone>;
  readonly searchEmail: ReturnType<typeof makeSearchEmail>;
  readonly searchAddress: ReturnType<typeof makeSearchAddress>;
  readonly addressSuggestions: ReturnType<typeof makeAddressSuggestions>;
  readonly citySuggestions: ReturnType<typeof makeCitySuggestions>;
  readonly lastNameSuggestions: ReturnType<typeof makeLastNameSuggestions>;
  /** Searches made before signing in join the member's history (docs/decisions/0081). */
  readonly claimVisitorSearches: ReturnType<typeof makeClaimVisitorSearches>;
  readonly listUseCases: ReturnType<typeof makeListUseCases>;
}

/** What the search wiring builds and a test may replace. */
export interface SearchPorts {
  readonly people: PersonSearch;
  readonly autocomplete: SearchAutocomplete;
  /** Recently found candidates, shared by the pages and filters of one name; `null`: none kept. */
  readonly candidates: CandidateCache | null;
  /** A visitor's searches before signing in (docs/decisions/0081). */
  readonly visitorHistory: VisitorSearchHistory;
}

/** The search area: its ports and use cases. */
export interface SearchWiring {
  readonly ports: SearchPorts;
  readonly useCases: SearchUseCases;
}

/** How long and how many found candidates this process keeps (docs/decisions/0040). */
const CANDIDATE_CACHE = { ttlMs: 60_000, maxCandidates: 100_000 };

/**
 * Visitors' searches are written in batches (docs/decisions/0090): at most 50 ms after the first one held,
 * or 200 at once. Every search wrote its own row before, a round trip for each search.
 */
const VISITOR_HISTORY_BATCHES = { maxDelayMs: 50, maxRows: 200 } as const;

/**
 * Search on the record tables (PostgreSQL or PGlite) with a candidate cache in this process. Searches
 * of a signed-in user are recorded in `history` (the accounts area's); a failure to record is logged,
 * and the search still answers. Address results carry the member's saved marks from `savedMarks` (the
 * property area's saved properties).
 */
export const wireSearch = (
  shared: SharedBindings,
  deps: {
    readonly history: SearchHistory;
    readonly savedMarks?: SavedPropertyMarks;
    /** The fact gate every result passes (core/fact-gate/fact-gate.steps.ts). */
    readonly gate: FactGate;
  },
  overrides?: PortOverrides<SearchPorts>,
): SearchWiring => {
  const ports = withOverrides<SearchPorts>(
    {
      // Record reads on the read side (docs/decisions/0085); the lookup tables are rebuilt on the primary.
      people: new PgPersonSearch(shared.readDb, shared.db),
      autocomplete: new PgSearchAutocomplete(shared.readDb, shared.db),
      candidates: new InMemoryCandidateCache(CANDIDATE_CACHE),
      visitorHistory: new PgVisitorSearchHistory(shared.db, {
        ...VISITOR_HISTORY_BATCHES,
        onError: (e, searches) => shared.log.warn({ err: e, searches }, 'visitor searches not recorded'),
      }),
    },
    overrides,
  );
  const people = gatedPersonSearch(ports.people, deps.gate);
  const s = {
    people,
    gate: deps.gate,
    // A visitor's kept searches are counted in this process: the search never waits on a round trip for it.
    visitorSearchLimiter: new ProcessRateLimiter(),
    clock: shared.clock,
    history: deps.history,
    visitorHistory: ports.visitorHistory,
    ...(deps.savedMarks ? { savedMarks: deps.savedMarks } : {}),
    onHistoryError: (e: unknown) => shared.log.warn({ err: e }, 'search history not recorded'),
    ...(ports.candidates ? { candidates: ports.candidates } : {}),
  };
  // Suggested surnames pass the gate: one only people who opted out hold would name them.
  const a = { autocomplete: gatedSearchAutocomplete(ports.autocomplete, deps.gate) };
  return {
    ports,
    useCases: {
      // The name search asks the gate itself, about fresh and cached candidates alike and its cards'
      // relatives (docs/decisions/0099): it gets the store unwrapped, or a search that misses the cache would
      // ask twice.
      searchPeople: makeSearchPeople({
        ...s,
        people: {
          ...people,
          findCandidates: (q) => ports.people.findCandidates(q),
          findCandidatesBothOrders: (q, o, prefetch) => ports.people.findCandidatesBothOrders(q, o, prefetch),
          cardExtras: (ids) => ports.people.cardExtras(ids),
        },
      }),
      searchPhone: makeSearchPhone(s),
      searchEmail: makeSearchEmail(s),
      searchAddress: makeSearchAddress(s),
      addressSuggestions: makeAddressSuggestions(a),
      citySuggestions: makeCitySuggestions(a),
      lastNameSuggestions: makeLastNameSuggestions(a),
      claimVisitorSearches: makeClaimVisitorSearches({ visitorHistory: ports.visitorHistory, history: deps.history }),
      listUseCases: makeListUseCases(),
    },
  };
};
