import {
  formatColumnValue,
  type GridFilterOperator,
  LOCKED_CELL_TEXT,
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
  GridFilter,
  GridSort,
  SavedCellValue,
  SavedPropertyMetrics,
  SavedPropertyRow,
  SavedRemoval,
} from '../../core/property/saved-properties.schema.js';
import type { Db } from './db.js';
import { hiddenOwnersOf } from './pg-grid-facts.js';
import { gateHiddenAmong } from './pg-suppressions.js';

/*
 * The saved-properties grid (docs/decisions/0066; migration 0066). Each property's grid facts are one
 * jsonb object keyed by catalogue column name (saved_property_facts for saved properties, computed on the
 * fly by property_grid_facts() for recently viewed ones). Filters and the sort read `facts ->> $n` with
 * the column name as a bound parameter; the column's type (from the catalogue, never from the request)
 * picks the SQL shape, and the sort direction is a literal chosen from a boolean.
 */

/** Bound parameters, numbered as they are added. */
class Params {
  readonly values: unknown[] = [];
  add(v: unknown): string {
    this.values.push(v);
    return `$${this.values.length}`;
  }
}

const NOT_BLANK = (x: string) => `nullif(btrim(${x}), '') IS NOT NULL`;

const toNumber = (v: unknown): number | null => {
  if (typeof v === 'number') return Number.isFinite(v) ? v : null;
  if (typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v))) return Number(v);
  return null;
};

/**
 * One grid filter as SQL over `b.facts` (the meaning of core `matchesGridFilter`). A value the column's
 * type cannot read matches nothing; parameters are bound only for what the SQL uses.
 */
const filterSql = (f: GridFilter, p: Params): string => {
  const col = propertyColumn(f.column);
  if (!col) return 'false';
  const op: GridFilterOperator = f.operator;
  const x = () => `(b.facts ->> ${p.add(col.columnName)})`;
  if (op === 'blank') return `NOT (${NOT_BLANK(x())})`;
  if (op === 'notBlank') return NOT_BLANK(x());
  if (f.value === null || f.value === undefined) return 'false';
  switch (col.type) {
    case 'text': {
      const cell = x();
      const v = p.add(String(f.value));
      const lx = `lower(${cell})`;
      const cond =
        op === 'contains'
          ? `strpos(${lx}, lower(${v}::text)) > 0`
          : op === 'startsWith'
            ? `starts_with(${lx}, lower(${v}::text))`
            : op === 'endsWith'
              ? `right(${lx}, length(${v}::text)) = lower(${v}::text)`
              : `${lx} = lower(${v}::text)`;
      return `(${NOT_BLANK(cell)} AND ${cond})`;
    }
    case 'date': {
      const cell = x();
      return `left(${cell}, 10) = left(${p.add(String(f.value))}::text, 10)`;
    }
    case 'yesNo': {
      const yn = formatColumnValue({ type: 'yesNo' }, f.value);
      if (yn === '') return 'false';
      const cell = x();
      return `${cell} = ${p.add(yn === 'Yes' ? 'true' : 'false')}::text`;
    }
    default: {
      const n = toNumber(f.value);
      if (n === null) return 'false';
      const sqlOp =
        op === 'lessThan'
          ? '<'
          : op === 'lessThanOrEqual'
            ? '<='
            : op === 'greaterThan'
              ? '>'
              : op === 'greaterThanOrEqual'
                ? '>='
                : '=';
      const cell = x();
      return `(${cell})::numeric ${sqlOp} ${p.add(String(n))}::numeric`;
    }
  }
};

/** The sort expression of a column: numbers numerically, dates by their ISO text, yes/no as booleans, text case-blind. */
const sortSql = (sort: NonNullable<GridSort>, p: Params): { key: string; direction: string } | null => {
  const col = propertyColumn(sort.name);
  if (!col) return null;
  const x = `(b.facts ->> ${p.add(col.columnName)})`;
  const key =
    col.type === 'text'
      ? `lower(${x}) COLLATE "C"`
      : col.type === 'date'
        ? `${x} COLLATE "C"`
        : col.type === 'yesNo'
          ? `(${x})::boolean`
          : `(${x})::numeric`;
  return { key, direction: `${sort.desc ? 'DESC' : 'ASC'} NULLS LAST` };
};

/** Updates (001 section 2): the facts changed after the save and after the member last opened the report. */
const HAS_UPDATES = `coalesce(f.changed_at > sp.created_at AND (h.last_viewed IS NULL OR f.changed_at > h.last_viewed), false)`;

/**
 * The member's report_history row of a property's address report (report id `address-{propertyId}`), one
 * probe of the (user_id, report_id) unique index per saved row. A lateral probe (LIMIT 1 keeps the planner from flattening it into a join): with
 * stale statistics (PGlite has no autovacuum) the planner chose a nested loop comparing every saved row
 * with every history row.
 */
const HISTORY_JOIN = (userParam: string, propertyExpr: string) =>
  `LEFT JOIN LATERAL (SELECT hh.id, hh.last_viewed FROM report_history hh
     WHERE hh.user_id = ${userParam} AND hh.report_id = 'address-' || ${propertyExpr} LIMIT 1) h ON true`;

/**
 * The grid facts as the member may see them: the owner-contact columns (core OWNER_CONTACT_COLUMNS) hold
 * LOCKED_CELL_TEXT unless the member holds a grant to the property's address report (full access, as
 * core's decideReportAccess reads grants), so sorting, filtering and the export see the same.
 */
const VISIBLE_FACTS = (u: string, facts: string, propertyExpr: string, p: Params) => `
  CASE WHEN EXISTS (SELECT 1 FROM report_access_grants ga
                     WHERE ga.user_id = ${u} AND ga.report_id = 'address-' || ${propertyExpr})
       THEN ${facts}
       ELSE ${facts} || (SELECT jsonb_object_agg(k, to_jsonb(${p.add(LOCKED_CELL_TEXT)}::text))
                           FROM unnest(${p.add(OWNER_CONTACT_COLUMNS)}::text[]) AS k) END`;

const savedBase = (u: string, p: Params, mask: boolean) => `
  SELECT sp.id AS saved_id, sp.property_id, sp.created_at AS saved_at, coalesce(h.id, sp.report_history_id) AS history_id,
         h.last_viewed, ${mask ? VISIBLE_FACTS(u, "coalesce(f.facts, '{}'::jsonb)", 'sp.property_id', p) : "coalesce(f.facts, '{}'::jsonb)"} AS facts,
         ${HAS_UPDATES} AS has_updates
    FROM saved_properties sp
    LEFT JOIN saved_property_facts f ON f.property_id = sp.property_id
    ${HISTORY_JOIN(u, 'sp.property_id')}
   WHERE sp.user_id = ${u}`;

/** The member's address reports, newest first, at most the grid's capacity: the recently viewed properties. */
const RECENT_HISTORY = (u: string) => `
    SELECT h.id AS history_id, h.last_viewed, substring(h.report_id FROM 9)::bigint AS property_id
      FROM report_history h
     WHERE h.user_id = ${u} AND h.search_type = 'address' AND h.report_id ~ '^address-[0-9]{1,18}$'
     ORDER BY h.last_viewed DESC, h.id DESC LIMIT ${SAVED_PROPERTY_CAPACITY}`;

/** Recently viewed properties the gate was asked about, and its answer for their current owners. */
type RecentGated = { readonly propertyIds: readonly string[]; readonly hidden: readonly number[] };

/** The recently viewed properties' ids. */
const RECENT_IDS_SQL = `SELECT hv.property_id::text AS id FROM (${RECENT_HISTORY('$1::uuid')}) hv`;

/**
 * Recently viewed: {@link RECENT_HISTORY}, facts computed now, without the owners the fact gate hides. `gated`:
 * the properties the gate was asked about and `hidden` its answer for their owners; a property viewed after that
 * question is left out of this listing (it shows in the next), so no owner reaches the facts unasked.
 */
const recentBase = (u: string, p: Params, mask: boolean, gated: RecentGated) => `
  WITH hv AS MATERIALIZED (
    SELECT * FROM (${RECENT_HISTORY(u)}) r WHERE r.property_id = ANY (${p.add(gated.propertyIds)}::bigint[]))
  SELECT sp.id AS saved_id, hv.property_id, sp.created_at AS saved_at, hv.history_id, hv.last_viewed,
         ${mask ? VISIBLE_FACTS(u, 'g.facts', 'hv.property_id', p) : 'g.facts'} AS facts,
         coalesce(f.changed_at > sp.created_at AND f.changed_at > hv.last_viewed, false) AS has_updates
    FROM hv
    JOIN property_grid_facts(ARRAY(SELECT property_id FROM hv), ${p.add(gated.hidden)}::bigint[]) g ON g.property_id = hv.property_id
    LEFT JOIN saved_properties sp ON sp.user_id = ${u} AND sp.property_id = hv.property_id
    LEFT JOIN saved_property_facts f ON f.property_id = hv.property_id`;

type ListRow = {
  total: string | number;
  saved_id: string | null;
  property_id: string | null;
  saved_at: Date | string | null;
  history_id: string | null;
  last_viewed: Date | string | null;
  has_updates: boolean | null;
  facts: Record<string, SavedCellValue> | string | null;
  values: Record<string, SavedCellValue> | string | null;
};

const iso = (v: Date | string | null): string | null => (v === null ? null : new Date(v).toISOString());
const json = <T>(v: T | string | null): T | null => (typeof v === 'string' ? (JSON.parse(v) as T) : v);
const textOf = (v: SavedCellValue | undefined): string => (v === null || v === undefined ? '' : String(v));

const SAVE_LOCK_SQL = 'SELECT id FROM users WHERE id = $1 FOR UPDATE';
const KNOWN_SQL = 'SELECT id::text AS id FROM properties WHERE id = ANY ($1::bigint[])';
const SAVED_OF_SQL = `SELECT id::text AS id, property_id::text AS property_id FROM saved_properties
  WHERE user_id = $1 AND property_id = ANY ($2::bigint[])`;
const USED_SQL = 'SELECT count(*)::int AS n FROM saved_properties WHERE user_id = $1';
const INSERT_SQL = `
INSERT INTO saved_properties (user_id, property_id, report_history_id, created_at)
SELECT $1, x.pid,
       (SELECT h.id FROM report_history h WHERE h.user_id = $1 AND h.report_id = 'address-' || x.pid), $3
  FROM unnest($2::bigint[]) AS x (pid)
ON CONFLICT (user_id, property_id) DO NOTHING
RETURNING id::text AS id, property_id::text AS property_id`;
const FACTS_SQL = `
INSERT INTO saved_property_facts (property_id, facts, fingerprint, changed_at)
SELECT g.property_id, g.facts, md5(g.facts::text), '-infinity' FROM property_grid_facts($1::bigint[], $2::bigint[]) g
ON CONFLICT (property_id) DO NOTHING`;
const METRICS_SQL = `
SELECT count(*)::int AS used, (count(*) FILTER (WHERE ${HAS_UPDATES}))::int AS updates
  FROM saved_properties sp
  LEFT JOIN saved_property_facts f ON f.property_id = sp.property_id
  ${HISTORY_JOIN('sp.user_id', 'sp.property_id')}
 WHERE sp.user_id = $1`;

/**
 * {@link SavedProperties} on PostgreSQL or PGlite (migrations 0063 and 0066). The facts it computes leave out
 * the owners the fact gate hides, asked on the connection or transaction that computes them
 * (docs/decisions/0099).
 */
export class PgSavedProperties implements SavedProperties {
  constructor(private readonly db: Db) {}

  /**
   * One transaction: the member's users row is locked first, so saves of one member run one after the
   * other whatever the connection count; then the count, the check and the insert.
   */
  save(userId: string, propertyIds: readonly string[], at: Date, room: SaveRoom): Promise<SaveOutcome> {
    return this.db.transaction(async (tx): Promise<SaveOutcome> => {
      await tx.query(SAVE_LOCK_SQL, [userId]);
      const known = new Set((await tx.query<{ id: string }>(KNOWN_SQL, [propertyIds])).rows.map((r) => r.id));
      const unknown = propertyIds.filter((id) => !known.has(id));
      if (unknown.length > 0) return { type: 'unknownProperty', propertyIds: unknown };
      const existing = new Map(
        (await tx.query<{ id: string; property_id: string }>(SAVED_OF_SQL, [userId, propertyIds])).rows.map((r) => [
          r.property_id,
          r.id,
        ]),
      );
      const fresh = propertyIds.filter((id) => !existing.has(id));
      if (fresh.length > 0) {
        const used = (await tx.query<{ n: number }>(USED_SQL, [userId])).rows[0]?.n ?? 0;
        const fits = room(used, fresh.length);
        if (!fits.fits) return { type: 'limitReached', spaceAvailable: fits.spaceAvailable };
        const inserted = await tx.query<{ id: string; property_id: string }>(INSERT_SQL, [userId, fresh, at]);
        for (const r of inserted.rows) existing.set(r.property_id, r.id);
        await tx.query(FACTS_SQL, [fresh, await hiddenOwnersOf(tx, fresh, gateHiddenAmong(tx))]);
      }
      return {
        type: 'saved',
        saved: propertyIds.map((pid) => ({ id: existing.get(pid) ?? '', propertyReachId: pid })),
      };
    });
  }

  async remove(userId: string, which: SavedRemoval): Promise<number> {
    const r =
      'ids' in which
        ? await this.db.query('DELETE FROM saved_properties WHERE user_id = $1 AND id = ANY ($2::bigint[])', [
            userId,
            which.ids,
          ])
        : await this.db.query('DELETE FROM saved_properties WHERE user_id = $1 AND property_id = ANY ($2::bigint[])', [
            userId,
            which.propertyIds,
          ]);
    return r.rowCount;
  }

  async savedAmong(userId: string, propertyIds: readonly string[]): Promise<ReadonlySet<string>> {
    const r = await this.db.query<{ property_id: string }>(SAVED_OF_SQL, [userId, propertyIds]);
    return new Set(r.rows.map((row) => row.property_id));
  }

  /** The member's recently viewed properties and the gate's answer for their owners, whose facts are computed now. */
  private async recentGated(userId: string): Promise<RecentGated> {
    const propertyIds = (await this.db.query<{ id: string }>(RECENT_IDS_SQL, [userId])).rows.map((r) => r.id);
    return { propertyIds, hidden: await hiddenOwnersOf(this.db, propertyIds, gateHiddenAmong(this.db)) };
  }

  async list(userId: string, q: SavedPropertiesQuery): Promise<{ rows: SavedPropertyRow[]; total: number }> {
    const p = new Params();
    const u = `${p.add(userId)}::uuid`;
    // The owner contacts are locked before the filters and the sort when one of them reads an owner
    // column (so a locked value cannot be probed); otherwise only the page's rows are locked, after the cut.
    const early =
      q.gridFilters.some((f) => OWNER_CONTACT_COLUMNS.includes(f.column)) ||
      (q.sort !== null && OWNER_CONTACT_COLUMNS.includes(q.sort.name));
    const base =
      q.filter === 'recent' ? recentBase(u, p, early, await this.recentGated(userId)) : savedBase(u, p, early);
    const where: string[] = [];
    if (q.filter === 'updates') where.push('b.has_updates');
    if (q.savedIds || q.propertyIds)
      where.push(
        `(b.saved_id = ANY (${p.add(q.savedIds ?? [])}::bigint[]) OR b.property_id = ANY (${p.add(q.propertyIds ?? [])}::bigint[]))`,
      );
    for (const f of q.gridFilters) where.push(filterSql(f, p));
    const sort = q.sort ? sortSql(q.sort, p) : null;
    const order =
      (sort ? `b.sk ${sort.direction}, ` : '') +
      (q.filter === 'recent'
        ? 'b.last_viewed DESC, b.history_id DESC'
        : 'b.saved_at DESC NULLS LAST, b.saved_id DESC NULLS LAST');
    const shown = early ? 'b.facts' : `(${VISIBLE_FACTS(u, 'b.facts', 'b.property_id', p)})`;
    const values =
      q.columns === null
        ? shown
        : `(SELECT coalesce(jsonb_object_agg(e.key, e.value), '{}'::jsonb) FROM jsonb_each(${shown}) e
             WHERE e.key = ANY (${p.add(q.columns)}::text[]))`;
    const page = q.page
      ? `LIMIT ${p.add(q.page.limit)}::int OFFSET ${p.add((q.page.page - 1) * q.page.limit)}::int`
      : '';
    // The sort key is computed once per row that passes the filters; the page is cut before the rows'
    // values are built, so only the page's rows pay for their JSON.
    const sql = `
WITH b AS MATERIALIZED (${base}),
fl AS MATERIALIZED (SELECT b.*, ${sort ? sort.key : 'NULL::int'} AS sk FROM b WHERE ${where.length > 0 ? where.join(' AND ') : 'true'}),
pg AS MATERIALIZED (SELECT * FROM fl b ORDER BY ${order} ${page})
SELECT t.total, r.* FROM (SELECT count(*) AS total FROM fl) t
LEFT JOIN LATERAL (
  SELECT b.saved_id::text AS saved_id, b.property_id::text AS property_id, b.saved_at, b.history_id::text AS history_id,
         b.last_viewed, b.has_updates,
         jsonb_build_object('streetAddress', b.facts -> 'streetAddress', 'city', b.facts -> 'city',
                            'state', b.facts -> 'state', 'zip', b.facts -> 'zip') AS facts,
         ${values} AS values
    FROM pg b ORDER BY ${order}
) r ON true`;
    const result = await this.db.query<ListRow>(sql, p.values);
    const total = Number(result.rows[0]?.total ?? 0);
    const rows = result.rows
      .filter((r) => r.property_id !== null)
      .map((r): SavedPropertyRow => {
        const place = json<Record<string, SavedCellValue>>(r.facts) ?? {};
        return {
          id: r.saved_id,
          propertyReachId: r.property_id as string,
          reportHistoryId: r.history_id,
          streetAddress: textOf(place.streetAddress),
          city: textOf(place.city),
          state: textOf(place.state),
          zip: textOf(place.zip),
          isSaved: r.saved_id !== null,
          hasUpdates: r.has_updates === true,
          savedAt: iso(r.saved_at),
          lastViewed: iso(r.last_viewed),
          values: json<Record<string, SavedCellValue>>(r.values) ?? {},
        };
      });
    return { rows, total };
  }

  async metrics(userId: string): Promise<SavedPropertyMetrics> {
    const r = (await this.db.query<{ used: number; updates: number }>(METRICS_SQL, [userId])).rows[0];
    return savedPropertyMetrics(r?.used ?? 0, r?.updates ?? 0);
  }

  async userColumns(userId: string): Promise<readonly StoredColumnSetting[] | null> {
    const r = await this.db.query<{ settings: StoredColumnSetting[] | string }>(
      'SELECT settings FROM saved_property_columns WHERE user_id = $1',
      [userId],
    );
    const row = r.rows[0];
    return row ? json<StoredColumnSetting[]>(row.settings) : null;
  }

  async setUserColumns(userId: string, settings: readonly StoredColumnSetting[]): Promise<void> {
    await this.db.query(
      `INSERT INTO saved_property_columns (user_id, settings) VALUES ($1, $2::jsonb)
       ON CONFLICT (user_id) DO UPDATE SET settings = EXCLUDED.settings`,
      [userId, JSON.stringify(settings.map((s) => ({ id: s.id, sortOrder: s.sortOrder })))],
    );
  }

  async resetUserColumns(userId: string): Promise<void> {
    await this.db.query('DELETE FROM saved_property_columns WHERE user_id = $1', [userId]);
  }
}
