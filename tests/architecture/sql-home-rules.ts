/**
 * Where SQL functions live (shared/STYLE.md section 7, docs/decisions/0095): each in one file of
 * adapters/postgres/functions/ named after it, never in a migration.
 */

/** The SQL with its `--` comments removed (a comment may name a function; only statements count). */
export const withoutComments = (sql: string): string => sql.replace(/--[^\n]*/g, '');

const DEFINITION =
  /\bCREATE\s+(OR\s+REPLACE\s+)?(FUNCTION|PROCEDURE)\s+(?:public\.)?"?([A-Za-z_][A-Za-z0-9_]*)"?\s*\(/gi;

/** The functions (and procedures) a SQL text defines, in order, with whether each is `CREATE OR REPLACE`. */
export const definitionsIn = (sql: string): { name: string; orReplace: boolean }[] =>
  [...withoutComments(sql).matchAll(DEFINITION)].map((m) => ({
    name: (m[3] as string).toLowerCase(),
    orReplace: m[1] !== undefined,
  }));

/** What is wrong with a migration file: it may not define or alter a function (its file does). */
export const checkMigration = (file: string, sql: string): string[] => [
  ...definitionsIn(sql).map((d) => `${file} defines ${d.name}(): it belongs in functions/${d.name}.sql`),
  ...[...withoutComments(sql).matchAll(/\bALTER\s+(FUNCTION|PROCEDURE)\s+([A-Za-z_][A-Za-z0-9_]*)/gi)].map(
    (m) => `${file} alters ${(m[2] as string).toLowerCase()}(): its settings belong in its function file`,
  ),
];

/**
 * What is wrong with a function file `<name>.sql`: it defines the function `<name>` (one or more
 * `CREATE OR REPLACE`, so it can be applied again) and no other.
 */
export const checkFunctionFile = (file: string, sql: string): string[] => {
  const name = file.replace(/\.sql$/, '');
  const defs = definitionsIn(sql);
  if (defs.length === 0) return [`${file} defines no function`];
  return defs.flatMap((d) => [
    ...(d.name === name ? [] : [`${file} defines ${d.name}(): a function file defines only its own name`]),
    ...(d.orReplace ? [] : [`${file} defines ${d.name}() without OR REPLACE: the migrator applies it again`]),
  ]);
};

/** A literal SQL may not type: the rule value it restates, and how it shows in SQL. */
export interface BannedLiteral {
  /** The core constant it restates, e.g. `HIGH_EQUITY_MIN_PERCENT (50)`. */
  readonly rule: string;
  readonly pattern: RegExp;
}

const num = (n: number) => `(?<![\\w.])${n}(?![\\w.])`;

/**
 * The literals that would restate a rule of core in SQL, built from core's values: an equity threshold compared
 * with an equity, a month threshold as a number of months, a report limit in a statement about reports.
 */
export const bannedRuleLiterals = (core: {
  readonly equityPercents: Readonly<Record<string, number>>;
  readonly months: Readonly<Record<string, number>>;
  readonly reportLimits: Readonly<Record<string, number>>;
}): BannedLiteral[] => [
  ...Object.entries(core.equityPercents).map(([rule, n]) => ({
    rule: `${rule} (${n})`,
    pattern: new RegExp(
      `equity\\w*\\s*(?:<=|>=|<|>|=)\\s*${num(n)}|${num(n)}\\s*(?:<=|>=|<|>|=)\\s*[\\w.]*equity`,
      'i',
    ),
  })),
  ...Object.entries(core.months).map(([rule, n]) => ({
    rule: `${rule} (${n})`,
    pattern: new RegExp(`${num(n)}\\s*(?:months?|mons?)\\b|months\\s*=>\\s*${num(n)}`, 'i'),
  })),
  ...Object.entries(core.reportLimits).map(([rule, n]) => ({
    rule: `${rule} (${n})`,
    // Within one statement that names reports.
    pattern: new RegExp(`report[^;]*${num(n)}|${num(n)}[^;]*report`, 'i'),
  })),
];

/** Where a SQL text types a banned literal: `file: rule`, once per rule. */
export const ruleLiteralsIn = (file: string, sql: string, banned: readonly BannedLiteral[]): string[] => {
  const code = withoutComments(sql);
  return banned.filter((b) => b.pattern.test(code)).map((b) => `${file}: ${b.rule}`);
};
