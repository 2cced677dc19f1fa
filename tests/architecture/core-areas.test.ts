import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ALLOWED_AREA_IMPORTS, areaOf, checkAreaImports, cycleIn } from './core-area-rules.js';
import { coreSourceImports } from './source-files.js';

const ROOT = join(import.meta.dirname, '..', '..');
const CORE = join(ROOT, 'core');

const coreFiles = coreSourceImports;

describe('core areas import only the areas the table allows (docs/decisions/0096)', () => {
  it('holds for every file of core/; a failure names the file, the import and the edge', () => {
    const files = coreFiles();
    expect(files.length).toBeGreaterThan(300);
    expect(files.flatMap((f) => checkAreaImports(f))).toEqual([]);
  });

  it('the table names every area folder of core/, and only those', () => {
    const folders = readdirSync(CORE, { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => e.name)
      .sort();
    expect(Object.keys(ALLOWED_AREA_IMPORTS).sort()).toEqual(folders);
    for (const [area, targets] of Object.entries(ALLOWED_AREA_IMPORTS)) {
      for (const to of targets) expect(folders, `${area} -> ${to}`).toContain(to);
    }
  });

  it('the table has no cycle, so the areas stay layered', () => {
    expect(cycleIn(ALLOWED_AREA_IMPORTS)).toBeNull();
  });
});

describe('checkAreaImports and cycleIn (the rules themselves can fail)', () => {
  it('an import outside the table is named with its file, its specifier and the edge', () => {
    expect(
      checkAreaImports({
        file: 'core/accounts/a.rules.ts',
        specifiers: ['../search/search-criteria.rules.js', '../shared/errors.js', './b.rules.js', 'zod'],
      }),
    ).toEqual([
      {
        file: 'core/accounts/a.rules.ts',
        specifier: '../search/search-criteria.rules.js',
        rule: 'accounts may not import search',
      },
    ]);
  });

  it('a folder of shared/ is shared; the #core alias is read like a relative import', () => {
    expect(areaOf('core/shared/reports/access-level.rules.ts')).toBe('shared');
    expect(areaOf('core/index.ts')).toBeNull();
    expect(checkAreaImports({ file: 'core/shared/reports/x.rules.ts', specifiers: ['../errors.js'] })).toEqual([]);
    expect(
      checkAreaImports({ file: 'core/shared/reports/x.rules.ts', specifiers: ['../../reports/y.rules.js'] }).map(
        (v) => v.rule,
      ),
    ).toEqual(['shared may not import reports']);
    expect(
      checkAreaImports({ file: 'core/records/x.rules.ts', specifiers: ['#core/property/y.rules.js'] }).map(
        (v) => v.rule,
      ),
    ).toEqual(['records may not import property']);
  });

  it('the barrel is no area; a file at the root of core or in an unlisted area is named', () => {
    expect(checkAreaImports({ file: 'core/index.ts', specifiers: ['./search/a.js', './privacy/b.js'] })).toEqual([]);
    expect(checkAreaImports({ file: 'core/helpers.ts', specifiers: [] }).map((v) => v.rule)).toEqual([
      'a core file lives in an area folder',
    ]);
    expect(checkAreaImports({ file: 'core/newarea/a.rules.ts', specifiers: [] }).map((v) => v.rule)).toEqual([
      'area newarea is not in the allowed table',
    ]);
  });

  it('cycleIn finds a cycle of the table and answers null for a layered one', () => {
    expect(cycleIn({ a: ['b'], b: ['c'], c: ['a'], d: [] })).toEqual(['a', 'b', 'c', 'a']);
    expect(cycleIn({ a: ['b', 'c'], b: ['c'], c: [] })).toBeNull();
    expect(cycleIn({ a: ['a'] })).toEqual(['a', 'a']);
  });
});
