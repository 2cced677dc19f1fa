import { posix } from 'node:path';
import type { CoreFileImports } from './core-area-rules.js';

/**
 * Import cycles between files of core/, as data and pure functions so the rule can be tested with synthetic
 * files. The area table (core-area-rules.ts) keeps the areas layered, but says nothing inside one area:
 * two files of the same area could still import each other. A cycle of files means neither can be read,
 * moved or loaded without the other, so a type both need belongs in one of them or in a small file of its
 * own. Type-only imports count: they tie the files together for a reader as much as any other import.
 */

/** The core file a specifier names (`./a.rules.js` from `core/x/b.ts` -> `core/x/a.rules.ts`); null for packages. */
export const importedCoreFile = (file: string, specifier: string): string | null => {
  const target = specifier.startsWith('#core/')
    ? `core/${specifier.slice('#core/'.length)}`
    : specifier.startsWith('.')
      ? posix.normalize(posix.join(posix.dirname(file), specifier))
      : null;
  if (target === null || !target.startsWith('core/')) return null;
  return target.replace(/\.js$/, '.ts');
};

/** Each core file and the core files it imports; imports of files that are not in `files` are left out. */
export const importGraph = (files: readonly CoreFileImports[]): Map<string, string[]> => {
  const known = new Set(files.map((f) => f.file));
  const graph = new Map<string, string[]>();
  for (const { file, specifiers } of files) {
    const targets = specifiers
      .map((s) => importedCoreFile(file, s))
      .filter((t): t is string => t !== null && known.has(t));
    graph.set(file, [...new Set(targets)].sort());
  }
  return graph;
};

/**
 * One cycle through each group of files that import each other (each strongly connected component of the
 * graph with more than one file, or a file importing itself): the files in import order, the first
 * repeated at the end. An empty list when the graph has no cycle. Every group is named, not only the
 * first, so one run shows all the work; the groups and the cycles are in a stable order.
 */
export const importCycles = (graph: ReadonlyMap<string, readonly string[]>): string[][] => {
  // Tarjan's algorithm: one depth-first pass finds every strongly connected component.
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  let next = 0;
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next);
    next += 1;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v) as number, low.get(w) as number));
      } else if (onStack.has(w)) {
        low.set(v, Math.min(low.get(v) as number, index.get(w) as number));
      }
    }
    if (low.get(v) === index.get(v)) {
      const group: string[] = [];
      let w: string;
      do {
        w = stack.pop() as string;
        onStack.delete(w);
        group.push(w);
      } while (w !== v);
      if (group.length > 1 || (graph.get(v) ?? []).includes(v)) groups.push(group.sort());
    }
  };
  for (const v of [...graph.keys()].sort()) if (!index.has(v)) visit(v);
  return groups.sort((a, b) => (a[0] as string).localeCompare(b[0] as string)).map((g) => cycleWithin(graph, g));
};

/** A shortest cycle from the group's first file back to it, through files of the group only. */
const cycleWithin = (graph: ReadonlyMap<string, readonly string[]>, group: readonly string[]): string[] => {
  const start = group[0] as string;
  const inGroup = new Set(group);
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const v = queue.shift() as string;
    for (const w of graph.get(v) ?? []) {
      if (!inGroup.has(w)) continue;
      if (w === start) {
        const path = [start];
        for (let at = v; at !== start; at = cameFrom.get(at) as string) path.splice(1, 0, at);
        return [...path, start];
      }
      if (!cameFrom.has(w)) {
        cameFrom.set(w, v);
        queue.push(w);
      }
    }
  }
  // Unreachable for a strongly connected group; kept so the function is total.
  return [...group, start];
};
