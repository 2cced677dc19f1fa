import type { SavedNearbySearches, SavedNearbySearchRecord } from '../../core/property/nearby-search.port.js';

/** {@link SavedNearbySearches} in memory; `emailOf` stands for the users table. */
export class InMemorySavedNearbySearches implements SavedNearbySearches {
  private readonly rows: SavedNearbySearchRecord[] = [];
  private next = 1;

  constructor(
    private readonly emailOf: (userId: string) => Promise<string | null> | string | null,
    private readonly now: () => Date = () => new Date(0),
  ) {}

  async add(
    userId: string,
    s: Pick<SavedNearbySearchRecord, 'filters' | 'criteria' | 'title' | 'searchUrl'>,
    max: number,
  ): Promise<SavedNearbySearchRecord | null> {
    if (this.rows.filter((r) => r.userId === userId).length >= max) return null;
    const row: SavedNearbySearchRecord = {
      ...s,
      id: String(this.next++),
      userId,
      createdAt: this.now(),
      matchedIds: null,
      lastAlertAt: null,
    };
    this.rows.push(row);
    return row;
  }

  async list(userId: string): Promise<readonly SavedNearbySearchRecord[]> {
    return this.rows
      .filter((r) => r.userId === userId)
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || Number(b.id) - Number(a.id));
  }

  async remove(userId: string, id: string): Promise<boolean> {
    const i = this.rows.findIndex((r) => r.userId === userId && r.id === id);
    if (i < 0) return false;
    this.rows.splice(i, 1);
    return true;
  }

  async all(): Promise<readonly (SavedNearbySearchRecord & { email: string })[]> {
    const out: (SavedNearbySearchRecord & { email: string })[] = [];
    for (const r of this.rows) {
      const email = await this.emailOf(r.userId);
      if (email !== null) out.push({ ...r, email });
    }
    return out;
  }

  async recordRun(id: string, previousRunAt: Date | null, matchedIds: readonly number[], at: Date): Promise<boolean> {
    const i = this.rows.findIndex((r) => r.id === id);
    const row = this.rows[i];
    if (!row || (row.lastAlertAt?.getTime() ?? null) !== (previousRunAt?.getTime() ?? null)) return false;
    this.rows[i] = { ...row, matchedIds: [...matchedIds], lastAlertAt: at };
    return true;
  }
}
