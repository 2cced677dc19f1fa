import { describe, expect, it } from 'vitest';
import { InMemoryCandidateCache } from '../../../adapters/memory/in-memory-candidate-cache.js';
import type { PersonCandidate } from '../../../core/search/person-search.port.js';

const cand = (id: number): PersonCandidate => ({
  id,
  firstName: 'A',
  middleName: null,
  lastName: 'B',
  birthDate: null,
  gender: null,
  deceased: false,
  names: [],
  places: [],
});

describe('InMemoryCandidateCache', () => {
  it('expires entries after the TTL and evicts the least recently used beyond the size bound', () => {
    let now = 0;
    const c = new InMemoryCandidateCache({ ttlMs: 1000, maxCandidates: 3, now: () => now });
    c.set('a', [cand(1), cand(2)]);
    c.set('b', [cand(3)]);
    expect(c.get('a')?.map((x) => x.id)).toEqual([1, 2]);
    c.set('c', [cand(4)]); // 4 candidates > 3: the least recently used ("b") goes
    expect(c.get('b')).toBeUndefined();
    expect(c.get('a')).toHaveLength(2);
    now = 1001;
    expect(c.get('a')).toBeUndefined();
    c.set('big', [cand(1), cand(2), cand(3), cand(4)]); // larger than the bound: not kept
    expect(c.get('big')).toBeUndefined();
  });
});
