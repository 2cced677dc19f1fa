import type { SearchHistory } from '../accounts/history.port.js';
import type { RateLimiter } from '../accounts/rate-limiter.port.js';
import type { FactGate } from '../fact-gate/fact-gate.steps.js';
import type { Clock } from '../shared/clock.port.js';
import type { SavedPropertyMarks } from './saved-property-marks.port.js';
import type { AddressCriteria } from './search-criteria.rules.js';
import type { VisitorSearchHistory } from './visitor-search-history.port.js';

/** How a record's last name was found for the searched one (docs/decisions/0040). */
export type LastNameMatch = 'exact' | 'phonetic' | 'typo';

/** Where a matched name comes from: the person's own name or one of their other names (aliases). */
export type NameSource = 'primary' | 'formal' | 'maiden' | 'aka' | 'nickname';

/** One of a candidate's names that matched the search, with how its last name matched. */
export type MatchedName = {
  readonly source: NameSource;
  readonly firstName: string;
  readonly middleName: string | null;
  readonly lastName: string;
  readonly lastMatch: LastNameMatch;
};

/** A place a candidate lived (address history), without the street: only city, state and dates. */
export type PlaceLived = {
  readonly city: string;
  readonly state: string;
  /** ISO dates or null when unknown. */
  readonly from: string | null;
  readonly to: string | null;
  readonly current: boolean;
};

/** A person the store found for a name search, before ranking. */
export type PersonCandidate = {
  readonly id: number;
  readonly firstName: string;
  readonly middleName: string | null;
  readonly lastName: string;
  /** ISO date or null. */
  readonly birthDate: string | null;
  readonly deceased: boolean;
  /** The record's gender when it holds one. */
  readonly gender: 'M' | 'F' | null;
  readonly names: readonly MatchedName[];
  readonly places: readonly PlaceLived[];
};

/**
 * What the store looks for: the searched last name (lower-case letters only) with its sound-alikes
 * and one-typo variants, combined with the given first names (lower-case letters only: the searched
 * name, its nicknames or formal names, its initial) and the store's own one-typo variants of `first`.
 */
export type PersonCandidateQuery = {
  readonly first: string;
  readonly last: string;
  readonly firstNames: readonly string[];
  /** At most this many candidates. */
  readonly limit: number;
  /**
   * Exact keys only: `last` as given with the given `firstNames`, no sound-alike or one-typo variant of
   * either (the other order of a typed name, docs/decisions/0086).
   */
  readonly exact?: boolean;
  /**
   * A state search (docs/decisions/0092): only people with a place in this state (`livedInState` of
   * ranking.rules.ts, the state filter of the ranking), the limit counting them only; any case, spaces
   * around it ignored. Blank: everyone.
   */
  readonly livedIn?: string;
};

/**
 * The other order of a typed name ("Smith John" for John Smith, docs/decisions/0086): its given name is
 * the typed surname, its surname the typed given name, looked up by exact keys with `firstNames`, and
 * only when the typed order finds fewer than `below` candidates.
 */
export type OtherOrderQuery = { readonly firstNames: readonly string[]; readonly below: number };

/**
 * The candidates of the typed order and of the other order; `other` is null when it was not looked up.
 * The store hands over everyone, people who opted out too: the fact gate decides who is shown
 * (docs/decisions/0099).
 */
export type CandidatesBothOrders = {
  readonly typed: PersonCandidate[];
  readonly other: PersonCandidate[] | null;
  /**
   * Asked with a {@link CardExtrasPrefetch}: the card extras of every candidate of either order; null
   * when they are more than its `max`. Absent when not asked, or when the store cannot bring them (no
   * `cardExtras` in `candidatesBothOrdersByTwoLookups`).
   */
  readonly extras?: readonly PersonCardExtras[] | null;
};

/**
 * The card extras to fetch with the candidates (docs/decisions/0090, "Later", and 0092): those of every
 * candidate of both orders, when they are at most `max` (a page): the first page of the search is then
 * among them, so it needs no second round trip.
 */
export type CardExtrasPrefetch = { readonly max: number };

/** The typed names (search keys, letters only) of a search that found nobody. */
export type NearestNamesQuery = { readonly first: string; readonly last: string; readonly limit: number };

/** Spellings near the typed names that the records hold (empty when the typed one is held, or none is near). */
export type NearestNames = { readonly firstNames: readonly string[]; readonly lastNames: readonly string[] };

/** A relative on a result card: the name it shows, and the id the fact gate asks about. */
export type CardRelative = { readonly id: number; readonly name: string };

/** The extra facts a result card shows: other names and relatives' names (previews only, 002 section 6). */
export type PersonCardExtras = {
  readonly id: number;
  readonly aliases: readonly string[];
  readonly relatives: readonly CardRelative[];
};

/** A person as a preview shows them: no phone, e-mail or street address (docs/decisions/0040, "nothing locked"). */
export type PersonPreviewRecord = {
  readonly id: number;
  readonly firstName: string;
  readonly middleName: string | null;
  readonly lastName: string;
  readonly birthDate: string | null;
  readonly deceased: boolean;
  readonly city: string | null;
  readonly state: string | null;
};

/** A phone number's record (002 section 9 classification codes). */
export type PhoneRecord = {
  readonly number: string;
  readonly lineType: string;
  readonly carrier: string | null;
  readonly classification: number;
  readonly people: readonly (PersonPreviewRecord & { readonly current: boolean })[];
};

/** A property and its residents found by an address search. */
export type AddressRecord = {
  readonly addressId: number;
  readonly propertyId: number | null;
  readonly houseNumber: string;
  readonly street: string;
  readonly unit: string;
  readonly city: string;
  readonly state: string;
  readonly zip: string;
  readonly property: {
    readonly landUse: string;
    readonly yearBuilt: number | null;
    readonly bedrooms: number | null;
    readonly bathrooms: number | null;
    readonly squareFeet: number | null;
    readonly lotSquareFeet: number | null;
    readonly units: number;
  } | null;
  readonly residents: readonly PersonPreviewRecord[];
  readonly pastResidents: number;
};

/**
 * The person and contact look-ups behind the searches (docs/decisions/0040; 002 sections 2.1 and 3). Adapters:
 * `PgPersonSearch` (adapters/postgres). Failures of the store throw (lost infrastructure).
 */
export interface PersonSearch {
  /** Name search candidates: exact, nickname/formal, sound-alike and one-typo names, aliases included. */
  findCandidates(query: PersonCandidateQuery): Promise<PersonCandidate[]>;
  /**
   * `findCandidates(query)` (not `exact`) and, when it finds fewer than `otherOrder.below`, the other
   * order's candidates (exact keys, same limit and `livedIn`), in one look-up where the store can:
   * `candidatesBothOrdersByTwoLookups` (other-order.steps.ts) is the two-call version. With `prefetch`,
   * also the card extras of the candidates (see {@link CardExtrasPrefetch}).
   */
  findCandidatesBothOrders(
    query: PersonCandidateQuery,
    otherOrder: OtherOrderQuery,
    prefetch?: CardExtrasPrefetch,
  ): Promise<CandidatesBothOrders>;
  /** Aliases and relatives' names for the given people (a result page). */
  cardExtras(ids: readonly number[]): Promise<PersonCardExtras[]>;
  /**
   * Spellings near a name nobody in the records has: the given names and surnames of the records
   * within two edits of the typed one (same first letter, at least 3 letters typed), closest and most
   * common first, at most `limit` of each; none for a name the records hold. Display forms.
   */
  nearestNames(query: NearestNamesQuery): Promise<NearestNames>;
  /** Reverse phone: the number (ten digits) with its classification and the people linked to it. */
  lookupPhone(digits: string): Promise<PhoneRecord | null>;
  /** E-mail look-up by the lower-cased address. */
  lookupEmail(email: string): Promise<PersonPreviewRecord[]>;
  /** Address look-up: the property at the address and its current residents. */
  lookupAddress(address: AddressCriteria): Promise<AddressRecord[]>;
}

/** An address suggestion (002 section 3 "Address suggestion"). */
export type AddressSuggestion = {
  readonly type: 'zip' | 'city' | 'street' | 'address';
  readonly fullAddress: string;
  readonly addressLabel: string;
  readonly addressLine1: string;
  readonly addressLine2: string;
  readonly unit: string;
  readonly totalUnits: number;
  readonly zipCode: string;
  readonly city: string;
  readonly cityCode: string;
  readonly state: string;
  readonly stateName: string;
  readonly streetCode: string;
};

/** A city suggestion (002 section 3: cities with city, stateAbbr). */
export type CitySuggestion = { readonly city: string; readonly stateAbbr: string };

/** What the address box has typed, read into the parts the store can look up. */
export type AddressSuggestionQuery = {
  /** Lower-case letters, digits and single spaces. */
  readonly text: string;
  /** true: the second look-up listing only unit-bearing addresses of the chosen building (002 section 4). */
  readonly units: boolean;
};

/** Autocomplete sources (002 sections 7 and 9; 001 section 9). Results come from the records tables. */
export interface SearchAutocomplete {
  zips(prefix: string, limit: number): Promise<AddressSuggestion[]>;
  cities(prefix: string, limit: number): Promise<AddressSuggestion[]>;
  streets(prefix: string, limit: number): Promise<AddressSuggestion[]>;
  addresses(query: AddressSuggestionQuery, limit: number): Promise<AddressSuggestion[]>;
  cityNames(prefix: string, limit: number): Promise<CitySuggestion[]>;
  lastNames(prefix: string, limit: number): Promise<string[]>;
}

/**
 * Recently found name candidates by search key (the letters of first and last name, and a state
 * search's state: its lists hold only the people who lived there, docs/decisions/0092): a page change,
 * an age filter and a repeated search rank the same candidates again without the store.
 * Adapter: `InMemoryCandidateCache` (adapters/memory), bounded in size and age.
 */
export interface CandidateCache {
  get(key: string): readonly PersonCandidate[] | undefined;
  set(key: string, candidates: readonly PersonCandidate[]): void;
}

/** Dependencies of the search use cases. `history` logs a signed-in user's searches (000 search history). */
export type SearchDeps = {
  readonly people: PersonSearch;
  /** Recently found candidates (optional): pages and age filters of one name (and state) reuse them. */
  readonly candidates?: CandidateCache;
  readonly clock: Clock;
  readonly history?: SearchHistory;
  /** A visitor's searches before signing in (docs/decisions/0081). */
  readonly visitorHistory?: VisitorSearchHistory;
  /**
   * Counts the visitor searches kept per client address (docs/decisions/0094): past the budget a search
   * answers and is not kept. A process-local limiter, so counting never costs the search a round trip.
   */
  readonly visitorSearchLimiter?: RateLimiter;
  /** Called when logging a search fails: the search itself still answers. */
  readonly onHistoryError?: (e: unknown) => void;
  /** The signed-in member's saved marks for address results (optional: without it no result says). */
  readonly savedMarks?: SavedPropertyMarks;
  /**
   * The fact gate (core/fact-gate/fact-gate.steps.ts): the name search asks it about its candidates, fresh or
   * cached, and about its cards' relatives.
   */
  readonly gate?: Pick<FactGate, 'people' | 'cardExtras'>;
};
