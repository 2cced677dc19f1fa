import { clientCacheEntry, clientCacheKey, clientCacheOwnsKey, clientCacheRead } from './client-cache.rules';

/**
 * The browser-side cache (002 sections 7 and 9): values in `localStorage` under keys prefixed
 * `PF:`, each with an optional expiry in seconds. Expired entries are removed when read.
 * If storage is full, the cache's own entries are cleared and the write retried once
 * (002 section 8: "Storage quota exceeded: browser storage cleared, event logged").
 */

type QuotaListener = () => void;
let onQuota: QuotaListener | undefined;

/** Lets the logger hear about a full storage without a circular import. */
export const onClientCacheQuotaExceeded = (listener: QuotaListener | undefined): void => {
  onQuota = listener;
};

const storage = (): Storage | undefined => {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined; // access denied (privacy mode)
  }
};

/** Removes every `PF:` entry, leaving other storage alone. */
export const clientCacheClear = (): void => {
  const s = storage();
  if (!s) return;
  const keys: string[] = [];
  for (let i = 0; i < s.length; i += 1) {
    const k = s.key(i);
    if (k !== null && clientCacheOwnsKey(k)) keys.push(k);
  }
  for (const k of keys) s.removeItem(k);
};

/** Reads a value; undefined when absent or expired. */
export const clientCacheGet = <T>(key: string): T | undefined => {
  const s = storage();
  if (!s) return undefined;
  const storageKey = clientCacheKey(key);
  const raw = s.getItem(storageKey);
  const value = clientCacheRead<T>(raw, Date.now());
  if (value === undefined && raw !== null) s.removeItem(storageKey);
  return value;
};

/** Stores a value, optionally for `ttlSeconds` seconds. Returns false when storage is unavailable or full. */
export const clientCacheSet = (key: string, value: unknown, ttlSeconds?: number): boolean => {
  const s = storage();
  if (!s) return false;
  const text = JSON.stringify(clientCacheEntry(value, Date.now(), ttlSeconds));
  try {
    s.setItem(clientCacheKey(key), text);
    return true;
  } catch {
    clientCacheClear();
    onQuota?.();
    try {
      s.setItem(clientCacheKey(key), text);
      return true;
    } catch {
      return false;
    }
  }
};

/** Removes one value. */
export const clientCacheRemove = (key: string): void => {
  storage()?.removeItem(clientCacheKey(key));
};
