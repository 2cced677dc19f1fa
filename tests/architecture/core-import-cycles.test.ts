import { describe, expect, it } from 'vitest';
import { importCycles, importedCoreFile, importGraph } from './core-import-cycle-rules.js';
import { extractSpecifiers } from './import-rules.js';
import { coreSourceImports } from './source-files.js';

describe('no two files of core/ import each other, directly or through others (type-only imports count)', () => {
  it('holds for every file of core/; a failure lists one cycle of each group of files', () => {
    const graph = importGraph(coreSourceImports());
    expect(graph.size).toBeGreaterThan(300);
    // The graph is really read: the files import one another thousands of times.
    expect([...graph.values()].reduce((n, targets) => n + targets.length, 0)).toBeGreaterThan(1000);
    expect(importCycles(graph)).toEqual([]);
  });
});

describe('importGraph and importCycles (the rule itself can fail)', () => {
  it('a type-only import, a re-export and the #core alias are edges; packages and unknown files are not', () => {
    const graph = importGraph([
      {
        file: 'core/a/x.rules.ts',
        specifiers: extractSpecifiers(
          [
            "import type { Y } from './y.port.js';",
            "export { z } from '../b/z.rules.js';",
            "import { w } from '#core/b/w.rules.js';",
            "import { ok } from 'neverthrow';",
            "import { gone } from './gone.rules.js';",
          ].join('\n'),
        ),
      },
      { file: 'core/a/y.port.ts', specifiers: [] },
      { file: 'core/b/z.rules.ts', specifiers: [] },
      { file: 'core/b/w.rules.ts', specifiers: [] },
    ]);
    expect(graph.get('core/a/x.rules.ts')).toEqual(['core/a/y.port.ts', 'core/b/w.rules.ts', 'core/b/z.rules.ts']);
    expect(importedCoreFile('core/a/x.rules.ts', 'zod')).toBeNull();
  });

  it('two files that import each other type-only are a cycle', () => {
    const graph = importGraph([
      {
        file: 'core/m/views.rules.ts',
        specifiers: extractSpecifiers("import { isKind } from '../u/products.rules.js';"),
      },
      {
        file: 'core/u/products.rules.ts',
        specifiers: extractSpecifiers("import type { View } from '../m/views.rules.js';"),
      },
    ]);
    expect(importCycles(graph)).toEqual([
      ['core/m/views.rules.ts', 'core/u/products.rules.ts', 'core/m/views.rules.ts'],
    ]);
  });

  it('a cycle through three files is named in import order; each separate group is named once', () => {
    const graph = new Map<string, string[]>([
      ['core/r/level.steps.ts', ['core/r/ports.port.ts']],
      ['core/r/ports.port.ts', ['core/r/monitoring.port.ts', 'core/r/store.port.ts']],
      ['core/r/monitoring.port.ts', ['core/r/level.steps.ts']],
      ['core/r/store.port.ts', []],
      ['core/s/a.rules.ts', ['core/s/a.rules.ts']],
      ['core/t/b.rules.ts', ['core/r/store.port.ts']],
    ]);
    expect(importCycles(graph)).toEqual([
      ['core/r/level.steps.ts', 'core/r/ports.port.ts', 'core/r/monitoring.port.ts', 'core/r/level.steps.ts'],
      ['core/s/a.rules.ts', 'core/s/a.rules.ts'],
    ]);
  });

  it('a graph whose imports only point one way has no cycle', () => {
    const graph = new Map<string, string[]>([
      ['core/a/top.use-case.ts', ['core/a/mid.rules.ts', 'core/a/base.schema.ts']],
      ['core/a/mid.rules.ts', ['core/a/base.schema.ts']],
      ['core/a/base.schema.ts', []],
    ]);
    expect(importCycles(graph)).toEqual([]);
  });
});
