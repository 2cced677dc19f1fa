import { posix } from 'node:path';

/**
 * Reading `core/index.ts`, the public API of the core package (docs/decisions/0097), without a compiler:
 * the names a module exports, followed through `export * from` and `export { a as b } from`, each with the
 * file that declares it. `export *` silently leaves out a name two of its modules export (the language
 * makes it ambiguous, not an error at run time), so the collisions are found here, by origin.
 */

const stripComments = (src: string): string =>
  src.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');

export interface ModuleExports {
  /** Names declared and exported by the module itself. */
  readonly declared: readonly string[];
  /** Of those, the ones with a value at run time (not only a type or an interface). */
  readonly values: readonly string[];
  /** `export { a as b } from './x.js'` and `export { a as b }` of an imported name: exported name, source name, specifier. */
  readonly named: readonly { readonly name: string; readonly from: string; readonly source: string }[];
  /** `export * from './x.js'` specifiers. */
  readonly stars: readonly string[];
}

const DECLARATION =
  /^\s*export\s+(?:declare\s+)?(?:default\s+)?(?:async\s+)?(?:abstract\s+)?(const|let|var|function\*?|class|interface|type|enum|namespace)\s+([A-Za-z_$][\w$]*)/gm;
const DESTRUCTURED = /^\s*export\s+(?:const|let|var)\s+\{([^}]*)\}\s*=/gm;
const LIST_FROM = /^\s*export\s+(?:type\s+)?\{([^}]*)\}\s*from\s*['"]([^'"]+)['"]/gm;
const LIST_LOCAL = /^\s*export\s+(?:type\s+)?\{([^}]*)\}\s*;?\s*$/gm;
const STAR = /^\s*export\s+(?:type\s+)?\*\s+from\s*['"]([^'"]+)['"]/gm;
const STAR_AS = /^\s*export\s+(?:type\s+)?\*\s+as\s+([A-Za-z_$][\w$]*)\s+from/gm;
const IMPORTS = /^\s*import\s+(?:type\s+)?\{([^}]*)\}\s*from\s*['"]([^'"]+)['"]/gm;

const listNames = (list: string) =>
  list
    .split(',')
    .map((p) => p.trim().replace(/^type\s+/, ''))
    .filter(Boolean)
    .map((p) => {
      const [source, name] = p.split(/\s+as\s+/).map((x) => x.trim());
      return { source: source as string, name: (name ?? source) as string };
    });

/** The exports of one TypeScript source, read from its text. */
export const moduleExports = (source: string): ModuleExports => {
  const code = stripComments(source);
  const declared = new Set<string>();
  const values = new Set<string>();
  for (const m of code.matchAll(DECLARATION)) {
    declared.add(m[2] as string);
    if (m[1] !== 'interface' && m[1] !== 'type') values.add(m[2] as string);
  }
  for (const m of code.matchAll(DESTRUCTURED)) {
    for (const n of listNames(m[1] as string)) {
      declared.add(n.name);
      values.add(n.name);
    }
  }
  for (const m of code.matchAll(STAR_AS)) {
    declared.add(m[1] as string);
    values.add(m[1] as string);
  }
  const imported = new Map<string, { from: string; source: string }>();
  for (const m of code.matchAll(IMPORTS)) {
    for (const n of listNames(m[1] as string)) imported.set(n.name, { from: m[2] as string, source: n.source });
  }
  const named: { name: string; from: string; source: string }[] = [];
  for (const m of code.matchAll(LIST_FROM)) {
    for (const n of listNames(m[1] as string)) named.push({ name: n.name, from: m[2] as string, source: n.source });
  }
  for (const m of code.matchAll(LIST_LOCAL)) {
    for (const n of listNames(m[1] as string)) {
      const via = imported.get(n.source);
      if (via) named.push({ name: n.name, from: via.from, source: via.source });
      else {
        declared.add(n.name);
        values.add(n.name);
      }
    }
  }
  const stars = [...code.matchAll(STAR)].map((m) => m[1] as string);
  return { declared: [...declared], values: [...values], named, stars };
};

/** A file's path from an import specifier of `from` (`./x.js` -> `core/area/x.ts`). */
export const resolveSpecifier = (from: string, specifier: string): string =>
  posix.normalize(posix.join(posix.dirname(from), specifier)).replace(/\.js$/, '.ts');

export interface PublicName {
  readonly name: string;
  /** The file that declares it. */
  readonly origin: string;
  /** Whether it has a value at run time. */
  readonly value: boolean;
}

/**
 * Every name a module exports with the file declaring it, one entry per (name, origin): a name with two
 * origins reached through `export *` is a collision. Explicit `export { .. } from` names win over starred
 * ones, as in the language.
 */
export const exportedNames = (file: string, read: (file: string) => string, seen = new Set<string>()): PublicName[] => {
  if (seen.has(file)) return [];
  seen.add(file);
  const ex = moduleExports(read(file));
  const own: PublicName[] = ex.declared.map((name) => ({ name, origin: file, value: ex.values.includes(name) }));
  for (const n of ex.named) {
    const target = resolveSpecifier(file, n.from);
    const there = exportedNames(target, read, new Set(seen)).filter((x) => x.name === n.source);
    own.push(
      ...(there.length > 0
        ? there.map((x) => ({ name: n.name, origin: x.origin, value: x.value }))
        : [{ name: n.name, origin: target, value: true }]),
    );
  }
  const explicit = new Set(own.map((x) => x.name));
  const starred = ex.stars.flatMap((s) =>
    exportedNames(resolveSpecifier(file, s), read, new Set(seen)).filter((x) => !explicit.has(x.name)),
  );
  const out = new Map<string, PublicName>();
  for (const x of [...own, ...starred]) {
    const key = `${x.name}\u0000${x.origin}`;
    const before = out.get(key);
    out.set(key, before ? { ...x, value: before.value || x.value } : x);
  }
  return [...out.values()];
};

/** The names exported from more than one file: each with the files, sorted. */
export const collisions = (names: readonly PublicName[]): { name: string; origins: string[] }[] => {
  const by = new Map<string, Set<string>>();
  for (const { name, origin } of names) {
    if (!by.has(name)) by.set(name, new Set());
    by.get(name)?.add(origin);
  }
  return [...by.entries()]
    .filter(([, o]) => o.size > 1)
    .map(([name, o]) => ({ name, origins: [...o].sort() }))
    .sort((a, b) => a.name.localeCompare(b.name));
};
