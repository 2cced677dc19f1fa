import type { CandidateCache, PersonCandidate } from '../../core/search/person-search.port.js';

/**
 * A bounded in-process cache of name-search candidates (least recently used out first): at most
 * `maxCandidates` candidates in all (about 0.5 kB each), each entry kept `ttlMs` at most, so a bulk
 * load of new records shows up within that time.
 */
export class InMemoryCandidateCache implements CandidateCache {
  private readonly entries = new Map<string, { at: number; list: readonly PersonCandidate[] }>();
  private size = 0;

  constructor(
    private readonly opts: { ttlMs: number; maxCandidates: number; now?: () => number } = {
      ttlMs: 60_000,
      maxCandidates: 100_000,
    },
  ) {}

  private now(): number {
    return this.opts.now ? this.opts.now() : Date.now();
  }

  get(key: string): readonly PersonCandidate[] | undefined {
    const e = this.entries.get(key);
    if (!e) return undefined;
    this.entries.delete(key);
    if (this.now() - e.at > this.opts.ttlMs) {
      this.size -= e.list.length;
      return undefined;
    }
    this.entries.set(key, e);
    return e.list;
  }

  set(key: string, list: readonly PersonCandidate[]): void {
    if (list.length > this.opts.maxCandidates) return;
    const old = this.entries.get(key);
    if (old) {
      this.size -= old.list.length;
      this.entries.delete(key);
    }
    this.entries.set(key, { at: this.now(), list });
    this.size += list.length;
    for (const [k, e] of this.entries) {
      if (this.size <= this.opts.maxCandidates) break;
      this.entries.delete(k);
      this.size -= e.list.length;
    }
  }
}
