import {
  LOCKED_CELL_TEXT,
  matchesGridFilter,
  OWNER_CONTACT_COLUMNS,
  propertyColumn,
} from '../../core/property/columns.rules.js';
import type {
  SavedProperties,
  SavedPropertiesQuery,
  SaveOutcome,
  SaveRoom,
  StoredColumnSetting,
} from '../../core/property/saved-properties.port.js';
import { SAVED_PROPERTY_CAPACITY, savedPropertyMetrics } from '../../core/property/saved-properties.rules.js';
import type {
  GridSort,
  SavedCellValue,
  SavedPropertyMetrics,
  SavedPropertyRow,
  SavedRemoval,
} from '../../core/property/saved-properties.schema.js';

/** A property's grid facts, keyed by catalogue column name. */
export type GridFacts = Readonly<Record<string, SavedCellValue>>;

type Saved = { id: number; userId: string; propertyId: string; at: Date; historyId: string | null };
type View = { historyId: string; propertyId: string; at: Date };
type Facts = { facts: GridFacts; fingerprint: string; changedAt: Date };

/** The changed_at of facts that never changed since first written ('-infinity' in PostgreSQL). */
const NEVER = new Date(-8.64e15);

const fingerprint = (f: GridFacts): string =>
  JSON.stringify(
    Object.keys(f)
      .sort()
      .map((k) => [k, f[k]]),
  );

const sortValue = (type: string, v: SavedCellValue | undefined): string | number | null => {
  if (v === null || v === undefined) return null;
  if (type === 'text') return String(v).toLowerCase();
  if (type === 'date') return String(v);
  if (type === 'yesNo') return v === true ? 1 : 0;
  return Number(v);
};

/** Nulls last in both directions; numbers numerically, text by code units (PostgreSQL's "C" collation). */
const compareBy = (sort: NonNullable<GridSort>) => {
  const type = propertyColumn(sort.name)?.type ?? 'text';
  return (a: GridFacts, b: GridFacts): number => {
    const x = sortValue(type, a[sort.name]);
    const y = sortValue(type, b[sort.name]);
    if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1;
    const c = x < y ? -1 : x > y ? 1 : 0;
    return sort.desc ? -c : c;
  };
};

/**
 * {@link SavedProperties} in memory, over a fixed map of grid facts (what property_grid_facts() answers).
 * `setFacts` plays a records load that changed a property; `recordView` plays opening its address report.
 * Passes tests/adapters/property/saved-properties.contract.test.ts.
 */
export class InMemorySavedProperties implements SavedProperties {
  private readonly saved: Saved[] = [];
  private readonly views = new Map<string, View[]>();
  private readonly facts = new Map<string, Facts>();
  private readonly columns = new Map<string, readonly StoredColumnSetting[]>();
  /** `${userId}:${propertyId}` of the address reports each member holds a grant to (report_access_grants). */
  private readonly grants = new Set<string>();
  private nextId = 1;
  private nextHistoryId = 1;

  constructor(private readonly records: ReadonlyMap<string, GridFacts>) {}

  /** A records load changed a property's facts at `at` (changed_at moves only when they differ). */
  setFacts(propertyId: string, facts: GridFacts, at: Date): void {
    const records = this.records as Map<string, GridFacts>;
    records.set(propertyId, facts);
    const held = this.facts.get(propertyId);
    if (held && held.fingerprint !== fingerprint(facts))
      this.facts.set(propertyId, { facts, fingerprint: fingerprint(facts), changedAt: at });
  }

  /** The member unlocked or bought the property's address report (a report_access_grants row). */
  grantReport(userId: string, propertyId: string): void {
    this.grants.add(`${userId}:${propertyId}`);
  }

  /** The facts as the member may see them: owner contacts locked without a grant (core OWNER_CONTACT_COLUMNS). */
  private visible(userId: string, propertyId: string, facts: GridFacts): GridFacts {
    if (this.grants.has(`${userId}:${propertyId}`)) return facts;
    return { ...facts, ...Object.fromEntries(OWNER_CONTACT_COLUMNS.map((c) => [c, LOCKED_CELL_TEXT])) };
  }

  /** The member opened the property's address report at `at` (a report_history row, newest view wins). */
  recordView(userId: string, propertyId: string, at: Date): string {
    const list = this.views.get(userId) ?? [];
    const held = list.find((v) => v.propertyId === propertyId);
    if (held) {
      held.at = at;
      return held.historyId;
    }
    const view = { historyId: String(this.nextHistoryId++), propertyId, at };
    list.push(view);
    this.views.set(userId, list);
    return view.historyId;
  }

  async save(userId: string, propertyIds: readonly string[], at: Date, room: SaveRoom): Promise<SaveOutcome> {
    const unknown = propertyIds.filter((id) => !this.records.has(id));
    if (unknown.length > 0) return { type: 'unknownProperty', propertyIds: unknown };
    const mine = this.saved.filter((s) => s.userId === userId);
    const fresh = propertyIds.filter((id) => !mine.some((s) => s.propertyId === id));
    const fits = room(mine.length, fresh.length);
    if (!fits.fits) return { type: 'limitReached', spaceAvailable: fits.spaceAvailable };
    for (const propertyId of fresh) {
      const historyId = this.view(userId, propertyId)?.historyId ?? null;
      this.saved.push({ id: this.nextId++, userId, propertyId, at, historyId });
      if (!this.facts.has(propertyId)) {
        const facts = this.records.get(propertyId) ?? {};
        this.facts.set(propertyId, { facts, fingerprint: fingerprint(facts), changedAt: NEVER });
      }
    }
    return {
      type: 'saved',
      saved: propertyIds.map((pid) => ({
        id: String(this.saved.find((s) => s.userId === userId && s.propertyId === pid)?.id),
        propertyReachId: pid,
      })),
    };
  }

  async remove(userId: string, which: SavedRemoval): Promise<number> {
    const before = this.saved.length;
    const named = (s: Saved) =>
      'ids' in which ? which.ids.includes(String(s.id)) : which.propertyIds.includes(s.propertyId);
    for (let i = this.saved.length - 1; i >= 0; i--) {
      const s = this.saved[i] as Saved;
      if (s.userId === userId && named(s)) this.saved.splice(i, 1);
    }
    return before - this.saved.length;
  }

  async savedAmong(userId: string, propertyIds: readonly string[]): Promise<ReadonlySet<string>> {
    return new Set(
      this.saved.filter((s) => s.userId === userId && propertyIds.includes(s.propertyId)).map((s) => s.propertyId),
    );
  }

  private view(userId: string, propertyId: string): View | undefined {
    return this.views.get(userId)?.find((v) => v.propertyId === propertyId);
  }

  private hasUpdates(s: Saved | undefined, view: View | undefined): boolean {
    const f = s ? this.facts.get(s.propertyId) : undefined;
    if (!s || !f) return false;
    return f.changedAt > s.at && (!view || f.changedAt > view.at);
  }

  async list(userId: string, q: SavedPropertiesQuery): Promise<{ rows: SavedPropertyRow[]; total: number }> {
    type Item = { s: Saved | undefined; view: View | undefined; facts: GridFacts; propertyId: string };
    let items: Item[];
    if (q.filter === 'recent') {
      items = [...(this.views.get(userId) ?? [])]
        .sort((a, b) => b.at.getTime() - a.at.getTime() || Number(b.historyId) - Number(a.historyId))
        .slice(0, SAVED_PROPERTY_CAPACITY)
        .flatMap((view) => {
          const facts = this.records.get(view.propertyId);
          if (!facts) return [];
          const s = this.saved.find((x) => x.userId === userId && x.propertyId === view.propertyId);
          return [{ s, view, facts: this.visible(userId, view.propertyId, facts), propertyId: view.propertyId }];
        });
    } else {
      items = this.saved
        .filter((s) => s.userId === userId)
        .sort((a, b) => b.at.getTime() - a.at.getTime() || b.id - a.id)
        .map((s) => ({
          s,
          view: this.view(userId, s.propertyId),
          facts: this.visible(userId, s.propertyId, this.facts.get(s.propertyId)?.facts ?? {}),
          propertyId: s.propertyId,
        }));
    }
    if (q.filter === 'updates') items = items.filter((i) => this.hasUpdates(i.s, i.view));
    if (q.savedIds || q.propertyIds) {
      const ids = q.savedIds ?? [];
      const props = q.propertyIds ?? [];
      items = items.filter((i) => (i.s !== undefined && ids.includes(String(i.s.id))) || props.includes(i.propertyId));
    }
    for (const f of q.gridFilters) {
      const type = propertyColumn(f.column)?.type ?? 'text';
      items = items.filter((i) => matchesGridFilter(type, f.operator, i.facts[f.column], f.value));
    }
    if (q.sort) {
      const by = compareBy(q.sort);
      items = items
        .map((i, n) => ({ i, n }))
        .sort((a, b) => by(a.i.facts, b.i.facts) || a.n - b.n)
        .map((x) => x.i);
    }
    const total = items.length;
    const page = q.page ? items.slice((q.page.page - 1) * q.page.limit, q.page.page * q.page.limit) : items;
    const text = (v: SavedCellValue | undefined) => (v === null || v === undefined ? '' : String(v));
    const rows = page.map(
      ({ s, view, facts, propertyId }): SavedPropertyRow => ({
        id: s ? String(s.id) : null,
        propertyReachId: propertyId,
        reportHistoryId: view?.historyId ?? s?.historyId ?? null,
        streetAddress: text(facts.streetAddress),
        city: text(facts.city),
        state: text(facts.state),
        zip: text(facts.zip),
        isSaved: s !== undefined,
        hasUpdates: this.hasUpdates(s, view),
        savedAt: s ? s.at.toISOString() : null,
        lastViewed: view ? view.at.toISOString() : null,
        values:
          q.columns === null
            ? { ...facts }
            : Object.fromEntries(q.columns.filter((c) => c in facts).map((c) => [c, facts[c] ?? null])),
      }),
    );
    return { rows, total };
  }

  async metrics(userId: string): Promise<SavedPropertyMetrics> {
    const mine = this.saved.filter((s) => s.userId === userId);
    return savedPropertyMetrics(
      mine.length,
      mine.filter((s) => this.hasUpdates(s, this.view(userId, s.propertyId))).length,
    );
  }

  async userColumns(userId: string): Promise<readonly StoredColumnSetting[] | null> {
    return this.columns.get(userId) ?? null;
  }

  async setUserColumns(userId: string, settings: readonly StoredColumnSetting[]): Promise<void> {
    this.columns.set(
      userId,
      settings.map((s) => ({ id: s.id, sortOrder: s.sortOrder })),
    );
  }

  async resetUserColumns(userId: string): Promise<void> {
    this.columns.delete(userId);
  }
}
