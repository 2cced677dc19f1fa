import type { SearchEntry, StoredSearch } from '../../core/accounts/history.port.js';
import type { VisitorSearchHistory } from '../../core/search/visitor-search-history.port.js';

/** Visitor searches in memory (tests). */
export class InMemoryVisitorSearchHistory implements VisitorSearchHistory {
  private readonly rows = new Map<string, Map<string, StoredSearch>>();

  async record(visitorId: string, e: SearchEntry, at: Date): Promise<void> {
    const mine = this.rows.get(visitorId) ?? new Map<string, StoredSearch>();
    this.rows.set(visitorId, mine);
    const key = `${e.searchTypeEnumId}\n${e.searchUrl}`;
    const old = mine.get(key);
    mine.set(key, {
      ...e,
      createdAt: old?.createdAt ?? at,
      lastRun: old && old.lastRun > at ? old.lastRun : at,
    });
  }

  async list(visitorId: string): Promise<StoredSearch[]> {
    return [...(this.rows.get(visitorId)?.values() ?? [])].sort(
      (a, b) => a.lastRun.getTime() - b.lastRun.getTime() || a.searchUrl.localeCompare(b.searchUrl),
    );
  }

  async remove(visitorId: string): Promise<void> {
    this.rows.delete(visitorId);
  }
}
