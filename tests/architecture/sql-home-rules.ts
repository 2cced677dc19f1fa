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
