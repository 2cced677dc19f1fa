import type { z } from 'zod';
import type {
  NearbyCountsInput,
  NearbyCountsResponse,
  NearbySearchInput,
  NearbySearchResponse,
  SavedNearbySearch,
  SaveNearbySearchInput,
} from '#core/property/nearby-search.schema';
import { http } from '../../../lib/http/http';
import { HttpError } from '../../../lib/http/http-error';

const BASE = '/dashboard/api/nearby';
const opts = (signal?: AbortSignal) => (signal ? { signal } : {});

/** The bodies as the browser sends them (the wire contract of core/property/nearby-search.schema.ts). */
export type NearbySearchBody = z.input<typeof NearbySearchInput>;
export type NearbyCountsBody = z.input<typeof NearbyCountsInput>;
export type SaveNearbySearchBody = z.input<typeof SaveNearbySearchInput>;

/** The search reply (001 section 7): `{ success, response, promptUpgrade }`. */
export type NearbySearchReply = { success: boolean; response: NearbySearchResponse; promptUpgrade?: boolean };

/**
 * The nearby calls (001 section 7, Nearby). Every reply carries its payload under `response`, as the
 * search does (`{ success, response, promptUpgrade }`).
 */
export const nearbySearchApi = {
  search: (body: NearbySearchBody, signal?: AbortSignal) =>
    http.post<NearbySearchReply>(`${BASE}/search`, body, opts(signal)),
  counts: (body: NearbyCountsBody, signal?: AbortSignal) =>
    http
      .post<{ success: boolean; response: NearbyCountsResponse }>(`${BASE}/quick-filter-counts`, body, opts(signal))
      .then((r) => r.response.counts),
  saveSearch: (body: SaveNearbySearchBody) =>
    http.post<{ success: boolean; response: SavedNearbySearch }>(`${BASE}/saved-searches`, body),
  savedSearches: (signal?: AbortSignal) =>
    http
      .get<{ success: boolean; response: SavedNearbySearch[] }>(`${BASE}/saved-searches`, opts(signal))
      .then((r) => r.response),
  deleteSavedSearch: (id: string) =>
    http.delete<{ success: boolean }>(`${BASE}/saved-searches/${encodeURIComponent(id)}`),
};

/**
 * Whether a failed search is worth the retry without the extra filters (001 sections 4 and 8): the
 * server failed (5xx), the network failed or the request timed out. A 4xx (a filter the server refused
 * aside) is an answer, not a failure, so it is not retried.
 */
export const isRetryableSearchFailure = (e: unknown): boolean =>
  e instanceof HttpError && (e.kind === 'network' || e.kind === 'timeout' || (e.kind === 'http' && e.status >= 500));
