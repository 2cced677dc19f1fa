import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkFileImports, checkImports, extractSpecifiers, type SourceImports } from './import-rules.js';

const ROOT = join(import.meta.dirname, '..', '..');

const sources = (dir: string): string[] => {
  const out: string[] = [];
  const walk = (d: string) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      if (e.name === 'node_modules' || e.name.startsWith('.')) continue;
      const p = join(d, e.name);
      if (e.isDirectory()) walk(p);
      else if (/\.(ts|tsx|mts|js|mjs|jsx)$/.test(e.name) && !e.name.endsWith('.d.ts')) out.push(p);
    }
  };
  walk(join(ROOT, dir));
  return out;
};

describe('the layers import only inward (shared/STYLE.md section 1)', () => {
  it('holds for every source file of core/, adapters/, server/ and web/', () => {
    const files: SourceImports[] = ['core', 'adapters', 'server', 'web'].flatMap((dir) =>
      sources(dir).map((path) => ({
        file: relative(ROOT, path).split(sep).join('/'),
        specifiers: extractSpecifiers(readFileSync(path, 'utf8')),
      })),
    );
    expect(files.length).toBeGreaterThan(10);
    expect(checkImports(files)).toEqual([]);
  });
});

describe('checkFileImports (the rule itself can fail)', () => {
  const v = (file: string, ...specifiers: string[]) => checkFileImports({ file, specifiers }).map((x) => x.specifier);

  it('core: only zod, neverthrow and core files', () => {
    expect(v('core/search/a.rules.ts', 'zod', 'neverthrow', './b.js', '../shared/errors.js')).toEqual([]);
    expect(v('core/search/a.rules.ts', 'react', 'node:crypto', 'pg', 'zod/v4')).toEqual(['react', 'node:crypto', 'pg']);
    expect(
      v('core/search/a.rules.ts', '../../adapters/postgres/db.js', '../../server/app.js', '../../web/src/x'),
    ).toEqual(['../../adapters/postgres/db.js', '../../server/app.js', '../../web/src/x']);
  });

  it('adapters: core and packages, never server, web, UI or container', () => {
    expect(v('adapters/postgres/x.ts', '../../core/a.js', './db.js', 'pg', 'node:fs')).toEqual([]);
    expect(v('adapters/postgres/x.ts', '../../server/config.js', '../../web/src/a', 'react', 'inversify')).toEqual([
      '../../server/config.js',
      '../../web/src/a',
      'react',
      'inversify',
    ]);
  });

  it('server: core, adapters and packages, never web', () => {
    expect(v('server/app.ts', '../core/a.js', '../adapters/postgres/db.js', 'hono', 'inversify')).toEqual([]);
    expect(v('server/routes/a.ts', '../../web/src/app/routes.js', 'react')).toEqual([
      '../../web/src/app/routes.js',
      'react',
    ]);
  });

  it('web: core and browser packages, never adapters, server, node or server packages', () => {
    expect(v('web/src/app/a.tsx', 'react', 'zustand', 'ol/Map', '#core/index.js', './b')).toEqual([]);
    expect(
      v(
        'web/src/app/a.tsx',
        '../../../adapters/postgres/db.js',
        '../../../server/use-cases.js',
        'pg',
        'hono',
        '@hono/node-server',
        '@electric-sql/pglite',
        'node:fs',
        'fs',
      ),
    ).toEqual([
      '../../../adapters/postgres/db.js',
      '../../../server/use-cases.js',
      'pg',
      'hono',
      '@hono/node-server',
      '@electric-sql/pglite',
      'node:fs',
      'fs',
    ]);
  });

  it('web: a feature never imports another feature; the app layer may compose them', () => {
    expect(v('web/src/features/accounts/pages/a.tsx', '../../reports/recent-reports', '../components/x')).toEqual([
      '../../reports/recent-reports',
    ]);
    expect(v('web/src/features/accounts/pages/a.tsx', '../../../components/card', '../../../lib/http/http')).toEqual(
      [],
    );
    expect(v('web/src/app/routes.tsx', '../features/reports/recent-reports', '../features/accounts/routes')).toEqual(
      [],
    );
  });

  it('web: a feature never imports web/src/app; components and lib import neither features nor app', () => {
    const rules = (file: string, ...specifiers: string[]) =>
      checkFileImports({ file, specifiers }).map((x) => [x.specifier, x.rule]);
    expect(
      rules(
        'web/src/features/reports/pages/report-page.tsx',
        '../../../app/shell/site-footer',
        '../../../app/route-types',
        '../../../components/site-footer',
        '../../../lib/page-title',
      ),
    ).toEqual([
      ['../../../app/shell/site-footer', 'web features never import web/src/app'],
      ['../../../app/route-types', 'web features never import web/src/app'],
    ]);
    expect(v('web/src/features/accounts/routes.tsx', '../../app/route-types', '../../lib/routing/app-route')).toEqual([
      '../../app/route-types',
    ]);
    expect(
      v(
        'web/src/components/site-footer.tsx',
        '../features/site/pages/help-page',
        '../app/routes',
        '../lib/x',
        './logo',
      ),
    ).toEqual(['../features/site/pages/help-page', '../app/routes']);
    expect(
      v('web/src/lib/session/session-store.ts', '../../features/accounts/api/accounts-api', '../http/http'),
    ).toEqual(['../../features/accounts/api/accounts-api']);
    // The app layer and the entry point may import anything below them.
    expect(v('web/src/app/routes.tsx', '../features/accounts/routes', '../lib/routing/app-route')).toEqual([]);
    expect(v('web/src/main.tsx', './app/app', './lib/http/global-errors')).toEqual([]);
  });

  it('web: core only through #core/*, and no import climbs five levels', () => {
    const rules = (file: string, ...specifiers: string[]) =>
      checkFileImports({ file, specifiers }).map((x) => [x.specifier, x.rule]);
    expect(
      rules(
        'web/src/features/membership/components/checkout.tsx',
        '#core/membership/checkout/checkout-skus.rules',
        '../../../../../core/membership/checkout-skus.rules',
      ),
    ).toEqual([['../../../../../core/membership/checkout-skus.rules', 'no web/ import climbs five levels']]);
    expect(rules('web/src/features/search/search-api.ts', '../../../../core/search/search.schema')).toEqual([
      ['../../../../core/search/search.schema', 'web/ imports core through #core/*'],
    ]);
    expect(v('web/src/lib/search-criteria.ts', '../../../core/search/placeholder.rules')).toEqual([
      '../../../core/search/placeholder.rules',
    ]);
    // The alias still names a file of core: everything but core/ itself is judged by the layer rules.
    expect(v('core/search/a.rules.ts', '#core/shared/errors.js')).toEqual([]);
    expect(v('web/src/features/search/api/search-api.ts', '#core/search/person-search.port')).toEqual([]);
  });

  it('files outside the layers (tests, scripts) are not checked', () => {
    expect(v('tests/server/app.test.ts', '../../server/app.js', 'react')).toEqual([]);
  });
});

describe('extractSpecifiers', () => {
  it('finds imports, type imports, re-exports, side-effect and dynamic imports, not comments', () => {
    const src = `
      import { a } from 'zod';
      import type { B } from "../b.js";
      import * as c from './c.js';
      import d, { e } from 'neverthrow';
      import './side.css';
      export * from './f.js';
      export { g } from './g.js';
      export type { H } from './h.js';
      const i = await import('./i.js');
      // import nope from 'commented-out';
      /* import nope2 from 'block-comment'; */
      const url = 'http://example.com'; // trailing
    `;
    expect(extractSpecifiers(src).sort()).toEqual(
      ['zod', '../b.js', './c.js', 'neverthrow', './side.css', './f.js', './g.js', './h.js', './i.js'].sort(),
    );
  });

  it('a synthetic core file importing react is flagged end to end', () => {
    const violations = checkImports([
      { file: 'core/search/bad.rules.ts', specifiers: extractSpecifiers("import { useState } from 'react';") },
    ]);
    expect(violations).toEqual([
      { file: 'core/search/bad.rules.ts', specifier: 'react', rule: 'core imports only zod and neverthrow' },
    ]);
  });
});
