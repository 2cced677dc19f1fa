import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CLIENT_CACHE_PREFIX,
  clientCacheEntry,
  clientCacheIsExpired,
  clientCacheKey,
  clientCacheOwnsKey,
  clientCacheRead,
} from '../../../web/src/lib/http/client-cache.rules';

describe('client cache (002 sections 7 and 9)', () => {
  const now = 1_800_000_000_000;
  it('prefixes keys with PF:', () => {
    expect(CLIENT_CACHE_PREFIX).toBe('PF:');
    expect(clientCacheKey('offers')).toBe('PF:offers');
    expect(clientCacheKey('PF:offers')).toBe('PF:offers');
    expect(clientCacheOwnsKey('PF:x')).toBe(true);
    expect(clientCacheOwnsKey('tw.logs')).toBe(false);
  });

  it('expires after the given seconds, or never without them', () => {
    const e = clientCacheEntry({ a: 1 }, now, 900);
    expect(e.expiresAt).toBe(now + 900_000);
    expect(clientCacheIsExpired(e, now + 899_999)).toBe(false);
    expect(clientCacheIsExpired(e, now + 900_000)).toBe(true);
    expect(clientCacheEntry(1, now)).toEqual({ value: 1 });
    expect(clientCacheEntry(1, now, 0)).toEqual({ value: 1 });
    expect(clientCacheIsExpired(clientCacheEntry(1, now), Number.MAX_SAFE_INTEGER)).toBe(false);
  });

  it('reads stored entries back until they expire', () => {
    const raw = JSON.stringify(clientCacheEntry(['x'], now, 10));
    expect(clientCacheRead(raw, now)).toEqual(['x']);
    expect(clientCacheRead(raw, now + 10_000)).toBeUndefined();
    for (const bad of [null, undefined, '', '{', '3', 'null', '{"v":1}', '{"value":1,"expiresAt":"x"}']) {
      expect(clientCacheRead(bad, now)).toBeUndefined();
    }
  });

  it('round-trips any JSON value within its lifetime', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.integer({ min: 1, max: 10_000 }), (v, ttl) => {
        const raw = JSON.stringify(clientCacheEntry(v, now, ttl));
        expect(clientCacheRead(raw, now + ttl * 1000 - 1)).toEqual(JSON.parse(JSON.stringify(v)));
      }),
    );
  });
});
