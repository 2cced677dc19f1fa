import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type GridFacts, InMemorySavedProperties } from '../../../adapters/memory/in-memory-saved-properties.js';
import type { Db } from '../../../adapters/postgres/db.js';
import { hiddenOwnersOf, refreshSavedPropertyFacts } from '../../../adapters/postgres/pg-grid-facts.js';
import { PgSavedProperties } from '../../../adapters/postgres/pg-saved-properties.js';
import { gateHiddenAmong } from '../../../adapters/postgres/pg-suppressions.js';
import {
  type ColumnType,
  type GridFilterOperator,
  gridFilterOperators,
  LOCKED_CELL_TEXT,
  matchesGridFilter,
  PROPERTY_COLUMNS,
  propertyColumn,
} from '../../../core/property/columns.rules.js';
import type { SavedProperties, SavedPropertiesQuery } from '../../../core/property/saved-properties.port.js';
import { savedPropertiesRoom } from '../../../core/property/saved-properties.rules.js';
import type { GridFilter, SavedCellValue } from '../../../core/property/saved-properties.schema.js';
import { loadSyntheticRecords } from '../../support/reports-app.js';
import {
  insertPlainProperties,
  insertUser,
  readGridFacts,
  recordAddressView,
} from '../../support/saved-properties-fixtures.js';
import { openTestDb } from '../../support/test-db.js';

/**
 * The SavedProperties contract (core/property/saved-properties.port.ts; 001 sections 2, 4, 8 and 9;
 * docs/decisions/0066): PgSavedProperties on the database (PGlite, or the server of DATABASE_URL), and
 * InMemorySavedProperties over the grid facts the database computes. Expected lists are computed here
 * from the facts with core's `matchesGridFilter` and a plain comparator.
 */
let db: Db | undefined;
let facts: Map<string, GridFacts>;
let synthetic: string[];
let plain: string[];
const ready = (async () => {
  db = await openTestDb();
  await loadSyntheticRecords(db, 300, 6161);
  plain = await insertPlainProperties(db, 1010);
  facts = await readGridFacts(db);
  synthetic = [...facts.keys()].filter((id) => !plain.includes(id));
})();
afterAll(async () => db?.close());

type Harness = {
  saved: SavedProperties;
  user: () => Promise<string>;
  view: (userId: string, propertyId: string, at: Date) => Promise<void>;
  /** A records load that changes the property's facts. */
  change: (propertyId: string) => Promise<void>;
  /** The member unlocks the property's address report (full access). */
  grant: (userId: string, propertyId: string) => Promise<void>;
};

const all = (
  filter: SavedPropertiesQuery['filter'],
  extra: Partial<SavedPropertiesQuery> = {},
): SavedPropertiesQuery => ({
  filter,
  gridFilters: [],
  sort: null,
  page: null,
  columns: null,
  ...extra,
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A value of the column that some property holds (the filter's probe), else a stand-in. */
const probe = (ids: readonly string[], column: string): SavedCellValue => {
  for (const id of ids) {
    const v = facts.get(id)?.[column];
    if (v !== null && v !== undefined && v !== '') return v;
  }
  return null;
};

const sortKey = (type: ColumnType, v: SavedCellValue | undefined): string | number | null => {
  if (v === null || v === undefined) return null;
  if (type === 'text') return String(v).toLowerCase();
  if (type === 'date') return String(v);
  if (type === 'yesNo') return v ? 1 : 0;
  return Number(v);
};

const contract = (name: string, make: () => Harness) =>
  describe(`SavedProperties contract: ${name}`, () => {
    let h: Harness;
    beforeAll(async () => {
      await ready;
      h = make();
    }, 240_000);

    it('save answers each saved id; re-saving is idempotent (same id, no place taken); unknown ids save nothing', async () => {
      const u = await h.user();
      const [a, b, c] = synthetic as [string, string, string];
      const first = await h.saved.save(u, [a, b], new Date(), savedPropertiesRoom);
      expect(first.type).toBe('saved');
      if (first.type !== 'saved') return;
      expect(first.saved.map((s) => s.propertyReachId)).toEqual([a, b]);
      expect(first.saved.every((s) => /^[1-9][0-9]*$/.test(s.id))).toBe(true);
      const again = await h.saved.save(u, [b, c], new Date(), savedPropertiesRoom);
      expect(again.type).toBe('saved');
      if (again.type !== 'saved') return;
      expect(again.saved[0]).toEqual(first.saved[1]);
      expect((await h.saved.metrics(u)).used).toBe(3);
      expect(await h.saved.save(u, [c, '99999999999'], new Date(), savedPropertiesRoom)).toEqual({
        type: 'unknownProperty',
        propertyIds: ['99999999999'],
      });
      expect(await h.saved.metrics(u)).toEqual({ spaceAvailable: 997, used: 3, capacity: 1000, updates: 0 });
    });

    it('the capacity check is the rule it is given, asked inside the atomic save, also under parallel saves', async () => {
      const u = await h.user();
      const asked: [number, number][] = [];
      // A stand-in rule with three places: the store keeps to it and answers its spaceAvailable.
      const three = (used: number, adding: number) => {
        asked.push([used, adding]);
        return used + adding <= 3 ? ({ fits: true } as const) : ({ fits: false, spaceAvailable: 42 } as const);
      };
      expect((await h.saved.save(u, synthetic.slice(0, 2), new Date(), three)).type).toBe('saved');
      expect(asked).toEqual([[0, 2]]);
      expect(await h.saved.save(u, synthetic.slice(1, 4), new Date(), three)).toEqual({
        type: 'limitReached',
        spaceAvailable: 42,
      });
      expect(asked.at(-1)).toEqual([2, 2]);
      const outcomes = await Promise.all(synthetic.slice(10, 16).map((id) => h.saved.save(u, [id], new Date(), three)));
      expect(outcomes.filter((o) => o.type === 'saved')).toHaveLength(1);
      expect((await h.saved.metrics(u)).used).toBe(3);
    });

    it("remove takes the member's own rows only", async () => {
      const [owner, other] = [await h.user(), await h.user()];
      const out = await h.saved.save(owner, synthetic.slice(0, 4), new Date(), savedPropertiesRoom);
      if (out.type !== 'saved') throw new Error('not saved');
      const ids = out.saved.map((s) => s.id);
      expect(await h.saved.remove(other, { ids })).toBe(0);
      expect(await h.saved.remove(other, { propertyIds: synthetic.slice(0, 4) })).toBe(0);
      expect((await h.saved.metrics(owner)).used).toBe(4);
      expect(await h.saved.remove(owner, { ids: [ids[0]!, ids[1]!, '999999999'] })).toBe(2);
      const left = await h.saved.list(owner, all('favorites'));
      expect(left.total).toBe(2);
      expect(left.rows.map((r) => r.id).sort()).toEqual([ids[2], ids[3]].sort());
    });

    it('savedAmong answers which of some properties the member saved', async () => {
      const [owner, other] = [await h.user(), await h.user()];
      await h.saved.save(owner, synthetic.slice(0, 2), new Date(), savedPropertiesRoom);
      const asked = [synthetic[1]!, synthetic[2]!, '99999999999'];
      expect([...(await h.saved.savedAmong(owner, asked))]).toEqual([synthetic[1]]);
      expect((await h.saved.savedAmong(other, asked)).size).toBe(0);
    });

    it("remove by property takes the member's rows of those properties only", async () => {
      const [owner, other] = [await h.user(), await h.user()];
      await h.saved.save(owner, synthetic.slice(0, 3), new Date(), savedPropertiesRoom);
      await h.saved.save(other, synthetic.slice(0, 3), new Date(), savedPropertiesRoom);
      expect(await h.saved.remove(owner, { propertyIds: [synthetic[0]!, synthetic[2]!, '99999999999'] })).toBe(2);
      const left = await h.saved.list(owner, all('favorites'));
      expect(left.rows.map((r) => r.propertyReachId)).toEqual([synthetic[1]]);
      expect((await h.saved.metrics(other)).used).toBe(3);
    });

    it('capacity 1000: a batch that does not fit is refused whole; parallel single saves never pass 1000', async () => {
      const u = await h.user();
      expect(await h.saved.save(u, plain.slice(0, 990), new Date(), savedPropertiesRoom)).toMatchObject({
        type: 'saved',
      });
      expect(await h.saved.save(u, plain.slice(990, 1001), new Date(), savedPropertiesRoom)).toEqual({
        type: 'limitReached',
        spaceAvailable: 10,
      });
      expect((await h.saved.metrics(u)).used).toBe(990);
      // Re-saving saved ones takes no place even at the limit.
      expect((await h.saved.save(u, plain.slice(0, 5), new Date(), savedPropertiesRoom)).type).toBe('saved');
      const outcomes = await Promise.all(
        plain.slice(990, 1010).map((id) => h.saved.save(u, [id], new Date(), savedPropertiesRoom)),
      );
      expect(outcomes.filter((o) => o.type === 'saved')).toHaveLength(10);
      expect(outcomes.filter((o) => o.type === 'limitReached')).toHaveLength(10);
      expect(await h.saved.metrics(u)).toMatchObject({ used: 1000, spaceAvailable: 0 });
      expect((await h.saved.list(u, all('favorites'))).total).toBe(1000);
    }, 120_000);

    describe('the favorites grid', () => {
      let u: string;
      let order: string[]; // property ids, newest saved first
      beforeAll(async () => {
        u = await h.user();
        // Saved in three batches: newest batch first, within a batch the later row first.
        const sets = [synthetic.slice(0, 50), plain.slice(0, 60), synthetic.slice(50, 120)];
        const ids: { pid: string; id: number }[] = [];
        for (const [i, set] of sets.entries()) {
          const out = await h.saved.save(u, set, new Date(Date.now() - (3 - i) * 60_000), savedPropertiesRoom);
          if (out.type !== 'saved') throw new Error('not saved');
          for (const s of out.saved) ids.push({ pid: s.propertyReachId, id: Number(s.id) });
        }
        order = ids.sort((a, b) => b.id - a.id).map((x) => x.pid);
      });

      it('newest saved first, paged, with the total; rows carry the address and the asked columns only', async () => {
        const first = await h.saved.list(u, all('favorites', { page: { page: 1, limit: 50 } }));
        expect(first.total).toBe(180);
        expect(first.rows.map((r) => r.propertyReachId)).toEqual(order.slice(0, 50));
        const last = await h.saved.list(u, all('favorites', { page: { page: 4, limit: 50 }, columns: ['county'] }));
        expect(last.rows.map((r) => r.propertyReachId)).toEqual(order.slice(150));
        for (const r of last.rows) {
          const f = facts.get(r.propertyReachId)!;
          expect(Object.keys(r.values)).toEqual(['county']);
          expect(r.values.county).toBe(f.county);
          expect([r.streetAddress, r.city, r.state, r.zip]).toEqual([f.streetAddress, f.city, f.state, f.zip]);
          expect(r).toMatchObject({ isSaved: true, hasUpdates: false });
        }
        const beyond = await h.saved.list(u, all('favorites', { page: { page: 9, limit: 50 } }));
        expect(beyond).toEqual({ rows: [], total: 180 });
      });

      it('every catalogue value is typed for its column', async () => {
        const { rows } = await h.saved.list(u, all('favorites', { page: { page: 1, limit: 200 } }));
        for (const r of rows) {
          for (const c of PROPERTY_COLUMNS) {
            const v = r.values[c.columnName];
            expect(c.columnName in r.values, c.columnName).toBe(true);
            if (v === null) continue;
            const want = {
              money: 'number',
              percent: 'number',
              number: 'number',
              yesNo: 'boolean',
              date: 'string',
              text: 'string',
            }[c.type];
            expect(typeof v, c.columnName).toBe(want);
            if (c.type === 'date') expect(v).toMatch(/^\d{4}-\d{2}-\d{2}$/);
          }
        }
      });

      const cases: [string, ColumnType][] = [
        ['county', 'text'],
        ['streetAddress', 'text'],
        ['squareFeet', 'number'],
        ['estimatedValue', 'money'],
        ['equityPercent', 'percent'],
        ['lastSaleDate', 'date'],
        ['ownerOccupied', 'yesNo'],
      ];
      for (const [column, type] of cases) {
        it(`filters ${column} (${type}) with every operator of its type`, async () => {
          expect(propertyColumn(column)?.type).toBe(type);
          for (const operator of gridFilterOperators(type) as GridFilterOperator[]) {
            let value = probe(order.slice(7), column);
            if (type === 'text' && typeof value === 'string') {
              value =
                operator === 'contains'
                  ? value.slice(1, 4).toUpperCase()
                  : operator === 'startsWith'
                    ? value.slice(0, 3)
                    : operator === 'endsWith'
                      ? value.slice(-2)
                      : value;
            }
            const filter: GridFilter = { column, operator, value };
            const got = await h.saved.list(u, all('favorites', { gridFilters: [filter] }));
            const want = order.filter((id) => matchesGridFilter(type, operator, facts.get(id)?.[column], value));
            expect(
              got.rows.map((r) => r.propertyReachId),
              `${column} ${operator} ${String(value)}`,
            ).toEqual(want);
            expect(got.total).toBe(want.length);
          }
        });
      }

      it('a filter value the type cannot read matches nothing; two filters both apply', async () => {
        const none = await h.saved.list(
          u,
          all('favorites', { gridFilters: [{ column: 'squareFeet', operator: 'greaterThan', value: 'lots' }] }),
        );
        expect(none.total).toBe(0);
        const both = await h.saved.list(
          u,
          all('favorites', {
            gridFilters: [
              { column: 'squareFeet', operator: 'greaterThan', value: 1500 },
              { column: 'ownerOccupied', operator: 'equals', value: true },
            ],
          }),
        );
        const want = order.filter(
          (id) => Number(facts.get(id)?.squareFeet ?? 0) > 1500 && facts.get(id)?.ownerOccupied === true,
        );
        expect(both.rows.map((r) => r.propertyReachId)).toEqual(want);
        expect(want.length).toBeGreaterThan(0);
      });

      for (const [column, type] of [...cases, ['yearBuilt', 'number'] as [string, ColumnType]]) {
        for (const desc of [false, true]) {
          it(`sorts by ${column} (${type}) ${desc ? 'descending' : 'ascending'}, nulls last, then newest saved`, async () => {
            const key = (id: string) => sortKey(type, facts.get(id)?.[column]);
            const want = order
              .map((id, n) => ({ id, n, k: key(id) }))
              .sort((a, b) => {
                if (a.k === null || b.k === null) return a.k === b.k ? a.n - b.n : a.k === null ? 1 : -1;
                const c = a.k < b.k ? -1 : a.k > b.k ? 1 : 0;
                return (desc ? -c : c) || a.n - b.n;
              })
              .map((x) => x.id);
            const got = await h.saved.list(u, all('favorites', { sort: { name: column, desc } }));
            expect(got.rows.map((r) => r.propertyReachId)).toEqual(want);
            const page2 = await h.saved.list(
              u,
              all('favorites', { sort: { name: column, desc }, page: { page: 2, limit: 50 } }),
            );
            expect(page2.rows.map((r) => r.propertyReachId)).toEqual(want.slice(50, 100));
          });
        }
      }

      it('savedIds keeps only those rows, in the list order', async () => {
        const { rows } = await h.saved.list(u, all('favorites', { page: { page: 1, limit: 10 } }));
        const pick = [rows[7]!.id!, rows[2]!.id!];
        const got = await h.saved.list(u, all('favorites', { savedIds: pick }));
        expect(got.rows.map((r) => r.id)).toEqual([rows[2]!.id, rows[7]!.id]);
      });
    });

    it('updates: facts that changed after the save and after the last view of the report', async () => {
      const u = await h.user();
      const [p1, p2, p3] = plain.slice(1005, 1008) as [string, string, string];
      await h.view(u, p2, new Date());
      await sleep(5);
      await h.saved.save(u, [p1, p2, p3], new Date(), savedPropertiesRoom);
      expect((await h.saved.metrics(u)).updates).toBe(0);
      expect((await h.saved.list(u, all('updates'))).total).toBe(0);
      await sleep(5);
      await h.change(p1);
      await h.change(p2);
      await sleep(5);
      const m = await h.saved.metrics(u);
      expect(m.updates).toBe(2);
      const upd = await h.saved.list(u, all('updates'));
      expect(upd.rows.map((r) => r.propertyReachId).sort()).toEqual([p1, p2].sort());
      expect(upd.rows.every((r) => r.hasUpdates)).toBe(true);
      const fav = await h.saved.list(u, all('favorites'));
      expect(fav.rows.find((r) => r.propertyReachId === p3)?.hasUpdates).toBe(false);
      // Opening the report reads the news.
      await h.view(u, p1, new Date());
      expect((await h.saved.metrics(u)).updates).toBe(1);
      expect((await h.saved.list(u, all('updates'))).rows.map((r) => r.propertyReachId)).toEqual([p2]);
      // Another member who saves p2 now has no news on it.
      const v = await h.user();
      await h.saved.save(v, [p2], new Date(), savedPropertiesRoom);
      expect((await h.saved.metrics(v)).updates).toBe(0);
    });

    it('recently viewed: address reports opened, newest first, saved or not, with their facts', async () => {
      const u = await h.user();
      const [a, b, c] = synthetic.slice(130, 133) as [string, string, string];
      const t = Date.now();
      await h.view(u, a, new Date(t - 3000));
      await h.view(u, b, new Date(t - 2000));
      await h.view(u, c, new Date(t - 1000));
      await h.saved.save(u, [b], new Date(), savedPropertiesRoom);
      const got = await h.saved.list(u, all('recent', { columns: ['apn'] }));
      expect(got.total).toBe(3);
      expect(got.rows.map((r) => r.propertyReachId)).toEqual([c, b, a]);
      expect(got.rows.map((r) => r.isSaved)).toEqual([false, true, false]);
      expect(got.rows[0]!.id).toBeNull();
      expect(got.rows[1]!.id).toMatch(/^[1-9]/);
      expect(got.rows.map((r) => r.values.apn)).toEqual([c, b, a].map((id) => facts.get(id)!.apn));
      expect(got.rows.every((r) => r.reportHistoryId !== null && r.lastViewed !== null)).toBe(true);
      const sorted = await h.saved.list(u, all('recent', { sort: { name: 'apn', desc: false } }));
      expect(sorted.rows.map((r) => r.propertyReachId)).toEqual(
        [a, b, c].sort((x, y) =>
          String(facts.get(x)!.apn)
            .toLowerCase()
            .localeCompare(String(facts.get(y)!.apn).toLowerCase()),
        ),
      );
      // Favorites hold only the saved one.
      expect((await h.saved.list(u, all('favorites'))).rows.map((r) => r.propertyReachId)).toEqual([b]);
    });

    it('owner contacts show only for properties whose report the member unlocked, in values, filters and sorts', async () => {
      const withOwner = synthetic.filter((id) => {
        const f = facts.get(id)!;
        return typeof f.owner1LastName === 'string' && f.owner1LastName !== '' && f.owner1LastName !== null;
      });
      const [open, closed] = withOwner.slice(140, 142) as [string, string];
      const u = await h.user();
      await h.saved.save(u, [open, closed], new Date(), savedPropertiesRoom);
      await h.grant(u, open);
      const cols = { columns: ['owner1LastName', 'owner1Phone', 'mailingAddress', 'apn'] };
      const got = await h.saved.list(u, all('favorites', cols));
      const byId = new Map(got.rows.map((r) => [r.propertyReachId, r.values]));
      expect(byId.get(open)!.owner1LastName).toBe(facts.get(open)!.owner1LastName);
      expect(byId.get(closed)!.owner1LastName).toBe(LOCKED_CELL_TEXT);
      expect(byId.get(closed)!.owner1Phone).toBe(LOCKED_CELL_TEXT);
      expect(byId.get(closed)!.mailingAddress).toBe(LOCKED_CELL_TEXT);
      expect(byId.get(closed)!.apn).toBe(facts.get(closed)!.apn);
      // A filter on the locked owner's real name finds nothing: the value cannot be probed.
      const probeName = String(facts.get(closed)!.owner1LastName);
      const found = await h.saved.list(
        u,
        all('favorites', { gridFilters: [{ column: 'owner1LastName', operator: 'equals', value: probeName }] }),
      );
      expect(found.rows.map((r) => r.propertyReachId)).not.toContain(closed);
      // Sorted by an owner column, the locked cells stay locked.
      const sorted = await h.saved.list(
        u,
        all('favorites', { ...cols, sort: { name: 'owner1LastName', desc: false } }),
      );
      expect(sorted.rows.find((r) => r.propertyReachId === closed)!.values.owner1LastName).toBe(LOCKED_CELL_TEXT);
      expect(sorted.rows.find((r) => r.propertyReachId === open)!.values.owner1LastName).toBe(
        facts.get(open)!.owner1LastName,
      );
      // Another member who unlocked nothing sees the open one locked too.
      const other = await h.user();
      await h.saved.save(other, [open], new Date(), savedPropertiesRoom);
      expect((await h.saved.list(other, all('favorites', cols))).rows[0]!.values.owner1LastName).toBe(LOCKED_CELL_TEXT);
    });

    it('only the rows asked for: saved ids, or property ids for rows that are not saved (recently viewed)', async () => {
      const u = await h.user();
      const [a, b, c] = synthetic.slice(100, 103) as [string, string, string];
      const t0 = Date.now();
      for (const [i, id] of [a, b, c].entries()) await h.view(u, id, new Date(t0 - 3000 + i * 1000));
      const saved = await h.saved.save(u, [b], new Date(), savedPropertiesRoom);
      if (saved.type !== 'saved') throw new Error('not saved');
      const got = await h.saved.list(u, all('recent', { savedIds: [saved.saved[0]!.id], propertyIds: [c] }));
      expect(got.rows.map((r) => r.propertyReachId).sort()).toEqual([b, c].sort());
      expect(got.total).toBe(2);
    });

    it('column settings: none, stored, replaced, reset', async () => {
      const u = await h.user();
      expect(await h.saved.userColumns(u)).toBeNull();
      await h.saved.setUserColumns(u, [
        { id: 1, sortOrder: 1 },
        { id: 2, sortOrder: null },
      ]);
      expect(await h.saved.userColumns(u)).toEqual([
        { id: 1, sortOrder: 1 },
        { id: 2, sortOrder: null },
      ]);
      await h.saved.setUserColumns(u, [{ id: 5, sortOrder: 2 }]);
      expect(await h.saved.userColumns(u)).toEqual([{ id: 5, sortOrder: 2 }]);
      await h.saved.resetUserColumns(u);
      expect(await h.saved.userColumns(u)).toBeNull();
    });
  });

contract('PgSavedProperties', () => ({
  saved: new PgSavedProperties(db!),
  user: () => insertUser(db!, randomUUID()),
  view: (userId, propertyId, at) => recordAddressView(db!, userId, propertyId, at),
  grant: async (userId, propertyId) => {
    await db!.query(
      `INSERT INTO report_access_grants (user_id, report_id, via, created_at) VALUES ($1, $2, 'membership', now())`,
      [userId, `address-${propertyId}`],
    );
  },
  change: async (propertyId) => {
    await db!.query(
      'UPDATE properties SET estimated_value_cents = coalesce(estimated_value_cents, 0) + 100000 WHERE id = $1',
      [propertyId],
    );
    await refreshSavedPropertyFacts(db!, gateHiddenAmong(db!));
  },
}));

contract('InMemorySavedProperties', () => {
  const saved = new InMemorySavedProperties(new Map(facts));
  return {
    saved,
    user: async () => randomUUID(),
    view: async (userId, propertyId, at) => {
      saved.recordView(userId, propertyId, at);
    },
    grant: async (userId, propertyId) => saved.grantReport(userId, propertyId),
    change: async (propertyId) => {
      const f = facts.get(propertyId)!;
      saved.setFacts(propertyId, { ...f, estimatedValue: Number(f.estimatedValue ?? 0) + 1000 }, new Date());
    },
  };
});

describe('property_grid_facts (migration 0066)', () => {
  beforeAll(async () => {
    await ready;
  }, 240_000);

  it('answers exactly the catalogue columns; only the columns the records cannot support are always null', () => {
    const names = PROPERTY_COLUMNS.map((c) => c.columnName).sort();
    const seen = new Set<string>();
    for (const f of facts.values()) {
      expect(Object.keys(f).sort()).toEqual(names);
      for (const [k, v] of Object.entries(f)) if (v !== null) seen.add(k);
    }
    expect(names.filter((n) => !seen.has(n))).toEqual(
      ['appraisedValue', 'estimatedRent', 'garageSpaces', 'grossYield', 'zoning'].sort(),
    );
  });

  it('readings: dollars from cents, absentee is not owner occupied, free and clear without open loans', async () => {
    const r = await db!.query<{ id: string; ev: string | null; occ: boolean; loans: number }>(
      `SELECT p.id::text AS id, p.estimated_value_cents::text AS ev, p.owner_occupied AS occ,
              (SELECT count(*)::int FROM property_transactions t WHERE t.property_id = p.id AND t.transaction_type = 'loan' AND t.is_open) AS loans
         FROM properties p ORDER BY p.id LIMIT 150`,
    );
    for (const row of r.rows) {
      const f = facts.get(row.id)!;
      expect(f.estimatedValue).toBe(row.ev === null ? null : Number(row.ev) / 100);
      expect(f.ownerOccupied).toBe(row.occ);
      expect(f.absenteeOwner).toBe(!row.occ);
      expect(f.openLoanCount).toBe(row.loans);
      expect(f.freeAndClear).toBe(row.loans === 0);
    }
  });

  it('an owner the gate hides leaves owners 1 and 2, and their own liens, bankruptcies and death leave the row', async () => {
    // The facts as the adapter asks for them: with the gate's answer for the property's owners.
    const grid = async (id: string) =>
      (
        await db!.query<{ facts: Record<string, unknown> }>(
          'SELECT facts FROM property_grid_facts(ARRAY[$1::bigint], $2::bigint[])',
          [id, await hiddenOwnersOf(db!, [id], gateHiddenAmong(db!))],
        )
      ).rows[0]?.facts as Record<string, unknown>;
    const owned = await db!.query<{ property_id: string; person_id: string; last_name: string }>(
      `SELECT o.property_id::text, o.person_id::text, o.last_name FROM property_owners o
        WHERE o.is_current AND o.person_id IS NOT NULL
          AND (SELECT count(*) FROM property_owners x WHERE x.property_id = o.property_id AND x.is_current) = 1
        ORDER BY o.property_id LIMIT 1`,
    );
    const row = owned.rows[0] as { property_id: string; person_id: string; last_name: string };
    await db!.query(
      `INSERT INTO bankruptcies (id, person_id, case_number, chapter, court, filing_date, status, source_id, recorded_at)
       VALUES ((SELECT coalesce(max(id), 0) + 1 FROM bankruptcies), $1, 'OPT-OUT-1', 7, 'Bankruptcy Court', '2025-01-02', 'open',
               (SELECT min(id) FROM sources), '2025-01-02')`,
      [row.person_id],
    );
    const before = await grid(row.property_id);
    expect(before.owner1LastName).toBe(row.last_name);
    expect(before.bankruptcy).toBe(true);
    // The owner opts out (the rows PgSuppressions.optOut writes).
    await db!.query(
      `INSERT INTO opt_outs (id, person_id, case_id, profile, created_at) VALUES (gen_random_uuid(), $1, NULL, '{}', now())`,
      [row.person_id],
    );
    await db!.query(
      `INSERT INTO suppressed_people (person_id, opt_out_id, reason, score, created_at)
       SELECT $1, id, 'opt-out', NULL, now() FROM opt_outs WHERE person_id = $1`,
      [row.person_id],
    );
    const after = await grid(row.property_id);
    expect(after.owner1LastName).toBeNull();
    expect(after.bankruptcy).toBe(false);
    expect(after.bankruptcyDate).toBeNull();
    await db!.query('DELETE FROM suppressed_people WHERE person_id = $1', [row.person_id]);
    await db!.query('DELETE FROM opt_outs WHERE person_id = $1', [row.person_id]);
    await db!.query("DELETE FROM bankruptcies WHERE case_number = 'OPT-OUT-1'");
  });
});
