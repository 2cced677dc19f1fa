import { ADDRESS_AUTOCOMPLETE_PATH, AUTOCOMPLETE_CACHE_SECONDS } from '#core/search/autocomplete.rules';
import type { AddressSuggestion, CitySuggestion } from '#core/search/person-search.port';
import type { AddressSearchResult } from '#core/search/search-address.use-case';
import type { EmailSearchResult } from '#core/search/search-email.use-case';
import type { PersonSearchResult } from '#core/search/search-people.use-case';
import type { PhoneSearchResult } from '#core/search/search-phone.use-case';
import { http } from '../../../lib/http/http';

type Ok<T> = T & { success: true };
type Query = Record<string, string | undefined>;

const clean = (q: Query): Record<string, string> =>
  Object.fromEntries(Object.entries(q).filter((e): e is [string, string] => e[1] !== undefined && e[1] !== ''));

/** Name search (GET /api/search/people). */
export const fetchPeople = (q: Query, signal?: AbortSignal) =>
  http.get<Ok<PersonSearchResult>>('/api/search/people', { query: clean(q), ...(signal ? { signal } : {}) });
/** Reverse phone (GET /api/search/phone). */
export const fetchPhone = (phone: string, signal?: AbortSignal) =>
  http.get<Ok<PhoneSearchResult>>('/api/search/phone', { query: { phone }, ...(signal ? { signal } : {}) });
/** E-mail look-up (GET /api/search/email). */
export const fetchEmail = (email: string, signal?: AbortSignal) =>
  http.get<Ok<EmailSearchResult>>('/api/search/email', { query: { email }, ...(signal ? { signal } : {}) });
/** Address search (GET /api/search/address). */
export const fetchAddress = (q: Query, signal?: AbortSignal) =>
  http.get<Ok<AddressSearchResult>>('/api/search/address', { query: clean(q), ...(signal ? { signal } : {}) });

const cache = { ttlSeconds: AUTOCOMPLETE_CACHE_SECONDS };

/** Address suggestions (002 section 7): cached 900 s per input in the client cache. */
export const fetchAddressSuggestions = (input: string, units: boolean, signal: AbortSignal) =>
  http.get<Ok<{ suggestions: AddressSuggestion[] }>>(ADDRESS_AUTOCOMPLETE_PATH, {
    query: { input, units },
    signal,
    cache,
    log: false,
  });
/** City suggestions for the name form (cached 900 s). */
export const fetchCities = (input: string, signal: AbortSignal) =>
  http.get<Ok<{ cities: CitySuggestion[] }>>('/api/autocomplete/cities', {
    query: { input },
    signal,
    cache,
    log: false,
  });
/** Last-name suggestions for the name form (cached 900 s). */
export const fetchLastNames = (input: string, signal: AbortSignal) =>
  http.get<Ok<{ lastNames: string[] }>>('/api/autocomplete/last-names', {
    query: { input },
    signal,
    cache,
    log: false,
  });
