import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ALLOWED_AREA_IMPORTS, areaOf } from './core-area-rules.js';
import { collisions, exportedNames, moduleExports, resolveSpecifier } from './public-api-rules.js';

const ROOT = join(import.meta.dirname, '..', '..');
const INDEX = 'core/index.ts';
const read = (file: string): string => readFileSync(join(ROOT, file), 'utf8');

/**
 * The core files the public API leaves out (docs/decisions/0097), each with its reason. Everything else
 * of core is exported from core/index.ts.
 */
const INTERNAL_CORE_FILES: Readonly<Record<string, string>> = {
  'core/shared/use-case.ts': "the helper core's own use cases are built with; a caller needs only the use case",
  'core/records/public-nicknames.ts': 'the raw table behind nicknames.ts, whose rules are public',
};

const coreFiles = (): string[] => {
  const out: string[] = [];
  const walk = (d: string) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const p = join(d, e.name);
      if (e.isDirectory()) walk(p);
      else if (e.name.endsWith('.ts') && !e.name.endsWith('.d.ts')) out.push(relative(ROOT, p).split(sep).join('/'));
    }
  };
  walk(join(ROOT, 'core'));
  return out.sort();
};

/** The files core/index.ts re-exports, whole (`export *`) or in part (`export { a as b } from`). */
const indexedFiles = (): string[] => {
  const ex = moduleExports(read(INDEX));
  return [...new Set([...ex.stars, ...ex.named.map((n) => n.from)].map((s) => resolveSpecifier(INDEX, s)))].sort();
};

describe('the public API of core (core/index.ts, docs/decisions/0097)', () => {
  it('exports every area of core', () => {
    const areas = new Set(indexedFiles().map(areaOf));
    for (const area of Object.keys(ALLOWED_AREA_IMPORTS)) expect(areas, area).toContain(area);
  });

  it('exports every file of core but the listed internal ones, which exist and are not exported', () => {
    const files = coreFiles().filter((f) => f !== INDEX);
    const internal = Object.keys(INTERNAL_CORE_FILES);
    for (const f of internal) expect(files, f).toContain(f);
    expect(indexedFiles()).toEqual(files.filter((f) => !internal.includes(f)));
  });

  it('no two files export the same name (export * would silently drop it)', () => {
    const names = exportedNames(INDEX, read);
    expect(names.length).toBeGreaterThan(1500);
    expect(collisions(names)).toEqual([]);
  });

  it('every value the files export is there when the package is loaded', async () => {
    const core: Record<string, unknown> = await import('../../core/index.js');
    const values = exportedNames(INDEX, read)
      .filter((n) => n.value)
      .map((n) => n.name);
    expect(values.length).toBeGreaterThan(1000);
    expect(values.filter((name) => !(name in core))).toEqual([]);
    expect(typeof core.makeFactGate).toBe('function');
  });
});

describe('moduleExports, exportedNames and collisions (the reader itself can fail)', () => {
  const files: Record<string, string> = {
    'core/a/x.rules.ts': [
      "import { q } from '../b/y.rules.js';",
      'export const shared = 1;',
      'export type OnlyType = { a: 1 };',
      'export interface AlsoType { b: 2 }',
      'export function f() {}',
      '// export const commented = 1;',
      'export { q as renamed };',
    ].join('\n'),
    'core/b/y.rules.ts': 'export const shared = 2;\nexport const q = 3;\nexport type OnlyType = string;',
    'core/c/z.rules.ts': "export * from '../a/x.rules.js';",
    'core/index.ts': [
      "export * from './a/x.rules.js';",
      "export * from './b/y.rules.js';",
      "export * from './c/z.rules.js';",
      "export { q as alias } from './b/y.rules.js';",
    ].join('\n'),
  };
  const readFake = (f: string) => files[f] ?? '';

  it('reads declarations, their kinds and re-exports, not comments', () => {
    const ex = moduleExports(files['core/a/x.rules.ts'] as string);
    expect([...ex.declared].sort()).toEqual(['AlsoType', 'OnlyType', 'f', 'shared']);
    expect([...ex.values].sort()).toEqual(['f', 'shared']);
    expect(ex.named).toEqual([{ name: 'renamed', from: '../b/y.rules.js', source: 'q' }]);
  });

  it('a name two files declare is a collision; the same name reached twice from one file is not', () => {
    const names = exportedNames('core/index.ts', readFake);
    expect(collisions(names)).toEqual([
      { name: 'OnlyType', origins: ['core/a/x.rules.ts', 'core/b/y.rules.ts'] },
      { name: 'shared', origins: ['core/a/x.rules.ts', 'core/b/y.rules.ts'] },
    ]);
    // `renamed` and `alias` are y's `q` under other names; `q` itself comes from y only.
    expect(names.filter((n) => n.name === 'alias' || n.name === 'renamed' || n.name === 'q')).toEqual(
      expect.arrayContaining([
        { name: 'alias', origin: 'core/b/y.rules.ts', value: true },
        { name: 'renamed', origin: 'core/b/y.rules.ts', value: true },
        { name: 'q', origin: 'core/b/y.rules.ts', value: true },
      ]),
    );
  });
});
