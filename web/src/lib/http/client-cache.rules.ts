/**
 * Browser-side response cache rules (002 section 7: "Responses can be cached by key with a
 * time-to-live"; section 9: "Client cache entries carry prefix 'PF:' with optional expiry in seconds").
 * Time arrives as an argument (`nowMs`), so the rules stay pure.
 */

/** Every client cache key in browser storage starts with this prefix. */
export const CLIENT_CACHE_PREFIX = 'PF:';

/** A stored cache entry: the value and, when it expires, the expiry time in epoch milliseconds. */
export type ClientCacheEntry<T = unknown> = { readonly value: T; readonly expiresAt?: number };

/** The storage key of a cache key: `PF:` + key (a key that already carries the prefix is kept). */
export const clientCacheKey = (key: string): string =>
  key.startsWith(CLIENT_CACHE_PREFIX) ? key : `${CLIENT_CACHE_PREFIX}${key}`;

/** Whether a storage key belongs to the client cache. */
export const clientCacheOwnsKey = (storageKey: string): boolean => storageKey.startsWith(CLIENT_CACHE_PREFIX);

/**
 * A new entry. `ttlSeconds` is optional: without it (or when it is not a positive number) the entry
 * never expires.
 */
export const clientCacheEntry = <T>(value: T, nowMs: number, ttlSeconds?: number): ClientCacheEntry<T> =>
  ttlSeconds !== undefined && Number.isFinite(ttlSeconds) && ttlSeconds > 0
    ? { value, expiresAt: nowMs + ttlSeconds * 1000 }
    : { value };

/** An entry has expired once its expiry time is reached. */
export const clientCacheIsExpired = (entry: ClientCacheEntry, nowMs: number): boolean =>
  entry.expiresAt !== undefined && nowMs >= entry.expiresAt;

/**
 * Reads a stored entry: undefined when the text is missing, not an entry, or expired (the caller
 * then removes it).
 */
export const clientCacheRead = <T = unknown>(raw: string | null | undefined, nowMs: number): T | undefined => {
  if (raw === null || raw === undefined) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return undefined;
  }
  if (parsed === null || typeof parsed !== 'object' || !('value' in parsed)) return undefined;
  const entry = parsed as { value: T; expiresAt?: unknown };
  if (entry.expiresAt !== undefined && typeof entry.expiresAt !== 'number') return undefined;
  return clientCacheIsExpired(entry as ClientCacheEntry<T>, nowMs) ? undefined : entry.value;
};
