import { builtinModules } from 'node:module';
import { posix } from 'node:path';

/**
 * The import rules of shared/STYLE.md section 1 and docs/decisions/0001, as a pure function so it
 * can be tested with synthetic files:
 * - core/ imports only `zod`, `neverthrow` and files inside core/;
 * - adapters/ import core/ and npm or node packages, never server/ or web/ (nor react or inversify);
 * - server/ imports core/, adapters/ and packages, never web/;
 * - web/ imports core/ and browser packages, never adapters/, server/, node built-ins or
 *   server-side packages (pg, hono, PGlite, inversify, pino ...).
 * - the UI's arrows run main -> app -> features -> components/lib (shared/STYLE.md section 6):
 *   web/src/features/<area> never imports another feature nor web/src/app (the app layer composes
 *   features; shared pieces live in web/src/components and web/src/lib), and web/src/components and
 *   web/src/lib import neither features nor app;
 * - web/ imports core through the `#core/*` alias (package.json "imports"), never by climbing
 *   directories, and no web import climbs five levels (`../../../../../`).
 * tests/ and configuration files may import anything.
 */
export type Layer = 'core' | 'adapters' | 'server' | 'web' | 'other';

export interface SourceImports {
  /** Repository-relative path with forward slashes, e.g. `core/search/name.rules.ts`. */
  file: string;
  specifiers: readonly string[];
}

export interface ImportViolation {
  file: string;
  specifier: string;
  rule: string;
}

const CORE_PACKAGES = new Set(['zod', 'neverthrow']);
const NODE_BUILTINS = new Set(builtinModules);
const WEB_FORBIDDEN = [
  /^pg(-.*)?$/,
  /^hono(\/|$)/,
  /^@hono\//,
  /^@electric-sql\//,
  /^inversify$/,
  /^pino/,
  /^@node-rs\//,
];
const ADAPTER_FORBIDDEN = [/^react(-dom)?(\/|$)/, /^inversify$/, /^zustand/, /^react-router/];

export const layerOf = (path: string): Layer => {
  const first = path.split('/')[0];
  return first === 'core' || first === 'adapters' || first === 'server' || first === 'web' ? first : 'other';
};

const packageName = (spec: string): string =>
  spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : (spec.split('/')[0] ?? spec);

const isNodeBuiltin = (spec: string): boolean => spec.startsWith('node:') || NODE_BUILTINS.has(packageName(spec));

const featureOf = (path: string): string | undefined => /^web\/src\/features\/([^/]+)\//.exec(path)?.[1];

/** The part of web/src a file belongs to: app, features, components, lib (or the entry point). */
const webPartOf = (path: string): string | undefined => /^web\/src\/([^/]+)\//.exec(path)?.[1];

/** The `#core/*` alias of package.json "imports": `#core/billing/money.rules` is `core/billing/money.rules`. */
const CORE_ALIAS = '#core/';

/** True when a file of one web feature imports a file of another feature. */
const crossesFeature = (file: string, target: string): boolean => {
  const from = featureOf(file);
  const to = featureOf(target);
  return from !== undefined && to !== undefined && from !== to;
};

/**
 * True when a web file imports a part above it: a feature importing web/src/app, or a shared
 * component or lib file importing a feature or the app (the arrows run main -> app -> features -> components/lib).
 */
const importsUpward = (file: string, target: string): boolean => {
  const from = webPartOf(file);
  const to = webPartOf(target);
  if (from === 'features') return to === 'app';
  if (from === 'components' || from === 'lib') return to === 'features' || to === 'app';
  return false;
};
const upwardRule = (file: string): string =>
  webPartOf(file) === 'features'
    ? 'web features never import web/src/app'
    : 'web/src/components and web/src/lib import neither features nor app';

/** The violations of one file's imports (empty when it follows the rules). */
export const checkFileImports = ({ file, specifiers }: SourceImports): ImportViolation[] => {
  const from = layerOf(file);
  if (from === 'other') return [];
  const out: ImportViolation[] = [];
  const bad = (specifier: string, rule: string) => out.push({ file, specifier, rule });
  for (const spec of specifiers) {
    const aliased = spec.startsWith(CORE_ALIAS);
    if (aliased || spec.startsWith('.') || spec.startsWith('/')) {
      const target = aliased
        ? posix.normalize(`core/${spec.slice(CORE_ALIAS.length)}`)
        : posix.normalize(posix.join(posix.dirname(file), spec));
      const to = target.startsWith('..') ? 'other' : layerOf(target);
      if (from === 'web' && spec.startsWith('../../../../../')) bad(spec, 'no web/ import climbs five levels');
      else if (from === 'web' && to === 'core' && !aliased) bad(spec, 'web/ imports core through #core/*');
      else if (from === 'core' && to !== 'core') bad(spec, 'core imports only files inside core/');
      else if (to === 'server' && from !== 'server') bad(spec, 'nothing imports server/');
      else if (to === 'web' && from !== 'web') bad(spec, 'nothing imports web/');
      else if (from === 'web' && to === 'adapters') bad(spec, 'web/ never imports adapters/');
      else if (from === 'adapters' && to !== 'adapters' && to !== 'core') bad(spec, 'adapters/ import only core/');
      else if (to === 'other' && from !== 'server') bad(spec, `${from}/ imports outside the source layers`);
      else if (from === 'web' && crossesFeature(file, target)) bad(spec, 'web features never import each other');
      else if (from === 'web' && importsUpward(file, target)) bad(spec, upwardRule(file));
      continue;
    }
    switch (from) {
      case 'core':
        if (!CORE_PACKAGES.has(packageName(spec))) bad(spec, 'core imports only zod and neverthrow');
        break;
      case 'web':
        if (isNodeBuiltin(spec)) bad(spec, 'web/ runs in the browser: no node built-ins');
        else if (WEB_FORBIDDEN.some((r) => r.test(spec))) bad(spec, 'web/ never imports server-side packages');
        break;
      case 'adapters':
        if (ADAPTER_FORBIDDEN.some((r) => r.test(spec))) bad(spec, 'adapters/ never import UI or container packages');
        break;
      case 'server':
        if (/^react(-dom)?(\/|$)/.test(spec)) bad(spec, 'server/ never imports the UI');
        break;
    }
  }
  return out;
};

export const checkImports = (files: readonly SourceImports[]): ImportViolation[] => files.flatMap(checkFileImports);

const IMPORT_PATTERNS = [
  /\bimport\s+(?:type\s+)?[\w*{}\s,$]*?\s*from\s*['"]([^'"]+)['"]/g,
  /\bexport\s+(?:type\s+)?(?:\*(?:\s+as\s+\w+)?|\{[^}]*\})\s*from\s*['"]([^'"]+)['"]/g,
  /\bimport\s*['"]([^'"]+)['"]/g,
  /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
  /\brequire\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
];

/** The module specifiers a TypeScript source imports or re-exports (comments removed first). */
export const extractSpecifiers = (source: string): string[] => {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
  const found = new Set<string>();
  for (const pattern of IMPORT_PATTERNS) {
    for (const m of code.matchAll(pattern)) if (m[1]) found.add(m[1]);
  }
  return [...found];
};
