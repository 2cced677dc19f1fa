import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CatalogCoupon, CatalogMenu } from '../../core/membership/membership-store.port.js';
import { MIGRATIONS_DIR } from '../postgres/migrate.js';
import { catalogMenusOf, couponOf, type Row } from '../postgres/pg-membership-rows.js';

/**
 * The product catalog as the migrations seed it (0030 memberships, 0031 tiers and keys, 0050 the report
 * PDF add-on), read from the migration files themselves so the in-memory catalog holds the very rows
 * PostgreSQL holds, with no copy to keep in step. Only the statement shapes the catalog migrations use are
 * understood: `CREATE TABLE` and `ALTER TABLE ... ADD COLUMN` (for column defaults), `INSERT ... VALUES`
 * (with `ON CONFLICT DO NOTHING`) and `UPDATE ... SET col = value WHERE` conditions joined by `AND`
 * (`col = value`, `col IN (...)`, `col IS [NOT] NULL`). Any other statement that writes a catalog table
 * throws, so a migration the reader cannot follow fails loudly instead of seeding a different catalog; the
 * catalog contract suite (tests/adapters/membership) also checks the result equals PgProductCatalog's.
 */
const CATALOG_TABLES = ['product_menus', 'coupons', 'product_offers', 'product_skus'] as const;
type CatalogTable = (typeof CATALOG_TABLES)[number];
const isCatalogTable = (t: string): t is CatalogTable => (CATALOG_TABLES as readonly string[]).includes(t);

type Token =
  | { readonly kind: 'word'; readonly text: string }
  | { readonly kind: 'string'; readonly text: string }
  | { readonly kind: 'number'; readonly text: string }
  | { readonly kind: 'punct'; readonly text: string };

/** Splits SQL text into tokens; comments and dollar-quoted bodies (functions) are skipped. */
const tokenize = (sql: string): Token[] => {
  const out: Token[] = [];
  let i = 0;
  while (i < sql.length) {
    const c = sql[i]!;
    if (/\s/.test(c)) i += 1;
    else if (sql.startsWith('--', i)) i = sql.indexOf('\n', i) === -1 ? sql.length : sql.indexOf('\n', i);
    else if (sql.startsWith('/*', i)) i = sql.indexOf('*/', i) + 2;
    else if (c === '$' && /^\$[A-Za-z_]*\$/.test(sql.slice(i))) {
      const tag = /^\$[A-Za-z_]*\$/.exec(sql.slice(i))![0];
      const end = sql.indexOf(tag, i + tag.length);
      i = end + tag.length;
      out.push({ kind: 'string', text: '' });
    } else if (c === "'") {
      let text = '';
      i += 1;
      for (;;) {
        const q = sql.indexOf("'", i);
        text += sql.slice(i, q);
        if (sql[q + 1] === "'") {
          text += "'";
          i = q + 2;
        } else {
          i = q + 1;
          break;
        }
      }
      out.push({ kind: 'string', text });
    } else if (/[0-9]/.test(c)) {
      const m = /^[0-9]+(\.[0-9]+)?/.exec(sql.slice(i))![0];
      out.push({ kind: 'number', text: m });
      i += m.length;
    } else if (/[A-Za-z_"]/.test(c)) {
      const m = /^("[^"]*"|[A-Za-z_][A-Za-z0-9_$]*)/.exec(sql.slice(i))![0];
      out.push({ kind: 'word', text: m.replaceAll('"', '').toLowerCase() });
      i += m.length;
    } else {
      const two = sql.slice(i, i + 2);
      const p = ['::', '<>', '<=', '>=', '!='].includes(two) ? two : c;
      out.push({ kind: 'punct', text: p });
      i += p.length;
    }
  }
  return out;
};

const splitStatements = (tokens: readonly Token[]): Token[][] => {
  const out: Token[][] = [[]];
  for (const t of tokens) {
    if (t.kind === 'punct' && t.text === ';') out.push([]);
    else out[out.length - 1]!.push(t);
  }
  return out.filter((s) => s.length > 0);
};

/** A cursor over one statement's tokens. */
class Reader {
  private i = 0;
  constructor(
    private readonly t: readonly Token[],
    private readonly where: string,
  ) {}
  fail(what: string): never {
    const near = this.t
      .slice(this.i, this.i + 8)
      .map((x) => x.text)
      .join(' ');
    throw new Error(`catalog seed: ${what} in ${this.where} near "${near}"`);
  }
  peek(text?: string): boolean {
    const x = this.t[this.i];
    return x !== undefined && (text === undefined || x.text === text);
  }
  done(): boolean {
    return this.i >= this.t.length;
  }
  next(): Token {
    const x = this.t[this.i];
    if (!x) this.fail('unexpected end');
    this.i += 1;
    return x;
  }
  expect(...texts: string[]): void {
    for (const text of texts) if (this.next().text !== text) this.fail(`expected ${text}`);
  }
  word(): string {
    const x = this.next();
    if (x.kind !== 'word') this.fail('expected a name');
    return x.text;
  }
  /** A literal (text, number, NULL, TRUE, FALSE, a negative number), with any `::type` cast dropped. */
  value(): unknown {
    const x = this.next();
    let v: unknown;
    if (x.kind === 'string') v = x.text;
    else if (x.kind === 'number') v = Number(x.text);
    else if (x.kind === 'punct' && x.text === '-' && this.t[this.i]?.kind === 'number') v = -Number(this.next().text);
    else if (x.kind === 'word' && x.text === 'null') v = null;
    else if (x.kind === 'word' && (x.text === 'true' || x.text === 'false')) v = x.text === 'true';
    else this.fail('expected a literal');
    while (this.peek('::')) {
      this.next();
      this.word();
    }
    return v;
  }
  /** `(a, b, c)` read with `item`. */
  list<T>(item: () => T): T[] {
    this.expect('(');
    const out = [item()];
    while (this.peek(',')) {
      this.next();
      out.push(item());
    }
    this.expect(')');
    return out;
  }
  token(): Token | undefined {
    return this.t[this.i];
  }
  /** Skips one item of a parenthesised list: up to the `,` or `)` that ends it (not taken). */
  skipItem(): void {
    let depth = 0;
    while (!this.done() && !(depth === 0 && (this.peek(',') || this.peek(')')))) {
      const x = this.next();
      if (x.text === '(') depth += 1;
      else if (x.text === ')') depth -= 1;
    }
  }
}

const CONSTRAINT_WORDS = new Set(['check', 'unique', 'primary', 'foreign', 'constraint', 'exclude']);

/** The catalog tables' rows and column defaults while the migrations are replayed. */
class CatalogSeed {
  readonly rows: Record<CatalogTable, Row[]> = { product_menus: [], coupons: [], product_offers: [], product_skus: [] };
  readonly defaults: Record<CatalogTable, Record<string, unknown>> = {
    product_menus: {},
    coupons: {},
    product_offers: {},
    product_skus: {},
  };

  /** A column definition: its name and, when it has one, its literal `DEFAULT`. */
  private column(table: CatalogTable, r: Reader): void {
    const name = r.word();
    let depth = 0;
    while (!r.done() && !(depth === 0 && (r.peek(',') || r.peek(')')))) {
      const x = r.next();
      if (x.text === '(') depth += 1;
      else if (x.text === ')') depth -= 1;
      else if (depth === 0 && x.kind === 'word' && x.text === 'default') this.defaults[table][name] = r.value();
    }
    this.defaults[table][name] ??= null;
  }

  apply(statement: readonly Token[], where: string): void {
    const r = new Reader(statement, where);
    const head = statement
      .slice(0, 3)
      .map((x) => x.text)
      .join(' ');
    const table = statement.find((x, i) => i < 4 && x.kind === 'word' && isCatalogTable(x.text))?.text;
    if (!table || !isCatalogTable(table)) return;
    if (head.startsWith('create table')) this.create(table, r);
    else if (head.startsWith('alter table')) this.alter(table, r);
    else if (head.startsWith('insert into')) this.insert(table, r);
    else if (head.startsWith('update')) this.update(table, r);
    else if (!head.startsWith('create index') && !head.startsWith('create unique'))
      r.fail('a statement the catalog seed cannot follow');
  }

  private create(table: CatalogTable, r: Reader): void {
    r.expect('create', 'table');
    if (r.peek('if')) r.expect('if', 'not', 'exists');
    r.expect(table, '(');
    for (;;) {
      const first = r.token();
      if (first?.kind === 'word' && CONSTRAINT_WORDS.has(first.text)) r.skipItem();
      else this.column(table, r);
      if (r.peek(')')) return;
      r.expect(',');
    }
  }

  private alter(table: CatalogTable, r: Reader): void {
    r.expect('alter', 'table', table);
    if (r.peek('add')) {
      r.expect('add');
      if (!r.peek('column')) return; // ADD CONSTRAINT and the like leave the rows as they are.
      r.expect('column');
      this.column(table, r);
      if (!r.done()) r.fail('more than one change in ALTER TABLE');
    }
  }

  private insert(table: CatalogTable, r: Reader): void {
    r.expect('insert', 'into', table);
    const cols = r.list(() => r.word());
    r.expect('values');
    const tuples = [r.list(() => r.value())];
    while (r.peek(',')) {
      r.next();
      tuples.push(r.list(() => r.value()));
    }
    let ignoreConflict = false;
    if (r.peek('on')) {
      r.expect('on', 'conflict', 'do', 'nothing');
      ignoreConflict = true;
    }
    if (!r.done()) r.fail('an INSERT the catalog seed cannot follow');
    for (const values of tuples) {
      if (values.length !== cols.length) r.fail('a row with the wrong number of values');
      const row: Record<string, unknown> = { ...this.defaults[table] };
      cols.forEach((c, i) => {
        row[c] = values[i];
      });
      if (this.rows[table].some((x) => x.id === row.id)) {
        if (ignoreConflict) continue;
        r.fail(`a second row with id ${String(row.id)}`);
      }
      this.rows[table].push(row);
    }
  }

  private update(table: CatalogTable, r: Reader): void {
    r.expect('update', table, 'set');
    const sets: [string, unknown][] = [];
    do {
      if (r.peek(',')) r.next();
      const col = r.word();
      r.expect('=');
      sets.push([col, r.value()]);
    } while (r.peek(','));
    const conds: ((row: Row) => boolean)[] = [];
    if (r.peek('where')) {
      r.next();
      do {
        if (r.peek('and')) r.next();
        const col = r.word();
        const op = r.next().text;
        if (op === '=') {
          const v = r.value();
          conds.push((row) => row[col] !== null && row[col] === v);
        } else if (op === 'in') {
          const vs = r.list(() => r.value());
          conds.push((row) => vs.includes(row[col]));
        } else if (op === 'is') {
          const not = r.peek('not');
          if (not) r.expect('not');
          r.expect('null');
          conds.push((row) => (row[col] === null || row[col] === undefined) !== not);
        } else r.fail(`a condition the catalog seed cannot follow (${op})`);
      } while (r.peek('and'));
    }
    if (!r.done()) r.fail('an UPDATE the catalog seed cannot follow');
    this.rows[table] = this.rows[table].map((row) =>
      conds.every((c) => c(row)) ? { ...row, ...Object.fromEntries(sets) } : row,
    );
  }
}

const byKeys =
  (...keys: string[]) =>
  (a: Row, b: Row): number => {
    for (const k of keys) {
      const x = a[k] as string | number;
      const y = b[k] as string | number;
      if (x !== y) return x < y ? -1 : 1;
    }
    return 0;
  };

/** The catalog the migration files in `dir` seed, as PgProductCatalog reads it (same row mappers, same order). */
export const readMigrationCatalog = (
  dir: string = MIGRATIONS_DIR,
): { menus: CatalogMenu[]; coupons: CatalogCoupon[] } => {
  const seed = new CatalogSeed();
  const files = readdirSync(dir)
    .filter((f) => /^\d{4}_[A-Za-z0-9_-]+\.sql$/.test(f))
    .sort();
  for (const f of files) {
    for (const statement of splitStatements(tokenize(readFileSync(join(dir, f), 'utf8')))) seed.apply(statement, f);
  }
  const { product_menus: menus, product_offers: offers, product_skus: skus, coupons } = seed.rows;
  return {
    menus: catalogMenusOf(
      [...menus].sort(byKeys('id')),
      [...offers].sort(byKeys('menu_id', 'sort', 'id')),
      [...skus].sort(byKeys('offer_id', 'sort', 'id')),
    ),
    coupons: coupons.map(couponOf),
  };
};
