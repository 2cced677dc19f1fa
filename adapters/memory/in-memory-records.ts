/**
 * The public records as the in-memory fakes read them: one array of rows per table, with the
 * column names and value forms of the records files (core/records/record-files.schema.ts): dates
 * as `YYYY-MM-DD` text, bigint, int and numeric columns as numbers, null for a missing value.
 * `InMemoryPersonSearch`, `InMemorySearchAutocomplete` and `InMemoryReportSource` answer from
 * the same rows the PostgreSQL adapters read from the records tables.
 */
export type RecordValue = string | number | boolean | null;
export type RecordRow = Readonly<Record<string, RecordValue>>;
export type RecordTables = Readonly<Record<string, readonly RecordRow[]>>;

const value = (r: RecordRow, col: string): RecordValue => {
  const v = r[col];
  return v === undefined ? null : v;
};

/** A text column that may not be null. */
export const text = (r: RecordRow, col: string): string => {
  const v = value(r, col);
  if (v === null) throw new Error(`records: ${col} is null`);
  return String(v);
};
/** A nullable text (or date) column. */
export const textOrNull = (r: RecordRow, col: string): string | null => {
  const v = value(r, col);
  return v === null ? null : String(v);
};
/** A number column that may not be null. */
export const num = (r: RecordRow, col: string): number => {
  const v = value(r, col);
  if (v === null) throw new Error(`records: ${col} is null`);
  return Number(v);
};
/** A nullable number column. */
export const numOrNull = (r: RecordRow, col: string): number | null => {
  const v = value(r, col);
  return v === null ? null : Number(v);
};
export const bool = (r: RecordRow, col: string): boolean => value(r, col) === true;

/** Compares as PostgreSQL orders `col DESC NULLS LAST` (dates as ISO text compare as strings). */
export const descNullsLast = (a: string | number | null, b: string | number | null): number =>
  a === b ? 0 : a === null ? 1 : b === null ? -1 : a > b ? -1 : 1;
/** `col DESC NULLS FIRST` (PostgreSQL's default for DESC). */
export const descNullsFirst = (a: string | number | null, b: string | number | null): number =>
  a === b ? 0 : a === null ? -1 : b === null ? 1 : a > b ? -1 : 1;
/** `col ASC` (nulls last, PostgreSQL's default for ASC). */
export const asc = (a: string | number | null, b: string | number | null): number => -descNullsFirst(a, b);
/** `boolean DESC`: true first. */
export const trueFirst = (a: boolean, b: boolean): number => Number(b) - Number(a);

/** The record tables with rows looked up by id and by an owning column. */
export class InMemoryRecords {
  private readonly byIdCache = new Map<string, Map<number, RecordRow>>();
  private readonly byColCache = new Map<string, Map<RecordValue, RecordRow[]>>();

  constructor(private readonly tables: RecordTables) {}

  rows(table: string): readonly RecordRow[] {
    return this.tables[table] ?? [];
  }

  byId(table: string, id: number): RecordRow | undefined {
    let m = this.byIdCache.get(table);
    if (!m) {
      m = new Map(this.rows(table).map((r) => [num(r, 'id'), r]));
      this.byIdCache.set(table, m);
    }
    return m.get(id);
  }

  /** The rows of `table` whose `col` equals `v`, in id order. */
  where(table: string, col: string, v: RecordValue): readonly RecordRow[] {
    const key = `${table}.${col}`;
    let m = this.byColCache.get(key);
    if (!m) {
      m = new Map();
      const sorted = [...this.rows(table)].sort((a, b) => num(a, 'id') - num(b, 'id'));
      for (const r of sorted) {
        const k = value(r, col);
        const list = m.get(k) ?? [];
        list.push(r);
        m.set(k, list);
      }
      this.byColCache.set(key, m);
    }
    return m.get(v) ?? [];
  }

  /** A person's current (else latest) address row: current first, then the latest end date (none first), then the newest link. */
  currentAddress(personId: number): RecordRow | undefined {
    const link = [...this.where('person_addresses', 'person_id', personId)].sort(
      (a, b) =>
        trueFirst(bool(a, 'is_current'), bool(b, 'is_current')) ||
        descNullsFirst(textOrNull(a, 'to_date'), textOrNull(b, 'to_date')) ||
        num(b, 'id') - num(a, 'id'),
    )[0];
    return link ? this.byId('addresses', num(link, 'address_id')) : undefined;
  }
}

/** "First Middle Last Suffix" without the missing parts (concat_ws(' ', ...)). */
export const joinNames = (...parts: (string | null)[]): string => parts.filter((p) => p !== null).join(' ');
